import { describe, it } from 'vitest';
import { chocimGame as def } from '../../../src/engines/chocim-1621/index.js';
import { sideOfSeat } from '../../../src/engines/chocim-1621/sides.js';
import type { State } from '../../../src/engines/chocim-1621/state.js';
import { expectSameChoice, playUntil, reportDecisionTimes } from '../kit/botSupport.js';

const rivalOf = (s: State, seat: number) => (sideOfSeat(s, seat) === 'PLC' ? 'OTT' : 'PLC');

describe('Chocim 1621 bot', () => {
  it('bot sees only its view', () => {
    // The other side holds cards in hand that differ from cards still in its deck.
    const { state, seat } = playUntil<State>(def, 2, 'bot-view', (s) => {
      const me = def.pending(s)[0]?.seat;
      if (me === undefined || s.negotiation) return null;
      const them = rivalOf(s, me);
      const hand = s.hands[them];
      return hand.length > 0 &&
        s.decks[them].some((c) => !hand.includes(c)) &&
        s.decks[sideOfSeat(s, me) ?? 'PLC'].length >= 2
        ? me
        : null;
    });
    const other = structuredClone(state);
    const them = rivalOf(other, seat);
    const hand = other.hands[them];
    const j = other.decks[them].findIndex((c) => !hand.includes(c));
    // Swap a card of the other side's hand with one of its deck, and reverse our own deck.
    const card = hand[0] as string;
    hand[0] = other.decks[them][j] as string;
    other.decks[them][j] = card;
    const mine = sideOfSeat(other, seat) ?? 'PLC';
    other.decks[mine] = [...other.decks[mine]].reverse();
    expectSameChoice(def, state, other, seat);
  });

  it('bot decision time', () => {
    reportDecisionTimes(def, 2, 12);
  });
});
