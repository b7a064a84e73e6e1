/**
 * spacing: what players read has no stray spaces — none before a full stop or comma, no double
 * spaces, none at either end — even when an optional part of a sentence is empty ("Niebiescy
 * zagrywają Kanclerza." when a play has no target, not "Kanclerza ."), and no full stop after a
 * name that ends in "!" ("Pole Sejmu 3: VETO!", not "VETO!.").
 */
import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../src/engines/kit/randomPlay.js';
import type { Msg } from '../../src/engines/kit/types.js';
import { getGame, productGameIds } from '../../src/engines/registry.js';
import { t } from '../../src/i18n/index.js';

/**
 * A space before punctuation, two spaces in a row, a space at either end, or a full stop after
 * an exclamation or question mark (a name such as "VETO!" ending a sentence).
 */
const STRAY = /\s[.,;:!?](\s|$)|\S {2,}\S|^\s|\s$|[!?]\.(\s|$)/;

describe('spacing', () => {
  for (const id of productGameIds()) {
    it(`${id}: events, prompts and action labels of random games have no stray spaces`, () => {
      const def = getGame(id);
      if (!def) throw new Error(`no game ${id}`);
      const seen = new Map<string, Msg>();
      const add = (m: Msg) => seen.set(JSON.stringify(m), m);
      for (let i = 0; i < 2; i++) {
        const game = playRandomGame(def, {
          seed: `spacing-${id}-${i}`,
          players: def.players.max,
          onStep: (state) => {
            add(def.phase(state));
            for (const d of def.pending(state)) {
              add(d.prompt);
              for (const l of def.legalActions(state, d.seat)) add(l.label);
            }
          },
        });
        for (const e of game.events) add(e.msg);
      }
      const stray: string[] = [];
      for (const m of seen.values())
        for (const locale of ['pl', 'en'] as const) {
          const text = t(locale, m);
          // Lines are checked one by one: a message may hold several.
          if (text.split('\n').some((line) => STRAY.test(line)))
            stray.push(`${locale} ${m.key}: ${JSON.stringify(text)}`);
        }
      expect(stray.slice(0, 20)).toEqual([]);
    });
  }
});
