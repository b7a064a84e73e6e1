/** Every key the engine can emit exists in Polish and English. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../../src/engines/kit/randomPlay.js';
import type { Msg, MsgParam } from '../../../src/engines/kit/types.js';
import { staryKontynentGame as game } from '../../../src/engines/stary-kontynent/index.js';
import type { State } from '../../../src/engines/stary-kontynent/state.js';
import { catalog } from '../../../src/i18n/catalogs/stary-kontynent.js';
import { hasMessage } from '../../../src/i18n/index.js';

function keysOf(msg: Msg, out: Set<string>): void {
  out.add(msg.key);
  for (const p of Object.values(msg.params ?? {}) as MsgParam[]) if (typeof p === 'object') keysOf(p, out);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sourceFiles(p) : p.endsWith('.ts') ? [p] : [];
  });
}

describe('i18n', () => {
  it('events, labels, prompts, phases and results of random games exist in pl and en', () => {
    const keys = new Set<string>();
    keysOf(game.title, keys);
    for (const f of game.factions) keysOf(f.label, keys);
    for (const o of game.options) {
      keysOf(o.label, keys);
      if (o.kind === 'choice') for (const c of o.choices) keysOf(c.label, keys);
    }
    for (const r of game.rulings) keysOf(r.text, keys);
    for (const players of [2, 3, 4])
      for (let i = 0; i < 6; i++) {
        const g = playRandomGame<State>(game, {
          seed: `i18n-${players}-${i}`,
          players,
          options: { maxTurns: '8' },
          defaultRate: 0.2,
          onStep: (s) => {
            const st = s as State;
            keysOf(game.phase(st), keys);
            for (const d of game.pending(st)) {
              keysOf(d.prompt, keys);
              for (const l of game.legalActions(st, d.seat)) keysOf(l.label, keys);
            }
          },
        });
        for (const e of g.events) keysOf(e.msg, keys);
        if (g.result) keysOf(g.result.reason, keys);
      }
    const missing = [...keys].filter((k) => !hasMessage(k, 'pl') || !hasMessage(k, 'en'));
    expect(missing).toEqual([]);
  });

  it('every key written in the engine’s source exists, and pl and en have the same keys', () => {
    const src = sourceFiles('src/engines/stary-kontynent')
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    const found = new Set<string>();
    for (const m of src.matchAll(/\$\{E\}([a-zA-Z]+)/g)) found.add(`stary-kontynent.error.${m[1]}`);
    for (const m of src.matchAll(/event\(\s*'([a-zA-Z]+)'/g)) found.add(`stary-kontynent.event.${m[1]}`);
    // event(cond ? 'a' : 'b', …) and event(x === y ? 'a' : … ? 'b' : 'c', …)
    for (const m of src.matchAll(/event\(([^,]*\?[^,]*),/g))
      for (const q of (m[1] ?? '').matchAll(/'([a-zA-Z]+)'/g))
        if (q[1] && !['attacker', 'defender', 'liege', 'never', 'ask'].includes(q[1]))
          found.add(`stary-kontynent.event.${q[1]}`);
    for (const m of src.matchAll(/msg\(\s*'([a-zA-Z.]+)'/g)) found.add(`stary-kontynent.${m[1]}`);
    for (const m of src.matchAll(/msg\(([^,]*\?[^,]*)[,)]/g))
      for (const q of (m[1] ?? '').matchAll(/'([a-zA-Z]+\.[a-zA-Z.]+)'/g)) found.add(`stary-kontynent.${q[1]}`);
    for (const owed of ['capital', 'overflow', 'ship', 'confirm', 'retreat', 'continue', 'occupant', 'turn'])
      found.add(`stary-kontynent.prompt.${owed}`);
    const known = (k: string) => hasMessage(k, 'pl') && hasMessage(k, 'en');
    expect([...found].filter((k) => !known(k))).toEqual([]);
    expect(found.size).toBeGreaterThan(150);
    expect(Object.keys(catalog.pl).sort()).toEqual(Object.keys(catalog.en).sort());
    for (const k of Object.keys(catalog.pl)) expect(k.startsWith('stary-kontynent.')).toBe(true);
  });
});
