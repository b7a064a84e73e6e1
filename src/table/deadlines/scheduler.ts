/**
 * The deadline scheduler. node-cron only ticks; each tick claims due jobs from the database
 * (FOR UPDATE SKIP LOCKED, leased), oldest first, and hands them to a worker. A restarted bot
 * catches up on everything that fell due while it was down, in due order, batch by batch.
 * Several processes may tick against one database: a job is claimed by one of them, and the
 * worker completes it inside the game's transaction, so its effect happens exactly once.
 */
import cron, { type ScheduledTask } from 'node-cron';
import type { ClaimedJob, GameStore } from '../../store/types.js';
import type { Clock, Logger } from '../ports.js';

export interface JobWorker {
  run(job: ClaimedJob): Promise<void>;
}

export interface SchedulerOptions {
  store: GameStore;
  worker: JobWorker;
  clock: Clock;
  logger: Logger;
  /** Jobs claimed per query. */
  batchSize?: number;
  /** How long a claimed job belongs to this process before another may retry it. */
  leaseMs?: number;
  /** Upper bound of jobs per tick, so one tick cannot run forever. */
  maxPerTick?: number;
  /**
   * Games worked at once (default 4, DEADLINE_CONCURRENCY): each job is a short transaction on
   * one connection, so this stays well under the pool; a game's own jobs run one after another,
   * in due order.
   */
  concurrency?: number;
}

/** Runs `work` for each group with at most `limit` at once. */
async function inParallel<T>(groups: T[], limit: number, work: (g: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.max(1, Math.min(limit, groups.length)) }, async () => {
    while (next < groups.length) {
      const g = groups[next++];
      if (g !== undefined) await work(g);
    }
  });
  await Promise.all(lanes);
}

function defaultConcurrency(): number {
  const n = Number(process.env.DEADLINE_CONCURRENCY);
  return Number.isInteger(n) && n > 0 ? n : 4;
}

export class DeadlineScheduler {
  private task: ScheduledTask | null = null;
  private running: Promise<number> | null = null;

  constructor(private readonly options: SchedulerOptions) {}

  /** Claims and runs every due job (in due order), batch by batch; returns how many ran. */
  async tick(): Promise<number> {
    // One tick at a time per process: overlapping ticks would only contend for the same rows.
    if (this.running) return this.running;
    this.running = this.sweep().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async sweep(): Promise<number> {
    const { store, worker, clock, logger } = this.options;
    const batch = this.options.batchSize ?? 50;
    const lease = this.options.leaseMs ?? 5 * 60_000;
    const max = this.options.maxPerTick ?? 20_000;
    const concurrency = this.options.concurrency ?? defaultConcurrency();
    let done = 0;
    while (done < max) {
      const jobs = await store.claimDueJobs(clock(), batch, lease);
      if (jobs.length === 0) break;
      // Jobs of one game stay in due order (a reminder before its deadline); games run side by side.
      const byGame = new Map<string, ClaimedJob[]>();
      for (const job of jobs) byGame.set(job.gameId, [...(byGame.get(job.gameId) ?? []), job]);
      await inParallel([...byGame.values()], concurrency, async (gameJobs) => {
        for (const job of gameJobs) {
          try {
            await worker.run(job);
          } catch (err) {
            // The lease runs out and a later tick retries; other games are not held up.
            logger.error({ err, jobId: job.id, gameId: job.gameId, kind: job.kind }, 'deadline job failed');
          }
          done++;
        }
      });
      // Which process worked which games' jobs: with several processes, each batch is its own.
      logger.info(
        { jobs: jobs.length, games: Object.fromEntries([...byGame].map(([id, js]) => [id, js.length])) },
        'deadline jobs done',
      );
      if (jobs.length < batch) break;
    }
    return done;
  }

  /** Starts ticking on a cron expression (default: every minute) and runs one catch-up tick now. */
  start(expression = '* * * * *'): void {
    if (this.task) return;
    this.task = cron.schedule(expression, () => {
      void this.tick();
    });
    void this.tick();
  }

  async stop(): Promise<void> {
    await this.task?.stop();
    this.task = null;
    await this.running;
  }
}
