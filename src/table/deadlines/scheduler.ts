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
    const max = this.options.maxPerTick ?? 5_000;
    let done = 0;
    while (done < max) {
      const jobs = await store.claimDueJobs(clock(), batch, lease);
      if (jobs.length === 0) break;
      for (const job of jobs) {
        try {
          await worker.run(job);
        } catch (err) {
          // The lease runs out and a later tick retries; other games are not held up.
          logger.error({ err, jobId: job.id, gameId: job.gameId, kind: job.kind }, 'deadline job failed');
        }
        done++;
      }
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
