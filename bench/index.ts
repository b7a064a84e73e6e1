/**
 * `npm run bench`: prints one table of Sejmik's performance numbers on this machine.
 * Uses the Postgres server at DATABASE_URL when set, else a throwaway embedded database.
 */
import { openDatabase } from '../src/store/database.js';
import { benchBoards } from './boards.js';
import { benchBots } from './bots.js';
import { benchDeadlines } from './deadlines.js';
import { benchEngineSteps, benchEngines } from './engines.js';
import { benchRender } from './render.js';
import { printTable, type Row } from './stats.js';
import { benchStore } from './store.js';

async function main(): Promise<void> {
  const rows: Row[] = [];
  const plans: string[] = [];
  rows.push(...(await benchEngineSteps()));
  rows.push(...(await benchEngines()));
  rows.push(...(await benchRender()));
  rows.push(...(await benchBoards()));
  rows.push(...(await benchBots()));
  const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: null });
  try {
    console.error(`database: ${db.describe}`);
    rows.push(...(await benchStore(db)));
    const deadlines = await benchDeadlines(db);
    rows.push(...deadlines.rows);
    plans.push(`deadline claim query plan:\n${deadlines.plan}`);
  } finally {
    await db.close();
  }
  printTable(rows);
  for (const p of plans) console.log(`\n${p}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
