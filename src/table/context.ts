/** What every Table operation needs: its ports, and small helpers over a loaded game. */

import { RuleError } from '../engines/kit/ruleError.js';
import type { AnyGameDefinition, Seat } from '../engines/kit/types.js';
import { isLocale, type Locale } from '../i18n/index.js';
import type { GameRecord, GameStore, GameTx, SeatRecord } from '../store/types.js';
import type { DeadlineSettings } from './deadlines/plan.js';
import type { BoardImages, Clock, Logger, Notifier } from './ports.js';

export interface TableDeps {
  store: GameStore;
  notifier: Notifier;
  /** Board images; without it the Table posts text only. */
  images?: BoardImages | undefined;
  clock: Clock;
  logger: Logger;
  /** Injectable for tests that need a known game id or seed. */
  newGameId?: () => string;
  newSeed?: () => string;
}

/** Where a game's messages go: its thread when it has one. */
export function channelOf(game: GameRecord): string {
  return game.threadId ?? game.channelId;
}

export function gameLocale(game: GameRecord): Locale {
  return isLocale(game.locale) ? game.locale : 'pl';
}

export function seatsOfUser(game: GameRecord, userId: string): SeatRecord[] {
  return game.seats.filter((s) => s.userId === userId);
}

/** The engine state of a started game. */
export function engineState(game: GameRecord): unknown {
  if (game.state === null || game.state === undefined) throw new RuleError('table.error.notStarted');
  return game.state;
}

export async function loadGame(deps: TableDeps, gameId: string): Promise<GameRecord> {
  const game = await deps.store.getGame(gameId);
  if (!game) throw new RuleError('table.error.noGame');
  return game;
}

/**
 * How a seat may act now: it owes a decision; it already submitted a sealed choice that is
 * still open to change; or it owes nothing but the engine offers it free actions (a trade,
 * a standing order), which it may take at any time. Null: nothing at all.
 */
export type ActPermission = 'owes' | 'change' | 'free' | null;

export function canAct(def: AnyGameDefinition, state: unknown, seat: Seat): ActPermission {
  const owing = def.pending(state);
  if (owing.some((d) => d.seat === seat)) return 'owes';
  const legal = def.legalActions(state, seat);
  if (owing.some((d) => d.kind === 'secret') && legal.some((a) => a.free !== true)) return 'change';
  if (legal.some((a) => a.free === true)) return 'free';
  return null;
}

/** The deadline settings read with the game's lock (GameTx loads them in the same statement). */
export function settingsOf(tx: GameTx): DeadlineSettings {
  const players: DeadlineSettings['players'] = {};
  for (const p of tx.playerSettings) players[p.userId] = p;
  return { reminderSchedule: tx.channelSettings?.reminderSchedule, players };
}

export async function deadlineSettings(deps: TableDeps, game: GameRecord): Promise<DeadlineSettings> {
  const channel = await deps.store.channelSettings(game.channelId);
  const players: DeadlineSettings['players'] = {};
  for (const s of game.seats) {
    const p = await deps.store.playerSettings(s.userId);
    if (p) players[s.userId] = p;
  }
  return { reminderSchedule: channel?.reminderSchedule, players };
}
