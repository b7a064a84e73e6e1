#!/usr/bin/env node
// `npm start`: compiles the bot to JavaScript (incrementally: a no-op when nothing changed) and
// runs the compiled code, not the TypeScript loader, which costs ~60 MB of RSS per process.
//
// On glibc, a long-running process that renders images with sharp (libvips, several threads)
// fragments glibc's malloc arenas; sharp's own guidance is jemalloc. When the system has
// libjemalloc it is preloaded; otherwise glibc is held to two arenas (MALLOC_ARENA_MAX=2).
// Either can be overridden by setting LD_PRELOAD or MALLOC_ARENA_MAX yourself.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const entry = process.argv[2] ?? 'bot/main.js';
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const built = spawnSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json')], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const JEMALLOC = [
  '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2',
  '/usr/lib/aarch64-linux-gnu/libjemalloc.so.2',
  '/usr/lib64/libjemalloc.so.2',
  '/usr/lib/libjemalloc.so.2',
];
const env = { ...process.env };
if (process.platform === 'linux' && !env.LD_PRELOAD && !env.MALLOC_ARENA_MAX) {
  const jemalloc = JEMALLOC.find((f) => existsSync(f));
  if (jemalloc) env.LD_PRELOAD = jemalloc;
  else env.MALLOC_ARENA_MAX = '2';
}
const child = spawn(process.execPath, [join(root, 'dist', entry), ...process.argv.slice(3)], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
