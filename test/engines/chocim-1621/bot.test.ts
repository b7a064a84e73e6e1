import { describe, it } from 'vitest';
import { strength } from '../../../src/engines/chocim-1621/data/cards.js';
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

  it('bot sees only its view in the battle of words', () => {
    // A later claim: the other side's hand and an earlier commitment of it are hidden.
    const { state, seat } = playUntil<State>(def, 2, 'bot-view-words', (s) => {
      const n = s.negotiation;
      if (s.step?.kind !== 'claim' || !n || n.index < 1 || n.index >= n.claims.length - 1) return null;
      const me = sideOfSeat(s, 0) === 'PLC' ? 'PLC' : 'OTT';
      const them = me === 'PLC' ? 'OTT' : 'PLC';
      const swappable = (c: string | undefined) =>
        c !== undefined && s.diplomacyDeck.some((d) => strength(d) !== strength(c));
      return !n.confirmed[me] &&
        !n.confirmed[them] &&
        n.hands[me].length > 0 &&
        swappable(n.hands[them][0]) &&
        swappable(n.commits[0]?.[them][0])
        ? s.seatOf[me]
        : null;
    });
    const other = structuredClone(state);
    const them = rivalOf(other, seat);
    const n = other.negotiation as NonNullable<State['negotiation']>;
    const swap = (cards: string[]) => {
      const card = cards[0] as string;
      const j = other.diplomacyDeck.findIndex((d) => strength(d) !== strength(card));
      cards[0] = other.diplomacyDeck[j] as string;
      other.diplomacyDeck[j] = card;
    };
    swap(n.hands[them]);
    swap((n.commits[0] as Record<'PLC' | 'OTT', string[]>)[them]);
    expectSameChoice(def, state, other, seat);
  });

  it('bot decision time', () => {
    reportDecisionTimes(def, 2, 12);
  });
});
