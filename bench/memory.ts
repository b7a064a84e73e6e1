/**
 * Memory: the compiled bot's pieces play 1,000 scripted moves over 100 games with board images
 * (src/bot/soak.ts), in a child process started by `npm start`'s own launcher
 * (scripts/start.mjs: compiled JavaScript, its allocator settings and V8 limits), on a throwaway
 * database. RSS at start, after 100 moves and after 1,000; target ≤ 250 MiB. Needs a Postgres
 * server (DATABASE_URL); skipped without one. SOAK_OTHER_GAMES=10000 runs it with that many
 * other running games in the database.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { scratchDatabase } from './scratch.js';
import type { Row } from './stats.js';

export async function benchMemory(): Promise<Row[]> {
  const scratch = await scratchDatabase(process.env.DATABASE_URL);
  if (!scratch) return [];
  try {
    const root = join(import.meta.dirname, '..');
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: scratch.url };
    const run = spawnSync(process.execPath, [join(root, 'scripts', 'start.mjs'), 'bot/soak.js'], {
      env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    if (run.status !== 0) throw new Error(`bench memory: the soak failed (exit ${run.status})`);
    const line = run.stdout.trim().split('\n').at(-1) ?? '';
    const r = JSON.parse(line) as {
      rssStart: number;
      rssAfter: number;
      rssPeak: number;
      samples: number[];
      played: number;
      games: number;
      heapUsed: number;
      rssAnon?: number;
      rssFile?: number;
    };
    const kinds = r.rssAnon === undefined ? '' : ` (${r.rssAnon} anonymous + ${r.rssFile} file-backed)`;
    return [
      {
        name: 'memory: RSS after scripted play (compiled, boards on)',
        p50: r.rssAfter,
        p95: r.rssPeak,
        unit: 'MiB',
        extra:
          `p50 column = RSS after ${r.played} moves over ${r.games} games${kinds}, p95 = peak; ` +
          `${r.rssStart} MiB at start, ${r.samples[0] ?? '?'} MiB after 100 moves; JS heap in use ${r.heapUsed} MiB; target ≤ 250`,
      },
    ];
  } finally {
    await scratch.drop();
  }
}
