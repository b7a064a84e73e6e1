/**
 * The interaction port over Discord's raw interaction payload (discord-api-types). The bot
 * feeds it INTERACTION_CREATE payloads from the gateway and answers through the REST
 * responder; tests feed it payloads they build and record the answers.
 */
import {
  type APIApplicationCommandInteractionDataBasicOption,
  type APIApplicationCommandInteractionDataOption,
  type APIInteraction,
  type APIInteractionResponseCallbackData,
  type APIModalInteractionResponseCallbackData,
  type APIModalSubmissionComponent,
  type APIUser,
  ApplicationCommandOptionType,
  ApplicationCommandType,
  ComponentType,
  InteractionResponseType,
  InteractionType,
  MessageFlags,
  PermissionFlagsBits,
} from 'discord-api-types/v10';
import type { Actor, InteractionPort, Reply, ResolvedUser } from '../commands/port.js';
import { localeFromDiscord } from '../i18n/index.js';
import type { OutFile, OutMessage } from '../table/ports.js';
import { discordRows } from './presenter.js';

/** How answers reach Discord: the interaction callback, then webhook edits and follow-ups. */
export interface Responder {
  callback(
    body:
      | {
          type: InteractionResponseType.ChannelMessageWithSource | InteractionResponseType.UpdateMessage;
          data: APIInteractionResponseCallbackData;
        }
      | { type: InteractionResponseType.DeferredChannelMessageWithSource; data?: { flags?: MessageFlags } }
      | { type: InteractionResponseType.DeferredMessageUpdate }
      | {
          type: InteractionResponseType.ApplicationCommandAutocompleteResult;
          data: { choices: { name: string; value: string }[] };
        }
      | { type: InteractionResponseType.Modal; data: APIModalInteractionResponseCallbackData },
    files?: OutFile[],
  ): Promise<void>;
  editOriginal(data: APIInteractionResponseCallbackData, files?: OutFile[]): Promise<void>;
  followUp(data: APIInteractionResponseCallbackData, files?: OutFile[]): Promise<void>;
}

/** A message as Discord's message body; only the listed users may be pinged. */
export function messageBody(message: OutMessage, ephemeral = false): APIInteractionResponseCallbackData {
  return {
    content: message.content,
    components: discordRows(message.components),
    allowed_mentions: { parse: [], users: message.pingUsers ?? [] },
    ...(ephemeral ? { flags: MessageFlags.Ephemeral } : {}),
    ...(message.files && message.files.length > 0
      ? { attachments: message.files.map((f, i) => ({ id: String(i), filename: f.name })) }
      : {}),
  };
}

function displayNameOf(user: APIUser, nick?: string | null): string {
  return nick ?? user.global_name ?? user.username;
}

function actorOf(payload: APIInteraction): Actor {
  const member = 'member' in payload ? payload.member : undefined;
  const user = member?.user ?? payload.user;
  if (!user) throw new Error('interaction without a user');
  let canManage = false;
  if (member?.permissions) {
    const perms = BigInt(member.permissions);
    canManage = (perms & (PermissionFlagsBits.ManageGuild | PermissionFlagsBits.Administrator)) !== 0n;
  }
  return {
    userId: user.id,
    displayName: displayNameOf(user, member?.nick),
    locale: localeFromDiscord('locale' in payload ? payload.locale : undefined),
    canManage,
  };
}

type Options = APIApplicationCommandInteractionDataOption[] | undefined;

/** The subcommand (if any) and its options, flattening one level of subcommand group. */
function splitOptions(options: Options): {
  subcommand: string | null;
  options: APIApplicationCommandInteractionDataBasicOption[];
} {
  for (const o of options ?? []) {
    if (o.type === ApplicationCommandOptionType.Subcommand) return { subcommand: o.name, options: o.options ?? [] };
    if (o.type === ApplicationCommandOptionType.SubcommandGroup) {
      const sub = o.options[0];
      return { subcommand: sub ? `${o.name} ${sub.name}` : o.name, options: sub?.options ?? [] };
    }
  }
  const basic = (options ?? []).filter(
    (o): o is APIApplicationCommandInteractionDataBasicOption =>
      o.type !== ApplicationCommandOptionType.Subcommand && o.type !== ApplicationCommandOptionType.SubcommandGroup,
  );
  return { subcommand: null, options: basic };
}

function numeric(value: string | number): number | null {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

function modalFields(components: APIModalSubmissionComponent[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const c of components) {
    if (c.type === ComponentType.ActionRow) for (const input of c.components) out.set(input.custom_id, input.value);
    else if (c.type === ComponentType.Label && c.component.type === ComponentType.TextInput) {
      out.set(c.component.custom_id, c.component.value);
    }
  }
  return out;
}

/** Builds the port for one interaction; null for kinds the bot does not handle (pings, context menus). */
export function portFromPayload(payload: APIInteraction, responder: Responder): InteractionPort | null {
  if (payload.type === InteractionType.Ping) return null;
  const actor = actorOf(payload);
  const channelId = payload.channel?.id ?? ('channel_id' in payload ? (payload.channel_id ?? '') : '');
  const guildId = payload.guild_id ?? null;
  let state: 'fresh' | 'deferred' | 'deferredUpdate' | 'replied' = 'fresh';

  const base = {
    id: payload.id,
    actor,
    guildId,
    channelId,
    acknowledged: () => state !== 'fresh',
    async reply(message: Reply): Promise<void> {
      if (state === 'deferred') {
        await responder.editOriginal(messageBody(message), message.files);
        state = 'replied';
        return;
      }
      if (state === 'replied' || state === 'deferredUpdate') {
        await responder.followUp(messageBody(message, message.ephemeral ?? false), message.files);
        return;
      }
      state = 'replied';
      await responder.callback(
        {
          type: InteractionResponseType.ChannelMessageWithSource,
          data: messageBody(message, message.ephemeral ?? false),
        },
        message.files,
      );
    },
    async defer(ephemeral: boolean): Promise<void> {
      if (state !== 'fresh') return;
      state = 'deferred';
      await responder.callback({
        type: InteractionResponseType.DeferredChannelMessageWithSource,
        ...(ephemeral ? { data: { flags: MessageFlags.Ephemeral } } : {}),
      });
    },
    async editReply(message: OutMessage): Promise<void> {
      await responder.editOriginal(messageBody(message), message.files);
      state = 'replied';
    },
    async followUp(message: Reply): Promise<void> {
      await responder.followUp(messageBody(message, message.ephemeral ?? false), message.files);
    },
  };

  if (payload.type === InteractionType.ApplicationCommand) {
    if (payload.data.type !== ApplicationCommandType.ChatInput) return null;
    const data = payload.data;
    const { subcommand, options } = splitOptions(data.options);
    const find = (name: string) => options.find((o) => o.name === name);
    return {
      ...base,
      kind: 'command',
      name: data.name,
      subcommand,
      string: (name) => {
        const o = find(name);
        return o?.type === ApplicationCommandOptionType.String ? o.value : null;
      },
      integer: (name) => {
        const o = find(name);
        return o?.type === ApplicationCommandOptionType.Integer ? numeric(o.value) : null;
      },
      number: (name) => {
        const o = find(name);
        return o?.type === ApplicationCommandOptionType.Number || o?.type === ApplicationCommandOptionType.Integer
          ? numeric(o.value)
          : null;
      },
      boolean: (name) => {
        const o = find(name);
        return o?.type === ApplicationCommandOptionType.Boolean ? o.value : null;
      },
      user: (name): ResolvedUser | null => {
        const o = find(name);
        if (o?.type !== ApplicationCommandOptionType.User) return null;
        const user = data.resolved?.users?.[o.value];
        const member = data.resolved?.members?.[o.value];
        return user
          ? { id: user.id, displayName: displayNameOf(user, member?.nick) }
          : { id: o.value, displayName: o.value };
      },
    };
  }

  if (payload.type === InteractionType.ApplicationCommandAutocomplete) {
    const data = payload.data;
    const { subcommand, options } = splitOptions(data.options);
    const focusedOption = options.find((o) => 'focused' in o && o.focused === true);
    return {
      kind: 'autocomplete',
      id: payload.id,
      actor,
      guildId,
      channelId,
      name: data.name,
      subcommand,
      focused: { name: focusedOption?.name ?? '', value: focusedOption ? String(focusedOption.value) : '' },
      string: (name) => {
        const o = options.find((x) => x.name === name);
        return o && typeof o.value === 'string' ? o.value : null;
      },
      async respond(choices) {
        state = 'replied';
        await responder.callback({
          type: InteractionResponseType.ApplicationCommandAutocompleteResult,
          data: { choices: choices.slice(0, 25) },
        });
      },
    };
  }

  if (payload.type === InteractionType.MessageComponent) {
    const data = payload.data;
    return {
      ...base,
      kind: 'component',
      customId: data.custom_id,
      values: data.component_type === ComponentType.StringSelect ? data.values : [],
      async update(message: OutMessage): Promise<void> {
        if (state === 'fresh') {
          state = 'replied';
          await responder.callback(
            { type: InteractionResponseType.UpdateMessage, data: messageBody(message) },
            message.files,
          );
          return;
        }
        await responder.editOriginal(messageBody(message), message.files);
        state = 'replied';
      },
      async deferUpdate(): Promise<void> {
        if (state !== 'fresh') return;
        state = 'deferredUpdate';
        await responder.callback({ type: InteractionResponseType.DeferredMessageUpdate });
      },
      async showModal(modal: APIModalInteractionResponseCallbackData): Promise<void> {
        state = 'replied';
        await responder.callback({ type: InteractionResponseType.Modal, data: modal });
      },
    };
  }

  if (payload.type === InteractionType.ModalSubmit) {
    const fields = modalFields(payload.data.components);
    return {
      ...base,
      kind: 'modal',
      customId: payload.data.custom_id,
      field: (name) => fields.get(name) ?? null,
    };
  }
  return null;
}
