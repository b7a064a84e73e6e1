/**
 * Where a request comes from, and which games it may reach. A game belongs to one guild: a
 * request from a guild reaches only that guild's games, whatever game id it names (ids are
 * public — they stand in messages and thread names — and custom ids can be forged by a
 * client). A request from a DM reaches only the games the user sits in, and only for what
 * concerns the user's own seat. Manage Server counts only in the game's own guild.
 */
import { RuleError } from '../engines/kit/ruleError.js';
import type { GameSummary } from '../store/types.js';
import type { Lookups } from './lookups.js';

/** What scope checks read of a game: a full record or a state-free summary. */
type Scoped = Pick<GameSummary, 'guildId' | 'creatorId'> & { seats: readonly { userId: string }[] };

export interface Caller {
  userId: string;
  /** The guild the interaction came from; null in a DM. */
  guildId: string | null;
  /** Manage Server (or Administrator) in `guildId`, as Discord evaluated it for the interaction. */
  canManage: boolean;
  /** The interaction's state-free lookups, shared with the router's language check (lookups.ts). */
  lookups?: Lookups;
}

/** What a request asks of a game: something about the caller's own seat, or about the table as a whole. */
export type Reach = 'seat' | 'table';

export function isSeated(game: Scoped, userId: string): boolean {
  return game.seats.some((s) => s.userId === userId);
}

/** Whether the caller may see or touch this game at all. */
export function inScope(game: Scoped, caller: Caller, reach: Reach): boolean {
  if (caller.guildId !== null) return game.guildId === caller.guildId;
  return reach === 'seat' && isSeated(game, caller.userId);
}

/**
 * The game, if the caller may reach it; otherwise the same answer as for a game that does
 * not exist, so an id from another server tells nothing about that server's games.
 */
export function requireInScope<G extends Scoped>(game: G | null, caller: Caller, reach: Reach): G {
  if (!game || !inScope(game, caller, reach)) throw new RuleError('table.error.noGame');
  return game;
}

/** The creator or a Manage Server member — but only acting from the game's own guild. */
export function canAdminister(game: Scoped, caller: Caller): boolean {
  if (caller.guildId === null || caller.guildId !== game.guildId) return false;
  return caller.canManage || game.creatorId === caller.userId;
}
