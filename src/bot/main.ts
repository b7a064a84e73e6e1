/**
 * `npm start`: Sejmik's entry point. Validates configuration, opens the database (a
 * Postgres server or the embedded one) and applies migrations, then runs the bot.
 */
import { existsSync } from 'node:fs';
import { MigrationError, openDatabase } from '../store/index.js';
import { ConfigError, loadConfig } from './config.js';
import { createLogger } from './logger.js';

async function main(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  const logger = createLogger({ level: config.LOG_LEVEL, pretty: config.LOG_PRETTY });
  let db: Awaited<ReturnType<typeof openDatabase>>;
  try {
    db = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      poolSize: config.DATABASE_POOL_SIZE,
    });
  } catch (err) {
    const message = err instanceof MigrationError ? err.message : `cannot open the database: ${String(err)}`;
    logger.fatal({ err }, message);
    process.exit(1);
  }
  logger.info({ database: db.describe, migrationsApplied: db.migrations.applied }, 'database ready');
  logger.info({ mode: config.mode }, 'ready');

  const shutdown = async (signal: string) => {
    logger.info({ signal }, 'shutting down');
    await db.close().catch((err: unknown) => logger.error({ err }, 'closing the database failed'));
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

void main();
