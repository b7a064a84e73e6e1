import { describe, expect, it } from 'vitest';
import { chooseBotAction } from '../../../src/engines/kit/bot.js';
import { SeededRng } from '../../../src/engines/kit/rng.js';
import { niepodleglaBot } from '../../../src/engines/niepodlegla/bot.js';
import { niepodleglaGame as def } from '../../../src/engines/niepodlegla/index.js';
import type { State } from '../../../src/engines/niepodlegla/state.js';
import { expectSameChoice, playUntil, reportDecisionTimes } from '../kit/botSupport.js';
import { die, fresh } from './craft.js';

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

  it('border defence: keeps the dice that fill part of Warsaw, rerolls the rest', () => {
    // Victory needs every symbol on the cards at once (§6.3): three FIGHT towards a Warsaw of 6
    // are progress, though no card is complete yet (the deadline's A46 would reroll them).
    const s = fresh(2);
    s.round = 10;
    s.phase = 'finalFight';
    s.final = {
      paris: 3,
      warsaw: 6,
      small: ['A-61', 'A-62'].map((card, i) => ({ card, easy: true, pawn: i })),
      d: [],
      dWanted: 0,
      stopped: false,
    };
    s.dice = [
      die('n01', 0, ['FIGHT', 'DIPLOMACY']),
      die('n02', 0, ['FIGHT', 'DIPLOMACY']),
      die('n03', 0, ['FIGHT', 'DIPLOMACY']),
      die('n04', 0, ['DIPLOMACY', 'MONEY']),
      die('n05', 1, ['PEOPLE', 'DIPLOMACY']),
    ];
    s.neutralPool = 5;
    s.morale.pool = 8;
    const choice = chooseBotAction(def, niepodleglaBot as never, s, 0, 'normal', SeededRng.fromSeed('b'));
    // Paris has its three DIPLOMACY: n04 fills nothing. The FIGHT+DIPLOMACY dice fill Warsaw and Paris.
    expect(choice.action).toEqual({ type: 'reroll', dice: ['n04'] });
    expect(def.defaultAction(s, 0)).toEqual({ type: 'reroll', dice: ['n01', 'n02'] });
  });

  it('bot decision time', () => {
    reportDecisionTimes(def, 3, 10);
  });
});
