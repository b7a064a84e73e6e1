/**
 * The outbox: what to tell whom after a change is written in the change's own transaction
 * (GameTx.enqueue), then delivered here, in order per game, step by step (publish.ts), with
 * each step recorded once done. A step that fails for a reason that passes (Discord answering
 * 5xx or 429, no answer at all) is tried again later with backoff (never before the service's
 * retry-after), so a move is always announced, once, even across restarts: a restarted process
 * (or any other one) picks up what was not delivered. Entries are leased (FOR UPDATE SKIP
 * LOCKED + a lease token), so two processes never deliver the same one.
 *
 * A thread that is gone is recreated (a new thread under the game's channel, a line in the
 * channel pointing to it, the game's record updated); a pinned status message that is gone is
 * posted and pinned anew (refreshStatus). Transport-neutral: it speaks only the Notifier port.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { AnyGameDefinition } from '../engines/kit/types.js';
import { t } from '../i18n/index.js';
import { type GameRecord, type OutboxHold, type OutboxRecord, StoreUnavailableError } from '../store/types.js';
import { gameLocale, type TableDeps } from './context.js';
import { definitionOf } from './engine.js';
import { clip, clipContent } from './messages/components.js';
import { gameName } from './messages/names.js';
import type { Applied } from './play.js';
import { DeliveryError, isMissing, type Notifier } from './ports.js';
import { appliedSteps, botRunSteps, type Published, type Step, startSteps } from './publish.js';

export interface OutboxOptions {
  /** How long a deliverer owns a claimed entry (renewed after every step). */
  leaseMs?: number;
  /** The first retry's delay; doubled per attempt up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Tries of a step failing for an unknown reason (a bug, not Discord) before it is skipped. */
  maxUnknownFailures?: number;
  /** How long an entry waits for its request's answer at most (the request died, or Discord is slow). */
  holdMs?: number;
}

/** The outcome of an applied action as an entry keeps it (JSON; the draft only as a flag). */
interface StoredApplied extends Omit<Published, 'def' | 'drafted'> {
  drafted: boolean;
}

export type OutboxPayload =
  | { type: 'applied'; applied: StoredApplied }
  | { type: 'run'; run: StoredApplied[] }
  | { type: 'start'; game: GameRecord }
  | { type: 'post'; content: string };

export function appliedEntry(o: Applied): OutboxPayload {
  return { type: 'applied', applied: stored(o) };
}

/** A run of bot moves, announced together: only the last move's game is kept whole. */
export function runEntry(run: Applied[]): OutboxPayload {
  const last = run.at(-1);
  return {
    type: 'run',
    run: run.map((o, i) => ({
      ...stored(o),
      ...(last && o !== last ? { game: { ...last.game, version: o.game.version } } : {}),
      ...(i > 0 ? { stateBefore: null } : {}),
    })),
  };
}

function stored(o: Applied): StoredApplied {
  const { def: _def, kind: _kind, drafted, ...rest } = o;
  return { ...rest, drafted: drafted !== null };
}

const GAME_DATES = ['nextDeadlineAt', 'pausedAt', 'createdAt', 'updatedAt', 'startedAt', 'finishedAt'] as const;
const SEAT_DATES = ['joinedAt', 'lastNudgeAt'] as const;

function reviveDate(v: unknown): unknown {
  return typeof v === 'string' ? new Date(v) : v;
}

/** A game record back from JSON: its dates are dates again. */
export function reviveGame(raw: GameRecord): GameRecord {
  const g = { ...raw } as Record<string, unknown>;
  for (const k of GAME_DATES) g[k] = reviveDate(g[k]);
  g.seats = raw.seats.map((s) => {
    const seat = { ...s } as Record<string, unknown>;
    for (const k of SEAT_DATES) seat[k] = reviveDate(seat[k]);
    return seat;
  });
  return g as unknown as GameRecord;
}

/** Where the game's messages go now (its thread may have been recreated since the entry was written). */
function presentedNow(game: GameRecord, current: GameRecord): GameRecord {
  return { ...game, threadId: current.threadId, statusMessageId: current.statusMessageId };
}

function published(def: AnyGameDefinition, s: StoredApplied, current: GameRecord): Published {
  return { ...s, def, game: presentedNow(reviveGame(s.game), current) };
}

/**
 * The notifier for one step of one entry: each post carries a key of its own (entry, step, n-th
 * post of the step), so repeating the step after a crash repeats the same keys.
 */
function keyed(notifier: Notifier, entryId: string, cursor: { step: number; n: number }): Notifier {
  const key = () =>
    createHash('sha256')
      .update(`${entryId}:${cursor.step}:${cursor.n++}`)
      .digest('base64url')
      .slice(0, 25);
  return {
    post: (channelId, message) => notifier.post(channelId, { ...message, idempotencyKey: key() }),
    edit: (channelId, messageId, message) => notifier.edit(channelId, messageId, message),
    pin: (channelId, messageId) => notifier.pin(channelId, messageId),
    createThread: (channelId, name) => notifier.createThread(channelId, name),
    dm: (userId, message) => notifier.dm(userId, { ...message, idempotencyKey: key() }),
  };
}

type Failure = { kind: 'retry'; delayMs: number | null } | { kind: 'skip' };

export class Outbox {
  /** This deliverer's lease token (one per process and Table). */
  private readonly token = randomUUID();
  private readonly leaseMs: number;
  private readonly baseDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly maxUnknownFailures: number;
  private readonly holdMs: number;

  constructor(
    private readonly deps: TableDeps,
    options: OutboxOptions = {},
  ) {
    this.leaseMs = options.leaseMs ?? 60_000;
    this.baseDelayMs = options.baseDelayMs ?? 1_000;
    this.maxDelayMs = options.maxDelayMs ?? 5 * 60_000;
    this.maxUnknownFailures = options.maxUnknownFailures ?? 5;
    this.holdMs = options.holdMs ?? 15_000;
  }

  /**
   * A hold for what one request writes: its entry is not delivered (by the poller, or after
   * another player's move) before the request has answered its interaction and released it.
   */
  hold(): OutboxHold {
    return { token: `hold-${randomUUID()}`, until: new Date(Date.now() + this.holdMs) };
  }

  release(hold: OutboxHold): Promise<void> {
    return this.deps.store.releaseOutboxHold(hold.token);
  }

  /**
   * Delivers what is due, in order: one game's entries (after a change to it), or every game's
   * (the poller). Returns how many entries were delivered. An entry that failed waits for its
   * next attempt; an entry another deliverer holds is left to it.
   */
  async drain(gameId?: string, maxRounds = 50): Promise<number> {
    let delivered = 0;
    for (let round = 0; round < maxRounds; round++) {
      const claimed = await this.deps.store.claimOutbox(new Date(), gameId ? 1 : 20, this.leaseMs, this.token, gameId);
      if (claimed.length === 0) break;
      let progressed = false;
      for (const entry of claimed) {
        if (await this.deliver(entry)) {
          delivered++;
          progressed = true;
        }
      }
      if (!progressed) break;
    }
    return delivered;
  }

  private async stepsOf(entry: OutboxRecord, cursor: { step: number; n: number }): Promise<Step[]> {
    const current = await this.deps.store.getGame(entry.gameId);
    if (!current) return [];
    const payload = entry.payload as OutboxPayload;
    const def = definitionOf(current.kind);
    const deps = { ...this.deps, notifier: keyed(this.deps.notifier, entry.id, cursor) };
    switch (payload.type) {
      case 'applied':
        return appliedSteps(deps, published(def, payload.applied, current));
      case 'run':
        return botRunSteps(
          deps,
          payload.run.map((s) => published(def, s, current)),
        );
      case 'start':
        return startSteps(deps, def, presentedNow(reviveGame(payload.game), current));
      case 'post':
        return [
          {
            what: 'post',
            run: async () => {
              await deps.notifier.post(current.threadId ?? current.channelId, {
                content: clipContent(payload.content),
              });
            },
          },
        ];
      default:
        this.deps.logger.error({ gameId: entry.gameId, entryId: entry.id }, 'unknown outbox entry; skipped');
        return [];
    }
  }

  /** Runs an entry's steps from the first not yet done; true when the entry is delivered. */
  private async deliver(entry: OutboxRecord): Promise<boolean> {
    let step = entry.step;
    let recreated = false;
    // The steps are built once (the game read once), again after the thread was recreated.
    const cursor = { step, n: 0 };
    let steps = await this.stepsOf(entry, cursor);
    for (;;) {
      cursor.step = step;
      cursor.n = 0;
      const current = steps[step];
      if (!current) {
        return this.deps.store.outboxProgress(entry.id, this.token, {
          step,
          deliveredAt: new Date(),
          lastError: null,
          release: true,
        });
      }
      try {
        await current.run();
      } catch (err) {
        if (isMissing(err, 'channel') && !recreated) {
          recreated = true;
          if (await this.recreateThread(entry.gameId)) {
            steps = await this.stepsOf(entry, cursor);
            continue;
          }
        }
        const failure = this.failure(err, entry.attempts);
        if (failure.kind === 'retry') {
          const delay = Math.max(failure.delayMs ?? 0, this.backoff(entry.attempts));
          this.deps.logger.warn(
            {
              err,
              gameId: entry.gameId,
              seq: entry.seq,
              what: current.what,
              attempt: entry.attempts + 1,
              delayMs: delay,
            },
            'delivery failed; will retry',
          );
          await this.deps.store.outboxProgress(entry.id, this.token, {
            step,
            attempts: entry.attempts + 1,
            nextAttemptAt: new Date(Date.now() + delay),
            lastError: err instanceof Error ? err.message : String(err),
            release: true,
          });
          return false;
        }
        this.deps.logger.error({ err, gameId: entry.gameId, seq: entry.seq, what: current.what }, 'publishing failed');
      }
      step++;
      // Recorded before the next step, so a retry (here or in another process) never repeats it.
      const mine = await this.deps.store.outboxProgress(entry.id, this.token, {
        step,
        leasedUntil: new Date(Date.now() + this.leaseMs),
      });
      if (!mine) {
        this.deps.logger.warn({ gameId: entry.gameId, seq: entry.seq }, 'outbox lease lost; another deliverer goes on');
        return false;
      }
    }
  }

  private failure(err: unknown, attempts: number): Failure {
    if (err instanceof DeliveryError) {
      if (err.reason === 'transient') return { kind: 'retry', delayMs: err.retryAfterMs };
      return { kind: 'skip' };
    }
    if (err instanceof StoreUnavailableError) return { kind: 'retry', delayMs: null };
    // Not Discord's answer (a renderer, a bug): tried a few times, then skipped so the game's
    // later messages are not held up for ever.
    return attempts + 1 < this.maxUnknownFailures ? { kind: 'retry', delayMs: null } : { kind: 'skip' };
  }

  private backoff(attempts: number): number {
    return Math.min(this.maxDelayMs, this.baseDelayMs * 2 ** Math.min(attempts, 20));
  }

  /**
   * The game's thread is gone: a new one under the game's channel, a line in the channel that
   * points to it, and the game's record updated (its old status message went with the thread).
   */
  private async recreateThread(gameId: string): Promise<boolean> {
    const game = await this.deps.store.getGame(gameId);
    if (!game?.threadId) return false;
    const locale = gameLocale(game);
    try {
      const threadId = await this.deps.notifier.createThread(game.channelId, clip(gameName(game, locale), 100));
      await this.deps.store.updatePresentation(game.id, { threadId, statusMessageId: null });
      this.deps.logger.warn({ gameId, old: game.threadId, threadId }, 'game thread gone; recreated');
      await this.deps.notifier
        .post(game.channelId, {
          content: clipContent(
            t(locale, 'table.parent.threadRecreated', { game: gameName(game, locale), thread: `<#${threadId}>` }),
          ),
        })
        .catch((err: unknown) =>
          this.deps.logger.warn({ err, gameId }, 'could not point the channel to the new thread'),
        );
      return true;
    } catch (err) {
      this.deps.logger.error({ err, gameId }, 'could not recreate the game thread');
      return false;
    }
  }
}
