/**
 * No module state in engines (issue #22): an engine is a set of pure functions over JSON state, so
 * nothing at module level may change once the module has loaded — no caches, rings of recent
 * states, scratch buffers or "last asked" slots. Such state is invisible in the game's state, lives
 * as long as the process, and makes correctness depend on call order.
 *
 * Two halves:
 * 1. Static: every source file under each game folder and the kit is parsed (TypeScript AST) and
 *    its top-level bindings listed; a `let`/`var`, or a `const` container that any function in the
 *    module writes into, is module state (see moduleState.ts for the exact rules).
 * 2. Dynamic: in a fresh module graph, every engine module is imported, every exported value
 *    snapshotted (deeply: objects, arrays, Maps, Sets), a random game of every product game played
 *    at max players, and the exports snapshotted again — they must be unchanged. This catches state
 *    the static half cannot see by name (an exported object written through an alias).
 * A test at the end injects a cache into a copy of a real module and shows both halves find it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { findModuleState } from './moduleState.js';

const ENGINES = resolve(import.meta.dirname, '../../src/engines');
const FOLDERS = ['kit', 'boze-igrzysko', 'magnaci', 'stary-kontynent', 'chocim-1621', 'niepodlegla'];

/**
 * Known, named, and owned elsewhere: removing one makes its entry stale and the test says so.
 * None are left; keep it empty.
 */
const KNOWN: Record<string, string[]> = {};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return e.name.endsWith('.ts') ? [path] : [];
  });
}

const files = FOLDERS.flatMap((f) => sources(join(ENGINES, f)));

/** A deep, order-stable picture of a value: what "unchanged" is compared on. Functions are code, not state. */
function snapshot(value: unknown, seen = new Map<object, number>()): unknown {
  if (typeof value === 'function' || typeof value === 'symbol') return null;
  if (typeof value === 'bigint') return `${value}n`;
  if (value === null || typeof value !== 'object') return value;
  const id = seen.get(value);
  if (id !== undefined) return { $ref: id };
  seen.set(value, seen.size);
  if (value instanceof WeakMap || value instanceof WeakSet) return { $weak: true }; // opaque: the static half covers them
  if (value instanceof Map) return { $map: [...value].map(([k, v]) => [snapshot(k, seen), snapshot(v, seen)]) };
  if (value instanceof Set) return { $set: [...value].map((v) => snapshot(v, seen)) };
  if (Array.isArray(value)) return value.map((v) => snapshot(v, seen));
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(value)) out[k] = snapshot((value as Record<string, unknown>)[k], seen);
  return out;
}

async function loadAll(): Promise<Record<string, Record<string, unknown>>> {
  const modules: Record<string, Record<string, unknown>> = {};
  for (const f of files) modules[relative(ENGINES, f)] = (await import(f)) as Record<string, unknown>;
  return modules;
}

function snapshotAll(modules: Record<string, Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [file, mod] of Object.entries(modules))
    for (const [name, v] of Object.entries(mod)) out[`${file}#${name}`] = snapshot(v);
  return out;
}

describe('no module state in engines', () => {
  it('no engine module keeps a top-level let/var or a container it writes after load', () => {
    const found: string[] = [];
    const stale: string[] = [];
    for (const f of files) {
      const file = relative(ENGINES, f);
      const known = KNOWN[file] ?? [];
      const names = findModuleState(file, readFileSync(f, 'utf8'));
      for (const n of names) if (!known.includes(n.name)) found.push(`${file}:${n.line} ${n.name} — ${n.why}`);
      for (const k of known) if (!names.some((n) => n.name === k)) stale.push(`${file} ${k}`);
    }
    expect(found).toEqual([]);
    expect(stale, 'entries in KNOWN that are gone — remove them').toEqual([]);
  });

  it('exported values are unchanged after a random game of every game at max players', async () => {
    vi.resetModules();
    const modules = await loadAll();
    const before = snapshotAll(modules);
    const { playRandomGame } = (await import(
      join(ENGINES, 'kit/randomPlay.ts')
    )) as typeof import('../../src/engines/kit/randomPlay.js');
    const { listGames } = (await import(
      join(ENGINES, 'registry.ts')
    )) as typeof import('../../src/engines/registry.js');
    for (const def of listGames()) {
      playRandomGame(def, { seed: 'module-state', players: def.players.max, maxSteps: 400, defaultRate: 0.1 });
    }
    const after = snapshotAll(modules);
    const changed = Object.keys(before).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
    expect(changed).toEqual([]);
  }, 120_000);

  it('finds an injected cache (both halves)', async () => {
    const path = join(ENGINES, 'kit/list.ts');
    const text = readFileSync(path, 'utf8');
    const injected = `${text}\nconst seenCache = new Map<string, number>();\nexport const exposed: Record<string, number> = {};\nlet calls = 0;\nexport function remember(k: string): number {\n  calls++;\n  exposed[k] = calls;\n  seenCache.set(k, calls);\n  return calls;\n}\n`;
    const names = findModuleState('kit/list.ts', injected).map((f) => f.name);
    expect(names).toEqual(expect.arrayContaining(['seenCache', 'exposed', 'calls']));
    expect(findModuleState('kit/list.ts', text)).toEqual([]);
    // Dynamic: the same shape as a live module: an exported object written by a call.
    const exposed: Record<string, number> = {};
    const before = JSON.stringify(snapshot({ exposed }));
    exposed.x = 1;
    expect(JSON.stringify(snapshot({ exposed }))).not.toBe(before);
  });
});
