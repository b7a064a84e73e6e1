/**
 * `npm run bench`: prints one table of Sejmik's performance numbers on this machine.
 * Uses the Postgres server at DATABASE_URL when set, else a throwaway embedded database.
 */
import { openDatabase } from '../src/store/database.js';
import { benchBoards } from './boards.js';
import { benchBots } from './bots.js';
import { benchDeadlines } from './deadlines.js';
import { benchEngineSteps, benchEngines } from './engines.js';
import { benchMemory } from './memory.js';
import { benchRender } from './render.js';
import { scratchDatabase } from './scratch.js';
import { benchShards } from './shards.js';
import { printTable, type Row } from './stats.js';
import { benchStore } from './store.js';

/** BENCH_ONLY=store,deadlines,… runs only those parts (all by default). */
const only = new Set((process.env.BENCH_ONLY ?? '').split(',').filter((s) => s !== ''));
const runs = (part: string) => only.size === 0 || only.has(part);

async function main(): Promise<void> {
  const rows: Row[] = [];
  const plans: string[] = [];
  if (runs('engines')) rows.push(...(await benchEngineSteps()), ...(await benchEngines()));
  if (runs('render')) rows.push(...(await benchRender()));
  if (runs('boards')) rows.push(...(await benchBoards()));
  if (runs('bots')) rows.push(...(await benchBots()));
  if (runs('memory')) rows.push(...(await benchMemory()));
  if (runs('store') || runs('deadlines') || runs('shards')) {
    // A database of its own, so no other game's due jobs or rows take part (dropped at the end).
    const scratch = await scratchDatabase(process.env.DATABASE_URL);
    const db = await openDatabase({ databaseUrl: scratch?.url, dataDir: null });
    try {
      console.error(`database: ${db.describe}`);
      if (runs('store')) rows.push(...(await benchStore(db)));
      if (runs('deadlines')) {
        const deadlines = await benchDeadlines(db);
        rows.push(...deadlines.rows);
        plans.push(`deadline claim query plan:\n${deadlines.plan}`);
      }
      if (runs('shards')) rows.push(...(await benchShards(db, scratch?.url)));
    } finally {
      await db.close();
      await scratch?.drop();
    }
  }
  printTable(rows);
  for (const p of plans) console.log(`\n${p}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
