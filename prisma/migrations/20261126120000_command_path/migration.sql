-- A command finds its game from the channel or the game's thread by an index (no scan of Game),
-- takes the next action sequence number from the game row (not MAX(seq) over the log), and lists
-- whom a game waits for without reading its state (autocomplete).
CREATE INDEX "Game_threadId_idx" ON "Game" ("threadId");

ALTER TABLE "Game" ADD COLUMN "lastSeq" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "Game" ADD COLUMN "owingSeats" INTEGER[] NOT NULL DEFAULT ARRAY[]::INTEGER[];

UPDATE "Game" AS g SET "lastSeq" = m.last
FROM (SELECT "gameId", MAX(seq) AS last FROM "Action" GROUP BY "gameId") AS m
WHERE m."gameId" = g.id;
