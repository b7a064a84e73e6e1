/**
 * Interactions a simulated user starts: Discord's INTERACTION_CREATE payloads for slash
 * commands, autocomplete, buttons, select menus and modal submits, recorded in the world
 * (with their token, so the bot's callbacks and webhooks find them) and dispatched.
 */
import { randomBytes } from 'node:crypto';
import {
  type APIApplicationCommand,
  type APIApplicationCommandAutocompleteInteraction,
  type APIChatInputApplicationCommandInteraction,
  type APIInteraction,
  type APIMessage,
  type APIMessageComponentInteraction,
  type APIModalSubmissionComponent,
  type APIModalSubmitInteraction,
  ApplicationCommandType,
  ApplicationIntegrationType,
  ChannelType,
  ComponentType,
  GatewayDispatchEvents,
  InteractionContextType,
  InteractionType,
  Locale,
} from 'discord-api-types/v10';
import {
  autocompleteOptions,
  commandOptions,
  resolveCommand,
  type SlashOptions,
  SlashUsageError,
} from './commandOptions.js';
import { findComponent } from './components.js';
import type { Hub } from './hub.js';
import type { InteractionRecord, World } from './world.js';

const LOCALES: readonly string[] = Object.values(Locale);

function isLocale(v: string): v is Locale {
  return LOCALES.includes(v);
}

/** The fields every interaction carries: who, where, with which permissions and locale. */
function common<T extends InteractionType>(hub: Hub, type: T, userId: string, channelId: string) {
  const w = hub.world;
  const user = w.users.get(userId);
  if (!user || user.id === w.bot.id) throw new SlashUsageError(`unknown simulated user ${userId}`);
  const channel = w.channel(channelId);
  if (!channel) throw new SlashUsageError(`unknown channel ${channelId}`);
  if (channel.type === ChannelType.DM && w.dmRecipient(channel.id) !== userId)
    throw new SlashUsageError(`user ${user.username} cannot act in another user's DMs`);
  const userLocale = w.locales.get(userId) ?? 'pl';
  const base = {
    id: w.ids.next(),
    application_id: w.applicationId,
    type,
    token: `local.${randomBytes(24).toString('base64url')}`,
    version: 1 as const,
    app_permissions: w.permissionsOf(w.bot.id).toString(),
    locale: isLocale(userLocale) ? userLocale : Locale.Polish,
    entitlements: [],
    attachment_size_limit: 10 * 1024 * 1024,
    channel,
    channel_id: channel.id,
  };
  if (channel.type === ChannelType.DM) {
    return {
      ...base,
      user,
      context: InteractionContextType.BotDM,
      authorizing_integration_owners: { [ApplicationIntegrationType.UserInstall]: userId },
    };
  }
  // The channel's own guild: permissions are Discord's evaluation in that server, not another.
  const guildId = w.guildOf(channel) ?? w.guildId;
  const member = w.member(userId, guildId);
  if (!member) throw new SlashUsageError(`user ${user.username} is not in the guild`);
  return {
    ...base,
    app_permissions: w.permissionsOf(w.bot.id, guildId).toString(),
    guild_id: guildId,
    guild: { id: guildId, features: [], locale: Locale.Polish },
    guild_locale: Locale.Polish,
    member: { ...member, permissions: w.permissionsOf(userId, guildId).toString() },
    context: InteractionContextType.Guild,
    authorizing_integration_owners: { [ApplicationIntegrationType.GuildInstall]: guildId },
  };
}

function record(
  hub: Hub,
  payload: APIInteraction,
  userId: string,
  channelId: string,
  sourceMessageId: string | null,
): InteractionRecord {
  const rec: InteractionRecord = {
    id: payload.id,
    token: payload.token,
    userId,
    channelId,
    createdAt: Date.now(),
    payload,
    callbacks: [],
    originalMessageId: null,
    followUpIds: [],
    originalEdits: 0,
    sourceMessageId,
    choices: null,
    modal: null,
    modalClosed: false,
  };
  hub.world.interactions.set(rec.id, rec);
  hub.world.interactionsByToken.set(rec.token, rec);
  hub.world.touch();
  hub.gateway.dispatch({ t: GatewayDispatchEvents.InteractionCreate, d: payload });
  return rec;
}

/**
 * Why Discord's client would hide a command from this user here, or null when it is available:
 * commands limited to servers or DMs, and commands that need default member permissions.
 */
export function commandUnavailable(
  world: World,
  command: APIApplicationCommand,
  userId: string,
  channelId: string,
): string | null {
  const channel = world.channel(channelId);
  const inDm = channel?.type === ChannelType.DM;
  const guildId = (channel && world.guildOf(channel)) ?? world.guildId;
  const contexts = command.contexts ?? null;
  if (inDm && (command.dm_permission === false || (contexts && !contexts.includes(InteractionContextType.BotDM))))
    return `/${command.name} is not available in DMs`;
  if (!inDm && contexts && !contexts.includes(InteractionContextType.Guild))
    return `/${command.name} is not available in servers`;
  const needed = command.default_member_permissions;
  if (!inDm && needed !== null && needed !== undefined) {
    const bits = BigInt(needed);
    if ((world.permissionsOf(userId, guildId) & bits) !== bits)
      return `/${command.name} needs permissions this user lacks`;
  }
  return null;
}

/** Which guild's commands a channel offers: its own guild's, or the main one's in a DM. */
function guildOfChannel(hub: Hub, channelId: string): string {
  const channel = hub.world.channel(channelId);
  return (channel && hub.world.guildOf(channel)) ?? hub.world.guildId;
}

function checkCommandAllowed(hub: Hub, command: APIApplicationCommand, userId: string, channelId: string): void {
  const reason = commandUnavailable(hub.world, command, userId, channelId);
  if (reason) throw new SlashUsageError(reason);
}

export function startSlash(
  hub: Hub,
  userId: string,
  commandLine: string,
  values: SlashOptions,
  channelId: string,
): InteractionRecord {
  const target = resolveCommand(hub.world, commandLine, guildOfChannel(hub, channelId));
  checkCommandAllowed(hub, target.command, userId, channelId);
  const { options, resolved } = commandOptions(hub.world, target, values);
  const payload: APIChatInputApplicationCommandInteraction = {
    ...common(hub, InteractionType.ApplicationCommand, userId, channelId),
    data: {
      id: target.command.id,
      name: target.command.name,
      type: ApplicationCommandType.ChatInput,
      options,
      ...(resolved ? { resolved } : {}),
      ...(target.command.guild_id ? { guild_id: target.command.guild_id } : {}),
    },
  };
  return record(hub, payload, userId, channelId, null);
}

export function startAutocomplete(
  hub: Hub,
  userId: string,
  commandLine: string,
  values: SlashOptions,
  focused: string,
  channelId: string,
): InteractionRecord {
  const target = resolveCommand(hub.world, commandLine, guildOfChannel(hub, channelId));
  checkCommandAllowed(hub, target.command, userId, channelId);
  const payload: APIApplicationCommandAutocompleteInteraction = {
    ...common(hub, InteractionType.ApplicationCommandAutocomplete, userId, channelId),
    data: {
      id: target.command.id,
      name: target.command.name,
      type: ApplicationCommandType.ChatInput,
      options: autocompleteOptions(target, values, focused),
      ...(target.command.guild_id ? { guild_id: target.command.guild_id } : {}),
    },
  };
  return record(hub, payload, userId, channelId, null);
}

/** A message as `userId` sees it, or an error if they cannot (gone, or someone else's ephemeral reply). */
export function messageFor(hub: Hub, userId: string, messageId: string): APIMessage {
  const stored = hub.world.messagesById.get(messageId);
  if (!stored) throw new SlashUsageError(`message ${messageId} does not exist (any more)`);
  if (stored.ephemeralFor !== null && stored.ephemeralFor !== userId)
    throw new SlashUsageError(`message ${messageId} is another user's ephemeral reply`);
  return stored.message;
}

/** A click on a button, or a choice in a select menu when `values` is given. */
export function startComponent(
  hub: Hub,
  userId: string,
  messageId: string,
  customId: string,
  values: string[] | null,
): InteractionRecord {
  const message = messageFor(hub, userId, messageId);
  const found = findComponent(message, customId);
  if (!found) throw new SlashUsageError(`message ${messageId} has no component ${customId}`);
  if (found.disabled) throw new SlashUsageError(`component ${customId} is disabled`);
  const base = common(hub, InteractionType.MessageComponent, userId, message.channel_id);
  let payload: APIMessageComponentInteraction;
  if (found.type === ComponentType.Button) {
    if (values !== null) throw new SlashUsageError(`${customId} is a button, not a select menu`);
    payload = { ...base, message, data: { custom_id: customId, component_type: ComponentType.Button } };
  } else if (found.type === ComponentType.StringSelect) {
    if (values === null) throw new SlashUsageError(`${customId} is a select menu: pass values`);
    const allowed = new Set(found.options.map((o) => o.value));
    const bad = values.filter((v) => !allowed.has(v));
    if (bad.length > 0) throw new SlashUsageError(`${customId} has no option ${bad.join(', ')}`);
    const min = found.minValues ?? 1;
    const max = found.maxValues ?? 1;
    if (values.length < min || values.length > max)
      throw new SlashUsageError(`${customId} takes ${min}–${max} values, got ${values.length}`);
    payload = { ...base, message, data: { custom_id: customId, component_type: ComponentType.StringSelect, values } };
  } else {
    if (values === null) throw new SlashUsageError(`${customId} is a select menu: pass values`);
    payload = {
      ...base,
      message,
      data: {
        custom_id: customId,
        component_type: ComponentType.UserSelect,
        values,
        resolved: {
          users: Object.fromEntries(
            values.flatMap((v) => {
              const u = hub.world.users.get(v);
              return u ? [[v, u]] : [];
            }),
          ),
        },
      },
    };
  }
  return record(hub, payload, userId, message.channel_id, message.id);
}

/** What a modified client can send: a custom id of its choosing on a message it can see. */
export function startForgedComponent(
  hub: Hub,
  userId: string,
  messageId: string,
  customId: string,
  values: string[] | null,
): InteractionRecord {
  const message = messageFor(hub, userId, messageId);
  const base = common(hub, InteractionType.MessageComponent, userId, message.channel_id);
  const payload: APIMessageComponentInteraction =
    values === null
      ? { ...base, message, data: { custom_id: customId, component_type: ComponentType.Button } }
      : { ...base, message, data: { custom_id: customId, component_type: ComponentType.StringSelect, values } };
  return record(hub, payload, userId, message.channel_id, message.id);
}

export type ModalFields = Record<string, string | string[]>;

/** Submits the modal the bot opened in answer to `source`, with the given field values by custom id. */
export function startModalSubmit(
  hub: Hub,
  userId: string,
  source: InteractionRecord,
  fields: ModalFields,
): InteractionRecord {
  const modal = source.modal;
  if (!modal) throw new SlashUsageError(`interaction ${source.id} did not open a modal`);
  if (source.userId !== userId) throw new SlashUsageError('only the user who opened a modal can submit it');
  source.modalClosed = true;
  const text = (id: string): string => {
    const v = fields[id];
    return Array.isArray(v) ? v.join(',') : (v ?? '');
  };
  const components: APIModalSubmissionComponent[] = [];
  for (const c of modal.components) {
    if (c.type === ComponentType.ActionRow) {
      components.push({
        type: ComponentType.ActionRow,
        components: c.components.flatMap((inner) =>
          inner.type === ComponentType.TextInput
            ? [{ type: ComponentType.TextInput, custom_id: inner.custom_id, value: text(inner.custom_id) }]
            : [],
        ),
      });
    } else if (c.type === ComponentType.Label) {
      const inner = c.component;
      if (inner.type === ComponentType.TextInput)
        components.push({
          type: ComponentType.Label,
          component: { type: ComponentType.TextInput, custom_id: inner.custom_id, value: text(inner.custom_id) },
        });
      else if (inner.type === ComponentType.StringSelect) {
        const v = fields[inner.custom_id];
        components.push({
          type: ComponentType.Label,
          component: {
            type: ComponentType.StringSelect,
            custom_id: inner.custom_id,
            values: Array.isArray(v) ? v : v ? [v] : [],
          },
        });
      }
    } else if (c.type === ComponentType.TextDisplay) {
      components.push({ type: ComponentType.TextDisplay });
    }
  }
  const sourceMessage = source.sourceMessageId ? hub.world.messagesById.get(source.sourceMessageId) : undefined;
  const payload: APIModalSubmitInteraction = {
    ...common(hub, InteractionType.ModalSubmit, userId, source.channelId),
    ...(sourceMessage ? { message: sourceMessage.message } : {}),
    data: { custom_id: modal.custom_id, components },
  };
  return record(hub, payload, userId, source.channelId, sourceMessage?.message.id ?? null);
}
