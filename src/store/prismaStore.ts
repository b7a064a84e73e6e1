/**
 * GameStore on Prisma + Postgres. Every write to a game happens inside `transact`, which
 * locks the game's row (SELECT … FOR UPDATE) for the whole transaction and checks the
 * version on update, so concurrent writers to one game run in order and none is lost.
 */
import type { PrismaPg } from '@prisma/adapter-pg';
import { DEFAULT_RETRY, type RetryPolicy, withRetry } from './faults.js';
import type { Prisma } from './generated/client.js';
import { PrismaClient } from './generated/client.js';
import {
  jsonInput,
  jsonRequired,
  toAction,
  toChannelSettings,
  toGame,
  toJob,
  toPlayerSettings,
  toSeat,
} from './mappers.js';
import {
  type ActionRecord,
  type ChannelSettingsRecord,
  type ClaimedJob,
  GameNotFoundError,
  type GamePatch,
  type GameRecord,
  type GameStatus,
  type GameStore,
  type GameTx,
  type JobRecord,
  type NewAction,
  type NewGame,
  type NewJob,
  type OutboxProgress,
  type OutboxRecord,
  type PlayerSettingsRecord,
  type PresenterMessageRecord,
  type SeatPatch,
  type SeatRecord,
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

function gamePatchData(patch: GamePatch): Prisma.GameUpdateManyMutationInput {
  const data: Prisma.GameUpdateManyMutationInput = {};
  if (patch.threadId !== undefined) data.threadId = patch.threadId;
  if (patch.status !== undefined) data.status = patch.status;
  if (patch.locale !== undefined) data.locale = patch.locale;
  if (patch.options !== undefined) data.options = jsonRequired(patch.options);
  if (patch.state !== undefined) data.state = jsonInput(patch.state);
  if (patch.rngState !== undefined) data.rngState = jsonInput(patch.rngState);
  if (patch.deadline !== undefined) data.deadline = jsonRequired(patch.deadline);
  if (patch.nextDeadlineAt !== undefined) data.nextDeadlineAt = patch.nextDeadlineAt;
  if (patch.pausedAt !== undefined) data.pausedAt = patch.pausedAt;
  if (patch.pausedMinutes !== undefined) data.pausedMinutes = patch.pausedMinutes;
  if (patch.statusMessageId !== undefined) data.statusMessageId = patch.statusMessageId;
  if (patch.boardMessageId !== undefined) data.boardMessageId = patch.boardMessageId;
  if (patch.lastImageHash !== undefined) data.lastImageHash = patch.lastImageHash;
  if (patch.undoRequest !== undefined) data.undoRequest = jsonInput(patch.undoRequest);
  if (patch.result !== undefined) data.result = jsonInput(patch.result);
  if (patch.startedAt !== undefined) data.startedAt = patch.startedAt;
  if (patch.finishedAt !== undefined) data.finishedAt = patch.finishedAt;
  if (patch.engineVersion !== undefined) data.engineVersion = patch.engineVersion;
  return data;
}

function seatPatchData(patch: SeatPatch): Prisma.SeatUpdateInput {
  const data: Prisma.SeatUpdateInput = {};
  for (const [k, v] of Object.entries(patch)) if (v !== undefined) (data as Record<string, unknown>)[k] = v;
  return data;
}

async function loadGame(tx: Tx | PrismaClient, id: string): Promise<GameRecord | null> {
  const row = await tx.game.findUnique({ where: { id }, include: { seats: true } });
  return row ? toGame(row, row.seats) : null;
}

class PrismaGameTx implements GameTx {
  constructor(
    private readonly tx: Tx,
    private current: GameRecord,
  ) {}

  get game(): GameRecord {
    return this.current;
  }

  private async reload(): Promise<GameRecord> {
    const g = await loadGame(this.tx, this.current.id);
    if (!g) throw new GameNotFoundError(this.current.id);
    this.current = g;
    return g;
  }

  async update(patch: GamePatch): Promise<GameRecord> {
    const expected = this.current.version;
    const { count } = await this.tx.game.updateMany({
      where: { id: this.current.id, version: expected },
      data: { ...gamePatchData(patch), version: { increment: 1 } },
    });
    if (count === 0) {
      const fresh = await this.tx.game.findUnique({ where: { id: this.current.id }, select: { version: true } });
      throw new VersionConflictError(this.current.id, expected, fresh?.version ?? null);
    }
    // The row is locked by this transaction, so the new record is known without reading it back.
    const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    this.current = { ...this.current, ...defined, version: expected + 1 };
    return this.current;
  }

  async appendAction(action: NewAction): Promise<ActionRecord> {
    const last = await this.tx.action.aggregate({ where: { gameId: this.current.id }, _max: { seq: true } });
    const row = await this.tx.action.create({
      data: {
        gameId: this.current.id,
        seq: (last._max.seq ?? 0) + 1,
        seat: action.seat,
        userId: action.userId,
        source: action.source,
        payload: jsonRequired(action.payload),
        events: jsonRequired(action.events ?? []),
        irreversible: action.irreversible,
        commitment: action.commitment ?? null,
        salt: action.salt ?? null,
        interactionId: action.interactionId ?? null,
        versionAfter: this.current.version,
      },
    });
    return toAction(row);
  }

  async actionByInteraction(interactionId: string): Promise<ActionRecord | null> {
    const row = await this.tx.action.findFirst({ where: { gameId: this.current.id, interactionId } });
    return row ? toAction(row) : null;
  }

  async actions(): Promise<ActionRecord[]> {
    const rows = await this.tx.action.findMany({ where: { gameId: this.current.id }, orderBy: { seq: 'asc' } });
    return rows.map(toAction);
  }

  async seatActedSince(seat: number, version: number): Promise<boolean> {
    const row = await this.tx.action.findFirst({
      where: { gameId: this.current.id, seat, undone: false, versionAfter: { gt: version } },
      select: { id: true },
    });
    return row !== null;
  }

  async markUndone(fromSeq: number): Promise<number> {
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
    const row = await this.tx.seat.create({
      data: {
        gameId: this.current.id,
        seat: seat.seat,
        userId: seat.userId,
        displayName: seat.displayName,
        faction: seat.faction ?? null,
      },
    });
    await this.reload();
    return toSeat(row);
  }

  async updateSeat(seat: number, patch: SeatPatch): Promise<SeatRecord> {
    const row = await this.tx.seat.update({
      where: { gameId_seat: { gameId: this.current.id, seat } },
      data: seatPatchData(patch),
    });
    await this.reload();
    return toSeat(row);
  }

  async removeSeat(seat: number): Promise<void> {
    await this.tx.seat.delete({ where: { gameId_seat: { gameId: this.current.id, seat } } });
    await this.reload();
  }

  async replaceOpenJobs(jobs: NewJob[], gameVersion: number): Promise<void> {
    await this.tx.scheduledJob.deleteMany({ where: { gameId: this.current.id, doneAt: null } });
    if (jobs.length === 0) return;
    // A job already done under the same key (the same reminder of the same deadline) stays
    // done: skipDuplicates turns it into ON CONFLICT DO NOTHING, so it is never sent twice.
    await this.tx.scheduledJob.createMany({
      data: jobs.map((j) => ({
        gameId: this.current.id,
        kind: j.kind,
        seat: j.seat,
        dueAt: j.dueAt,
        slot: j.slot,
        gameVersion,
      })),
      skipDuplicates: true,
    });
  }

  async job(jobId: string): Promise<JobRecord | null> {
    const row = await this.tx.scheduledJob.findUnique({ where: { id: jobId } });
    return row ? toJob(row) : null;
  }

  async completeJob(jobId: string): Promise<boolean> {
    const { count } = await this.tx.scheduledJob.updateMany({
      where: { id: jobId, doneAt: null },
      data: { doneAt: new Date() },
    });
    return count === 1;
  }

  async enqueue(kind: string, payload: unknown): Promise<void> {
    // The game's row is locked by this transaction, so no other writer takes the same seq.
    const last = await this.tx.outboxEntry.aggregate({ where: { gameId: this.current.id }, _max: { seq: true } });
    await this.tx.outboxEntry.create({
      data: {
        gameId: this.current.id,
        seq: (last._max.seq ?? 0) + 1,
        kind,
        payload: jsonRequired(payload),
        // The deliverers' (wall) clock, the one they compare with; due at once.
        nextAttemptAt: new Date(),
        createdAt: new Date(),
      },
    });
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

  transact<T>(gameId: string, fn: (tx: GameTx) => Promise<T>): Promise<T> {
    return this.retrying('transact', async () => {
      return this.prisma.$transaction(async (tx) => {
        const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "Game" WHERE id = ${gameId} FOR UPDATE`;
        if (locked.length === 0) throw new GameNotFoundError(gameId);
        const game = await loadGame(tx, gameId);
        if (!game) throw new GameNotFoundError(gameId);
        return fn(new PrismaGameTx(tx, game));
      }, this.txOptions);
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
