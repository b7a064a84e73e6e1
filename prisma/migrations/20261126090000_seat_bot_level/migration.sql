-- AlterTable: a bot seat's level ('easy' or 'normal').
ALTER TABLE "Seat" ADD COLUMN "botLevel" TEXT NOT NULL DEFAULT 'normal';
