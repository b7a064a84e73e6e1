/**
 * A table where nobody ever answers: every decision falls to its deadline default (spec §8.3–8.4).
 * A missed turn passes, so nobody ever marches out, the board stays empty, nobody controls a
 * province and the victory check (§5.17) can never crown anyone. The rulebook has no turn limit
 * (A45), so such a game does not end by itself; what the engine guarantees is that it never
 * loops silently: every default is one step of the game (the next seat, then the next game turn),
 * and with the host's optional turn limit the game ends, drawn.
 */
import { describe, expect, it } from 'vitest';
import { defaultOptions, defaultSeats } from '../../../src/engines/kit/randomPlay.js';
import { SeededRng } from '../../../src/engines/kit/rng.js';
import type { OptionValues } from '../../../src/engines/kit/types.js';
import { staryKontynentGame as game } from '../../../src/engines/stary-kontynent/index.js';
import type { State } from '../../../src/engines/stary-kontynent/state.js';

/** Applies the deadline default of whoever owes a decision, `steps` times or until the end. */
function missEveryDeadline(players: number, options: OptionValues, steps: number, seed: string) {
  const rng = SeededRng.fromSeed(seed);
  let s = game.setup(defaultSeats(game, players), { ...defaultOptions(game), ...options }, rng) as State;
  const trail: { turn: number; seat: number | null }[] = [];
  for (let i = 0; i < steps && game.result(s) === null; i++) {
    const d = game.pending(s)[0];
    if (!d) throw new Error('no result and nobody owes a decision');
    s = game.apply(s, d.seat, game.defaultAction(s, d.seat), rng).state;
    trail.push({ turn: s.turn, seat: s.seatTurn?.seat ?? null });
  }
  return { state: s, trail };
}

describe('a game where every seat only misses its deadlines', () => {
  for (const players of [2, 3, 4])
    it(`${players} players: with the host's turn limit of 10 it ends in a draw on turn 10`, () => {
      const { state, trail } = missEveryDeadline(players, { maxTurns: '10' }, 10_000, `defaults-${players}`);
      const result = game.result(state);
      expect(result?.winners).toEqual([]);
      expect(result?.reason.key).toBe('stary-kontynent.result.draw');
      expect(state.turn).toBe(10);
      // The capitals are placed (one default each), then every seat passes once per game turn.
      expect(trail.length).toBe(players + 10 * players);
      expect(state.armies).toEqual([]);
    });

  it('without a turn limit it never ends, but every default moves the game on: no silent loop', () => {
    const players = 4;
    const { state, trail } = missEveryDeadline(players, {}, 4 + 400 * players, 'defaults-endless');
    expect(game.result(state)).toBeNull();
    expect(state.turn).toBe(401); // 400 game turns passed in full; the 401st has begun
    // Each default after the capitals hands the turn to the next seat, or starts the next game turn.
    const played = trail.slice(players);
    for (let i = 1; i < played.length; i++) {
      const prev = played[i - 1];
      const cur = played[i];
      expect(cur && prev && (cur.turn > prev.turn || cur.seat !== prev.seat)).toBe(true);
    }
    // Nothing ever happens on the board: no army, no castle, no controlled province, no crusade.
    expect(state.armies).toEqual([]);
    expect(state.castles).toEqual([]);
    expect(state.kingdoms.every((k) => k.everControlled.length === 0 && k.garrison === 9)).toBe(true);
    expect(state.crusade.total).toBe(0);
  });
});
