/**
 * Deadline sweep among 100,000 open games: each game has a deadline job and two reminder
 * jobs; a small share is due. Measures one scheduler claim (FOR UPDATE SKIP LOCKED over the
 * partial index on open jobs) and prints the query plan, to show the index is used.
 */
import type { Database } from '../src/store/database.js';
import { type Row, timeIt } from './stats.js';

const GAMES = 100_000;

async function seed(db: Database, base: Date): Promise<void> {
  const c = await db.pool.connect();
  try {
    await c.query('BEGIN');
    await c.query(
      `INSERT INTO "Game" (id, "guildId", "channelId", kind, status, "creatorId", "seedHash", seed, deadline, version, "updatedAt", "nextDeadlineAt")
       SELECT 'bench-dl-' || g, 'guild', 'chan-' || (g % 500), 'magnaci', 'active', 'u', 'h', 's', '{"kind":"duration","minutes":1440}', 1, now(),
              $1::timestamptz + (g % 1440) * interval '1 minute'
       FROM generate_series(1, $2) AS g`,
      [base, GAMES],
    );
    // Deadlines spread over the next day; reminders before them. ~0.5% due "now".
    await c.query(
      `INSERT INTO "ScheduledJob" (id, "gameId", kind, seat, "dueAt", "gameVersion", slot)
       SELECT gen_random_uuid(), 'bench-dl-' || g, k.kind, k.seat,
              $1::timestamptz + ((g % 1440) - k.before) * interval '1 minute', 1, k.kind || k.seat
       FROM generate_series(1, $2) AS g,
            (VALUES ('deadline', -1, 0), ('reminder', 0, 60), ('reminder', 1, 720)) AS k(kind, seat, before)`,
      [base, GAMES],
    );
    await c.query('COMMIT');
    await c.query('ANALYZE "ScheduledJob"');
  } finally {
    c.release();
  }
}

async function cleanup(db: Database): Promise<void> {
  await db.pool.query(`DELETE FROM "Game" WHERE id LIKE 'bench-dl-%'`);
}

export async function benchDeadlines(db: Database): Promise<{ rows: Row[]; plan: string }> {
  const base = new Date('2030-01-01T00:00:00Z');
  await cleanup(db);
  await seed(db, base);
  try {
    // Each run claims the batch due at a later minute, like successive scheduler ticks.
    let minute = 0;
    const t = await timeIt(100, async () => {
      minute += 5;
      const now = new Date(base.getTime() + minute * 60_000);
      await db.store.claimDueJobs(now, 100, 60_000);
    });
    const planRows = await db.pool.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN SELECT id FROM "ScheduledJob"
       WHERE "doneAt" IS NULL AND "dueAt" <= $1 AND ("leasedUntil" IS NULL OR "leasedUntil" < $1)
       ORDER BY "dueAt" LIMIT 100 FOR UPDATE SKIP LOCKED`,
      [new Date(base.getTime() + 10 * 60_000)],
    );
    const plan = planRows.rows.map((r) => r['QUERY PLAN']).join('\n');
    const usesIndex = /ScheduledJob_open_due_idx/.test(plan);
    return {
      rows: [
        {
          name: `deadline claim, ${GAMES.toLocaleString('en')} open games (${db.kind})`,
          p50: t.p50,
          p95: t.p95,
          unit: 'ms',
          extra: `${GAMES * 3} open jobs, batch 100, SKIP LOCKED; index used: ${usesIndex ? 'yes' : 'NO'}`,
        },
      ],
      plan,
    };
  } finally {
    await cleanup(db);
  }
}
