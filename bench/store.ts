/**
 * Command round trip, the real path: an `/act` interaction payload → the bot's payload port →
 * the router (language, scope, which game) → the Table (engine, one transaction) → the reply
 * built, in a 4-seat Stary Kontynent game on the configured database. Timed until the answer is
 * handed to Discord's responder (what is published after it is not part of the round trip).
 *
 * Its floor is measured interleaved, pair by pair, in the same run: plain SQL on the same pool —
 * BEGIN; SELECT … FOR UPDATE; a versioned UPDATE of a state as large as the game's; COMMIT — on
 * a game row of its own. Ratios of p50 and p95 are printed. The same is repeated with 10,000
 * (and with BENCH_FULL=1 also 100,000) other running games, each with four seats and its jobs,
 * in the database. Target (issue #21): p95 ≤ 3× the floor's p95, flat in the number of games.
 */
import { portFromPayload, type Responder } from '../src/bot/apiInteraction.js';
import {
  actPayload,
  idCounter,
  NullNotifier,
  type OfflinePlayer,
  silentLogger,
  startedGame,
} from '../src/bot/offlinePlay.js';
import { createRouter } from '../src/commands/router.js';
import { t } from '../src/i18n/index.js';
import type { Database } from '../src/store/database.js';
import { Table } from '../src/table/table.js';
import { percentile, type Row } from './stats.js';

const nextId = idCounter(200_000_000_000_000_000n);

type Player = OfflinePlayer;

interface Bench {
  table: Table;
  router: ReturnType<typeof createRouter>;
  guildId: string;
  channelId: string;
  players: Player[];
  gameId: string;
  refused: string[];
}

function newGame(b: Omit<Bench, 'gameId' | 'refused'>): Promise<string> {
  return startedGame(b.table, b, 'stary-kontynent', b.players);
}

/** The next /act of the game: who owes, and one of their legal moves (chosen outside the timing). */
async function nextMove(b: Bench, round: number): Promise<{ user: Player; actionId: string }> {
  for (;;) {
    const game = await b.table.deps.store.gameSummary(b.gameId);
    if (game?.status === 'active') {
      const seat = game.owingSeats[0];
      const userId = game.seats.find((s) => s.seat === seat)?.userId;
      const user = b.players.find((p) => p.id === userId);
      if (user) {
        const { actions } = await b.table.legalActions(b.gameId, user.id);
        const moves = actions.filter((a) => a.free !== true);
        const move = moves[round % Math.max(1, moves.length)];
        if (move) return { user, actionId: move.id };
      }
    }
    // The game ended (or waits for nobody): the next one.
    await b.table.deps.store.transact(b.gameId, (tx) => tx.update({ status: 'finished' })).catch(() => undefined);
    b.gameId = await newGame(b);
  }
}

/** Time of one /act through the router until its answer is handed to the responder. */
async function timedAct(b: Bench, move: { user: Player; actionId: string }): Promise<number> {
  let answered = 0;
  let text = '';
  const responder: Responder = {
    async callback(body) {
      // The deferral comes first; the answer is the edit of it.
      if (body.type !== 5) answered ||= performance.now();
    },
    async editOriginal(data) {
      answered ||= performance.now();
      text = data.content ?? '';
    },
    async followUp() {
      answered ||= performance.now();
    },
  };
  const port = portFromPayload(actPayload(nextId, b, move.user, move.actionId), responder);
  if (!port) throw new Error('bench: payload not handled');
  const t0 = performance.now();
  await b.router(port);
  if (!answered) throw new Error('bench: no answer');
  // A refusal is not the round trip of a move: counted and shown.
  if (text !== t('pl', 'table.reply.done')) b.refused.push(text);
  return answered - t0;
}

/** The floor: four statements on the same pool, a state as large as the game's. */
async function floorOnce(db: Database, id: string): Promise<number> {
  const t0 = performance.now();
  const c = await db.pool.connect();
  try {
    await c.query('BEGIN');
    const r = await c.query<{ state: Record<string, unknown>; version: number }>(
      'SELECT state, version FROM "Game" WHERE id = $1 FOR UPDATE',
      [id],
    );
    const row = r.rows[0];
    if (!row) throw new Error('bench floor game vanished');
    await c.query('UPDATE "Game" SET state = $1, version = version + 1 WHERE id = $2 AND version = $3', [
      { ...row.state, benchCounter: row.version },
      id,
      row.version,
    ]);
    await c.query('COMMIT');
  } finally {
    c.release();
  }
  return performance.now() - t0;
}

/** Other running games: each a copy of a real state, four seats, a deadline and two reminders. */
/** In chunks of 10,000 games, each well within the pool's statement time limit. */
async function seedGames(db: Database, from: number, to: number, stateJson: string): Promise<void> {
  for (let at = from; at < to; at += 10_000) await seedChunk(db, at, Math.min(to, at + 10_000), stateJson);
}

async function seedChunk(db: Database, from: number, to: number, stateJson: string): Promise<void> {
  if (to <= from) return;
  const c = await db.pool.connect();
  try {
    await c.query('BEGIN');
    await c.query(
      `INSERT INTO "Game" (id, "guildId", "channelId", "threadId", kind, status, "creatorId", "seedHash", seed, deadline, version, "updatedAt", state, "owingSeats", "lastSeq")
       SELECT 'bench-cmd-' || g, 'guild-' || (g % 300), 'chan-' || (g % 3000), 'thread-' || g, 'stary-kontynent', 'active', 'u' || g, 'h', 's',
              '{"kind":"duration","minutes":1440}', 1, now(), $3::jsonb, '{0}', 0
       FROM generate_series($1::int, $2::int - 1) AS g`,
      [from, to, stateJson],
    );
    await c.query(
      `INSERT INTO "Seat" (id, "gameId", seat, "userId", "displayName")
       SELECT gen_random_uuid(), 'bench-cmd-' || g, s, 'user-' || ((g * 4 + s) % 40000), 'P' || s
       FROM generate_series($1::int, $2::int - 1) AS g, generate_series(0, 3) AS s`,
      [from, to],
    );
    await c.query(
      `INSERT INTO "ScheduledJob" (id, "gameId", kind, seat, "dueAt", "gameVersion", slot)
       SELECT gen_random_uuid(), 'bench-cmd-' || g, k.kind, k.seat, now() + interval '1 day', 1, k.kind || k.seat
       FROM generate_series($1::int, $2::int - 1) AS g,
            (VALUES ('deadline', -1), ('reminder', 0), ('reminder', 1)) AS k(kind, seat)`,
      [from, to],
    );
    await c.query('COMMIT');
    await c.query('ANALYZE "Game"; ANALYZE "Seat"; ANALYZE "ScheduledJob"');
  } finally {
    c.release();
  }
}

async function cleanup(db: Database): Promise<void> {
  await db.pool.query(`DELETE FROM "Game" WHERE id LIKE 'bench-cmd-%' OR "guildId" = 'bench-command-guild'`);
}

const RUNS = Number(process.env.BENCH_COMMAND_RUNS ?? 200);

export async function benchStore(db: Database): Promise<Row[]> {
  await cleanup(db);
  const table = new Table({
    store: db.store,
    notifier: new NullNotifier(nextId),
    clock: () => new Date(),
    logger: silentLogger,
  });
  const base = {
    table,
    router: createRouter({ table, logger: silentLogger }),
    guildId: 'bench-command-guild',
    channelId: nextId(),
    players: ['Ala', 'Bartek', 'Celina', 'Darek'].map((name) => ({ id: nextId(), name })),
  };
  const b: Bench = { ...base, gameId: await newGame(base), refused: [] };
  // The floor's own row, with a state as large as the game's.
  const live = await db.store.getGame(b.gameId);
  const stateJson = JSON.stringify(live?.state ?? {});
  const floorId = 'bench-cmd-floor';
  await db.pool.query(
    `INSERT INTO "Game" (id, "guildId", "channelId", kind, status, "creatorId", "seedHash", seed, deadline, "updatedAt", state)
     VALUES ($1, 'bench-floor', 'bench-floor', 'stary-kontynent', 'active', 'u', 'h', 's', '{"kind":"duration","minutes":1440}', now(), $2::jsonb)`,
    [floorId, stateJson],
  );
  const rows: Row[] = [];
  const levels = [0, 10_000, ...(process.env.BENCH_FULL ? [100_000] : [])];
  let seeded = 0;
  try {
    for (const games of levels) {
      await seedGames(db, seeded, games, stateJson);
      seeded = Math.max(seeded, games);
      // Warm-up, then pairs: a real command, then the floor, alternating so both see the same load.
      for (let i = 0; i < 10; i++) {
        await timedAct(b, await nextMove(b, i));
        await floorOnce(db, floorId);
      }
      const real: number[] = [];
      const floor: number[] = [];
      b.refused = [];
      for (let i = 0; i < RUNS; i++) {
        const move = await nextMove(b, i);
        if (i % 2 === 0) {
          real.push(await timedAct(b, move));
          floor.push(await floorOnce(db, floorId));
        } else {
          floor.push(await floorOnce(db, floorId));
          real.push(await timedAct(b, move));
        }
      }
      const r = [...real].sort((x, y) => x - y);
      const f = [...floor].sort((x, y) => x - y);
      const rp50 = percentile(r, 50);
      const rp95 = percentile(r, 95);
      const fp50 = percentile(f, 50);
      const fp95 = percentile(f, 95);
      const label = `${games.toLocaleString('en')} other games`;
      rows.push({
        name: `command floor, 4 statements (${db.kind}, ${label})`,
        p50: fp50,
        p95: fp95,
        unit: 'ms',
        extra: `BEGIN; SELECT … FOR UPDATE; versioned UPDATE of ${(stateJson.length / 1024).toFixed(0)} KB; COMMIT`,
      });
      rows.push({
        name: `command /act round trip (${db.kind}, ${label})`,
        p50: rp50,
        p95: rp95,
        unit: 'ms',
        extra: `payload→router→engine→commit→reply, ${RUNS} pairs interleaved; ${(rp50 / fp50).toFixed(1)}× floor p50, ${(rp95 / fp95).toFixed(1)}× floor p95 (target ≤ 3×)${b.refused.length > 0 ? `; ${b.refused.length} refused: ${b.refused[0]?.slice(0, 60)}` : ''}`,
      });
    }
  } finally {
    await cleanup(db);
    await db.pool.query(`DELETE FROM "Game" WHERE id = $1`, [floorId]);
  }
  return rows;
}
