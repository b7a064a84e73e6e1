/** The lobby: create a game in a channel, join, leave, choose a faction, start. */
import { seedCommitment } from '../engines/kit/commitment.js';
import { SeededRng } from '../engines/kit/rng.js';
import { RuleError } from '../engines/kit/ruleError.js';
import type { AnyGameDefinition, OptionValues } from '../engines/kit/types.js';
import { type Locale, t } from '../i18n/index.js';
import type { DeadlineSetting, GameRecord, GameTx } from '../store/types.js';
import { deadlineSettings, loadGame, seatsOfUser, type TableDeps } from './context.js';
import { writeWithDeadlines } from './deadlinePlanning.js';
import { definitionOf, setupSeats } from './engine.js';
import { newGameId, newSeed } from './ids.js';
import { clip } from './messages/components.js';
import type { OutboxPayload } from './outbox.js';
import { type Caller, canAdminister } from './scope.js';
import { parseTableOptions, type TableOptions } from './stored.js';

export interface CreateGameRequest {
  guildId: string;
  channelId: string;
  userId: string;
  displayName: string;
  /** The locale of public messages (channel setting, else the creator's). */
  locale: Locale;
  kind: string;
  maxSeats?: number | null;
  deadlineHours?: number | null;
  /** "key=value, key2=value2" from the `variant` option. */
  variant?: string | null;
  thread?: boolean | null;
}

export const DEFAULT_DEADLINE_MINUTES = 24 * 60;

/** Parses "key=value" pairs against the game's declared options; unknown keys or values are refused. */
export function parseVariant(def: AnyGameDefinition, text: string | null | undefined): OptionValues {
  const values: OptionValues = {};
  for (const o of def.options) values[o.key] = o.default;
  if (!text || text.trim() === '') return values;
  for (const part of text.split(/[,;\s]+/).filter(Boolean)) {
    const [key, raw] = part.split('=');
    const spec = def.options.find((o) => o.key === key);
    if (!spec || raw === undefined) throw new RuleError('table.error.badOption', { option: part });
    if (spec.kind === 'boolean') {
      if (!['on', 'off', 'true', 'false', 'yes', 'no'].includes(raw))
        throw new RuleError('table.error.badOption', { option: part });
      values[spec.key] = ['on', 'true', 'yes'].includes(raw);
    } else {
      if (!spec.choices.some((c) => c.value === raw)) throw new RuleError('table.error.badOption', { option: part });
      values[spec.key] = raw;
    }
  }
  return values;
}

export interface CreatedGame {
  game: GameRecord;
  def: AnyGameDefinition;
}

export async function createGame(deps: TableDeps, req: CreateGameRequest): Promise<CreatedGame> {
  const def = definitionOf(req.kind);
  const maxSeats = req.maxSeats ?? def.players.max;
  if (!Number.isInteger(maxSeats) || maxSeats < def.players.min || maxSeats > def.players.max) {
    throw new RuleError('table.error.seats', { min: def.players.min, max: def.players.max });
  }
  const channel = await deps.store.channelSettings(req.channelId);
  const minutes =
    req.deadlineHours !== undefined && req.deadlineHours !== null
      ? Math.round(req.deadlineHours * 60)
      : (channel?.deadlineMinutes ?? DEFAULT_DEADLINE_MINUTES);
  if (!Number.isFinite(minutes) || minutes < 5 || minutes > 14 * 24 * 60) throw new RuleError('table.error.deadline');
  const options: TableOptions = { engine: parseVariant(def, req.variant), maxSeats };
  const deadline: DeadlineSetting = { kind: 'duration', minutes };
  const id = (deps.newGameId ?? newGameId)();
  const seed = (deps.newSeed ?? newSeed)();
  const useThread = req.thread ?? channel?.threadPerGame ?? true;
  let threadId: string | null = null;
  if (useThread) {
    try {
      // Named for people: the game, its running number in this channel and who opened it.
      const all = ['lobby', 'active', 'paused', 'finished', 'cancelled'] as const;
      const number = (await deps.store.summariesInChannel(req.channelId, [...all], 10_000)).length + 1;
      threadId = await deps.notifier.createThread(
        req.channelId,
        clip(`${t(req.locale, def.title)} #${number} · ${req.displayName}`, 100),
      );
    } catch (err) {
      // Without the permission to create threads the game simply lives in the channel.
      deps.logger.warn({ err, channelId: req.channelId }, 'thread creation failed; using the channel');
    }
  }
  const game = await deps.store.createGame(
    {
      id,
      guildId: req.guildId,
      channelId: req.channelId,
      threadId,
      kind: def.id,
      creatorId: req.userId,
      locale: req.locale,
      options,
      seed,
      seedHash: seedCommitment(seed),
      engineVersion: def.engineVersion,
      deadline,
    },
    { userId: req.userId, displayName: req.displayName, faction: def.factions[0]?.id ?? null },
  );
  return { game, def };
}

function requireLobby(game: GameRecord): void {
  if (game.status !== 'lobby') throw new RuleError('table.error.notInLobby');
}

function firstFreeFaction(def: AnyGameDefinition, game: GameRecord): string | null {
  const taken = new Set(game.seats.map((s) => s.faction));
  return def.factions.find((f) => !taken.has(f.id))?.id ?? null;
}

export async function joinGame(
  deps: TableDeps,
  gameId: string,
  userId: string,
  displayName: string,
): Promise<GameRecord> {
  await deps.store.transact(gameId, async (tx) => {
    const game = tx.game;
    requireLobby(game);
    const def = definitionOf(game.kind);
    if (seatsOfUser(game, userId).length > 0) throw new RuleError('table.error.alreadySeated');
    if (game.seats.length >= parseTableOptions(game.options).maxSeats) throw new RuleError('table.error.full');
    await tx.addSeat({ seat: game.seats.length, userId, displayName, faction: firstFreeFaction(def, game) });
    await tx.update({});
  });
  return loadGame(deps, gameId);
}

/** Removes a lobby seat and closes the gap, so seats stay 0..n-1 as engines expect. */
async function removeLobbySeat(tx: GameTx, seat: number): Promise<void> {
  const later = tx.game.seats.filter((s) => s.seat > seat);
  await tx.removeSeat(seat);
  for (const s of later) {
    await tx.removeSeat(s.seat);
    await tx.addSeat({ seat: s.seat - 1, userId: s.userId, displayName: s.displayName, faction: s.faction });
  }
}

export async function leaveGame(deps: TableDeps, gameId: string, userId: string): Promise<GameRecord> {
  await deps.store.transact(gameId, async (tx) => {
    requireLobby(tx.game);
    const mine = seatsOfUser(tx.game, userId)[0];
    if (!mine) throw new RuleError('table.error.notInLobbySeat');
    // The last player leaving closes the lobby.
    const empty = tx.game.seats.length <= 1;
    await removeLobbySeat(tx, mine.seat);
    await tx.update(empty ? { status: 'cancelled', finishedAt: deps.clock() } : {});
  });
  return loadGame(deps, gameId);
}

export async function kickFromLobby(tx: GameTx, seat: number): Promise<void> {
  await removeLobbySeat(tx, seat);
}

export async function chooseFaction(
  deps: TableDeps,
  gameId: string,
  userId: string,
  faction: string,
): Promise<GameRecord> {
  await deps.store.transact(gameId, async (tx) => {
    requireLobby(tx.game);
    const def = definitionOf(tx.game.kind);
    const mine = seatsOfUser(tx.game, userId)[0];
    if (!mine) throw new RuleError('table.error.joinFirst');
    if (!def.factions.some((f) => f.id === faction)) throw new RuleError('table.error.badFaction', { faction });
    if (tx.game.seats.some((s) => s.faction === faction && s.seat !== mine.seat)) {
      throw new RuleError('table.error.factionTaken');
    }
    await tx.updateSeat(mine.seat, { faction });
    await tx.update({});
  });
  return loadGame(deps, gameId);
}

export async function startGame(deps: TableDeps, gameId: string, caller: Caller): Promise<GameRecord> {
  const before = await deps.store.getGame(gameId);
  const settings = before ? await deadlineSettings(deps, before) : {};
  await deps.store.transact(gameId, async (tx) => {
    const game = tx.game;
    requireLobby(game);
    const def = definitionOf(game.kind);
    const opts = parseTableOptions(game.options);
    const seated = seatsOfUser(game, caller.userId).length > 0;
    const admin = canAdminister(game, caller);
    if (!seated && !admin) throw new RuleError('table.error.notSeated');
    if (game.seats.length < def.players.min) throw new RuleError('table.error.tooFew', { min: def.players.min });
    if (game.seats.length < opts.maxSeats && !admin) throw new RuleError('table.error.startNotFull');
    const rng = SeededRng.fromSeed(game.seed);
    const state: unknown = def.setup(setupSeats(def, game), opts.engine, rng);
    const now = deps.clock();
    const started = await writeWithDeadlines({
      tx,
      // A lobby opened before an engine upgrade starts under the engine that sets it up.
      patch: { status: 'active', state, rngState: rng.state(), startedAt: now, engineVersion: def.engineVersion },
      owing: def.pending(state),
      previousOwing: [],
      settings,
      now,
    });
    // The start's announcement, status and first prompts commit with the start (outbox.ts).
    await tx.enqueue('start', { type: 'start', game: started } satisfies OutboxPayload);
  });
  return loadGame(deps, gameId);
}
