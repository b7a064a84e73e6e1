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
  return [
    {
      name: `store round trip (${db.kind})`,
      p50: t.p50,
      p95: t.p95,
      unit: 'ms',
      extra: `lock+load+versioned update of ${(size / 1024).toFixed(0)} KB state+commit, 300 runs`,
    },
  ];
}
