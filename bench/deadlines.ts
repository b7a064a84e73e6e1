/**
 * Deadline work, completed: the real scheduler (claims with FOR UPDATE SKIP LOCKED over the
 * partial index on open jobs) hands each due job to the real worker, which completes it inside
 * its game's transaction — the work is done, not only leased. Each game has a deadline and two
 * reminders in the future; a fixed 200 are due. With 1,000, 10,000 and 100,000 open games the
 * time should follow the due jobs, not the games (O(due)). Then a burst: 10,000 due at once on
 * 10,000 games, drained by one process working DEADLINE_CONCURRENCY (default 4) games at a time.
 *
 * The due jobs are reminders of games whose seats owe nothing, so each is the job's own cost —
 * lock and load the game, complete the job, commit — without Discord's latency.
 */
import type { Database } from '../src/store/database.js';
import { DeadlineScheduler } from '../src/table/deadlines/scheduler.js';
import { DeadlineWorker } from '../src/table/deadlines/worker.js';
import type { DmResult, Notifier } from '../src/table/ports.js';
import { Table } from '../src/table/table.js';
import type { Row } from './stats.js';

const DUE = 200;
const BURST = 10_000;

export class NullNotifier implements Notifier {
  async post(): Promise<string> {
    return '1';
  }
  async edit(): Promise<void> {}
  async pin(): Promise<void> {}
  async createThread(): Promise<string> {
    return '1';
  }
  async dm(): Promise<DmResult> {
    return { ok: true, channelId: '1', messageId: '1' };
  }
}

export const silent = { info() {}, warn() {}, error() {} };

/** In chunks of 10,000 games, each well within the pool's statement time limit. */
export async function seed(db: Database, base: Date, from: number, to: number): Promise<void> {
  for (let at = from; at < to; at += 10_000) await seedChunk(db, base, at, Math.min(to, at + 10_000));
}

async function seedChunk(db: Database, base: Date, from: number, to: number): Promise<void> {
  if (to <= from) return;
  const c = await db.pool.connect();
  try {
    await c.query('BEGIN');
    await c.query(
      `INSERT INTO "Game" (id, "guildId", "channelId", kind, status, "creatorId", "seedHash", seed, deadline, version, "updatedAt", "nextDeadlineAt")
       SELECT 'bench-dl-' || g, 'guild', 'chan-' || (g % 500), 'magnaci', 'active', 'u', 'h', 's', '{"kind":"duration","minutes":1440}', 1, now(),
              $1::timestamptz + interval '1 day' + (g % 1440) * interval '1 minute'
       FROM generate_series($2::int, $3::int - 1) AS g`,
      [base, from, to],
    );
    // Every job in the future: a deadline a day or two away and its reminders.
    await c.query(
      `INSERT INTO "ScheduledJob" (id, "gameId", kind, seat, "dueAt", "gameVersion", slot)
       SELECT gen_random_uuid(), 'bench-dl-' || g, k.kind, k.seat,
              $1::timestamptz + interval '1 day' + ((g % 1440) - k.before) * interval '1 minute', 1, k.kind || k.seat
       FROM generate_series($2::int, $3::int - 1) AS g,
            (VALUES ('deadline', -1, 0), ('reminder', 0, 60), ('reminder', 1, 720)) AS k(kind, seat, before)`,
      [base, from, to],
    );
    await c.query('COMMIT');
    await c.query('ANALYZE "Game"; ANALYZE "ScheduledJob"');
  } finally {
    c.release();
  }
}

/** Makes `count` reminders due (of the first games), undone, unleased. */
export async function makeDue(db: Database, base: Date, count: number): Promise<void> {
  await db.pool.query(
    `UPDATE "ScheduledJob" SET "dueAt" = $1::timestamptz - interval '1 minute', "doneAt" = NULL, "leasedUntil" = NULL
     WHERE kind = 'reminder' AND seat = 0 AND "gameId" IN (SELECT 'bench-dl-' || g FROM generate_series(0, $2::int - 1) AS g)`,
    [base, count],
  );
}

export async function cleanup(db: Database): Promise<void> {
  await db.pool.query(`DELETE FROM "Game" WHERE id LIKE 'bench-dl-%'`);
}

async function drain(db: Database, base: Date, concurrency: number): Promise<{ ms: number; done: number }> {
  const table = new Table({ store: db.store, notifier: new NullNotifier(), clock: () => base, logger: silent });
  const scheduler = new DeadlineScheduler({
    store: db.store,
    worker: new DeadlineWorker(table.deps, table),
    clock: () => base,
    logger: silent,
    concurrency,
    maxPerTick: 100_000,
  });
  const t0 = performance.now();
  const done = await scheduler.tick();
  return { ms: performance.now() - t0, done };
}

export async function benchDeadlines(db: Database): Promise<{ rows: Row[]; plan: string }> {
  const base = new Date('2030-01-01T00:00:00Z');
  const rows: Row[] = [];
  await cleanup(db);
  let seeded = 0;
  const levels = [1_000, 10_000, ...(process.env.BENCH_QUICK ? [] : [100_000])];
  try {
    for (const games of levels) {
      await seed(db, base, seeded, games);
      seeded = games;
      await makeDue(db, base, DUE);
      const r = await drain(db, base, 4);
      const left = await db.pool.query<{ n: string }>(
        `SELECT count(*) AS n FROM "ScheduledJob" WHERE "doneAt" IS NULL AND "dueAt" <= $1`,
        [base],
      );
      rows.push({
        name: `deadline work, ${DUE} due of ${games.toLocaleString('en')} open games (${db.kind})`,
        p50: r.ms / Math.max(1, r.done),
        p95: r.ms,
        unit: 'ms',
        extra: `p50 = per job, p95 column = all ${r.done} claimed+completed (${left.rows[0]?.n ?? '?'} left due); ${games * 3} open jobs; 4 games at a time`,
      });
    }
    // The burst: 10,000 due at once, on 10,000 games.
    await db.pool.query(`DELETE FROM "Game" WHERE id LIKE 'bench-dl-%' AND substring(id from 10)::int >= $1`, [BURST]);
    await makeDue(db, base, BURST);
    const burst = await drain(db, base, Number(process.env.DEADLINE_CONCURRENCY ?? 4));
    rows.push({
      name: `deadline burst, ${BURST.toLocaleString('en')} due at once (${db.kind})`,
      p50: burst.ms / Math.max(1, burst.done),
      p95: burst.ms,
      unit: 'ms',
      extra: `drained ${burst.done} in ${(burst.ms / 1000).toFixed(1)} s (${Math.round((burst.done * 1000) / burst.ms)} jobs/s), one process, ${process.env.DEADLINE_CONCURRENCY ?? 4} games at a time`,
    });
    const planRows = await db.pool.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN SELECT id FROM "ScheduledJob"
       WHERE "doneAt" IS NULL AND "dueAt" <= $1 AND ("leasedUntil" IS NULL OR "leasedUntil" < $1)
       ORDER BY "dueAt" LIMIT 100 FOR UPDATE SKIP LOCKED`,
      [base],
    );
    const plan = planRows.rows.map((r) => r['QUERY PLAN']).join('\n');
    return { rows, plan };
  } finally {
    await cleanup(db);
  }
}
