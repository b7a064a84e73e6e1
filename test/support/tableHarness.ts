/**
 * A Table wired to a real test database, the recording Discord fake and the test-only game,
 * with a clock the test moves by hand.
 */
import { createRouter } from '../../src/commands/router.js';
import type { Seat } from '../../src/engines/kit/types.js';
import { registerGame } from '../../src/engines/registry.js';
import type { GameRecord, GameStore } from '../../src/store/types.js';
import type { BoardImages, Logger } from '../../src/table/ports.js';
import { Table } from '../../src/table/table.js';
import { openTestStore } from './db.js';
import { FakeDiscord } from './fakeDiscord.js';
import { tributeGame } from './tributeGame.js';

export interface LoggedLine {
  level: 'info' | 'warn' | 'error';
  obj: object;
  msg?: string | undefined;
}

export function recordingLogger(): Logger & { lines: LoggedLine[] } {
  const lines: LoggedLine[] = [];
  return {
    lines,
    info: (obj, msg) => lines.push({ level: 'info', obj, msg }),
    warn: (obj, msg) => lines.push({ level: 'warn', obj, msg }),
    error: (obj, msg) => lines.push({ level: 'error', obj, msg }),
  };
}

export interface Harness {
  store: GameStore;
  discord: FakeDiscord;
  table: Table;
  logger: ReturnType<typeof recordingLogger>;
  now(): Date;
  advance(minutes: number): void;
  game(id: string): Promise<GameRecord>;
  close(): Promise<void>;
}

export async function openHarness(
  opts: { store?: GameStore; seed?: string; images?: BoardImages } = {},
): Promise<Harness> {
  registerGame(tributeGame);
  const store = opts.store ?? (await openTestStore());
  const discord = new FakeDiscord();
  const logger = recordingLogger();
  let now = new Date('2026-11-25T20:00:00.000Z');
  const table = new Table({
    store,
    notifier: discord.notifier,
    images: opts.images,
    clock: () => now,
    logger,
    newSeed: () => opts.seed ?? 'tribute-seed-1',
  });
  discord.router = createRouter({ table, logger });
  return {
    store,
    discord,
    table,
    logger,
    now: () => now,
    advance(minutes) {
      now = new Date(now.getTime() + minutes * 60_000);
    },
    async game(id) {
      const g = await store.getGame(id);
      if (!g) throw new Error(`no game ${id}`);
      return g;
    },
    close: () => store.close(),
  };
}

/** A started game (Tribute unless `kind` says otherwise) with these players seated in order (through the Table, not commands). */
export async function startedGame(
  h: Harness,
  users: { id: string; name: string }[],
  opts: { thread?: boolean; kind?: string } = {},
): Promise<GameRecord> {
  const [creator, ...others] = users;
  if (!creator) throw new Error('no players');
  const game = await h.table.createGame({
    guildId: h.discord.guildId,
    channelId: h.discord.channelId,
    userId: creator.id,
    displayName: creator.name,
    locale: 'pl',
    kind: opts.kind ?? 'test-tribute',
    maxSeats: users.length,
    thread: opts.thread ?? false,
  });
  for (const u of others) await h.table.join(game.id, u.id, u.name);
  return h.table.start(game.id, { userId: creator.id, guildId: h.discord.guildId, canManage: false });
}

/** Who owes a started Tribute game's first pending decision: the seat and its player. */
export async function nextMover(h: Harness, gameId: string): Promise<{ seat: Seat; userId: string }> {
  const g = await h.game(gameId);
  const d = tributeGame.pending(g.state as never)[0];
  const userId = g.seats.find((s) => s.seat === d?.seat)?.userId;
  if (!d || !userId) throw new Error('nobody owes a move');
  return { seat: d.seat, userId };
}
