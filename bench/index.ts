/**
 * `npm run bench`: prints one table of Sejmik's performance numbers on this machine.
 * Uses the Postgres server at DATABASE_URL when set, else a throwaway embedded database.
 */
import { openDatabase } from '../src/store/database.js';
import { printTable, type Row } from './stats.js';
import { benchStore } from './store.js';

async function main(): Promise<void> {
  const rows: Row[] = [];
  const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: null });
  try {
    console.error(`database: ${db.describe}`);
    rows.push(...(await benchStore(db)));
  } finally {
    await db.close();
  }
  printTable(rows);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
