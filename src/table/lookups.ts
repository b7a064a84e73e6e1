/**
 * The state-free reads one interaction makes to find its game (its language, its scope, which
 * game of the channel it means), each made once: the router's language check and the handler's
 * lookup share them. Lives as long as one interaction; never reads a game's state.
 */
import type { ChannelSettingsRecord, GameStatus, GameStore, GameSummary } from '../store/types.js';

/** Enough of a channel's newest games to find its open one; a direct query covers the rest. */
const CHANNEL_LIMIT = 25;

export class Lookups {
  private readonly byId = new Map<string, Promise<GameSummary | null>>();
  private readonly channels = new Map<
    string,
    Promise<{ settings: ChannelSettingsRecord | null; games: GameSummary[] }>
  >();

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

  /** A channel's settings and newest games (any status, newest first): one statement. */
  private channel(channelId: string): Promise<{ settings: ChannelSettingsRecord | null; games: GameSummary[] }> {
    let found = this.channels.get(channelId);
    if (!found) {
      found = this.store.channelContext(channelId, CHANNEL_LIMIT);
      this.channels.set(channelId, found);
    }
    return found;
  }

  private async newestIn(channelId: string): Promise<GameSummary[]> {
    return (await this.channel(channelId)).games;
  }

  /** The channel's (or thread's) settings. */
  async settingsOf(channelId: string): Promise<ChannelSettingsRecord | null> {
    return (await this.channel(channelId)).settings;
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
