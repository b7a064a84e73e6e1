-- CreateTable
CREATE TABLE "PresenterMessage" (
    "gameId" TEXT NOT NULL,
    "seat" INTEGER NOT NULL,
    "role" TEXT NOT NULL,
    "decision" TEXT NOT NULL,
    "channelId" TEXT NOT NULL,
    "messageId" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PresenterMessage_pkey" PRIMARY KEY ("gameId","seat","role")
);
