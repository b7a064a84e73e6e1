/**
 * The store's public shapes: plain objects, no Prisma types, so nothing outside
 * src/store depends on the ORM. JSON columns come back as `unknown`; the Table parses them.
 */

import type { BotLevel } from '../engines/kit/bot.js';

export type GameStatus = 'lobby' | 'active' | 'paused' | 'finished' | 'cancelled';

/** Deadline settings of a game. */
export type DeadlineSetting =
  | { kind: 'duration'; minutes: number }
  /** A fixed local time every day, e.g. 20:00 in Europe/Warsaw (DST-safe). */
  | { kind: 'daily'; time: string; timezone: string };

export interface SeatRecord {
  id: string;
  gameId: string;
  seat: number;
  userId: string;
  faction: string | null;
  displayName: string;
  joinedAt: Date;
  missedCount: number;
  extensionsLeft: number;
  absent: boolean;
  isBot: boolean;
  /** A bot seat's level (kit/bot.ts BOT_LEVELS); absent reads as 'normal'. */
  botLevel?: BotLevel;
  remindersMuted: boolean;
  lastNudgeAt: Date | null;
  promptPath: 'dm' | 'channel';
  /** The action seq up to which the seat last asked for a catch-up (0: never). */
  seenSeq?: number;
}

export interface GameRecord {
  id: string;
  guildId: string;
  channelId: string;
  threadId: string | null;
  kind: string;
  status: GameStatus;
  creatorId: string;
  locale: string;
  options: unknown;
  seedHash: string;
  seed: string;
  engineVersion: number;
  state: unknown;
  rngState: unknown;
  version: number;
  deadline: DeadlineSetting;
  nextDeadlineAt: Date | null;
  pausedAt: Date | null;
  pausedMinutes: number;
  statusMessageId: string | null;
  boardMessageId: string | null;
  lastImageHash: string | null;
  undoRequest: unknown;
  result: unknown;
  /** The sequence number of the last logged action. */
  lastSeq: number;
  /** The seats owing a decision, as last written with the state (for lists; the state decides). */
  owingSeats: number[];
  createdAt: Date;
  updatedAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  /** Seats in seat order. */
  seats: SeatRecord[];
}

/** A seat as lists and scope checks need it. */
export type SeatSummary = Pick<SeatRecord, 'seat' | 'userId' | 'displayName' | 'faction' | 'isBot' | 'remindersMuted'>;

/**
 * A game without its state: what finding the game a command means, checking the caller's scope
 * and listing games need. One indexed statement; never the state, options or seed.
 */
export interface GameSummary {
  id: string;
  guildId: string;
  channelId: string;
  threadId: string | null;
  kind: string;
  status: GameStatus;
  creatorId: string;
  locale: string;
  version: number;
  owingSeats: number[];
  statusMessageId: string | null;
  createdAt: Date;
  /** Seats in seat order. */
  seats: SeatSummary[];
}

export interface NewGame {
  id: string;
  guildId: string;
  channelId: string;
  threadId?: string | null;
  kind: string;
  creatorId: string;
  locale: string;
  options: unknown;
  seed: string;
  seedHash: string;
  engineVersion: number;
  deadline: DeadlineSetting;
}

/** Fields of a game a transaction may change (version is bumped by the store). */
export type GamePatch = Partial<
  Pick<
    GameRecord,
    | 'threadId'
    | 'status'
    | 'locale'
    | 'options'
    | 'state'
    | 'rngState'
    | 'deadline'
    | 'nextDeadlineAt'
    | 'pausedAt'
    | 'pausedMinutes'
    | 'statusMessageId'
    | 'boardMessageId'
    | 'lastImageHash'
    | 'undoRequest'
    | 'result'
    | 'startedAt'
    | 'finishedAt'
    | 'engineVersion'
    | 'owingSeats'
  >
>;

export type ActionSource = 'player' | 'default' | 'bot';

export interface ActionRecord {
  id: string;
  gameId: string;
  seq: number;
  seat: number;
  userId: string | null;
  source: ActionSource;
  payload: unknown;
  events: unknown;
  irreversible: boolean;
  commitment: string | null;
  salt: string | null;
  interactionId: string | null;
  versionAfter: number;
  createdAt: Date;
  undone: boolean;
}

export interface NewAction {
  seat: number;
  userId: string | null;
  source: ActionSource;
  payload: unknown;
  events: unknown;
  irreversible: boolean;
  commitment?: string | null;
  salt?: string | null;
  interactionId?: string | null;
}

export type SeatPatch = Partial<
  Pick<
    SeatRecord,
    | 'userId'
    | 'faction'
    | 'displayName'
    | 'missedCount'
    | 'extensionsLeft'
    | 'absent'
    | 'isBot'
    | 'botLevel'
    | 'remindersMuted'
    | 'lastNudgeAt'
    | 'promptPath'
  >
>;

export type JobKind = 'deadline' | 'reminder';

export interface JobRecord {
  id: string;
  gameId: string;
  kind: JobKind;
  /** -1 for the whole game. */
  seat: number;
  dueAt: Date;
  gameVersion: number;
  slot: string;
  doneAt: Date | null;
  leasedUntil: Date | null;
}

export interface NewJob {
  kind: JobKind;
  seat: number;
  dueAt: Date;
  slot: string;
}

export interface ChannelSettingsRecord {
  channelId: string;
  guildId: string;
  locale: string;
  deadlineMinutes: number;
  reminderSchedule: unknown;
  threadPerGame: boolean;
}

/** A message the presenter keeps editing for a seat (see PresenterMessage in the schema). */
export interface PresenterMessageRecord {
  gameId: string;
  seat: number;
  role: 'prompt' | 'sealed' | 'lobby';
  decision: string;
  channelId: string;
  messageId: string;
}

/** One entry of a game's outbox (see OutboxEntry in the schema). */
export interface OutboxRecord {
  id: string;
  gameId: string;
  seq: number;
  kind: string;
  payload: unknown;
  /** Steps already delivered. */
  step: number;
  attempts: number;
  nextAttemptAt: Date;
  leasedUntil: Date | null;
  leaseToken: string | null;
  deliveredAt: Date | null;
  lastError: string | null;
  createdAt: Date;
}

/** What a deliverer holding an entry's lease records; nothing is written once the lease was lost. */
/**
 * An outbox entry kept back by the request that wrote it until that request has answered its
 * interaction: the answer edits the very message a prompt may be edited into, so it goes first.
 * `until` is by the deliverers' wall clock: a request that died never releases it.
 */
export interface OutboxHold {
  token: string;
  until: Date;
}

export interface OutboxProgress {
  step?: number;
  attempts?: number;
  nextAttemptAt?: Date;
  deliveredAt?: Date;
  lastError?: string | null;
  /** Gives the lease up (after a failure, or when done). */
  release?: boolean;
  /** Extends the lease until then. */
  leasedUntil?: Date;
}

export interface PlayerSettingsRecord {
  userId: string;
  timezone: string;
  quietStart: number | null;
  quietEnd: number | null;
  locale: string | null;
  /** Left out of /game record; absent keeps what is stored (false for a new player). */
  recordOptOut?: boolean;
}

/** Thrown when a versioned write finds the game at another version (a stale button, a lost race). */
export class VersionConflictError extends Error {
  constructor(
    readonly gameId: string,
    readonly expected: number,
    readonly actual: number | null,
  ) {
    super(`game ${gameId}: expected version ${expected}, found ${actual ?? 'none'}`);
    this.name = 'VersionConflictError';
  }
}

/**
 * The database did not answer in time or kept dropping the connection, on every retry: nothing
 * of the operation was committed that a retry would not find again. The caller tells the
 * player to try again.
 */
export class StoreUnavailableError extends Error {
  constructor(
    readonly operation: string,
    cause: unknown,
  ) {
    super(`database unavailable during ${operation}`, { cause });
    this.name = 'StoreUnavailableError';
  }
}

export class GameNotFoundError extends Error {
  constructor(readonly gameId: string) {
    super(`game ${gameId} not found`);
    this.name = 'GameNotFoundError';
  }
}

/**
 * Everything a transaction on one game may do. The game row is locked (FOR UPDATE) for the
 * whole transaction, so concurrent writers to one game run one after the other and none is lost.
 */
export interface GameTx {
  /** The game as loaded (and locked) at the start of the transaction, updated by `update`. */
  readonly game: GameRecord;
  /** The settings of the game's channel, read with the lock (deadline planning). */
  readonly channelSettings: ChannelSettingsRecord | null;
  /** The settings of the players seated at the game, read with the lock (deadline planning). */
  readonly playerSettings: PlayerSettingsRecord[];
  /** Applies a patch and bumps the version (checked against the loaded version). */
  update(patch: GamePatch): Promise<GameRecord>;
  /** The next action of the log (seq = last + 1). Bumps nothing by itself. */
  appendAction(action: NewAction): Promise<ActionRecord>;
  /** The action an interaction already produced in this game, if any (idempotency). */
  actionByInteraction(interactionId: string): Promise<ActionRecord | null>;
  /** The log in order (undone actions included, flagged). */
  actions(): Promise<ActionRecord[]>;
  /** Whether the seat took an action (not undone) that produced a version after `version`. */
  seatActedSince(seat: number, version: number): Promise<boolean>;
  /** Marks actions with seq ≥ fromSeq as undone. */
  markUndone(fromSeq: number): Promise<number>;
  addSeat(seat: { seat: number; userId: string; displayName: string; faction?: string | null }): Promise<SeatRecord>;
  updateSeat(seat: number, patch: SeatPatch): Promise<SeatRecord>;
  removeSeat(seat: number): Promise<void>;
  /** Replaces every open (not done) job of the game with these, planned for `gameVersion`. */
  replaceOpenJobs(jobs: NewJob[], gameVersion: number): Promise<void>;
  /** The job, read inside the game's lock (to skip one already done by another scheduler). */
  job(jobId: string): Promise<JobRecord | null>;
  /** Marks one job done; false when it was done already (so its work is never repeated). */
  completeJob(jobId: string): Promise<boolean>;
  /**
   * Adds an outbox entry (next seq of the game), committed with this transaction or not at all;
   * with a hold, no deliverer takes it until the hold is released or runs out.
   */
  enqueue(kind: string, payload: unknown, hold?: OutboxHold): Promise<void>;
}

export interface ClaimedJob extends JobRecord {}

export interface TransactOptions {
  /**
   * The Discord interaction the transaction serves: the action it already produced in this game
   * (if any) is read together with the lock, so `actionByInteraction` of it costs no statement.
   */
  interactionId?: string;
}

/** The persistence port the Table and the scheduler use. */
export interface GameStore {
  createGame(
    game: NewGame,
    creator?: { userId: string; displayName: string; faction?: string | null },
  ): Promise<GameRecord>;
  getGame(id: string): Promise<GameRecord | null>;
  /** A game without its state (scope checks), or null. One statement. */
  gameSummary(id: string): Promise<GameSummary | null>;
  /** Games in a channel or thread (indexed), newest first, without state; at most `limit`. */
  summariesInChannel(channelId: string, statuses: GameStatus[], limit?: number): Promise<GameSummary[]>;
  /** A channel's (or thread's) settings and its newest games of any status, without state, in one statement. */
  channelContext(
    channelId: string,
    limit: number,
  ): Promise<{ settings: ChannelSettingsRecord | null; games: GameSummary[] }>;
  /** Games a user sits at, newest first, without state; at most `limit`. */
  summariesOfUser(userId: string, statuses: GameStatus[], limit?: number): Promise<GameSummary[]>;
  /** Games in a channel (or thread), newest first, optionally filtered by status. */
  gamesInChannel(channelId: string, statuses?: GameStatus[]): Promise<GameRecord[]>;
  /** Games a user sits at, newest first, optionally filtered by status. */
  gamesOfUser(userId: string, statuses?: GameStatus[]): Promise<GameRecord[]>;
  /** Runs `fn` in one transaction holding the game's row lock; throws GameNotFoundError. */
  transact<T>(gameId: string, fn: (tx: GameTx) => Promise<T>, options?: TransactOptions): Promise<T>;
  /** Actions of a game in sequence (read-only, outside a transaction). */
  actions(gameId: string): Promise<ActionRecord[]>;
  /** Finds the action produced by a Discord interaction, in any game. */
  actionByInteraction(interactionId: string): Promise<ActionRecord | null>;
  /**
   * Claims up to `limit` due open jobs (dueAt ≤ now, not leased by another scheduler) with
   * FOR UPDATE SKIP LOCKED, leasing them until now + leaseMs, oldest first. Two schedulers
   * ticking at once never get the same job; the handler completes a job inside the game's
   * transaction (GameTx.completeJob), so its effect happens exactly once.
   */
  claimDueJobs(now: Date, limit: number, leaseMs: number): Promise<ClaimedJob[]>;
  openJobs(gameId: string): Promise<JobRecord[]>;
  channelSettings(channelId: string): Promise<ChannelSettingsRecord | null>;
  saveChannelSettings(settings: ChannelSettingsRecord): Promise<ChannelSettingsRecord>;
  playerSettings(userId: string): Promise<PlayerSettingsRecord | null>;
  savePlayerSettings(settings: PlayerSettingsRecord): Promise<PlayerSettingsRecord>;
  /** Presentation bookkeeping: never inside a game transaction, never bumps Game.version. */
  presenterMessage(
    gameId: string,
    seat: number,
    role: PresenterMessageRecord['role'],
  ): Promise<PresenterMessageRecord | null>;
  savePresenterMessage(record: PresenterMessageRecord): Promise<void>;
  /**
   * Remembers that a seat has caught up to `seq` (never moves back). Presentation bookkeeping
   * like the above: outside a game transaction, never bumps Game.version (buttons stay good).
   */
  markSeen(gameId: string, seat: number, seq: number): Promise<void>;
  /** A server's finished games, newest first (for /game record). */
  finishedGamesOfGuild(guildId: string, limit: number): Promise<GameRecord[]>;
  /** Players (of these) who left themselves out of /game record. */
  recordOptOuts(userIds: string[]): Promise<Set<string>>;
  /**
   * Where the game's messages go (its thread, its pinned status message), recorded when the
   * presenter had to recreate one. Presentation bookkeeping: never bumps Game.version.
   */
  updatePresentation(gameId: string, patch: { threadId?: string; statusMessageId?: string | null }): Promise<void>;
  /**
   * Leases up to `limit` due, undelivered outbox entries that are first in their game's queue
   * (no earlier undelivered entry), with FOR UPDATE SKIP LOCKED, until now + leaseMs under `token`.
   */
  claimOutbox(now: Date, limit: number, leaseMs: number, token: string, gameId?: string): Promise<OutboxRecord[]>;
  /** Lets the deliverers take the entries written under this hold (OutboxHold). */
  releaseOutboxHold(token: string): Promise<void>;
  /** Records progress of a leased entry; false when the lease is no longer the token's. */
  outboxProgress(id: string, token: string, progress: OutboxProgress): Promise<boolean>;
  /** A game's outbox in order (tests, audits). */
  outbox(gameId: string): Promise<OutboxRecord[]>;
  /** Presentation bookkeeping: the pinned status message's id; never bumps Game.version. */
  setStatusMessage(gameId: string, messageId: string): Promise<void>;
  /** Presentation bookkeeping: how a seat's prompts reach it; never bumps Game.version. */
  setPromptPath(gameId: string, seat: number, path: SeatRecord['promptPath']): Promise<void>;
  close(): Promise<void>;
}
