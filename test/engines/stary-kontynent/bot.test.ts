import { describe, expect, it } from 'vitest';
import { SeededRng } from '../../../src/engines/kit/rng.js';
import { staryKontynentBot } from '../../../src/engines/stary-kontynent/bot.js';
import { staryKontynentGame as def } from '../../../src/engines/stary-kontynent/index.js';
import type { State } from '../../../src/engines/stary-kontynent/state.js';
import { playUntil, reportDecisionTimes } from '../kit/botSupport.js';

describe('Stary Kontynent bot', () => {
  it('bot sees only its view', () => {
    // Everything in this game is public (spec §8.1): every seat's view is the same, so a state
    // that differs in nothing a seat may see differs in nothing at all; the bot's sample of it
    // shows every seat exactly what the real state does.
    const { state, seat } = playUntil<State>(def, 3, 'bot-view', (s) =>
      s.turn >= 3 ? (def.pending(s)[0]?.seat ?? null) : null,
    );
    const sample = staryKontynentBot.determinize(state, seat, SeededRng.fromSeed('x'));
    for (const s of [null, 0, 1, 2]) expect(def.view(sample, s)).toEqual(def.view(state, s));
    expect(def.view(state, (seat + 1) % 3)).toEqual({ ...def.view(state, seat), viewer: (seat + 1) % 3 });
  });

  it('bot decision time', () => {
    reportDecisionTimes(def, 3, 30);
  });
});
