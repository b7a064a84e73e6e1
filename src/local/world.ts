/**
 * The stand-in's in-memory Discord: the guild (and optionally a second one, to try what a
 * member of another server can reach), its channels and threads, DM channels,
 * users, messages with their attachments, registered commands and interactions.
 * Every change bumps `version` and notifies listeners, which is what `waitFor` and the
 * play page's live updates wait on.
 */
import { EventEmitter } from 'node:events';
import {
  type APIApplicationCommand,
  type APIApplicationCommandOptionChoice,
  type APIAttachment,
  type APIDMChannel,
  type APIGuildMember,
  type APIInteraction,
  type APIMessage,
  type APIModalInteractionResponseCallbackData,
  type APIRole,
  type APITextChannel,
  type APIThreadChannel,
  type APIUser,
  ChannelType,
  type InteractionResponseType,
  PermissionFlagsBits,
} from 'discord-api-types/v10';
import { SnowflakeMint } from './snowflake.js';

export type LocalChannel = APITextChannel | APIThreadChannel | APIDMChannel;

/** A message as the stand-in keeps it: Discord's shape plus who may see it and where it came from. */
export interface StoredMessage {
  message: APIMessage;
  /** Ephemeral interaction replies are visible to one user only and never listed in the channel. */
  ephemeralFor: string | null;
  /** The interaction this message answers (original response or follow-up), if any. */
  interactionId: string | null;
}

export interface StoredAttachment {
  id: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** One callback the bot made for an interaction, in order. */
export interface RecordedCallback {
  type: InteractionResponseType;
  at: number;
}

export interface InteractionRecord {
  id: string;
  token: string;
  userId: string;
  channelId: string;
  createdAt: number;
  payload: APIInteraction;
  callbacks: RecordedCallback[];
  /** The message the first response created or (for component updates) the message it edits. */
  originalMessageId: string | null;
  followUpIds: string[];
  /** Edits of the original response after the first callback (PATCH @original, or an update-message callback). */
  originalEdits: number;
  /** For component interactions: the message whose button or menu was used. */
  sourceMessageId: string | null;
  choices: APIApplicationCommandOptionChoice[] | null;
  modal: APIModalInteractionResponseCallbackData | null;
  /** Set once the modal was submitted or dismissed, so the page stops showing it. */
  modalClosed: boolean;
}

export interface LocalUserSpec {
  username: string;
  /** Discord locale sent with this user's interactions ('pl', 'en-US', …). */
  locale?: string;
}

export interface WorldOptions {
  users?: LocalUserSpec[];
  guildName?: string;
  channelNames?: string[];
  /**
   * A second server the bot is also in, owned by one of the players (the last by default),
   * with every player a member: what a game's id is worth from somewhere else.
   */
  otherGuild?: { name?: string; ownerUsername?: string; channelNames?: string[] };
}

/** A server: who owns it, its roles, who holds which role, its text channels in display order. */
export interface LocalGuild {
  id: string;
  name: string;
  ownerId: string;
  roles: APIRole[];
  memberRoles: Map<string, string[]>;
  textChannelIds: string[];
}

export const DEFAULT_USERS: LocalUserSpec[] = [
  { username: 'ala', locale: 'pl' },
  { username: 'bartek', locale: 'pl' },
  { username: 'celina', locale: 'pl' },
  { username: 'darek', locale: 'en-US' },
];

const DEFAULT_CHANNELS = ['sejmik', 'ogolny'];

/** 2025-01-01T00:00:00Z: the moment the fixed ids are minted at. */
const FIXED_ID_TIME = 1735689600000;

/** Discord's flag enums have no zero member; an empty bitfield is still a valid value for them. */
export const NO_FLAGS: number = 0;

/** What the bot's role may do: enough to post, attach, pin and run threads, and no more. */
const BOT_PERMISSIONS =
  PermissionFlagsBits.ViewChannel |
  PermissionFlagsBits.SendMessages |
  PermissionFlagsBits.SendMessagesInThreads |
  PermissionFlagsBits.CreatePublicThreads |
  PermissionFlagsBits.CreatePrivateThreads |
  PermissionFlagsBits.ManageThreads |
  PermissionFlagsBits.EmbedLinks |
  PermissionFlagsBits.AttachFiles |
  PermissionFlagsBits.ReadMessageHistory |
  PermissionFlagsBits.ManageMessages |
  PermissionFlagsBits.PinMessages |
  PermissionFlagsBits.UseApplicationCommands;

const EVERYONE_PERMISSIONS =
  PermissionFlagsBits.ViewChannel |
  PermissionFlagsBits.SendMessages |
  PermissionFlagsBits.SendMessagesInThreads |
  PermissionFlagsBits.ReadMessageHistory |
  PermissionFlagsBits.AddReactions |
  PermissionFlagsBits.UseApplicationCommands;

/** Every permission bit Discord defines: what the guild owner implicitly has. */
const ALL_PERMISSIONS = Object.values(PermissionFlagsBits).reduce((a, b) => a | b, 0n);

export class World {
  readonly ids = new SnowflakeMint();
  readonly events = new EventEmitter();
  version = 0;

  readonly applicationId: string;
  readonly bot: APIUser;
  readonly players: APIUser[];
  readonly users = new Map<string, APIUser>();
  readonly locales = new Map<string, string>();
  /** The servers the bot is in; the first is the one local mode plays in. */
  readonly guilds: LocalGuild[] = [];
  readonly joinedAt = new Date().toISOString();
  readonly channels = new Map<string, LocalChannel>();
  private readonly messagesByChannel = new Map<string, StoredMessage[]>();
  readonly messagesById = new Map<string, StoredMessage>();
  readonly attachments = new Map<string, StoredAttachment>();
  readonly pins = new Map<string, string[]>();
  /** Registered commands: key 'global' or a guild id. */
  readonly commands = new Map<string, APIApplicationCommand[]>();
  readonly interactions = new Map<string, InteractionRecord>();
  readonly interactionsByToken = new Map<string, InteractionRecord>();
  readonly dmChannelOf = new Map<string, string>();
  readonly dmBlocked = new Set<string>();

  /**
   * Ids of what exists from the start (application, users, guild, roles, channels) come from a
   * fixed clock, so they are the same on every run: a restarted local bot finds its games'
   * guild, channels and players again in the database.
   */
  private readonly fixedIds = new SnowflakeMint();
  private fixedId(): string {
    return this.fixedIds.next(FIXED_ID_TIME);
  }

  constructor(options: WorldOptions = {}) {
    this.events.setMaxListeners(0);
    this.applicationId = this.fixedId();
    this.bot = this.makeUser('Sejmik', true);
    this.users.set(this.bot.id, this.bot);
    const specs = options.users && options.users.length > 0 ? options.users : DEFAULT_USERS;
    this.players = specs.map((s) => {
      const u = this.makeUser(s.username, false);
      this.users.set(u.id, u);
      this.locales.set(u.id, s.locale ?? 'pl');
      return u;
    });
    const first = this.players[0];
    if (!first) throw new Error('the stand-in needs at least one simulated player');
    const names = options.channelNames && options.channelNames.length > 0 ? options.channelNames : DEFAULT_CHANNELS;
    this.guilds.push(this.makeGuild(options.guildName ?? 'Sejmik — lokalnie', first.id, names));
    // Made after the first guild, so the first guild's fixed ids stay the same with or without it.
    if (options.otherGuild) {
      const other = options.otherGuild;
      const owner = other.ownerUsername
        ? this.players.find((p) => p.username === other.ownerUsername)
        : this.players.at(-1);
      if (!owner) throw new Error(`no simulated user ${other.ownerUsername} to own the second guild`);
      this.guilds.push(this.makeGuild(other.name ?? 'Inny serwer', owner.id, other.channelNames ?? ['inny-kanal']));
    }
  }

  /** A guild with @everyone, the bot's role and an admin role (Manage Server) held by its owner. */
  private makeGuild(name: string, ownerId: string, channelNames: string[]): LocalGuild {
    // Each guild's id is minted a millisecond after the one before: the gateway routes a guild by
    // the timestamp bits (`(id >> 22) % shards`), so two guilds land on different shards of two.
    const id = this.guilds.length === 0 ? this.fixedId() : new SnowflakeMint().next(FIXED_ID_TIME + this.guilds.length);
    const botRoleId = this.fixedId();
    const adminRoleId = this.fixedId();
    const guild: LocalGuild = {
      id,
      name,
      ownerId,
      roles: [
        this.makeRole(id, '@everyone', EVERYONE_PERMISSIONS, 0, false),
        this.makeRole(botRoleId, 'Sejmik', BOT_PERMISSIONS, 2, true),
        this.makeRole(adminRoleId, 'Marszałek', PermissionFlagsBits.ManageGuild | EVERYONE_PERMISSIONS, 1, false),
      ],
      memberRoles: new Map(),
      textChannelIds: [],
    };
    guild.memberRoles.set(this.bot.id, [botRoleId]);
    for (const p of this.players) guild.memberRoles.set(p.id, p.id === ownerId ? [adminRoleId] : []);
    channelNames.forEach((channelName, position) => {
      const ch: APITextChannel = {
        id: this.fixedId(),
        type: ChannelType.GuildText,
        guild_id: id,
        name: channelName,
        position,
        parent_id: null,
        topic: null,
        nsfw: false,
        last_message_id: null,
        rate_limit_per_user: 0,
        permission_overwrites: [],
        flags: NO_FLAGS,
      };
      this.channels.set(ch.id, ch);
      guild.textChannelIds.push(ch.id);
    });
    return guild;
  }

  /** The guild local mode plays in. */
  get mainGuild(): LocalGuild {
    const g = this.guilds[0];
    if (!g) throw new Error('the stand-in has no guild');
    return g;
  }
  get guildId(): string {
    return this.mainGuild.id;
  }
  get guildName(): string {
    return this.mainGuild.name;
  }
  get ownerId(): string {
    return this.mainGuild.ownerId;
  }
  get roles(): APIRole[] {
    return this.mainGuild.roles;
  }
  get memberRoles(): Map<string, string[]> {
    return this.mainGuild.memberRoles;
  }
  /** The main guild's text channels in display order (threads and DMs live in `channels` only). */
  get textChannelIds(): string[] {
    return this.mainGuild.textChannelIds;
  }

  guild(id: string): LocalGuild | undefined {
    return this.guilds.find((g) => g.id === id);
  }

  private makeUser(username: string, bot: boolean): APIUser {
    return {
      id: this.fixedId(),
      username,
      global_name: username.charAt(0).toUpperCase() + username.slice(1),
      discriminator: '0',
      avatar: null,
      ...(bot ? { bot: true } : {}),
    };
  }

  private makeRole(id: string, name: string, permissions: bigint, position: number, managed: boolean): APIRole {
    return {
      id,
      name,
      color: 0,
      colors: { primary_color: 0, secondary_color: null, tertiary_color: null },
      hoist: false,
      icon: null,
      unicode_emoji: null,
      position,
      permissions: permissions.toString(),
      managed,
      mentionable: false,
      flags: NO_FLAGS,
      ...(managed ? { tags: { bot_id: this.bot.id } } : {}),
    };
  }

  /** Signals a change: waiters re-check, the page refreshes. */
  touch(): void {
    this.version += 1;
    this.events.emit('change', this.version);
  }

  /** Permissions of a member in a guild (the main one by default), as Discord sends them in interactions. */
  permissionsOf(userId: string, guildId: string = this.guildId): bigint {
    const guild = this.guild(guildId);
    if (!guild) return 0n;
    if (userId === guild.ownerId) return ALL_PERMISSIONS;
    const roleIds = new Set([guild.id, ...(guild.memberRoles.get(userId) ?? [])]);
    let bits = 0n;
    for (const r of guild.roles) if (roleIds.has(r.id)) bits |= BigInt(r.permissions);
    if ((bits & PermissionFlagsBits.Administrator) !== 0n) return ALL_PERMISSIONS;
    return bits;
  }

  member(userId: string, guildId: string = this.guildId): APIGuildMember | null {
    const user = this.users.get(userId);
    const roles = this.guild(guildId)?.memberRoles.get(userId);
    if (!user || !roles) return null;
    return {
      user,
      nick: null,
      avatar: null,
      banner: null,
      roles,
      joined_at: this.joinedAt,
      premium_since: null,
      deaf: false,
      mute: false,
      flags: NO_FLAGS,
      pending: false,
      communication_disabled_until: null,
    };
  }

  channel(id: string): LocalChannel | undefined {
    return this.channels.get(id);
  }

  /** The guild id a channel belongs to, or null for DMs. */
  guildOf(channel: LocalChannel): string | null {
    return channel.type === ChannelType.DM ? null : (channel.guild_id ?? this.guildId);
  }

  /** The DM channel between the bot and a user, made on first use like Discord does. */
  dmChannel(userId: string): APIDMChannel {
    const existing = this.dmChannelOf.get(userId);
    const found = existing ? this.channels.get(existing) : undefined;
    if (found && found.type === ChannelType.DM) return found;
    const user = this.users.get(userId);
    if (!user) throw new Error(`unknown user ${userId}`);
    const dm: APIDMChannel = {
      id: this.ids.next(),
      type: ChannelType.DM,
      name: null,
      recipients: [user],
      last_message_id: null,
      flags: NO_FLAGS,
    };
    this.channels.set(dm.id, dm);
    this.dmChannelOf.set(userId, dm.id);
    this.touch();
    return dm;
  }

  /** The user on the other side of a DM channel, if it is one. */
  dmRecipient(channelId: string): string | null {
    const ch = this.channels.get(channelId);
    if (!ch || ch.type !== ChannelType.DM) return null;
    return ch.recipients?.[0]?.id ?? null;
  }

  threadsOf(parentId: string): APIThreadChannel[] {
    const out: APIThreadChannel[] = [];
    for (const ch of this.channels.values()) {
      if ((ch.type === ChannelType.PublicThread || ch.type === ChannelType.PrivateThread) && ch.parent_id === parentId)
        out.push(ch);
    }
    return out;
  }

  addMessage(stored: StoredMessage): void {
    const list = this.messagesByChannel.get(stored.message.channel_id) ?? [];
    list.push(stored);
    this.messagesByChannel.set(stored.message.channel_id, list);
    this.messagesById.set(stored.message.id, stored);
    const ch = this.channels.get(stored.message.channel_id);
    if (ch && stored.ephemeralFor === null) {
      ch.last_message_id = stored.message.id;
      if (ch.type === ChannelType.PublicThread || ch.type === ChannelType.PrivateThread) {
        ch.message_count = (ch.message_count ?? 0) + 1;
        ch.total_message_sent = (ch.total_message_sent ?? 0) + 1;
      }
    }
    this.touch();
  }

  deleteMessage(id: string): boolean {
    const stored = this.messagesById.get(id);
    if (!stored) return false;
    this.messagesById.delete(id);
    const list = this.messagesByChannel.get(stored.message.channel_id) ?? [];
    this.messagesByChannel.set(
      stored.message.channel_id,
      list.filter((m) => m.message.id !== id),
    );
    this.touch();
    return true;
  }

  /** Every stored message, channel by channel, oldest first in each (what persistence saves). */
  allStoredMessages(): StoredMessage[] {
    return [...this.messagesByChannel.values()].flat();
  }

  /** Puts back saved messages (oldest first per channel) without notifying anyone: see persistence.ts. */
  restoreMessages(messages: StoredMessage[]): void {
    for (const stored of messages) {
      const list = this.messagesByChannel.get(stored.message.channel_id) ?? [];
      list.push(stored);
      this.messagesByChannel.set(stored.message.channel_id, list);
      this.messagesById.set(stored.message.id, stored);
    }
  }

  /** All stored messages of a channel, ephemeral ones included, oldest first. */
  storedMessages(channelId: string): StoredMessage[] {
    return this.messagesByChannel.get(channelId) ?? [];
  }

  /** What `userId` sees in a channel (everyone's messages plus their own ephemeral ones); null = public view. */
  visibleMessages(channelId: string, userId: string | null): APIMessage[] {
    return this.storedMessages(channelId)
      .filter((m) => m.ephemeralFor === null || m.ephemeralFor === userId)
      .map((m) => m.message);
  }

  addAttachment(
    filename: string,
    contentType: string,
    data: Buffer,
    baseUrl: string,
    description?: string,
  ): APIAttachment {
    const id = this.ids.next();
    this.attachments.set(id, { id, filename, contentType, data });
    const url = `${baseUrl}/attachments/${id}/${encodeURIComponent(filename)}`;
    return {
      id,
      filename,
      size: data.length,
      url,
      proxy_url: url,
      content_type: contentType,
      ...(description ? { description } : {}),
      ...pngSize(data),
    };
  }

  registeredCommands(guildId: string = this.guildId): APIApplicationCommand[] {
    return [...(this.commands.get('global') ?? []), ...(this.commands.get(guildId) ?? [])];
  }

  /** A registered command by name in a guild (the main one by default): guild commands shadow global ones, as in Discord's client. */
  command(name: string, guildId: string = this.guildId): APIApplicationCommand | undefined {
    return (
      this.commands.get(guildId)?.find((c) => c.name === name) ??
      this.commands.get('global')?.find((c) => c.name === name)
    );
  }
}

/** Width and height of a PNG from its header, so the page and discord.js see image sizes. */
function pngSize(data: Buffer): { width?: number; height?: number } {
  const PNG_SIGNATURE = '89504e470d0a1a0a';
  if (data.length < 24 || data.subarray(0, 8).toString('hex') !== PNG_SIGNATURE) return {};
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}
