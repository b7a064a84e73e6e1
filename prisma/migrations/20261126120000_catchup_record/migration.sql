-- AlterTable: the point up to which a seat last asked for a catch-up (/game catchup).
ALTER TABLE "Seat" ADD COLUMN "seenSeq" INTEGER NOT NULL DEFAULT 0;

-- AlterTable: a player may leave themselves out of /game record.
ALTER TABLE "PlayerSettings" ADD COLUMN "recordOptOut" BOOLEAN NOT NULL DEFAULT false;

-- CreateIndex: finished games of a server, newest first, for /game record.
CREATE INDEX "Game_guildId_finishedAt_idx" ON "Game"("guildId", "finishedAt");
