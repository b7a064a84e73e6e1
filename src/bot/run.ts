/**
 * What every bot process does, whether it is the only one or one shard of several: read the
 * configuration, open the database, run the bot with its deadline scheduler (and, through the
 * bot, its outbox poller), and stop cleanly on SIGINT/SIGTERM.
 */
import { existsSync } from 'node:fs';
import { type Database, MigrationError, openDatabase } from '../store/index.js';
import { DeadlineScheduler } from '../table/deadlines/scheduler.js';
import { DeadlineWorker } from '../table/deadlines/worker.js';
import { type Config, ConfigError, loadConfig } from './config.js';
import type { Bot } from './createBot.js';
import type { Logger } from './logger.js';

/** The configuration from the environment (and .env); a bad value stops the process with its message. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  if (existsSync('.env')) process.loadEnvFile('.env');
  try {
    return loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
}

/** Opens the database and applies migrations; a failure stops the process with its reason. */
export async function openDatabaseOrExit(config: Config, logger: Logger): Promise<Database> {
  try {
    const db = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      poolSize: config.DATABASE_POOL_SIZE,
      onConnectionError: (err) => logger.warn({ err }, 'a database connection was closed; it will be replaced'),
    });
    logger.info({ database: db.describe, migrationsApplied: db.migrations.applied }, 'database ready');
    return db;
  } catch (err) {
    const message = err instanceof MigrationError ? err.message : `cannot open the database: ${String(err)}`;
    logger.fatal({ err }, message);
    process.exit(1);
  }
}

/**
 * Starts the deadline scheduler on a connected bot. Each process claims due jobs with
 * SKIP LOCKED and a lease, so any number of processes may share the database.
 */
export function startScheduler(config: Config, logger: Logger, bot: Bot, db: Database): DeadlineScheduler {
  const scheduler = new DeadlineScheduler({
    store: db.store,
    worker: new DeadlineWorker(bot.table.deps, bot.table),
    clock: bot.table.deps.clock,
    logger,
  });
  scheduler.start(config.SCHEDULER_CRON);
  return scheduler;
}

/** Runs `stop` once on SIGINT or SIGTERM, then exits. */
export function stopOnSignals(logger: Logger, stop: () => Promise<void>): void {
  const shutdown = async (signal: string) => {
    logger.info({ signal }, 'shutting down');
    await stop().catch((err: unknown) => logger.error({ err }, 'shutting down failed'));
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}
