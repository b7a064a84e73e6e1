/**
 * One bot process's deadline work, for the sharding row (bench/shards.ts): opens the database,
 * says "ready", waits for "go" on stdin, then runs the real scheduler and worker until no due
 * job is left, and says "done <jobs> <ms>".
 *
 * Usage: tsx bench/drainChild.ts <database url> <ISO instant>
 */
import { createInterface } from 'node:readline';
import { openDatabase } from '../src/store/database.js';
import { DeadlineScheduler } from '../src/table/deadlines/scheduler.js';
import { DeadlineWorker } from '../src/table/deadlines/worker.js';
import { Table } from '../src/table/table.js';
import { NullNotifier, silent } from './deadlines.js';

const [url, at] = process.argv.slice(2);
if (!url || !at) throw new Error('usage: drainChild <database url> <ISO instant>');
const db = await openDatabase({ databaseUrl: url, poolSize: 6 });
const now = new Date(at);
const table = new Table({ store: db.store, notifier: new NullNotifier(), clock: () => now, logger: silent });
const scheduler = new DeadlineScheduler({
  store: db.store,
  worker: new DeadlineWorker(table.deps, table),
  clock: () => now,
  logger: silent,
  maxPerTick: 100_000,
});
// Prisma compiles its first queries lazily: warm up before the clock starts.
await db.store.claimDueJobs(new Date(0), 1, 1);
await db.store.transact('warm-up', async () => undefined).catch(() => undefined);
process.stdout.write('ready\n');
const lines = createInterface({ input: process.stdin });
for await (const line of lines) if (line.trim() === 'go') break;
const t0 = performance.now();
let done = 0;
for (let n = await scheduler.tick(); n > 0; n = await scheduler.tick()) done += n;
process.stdout.write(`done ${done} ${(performance.now() - t0).toFixed(1)}\n`);
lines.close();
await db.close();
