/**
 * The command path's statements in plain SQL (through Prisma's raw queries, on the transaction's
 * own connection): one statement locks and loads a game with its seats, its channel's and its
 * players' settings and an earlier action of the same interaction; one statement writes
 * everything a transaction queued (the versioned game update, seat changes, the re-planned jobs
 * and the new actions). With BEGIN and COMMIT a move is four statements.
 */
import { randomUUID } from 'node:crypto';
import type { Game as GameRow, Seat as SeatRow } from './generated/client.js';
import type {
  ActionRecord,
  ChannelSettingsRecord,
  GamePatch,
  GameSummary,
  NewAction,
  NewJob,
  OutboxHold,
  PlayerSettingsRecord,
  SeatPatch,
} from './types.js';

/** Builds a parameter list: `p(value, cast)` returns `$n::cast`. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown, cast: string): string {
    this.values.push(value);
    return `$${this.values.length}::${cast}`;
  }
}

type ColumnKind = 'text' | 'int' | 'bool' | 'json' | 'time' | 'status' | 'ints';

const GAME_COLUMNS: Record<keyof GamePatch, ColumnKind> = {
  threadId: 'text',
  status: 'status',
  locale: 'text',
  options: 'json',
  state: 'json',
  rngState: 'json',
  deadline: 'json',
  nextDeadlineAt: 'time',
  pausedAt: 'time',
  pausedMinutes: 'int',
  statusMessageId: 'text',
  boardMessageId: 'text',
  lastImageHash: 'text',
  undoRequest: 'json',
  result: 'json',
  startedAt: 'time',
  finishedAt: 'time',
  engineVersion: 'int',
  owingSeats: 'ints',
};

const SEAT_COLUMNS: Record<keyof SeatPatch, ColumnKind> = {
  userId: 'text',
  faction: 'text',
  displayName: 'text',
  missedCount: 'int',
  extensionsLeft: 'int',
  absent: 'bool',
  isBot: 'bool',
  botLevel: 'text',
  remindersMuted: 'bool',
  lastNudgeAt: 'time',
  promptPath: 'text',
};

/** A value as its SQL parameter (JSON as text, times as UTC ISO text, int arrays as JSON). */
function param(params: Params, kind: ColumnKind, value: unknown): string {
  switch (kind) {
    case 'json':
      return params.add(value === null || value === undefined ? null : JSON.stringify(value), 'jsonb');
    case 'time':
      return params.add(value instanceof Date ? value.toISOString() : null, 'timestamp(3)');
    case 'int':
      return params.add(value, 'int');
    case 'bool':
      return params.add(value, 'boolean');
    case 'status':
      return params.add(value, '"GameStatus"');
    case 'ints':
      return `ARRAY(SELECT jsonb_array_elements_text(${params.add(JSON.stringify(value ?? []), 'jsonb')})::int)`;
    default:
      return params.add(value, 'text');
  }
}

function assignments<K extends string>(
  params: Params,
  columns: Record<K, ColumnKind>,
  patch: Partial<Record<K, unknown>>,
): string[] {
  const out: string[] = [];
  for (const [key, value] of Object.entries(patch) as [K, unknown][]) {
    if (value === undefined) continue;
    const kind = columns[key];
    if (!kind) continue;
    out.push(`"${key}" = ${param(params, kind, value)}`);
  }
  return out;
}

/** What one transaction wrote, waiting to go to the database in one statement. */
export interface QueuedWrites {
  gameId: string;
  /** The version the game row has in the database now (checked by the update). */
  versionInDb: number;
  /** Versions to add (one per `update`); 0 with only a sequence number to record. */
  bumps: number;
  patch: GamePatch;
  /** The last action sequence number to record, when actions were appended. */
  lastSeq: number | null;
  seats: Map<number, SeatPatch>;
  jobs: { jobs: NewJob[]; gameVersion: number } | null;
  actions: ActionRecord[];
  /** What to tell whom (the outbox), in order; numbered after the game's last entry. */
  outbox: { kind: string; payload: unknown; hold?: OutboxHold }[];
}

export function emptyWrites(gameId: string, version: number): QueuedWrites {
  return {
    gameId,
    versionInDb: version,
    bumps: 0,
    patch: {},
    lastSeq: null,
    seats: new Map(),
    jobs: null,
    actions: [],
    outbox: [],
  };
}

export function hasWrites(w: QueuedWrites): boolean {
  return (
    w.bumps > 0 ||
    w.lastSeq !== null ||
    w.seats.size > 0 ||
    w.jobs !== null ||
    w.actions.length > 0 ||
    w.outbox.length > 0
  );
}

/**
 * One statement for every queued write: data-modifying CTEs touch disjoint rows (the job
 * upsert and the delete of open jobs are split by key), so their order does not matter. The
 * result says whether the versioned update found its version (else the caller throws).
 */
export function writeStatement(w: QueuedWrites, now: Date): { sql: string; values: unknown[] } {
  const p = new Params();
  const id = p.add(w.gameId, 'text');
  const ctes: string[] = [];
  const touchesGame = w.bumps > 0 || w.lastSeq !== null;
  if (touchesGame) {
    const sets = assignments(p, GAME_COLUMNS, w.patch);
    if (w.bumps > 0) sets.push(`version = version + ${p.add(w.bumps, 'int')}`);
    if (w.lastSeq !== null) sets.push(`"lastSeq" = ${p.add(w.lastSeq, 'int')}`);
    sets.push(`"updatedAt" = ${p.add(now.toISOString(), 'timestamp(3)')}`);
    ctes.push(
      `g AS (UPDATE "Game" SET ${sets.join(', ')} WHERE id = ${id} AND version = ${p.add(w.versionInDb, 'int')} RETURNING version)`,
    );
  }
  let n = 0;
  for (const [seat, patch] of w.seats) {
    const sets = assignments(p, SEAT_COLUMNS, patch);
    if (sets.length === 0) continue;
    ctes.push(
      `s${n++} AS (UPDATE "Seat" SET ${sets.join(', ')} WHERE "gameId" = ${id} AND seat = ${p.add(seat, 'int')} RETURNING 1)`,
    );
  }
  if (w.jobs) {
    const rows = JSON.stringify(
      w.jobs.jobs.map((j) => ({
        id: randomUUID(),
        kind: j.kind,
        seat: j.seat,
        dueAt: j.dueAt.toISOString(),
        slot: j.slot,
      })),
    );
    const set = `jsonb_to_recordset(${p.add(rows, 'jsonb')}) AS j(id text, kind text, seat int, "dueAt" text, slot text)`;
    ctes.push(
      `jd AS (DELETE FROM "ScheduledJob" WHERE "gameId" = ${id} AND "doneAt" IS NULL AND (kind, seat, slot) NOT IN (SELECT kind, seat, slot FROM ${set}) RETURNING 1)`,
    );
    if (w.jobs.jobs.length > 0) {
      // A job already done under the same key (the same reminder of the same deadline) stays
      // done, so it is never sent twice; an open one is replaced (a new id: a scheduler holding
      // the old one finds it gone).
      ctes.push(
        `ji AS (INSERT INTO "ScheduledJob" (id, "gameId", kind, seat, "dueAt", "gameVersion", slot, "createdAt")
          SELECT j.id, ${id}, j.kind, j.seat, j."dueAt"::timestamp(3), ${p.add(w.jobs.gameVersion, 'int')}, j.slot, ${p.add(now.toISOString(), 'timestamp(3)')} FROM ${set}
          ON CONFLICT ("gameId", kind, seat, slot) DO UPDATE SET id = EXCLUDED.id, "dueAt" = EXCLUDED."dueAt",
            "gameVersion" = EXCLUDED."gameVersion", "leasedUntil" = NULL, "createdAt" = EXCLUDED."createdAt"
          WHERE "ScheduledJob"."doneAt" IS NULL RETURNING 1)`,
      );
    }
  }
  if (w.actions.length > 0) {
    const rows = JSON.stringify(
      w.actions.map((a) => ({
        id: a.id,
        seq: a.seq,
        seat: a.seat,
        userId: a.userId,
        source: a.source,
        payload: a.payload ?? {},
        events: a.events ?? [],
        irreversible: a.irreversible,
        commitment: a.commitment,
        salt: a.salt,
        interactionId: a.interactionId,
        versionAfter: a.versionAfter,
        createdAt: a.createdAt.toISOString(),
      })),
    );
    ctes.push(
      `ai AS (INSERT INTO "Action" (id, "gameId", seq, seat, "userId", source, payload, events, irreversible, commitment, salt, "interactionId", "versionAfter", "createdAt")
        SELECT a.id, ${id}, a.seq, a.seat, a."userId", a.source, a.payload, a.events, a.irreversible, a.commitment, a.salt, a."interactionId", a."versionAfter", a."createdAt"::timestamp(3)
        FROM jsonb_to_recordset(${p.add(rows, 'jsonb')}) AS a(id text, seq int, seat int, "userId" text, source text, payload jsonb, events jsonb,
          irreversible boolean, commitment text, salt text, "interactionId" text, "versionAfter" int, "createdAt" text) RETURNING 1)`,
    );
  }
  if (w.outbox.length > 0) {
    const rows = JSON.stringify(
      w.outbox.map((o, i) => ({
        id: randomUUID(),
        n: i + 1,
        kind: o.kind,
        payload: o.payload,
        until: o.hold?.until.toISOString() ?? null,
        token: o.hold?.token ?? null,
      })),
    );
    const at = p.add(now.toISOString(), 'timestamp(3)');
    // The game row is locked by this transaction, so no other writer numbers the same entry.
    ctes.push(
      `oi AS (INSERT INTO "OutboxEntry" (id, "gameId", seq, kind, payload, "nextAttemptAt", "createdAt", "leasedUntil", "leaseToken")
        SELECT o.id, ${id}, (SELECT coalesce(max(seq), 0) FROM "OutboxEntry" WHERE "gameId" = ${id}) + o.n, o.kind, o.payload, ${at}, ${at},
          o.until::timestamp(3), o.token
        FROM jsonb_to_recordset(${p.add(rows, 'jsonb')}) AS o(id text, n int, kind text, payload jsonb, until text, token text) RETURNING 1)`,
    );
  }
  const check = touchesGame ? '(SELECT count(*) FROM g)::int' : '1';
  const sql = ctes.length > 0 ? `WITH ${ctes.join(',\n')} SELECT ${check} AS game` : 'SELECT 1 AS game';
  return { sql, values: p.values };
}

/** An action as it will be stored, built in memory (its row is written by the flush). */
export function queuedAction(gameId: string, seq: number, versionAfter: number, a: NewAction, now: Date): ActionRecord {
  return {
    id: randomUUID(),
    gameId,
    seq,
    seat: a.seat,
    userId: a.userId,
    source: a.source,
    payload: a.payload,
    events: a.events ?? [],
    irreversible: a.irreversible,
    commitment: a.commitment ?? null,
    salt: a.salt ?? null,
    interactionId: a.interactionId ?? null,
    versionAfter,
    createdAt: now,
    undone: false,
  };
}

/**
 * Lock and load in one statement: the game row (FOR UPDATE), its seats, its channel's settings,
 * its players' settings, and the action an interaction already produced in it.
 */
export const LOCK_AND_LOAD = `
SELECT g.*,
  (SELECT coalesce(json_agg(s ORDER BY s.seat), '[]'::json) FROM "Seat" s WHERE s."gameId" = g.id) AS "_seats",
  (SELECT row_to_json(c) FROM "ChannelSettings" c WHERE c."channelId" = g."channelId") AS "_channel",
  (SELECT coalesce(json_agg(ps), '[]'::json) FROM "PlayerSettings" ps
     WHERE ps."userId" IN (SELECT s2."userId" FROM "Seat" s2 WHERE s2."gameId" = g.id)) AS "_players",
  (SELECT row_to_json(a) FROM "Action" a WHERE a."gameId" = g.id AND a."interactionId" = $2::text) AS "_earlier"
FROM "Game" g WHERE g.id = $1::text FOR UPDATE OF g`;

export interface LoadedRow extends GameRow {
  _seats: unknown;
  _channel: unknown;
  _players: unknown;
  _earlier: unknown;
}

function json(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

/** A timestamp inside JSON (row_to_json of a timestamp without time zone is UTC wall time). */
function time(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value;
  const s = String(value);
  return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(s) ? s : `${s}Z`);
}

export function seatRowsOf(raw: unknown): SeatRow[] {
  const rows = (json(raw) as Record<string, unknown>[] | null) ?? [];
  return rows.map((r) => ({
    ...(r as unknown as SeatRow),
    joinedAt: time(r.joinedAt) as Date,
    lastNudgeAt: time(r.lastNudgeAt),
  }));
}

export function channelOfRow(raw: unknown): ChannelSettingsRecord | null {
  const r = json(raw) as Record<string, unknown> | null;
  if (!r) return null;
  return {
    channelId: String(r.channelId),
    guildId: String(r.guildId),
    locale: String(r.locale),
    deadlineMinutes: Number(r.deadlineMinutes),
    reminderSchedule: r.reminderSchedule,
    threadPerGame: Boolean(r.threadPerGame),
  };
}

export function playersOfRow(raw: unknown): PlayerSettingsRecord[] {
  const rows = (json(raw) as Record<string, unknown>[] | null) ?? [];
  return rows.map((r) => ({
    userId: String(r.userId),
    timezone: String(r.timezone),
    quietStart: r.quietStart === null || r.quietStart === undefined ? null : Number(r.quietStart),
    quietEnd: r.quietEnd === null || r.quietEnd === undefined ? null : Number(r.quietEnd),
    locale: typeof r.locale === 'string' ? r.locale : null,
  }));
}

export function earlierOfRow(raw: unknown): ActionRecord | null {
  const r = json(raw) as Record<string, unknown> | null;
  if (!r) return null;
  return {
    id: String(r.id),
    gameId: String(r.gameId),
    seq: Number(r.seq),
    seat: Number(r.seat),
    userId: typeof r.userId === 'string' ? r.userId : null,
    source: r.source === 'default' || r.source === 'bot' ? r.source : 'player',
    payload: r.payload,
    events: r.events,
    irreversible: Boolean(r.irreversible),
    commitment: typeof r.commitment === 'string' ? r.commitment : null,
    salt: typeof r.salt === 'string' ? r.salt : null,
    interactionId: typeof r.interactionId === 'string' ? r.interactionId : null,
    versionAfter: Number(r.versionAfter),
    createdAt: time(r.createdAt) as Date,
    undone: Boolean(r.undone),
  };
}

/** The state-free columns of a game and its seats' summaries: finding, scoping and listing games. */
const SUMMARY_COLUMNS = `g.id, g."guildId", g."channelId", g."threadId", g.kind, g.status::text AS status, g."creatorId",
  g.locale, g.version, g."owingSeats", g."statusMessageId", g."createdAt",
  (SELECT coalesce(json_agg(json_build_object('seat', s.seat, 'userId', s."userId", 'displayName', s."displayName",
     'faction', s.faction, 'isBot', s."isBot", 'remindersMuted', s."remindersMuted") ORDER BY s.seat), '[]'::json)
   FROM "Seat" s WHERE s."gameId" = g.id) AS seats`;

export const SUMMARY_BY_ID = `SELECT ${SUMMARY_COLUMNS} FROM "Game" g WHERE g.id = $1::text`;

/** By channel or thread: a BitmapOr of the (channelId, status) and threadId indexes. */
export const SUMMARIES_IN_CHANNEL = `SELECT ${SUMMARY_COLUMNS} FROM "Game" g
  WHERE (g."channelId" = $1::text OR g."threadId" = $1::text) AND g.status = ANY(string_to_array($2::text, ',')::"GameStatus"[])
  ORDER BY g."createdAt" DESC LIMIT $3::int`;

/** A channel's settings and its newest games (any status), in one statement. */
export const CHANNEL_CONTEXT = `SELECT
  (SELECT row_to_json(c) FROM "ChannelSettings" c WHERE c."channelId" = $1::text) AS channel,
  (SELECT coalesce(json_agg(x ORDER BY x."createdAt" DESC), '[]'::json) FROM (
     SELECT ${SUMMARY_COLUMNS} FROM "Game" g WHERE g."channelId" = $1::text OR g."threadId" = $1::text
     ORDER BY g."createdAt" DESC LIMIT $2::int) AS x) AS games`;

export const SUMMARIES_OF_USER = `SELECT ${SUMMARY_COLUMNS} FROM "Game" g
  WHERE g.id IN (SELECT s."gameId" FROM "Seat" s WHERE s."userId" = $1::text)
    AND g.status = ANY(string_to_array($2::text, ',')::"GameStatus"[])
  ORDER BY g."createdAt" DESC LIMIT $3::int`;

export function toSummary(r: Record<string, unknown>): GameSummary {
  const seats = (json(r.seats) as GameSummary['seats'] | null) ?? [];
  return {
    id: String(r.id),
    guildId: String(r.guildId),
    channelId: String(r.channelId),
    threadId: typeof r.threadId === 'string' ? r.threadId : null,
    kind: String(r.kind),
    status: String(r.status) as GameSummary['status'],
    creatorId: String(r.creatorId),
    locale: String(r.locale),
    version: Number(r.version),
    owingSeats: Array.isArray(r.owingSeats) ? r.owingSeats.map(Number) : [],
    statusMessageId: typeof r.statusMessageId === 'string' ? r.statusMessageId : null,
    createdAt: time(r.createdAt) as Date,
    seats,
  };
}
