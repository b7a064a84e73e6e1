/**
 * Property test: random legal play (and missed deadlines) from many seeds always reaches a valid
 * end, never throws, keeps the invariants, and every view is the same public board.
 */
import { describe, expect, it } from 'vitest';
import { findSecretString } from '../../../src/engines/kit/leaks.js';
import { playRandomGame } from '../../../src/engines/kit/randomPlay.js';
import { replay } from '../../../src/engines/kit/replay.js';
import type { OptionValues } from '../../../src/engines/kit/types.js';
import { RULES } from '../../../src/engines/stary-kontynent/data/constants.js';
import { isAdjacent } from '../../../src/engines/stary-kontynent/hex.js';
import { staryKontynentGame as game } from '../../../src/engines/stary-kontynent/index.js';
import type { State } from '../../../src/engines/stary-kontynent/state.js';
import { propertySeeds } from '../../support/sweep.js';

const SEEDS = propertySeeds();

const ID_PATTERN = /^[a-z0-9:._-]{1,64}$/;

/** The invariants that hold after every step. */
function checkInvariants(s: State): void {
  const hexIds = new Set(s.map.hexes.map((h) => h.id));
  // The map: 11 provinces of 4 hexes, never changing.
  expect(s.map.hexes.length).toBe(44);
  const ids = new Set<number>();
  const owners = new Map<string, number>();
  const perHex = new Map<string, number>();
  for (const a of s.armies) {
    // Armies are d6: 1..6 pips, on a map hex, unique ids below the counter.
    expect(Number.isInteger(a.strength) && a.strength >= 1 && a.strength <= 6).toBe(true);
    expect(hexIds.has(a.hex)).toBe(true);
    expect(ids.has(a.id)).toBe(false);
    expect(a.id).toBeLessThan(s.nextArmyId);
    ids.add(a.id);
    // Two kingdoms never share a hex.
    const o = owners.get(a.hex);
    if (o !== undefined) expect(o).toBe(a.owner);
    owners.set(a.hex, a.owner);
    perHex.set(a.hex, (perHex.get(a.hex) ?? 0) + 1);
  }
  // At most 4 armies per hex, except a hex waiting for its owner's merge.
  for (const [hex, n] of perHex)
    if (n > RULES.maxArmiesPerHex) expect(s.overflow.some((o) => o.hex === hex)).toBe(true);
  // Capitals 0..9; one per kingdom once placed; never on or next to each other.
  for (const k of s.kingdoms) {
    expect(Number.isInteger(k.garrison) && k.garrison >= 0 && k.garrison <= 9).toBe(true);
    if (s.stage !== 'capitals') expect(k.capital).not.toBeNull();
    // A flat hierarchy: a suzerain is always a liege.
    if (k.suzerain !== null) {
      expect(k.suzerain).not.toBe(k.seat);
      expect(s.kingdoms[k.suzerain]?.suzerain).toBeNull();
    }
  }
  const caps = s.kingdoms.map((k) => k.capital).filter((c) => c !== null);
  for (let i = 0; i < caps.length; i++)
    for (let j = i + 1; j < caps.length; j++) {
      const a = caps[i];
      const b = caps[j];
      if (a && b) expect(a.q === b.q && a.r === b.r ? true : isAdjacent(a, b)).toBe(false);
    }
  // At most one castle per hex, on the map.
  const castleHexes = s.castles.map((c) => c.hex);
  expect(new Set(castleHexes).size).toBe(castleHexes.length);
  for (const h of castleHexes) expect(hexIds.has(h)).toBe(true);
  // The crusade track is the sum of everybody's points.
  expect(s.crusade.total).toBe(s.kingdoms.reduce((sum, k) => sum + k.crusadePoints, 0));
  // pending is empty exactly when the game has a result.
  const owed = game.pending(s);
  expect(owed.length === 0).toBe(game.result(s) !== null);
  for (const d of owed) {
    const legal = game.legalActions(s, d.seat);
    expect(legal.filter((l) => l.free !== true).length).toBeGreaterThan(0);
    expect(legal.length).toBeLessThan(300); // complete moves: every move of every army, every march
    const idSet = new Set(legal.map((l) => l.id));
    expect(idSet.size).toBe(legal.length);
    for (const l of legal) expect(l.id).toMatch(ID_PATTERN);
  }
}

/** Nothing here is secret: every seat and the spectator see the same board, and never the seed. */
function checkViews(s: State, seed: string): void {
  const spectator = game.view(s, null);
  const { viewer: _v, ...pub } = spectator;
  for (const k of s.kingdoms) {
    const { viewer, ...mine } = game.view(s, k.seat);
    expect(viewer).toBe(k.seat);
    expect(mine).toEqual(pub);
  }
  expect(findSecretString(spectator, seed)).toEqual([]);
}

const OPTION_SETS: OptionValues[] = [
  {},
  { rotateFirstPlayer: false },
  { levyAfterReorganise: true, capitalEntryNoWaste: true },
  { retreatAdjacentOnly: true, revoltAfterLosses: true },
];

describe('random play', () => {
  for (const players of [2, 3, 4]) {
    it(`${players} players: ${SEEDS} seeds reach a valid end with invariants and public views`, () => {
      let slowest = 0;
      for (let i = 0; i < SEEDS; i++) {
        const seed = `sk-${players}-${i}`;
        const options = { ...OPTION_SETS[i % OPTION_SETS.length], maxTurns: '5' };
        const deep = i % 20 === 0; // full invariant and view walk on every step of every twentieth game
        const t0 = performance.now();
        const g = playRandomGame<State>(game, {
          seed,
          players,
          options,
          maxSteps: 5000,
          ...(i % 2 === 1 ? { defaultRate: 0.3 } : {}),
          onStep: deep
            ? (state) => {
                checkInvariants(state as State);
                checkViews(state as State, seed);
              }
            : undefined,
        });
        slowest = Math.max(slowest, performance.now() - t0);
        expect(g.result).not.toBeNull();
        checkInvariants(g.state);
        checkViews(g.state, seed);
        expect(g.result?.ranking.flat().sort()).toEqual(Array.from({ length: players }, (_, s) => s));
      }
      expect(slowest).toBeLessThan(5000);
    });
  }

  it('the action log holds game moves only (no pick/back/focus actions)', () => {
    const moves = new Set([
      'capital',
      'reorganise',
      'levy',
      'marchOut',
      'move',
      'castle',
      'walls',
      'crusade',
      'assault',
      'pass',
      'endTurn',
      'confirmJoint',
      'hold',
      'retreat',
      'continue',
      'stop',
      'occupant',
      'overflow',
      'land',
      'shipToCapital',
      'declineShip',
    ]);
    const seen = new Map<string, number>();
    for (const players of [2, 3, 4])
      for (let i = 0; i < 6; i++) {
        const g = playRandomGame<State>(game, { seed: `log-${players}-${i}`, players, options: { maxTurns: '6' } });
        for (const { action } of g.log) {
          const type = (action as { type: string }).type;
          seen.set(type, (seen.get(type) ?? 0) + 1);
          expect(moves.has(type), type).toBe(true);
        }
        for (const s of [g.state]) expect(JSON.stringify(s)).not.toMatch(/"focus"/);
      }
    // Drafted turns reach the engine as one move: assaults with the armies that join among them.
    expect(seen.get('assault') ?? 0).toBeGreaterThan(0);
    expect(seen.get('move') ?? 0).toBeGreaterThan(0);
  });

  it('replaying a finished game’s log from its seed reproduces the state exactly', () => {
    for (const players of [2, 3, 4]) {
      const seed = `replay-${players}`;
      const g = playRandomGame<State>(game, { seed, players, options: { maxTurns: '8' }, defaultRate: 0.2 });
      expect(g.result).not.toBeNull();
      const out = replay<State>(game, { seed, seats: g.seats, options: g.options, actions: g.log });
      expect(out.state).toEqual(g.state);
      expect(JSON.parse(JSON.stringify(out.state))).toEqual(g.state); // plain JSON
    }
  });
});
