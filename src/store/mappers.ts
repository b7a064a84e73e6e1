/**
 * Conversions between Prisma rows and the store's plain records. JSON columns are parsed
 * by the callers; here they are only passed through.
 */
import { isBotLevel } from '../engines/kit/bot.js';
import type {
  Action as ActionRow,
  ChannelSettings as ChannelRow,
  Game as GameRow,
  ScheduledJob as JobRow,
  PlayerSettings as PlayerRow,
  Seat as SeatRow,
} from './generated/client.js';
import { Prisma } from './generated/client.js';
import type {
  ActionRecord,
  ActionSource,
  ChannelSettingsRecord,
  DeadlineSetting,
  GameRecord,
  JobKind,
  JobRecord,
  PlayerSettingsRecord,
  SeatRecord,
} from './types.js';

/** A JSON value for a nullable Json column: null means SQL NULL. */
export function jsonInput(value: unknown): Prisma.InputJsonValue | typeof Prisma.DbNull {
  if (value === null || value === undefined) return Prisma.DbNull;
  return value as Prisma.InputJsonValue;
}

/** A JSON value for a required Json column. */
export function jsonRequired(value: unknown): Prisma.InputJsonValue {
  return (value ?? {}) as Prisma.InputJsonValue;
}

export function parseDeadlineSetting(raw: unknown): DeadlineSetting {
  if (raw && typeof raw === 'object') {
    const r = raw as Record<string, unknown>;
    if (r.kind === 'daily' && typeof r.time === 'string' && typeof r.timezone === 'string') {
      return { kind: 'daily', time: r.time, timezone: r.timezone };
    }
    if (r.kind === 'duration' && typeof r.minutes === 'number') return { kind: 'duration', minutes: r.minutes };
  }
  return { kind: 'duration', minutes: 1440 };
}

export function toSeat(row: SeatRow): SeatRecord {
  return {
    id: row.id,
    gameId: row.gameId,
    seat: row.seat,
    userId: row.userId,
    faction: row.faction,
    displayName: row.displayName,
    joinedAt: row.joinedAt,
    missedCount: row.missedCount,
    extensionsLeft: row.extensionsLeft,
    absent: row.absent,
    isBot: row.isBot,
    botLevel: isBotLevel(row.botLevel) ? row.botLevel : 'normal',
    remindersMuted: row.remindersMuted,
    lastNudgeAt: row.lastNudgeAt,
    promptPath: row.promptPath === 'channel' ? 'channel' : 'dm',
    seenSeq: row.seenSeq,
  };
}

export function toGame(row: GameRow, seats: SeatRow[]): GameRecord {
  return {
    id: row.id,
    guildId: row.guildId,
    channelId: row.channelId,
    threadId: row.threadId,
    kind: row.kind,
    status: row.status,
    creatorId: row.creatorId,
    locale: row.locale,
    options: row.options,
    seedHash: row.seedHash,
    seed: row.seed,
    engineVersion: row.engineVersion,
    state: row.state,
    rngState: row.rngState,
    version: row.version,
    deadline: parseDeadlineSetting(row.deadline),
    nextDeadlineAt: row.nextDeadlineAt,
    pausedAt: row.pausedAt,
    pausedMinutes: row.pausedMinutes,
    statusMessageId: row.statusMessageId,
    boardMessageId: row.boardMessageId,
    lastImageHash: row.lastImageHash,
    undoRequest: row.undoRequest,
    result: row.result,
    lastSeq: row.lastSeq,
    owingSeats: row.owingSeats,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
    seats: [...seats].sort((a, b) => a.seat - b.seat).map(toSeat),
  };
}

const SOURCES: ActionSource[] = ['player', 'default', 'bot'];

export function toAction(row: ActionRow): ActionRecord {
  return {
    id: row.id,
    gameId: row.gameId,
    seq: row.seq,
    seat: row.seat,
    userId: row.userId,
    source: SOURCES.find((s) => s === row.source) ?? 'player',
    payload: row.payload,
    events: row.events,
    irreversible: row.irreversible,
    commitment: row.commitment,
    salt: row.salt,
    interactionId: row.interactionId,
    versionAfter: row.versionAfter,
    createdAt: row.createdAt,
    undone: row.undone,
  };
}

export function toJob(row: JobRow): JobRecord {
  const kind: JobKind = row.kind === 'reminder' ? 'reminder' : 'deadline';
  return {
    id: row.id,
    gameId: row.gameId,
    kind,
    seat: row.seat,
    dueAt: row.dueAt,
    gameVersion: row.gameVersion,
    slot: row.slot,
    doneAt: row.doneAt,
    leasedUntil: row.leasedUntil,
  };
}

export function toChannelSettings(row: ChannelRow): ChannelSettingsRecord {
  return {
    channelId: row.channelId,
    guildId: row.guildId,
    locale: row.locale,
    deadlineMinutes: row.deadlineMinutes,
    reminderSchedule: row.reminderSchedule,
    threadPerGame: row.threadPerGame,
  };
}

export function toPlayerSettings(row: PlayerRow): PlayerSettingsRecord {
  return {
    userId: row.userId,
    timezone: row.timezone,
    quietStart: row.quietStart,
    quietEnd: row.quietEnd,
    locale: row.locale,
    recordOptOut: row.recordOptOut,
  };
}
