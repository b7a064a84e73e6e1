/**
 * The stand-in as tests and local mode use it: start it, point discord.js at `restApiUrl`,
 * log in with `token`, then act as simulated users and inspect what the bot sent.
 */
import { randomBytes } from 'node:crypto';
import {
  type APIApplicationCommand,
  type APIApplicationCommandOptionChoice,
  type APIInteraction,
  type APIMessage,
  type APIThreadChannel,
  type APIUser,
  ChannelType,
  ComponentType,
  InteractionType,
} from 'discord-api-types/v10';
import type { SlashOptions } from './commandOptions.js';
import { Gateway, type GatewayInfo, shardOfGuild } from './gateway.js';
import { type Hub, publishMessage } from './hub.js';
import {
  type ModalFields,
  startAutocomplete,
  startComponent,
  startForgedComponent,
  startModalSubmit,
  startSlash,
} from './interactionPayloads.js';
import { type InteractionKind, LocalInteraction } from './localInteraction.js';
import { consoleLogger, type Logger } from './log.js';
import { composeMessage } from './messages.js';
import { WorldPersistence } from './persistence.js';
import { appRoutes } from './restApp.js';
import { channelRoutes } from './restChannels.js';
import { interactionRoutes } from './restInteractions.js';
import { type FaultSpec, type LoggedRequest, Router } from './router.js';
import { listen, type StandInServer } from './server.js';
import { SpecCheck, type SpecViolation } from './specCheck.js';
import { type WaitOptions, waitFor } from './waiting.js';
import { type LocalUserSpec, World, type WorldOptions } from './world.js';

export interface StartLocalDiscordOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  /** The bot token the stand-in accepts; random when absent. */
  token?: string;
  /** Simulated players (the first owns the guild); four Polish-named players by default. */
  users?: LocalUserSpec[];
  guildName?: string;
  /** Guild text channels; the first is `channelId`. */
  channelNames?: string[];
  /** A second server the bot is in, owned by a player (the last by default): see WorldOptions. */
  otherGuild?: WorldOptions['otherGuild'];
  heartbeatIntervalMs?: number;
  /**
   * Shards the stand-in recommends in GET /gateway/bot (1 by default). Clients may identify as any
   * `[id, count]`; guild events go to the shard `(guild_id >> 22) % count`, DMs to shard 0.
   */
  shardCount?: number;
  /** Refuse first callbacks later than this (Discord: 3000 ms); off by default so slow machines do not flake. */
  responseWindowMs?: number | null;
  log?: Logger;
  /**
   * Check every REST request against Discord's OpenAPI description (vendor/discord-api-spec):
   * routes Discord lacks answer 404, bodies it would refuse answer 400 with code 50035. On by default.
   */
  specCheck?: boolean;
  /** Keep the world in this folder and continue from it on the next start (local mode: DATA_DIR/local-discord). */
  dataDir?: string | null;
}

export interface ActOptions {
  /** Where the user acts; the main channel by default. A DM channel id or a thread id work too. */
  channelId?: string;
  /** How long to wait for the bot to be connected before dispatching. */
  timeoutMs?: number;
}

/** A message or its id. */
export type MessageRef = APIMessage | string;

function kindOf(payload: APIInteraction): InteractionKind {
  switch (payload.type) {
    case InteractionType.ApplicationCommand:
      return 'slash';
    case InteractionType.ApplicationCommandAutocomplete:
      return 'autocomplete';
    case InteractionType.MessageComponent:
      return payload.data.component_type === ComponentType.Button ? 'button' : 'select';
    default:
      return 'modal';
  }
}

const refId = (m: MessageRef) => (typeof m === 'string' ? m : m.id);

export class LocalDiscord {
  readonly world: World;
  private readonly hub: Hub;
  private readonly gateway: Gateway;
  private readonly router: Router;
  private server: StandInServer | null = null;
  private readonly spec: SpecCheck | null;
  /** Keeps the world on disk when started with `dataDir`. */
  readonly persistence: WorldPersistence | null;
  readonly token: string;

  constructor(options: StartLocalDiscordOptions = {}) {
    const log = options.log ?? consoleLogger;
    this.token = options.token ?? `local.${randomBytes(18).toString('base64url')}`;
    this.world = new World(options);
    this.gateway = new Gateway({
      world: this.world,
      token: this.token,
      heartbeatIntervalMs: options.heartbeatIntervalMs ?? 41_250,
      shardCount: options.shardCount ?? 1,
      gatewayUrl: () => this.gatewayUrl,
      log,
    });
    this.hub = { world: this.world, gateway: this.gateway, baseUrl: () => this.url, log };
    this.router = new Router(
      [
        ...appRoutes(this.hub, () => this.gatewayUrl, options.shardCount ?? 1),
        ...channelRoutes(this.hub),
        ...interactionRoutes(this.hub, { responseWindowMs: options.responseWindowMs ?? null }),
      ],
      this.token,
      log,
      () => {},
    );
    this.persistence = options.dataDir
      ? new WorldPersistence(this.world, { dir: options.dataDir, log, baseUrl: () => this.server?.url ?? '' })
      : null;
    this.spec = options.specCheck === false ? null : new SpecCheck(this.router.routes);
    const spec = this.spec;
    if (spec) this.router.gate = (method, path, json) => spec.check(method, path, json);
  }

  /** @internal used by startLocalDiscord */
  async listen(port: number, host: string): Promise<void> {
    this.server = await listen({ port, host, router: this.router, gateway: this.gateway, discord: this });
    // Before any bot connects: it then finds its channels, threads and messages where it left them.
    this.persistence?.load(this.server.url);
    this.persistence?.start();
  }

  private get address(): string {
    if (!this.server) throw new Error('the stand-in is not listening');
    return this.server.url;
  }

  /** Base URL of the server (page, attachments). */
  get url(): string {
    return this.address;
  }
  /** For `new Client({ rest: { api: restApiUrl } })`. */
  get restApiUrl(): string {
    return `${this.address}/api`;
  }
  get gatewayUrl(): string {
    return this.address.replace(/^http/, 'ws');
  }
  /** The play page. */
  get pageUrl(): string {
    return `${this.address}/`;
  }
  get applicationId(): string {
    return this.world.applicationId;
  }
  get bot(): APIUser {
    return this.world.bot;
  }
  /** The simulated players (not the bot). */
  get users(): APIUser[] {
    return this.world.players;
  }
  get guildId(): string {
    return this.world.guildId;
  }
  /** The second server, when the stand-in was started with `otherGuild`. */
  get otherGuildId(): string {
    const g = this.world.guilds[1];
    if (!g) throw new Error('the stand-in was started without a second guild');
    return g.id;
  }
  /** The second server's first text channel. */
  get otherChannelId(): string {
    const g = this.world.guilds[1];
    const id = g?.textChannelIds[0];
    if (!id) throw new Error('the stand-in was started without a second guild');
    return id;
  }
  /** The main text channel. */
  get channelId(): string {
    const id = this.world.textChannelIds[0];
    if (!id) throw new Error('the stand-in has no text channel');
    return id;
  }
  get channels(): { id: string; name: string }[] {
    return this.world.textChannelIds.flatMap((id) => {
      const ch = this.world.channel(id);
      return ch && ch.type === ChannelType.GuildText ? [{ id, name: ch.name }] : [];
    });
  }

  /** A simulated player by username ('ala', 'bartek', …). */
  user(username: string): APIUser {
    const u = this.world.players.find((p) => p.username === username);
    if (!u) throw new Error(`no simulated user ${username}`);
    return u;
  }

  // ——— acting as users ———

  /** Waits until a bot client is connected and identified (or resumed). */
  waitForClient(options: WaitOptions = {}): Promise<true> {
    return waitFor(this.world, () => this.gateway.hasConnectedClient(), {
      what: 'a bot client on the gateway',
      ...options,
    });
  }

  /** Runs `/commandLine` (e.g. 'game new', with subcommand words) as `userId`. */
  async slash(userId: string, commandLine: string, options: SlashOptions = {}, act: ActOptions = {}) {
    await this.waitForClient({ timeoutMs: act.timeoutMs });
    const rec = startSlash(this.hub, userId, commandLine, options, act.channelId ?? this.channelId);
    return new LocalInteraction(this.world, rec, 'slash');
  }

  /** Asks the bot for autocomplete choices while `focused` is being typed; resolves to the choices. */
  async autocomplete(
    userId: string,
    commandLine: string,
    options: SlashOptions,
    focused: string,
    act: ActOptions = {},
  ): Promise<APIApplicationCommandOptionChoice[]> {
    await this.waitForClient({ timeoutMs: act.timeoutMs });
    const rec = startAutocomplete(this.hub, userId, commandLine, options, focused, act.channelId ?? this.channelId);
    return new LocalInteraction(this.world, rec, 'autocomplete').choices();
  }

  /** Clicks a button on a message (in a channel, thread or the user's DMs). */
  async click(userId: string, message: MessageRef, customId: string, act: Omit<ActOptions, 'channelId'> = {}) {
    await this.waitForClient({ timeoutMs: act.timeoutMs });
    return new LocalInteraction(this.world, startComponent(this.hub, userId, refId(message), customId, null), 'button');
  }

  /**
   * A modified client: sends a component interaction with any custom id (and select values) on
   * any message the user can see, whether or not the message carries such a component. Discord
   * relays what the client sends, so the bot must not trust a custom id.
   */
  async forgeComponent(
    userId: string,
    message: MessageRef,
    customId: string,
    values: string[] | null = null,
    act: Omit<ActOptions, 'channelId'> = {},
  ) {
    await this.waitForClient({ timeoutMs: act.timeoutMs });
    const rec = startForgedComponent(this.hub, userId, refId(message), customId, values);
    return new LocalInteraction(this.world, rec, values === null ? 'button' : 'select');
  }

  /** Picks `values` in a select menu on a message. */
  async select(
    userId: string,
    message: MessageRef,
    customId: string,
    values: string[],
    act: Omit<ActOptions, 'channelId'> = {},
  ) {
    await this.waitForClient({ timeoutMs: act.timeoutMs });
    return new LocalInteraction(
      this.world,
      startComponent(this.hub, userId, refId(message), customId, values),
      'select',
    );
  }

  /** Submits the modal that `opener` made the bot show, with field values by custom id. */
  async submitModal(userId: string, opener: LocalInteraction | string, fields: ModalFields, act: ActOptions = {}) {
    await this.waitForClient({ timeoutMs: act.timeoutMs });
    const rec = this.world.interactions.get(typeof opener === 'string' ? opener : opener.id);
    if (!rec) throw new Error('unknown interaction');
    return new LocalInteraction(this.world, startModalSubmit(this.hub, userId, rec, fields), 'modal');
  }

  /** A simulated user writes a plain message (the bot sees MESSAGE_CREATE). */
  say(userId: string, content: string, act: ActOptions = {}): APIMessage {
    const author = this.world.users.get(userId);
    if (!author) throw new Error(`unknown user ${userId}`);
    const message = composeMessage(this.world, {
      channelId: act.channelId ?? this.channelId,
      author,
      body: { content },
      files: [],
      baseUrl: this.url,
    });
    publishMessage(this.hub, { message, ephemeralFor: null, interactionId: null });
    return message;
  }

  /** A handle on an interaction by id (for example one started from the page). */
  interaction(id: string): LocalInteraction {
    const rec = this.world.interactions.get(id);
    if (!rec) throw new Error(`unknown interaction ${id}`);
    return new LocalInteraction(this.world, rec, kindOf(rec.payload));
  }

  // ——— what the bot sent ———

  /** Messages in a channel or thread, oldest first: everyone's, plus `as`'s ephemeral replies if given. */
  messages(channelId: string = this.channelId, as: string | null = null): APIMessage[] {
    return this.world.visibleMessages(channelId, as);
  }

  /** The bot's DMs with a user, oldest first (empty if none were opened). */
  dmsOf(userId: string): APIMessage[] {
    const id = this.world.dmChannelOf.get(userId);
    return id ? this.world.visibleMessages(id, userId) : [];
  }

  dmChannelId(userId: string): string | null {
    return this.world.dmChannelOf.get(userId) ?? null;
  }

  /** Ephemeral replies only `userId` can see, in every channel, oldest first. */
  ephemeralsFor(userId: string): APIMessage[] {
    return [...this.world.messagesById.values()].filter((m) => m.ephemeralFor === userId).map((m) => m.message);
  }

  /** The current original response and follow-ups of an interaction. */
  interactionReplies(interactionId: string): APIMessage[] {
    return this.interaction(interactionId).replies();
  }

  threads(parentId: string = this.channelId): APIThreadChannel[] {
    return this.world.threadsOf(parentId);
  }

  pins(channelId: string = this.channelId): APIMessage[] {
    return (this.world.pins.get(channelId) ?? []).flatMap((id) => this.world.messagesById.get(id)?.message ?? []);
  }

  /** Commands the bot registered (global and guild). */
  commands(): APIApplicationCommand[] {
    return this.world.registeredCommands();
  }

  /** Every REST request the bot made, in order, with status and JSON body. */
  get requests(): readonly LoggedRequest[] {
    return this.router.requests;
  }

  /** Requests Discord would have refused (bad body: 400/50035, or a route Discord lacks: 404), in order. */
  get specViolations(): readonly SpecViolation[] {
    return this.spec?.violations ?? [];
  }

  /** Milliseconds it took to load the spec and compile its schemas (once per process; 0 when off). */
  get specCompileMs(): number {
    return this.spec?.compileMs ?? 0;
  }

  /** How many requests were checked against Discord's spec. */
  get specChecked(): number {
    return this.spec?.checked ?? 0;
  }

  /** The bytes of an attachment served by the stand-in. */
  attachmentData(attachmentId: string): Buffer | null {
    return this.world.attachments.get(attachmentId)?.data ?? null;
  }

  waitFor<T>(probe: () => T | null | undefined | false, options: WaitOptions = {}): Promise<T> {
    return waitFor(this.world, probe, options);
  }

  waitForMessage(
    channelId: string,
    predicate: (m: APIMessage) => boolean = () => true,
    options: WaitOptions & { as?: string } = {},
  ): Promise<APIMessage> {
    return waitFor(this.world, () => this.messages(channelId, options.as ?? null).find(predicate), {
      what: `a matching message in channel ${channelId}`,
      ...options,
    });
  }

  waitForDm(userId: string, predicate: (m: APIMessage) => boolean = () => true, options: WaitOptions = {}) {
    return waitFor(this.world, () => this.dmsOf(userId).find(predicate), {
      what: `a matching DM to user ${userId}`,
      ...options,
    });
  }

  // ——— controls ———

  /** The user blocks DMs: the bot's messages into their DM channel fail with 50007 (HTTP 403). */
  blockDms(userId: string, blocked = true): void {
    if (blocked) this.world.dmBlocked.add(userId);
    else this.world.dmBlocked.delete(userId);
    this.world.touch();
  }

  /** Answers the next matching REST request(s) with 429 (with Retry-After) or a 5xx. */
  failNext(spec: FaultSpec): void {
    this.router.failNext(spec);
  }

  /** Discord recovers: the faults not yet answered are dropped. */
  clearFaults(): void {
    this.router.clearFaults();
  }

  /** Cuts the gateway sockets; with the default resumable close code the client resumes. */
  dropGateway(code?: number): void {
    this.gateway.drop(code);
  }

  gatewaySessions(): GatewayInfo[] {
    return this.gateway.info();
  }

  /**
   * Whether the gateway session sent its client the dispatch `event` (e.g. 'INTERACTION_CREATE',
   * 'GUILD_CREATE') whose payload id is `id`, among its recent dispatches.
   */
  sessionReceived(sessionId: string, event: string, id: string): boolean {
    return this.gateway.received(sessionId, event, id);
  }

  /** The shard `(guild_id >> 22) % count` a guild's events go to. */
  shardOf(guildId: string, count: number): number {
    return shardOfGuild(guildId, count);
  }

  get gatewayStats(): Readonly<{ identifies: number; resumes: number; heartbeats: number }> {
    return this.gateway.stats;
  }

  /** What local mode prints at start-up: where the page is and who can play. */
  banner(): string {
    const names = this.users.map((u) => u.global_name ?? u.username).join(', ');
    return [
      `Local Discord is running (no Discord token needed).`,
      `  Play page:  ${this.pageUrl}`,
      `  Players:    ${names} (switch between them on the page)`,
      `  REST API:   ${this.restApiUrl}   gateway: ${this.gatewayUrl}`,
    ].join('\n');
  }

  async close(): Promise<void> {
    this.gateway.close();
    await this.server?.close();
    this.persistence?.close();
    this.server = null;
  }
}

/** Starts the stand-in on `port` (0 = a free one) and resolves once it is listening. */
export async function startLocalDiscord(options: StartLocalDiscordOptions = {}): Promise<LocalDiscord> {
  const d = new LocalDiscord(options);
  await d.listen(options.port ?? 0, options.host ?? '127.0.0.1');
  return d;
}
