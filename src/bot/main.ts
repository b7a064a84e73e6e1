/**
 * `npm start`: Sejmik's entry point. Validates configuration, opens the database (a Postgres
 * server, or the embedded one) and applies migrations, starts the bot and the deadline
 * scheduler. Without DISCORD_TOKEN it runs in local mode: a local stand-in for Discord that
 * the real discord.js client connects to, with a play page in the browser.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startLocalDiscord } from '../local/index.js';
import { type GameStore, MigrationError, openDatabase } from '../store/index.js';
import { DeadlineScheduler } from '../table/deadlines/scheduler.js';
import { DeadlineWorker } from '../table/deadlines/worker.js';
import { type Config, ConfigError, loadConfig } from './config.js';
import { type Bot, createBot } from './createBot.js';
import { createLogger, type Logger } from './logger.js';

function readConfig(): Config {
  if (existsSync('.env')) process.loadEnvFile('.env');
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
}

interface Connected {
  bot: Bot;
  stop(): Promise<void>;
}

/** Real Discord with a token; otherwise the local stand-in and its play page. */
async function connect(config: Config, logger: Logger, store: GameStore): Promise<Connected> {
  if (config.mode === 'discord' && config.DISCORD_TOKEN) {
    const bot = createBot({ store, logger });
    await bot.start(config.DISCORD_TOKEN);
    return { bot, stop: () => bot.stop() };
  }
  // The stand-in's world (channels, threads, messages, pins, DMs, attachments) lives beside the
  // embedded database, so stopping and starting local mode continues every game where it was.
  const local = await startLocalDiscord({
    port: config.LOCAL_PORT,
    host: config.LOCAL_HOST,
    dataDir: join(config.DATA_DIR, 'local-discord'),
  });
  const bot = createBot({ store, logger, restApiUrl: local.restApiUrl });
  await bot.start(local.token);
  await bot.registerCommands(local.guildId);
  logger.info({ url: local.pageUrl }, 'local mode: no DISCORD_TOKEN, so Discord is simulated on this machine');
  console.log(`\n  Sejmik (local mode): open ${local.pageUrl} to play — switch players at the top of the page.\n`);
  return {
    bot,
    async stop() {
      await bot.stop();
      await local.close();
    },
  };
}

async function main(): Promise<void> {
  const config = readConfig();
  const logger = createLogger({ level: config.LOG_LEVEL, pretty: config.LOG_PRETTY });
  let db: Awaited<ReturnType<typeof openDatabase>>;
  try {
    db = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      poolSize: config.DATABASE_POOL_SIZE,
      onConnectionError: (err) => logger.warn({ err }, 'a database connection was closed; it will be replaced'),
    });
  } catch (err) {
    const message = err instanceof MigrationError ? err.message : `cannot open the database: ${String(err)}`;
    logger.fatal({ err }, message);
    process.exit(1);
  }
  logger.info({ database: db.describe, migrationsApplied: db.migrations.applied }, 'database ready');

  let connected: Connected;
  try {
    connected = await connect(config, logger, db.store);
  } catch (err) {
    logger.fatal({ err }, 'the bot could not connect');
    await db.close().catch(() => undefined);
    process.exit(1);
  }
  const { bot } = connected;
  const scheduler = new DeadlineScheduler({
    store: db.store,
    worker: new DeadlineWorker(bot.table.deps, bot.table),
    clock: bot.table.deps.clock,
    logger,
  });
  scheduler.start(config.SCHEDULER_CRON);
  logger.info({ mode: config.mode, database: db.kind, scheduler: config.SCHEDULER_CRON }, 'ready');

  const shutdown = async (signal: string) => {
    logger.info({ signal }, 'shutting down');
    await scheduler.stop().catch(() => undefined);
    await connected.stop().catch(() => undefined);
    await db.close().catch((err: unknown) => logger.error({ err }, 'closing the database failed'));
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

void main();
