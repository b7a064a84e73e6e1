/** Every message key the engine emits (events, labels, prompts, phases, rulings, errors) exists in pl and en. */
import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../../src/engines/kit/randomPlay.js';
import { RuleError } from '../../../src/engines/kit/ruleError.js';
import type { Msg } from '../../../src/engines/kit/types.js';
import { magnaciGame } from '../../../src/engines/magnaci/index.js';
import type { State } from '../../../src/engines/magnaci/state.js';
import { hasMessage } from '../../../src/i18n/index.js';

function collect(msg: Msg, out: Set<string>): void {
  out.add(msg.key);
  for (const v of Object.values(msg.params ?? {})) if (typeof v === 'object') collect(v, out);
}

describe('magnaci i18n', () => {
  it('every emitted key has Polish and English text', () => {
    const keys = new Set<string>();
    collect(magnaciGame.title, keys);
    for (const f of magnaciGame.factions) collect(f.label, keys);
    for (const r of magnaciGame.rulings) collect(r.text, keys);
    for (const o of magnaciGame.options) {
      collect(o.label, keys);
      if (o.kind === 'choice') for (const c of o.choices) collect(c.label, keys);
    }
    for (const players of [2, 3, 4, 5])
      for (let i = 0; i < 3; i++) {
        const game = playRandomGame<State>(magnaciGame, {
          seed: `i18n-${players}-${i}`,
          players,
          defaultRate: i === 1 ? 0.3 : undefined,
          onStep: (raw) => {
            const s = raw as State;
            collect(magnaciGame.phase(s), keys);
            for (const d of magnaciGame.pending(s)) {
              collect(d.prompt, keys);
              for (const l of magnaciGame.legalActions(s, d.seat)) collect(l.label, keys);
            }
          },
        });
        for (const e of game.events) collect(e.msg, keys);
        if (game.result) collect(game.result.reason, keys);
      }
    for (const bad of [{ type: 'nonsense' }, { type: 'place', slot: 'I', card: 'F10' }]) {
      try {
        magnaciGame.parseAction(bad);
      } catch (e) {
        if (e instanceof RuleError) keys.add(e.key);
      }
    }
    for (const k of ['illegal', 'gameOver', 'notYourDecision', 'wrongCount', 'badSlot', 'badCard'])
      keys.add(`magnaci.error.${k}`);
    const missing = [...keys].filter((k) => !hasMessage(k, 'pl') || !hasMessage(k, 'en'));
    expect(missing).toEqual([]);
    expect(keys.size).toBeGreaterThan(150);
  });
});
