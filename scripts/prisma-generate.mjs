#!/usr/bin/env node
// Generates the Prisma client (src/store/generated) offline.
//
// Prisma's CLI checks for its native query-engine library before generating, and our
// machines cannot download it. The client we generate is the Rust-free one
// (engineType = "client", queries go through @prisma/adapter-pg), so the library is never
// used: pointing PRISMA_QUERY_ENGINE_LIBRARY at any existing file satisfies the check.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const placeholderDir = join(root, 'node_modules', '.cache', 'sejmik');
const engineFile = join(placeholderDir, 'no-query-engine.so.node');
if (!existsSync(engineFile)) {
  mkdirSync(placeholderDir, { recursive: true });
  writeFileSync(engineFile, '');
}
const prismaBin = join(root, 'node_modules', 'prisma', 'build', 'index.js');
if (!existsSync(prismaBin)) {
  console.error('prisma is not installed yet; run npm install');
  process.exit(1);
}
const env = {
  ...process.env,
  PRISMA_QUERY_ENGINE_LIBRARY: process.env.PRISMA_QUERY_ENGINE_LIBRARY ?? engineFile,
  PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? engineFile,
  PRISMA_HIDE_UPDATE_MESSAGE: '1',
  PRISMA_SKIP_POSTINSTALL_GENERATE: '1',
};
const result = spawnSync(process.execPath, [prismaBin, 'generate'], { cwd: root, env, stdio: 'inherit' });
process.exit(result.status ?? 1);
