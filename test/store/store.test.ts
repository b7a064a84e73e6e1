import { readdirSync } from 'node:fs';
/**
 * The store against real databases: the Postgres server at DATABASE_URL (CI sets it) and
 * the embedded PGlite database. PGlite serves one connection at a time, so the tests that
 * need concurrent connections run on the real server only, and say so in their names.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/store/database.js';
import { applyMigrations } from '../../src/store/migrate.js';
import type { ActionRecord, GameStore, NewGame } from '../../src/store/types.js';
import { openTestDatabase, REAL_POSTGRES, type TestDatabase } from '../support/db.js';

function newGame(id: string): NewGame {
  return {
    id,
    guildId: 'guild-1',
    channelId: 'channel-1',
    kind: 'test-game',
    creatorId: 'user-0',
    locale: 'pl',
    options: {},
    seed: 'seed',
    seedHash: 'hash',
    engineVersion: 1,
    deadline: { kind: 'duration', minutes: 60 },
  };
}

/** What the Table does for one player's action: idempotent per interaction, versioned. */
async function submit(store: GameStore, gameId: string, interactionId: string, value: number): Promise<ActionRecord> {
  return store.transact(gameId, async (tx) => {
    const earlier = await tx.actionByInteraction(interactionId);
    if (earlier) return earlier;
    const state = (tx.game.state as { values: number[] } | null) ?? { values: [] };
    await tx.update({ state: { values: [...state.values, value] } });
    return tx.appendAction({
      seat: value % 3,
      userId: `user-${value % 3}`,
      source: 'player',
      payload: { value },
      events: [],
      irreversible: false,
      interactionId,
    });
  });
}

const targets: { name: string; real: boolean }[] = [
  ...(REAL_POSTGRES ? [{ name: 'real Postgres', real: true }] : []),
  { name: 'embedded PGlite', real: false },
];

describe.each(targets)('store on $name', ({ real }) => {
  let db: TestDatabase;
  let store: GameStore;

  beforeAll(async () => {
    if (real) {
      db = await openTestDatabase({ poolSize: 10 });
    } else {
      const embedded = await openDatabase({ dataDir: null });
      db = { ...embedded, dispose: embedded.close };
    }
    store = db.store;
  });
  afterAll(async () => {
    await db.dispose();
  });

  it('applies migrations to an empty database, and a second time is a no-op', async () => {
    // Every migration folder, in name order.
    const all = readdirSync(new URL('../../prisma/migrations/', import.meta.url), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
    expect(all.length).toBeGreaterThanOrEqual(6);
    expect(db.migrations.applied).toEqual(all);
    const again = await applyMigrations(db.pool);
    expect(again.applied).toEqual([]);
    expect(again.alreadyApplied).toEqual(all);
    const ledger = await db.pool.query('SELECT migration_name FROM "_prisma_migrations"');
    expect(ledger.rows).toHaveLength(all.length);
  });

  it('creates a game with its creator seated and reads it back', async () => {
    const g = await store.createGame(newGame('create-1'), { userId: 'user-0', displayName: 'Zofia' });
    expect(g.version).toBe(0);
    expect(g.seats.map((s) => [s.seat, s.userId, s.displayName])).toEqual([[0, 'user-0', 'Zofia']]);
    expect((await store.getGame('create-1'))?.deadline).toEqual({ kind: 'duration', minutes: 60 });
    expect(await store.gamesInChannel('channel-1', ['lobby'])).toHaveLength(1);
    expect(await store.gamesOfUser('user-0')).toHaveLength(1);
  });

  it('applies the same interaction id twice only once, returning the earlier result', async () => {
    await store.createGame(newGame('idem-1'));
    const first = await submit(store, 'idem-1', 'interaction-42', 7);
    const second = await submit(store, 'idem-1', 'interaction-42', 7);
    expect(second).toEqual(first);
    expect(await store.actions('idem-1')).toHaveLength(1);
    const g = await store.getGame('idem-1');
    expect(g?.version).toBe(1);
    expect(g?.state).toEqual({ values: [7] });
    expect((await store.actionByInteraction('interaction-42'))?.seq).toBe(1);
  });

  it('leaves the game unchanged when a write throws mid-transaction', async () => {
    await store.createGame(newGame('rollback-1'));
    await submit(store, 'rollback-1', 'ok-1', 1);
    await expect(
      store.transact('rollback-1', async (tx) => {
        await tx.update({ state: { values: [1, 999] } });
        await tx.appendAction({
          seat: 0,
          userId: null,
          source: 'player',
          payload: {},
          events: [],
          irreversible: false,
        });
        throw new Error('renderer exploded');
      }),
    ).rejects.toThrow('renderer exploded');
    const g = await store.getGame('rollback-1');
    expect(g?.version).toBe(1);
    expect(g?.state).toEqual({ values: [1] });
    expect(await store.actions('rollback-1')).toHaveLength(1);
  });

  it('replaces open jobs, keeps done ones done and never re-creates them', async () => {
    await store.createGame(newGame('jobs-1'));
    const due = new Date('2026-01-01T10:00:00Z');
    await store.transact('jobs-1', (tx) =>
      tx.replaceOpenJobs(
        [
          { kind: 'reminder', seat: 1, dueAt: due, slot: 'f50@1' },
          { kind: 'deadline', seat: -1, dueAt: new Date('2026-01-01T12:00:00Z'), slot: 'deadline@1' },
        ],
        0,
      ),
    );
    const claimed = await store.claimDueJobs(new Date('2026-01-01T10:30:00Z'), 10, 60_000);
    expect(claimed.map((j) => j.slot)).toEqual(['f50@1']);
    const [reminder] = claimed;
    expect(reminder).toBeDefined();
    if (!reminder) return;
    expect(await store.transact('jobs-1', (tx) => tx.completeJob(reminder.id))).toBe(true);
    expect(await store.transact('jobs-1', (tx) => tx.completeJob(reminder.id))).toBe(false);
    // Re-planning with the same reminder key does not bring the sent reminder back.
    await store.transact('jobs-1', (tx) =>
      tx.replaceOpenJobs([{ kind: 'reminder', seat: 1, dueAt: due, slot: 'f50@1' }], 1),
    );
    expect(await store.openJobs('jobs-1')).toEqual([]);
  });

  it.runIf(real)(
    'lands all 50 concurrent writers to one game, in sequence, none lost (real Postgres: concurrent connections)',
    async () => {
      await store.createGame(newGame('race-1'));
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) => submit(store, 'race-1', `race-interaction-${i}`, i)),
      );
      const g = await store.getGame('race-1');
      expect(g?.version).toBe(50);
      const values = (g?.state as { values: number[] } | undefined)?.values ?? [];
      expect([...values].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i));
      const log = await store.actions('race-1');
      expect(log.map((a) => a.seq)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
      // The log's order is the order the state saw them: the nth action wrote the nth value.
      expect(log.map((a) => (a.payload as { value: number }).value)).toEqual(values);
      expect(new Set(results.map((r) => r.seq)).size).toBe(50);
    },
  );

  it.runIf(real)(
    'applies a double-clicked interaction once even when both clicks race (real Postgres: concurrent connections)',
    async () => {
      await store.createGame(newGame('double-1'));
      const [a, b] = await Promise.all([
        submit(store, 'double-1', 'double-click', 5),
        submit(store, 'double-1', 'double-click', 5),
      ]);
      expect(a).toEqual(b);
      expect(await store.actions('double-1')).toHaveLength(1);
      expect((await store.getGame('double-1'))?.version).toBe(1);
    },
  );

  it.runIf(real)(
    'never hands the same due job to two schedulers claiming at once (real Postgres: concurrent connections)',
    async () => {
      await store.createGame(newGame('claim-1'));
      const base = new Date('2026-02-01T00:00:00Z').getTime();
      await store.transact('claim-1', (tx) =>
        tx.replaceOpenJobs(
          Array.from({ length: 40 }, (_, i) => ({
            kind: 'reminder' as const,
            seat: i,
            dueAt: new Date(base + i * 1000),
            slot: `s${i}`,
          })),
          0,
        ),
      );
      const now = new Date(base + 3_600_000);
      const [x, y] = await Promise.all([store.claimDueJobs(now, 25, 60_000), store.claimDueJobs(now, 25, 60_000)]);
      const ids = [...x, ...y].map((j) => j.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBe(40);
      // Leased jobs are not claimed again until the lease runs out.
      expect(await store.claimDueJobs(now, 50, 60_000)).toEqual([]);
      expect(await store.claimDueJobs(new Date(now.getTime() + 120_000), 50, 60_000)).toHaveLength(40);
    },
  );
});

describe('migrations on a fresh server database', () => {
  it.runIf(REAL_POSTGRES)('report a clear error naming the failing migration', async () => {
    const db = await openTestDatabase();
    try {
      const broken = [{ name: '29990101000000_broken', sql: 'CREATE TABLE "Game" (id int);', checksum: 'x' }];
      await expect(applyMigrations(db.pool, broken)).rejects.toThrow(/migration 29990101000000_broken failed/);
      const client = new pg.Client({ connectionString: db.url });
      await client.connect();
      const r = await client.query(
        `SELECT count(*)::int AS n FROM "_prisma_migrations" WHERE migration_name LIKE '2999%'`,
      );
      await client.end();
      expect(r.rows[0].n).toBe(0);
    } finally {
      await db.dispose();
    }
  });
});
