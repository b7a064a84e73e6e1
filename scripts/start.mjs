#!/usr/bin/env node
// `npm start`: compiles the bot to JavaScript (incrementally: a no-op when nothing changed) and
// runs the compiled code, not the TypeScript loader, which costs ~60 MB of RSS per process.
//
// On glibc, a long-running process that renders images with sharp (libvips threads) fragments
// glibc's malloc arenas (sharp's docs on memory allocators). glibc is held to two arenas
// (MALLOC_ARENA_MAX=2), which measured best here; set LD_PRELOAD or MALLOC_ARENA_MAX yourself
// to choose otherwise.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const entry = process.argv[2] ?? 'bot/main.js';
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const built = spawnSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json')], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const env = { ...process.env };
// Measured (bench memory row, 10 games / 50 moves with boards): glibc with two arenas 250 MiB,
// jemalloc preloaded 297 MiB (264 with narenas:2 and short decay), glibc default 371 MiB.
// SEJMIK_JEMALLOC=/path/to/libjemalloc.so.2 preloads jemalloc instead.
if (process.platform === 'linux' && !env.LD_PRELOAD && !env.MALLOC_ARENA_MAX) {
  if (env.SEJMIK_JEMALLOC && existsSync(env.SEJMIK_JEMALLOC)) env.LD_PRELOAD = env.SEJMIK_JEMALLOC;
  else env.MALLOC_ARENA_MAX = '2';
}
// A small young generation and a bounded old one: V8 otherwise lets garbage pile up to its
// defaults before collecting (measured: 362 → 298 MiB RSS after 1,000 moves with boards; the
// heap in use stays near 50 MiB). NODE_OPTIONS may override either.
const v8 = ['--max-semi-space-size=2', '--max-old-space-size=160'];
const child = spawn(process.execPath, [...v8, join(root, 'dist', entry), ...process.argv.slice(3)], {
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
