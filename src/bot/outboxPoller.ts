/**
 * Delivers the outbox in the background: entries whose delivery failed (retried when due) and
 * entries a previous run of the bot (or another process) left undelivered. One pass at a time;
 * stopping waits for the pass under way, so nothing is left half-recorded.
 */
import type { Logger } from '../table/ports.js';
import type { Table } from '../table/table.js';

export function startOutboxPoller(table: Table, logger: Logger, everyMs: number): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  let stopped = false;
  const pass = () => {
    if (running || stopped) return;
    running = table.outbox
      .drain()
      .then(
        (n) => {
          if (n > 0) logger.info({ delivered: n }, 'outbox delivered');
        },
        (err: unknown) => logger.warn({ err }, 'outbox pass failed'),
      )
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(pass, everyMs);
  timer.unref();
  pass();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
