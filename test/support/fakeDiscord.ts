/**
 * Discord for handler tests, built from raw API payload shapes (discord-api-types): each
 * interaction is a real INTERACTION_CREATE payload fed through the bot's own payload port,
 * and every answer, channel message, pin, thread and DM is recorded for assertions.
 */
import {
  type APIApplicationCommandAutocompleteInteraction,
  type APIApplicationCommandInteractionDataBasicOption,
  type APIApplicationCommandInteractionDataOption,
  type APIChatInputApplicationCommandInteraction,
  type APIInteraction,
  type APIInteractionGuildMember,
  type APIMessage,
  type APIMessageComponentInteraction,
  type APIUser,
  ApplicationCommandOptionType,
  ApplicationCommandType,
  ChannelType,
  ComponentType,
  GuildMemberFlags,
  InteractionType,
  Locale,
  MessageType,
  PermissionFlagsBits,
} from 'discord-api-types/v10';
import { portFromPayload, type Responder } from '../../src/bot/apiInteraction.js';
import { type DiscordActionRow, discordRows } from '../../src/bot/presenter.js';
import type { Router } from '../../src/commands/router.js';
import type { DmResult, Notifier, OutMessage } from '../../src/table/ports.js';

export interface RecordedMessage {
  id: string;
  channelId: string;
  content: string;
  components: DiscordActionRow[];
  files: string[];
  pinned: boolean;
  edits: number;
}

let snowflake = 100_000_000_000_000_000n;
export function nextId(): string {
  snowflake += 1n;
  return snowflake.toString();
}

/** Records what the Table posts; DMs to blocked users fail like Discord's 50007. */
export class RecordingNotifier implements Notifier {
  readonly messages: RecordedMessage[] = [];
  readonly threads: { id: string; parentId: string; name: string }[] = [];
  readonly blocked = new Set<string>();
  /** DM channel id per user. */
  readonly dmChannels = new Map<string, string>();

  blockDms(userId: string): void {
    this.blocked.add(userId);
  }

  private record(channelId: string, m: OutMessage): RecordedMessage {
    const rec: RecordedMessage = {
      id: nextId(),
      channelId,
      content: m.content,
      // What Discord would receive: the same presenter as the real notifier.
      components: discordRows(m.components),
      files: (m.files ?? []).map((f) => f.name),
      pinned: false,
      edits: 0,
    };
    this.messages.push(rec);
    return rec;
  }

  async post(channelId: string, message: OutMessage): Promise<string> {
    return this.record(channelId, message).id;
  }
  async edit(channelId: string, messageId: string, message: OutMessage): Promise<void> {
    const rec = this.messages.find((m) => m.id === messageId && m.channelId === channelId);
    if (!rec) throw new Error(`Unknown Message ${messageId}`);
    rec.content = message.content;
    rec.components = discordRows(message.components);
    rec.edits++;
  }
  async pin(channelId: string, messageId: string): Promise<void> {
    const rec = this.messages.find((m) => m.id === messageId && m.channelId === channelId);
    if (rec) rec.pinned = true;
  }
  async createThread(channelId: string, name: string): Promise<string> {
    const id = nextId();
    this.threads.push({ id, parentId: channelId, name });
    return id;
  }
  async dm(userId: string, message: OutMessage): Promise<DmResult> {
    if (this.blocked.has(userId)) return { ok: false, code: 50007 };
    let channelId = this.dmChannels.get(userId);
    if (!channelId) {
      channelId = nextId();
      this.dmChannels.set(userId, channelId);
    }
    const rec = this.record(channelId, message);
    return { ok: true, channelId, messageId: rec.id };
  }

  /** Messages in a guild channel or thread (not DMs). */
  inChannel(channelId: string): RecordedMessage[] {
    return this.messages.filter((m) => m.channelId === channelId);
  }
  dmsOf(userId: string): RecordedMessage[] {
    const channelId = this.dmChannels.get(userId);
    return channelId ? this.messages.filter((m) => m.channelId === channelId) : [];
  }
  /** Everything a non-DM reader could ever see. */
  publicText(): string {
    const dm = new Set(this.dmChannels.values());
    return this.messages
      .filter((m) => !dm.has(m.channelId))
      .map((m) => `${m.content}\n${JSON.stringify(m.components)}`)
      .join('\n');
  }
}

export interface FakeUser {
  id: string;
  name: string;
  locale: Locale;
  manage: boolean;
}

export interface Answer {
  kind: 'callback' | 'edit' | 'followUp';
  type?: number;
  content: string;
  ephemeral: boolean;
  components: unknown[];
  files: string[];
  choices?: { name: string; value: string }[];
}

export interface InteractionResult {
  id: string;
  answers: Answer[];
  /** The text the user finally sees (the last answer with content). */
  text: string;
  ephemeral: boolean;
}

type OptionValue = string | number | boolean | FakeUser;

/** Where an interaction happens: a channel of the test's guild by default, another guild's, or a DM. */
export interface Where {
  channelId?: string;
  dm?: boolean;
  guildId?: string;
}

function apiUser(u: FakeUser): APIUser {
  return { id: u.id, username: u.name.toLowerCase(), discriminator: '0', global_name: u.name, avatar: null };
}

function member(u: FakeUser): APIInteractionGuildMember {
  const perms = u.manage
    ? PermissionFlagsBits.ManageGuild | PermissionFlagsBits.SendMessages
    : PermissionFlagsBits.SendMessages;
  return {
    user: apiUser(u),
    roles: [],
    joined_at: '2026-01-01T00:00:00.000Z',
    deaf: false,
    mute: false,
    flags: GuildMemberFlags.CompletedOnboarding,
    permissions: perms.toString(),
  };
}

function option(name: string, value: OptionValue, focused = false): APIApplicationCommandInteractionDataBasicOption {
  if (typeof value === 'string')
    return { type: ApplicationCommandOptionType.String, name, value, ...(focused ? { focused } : {}) };
  if (typeof value === 'boolean') return { type: ApplicationCommandOptionType.Boolean, name, value };
  if (typeof value === 'number') {
    return Number.isInteger(value)
      ? { type: ApplicationCommandOptionType.Integer, name, value }
      : { type: ApplicationCommandOptionType.Number, name, value };
  }
  return { type: ApplicationCommandOptionType.User, name, value: value.id };
}

export class FakeDiscord {
  readonly notifier = new RecordingNotifier();
  readonly guildId = nextId();
  readonly channelId = nextId();
  readonly applicationId = nextId();
  router: Router | null = null;
  /** Told of every answer as it is given (e.g. to measure what happened before the reply). */
  onAnswer: ((a: Answer) => void) | null = null;

  user(name: string, opts: { locale?: Locale; manage?: boolean } = {}): FakeUser {
    return { id: nextId(), name, locale: opts.locale ?? Locale.Polish, manage: opts.manage ?? false };
  }

  /** A second server, as Discord would send its interactions: another guild id and channel. */
  readonly otherGuildId = nextId();
  readonly otherChannelId = nextId();

  private base(u: FakeUser, channelId: string, dm: boolean, guildId: string = this.guildId) {
    return {
      id: nextId(),
      application_id: this.applicationId,
      token: `token-${nextId()}`,
      version: 1 as const,
      app_permissions: '0',
      locale: u.locale,
      entitlements: [],
      authorizing_integration_owners: {},
      attachment_size_limit: 8_000_000,
      channel: dm
        ? { id: channelId, type: ChannelType.DM as const }
        : { id: channelId, type: ChannelType.GuildText as const },
      channel_id: channelId,
      ...(dm ? { user: apiUser(u) } : { guild_id: guildId, member: member(u) }),
    };
  }

  private async run(payload: APIInteraction): Promise<InteractionResult> {
    if (!this.router) throw new Error('FakeDiscord: no router');
    const answers: Answer[] = [];
    const onAnswer = () => {
      const last = answers.at(-1);
      if (last) this.onAnswer?.(last);
    };
    const responder: Responder = {
      async callback(body, files) {
        const data = 'data' in body ? body.data : undefined;
        const flags = data && 'flags' in data ? Number(data.flags ?? 0) : 0;
        answers.push({
          kind: 'callback',
          type: body.type,
          content: data && 'content' in data ? String(data.content ?? '') : '',
          ephemeral: (flags & 64) !== 0,
          components: data && 'components' in data ? (data.components ?? []) : [],
          files: (files ?? []).map((f) => f.name),
          ...(data && 'choices' in data ? { choices: data.choices } : {}),
        });
        onAnswer();
      },
      async editOriginal(data, files) {
        answers.push({
          kind: 'edit',
          content: data.content ?? '',
          ephemeral: false,
          components: data.components ?? [],
          files: (files ?? []).map((f) => f.name),
        });
        onAnswer();
      },
      async followUp(data, files) {
        answers.push({
          kind: 'followUp',
          content: data.content ?? '',
          ephemeral: (Number(data.flags ?? 0) & 64) !== 0,
          components: data.components ?? [],
          files: (files ?? []).map((f) => f.name),
        });
        onAnswer();
      },
    };
    const port = portFromPayload(payload, responder);
    if (!port) throw new Error('FakeDiscord: payload not handled');
    await this.router(port);
    const withText = answers.filter((a) => a.content !== '');
    const first = answers[0];
    return {
      id: payload.id,
      answers,
      text: withText.at(-1)?.content ?? '',
      ephemeral: first ? first.ephemeral || first.type === 5 : false,
    };
  }

  async slash(
    u: FakeUser,
    command: string,
    subcommand: string | null,
    options: Record<string, OptionValue> = {},
    at: Where = {},
  ): Promise<InteractionResult> {
    const basic = Object.entries(options).map(([k, v]) => option(k, v));
    const opts: APIApplicationCommandInteractionDataOption[] = subcommand
      ? [{ type: ApplicationCommandOptionType.Subcommand, name: subcommand, options: basic }]
      : basic;
    const users = Object.values(options).filter((v): v is FakeUser => typeof v === 'object');
    const payload: APIChatInputApplicationCommandInteraction = {
      ...this.base(u, at.channelId ?? this.channelId, at.dm ?? false, at.guildId),
      type: InteractionType.ApplicationCommand,
      data: {
        id: nextId(),
        name: command,
        type: ApplicationCommandType.ChatInput,
        options: opts,
        ...(users.length > 0 ? { resolved: { users: Object.fromEntries(users.map((x) => [x.id, apiUser(x)])) } } : {}),
      },
    };
    return this.run(payload);
  }

  async autocomplete(
    u: FakeUser,
    command: string,
    subcommand: string | null,
    options: Record<string, string>,
    focused: string,
    at: Where = {},
  ): Promise<{ name: string; value: string }[]> {
    const basic = Object.entries(options).map(([k, v]) => option(k, v, k === focused));
    const opts: APIApplicationCommandInteractionDataOption[] = subcommand
      ? [{ type: ApplicationCommandOptionType.Subcommand, name: subcommand, options: basic }]
      : basic;
    const payload: APIApplicationCommandAutocompleteInteraction = {
      ...this.base(u, at.channelId ?? this.channelId, at.dm ?? false, at.guildId),
      type: InteractionType.ApplicationCommandAutocomplete,
      data: { id: nextId(), name: command, type: ApplicationCommandType.ChatInput, options: opts },
    };
    const result = await this.run(payload);
    return result.answers[0]?.choices ?? [];
  }

  private message(channelId: string): APIMessage {
    return {
      id: nextId(),
      channel_id: channelId,
      author: { id: this.applicationId, username: 'sejmik', discriminator: '0', global_name: 'Sejmik', avatar: null },
      content: '',
      timestamp: '2026-01-01T00:00:00.000Z',
      edited_timestamp: null,
      tts: false,
      mention_everyone: false,
      mentions: [],
      mention_roles: [],
      attachments: [],
      embeds: [],
      pinned: false,
      type: MessageType.Default,
    };
  }

  /** Clicks a button (or picks select values) by customId, in the channel or DM where it was posted. */
  async click(u: FakeUser, customId: string, at: Where & { values?: string[] } = {}): Promise<InteractionResult> {
    const channelId = at.channelId ?? this.channelId;
    const payload: APIMessageComponentInteraction = {
      ...this.base(u, channelId, at.dm ?? false, at.guildId),
      type: InteractionType.MessageComponent,
      message: this.message(channelId),
      data: at.values
        ? { custom_id: customId, component_type: ComponentType.StringSelect, values: at.values }
        : { custom_id: customId, component_type: ComponentType.Button },
    };
    return this.run(payload);
  }
}

/** Every customId on a message's components. */
export function customIdsOf(components: unknown[]): string[] {
  const out: string[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (typeof o.custom_id === 'string') out.push(o.custom_id);
      if (Array.isArray(o.components)) walk(o.components);
    }
  };
  walk(components);
  return out;
}
