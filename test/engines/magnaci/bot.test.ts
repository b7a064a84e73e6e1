import { describe, it } from 'vitest';
import { magnaciGame as def } from '../../../src/engines/magnaci/index.js';
import type { State } from '../../../src/engines/magnaci/state.js';
import { expectSameChoice, playUntil, reportDecisionTimes } from '../kit/botSupport.js';

describe('Magnaci bot', () => {
  it('bot sees only its view', () => {
    // A sealed placement with another family's hand still full of cards, and Kings to come.
    const { state, seat } = playUntil<State>(def, 4, 'bot-view', (s) => {
      if (s.prompt?.p !== 'sealed' || s.age !== 1) return null;
      const me = def.pending(s)[0]?.seat ?? null;
      if (me === null) return null;
      const rival = s.players.findIndex((p, i) => i !== me && new Set(p.hand).size >= 2);
      return rival >= 0 && s.lawDeck.length >= 2 ? me : null;
    });
    const other = structuredClone(state);
    const rival = other.players.findIndex((p, i) => i !== seat && new Set(p.hand).size >= 2);
    const hand = other.players[rival]?.hand ?? [];
    // Another family's hand in another order, and the Law deck reversed.
    other.players[rival] = { ...(other.players[rival] as State['players'][number]), hand: [...hand].reverse() };
    other.lawDeck = [...other.lawDeck].reverse();
    other.conflictDeck = [...other.conflictDeck].reverse();
    expectSameChoice(def, state, other, seat);
  });

  it('bot decision time', () => {
    reportDecisionTimes(def, 4, 12);
  });
});
