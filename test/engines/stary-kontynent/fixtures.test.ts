/** The test fixture itself: `position()` must put the asked-for seat on turn, whatever the turn (A16). */
import { describe, expect, it } from 'vitest';
import { SeededRng } from '../../../src/engines/kit/rng.js';
import { turnOrder } from '../../../src/engines/stary-kontynent/rules/seatTurn.js';
import { BLUE, GREEN, game, position, RED, YELLOW } from './fixtures.js';

describe('fixture position()', () => {
  it('honours the rotating first seat: Blue at turn 20 of 4 is Blue, after Yellow and before Red and Green', () => {
    const s = position({ players: 4, turn: 20, active: BLUE });
    expect(s.seatTurn?.seat).toBe(BLUE);
    expect(game.pending(s).map((d) => d.seat)).toEqual([BLUE]);
    // Turn 20: the first seat is (20 − 1) mod 4 = Yellow, who has already acted.
    expect(turnOrder(s)).toEqual([YELLOW, BLUE, RED, GREEN]);
    expect(turnOrder(s).slice(s.seatIndex)).toEqual([BLUE, RED, GREEN]);
    // Blue's turn played out with the deadline defaults hands over to Red, still in turn 20.
    let t = s;
    for (let i = 0; i < 20 && t.seatTurn?.seat === BLUE; i++) {
      const d = game.pending(t)[0];
      if (!d) break;
      t = game.apply(t, d.seat, game.defaultAction(t, d.seat), SeededRng.fromSeed('fixture')).state;
    }
    expect(t.turn).toBe(20);
    expect(t.seatTurn?.seat).toBe(RED);
  });

  it('every seat at every turn of a 4-seat rotation, and without rotation', () => {
    for (let turn = 1; turn <= 8; turn++)
      for (const active of [BLUE, RED, GREEN, YELLOW]) {
        const s = position({ players: 4, turn, active });
        expect(s.seatTurn?.seat, `turn ${turn} seat ${active}`).toBe(active);
        expect(turnOrder(s)[s.seatIndex]).toBe(active);
        const fixed = position({ players: 4, turn, active, options: { rotateFirstPlayer: false } });
        expect(fixed.seatTurn?.seat).toBe(active);
        expect(fixed.seatIndex).toBe(active);
      }
  });
});
