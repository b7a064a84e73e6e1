/**
 * One shard process, spawned by the ShardingManager (src/bot/shards.ts): a whole bot over the
 * shared database. discord.js gives it SHARDS, SHARD_COUNT and DISCORD_TOKEN in the
 * environment, and its Client logs in as that shard; `--local-api=URL` points it at the local
 * stand-in. Commands are registered once, by the manager, never here.
 */
import { createBot } from './createBot.js';
import { createLogger } from './logger.js';
import { openDatabaseOrExit, readConfig, startScheduler, stopOnSignals } from './run.js';

const localApi = process.argv.find((a) => a.startsWith('--local-api='))?.slice('--local-api='.length);
const token = process.env.DISCORD_TOKEN;
if (!process.env.SHARDING_MANAGER || !token) {
  console.error('src/bot/shard.ts is started by the sharding manager (npm start with SHARD_COUNT), not by hand');
  process.exit(2);
}
// Against the stand-in the token is the stand-in's, not a Discord token: the configuration is local mode's.
const config = readConfig(localApi ? { ...process.env, DISCORD_TOKEN: '' } : process.env);
const logger = createLogger({ level: config.LOG_LEVEL, pretty: config.LOG_PRETTY }).child({
  shard: Number(process.env.SHARDS),
});
const db = await openDatabaseOrExit(config, logger);
const bot = createBot({ store: db.store, logger, ...(localApi ? { restApiUrl: localApi } : {}) });
try {
  await bot.start(token);
} catch (err) {
  logger.fatal({ err }, 'the shard could not connect');
  await db.close().catch(() => undefined);
  process.exit(1);
}
const scheduler = startScheduler(config, logger, bot, db);
logger.info({ mode: config.mode, scheduler: config.SCHEDULER_CRON }, 'shard ready');
stopOnSignals(logger, async () => {
  await scheduler.stop().catch(() => undefined);
  await bot.stop().catch(() => undefined);
  await db.close();
});
