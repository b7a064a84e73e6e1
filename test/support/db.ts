/**
 * A fresh, migrated database for a test file: on the Postgres server at DATABASE_URL (a new
 * database created for the test and dropped afterwards), or, without DATABASE_URL, an
 * in-memory embedded PGlite database.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/store/database.js';
import type { GameStore } from '../../src/store/types.js';

export const REAL_POSTGRES = Boolean(process.env.DATABASE_URL);

export interface TestDatabase extends Database {
  /** Drops the test database (on a real server) after closing. */
  dispose(): Promise<void>;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function openTestDatabase(options: { poolSize?: number } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const db = await openDatabase({ dataDir: null });
    const closeStore = db.store.close.bind(db.store);
    return { ...db, dispose: closeStore };
  }
  const name = `sejmik_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const db = await openDatabase({ databaseUrl: withDatabase(serverUrl, name), poolSize: options.poolSize ?? 10 });
  const closeStore = db.store.close.bind(db.store);
  return {
    ...db,
    async dispose() {
      await closeStore();
      const a = new pg.Client({ connectionString: serverUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

/** The store of a fresh test database; call `store.close()` when done (drops it too). */
export async function openTestStore(): Promise<GameStore> {
  const db = await openTestDatabase();
  // Closing the store also drops the test database.
  db.store.close = db.dispose;
  return db.store;
}
