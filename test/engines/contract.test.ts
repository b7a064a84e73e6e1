/**
 * The engine contract the Table relies on, checked for every product game over random
 * legal play: action ids fit Discord custom ids and `/act` (the Table refuses anything
 * else), are unique per seat, labels and prompts exist in both languages, and somebody
 * always owes a decision until there is a result.
 */
import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../src/engines/kit/randomPlay.js';
import type { AnyGameDefinition, Msg } from '../../src/engines/kit/types.js';
import { listGames, productGameIds } from '../../src/engines/registry.js';
import { hasMessage } from '../../src/i18n/index.js';

const ACTION_ID = /^[a-z0-9:._-]{1,64}$/;

function missingKeys(msg: Msg, out: Set<string>): void {
  if (!hasMessage(msg.key, 'pl') || !hasMessage(msg.key, 'en')) out.add(msg.key);
  for (const p of Object.values(msg.params ?? {})) if (typeof p === 'object') missingKeys(p, out);
}

const products = listGames().filter((g) => productGameIds().includes(g.id));

describe.each(products.map((def) => ({ id: def.id, def })))('$id keeps the engine contract', ({ def }) => {
  it.each([def.players.min, def.players.max])(
    '%i players: ids, labels and pending over random games',
    (players) => {
      const bad = new Set<string>();
      const missing = new Set<string>();
      missingKeys(def.title, missing);
      for (let i = 0; i < 2; i++) {
        const game = playRandomGame(def as AnyGameDefinition, {
          seed: `contract-${def.id}-${players}-${i}`,
          players,
          defaultRate: 0.3,
          onStep(state) {
            const owing = def.pending(state);
            expect(owing.length > 0).toBe(def.result(state) === null);
            for (const d of owing) {
              missingKeys(d.prompt, missing);
              const legal = def.legalActions(state, d.seat);
              const ids = legal.map((a) => a.id);
              expect(new Set(ids).size).toBe(ids.length);
              for (const a of legal) {
                if (!ACTION_ID.test(a.id)) bad.add(a.id);
                missingKeys(a.label, missing);
              }
            }
            missingKeys(def.phase(state), missing);
          },
        });
        expect(game.result).not.toBeNull();
      }
      expect([...bad]).toEqual([]);
      expect([...missing]).toEqual([]);
    },
    300_000,
  );
});
