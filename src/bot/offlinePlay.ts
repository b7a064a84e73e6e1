/**
 * The bot played without Discord, for the soak run (soak.ts) and the store bench (bench/store.ts):
 * snowflake-like ids, a notifier that accepts every message at once, an `/act` interaction payload
 * as Discord would send it, and a game created, joined and started through the Table.
 */
import {
  type APIChatInputApplicationCommandInteraction,
  ApplicationCommandOptionType,
  ApplicationCommandType,
  ChannelType,
  GuildMemberFlags,
  InteractionType,
  Locale,
  PermissionFlagsBits,
} from 'discord-api-types/v10';
import type { DmResult, Notifier } from '../table/ports.js';
import type { Table } from '../table/table.js';

/** Ids counting up from `start` (distinct per caller, so two scripts never share one). */
export function idCounter(start: bigint): () => string {
  let next = start;
  return () => {
    next += 1n;
    return next.toString();
  };
}

/** Discord without Discord: every post succeeds at once. */
export class NullNotifier implements Notifier {
  constructor(private readonly nextId: () => string) {}
  async post(): Promise<string> {
    return this.nextId();
  }
  async edit(): Promise<void> {}
  async pin(): Promise<void> {}
  async createThread(): Promise<string> {
    return this.nextId();
  }
  async dm(): Promise<DmResult> {
    return { ok: true, channelId: this.nextId(), messageId: this.nextId() };
  }
}

export const silentLogger = { info() {}, warn() {}, error() {} };

export interface OfflinePlayer {
  id: string;
  name: string;
}

/** `/act action:<actionId>` by a guild member, in Polish, as Discord sends it. */
export function actPayload(
  nextId: () => string,
  where: { guildId: string; channelId: string },
  user: OfflinePlayer,
  actionId: string,
): APIChatInputApplicationCommandInteraction {
  return {
    id: nextId(),
    application_id: '1',
    token: `token-${nextId()}`,
    version: 1,
    app_permissions: '0',
    locale: Locale.Polish,
    entitlements: [],
    authorizing_integration_owners: {},
    attachment_size_limit: 8_000_000,
    channel: { id: where.channelId, type: ChannelType.GuildText },
    channel_id: where.channelId,
    guild_id: where.guildId,
    member: {
      user: { id: user.id, username: user.name, discriminator: '0', global_name: user.name, avatar: null },
      roles: [],
      joined_at: '2026-01-01T00:00:00.000Z',
      deaf: false,
      mute: false,
      flags: GuildMemberFlags.CompletedOnboarding,
      permissions: PermissionFlagsBits.SendMessages.toString(),
    },
    type: InteractionType.ApplicationCommand,
    data: {
      id: nextId(),
      name: 'act',
      type: ApplicationCommandType.ChatInput,
      options: [{ type: ApplicationCommandOptionType.String, name: 'action', value: actionId }],
    },
  };
}

/** A game of `kind` in the channel, created by the first player, joined by the others and started. */
export async function startedGame(
  table: Table,
  where: { guildId: string; channelId: string },
  kind: string,
  players: readonly OfflinePlayer[],
): Promise<string> {
  const [creator, ...others] = players;
  if (!creator) throw new Error('a game needs players');
  const game = await table.createGame({
    guildId: where.guildId,
    channelId: where.channelId,
    userId: creator.id,
    displayName: creator.name,
    locale: 'pl',
    kind,
    maxSeats: players.length,
    thread: false,
  });
  for (const u of others) await table.join(game.id, u.id, u.name);
  await table.start(game.id, { userId: creator.id, guildId: where.guildId, canManage: false });
  return game.id;
}
