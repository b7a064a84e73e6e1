/**
 * The stand-in's world on disk, so stopping and starting local mode continues every game where
 * it was: channels and threads, DM channels, messages, pins, registered commands, recent
 * interactions and the id mint in `world.json`; attachment bytes as files in `attachments/`.
 *
 * Writes are debounced (one write per burst of changes) and atomic: the JSON goes to a temporary
 * file, is flushed to disk and renamed over the old one, so a crash leaves the previous or the new
 * world, never half of one. Size stays bounded: attachments no message refers to any more (a board
 * image replaced by an edit) are deleted; ephemeral replies and interactions are kept only while
 * Discord would still let the bot use them (15 minutes); a channel keeps its newest messages up
 * to a cap (pins always kept).
 */
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { type APIApplicationCommand, ChannelType } from 'discord-api-types/v10';
import type { Logger } from './log.js';
import type { InteractionRecord, LocalChannel, StoredMessage, World } from './world.js';

const FORMAT = 1;
/** Discord's interaction tokens stay valid for 15 minutes. */
const INTERACTION_LIFETIME_MS = 15 * 60_000;
/** An attachment nobody refers to is kept this long (its message may still be on its way). */
const ATTACHMENT_GRACE_MS = 60_000;

interface SavedAttachment {
  id: string;
  filename: string;
  contentType: string;
}

interface WorldFile {
  format: number;
  savedAt: string;
  /** The server's base URL when saved: attachment URLs are rewritten if the port changed. */
  baseUrl: string;
  version: number;
  ids: { lastMs: string; counter: string };
  channels: LocalChannel[];
  messages: StoredMessage[];
  attachments: SavedAttachment[];
  pins: [string, string[]][];
  commands: [string, APIApplicationCommand[]][];
  dmChannelOf: [string, string][];
  dmBlocked: string[];
  interactions: InteractionRecord[];
}

export interface PersistenceOptions {
  dir: string;
  log: Logger;
  /** The server's base URL (attachment URLs start with it); empty before it listens. */
  baseUrl: () => string;
  /** Quiet time before a burst of changes is written (default 300 ms). */
  debounceMs?: number;
  /** Newest messages kept per channel (default 5000; pinned ones always). */
  maxMessagesPerChannel?: number;
  now?: () => number;
}

export interface PersistenceStats {
  saves: number;
  lastBytes: number;
  attachmentFiles: number;
  attachmentsDeleted: number;
}

export class WorldPersistence {
  private readonly file: string;
  private readonly attachmentDir: string;
  private readonly debounceMs: number;
  private readonly maxPerChannel: number;
  private readonly now: () => number;
  private timer: NodeJS.Timeout | null = null;
  private readonly onChange = () => this.schedule();
  /** Attachment ids whose bytes are on disk. */
  private readonly onDisk = new Set<string>();
  /** When each attachment was first seen unreferenced (for the grace period). */
  private readonly orphanSince = new Map<string, number>();
  readonly stats: PersistenceStats = { saves: 0, lastBytes: 0, attachmentFiles: 0, attachmentsDeleted: 0 };

  constructor(
    private readonly world: World,
    private readonly options: PersistenceOptions,
  ) {
    this.file = join(options.dir, 'world.json');
    this.attachmentDir = join(options.dir, 'attachments');
    this.debounceMs = options.debounceMs ?? 300;
    this.maxPerChannel = options.maxMessagesPerChannel ?? 5000;
    this.now = options.now ?? Date.now;
    mkdirSync(this.attachmentDir, { recursive: true });
  }

  /** Reads the saved world into `world` (before the bot connects); false when there is none yet. */
  load(baseUrl: string): boolean {
    if (!existsSync(this.file)) return false;
    const text = readFileSync(this.file, 'utf8');
    let data = JSON.parse(text) as WorldFile;
    if (data.format !== FORMAT) throw new Error(`${this.file}: unknown format ${data.format}`);
    // Served attachments' URLs name the server; a new port (tests) means new URLs.
    if (data.baseUrl !== baseUrl && data.baseUrl !== '')
      data = JSON.parse(text.replaceAll(`${data.baseUrl}/attachments/`, `${baseUrl}/attachments/`)) as WorldFile;
    const w = this.world;
    w.ids.restore(data.ids);
    for (const ch of data.channels) w.channels.set(ch.id, ch);
    w.restoreMessages(data.messages);
    // A message that started a thread carries the thread: point it at the live channel object again.
    for (const stored of data.messages) {
      const thread = stored.message.thread && w.channels.get(stored.message.thread.id);
      if (thread && (thread.type === ChannelType.PublicThread || thread.type === ChannelType.PrivateThread))
        stored.message.thread = thread;
    }
    for (const a of data.attachments) {
      const path = join(this.attachmentDir, a.id);
      if (!existsSync(path)) {
        this.options.log.warn(`local world: attachment ${a.id} (${a.filename}) is missing on disk`);
        continue;
      }
      w.attachments.set(a.id, { ...a, data: readFileSync(path) });
      this.onDisk.add(a.id);
    }
    for (const [channelId, ids] of data.pins) w.pins.set(channelId, ids);
    for (const [scope, cmds] of data.commands) w.commands.set(scope, cmds);
    for (const [userId, channelId] of data.dmChannelOf) w.dmChannelOf.set(userId, channelId);
    for (const userId of data.dmBlocked) w.dmBlocked.add(userId);
    for (const rec of data.interactions) {
      w.interactions.set(rec.id, rec);
      w.interactionsByToken.set(rec.token, rec);
    }
    w.version = data.version;
    // Attachment files the saved world no longer names (a crash between write and clean-up).
    for (const name of readdirSync(this.attachmentDir)) {
      if (!w.attachments.has(name)) rmSync(join(this.attachmentDir, name), { force: true });
    }
    this.options.log.info(
      `local world restored from ${this.file}: ${w.channels.size} channels, ${data.messages.length} messages, ${data.attachments.length} attachments`,
    );
    return true;
  }

  /** Saves after every burst of changes from now on. */
  start(): void {
    this.world.events.on('change', this.onChange);
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      try {
        this.save();
      } catch (e) {
        this.options.log.warn(`local world: saving failed: ${e instanceof Error ? e.message : String(e)}`);
      }
    }, this.debounceMs);
    this.timer.unref();
  }

  /** Writes the world now (atomically), then deletes attachment files nothing refers to. */
  save(): void {
    const w = this.world;
    const now = this.now();
    const keptMessages = this.messagesToKeep(now);
    const keptInteractions = this.interactionsToKeep(now, keptMessages);
    const referenced = new Set<string>();
    for (const stored of keptMessages) for (const a of stored.message.attachments ?? []) referenced.add(a.id);
    const attachments: SavedAttachment[] = [];
    for (const a of w.attachments.values()) {
      const keep = referenced.has(a.id) || now - this.firstOrphaned(a.id, now) < ATTACHMENT_GRACE_MS;
      if (referenced.has(a.id)) this.orphanSince.delete(a.id);
      if (!keep) continue;
      if (!this.onDisk.has(a.id)) {
        writeAtomically(join(this.attachmentDir, a.id), a.data);
        this.onDisk.add(a.id);
      }
      attachments.push({ id: a.id, filename: a.filename, contentType: a.contentType });
    }
    const file: WorldFile = {
      format: FORMAT,
      savedAt: new Date(now).toISOString(),
      baseUrl: this.options.baseUrl(),
      version: w.version,
      ids: w.ids.state(),
      channels: [...w.channels.values()],
      messages: keptMessages,
      attachments,
      pins: [...w.pins.entries()],
      commands: [...w.commands.entries()],
      dmChannelOf: [...w.dmChannelOf.entries()],
      dmBlocked: [...w.dmBlocked],
      interactions: keptInteractions,
    };
    const bytes = Buffer.from(JSON.stringify(file));
    writeAtomically(this.file, bytes);
    this.stats.saves += 1;
    this.stats.lastBytes = bytes.length;
    // Only after the world that no longer names them is safely on disk.
    const keptIds = new Set(attachments.map((a) => a.id));
    for (const id of [...this.onDisk]) {
      if (keptIds.has(id)) continue;
      rmSync(join(this.attachmentDir, id), { force: true });
      this.onDisk.delete(id);
      w.attachments.delete(id);
      this.orphanSince.delete(id);
      this.stats.attachmentsDeleted += 1;
    }
    this.stats.attachmentFiles = this.onDisk.size;
  }

  private firstOrphaned(id: string, now: number): number {
    const since = this.orphanSince.get(id);
    if (since !== undefined) return since;
    this.orphanSince.set(id, now);
    return now;
  }

  /** Public messages (newest `maxPerChannel` per channel, pins always) and ephemeral ones still usable. */
  private messagesToKeep(now: number): StoredMessage[] {
    const w = this.world;
    const pinned = new Set([...w.pins.values()].flat());
    const byChannel = new Map<string, StoredMessage[]>();
    for (const stored of w.allStoredMessages()) {
      if (stored.ephemeralFor !== null) {
        const rec = stored.interactionId ? w.interactions.get(stored.interactionId) : undefined;
        if (!rec || now - rec.createdAt > INTERACTION_LIFETIME_MS) continue;
      }
      const list = byChannel.get(stored.message.channel_id) ?? [];
      list.push(stored);
      byChannel.set(stored.message.channel_id, list);
    }
    const out: StoredMessage[] = [];
    for (const list of byChannel.values()) {
      const cut = list.length - this.maxPerChannel;
      out.push(...list.filter((m, i) => i >= cut || pinned.has(m.message.id)));
    }
    return out;
  }

  /** Interactions still answerable, and those whose reply is a kept message (the page shows who used which command). */
  private interactionsToKeep(now: number, messages: StoredMessage[]): InteractionRecord[] {
    const answered = new Set(messages.flatMap((m) => (m.interactionId ? [m.interactionId] : [])));
    return [...this.world.interactions.values()].filter(
      (rec) => now - rec.createdAt <= INTERACTION_LIFETIME_MS || answered.has(rec.id),
    );
  }

  /** Writes pending changes now and stops listening. */
  close(): void {
    this.world.events.off('change', this.onChange);
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    this.save();
  }
}

/** Temp file, flushed, renamed over the target: readers see the old or the new content, never a part. */
function writeAtomically(path: string, data: Buffer): void {
  const tmp = `${path}.${process.pid}.tmp`;
  const fd = openSync(tmp, 'w');
  try {
    writeSync(fd, data);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, path);
}
