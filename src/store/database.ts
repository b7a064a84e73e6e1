/**
 * Opens Sejmik's database: the Postgres server at DATABASE_URL, or, without one, the
 * embedded PGlite database in a data folder. Migrations are applied either way before the
 * store is handed out.
 */
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded.js';
import {
  type ConnectionLimits,
  DEFAULT_LIMITS,
  DEFAULT_RETRY,
  guardPool,
  poolLimits,
  type RetryPolicy,
} from './faults.js';
import { applyMigrations, type MigrateResult } from './migrate.js';
import { PrismaGameStore } from './prismaStore.js';
import type { GameStore } from './types.js';

export interface DatabaseOptions {
  /** A Postgres connection string; absent → the embedded database. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; null keeps it in memory (tests). */
  dataDir?: string | null;
  /** Connections to a real server (the embedded one always uses one). */
  poolSize?: number;
  /**
   * Told about errors of idle pooled connections (the server restarted, an operator ended
   * the session). Without a listener such an error would crash the process; the pool
   * replaces the connection on the next query.
   */
  onConnectionError?: (err: Error) => void;
  /** Time limits of every connection and query (faults.ts). */
  limits?: Partial<ConnectionLimits>;
  /** How store operations are retried after a connection fault (faults.ts). */
  retry?: Partial<RetryPolicy>;
}

export interface Database {
  kind: 'postgres' | 'embedded';
  /** Where it is, without credentials (for logs). */
  describe: string;
  url: string;
  store: GameStore;
  /** The pg pool under the store, for benchmarks and operator queries. */
  pool: pg.Pool;
  migrations: MigrateResult;
  close(): Promise<void>;
}

/** A connection string with any password removed, safe to log. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparseable DATABASE_URL)';
  }
}

/**
 * Migrations run on a connection of their own, without the pool's query time limits: a
 * migration of a large table, or the wait for another process's migration lock, may rightly
 * take longer than any game query.
 */
async function migrate(url: string, onFault: (err: Error) => void): Promise<MigrateResult> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  guardPool(pool, onFault);
  try {
    return await applyMigrations(pool);
  } finally {
    await pool.end().catch(() => undefined);
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  let embedded: EmbeddedPostgres | null = null;
  let url = options.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres({ dataDir: options.dataDir === undefined ? './data' : options.dataDir });
    url = embedded.url;
  }
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const pool = new pg.Pool({
    connectionString: url,
    max: embedded ? 1 : (options.poolSize ?? 10),
    ...poolLimits(limits),
  });
  guardPool(pool, (err) => options.onConnectionError?.(err));
  try {
    // The embedded server takes one connection at a time: its migrations use the pool itself.
    const migrations = embedded
      ? await applyMigrations(pool)
      : await migrate(url, (err) => options.onConnectionError?.(err));
    const closeAll = async () => {
      await pool.end();
      await embedded?.close();
    };
    const store = new PrismaGameStore(new PrismaPg(pool), {
      onClose: closeAll,
      retry: { ...DEFAULT_RETRY, ...options.retry },
      onFault: (err) => options.onConnectionError?.(err instanceof Error ? err : new Error(String(err))),
    });
    return {
      kind: embedded ? 'embedded' : 'postgres',
      describe: embedded ? `embedded PGlite (${embedded.dataDir ?? 'in memory'})` : redactUrl(url),
      url,
      store,
      pool,
      migrations,
      close: () => store.close(),
    };
  } catch (err) {
    await pool.end().catch(() => undefined);
    await embedded?.close().catch(() => undefined);
    throw err;
  }
}
