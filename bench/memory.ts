/**
 * Memory: the compiled bot's pieces play 1,000 scripted moves over 100 games with board images
 * (src/bot/soak.ts), in a child process started the way `npm start` starts the bot (compiled
 * JavaScript, MALLOC_ARENA_MAX=2), on a throwaway database. RSS at start and after the moves;
 * target ≤ 250 MB. Needs a Postgres server (DATABASE_URL); skipped without one.
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
    const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
    const built = spawnSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json')], { stdio: 'inherit' });
    if (built.status !== 0) throw new Error('bench memory: the build failed');
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: scratch.url };
    if (!env.LD_PRELOAD && !env.MALLOC_ARENA_MAX) env.MALLOC_ARENA_MAX = '2';
    // The V8 limits npm start uses (scripts/start.mjs).
    const v8 = ['--max-semi-space-size=2', '--max-old-space-size=160'];
    const run = spawnSync(process.execPath, [...v8, join(root, 'dist', 'bot', 'soak.js')], { env, encoding: 'utf8' });
    const line = run.stdout.trim().split('\n').at(-1) ?? '';
    const r = JSON.parse(line) as {
      rssStart: number;
      rssAfter: number;
      rssPeak: number;
      played: number;
      games: number;
    };
    return [
      {
        name: 'memory: RSS after scripted play (compiled, boards on)',
        p50: r.rssAfter,
        p95: r.rssPeak,
        unit: 'MiB',
        extra: `p50 column = RSS after ${r.played} moves over ${r.games} games, p95 = peak; ${r.rssStart} MiB at start; target ≤ 250`,
      },
    ];
  } finally {
    await scratch.drop();
  }
}
