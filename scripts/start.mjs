#!/usr/bin/env node
// `npm start`: compiles the bot to JavaScript (incrementally: a no-op when nothing changed) and
// runs the compiled code, not the TypeScript loader, which costs ~60 MB of RSS per process.
//
// On glibc, a long-running process that renders images with sharp (libvips threads) fragments
// glibc's malloc (sharp's docs on memory allocators). glibc is held to two arenas and every
// allocation of 128 KiB or more is its own mapping, given back to the system when freed (see
// below for the figures); set any of those variables yourself, or LD_PRELOAD, to choose otherwise.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const entry = process.argv[2] ?? 'bot/main.js';
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const built = spawnSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json')], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

// The allocator is chosen before the process starts, so a .env file is read here too (the bot
// reads it again for everything else).
if (existsSync('.env')) process.loadEnvFile('.env');
const env = { ...process.env };
// Measured (bench memory row: 100 games, 1,000 moves, boards on; RSS after the moves): two
// arenas alone 290 MiB; two arenas with a fixed 128 KiB mmap threshold 227 and 228 MiB in two
// runs (about 220 after 100 moves, peak 230), at no measurable CPU cost per board image.
// jemalloc preloaded (narenas:2, dirty decay 1 s) 255 MiB; 228 MiB with 10,000 other running
// games in the database. glibc's threshold otherwise rises to 32 MiB as big buffers are freed,
// after which board rasters (4.8 MB) and PNGs are carved from the arenas and their pages stay
// resident. SEJMIK_JEMALLOC=/path/to/libjemalloc.so.2 preloads jemalloc instead.
// Each glibc setting applies unless set (empty = the default here).
if (process.platform === 'linux' && !env.LD_PRELOAD) {
  if (env.SEJMIK_JEMALLOC && existsSync(env.SEJMIK_JEMALLOC)) env.LD_PRELOAD = env.SEJMIK_JEMALLOC;
  else {
    env.MALLOC_ARENA_MAX ||= '2';
    env.MALLOC_MMAP_THRESHOLD_ ||= '131072';
    env.MALLOC_TRIM_THRESHOLD_ ||= '131072';
  }
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
