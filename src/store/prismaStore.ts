/**
 * GameStore on Prisma + Postgres. Every write to a game happens inside `transact`, which
 * locks the game's row (SELECT … FOR UPDATE) for the whole transaction and checks the
 * version on update, so concurrent writers to one game run in order and none is lost.
 */
import type { PrismaPg } from '@prisma/adapter-pg';
import { DEFAULT_RETRY, type RetryPolicy, withRetry } from './faults.js';
import type { Prisma } from './generated/client.js';
import { PrismaClient } from './generated/client.js';
import { jsonRequired, toAction, toChannelSettings, toGame, toJob, toPlayerSettings, toSeat } from './mappers.js';
import {
  CHANNEL_CONTEXT,
  channelOfRow,
  earlierOfRow,
  emptyWrites,
  hasWrites,
  LOCK_AND_LOAD,
  type LoadedRow,
  playersOfRow,
  type QueuedWrites,
  queuedAction,
  SUMMARIES_IN_CHANNEL,
  SUMMARIES_OF_USER,
  SUMMARY_BY_ID,
  seatRowsOf,
  toSummary,
  writeStatement,
} from './sql.js';
import {
  type ActionRecord,
  type ChannelSettingsRecord,
  type ClaimedJob,
  GameNotFoundError,
  type GamePatch,
  type GameRecord,
  type GameStatus,
  type GameStore,
  type GameSummary,
  type GameTx,
  type JobRecord,
  type NewAction,
  type NewGame,
  type NewJob,
  type OutboxHold,
  type OutboxProgress,
  type OutboxRecord,
  type PlayerSettingsRecord,
  type PresenterMessageRecord,
  type SeatPatch,
  type SeatRecord,
  type TransactOptions,
  VersionConflictError,
} from './types.js';

type Tx = Prisma.TransactionClient;

export interface PrismaStoreOptions {
  /** Longest a game transaction may run before Postgres work is rolled back. */
  transactionTimeoutMs?: number;
  /** Longest to wait for a connection (and thus for other writers) before giving up. */
  maxWaitMs?: number;
  /** Called when the store is closed (e.g. to end the pool or stop an embedded server). */
  onClose?: () => Promise<void>;
  /** How operations are retried after a connection fault. */
  retry?: RetryPolicy;
  /** Told about each fault that was retried (for logs). */
  onFault?: (err: unknown) => void;
}

async function loadGame(tx: Tx | PrismaClient, id: string): Promise<GameRecord | null> {
  const row = await tx.game.findUnique({ where: { id }, include: { seats: true } });
  return row ? toGame(row, row.seats) : null;
}

class PrismaGameTx implements GameTx {
  private writes: QueuedWrites;

  constructor(
    private readonly tx: Tx,
    private current: GameRecord,
    readonly channelSettings: ChannelSettingsRecord | null,
    readonly playerSettings: PlayerSettingsRecord[],
    private readonly earlier: { interactionId: string; action: ActionRecord | null } | null,
  ) {
    this.writes = emptyWrites(current.id, current.version);
  }

  get game(): GameRecord {
    return this.current;
  }

  /**
   * Sends every queued write in one statement. Writes wait until the transaction reads again or
   * ends: the row is locked, so what they return is known without a round trip.
   */
  async flush(): Promise<void> {
    const w = this.writes;
    if (!hasWrites(w)) return;
    this.writes = emptyWrites(this.current.id, this.current.version);
    const { sql, values } = writeStatement(w, new Date());
    const rows = await this.tx.$queryRawUnsafe<{ game: number }[]>(sql, ...values);
    if (Number(rows[0]?.game ?? 0) === 0) {
      const fresh = await this.tx.game.findUnique({ where: { id: this.current.id }, select: { version: true } });
      throw new VersionConflictError(this.current.id, w.versionInDb, fresh?.version ?? null);
    }
  }

  private async reload(): Promise<GameRecord> {
    await this.flush();
    const g = await loadGame(this.tx, this.current.id);
    if (!g) throw new GameNotFoundError(this.current.id);
    this.current = g;
    this.writes = emptyWrites(g.id, g.version);
    return g;
  }

  async update(patch: GamePatch): Promise<GameRecord> {
    const expected = this.current.version;
    const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as GamePatch;
    this.writes.patch = { ...this.writes.patch, ...defined };
    this.writes.bumps += 1;
    // The row is locked by this transaction, so the new record is known without reading it back.
    this.current = { ...this.current, ...defined, version: expected + 1 };
    return this.current;
  }

  async appendAction(action: NewAction): Promise<ActionRecord> {
    // The sequence number comes from the locked game row, not from MAX(seq) over the log.
    const seq = this.current.lastSeq + 1;
    const record = queuedAction(this.current.id, seq, this.current.version, action, new Date());
    this.current = { ...this.current, lastSeq: seq };
    this.writes.lastSeq = seq;
    this.writes.actions.push(record);
    return record;
  }

  async actionByInteraction(interactionId: string): Promise<ActionRecord | null> {
    const queued = this.writes.actions.find((a) => a.interactionId === interactionId);
    if (queued) return queued;
    if (this.earlier && this.earlier.interactionId === interactionId) return this.earlier.action;
    await this.flush();
    const row = await this.tx.action.findFirst({ where: { gameId: this.current.id, interactionId } });
    return row ? toAction(row) : null;
  }

  async actions(): Promise<ActionRecord[]> {
    await this.flush();
    const rows = await this.tx.action.findMany({ where: { gameId: this.current.id }, orderBy: { seq: 'asc' } });
    return rows.map(toAction);
  }

  async seatActedSince(seat: number, version: number): Promise<boolean> {
    await this.flush();
    const row = await this.tx.action.findFirst({
      where: { gameId: this.current.id, seat, undone: false, versionAfter: { gt: version } },
      select: { id: true },
    });
    return row !== null;
  }

  async markUndone(fromSeq: number): Promise<number> {
    await this.flush();
    const { count } = await this.tx.action.updateMany({
      where: { gameId: this.current.id, seq: { gte: fromSeq }, undone: false },
      data: { undone: true },
    });
    return count;
  }

  async addSeat(seat: {
    seat: number;
    userId: string;
    displayName: string;
    faction?: string | null;
  }): Promise<SeatRecord> {
    await this.flush();
    const row = await this.tx.seat.create({
      data: {
        gameId: this.current.id,
        seat: seat.seat,
        userId: seat.userId,
        displayName: seat.displayName,
        faction: seat.faction ?? null,
      },
    });
    const added = toSeat(row);
    this.current = { ...this.current, seats: [...this.current.seats, added].sort((a, b) => a.seat - b.seat) };
    return added;
  }

  async updateSeat(seat: number, patch: SeatPatch): Promise<SeatRecord> {
    const before = this.current.seats.find((s) => s.seat === seat);
    if (!before) {
      // Not a seat of this game: let the database say so.
      await this.reload();
      throw new GameNotFoundError(`${this.current.id}#${seat}`);
    }
    const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as SeatPatch;
    this.writes.seats.set(seat, { ...this.writes.seats.get(seat), ...defined });
    const after: SeatRecord = { ...before, ...defined };
    this.current = { ...this.current, seats: this.current.seats.map((s) => (s.seat === seat ? after : s)) };
    return after;
  }

  async removeSeat(seat: number): Promise<void> {
    await this.flush();
    await this.tx.seat.delete({ where: { gameId_seat: { gameId: this.current.id, seat } } });
    this.current = { ...this.current, seats: this.current.seats.filter((s) => s.seat !== seat) };
  }

  async replaceOpenJobs(jobs: NewJob[], gameVersion: number): Promise<void> {
    this.writes.jobs = { jobs, gameVersion };
  }

  async job(jobId: string): Promise<JobRecord | null> {
    await this.flush();
    const row = await this.tx.scheduledJob.findUnique({ where: { id: jobId } });
    return row ? toJob(row) : null;
  }

  async completeJob(jobId: string): Promise<boolean> {
    await this.flush();
    const { count } = await this.tx.scheduledJob.updateMany({
      where: { id: jobId, doneAt: null },
      data: { doneAt: new Date() },
    });
    return count === 1;
  }

  async enqueue(kind: string, payload: unknown, hold?: OutboxHold): Promise<void> {
    // Written with the transaction's other writes, in one statement (sql.ts); due at once by the
    // deliverers' wall clock.
    this.writes.outbox.push(hold ? { kind, payload, hold } : { kind, payload });
  }
}

interface OutboxSqlRow {
  id: string;
  gameId: string;
  seq: number;
  kind: string;
  payload: unknown;
  step: number;
  attempts: number;
  nextAttemptAt: Date;
  leasedUntil: Date | null;
  leaseToken: string | null;
  deliveredAt: Date | null;
  lastError: string | null;
  createdAt: Date;
}

function toOutbox(r: OutboxSqlRow): OutboxRecord {
  return {
    id: r.id,
    gameId: r.gameId,
    seq: r.seq,
    kind: r.kind,
    payload: r.payload,
    step: r.step,
    attempts: r.attempts,
    nextAttemptAt: r.nextAttemptAt,
    leasedUntil: r.leasedUntil,
    leaseToken: r.leaseToken,
    deliveredAt: r.deliveredAt,
    lastError: r.lastError,
    createdAt: r.createdAt,
  };
}

interface JobSqlRow {
  id: string;
  gameId: string;
  kind: string;
  seat: number;
  dueAt: Date;
  gameVersion: number;
  slot: string;
  doneAt: Date | null;
  leasedUntil: Date | null;
  createdAt: Date;
}

export class PrismaGameStore implements GameStore {
  readonly prisma: PrismaClient;
  private readonly txOptions: { timeout: number; maxWait: number };
  private readonly onClose: (() => Promise<void>) | undefined;
  private readonly retryPolicy: RetryPolicy;
  private readonly onFault: ((err: unknown) => void) | undefined;

  constructor(adapter: PrismaPg, options: PrismaStoreOptions = {}) {
    this.prisma = new PrismaClient({ adapter });
    this.txOptions = { timeout: options.transactionTimeoutMs ?? 20_000, maxWait: options.maxWaitMs ?? 10_000 };
    this.onClose = options.onClose;
    this.retryPolicy = options.retry ?? DEFAULT_RETRY;
    this.onFault = options.onFault;
  }

  /** Every operation goes through here: retried after a connection fault, never longer than the policy's deadline. */
  private retrying<T>(what: string, work: () => Promise<T>): Promise<T> {
    return withRetry(what, work, this.retryPolicy, (err) => this.onFault?.(err));
  }

  createGame(
    game: NewGame,
    creator?: { userId: string; displayName: string; faction?: string | null },
  ): Promise<GameRecord> {
    return this.retrying('createGame', async () => {
      const row = await this.prisma.game
        .create({
          data: {
            id: game.id,
            guildId: game.guildId,
            channelId: game.channelId,
            threadId: game.threadId ?? null,
            kind: game.kind,
            creatorId: game.creatorId,
            locale: game.locale,
            options: jsonRequired(game.options),
            seed: game.seed,
            seedHash: game.seedHash,
            engineVersion: game.engineVersion,
            deadline: jsonRequired(game.deadline),
            ...(creator
              ? {
                  seats: {
                    create: [
                      {
                        seat: 0,
                        userId: creator.userId,
                        displayName: creator.displayName,
                        faction: creator.faction ?? null,
                      },
                    ],
                  },
                }
              : {}),
          },
          include: { seats: true },
        })
        .catch(async (err: unknown) => {
          // An earlier attempt committed but its answer was lost: the game is there already.
          const there = await this.prisma.game.findUnique({ where: { id: game.id }, include: { seats: true } });
          if (there && there.seed === game.seed) return there;
          throw err;
        });
      return toGame(row, row.seats);
    });
  }

  getGame(id: string): Promise<GameRecord | null> {
    return this.retrying('getGame', async () => {
      return loadGame(this.prisma, id);
    });
  }

  gamesInChannel(channelId: string, statuses?: GameStatus[]): Promise<GameRecord[]> {
    return this.retrying('gamesInChannel', async () => {
      const rows = await this.prisma.game.findMany({
        where: {
          OR: [{ channelId }, { threadId: channelId }],
          ...(statuses ? { status: { in: statuses } } : {}),
        },
        include: { seats: true },
        orderBy: { createdAt: 'desc' },
      });
      return rows.map((r) => toGame(r, r.seats));
    });
  }

  gamesOfUser(userId: string, statuses?: GameStatus[]): Promise<GameRecord[]> {
    return this.retrying('gamesOfUser', async () => {
      const rows = await this.prisma.game.findMany({
        where: { seats: { some: { userId } }, ...(statuses ? { status: { in: statuses } } : {}) },
        include: { seats: true },
        orderBy: { createdAt: 'desc' },
      });
      return rows.map((r) => toGame(r, r.seats));
    });
  }

  transact<T>(gameId: string, fn: (tx: GameTx) => Promise<T>, options: TransactOptions = {}): Promise<T> {
    return this.retrying('transact', async () => {
      return this.prisma.$transaction(async (tx) => {
        // Lock and load in one statement (sql.ts), then fn, then every queued write in one more.
        const interactionId = options.interactionId ?? null;
        const rows = await tx.$queryRawUnsafe<LoadedRow[]>(LOCK_AND_LOAD, gameId, interactionId);
        const row = rows[0];
        if (!row) throw new GameNotFoundError(gameId);
        const game = toGame(row, seatRowsOf(row._seats));
        const gameTx = new PrismaGameTx(
          tx,
          game,
          channelOfRow(row._channel),
          playersOfRow(row._players),
          interactionId === null ? null : { interactionId, action: earlierOfRow(row._earlier) },
        );
        const out = await fn(gameTx);
        await gameTx.flush();
        return out;
      }, this.txOptions);
    });
  }

  gameSummary(id: string): Promise<GameSummary | null> {
    return this.retrying('gameSummary', async () => {
      const rows = await this.prisma.$queryRawUnsafe<Record<string, unknown>[]>(SUMMARY_BY_ID, id);
      return rows[0] ? toSummary(rows[0]) : null;
    });
  }

  summariesInChannel(channelId: string, statuses: GameStatus[], limit = 25): Promise<GameSummary[]> {
    return this.retrying('summariesInChannel', async () => {
      const rows = await this.prisma.$queryRawUnsafe<Record<string, unknown>[]>(
        SUMMARIES_IN_CHANNEL,
        channelId,
        statuses.join(','),
        limit,
      );
      return rows.map(toSummary);
    });
  }

  channelContext(
    channelId: string,
    limit: number,
  ): Promise<{ settings: ChannelSettingsRecord | null; games: GameSummary[] }> {
    return this.retrying('channelContext', async () => {
      const rows = await this.prisma.$queryRawUnsafe<{ channel: unknown; games: unknown }[]>(
        CHANNEL_CONTEXT,
        channelId,
        limit,
      );
      const row = rows[0];
      const games = (typeof row?.games === 'string' ? JSON.parse(row.games) : row?.games) as Record<string, unknown>[];
      return { settings: channelOfRow(row?.channel), games: (games ?? []).map(toSummary) };
    });
  }

  summariesOfUser(userId: string, statuses: GameStatus[], limit = 25): Promise<GameSummary[]> {
    return this.retrying('summariesOfUser', async () => {
      const rows = await this.prisma.$queryRawUnsafe<Record<string, unknown>[]>(
        SUMMARIES_OF_USER,
        userId,
        statuses.join(','),
        limit,
      );
      return rows.map(toSummary);
    });
  }

  setStatusMessage(gameId: string, messageId: string): Promise<void> {
    return this.retrying('setStatusMessage', async () => {
      // Not through a game transaction: no version bump, so no button goes stale.
      await this.prisma.game.updateMany({ where: { id: gameId }, data: { statusMessageId: messageId } });
    });
  }

  setPromptPath(gameId: string, seat: number, path: SeatRecord['promptPath']): Promise<void> {
    return this.retrying('setPromptPath', async () => {
      await this.prisma.seat.updateMany({ where: { gameId, seat }, data: { promptPath: path } });
    });
  }

  actions(gameId: string): Promise<ActionRecord[]> {
    return this.retrying('actions', async () => {
      const rows = await this.prisma.action.findMany({ where: { gameId }, orderBy: { seq: 'asc' } });
      return rows.map(toAction);
    });
  }

  actionByInteraction(interactionId: string): Promise<ActionRecord | null> {
    return this.retrying('actionByInteraction', async () => {
      const row = await this.prisma.action.findUnique({ where: { interactionId } });
      return row ? toAction(row) : null;
    });
  }

  claimDueJobs(now: Date, limit: number, leaseMs: number): Promise<ClaimedJob[]> {
    return this.retrying('claimDueJobs', async () => {
      const leaseUntil = new Date(now.getTime() + leaseMs);
      const rows = await this.prisma.$queryRaw<JobSqlRow[]>`
        UPDATE "ScheduledJob" SET "leasedUntil" = ${leaseUntil}
        WHERE id IN (
          SELECT id FROM "ScheduledJob"
          WHERE "doneAt" IS NULL AND "dueAt" <= ${now}
            AND ("leasedUntil" IS NULL OR "leasedUntil" < ${now})
          ORDER BY "dueAt"
          LIMIT ${limit}
          FOR UPDATE SKIP LOCKED
        )
        RETURNING id, "gameId", kind, seat, "dueAt", "gameVersion", slot, "doneAt", "leasedUntil", "createdAt"`;
      return rows
        .map((r) => toJob({ ...r }))
        .sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime() || a.id.localeCompare(b.id));
    });
  }

  openJobs(gameId: string): Promise<JobRecord[]> {
    return this.retrying('openJobs', async () => {
      const rows = await this.prisma.scheduledJob.findMany({
        where: { gameId, doneAt: null },
        orderBy: [{ dueAt: 'asc' }, { seat: 'asc' }],
      });
      return rows.map(toJob);
    });
  }

  channelSettings(channelId: string): Promise<ChannelSettingsRecord | null> {
    return this.retrying('channelSettings', async () => {
      const row = await this.prisma.channelSettings.findUnique({ where: { channelId } });
      return row ? toChannelSettings(row) : null;
    });
  }

  saveChannelSettings(s: ChannelSettingsRecord): Promise<ChannelSettingsRecord> {
    return this.retrying('saveChannelSettings', async () => {
      const data = {
        guildId: s.guildId,
        locale: s.locale,
        deadlineMinutes: s.deadlineMinutes,
        reminderSchedule: jsonRequired(s.reminderSchedule),
        threadPerGame: s.threadPerGame,
      };
      const row = await this.prisma.channelSettings.upsert({
        where: { channelId: s.channelId },
        create: { channelId: s.channelId, ...data },
        update: data,
      });
      return toChannelSettings(row);
    });
  }

  playerSettings(userId: string): Promise<PlayerSettingsRecord | null> {
    return this.retrying('playerSettings', async () => {
      const row = await this.prisma.playerSettings.findUnique({ where: { userId } });
      return row ? toPlayerSettings(row) : null;
    });
  }

  savePlayerSettings(s: PlayerSettingsRecord): Promise<PlayerSettingsRecord> {
    return this.retrying('savePlayerSettings', async () => {
      const data = {
        timezone: s.timezone,
        quietStart: s.quietStart,
        quietEnd: s.quietEnd,
        locale: s.locale,
        ...(s.recordOptOut === undefined ? {} : { recordOptOut: s.recordOptOut }),
      };
      const row = await this.prisma.playerSettings.upsert({
        where: { userId: s.userId },
        create: { userId: s.userId, ...data },
        update: data,
      });
      return toPlayerSettings(row);
    });
  }

  async presenterMessage(
    gameId: string,
    seat: number,
    role: PresenterMessageRecord['role'],
  ): Promise<PresenterMessageRecord | null> {
    const row = await this.prisma.presenterMessage.findUnique({ where: { gameId_seat_role: { gameId, seat, role } } });
    if (!row) return null;
    return { gameId, seat, role, decision: row.decision, channelId: row.channelId, messageId: row.messageId };
  }

  async savePresenterMessage(r: PresenterMessageRecord): Promise<void> {
    const data = { decision: r.decision, channelId: r.channelId, messageId: r.messageId };
    await this.prisma.presenterMessage.upsert({
      where: { gameId_seat_role: { gameId: r.gameId, seat: r.seat, role: r.role } },
      create: { gameId: r.gameId, seat: r.seat, role: r.role, ...data },
      update: data,
    });
  }

  async markSeen(gameId: string, seat: number, seq: number): Promise<void> {
    await this.retrying('markSeen', async () => {
      await this.prisma.seat.updateMany({ where: { gameId, seat, seenSeq: { lt: seq } }, data: { seenSeq: seq } });
    });
  }

  finishedGamesOfGuild(guildId: string, limit: number): Promise<GameRecord[]> {
    return this.retrying('finishedGamesOfGuild', async () => {
      const rows = await this.prisma.game.findMany({
        where: { guildId, status: 'finished' },
        include: { seats: true },
        orderBy: [{ finishedAt: 'desc' }, { createdAt: 'desc' }],
        take: limit,
      });
      return rows.map((r) => toGame(r, r.seats));
    });
  }

  recordOptOuts(userIds: string[]): Promise<Set<string>> {
    return this.retrying('recordOptOuts', async () => {
      if (userIds.length === 0) return new Set<string>();
      const rows = await this.prisma.playerSettings.findMany({
        where: { userId: { in: userIds }, recordOptOut: true },
        select: { userId: true },
      });
      return new Set(rows.map((r) => r.userId));
    });
  }

  updatePresentation(gameId: string, patch: { threadId?: string; statusMessageId?: string | null }): Promise<void> {
    return this.retrying('updatePresentation', async () => {
      await this.prisma.game.update({
        where: { id: gameId },
        data: {
          ...(patch.threadId !== undefined ? { threadId: patch.threadId } : {}),
          ...(patch.statusMessageId !== undefined ? { statusMessageId: patch.statusMessageId } : {}),
        },
      });
    });
  }

  claimOutbox(now: Date, limit: number, leaseMs: number, token: string, gameId?: string): Promise<OutboxRecord[]> {
    return this.retrying('claimOutbox', async () => {
      const leaseUntil = new Date(now.getTime() + leaseMs);
      const only = gameId ?? null;
      const rows = await this.prisma.$queryRaw<OutboxSqlRow[]>`
        UPDATE "OutboxEntry" SET "leasedUntil" = ${leaseUntil}, "leaseToken" = ${token}
        WHERE id IN (
          SELECT e.id FROM "OutboxEntry" e
          WHERE e."deliveredAt" IS NULL AND e."nextAttemptAt" <= ${now}
            AND (e."leasedUntil" IS NULL OR e."leasedUntil" < ${now})
            AND (${only}::text IS NULL OR e."gameId" = ${only}::text)
            AND NOT EXISTS (
              SELECT 1 FROM "OutboxEntry" p
              WHERE p."gameId" = e."gameId" AND p."deliveredAt" IS NULL AND p.seq < e.seq
            )
          ORDER BY e."createdAt", e.seq
          LIMIT ${limit}
          FOR UPDATE SKIP LOCKED
        )
        RETURNING id, "gameId", seq, kind, payload, step, attempts, "nextAttemptAt", "leasedUntil", "leaseToken",
          "deliveredAt", "lastError", "createdAt"`;
      return rows.map(toOutbox).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.seq - b.seq);
    });
  }

  releaseOutboxHold(token: string): Promise<void> {
    return this.retrying('releaseOutboxHold', async () => {
      await this.prisma.outboxEntry.updateMany({
        where: { leaseToken: token, deliveredAt: null },
        data: { leasedUntil: null, leaseToken: null },
      });
    });
  }

  outboxProgress(id: string, token: string, p: OutboxProgress): Promise<boolean> {
    return this.retrying('outboxProgress', async () => {
      const { count } = await this.prisma.outboxEntry.updateMany({
        where: { id, leaseToken: token, deliveredAt: null },
        data: {
          ...(p.step !== undefined ? { step: p.step } : {}),
          ...(p.attempts !== undefined ? { attempts: p.attempts } : {}),
          ...(p.nextAttemptAt !== undefined ? { nextAttemptAt: p.nextAttemptAt } : {}),
          ...(p.deliveredAt !== undefined ? { deliveredAt: p.deliveredAt } : {}),
          ...(p.lastError !== undefined ? { lastError: p.lastError?.slice(0, 500) ?? null } : {}),
          ...(p.leasedUntil !== undefined ? { leasedUntil: p.leasedUntil } : {}),
          ...(p.release ? { leasedUntil: null, leaseToken: null } : {}),
        },
      });
      return count === 1;
    });
  }

  outbox(gameId: string): Promise<OutboxRecord[]> {
    return this.retrying('outbox', async () => {
      const rows = await this.prisma.outboxEntry.findMany({ where: { gameId }, orderBy: { seq: 'asc' } });
      return rows.map((r) => toOutbox(r as OutboxSqlRow));
    });
  }

  async close(): Promise<void> {
    await this.prisma.$disconnect();
    await this.onClose?.();
  }
}
