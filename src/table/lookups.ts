/**
 * The state-free reads one interaction makes to find its game (its language, its scope, which
 * game of the channel it means), each made once: the router's language check and the handler's
 * lookup share them. Lives as long as one interaction; never reads a game's state.
 */
import type { GameStatus, GameStore, GameSummary } from '../store/types.js';

const ALL: GameStatus[] = ['lobby', 'active', 'paused', 'finished', 'cancelled'];
/** Enough of a channel's newest games to find its open one; a direct query covers the rest. */
const CHANNEL_LIMIT = 25;

export class Lookups {
  private readonly byId = new Map<string, Promise<GameSummary | null>>();
  private readonly channels = new Map<string, Promise<GameSummary[]>>();

  constructor(private readonly store: GameStore) {}

  /** A game by id, without its state. */
  summary(gameId: string): Promise<GameSummary | null> {
    let found = this.byId.get(gameId);
    if (!found) {
      found = this.store.gameSummary(gameId);
      this.byId.set(gameId, found);
    }
    return found;
  }

  /** The newest games of a channel or thread (any status), newest first. */
  private newestIn(channelId: string): Promise<GameSummary[]> {
    let games = this.channels.get(channelId);
    if (!games) {
      games = this.store.summariesInChannel(channelId, ALL, CHANNEL_LIMIT);
      this.channels.set(channelId, games);
    }
    return games;
  }

  /** The newest game of a channel or thread, whatever its status. */
  async newestGameIn(channelId: string): Promise<GameSummary | null> {
    return (await this.newestIn(channelId))[0] ?? null;
  }

  /** A channel's or thread's games of these statuses, newest first. */
  async gamesIn(channelId: string, statuses: GameStatus[]): Promise<GameSummary[]> {
    const newest = await this.newestIn(channelId);
    // A full page may hide older open games behind finished ones: then ask for them directly.
    if (newest.length >= CHANNEL_LIMIT) return this.store.summariesInChannel(channelId, statuses, CHANNEL_LIMIT);
    return newest.filter((g) => statuses.includes(g.status));
  }
}
