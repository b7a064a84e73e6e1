/**
 * No import cycles in src/ (issue #22): a module graph with a cycle has no order to read it in,
 * and a helper library that imports its own callers is how cycles start. Runtime imports only —
 * `import type` is erased and cannot cycle at run time.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'generated' ? [] : sources(path);
    return e.name.endsWith('.ts') ? [path] : [];
  });
}

/** file → the files it imports at run time (relative imports; `import type`/`export type` skipped). */
function importGraph(): Map<string, string[]> {
  const files = new Set(sources(ROOT));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const deps: string[] = [];
    for (const m of text.matchAll(/^(import|export)\s+(type\s+)?[^'"]*?from\s+'(\.[^']+)'/gm)) {
      if (m[2]) continue;
      const target = resolve(dirname(file), m[3] ?? '').replace(/\.js$/, '.ts');
      if (files.has(target)) deps.push(target);
    }
    graph.set(file, deps);
  }
  return graph;
}

/** Strongly connected components with more than one file (Tarjan). */
export function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    for (;;) {
      const w = stack.pop();
      if (w === undefined) break;
      onStack.delete(w);
      component.push(w);
      if (w === v) break;
    }
    if (component.length > 1) found.push(component);
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

it('no import cycles in src/', () => {
  const found = cycles(importGraph()).map((c) => c.map((f) => relative(ROOT, f)).sort());
  expect(found).toEqual([]);
});

it('the cycle finder finds a cycle', () => {
  const g = new Map([
    ['a', ['b']],
    ['b', ['c']],
    ['c', ['a']],
    ['d', ['a']],
  ]);
  expect(cycles(g).map((c) => c.sort())).toEqual([['a', 'b', 'c']]);
});
