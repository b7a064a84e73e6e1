/**
 * Store round trip: load a game, apply a trivial change to a ~20 KB JSON state, commit with
 * the version check — the path every player action takes — on the configured database.
 */
import type { Database } from '../src/store/database.js';
import { type Row, timeIt } from './stats.js';

function bigState(): { log: { turn: number; note: string }[]; counter: number } {
  return { log: Array.from({ length: 400 }, (_, i) => ({ turn: i, note: `event ${i} – Chocim` })), counter: 0 };
}

export async function benchStore(db: Database): Promise<Row[]> {
  const id = `bench-${Date.now()}`;
  await db.store.createGame({
    id,
    guildId: 'bench',
    channelId: 'bench',
    kind: 'bench',
    creatorId: 'bench',
    locale: 'pl',
    options: {},
    seed: 'bench',
    seedHash: 'bench',
    engineVersion: 1,
    deadline: { kind: 'duration', minutes: 60 },
  });
  await db.store.transact(id, (tx) => tx.update({ state: bigState(), status: 'active' }));
  const size = JSON.stringify(bigState()).length;
  const t = await timeIt(300, () =>
    db.store.transact(id, async (tx) => {
      const s = tx.game.state as { counter: number };
      await tx.update({ state: { ...(tx.game.state as object), counter: s.counter + 1 } });
    }),
  );
  // The floor: the same round trip in plain SQL on the same pool, without the ORM.
  const floor = await timeIt(300, async () => {
    const c = await db.pool.connect();
    try {
      await c.query('BEGIN');
      const r = await c.query<{ state: { counter: number }; version: number }>(
        'SELECT state, version FROM "Game" WHERE id = $1 FOR UPDATE',
        [id],
      );
      const row = r.rows[0];
      if (!row) throw new Error('bench game vanished');
      await c.query('UPDATE "Game" SET state = $1, version = version + 1 WHERE id = $2 AND version = $3', [
        { ...row.state, counter: row.state.counter + 1 },
        id,
        row.version,
      ]);
      await c.query('COMMIT');
    } finally {
      c.release();
    }
  });
  return [
    {
      name: `store round trip floor, plain SQL (${db.kind})`,
      p50: floor.p50,
      p95: floor.p95,
      unit: 'ms',
      extra: 'BEGIN; SELECT … FOR UPDATE; versioned UPDATE; COMMIT',
    },
    {
      name: `store round trip (${db.kind})`,
      p50: t.p50,
      p95: t.p95,
      unit: 'ms',
      extra: `lock+load+versioned update of ${(size / 1024).toFixed(0)} KB state+commit, 300 runs; ${(t.p50 / floor.p50).toFixed(1)}× floor`,
    },
  ];
}
