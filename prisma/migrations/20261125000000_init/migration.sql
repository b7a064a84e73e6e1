-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "GameStatus" AS ENUM ('lobby', 'active', 'paused', 'finished', 'cancelled');

-- CreateTable
CREATE TABLE "Game" (
    "id" TEXT NOT NULL,
    "guildId" TEXT NOT NULL,
    "channelId" TEXT NOT NULL,
    "threadId" TEXT,
    "kind" TEXT NOT NULL,
    "status" "GameStatus" NOT NULL DEFAULT 'lobby',
    "creatorId" TEXT NOT NULL,
    "locale" TEXT NOT NULL DEFAULT 'pl',
    "options" JSONB NOT NULL DEFAULT '{}',
    "seedHash" TEXT NOT NULL,
    "seed" TEXT NOT NULL,
    "engineVersion" INTEGER NOT NULL DEFAULT 1,
    "state" JSONB,
    "rngState" JSONB,
    "version" INTEGER NOT NULL DEFAULT 0,
    "deadline" JSONB NOT NULL,
    "nextDeadlineAt" TIMESTAMP(3),
    "pausedAt" TIMESTAMP(3),
    "pausedMinutes" INTEGER NOT NULL DEFAULT 0,
    "statusMessageId" TEXT,
    "boardMessageId" TEXT,
    "lastImageHash" TEXT,
    "undoRequest" JSONB,
    "result" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "startedAt" TIMESTAMP(3),
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "Game_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Seat" (
    "id" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "seat" INTEGER NOT NULL,
    "userId" TEXT NOT NULL,
    "faction" TEXT,
    "displayName" TEXT NOT NULL,
    "joinedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "missedCount" INTEGER NOT NULL DEFAULT 0,
    "extensionsLeft" INTEGER NOT NULL DEFAULT 1,
    "absent" BOOLEAN NOT NULL DEFAULT false,
    "isBot" BOOLEAN NOT NULL DEFAULT false,
    "remindersMuted" BOOLEAN NOT NULL DEFAULT false,
    "lastNudgeAt" TIMESTAMP(3),
    "promptPath" TEXT NOT NULL DEFAULT 'dm',

    CONSTRAINT "Seat_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Action" (
    "id" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "seat" INTEGER NOT NULL,
    "userId" TEXT,
    "source" TEXT NOT NULL DEFAULT 'player',
    "payload" JSONB NOT NULL,
    "events" JSONB NOT NULL DEFAULT '[]',
    "irreversible" BOOLEAN NOT NULL DEFAULT false,
    "commitment" TEXT,
    "salt" TEXT,
    "interactionId" TEXT,
    "versionAfter" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "undone" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "Action_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ScheduledJob" (
    "id" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "seat" INTEGER NOT NULL DEFAULT -1,
    "dueAt" TIMESTAMP(3) NOT NULL,
    "gameVersion" INTEGER NOT NULL,
    "slot" TEXT NOT NULL DEFAULT '',
    "doneAt" TIMESTAMP(3),
    "leasedUntil" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ScheduledJob_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ChannelSettings" (
    "channelId" TEXT NOT NULL,
    "guildId" TEXT NOT NULL,
    "locale" TEXT NOT NULL DEFAULT 'pl',
    "deadlineMinutes" INTEGER NOT NULL DEFAULT 1440,
    "reminderSchedule" JSONB NOT NULL DEFAULT '[{"fraction":0.5},{"minutesBefore":60}]',
    "threadPerGame" BOOLEAN NOT NULL DEFAULT true,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ChannelSettings_pkey" PRIMARY KEY ("channelId")
);

-- CreateTable
CREATE TABLE "PlayerSettings" (
    "userId" TEXT NOT NULL,
    "timezone" TEXT NOT NULL DEFAULT 'Europe/Warsaw',
    "quietStart" INTEGER,
    "quietEnd" INTEGER,
    "locale" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PlayerSettings_pkey" PRIMARY KEY ("userId")
);

-- CreateIndex
CREATE INDEX "Game_channelId_status_idx" ON "Game"("channelId", "status");

-- CreateIndex
CREATE INDEX "Game_guildId_status_idx" ON "Game"("guildId", "status");

-- CreateIndex
CREATE INDEX "Seat_userId_idx" ON "Seat"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "Seat_gameId_seat_key" ON "Seat"("gameId", "seat");

-- CreateIndex
CREATE UNIQUE INDEX "Action_interactionId_key" ON "Action"("interactionId");

-- CreateIndex
CREATE UNIQUE INDEX "Action_gameId_seq_key" ON "Action"("gameId", "seq");

-- CreateIndex
CREATE INDEX "ScheduledJob_gameId_idx" ON "ScheduledJob"("gameId");

-- CreateIndex
CREATE UNIQUE INDEX "ScheduledJob_gameId_kind_seat_slot_key" ON "ScheduledJob"("gameId", "kind", "seat", "slot");

-- AddForeignKey
ALTER TABLE "Seat" ADD CONSTRAINT "Seat_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Action" ADD CONSTRAINT "Action_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ScheduledJob" ADD CONSTRAINT "ScheduledJob_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Hand-written (Prisma's schema language cannot express partial indexes):
-- the scheduler's due query reads only open jobs in due order, and claims them with
-- FOR UPDATE SKIP LOCKED; this index keeps it fast among 100k+ open games.
CREATE INDEX "ScheduledJob_open_due_idx" ON "ScheduledJob" ("dueAt") WHERE "doneAt" IS NULL;
-- Games with a running deadline, for operators' queries and catch-up after downtime.
CREATE INDEX "Game_active_deadline_idx" ON "Game" ("nextDeadlineAt") WHERE "status" = 'active';
