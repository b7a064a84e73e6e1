/**
 * apply() is pure: it changes a copy of its input that shares only the map and the options
 * (`nextState(input, FIXED_AFTER_SETUP)`, kit/update.ts). These tests pin the promises that makes: the input never changes and the copy
 * forgets no field.
 */
import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../../src/engines/kit/randomPlay.js';
import { SeededRng } from '../../../src/engines/kit/rng.js';
import type { AnyGameDefinition, OptionValues } from '../../../src/engines/kit/types.js';
import { nextState } from '../../../src/engines/kit/update.js';
import { staryKontynentGame as game } from '../../../src/engines/stary-kontynent/index.js';
import { FIXED_AFTER_SETUP, type State } from '../../../src/engines/stary-kontynent/state.js';
import { BLUE, position, RED } from './fixtures.js';

function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const v of Object.values(value)) deepFreeze(v);
}

/** Every object reachable from `root`, with the path it was first seen at. */
function objectsOf(root: unknown, skip: (path: string) => boolean): Map<object, string> {
  const out = new Map<object, string>();
  const walk = (v: unknown, path: string): void => {
    if (v === null || typeof v !== 'object' || out.has(v) || skip(path)) return;
    out.set(v, path);
    for (const [k, item] of Object.entries(v)) walk(item, `${path}.${k}`);
  };
  walk(root, 'state');
  return out;
}

/** The same game, but every state it produces (from setup on) is deep-frozen before it is used. */
const frozenGame: AnyGameDefinition = {
  ...game,
  setup: (seats, options, rng) => {
    const s = game.setup(seats, options, rng);
    deepFreeze(s);
    return s;
  },
};

const OPTION_SETS: OptionValues[] = [
  { maxTurns: '60' },
  { rotateFirstPlayer: false, revoltAfterLosses: true, maxTurns: '60' },
  { levyAfterReorganise: true, capitalEntryNoWaste: true, retreatAdjacentOnly: true, maxTurns: '60' },
];

describe('apply stays pure', () => {
  for (const players of [2, 3, 4])
    it(`${players} players: random games on deep-frozen states never write to an input`, () => {
      let steps = 0;
      for (let i = 0; i < 6; i++) {
        const seed = `purity-${players}-${i}`;
        const g = playRandomGame<State>(frozenGame, {
          seed,
          players,
          options: OPTION_SETS[i % OPTION_SETS.length],
          ...(i % 2 === 1 ? { defaultRate: 0.2 } : {}),
          onStep: (state) => {
            deepFreeze(state);
            // Ask everything a Table asks, so memos are filled and audited on every kind of state.
            for (const d of game.pending(state as State)) {
              game.legalActions(state as State, d.seat);
              game.defaultAction(state as State, d.seat);
            }
            game.view(state as State, null);
          },
        });
        expect(g.result).not.toBeNull();
        steps += g.steps;
      }
      expect(steps).toBeGreaterThan(500); // game moves only: no menu clicks among them
    });

  it('the same input can be answered twice: both results are right and the input is untouched', () => {
    // A Table retrying a command, or a test trying two answers, applies to one state twice.
    const s = position({ armies: { [BLUE]: { '3a': [3, 2], '3c': [2] }, [RED]: { '5a': [4] } } });
    deepFreeze(s);
    const before = JSON.stringify(s);
    const army = s.armies.find((a) => a.hex === '3a' && a.strength === 3);
    if (!army) throw new Error('fixture');
    const moved = game.apply(
      s,
      BLUE,
      { type: 'move', army: army.id, to: '3b', extra: false },
      SeededRng.fromSeed('twice'),
    ).state;
    const passed = game.apply(s, BLUE, { type: 'pass' }, SeededRng.fromSeed('twice')).state;
    expect(JSON.stringify(s)).toBe(before);
    expect(moved.armies.find((a) => a.id === army.id)?.hex).toBe('3b');
    expect(passed.armies.find((a) => a.id === army.id)?.hex).toBe('3a');
    expect(moved.armies.find((a) => a.id === army.id)?.moved).toBe(true);
    expect(s.armies.find((a) => a.id === army.id)?.moved).toBe(false);
  });
});

describe('the working copy', () => {
  function midGame(): State {
    const g = playRandomGame<State>(game, { seed: 'copy-mid', players: 4, options: { maxTurns: '12' } });
    return g.state;
  }

  it('copies every field: equal to the input, as JSON too', () => {
    const s = midGame();
    const copy = nextState(s, FIXED_AFTER_SETUP);
    expect(copy).toEqual(s);
    expect(JSON.stringify(copy)).toBe(JSON.stringify(s));
  });

  it('shares nothing mutable with its input but the map and the options', () => {
    const s = midGame();
    const shared = (path: string): boolean => path === 'state.map' || path === 'state.options';
    const theirs = objectsOf(s, shared);
    for (const [obj, path] of objectsOf(nextState(s, FIXED_AFTER_SETUP), shared))
      expect(theirs.get(obj), path).toBeUndefined();
  });
});
