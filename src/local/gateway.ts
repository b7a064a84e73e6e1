/**
 * Discord's v10 JSON gateway, for the stand-in's guilds: hello, heartbeat/ack, identify → READY +
 * GUILD_CREATE, resume with replay of missed dispatches, and dispatch of the events the
 * stand-in produces. Sessions outlive their sockets so a dropped client can resume.
 *
 * Sharding as Discord does it: each IDENTIFY may carry `shard: [id, count]`; a session then
 * gets READY and GUILD_CREATE for its own guilds only, and every guild event goes to the shard
 * `(guild_id >> 22) % count`. Events without a guild (DMs) go to shard 0.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  GatewayCloseCodes,
  GatewayDispatchEvents,
  type GatewayDispatchPayload,
  GatewayOpcodes,
  type GatewayReceivePayload,
} from 'discord-api-types/v10';
import { type WebSocket, WebSocketServer } from 'ws';
import { z } from 'zod';
import { guildCreatePayload, readyPayload } from './guildPayloads.js';
import type { Logger } from './log.js';
import type { World } from './world.js';

/** One dispatch event, typed by Discord's own union (`t` decides the shape of `d`). */
export type Dispatch = GatewayDispatchPayload extends infer P
  ? P extends GatewayDispatchPayload
    ? Pick<P, 't' | 'd'>
    : never
  : never;

interface SentDispatch {
  s: number;
  t: string;
  d: unknown;
}

/** [shard id, shard count]; [0, 1] for an unsharded client. */
export type ShardTuple = [number, number];

/** The shard a guild's events go to: Discord's `(guild_id >> 22) % num_shards`. */
export function shardOfGuild(guildId: string, count: number): number {
  return Number((BigInt(guildId) >> 22n) % BigInt(count));
}

interface Session {
  id: string;
  shard: ShardTuple;
  seq: number;
  socket: WebSocket | null;
  /** Recent dispatches, replayed on resume. */
  backlog: SentDispatch[];
  invalid: boolean;
}

export interface GatewayInfo {
  sessionId: string;
  shard: ShardTuple;
  connected: boolean;
  seq: number;
}

const BACKLOG_LIMIT = 2000;

const ClientFrame = z.object({ op: z.number().int(), d: z.unknown().optional() });
const IdentifyData = z.object({
  token: z.string(),
  shard: z
    .tuple([z.number().int().min(0), z.number().int().min(1)])
    .refine(([id, count]) => id < count)
    .optional(),
});
const ResumeData = z.object({ token: z.string(), session_id: z.string(), seq: z.number().nullable() });

export interface GatewayOptions {
  world: World;
  token: string;
  heartbeatIntervalMs: number;
  /** Shards the stand-in recommends (GET /gateway/bot); clients connected for all of them count as connected. */
  shardCount: number;
  /** Where clients should resume (the same server). */
  gatewayUrl: () => string;
  log: Logger;
}

/** The guild an event belongs to: its `guild_id`, or the guild itself for guild events. */
function guildOfEvent(event: Dispatch): string | null {
  const d = event.d as { id?: unknown; guild_id?: unknown } | undefined;
  if (typeof d?.guild_id === 'string') return d.guild_id;
  const guildEvents: string[] = [
    GatewayDispatchEvents.GuildCreate,
    GatewayDispatchEvents.GuildUpdate,
    GatewayDispatchEvents.GuildDelete,
  ];
  if (guildEvents.includes(event.t) && typeof d?.id === 'string') return d.id;
  return null;
}

export class Gateway {
  private readonly wss = new WebSocketServer({ noServer: true });
  private readonly sessions = new Map<string, Session>();
  private readonly sockets = new Set<WebSocket>();
  /** Counts identifies and resumes, so tests can see a reconnect happened. */
  readonly stats = { identifies: 0, resumes: 0, heartbeats: 0 };

  constructor(private readonly opts: GatewayOptions) {}

  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    this.wss.handleUpgrade(req, socket, head, (ws) => this.accept(ws));
  }

  private accept(ws: WebSocket): void {
    this.sockets.add(ws);
    let session: Session | null = null;
    this.send(ws, {
      op: GatewayOpcodes.Hello,
      s: null,
      t: null,
      d: { heartbeat_interval: this.opts.heartbeatIntervalMs },
    });
    ws.on('message', (raw) => {
      let frame: z.infer<typeof ClientFrame>;
      try {
        frame = ClientFrame.parse(JSON.parse(raw.toString()));
      } catch {
        ws.close(GatewayCloseCodes.DecodeError, 'Error while decoding payload.');
        return;
      }
      switch (frame.op) {
        case GatewayOpcodes.Heartbeat:
          this.stats.heartbeats += 1;
          this.send(ws, { op: GatewayOpcodes.HeartbeatAck, s: null, t: null, d: undefined });
          return;
        case GatewayOpcodes.Identify: {
          const d = IdentifyData.safeParse(frame.d);
          if (!d.success) {
            ws.close(
              d.error.issues.some((i) => i.path[0] === 'shard')
                ? GatewayCloseCodes.InvalidShard
                : GatewayCloseCodes.AuthenticationFailed,
            );
            return;
          }
          if (!this.tokenMatches(d.data.token)) {
            ws.close(GatewayCloseCodes.AuthenticationFailed, 'Authentication failed.');
            return;
          }
          session = this.identify(ws, d.data.shard ?? [0, 1]);
          return;
        }
        case GatewayOpcodes.Resume: {
          const d = ResumeData.safeParse(frame.d);
          const found = d.success ? this.sessions.get(d.data.session_id) : undefined;
          if (!d.success || !found || found.invalid || !this.tokenMatches(d.data.token)) {
            this.send(ws, { op: GatewayOpcodes.InvalidSession, s: null, t: null, d: false });
            return;
          }
          session = this.resume(ws, found, d.data.seq ?? 0);
          return;
        }
        case GatewayOpcodes.RequestGuildMembers: {
          const d = frame.d as { guild_id?: unknown } | null;
          this.sendMembersChunk(session, typeof d?.guild_id === 'string' ? d.guild_id : this.opts.world.guildId);
          return;
        }
        default:
          // Presence and voice updates change nothing in the stand-in.
          return;
      }
    });
    ws.on('close', (code) => {
      this.sockets.delete(ws);
      if (!session || session.socket !== ws) return;
      session.socket = null;
      // Discord ends a session when the client closes normally; other closes may resume.
      if (code === 1000 || code === 1001) session.invalid = true;
      this.opts.world.touch();
    });
  }

  private tokenMatches(token: string): boolean {
    return token.replace(/^Bot /, '') === this.opts.token;
  }

  private identify(ws: WebSocket, shard: ShardTuple): Session {
    this.stats.identifies += 1;
    const session: Session = {
      id: randomUUID().replaceAll('-', ''),
      shard,
      seq: 0,
      socket: ws,
      backlog: [],
      invalid: false,
    };
    this.sessions.set(session.id, session);
    const world = this.opts.world;
    const guilds = world.guilds.filter((g) => shardOfGuild(g.id, shard[1]) === shard[0]);
    this.sendDispatch(session, {
      t: GatewayDispatchEvents.Ready,
      d: readyPayload(world, session.id, this.opts.gatewayUrl(), shard, guilds),
    });
    for (const guild of guilds)
      this.sendDispatch(session, { t: GatewayDispatchEvents.GuildCreate, d: guildCreatePayload(world, guild) });
    world.touch();
    return session;
  }

  private resume(ws: WebSocket, session: Session, seq: number): Session {
    this.stats.resumes += 1;
    session.socket = ws;
    for (const e of session.backlog)
      if (e.s > seq) this.send(ws, { op: GatewayOpcodes.Dispatch, s: e.s, t: e.t, d: e.d });
    this.sendDispatch(session, { t: GatewayDispatchEvents.Resumed, d: undefined });
    this.opts.world.touch();
    return session;
  }

  private sendMembersChunk(session: Session | null, guildId: string): void {
    if (!session) return;
    const world = this.opts.world;
    if (!world.guild(guildId)) return;
    const members = [world.bot, ...world.players].flatMap((u) => {
      const m = world.member(u.id, guildId);
      return m ? [m] : [];
    });
    this.sendDispatch(session, {
      t: GatewayDispatchEvents.GuildMembersChunk,
      d: { guild_id: guildId, members, chunk_index: 0, chunk_count: 1 },
    });
  }

  private send(
    ws: WebSocket,
    payload: GatewayReceivePayload | { op: GatewayOpcodes; s: number; t: string; d: unknown },
  ) {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(payload));
  }

  private sendDispatch(session: Session, event: Dispatch): void {
    session.seq += 1;
    const sent: SentDispatch = { s: session.seq, t: event.t, d: event.d };
    session.backlog.push(sent);
    if (session.backlog.length > BACKLOG_LIMIT) session.backlog.shift();
    if (session.socket) this.send(session.socket, { op: GatewayOpcodes.Dispatch, ...sent });
  }

  /**
   * Sends an event to every live session (connected, or disconnected but resumable) of the
   * shard it belongs to: its guild's shard, or shard 0 for an event outside any guild.
   */
  dispatch(event: Dispatch): void {
    const guildId = guildOfEvent(event);
    for (const s of this.sessions.values()) {
      if (s.invalid) continue;
      const [id, count] = s.shard;
      if ((guildId === null ? 0 : shardOfGuild(guildId, count)) === id) this.sendDispatch(s, event);
    }
  }

  /** True when a client is connected and identified for every shard (or an unsharded one is). */
  hasConnectedClient(): boolean {
    const live = [...this.sessions.values()].filter((s) => !s.invalid && s.socket);
    if (live.some((s) => s.shard[1] === 1)) return true;
    const count = this.opts.shardCount;
    for (let id = 0; id < count; id++) if (!live.some((s) => s.shard[0] === id && s.shard[1] === count)) return false;
    return true;
  }

  /** Whether a session received the dispatch `t` whose payload id is `id` (among its recent dispatches). */
  received(sessionId: string, t: string, id: string): boolean {
    const s = this.sessions.get(sessionId);
    return s?.backlog.some((e) => e.t === t && (e.d as { id?: unknown } | null)?.id === id) ?? false;
  }

  info(): GatewayInfo[] {
    return [...this.sessions.values()]
      .filter((s) => !s.invalid)
      .map((s) => ({ sessionId: s.id, shard: s.shard, connected: s.socket !== null, seq: s.seq }));
  }

  /**
   * Cuts every gateway socket, as a network failure would. With a resumable close code
   * (the default, 4000) the sessions stay, so clients resume and get what they missed.
   */
  drop(code = 4000): void {
    for (const ws of this.sockets) {
      if (code === 0) ws.terminate();
      else ws.close(code, 'dropped by the stand-in');
    }
  }

  close(): void {
    for (const ws of this.sockets) ws.terminate();
    this.wss.close();
  }
}
