import { describe, it } from 'vitest';
import { niepodleglaGame as def } from '../../../src/engines/niepodlegla/index.js';
import type { State } from '../../../src/engines/niepodlegla/state.js';
import { expectSameChoice, playUntil, reportDecisionTimes } from '../kit/botSupport.js';

describe('Niepodległa bot', () => {
  it('bot sees only its view', () => {
    // Nothing is private between players; the threat decks' order is hidden from everybody.
    const { state, seat } = playUntil<State>(def, 3, 'bot-view', (s) =>
      s.round >= 2 && s.threats.early.length >= 2 && s.threats.late.length >= 2
        ? (def.pending(s)[0]?.seat ?? null)
        : null,
    );
    const other = structuredClone(state);
    other.threats = { early: [...other.threats.early].reverse(), late: [...other.threats.late].reverse() };
    expectSameChoice(def, state, other, seat);
  });

  it('bot decision time', () => {
    reportDecisionTimes(def, 3, 10);
  });
});
