/**
 * What every part of the stand-in shares: the world, the gateway to tell the bot about
 * changes, the server's base URL (for attachment links) and the log. The helpers here
 * keep the world and the gateway in step, as Discord does when something changes.
 */
import {
  type APIMessage,
  type APIThreadChannel,
  ChannelType,
  GatewayDispatchEvents,
  MessageFlags,
} from 'discord-api-types/v10';
import type { Gateway } from './gateway.js';
import type { Logger } from './log.js';
import type { StoredMessage, World } from './world.js';

export interface Hub {
  world: World;
  gateway: Gateway;
  baseUrl(): string;
  log: Logger;
}

function guildFields(hub: Hub, message: APIMessage) {
  const ch = hub.world.channel(message.channel_id);
  if (!ch || ch.type === ChannelType.DM) return {};
  const guildId = hub.world.guildOf(ch) ?? hub.world.guildId;
  const member = hub.world.member(message.author.id, guildId);
  if (!member) return { guild_id: guildId };
  const { user: _user, ...rest } = member;
  return { guild_id: guildId, member: rest };
}

const isEphemeral = (m: APIMessage) => ((m.flags ?? 0) & MessageFlags.Ephemeral) !== 0;

/** Stores a new message and tells the bot (ephemeral messages are never dispatched, as in Discord). */
export function publishMessage(hub: Hub, stored: StoredMessage): void {
  hub.world.addMessage(stored);
  if (isEphemeral(stored.message)) return;
  hub.gateway.dispatch({
    t: GatewayDispatchEvents.MessageCreate,
    d: { ...stored.message, ...guildFields(hub, stored.message) },
  });
}

export function publishMessageUpdate(hub: Hub, message: APIMessage): void {
  hub.world.touch();
  if (isEphemeral(message)) return;
  hub.gateway.dispatch({ t: GatewayDispatchEvents.MessageUpdate, d: { ...message, ...guildFields(hub, message) } });
}

export function publishMessageDelete(hub: Hub, message: APIMessage): void {
  hub.world.deleteMessage(message.id);
  if (isEphemeral(message)) return;
  const guild = guildFields(hub, message).guild_id;
  hub.gateway.dispatch({
    t: GatewayDispatchEvents.MessageDelete,
    d: { id: message.id, channel_id: message.channel_id, ...(guild ? { guild_id: guild } : {}) },
  });
}

export function publishThreadCreate(hub: Hub, thread: APIThreadChannel): void {
  hub.world.channels.set(thread.id, thread);
  hub.world.touch();
  hub.gateway.dispatch({ t: GatewayDispatchEvents.ThreadCreate, d: { ...thread, newly_created: true } });
}

export function publishThreadUpdate(hub: Hub, thread: APIThreadChannel): void {
  hub.world.touch();
  hub.gateway.dispatch({ t: GatewayDispatchEvents.ThreadUpdate, d: thread });
}
