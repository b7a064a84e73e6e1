/**
 * The Table's ports (STYLE 10): it takes a store, a notifier, board images, a clock and a
 * logger as arguments, so tests drive it without Discord and the bot wires the real ones.
 */
import type { AnyGameDefinition } from '../engines/kit/types.js';

/** How a button reads: the main way on, a neutral one, a yes, a no. */
export type Tone = 'primary' | 'secondary' | 'success' | 'danger';

export interface SelectOption {
  value: string;
  label: string;
  description?: string;
}

/**
 * What a message offers, in the Table's words (no transport's shapes): a button or a menu,
 * addressed by the Table's own id (customId.ts). The Discord presenter (src/bot/presenter.ts)
 * turns these into Discord components and keeps them inside Discord's limits.
 */
export type Control =
  | { kind: 'button'; id: string; label: string; tone: Tone; disabled?: boolean }
  | {
      kind: 'select';
      id: string;
      placeholder: string;
      options: SelectOption[];
      min?: number;
      max?: number;
      disabled?: boolean;
    };

/** Controls shown side by side (a Discord action row). */
export type ControlRow = Control[];

export interface OutFile {
  name: string;
  data: Buffer;
}

/** A message the bot sends: plain text (Discord markdown), controls and attachments. */
export interface OutMessage {
  content: string;
  components?: ControlRow[];
  files?: OutFile[];
  /** Users this message may ping; nobody else is pinged even if mentioned. */
  pingUsers?: string[];
  /**
   * Makes a post idempotent (the outbox's entry and step): the service keeps one message per key
   * for a while (Discord: `nonce` with `enforce_nonce`), so a post repeated after a crash between
   * sending it and recording it is not shown twice.
   */
  idempotencyKey?: string;
}

export type DmResult = { ok: true; channelId: string; messageId: string } | { ok: false; code: number | null };

/**
 * Why a delivery failed, as the outbox needs to know it: `transient` (the service answered 5xx or
 * 429, or did not answer) is tried again later (not before `retryAfterMs`); `missing` means the
 * channel or message is gone, so the presenter recreates it; `refused` will not succeed on retry.
 */
export class DeliveryError extends Error {
  constructor(
    readonly reason: 'transient' | 'missing' | 'refused',
    readonly what: 'channel' | 'message' | null,
    readonly retryAfterMs: number | null,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'DeliveryError';
  }
}

export function isMissing(err: unknown, what?: 'channel' | 'message'): boolean {
  return err instanceof DeliveryError && err.reason === 'missing' && (what === undefined || err.what === what);
}

/** Channel messages, threads and DMs. No call of this port ever happens inside a transaction. */
export interface Notifier {
  /** Posts a message; returns its id. */
  post(channelId: string, message: OutMessage): Promise<string>;
  edit(channelId: string, messageId: string, message: OutMessage): Promise<void>;
  pin(channelId: string, messageId: string): Promise<void>;
  /** Creates a public thread under a channel; returns the thread's channel id. */
  createThread(channelId: string, name: string): Promise<string>;
  /** Sends a direct message; a closed DM (Discord error 50007 or any other) is a result, not a throw. */
  dm(userId: string, message: OutMessage): Promise<DmResult>;
}

export interface BoardImageRequest {
  gameId: string;
  definition: AnyGameDefinition;
  /**
   * The engine state. Renderers never see it: the adapter hands them only the spectator
   * view (`view(state, null)`), so an image cannot leak a secret by construction.
   */
  state: unknown;
  previousState?: unknown;
  locale: 'pl' | 'en';
  deadline?: Date | null;
  title: string;
  phase: string;
  /** Who plays each seat (display names by seat number): public, shown on the board's player panels. */
  players?: readonly string[];
}

export interface BoardImage {
  png: Buffer;
  hash: string;
}

/** Renders a game's public view to a PNG; null when the game has no renderer. */
export interface BoardImages {
  render(request: BoardImageRequest): Promise<BoardImage | null>;
}

/** pino-compatible. */
export interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export type Clock = () => Date;
