/**
 * A scheduler process for `kill during deadline`: opens the test database, says "ready",
 * runs the deadline jobs due at the given instant until none is left, says "done". The test
 * kills it with SIGKILL at a random moment in between.
 *
 * Usage: tsx deadlineChild.ts <database url> <ISO instant>
 */
import { registerGame } from '../../src/engines/registry.js';
import { openDatabase } from '../../src/store/database.js';
import { DeadlineScheduler } from '../../src/table/deadlines/scheduler.js';
import { DeadlineWorker } from '../../src/table/deadlines/worker.js';
import { Table } from '../../src/table/table.js';
import { RecordingNotifier } from '../support/fakeDiscord.js';
import { tributeGame } from '../support/tributeGame.js';

const [url, at] = process.argv.slice(2);
if (!url || !at) throw new Error('usage: deadlineChild <database url> <ISO instant>');
registerGame(tributeGame);
const db = await openDatabase({ databaseUrl: url, poolSize: 2 });
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const now = new Date(at);
const table = new Table({ store: db.store, notifier: new RecordingNotifier(), clock: () => now, logger: quiet });
const scheduler = new DeadlineScheduler({
  store: db.store,
  worker: new DeadlineWorker(table.deps, table),
  clock: () => now,
  logger: quiet,
  batchSize: 1,
});
// Prisma compiles its first queries lazily: warm up, so the kill falls into deadline work.
await db.store.claimDueJobs(new Date(0), 1, 1);
await db.store.getGame('warm-up');
await db.store.transact('warm-up', async () => undefined).catch(() => undefined);
process.stdout.write('ready\n');
const started = Date.now();
while ((await scheduler.tick()) > 0) {}
process.stdout.write(`done in ${Date.now() - started} ms\n`);
await db.close();
