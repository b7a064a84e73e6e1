/**
 * The engine contract the Table relies on, checked for every product game over random
 * legal play: action ids fit Discord custom ids and `/act` (the Table refuses anything
 * else), are unique per seat, labels and prompts exist in both languages, somebody
 * always owes a decision until there is a result, and a seat that owes nothing is offered
 * nothing but free actions (outside an open sealed choice, which it may still change).
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

/**
 * Known breaches of "a seat that owes nothing is offered only free actions", each a bug for the
 * engine's owner: the Table refuses those actions with table.error.notYourTurn, so players who
 * pick them from /act get a refusal. Remove the entry once the engine is fixed.
 */
const OFFERS_UNOWED_ACTIONS: Record<string, string> = {};

describe.each(products.map((def) => ({ id: def.id, def })))('$id keeps the engine contract', ({ def }) => {
  it.each([def.players.min, def.players.max])(
    '%i players: ids, labels and pending over random games',
    (players) => {
      const bad = new Set<string>();
      const missing = new Set<string>();
      const unasked = new Set<string>();
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
            const owes = new Set(owing.map((d) => d.seat));
            const sealedOpen = owing.some((d) => d.kind === 'secret');
            for (let seat = 0; seat < players; seat++) {
              if (owes.has(seat)) continue;
              const legal = def.legalActions(state, seat);
              for (const a of legal) {
                if (!ACTION_ID.test(a.id)) bad.add(a.id);
                missingKeys(a.label, missing);
              }
              const notFree = legal.filter((a) => a.free !== true).map((a) => a.id);
              if (!sealedOpen && notFree.length > 0 && OFFERS_UNOWED_ACTIONS[def.id] === undefined)
                unasked.add(`seat ${seat}: ${notFree.slice(0, 3).join(', ')}`);
            }
          },
        });
        expect(game.result).not.toBeNull();
      }
      expect([...bad]).toEqual([]);
      expect([...missing]).toEqual([]);
      expect([...unasked].slice(0, 5)).toEqual([]);
    },
    300_000,
  );
});
