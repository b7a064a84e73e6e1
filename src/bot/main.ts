/**
 * `npm start`: Sejmik's entry point. Validates configuration, opens the database (a Postgres
 * server, or the embedded one) and applies migrations, starts the bot and the deadline
 * scheduler. Without DISCORD_TOKEN it runs in local mode: a local stand-in for Discord that
 * the real discord.js client connects to, with a play page in the browser.
 *
 * With more than one shard (SHARD_COUNT; `auto` asks Discord), this process is the sharding
 * manager: it applies migrations once, in local mode hosts the stand-in and registers the
 * commands once, and spawns one bot process per shard (src/bot/shard.ts).
 */
import { join } from 'node:path';
import { REST } from 'discord.js';
import { Routes } from 'discord-api-types/v10';
import { commandDefinitions } from '../commands/router.js';
import type { LocalDiscord } from '../local/index.js';
import type { Database } from '../store/index.js';
import type { Config } from './config.js';
import { type Bot, createBot } from './createBot.js';
import { createLogger, type Logger } from './logger.js';
import { openDatabaseOrExit, readConfig, startScheduler, stopOnSignals } from './run.js';
import { shardCountFor, spawnShards } from './shards.js';

/** The stand-in's world (channels, threads, messages, pins, DMs, attachments) lives beside the database's data. */
async function startStandIn(config: Config, shardCount: number): Promise<LocalDiscord> {
  // Imported only here: a bot on real Discord never loads the stand-in (≈ 12 MiB of RSS).
  const { startLocalDiscord } = await import('../local/index.js');
  return startLocalDiscord({
    port: config.LOCAL_PORT,
    host: config.LOCAL_HOST,
    dataDir: join(config.DATA_DIR, 'local-discord'),
    shardCount,
  });
}

function announceLocal(logger: Logger, local: LocalDiscord): void {
  logger.info({ url: local.pageUrl }, 'local mode: no DISCORD_TOKEN, so Discord is simulated on this machine');
  console.log(`\n  Sejmik (local mode): open ${local.pageUrl} to play — switch players at the top of the page.\n`);
}

/** One process: the bot (and in local mode the stand-in) here. */
async function runOne(config: Config, logger: Logger): Promise<void> {
  const db = await openDatabaseOrExit(config, logger);
  let bot: Bot;
  let local: LocalDiscord | null = null;
  try {
    if (config.mode === 'discord' && config.DISCORD_TOKEN) {
      bot = createBot({ store: db.store, logger });
      await bot.start(config.DISCORD_TOKEN);
    } else {
      // Stopping and starting local mode continues every game where it was.
      local = await startStandIn(config, 1);
      bot = createBot({ store: db.store, logger, restApiUrl: local.restApiUrl });
      await bot.start(local.token);
      await bot.registerCommands(local.guildId);
      announceLocal(logger, local);
    }
  } catch (err) {
    logger.fatal({ err }, 'the bot could not connect');
    await db.close().catch(() => undefined);
    process.exit(1);
  }
  const scheduler = startScheduler(config, logger, bot, db);
  logger.info({ mode: config.mode, database: db.kind, scheduler: config.SCHEDULER_CRON }, 'ready');
  stopOnSignals(logger, async () => {
    await scheduler.stop().catch(() => undefined);
    await bot.stop().catch(() => undefined);
    await local?.close().catch(() => undefined);
    await db.close();
  });
}

/** The sharding manager: migrations once, the stand-in and the commands once, then a process per shard. */
async function runSharded(config: Config, logger: Logger, count: number): Promise<void> {
  const db: Database = await openDatabaseOrExit(config, logger);
  await db.close();
  let local: LocalDiscord | null = null;
  let token = config.DISCORD_TOKEN ?? '';
  if (config.mode === 'local') {
    local = await startStandIn(config, count);
    token = local.token;
    const rest = new REST({ api: local.restApiUrl }).setToken(local.token);
    await rest.put(Routes.applicationGuildCommands(local.applicationId, local.guildId), {
      body: commandDefinitions(),
    });
  }
  try {
    const shards = await spawnShards({
      count,
      token,
      logger,
      ...(local ? { localApiUrl: local.restApiUrl, spawnDelayMs: 0 } : {}),
    });
    logger.info({ mode: config.mode, shards: count }, 'ready');
    if (local) announceLocal(logger, local);
    stopOnSignals(logger, async () => {
      await shards.stop();
      await local?.close().catch(() => undefined);
    });
  } catch (err) {
    logger.fatal({ err }, 'the shards could not connect');
    await local?.close().catch(() => undefined);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const logger = createLogger({ level: config.LOG_LEVEL, pretty: config.LOG_PRETTY });
  let count: number;
  try {
    count = await shardCountFor(config);
  } catch (err) {
    logger.fatal({ err }, 'cannot ask Discord how many shards to run (SHARD_COUNT=auto); set SHARD_COUNT');
    process.exit(1);
  }
  if (count > 1 && !config.DATABASE_URL) {
    logger.fatal(
      { shards: count },
      'more than one shard needs DATABASE_URL (the embedded database serves one process)',
    );
    process.exit(2);
  }
  if (count > 1) await runSharded(config, logger, count);
  else await runOne(config, logger);
}

void main();
