/**
 * One way to write a game (issue #22): every product game declares its order of play as data with
 * the kit's flow (`kit/flow.ts`) in `<game>/flow.ts`, gives it to the definition as `flow`, and runs
 * it with the kit's one runner (`runFlow`) — no game keeps a step loop of its own. Random games
 * check that the cursor the state carries is always a declared step.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../src/engines/kit/randomPlay.js';
import { getGame, productGameIds } from '../../src/engines/registry.js';

const ENGINES = resolve(import.meta.dirname, '../../src/engines');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return e.name.endsWith('.ts') ? [path] : [];
  });
}

function onKitFlow(id: string): boolean {
  const def = getGame(id);
  const flowFile = join(ENGINES, id, 'flow.ts');
  if (!def?.flow || !existsSync(flowFile)) return false;
  return sources(join(ENGINES, id)).some((f) => readFileSync(f, 'utf8').includes('runFlow('));
}

describe('one flow', () => {
  for (const id of productGameIds()) {
    it(`${id}: order of play declared with the kit's flow and run by runFlow`, () => {
      expect(onKitFlow(id), `${id}: flow.ts exporting a defineFlow flow, def.flow, and runFlow`).toBe(true);
      const def = getGame(id);
      const flow = def?.flow;
      if (!def || !flow) throw new Error('unreachable');
      expect(flow.order.length).toBeGreaterThan(0);
      for (const step of flow.steps) expect(step.rule, `${id}: step ${step.id} names its rule`).not.toBe('');
      const seen = new Set<string>();
      for (const seed of ['flow-a', 'flow-b']) {
        playRandomGame(def, {
          seed,
          players: def.players.max,
          maxSteps: 3000,
          onStep: (state) => {
            const at = flow.at(state);
            expect(flow.order, `${id}: cursor ${at} is a declared step`).toContain(at);
            seen.add(at);
          },
        });
      }
      expect(seen.size).toBeGreaterThan(1);
    });
  }
});
