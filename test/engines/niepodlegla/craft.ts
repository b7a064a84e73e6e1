/** Crafted states for rulebook examples: a fresh table with an empty map and nothing dealt. */

import { runFlow } from '../../../src/engines/kit/flow.js';
import { SeededRng } from '../../../src/engines/kit/rng.js';
import type { GameEvent } from '../../../src/engines/kit/types.js';
import { CITIES, type City } from '../../../src/engines/niepodlegla/data/map.js';
import type { Face } from '../../../src/engines/niepodlegla/data/symbols.js';
import { parseEffect } from '../../../src/engines/niepodlegla/effects.js';
import { flow } from '../../../src/engines/niepodlegla/flow.js';
import { niepodleglaGame } from '../../../src/engines/niepodlegla/index.js';
import { drainQueue } from '../../../src/engines/niepodlegla/phases/queue.js';
import type { Die, Phase, State } from '../../../src/engines/niepodlegla/state.js';
import { type Edit, EngineTable, scripted, startAt } from '../../support/engine.js';

/** A fresh game after setup, with the map emptied and no decision open, then `edits` in order (`startAt`). */
export function fresh(players = 2, options: Record<string, string | boolean> = {}, ...edits: Edit<State>[]): State {
  const seats = Array.from({ length: players }, (_, seat) => ({
    seat,
    faction: ['red', 'blue', 'green', 'yellow'][seat] ?? 'red',
  }));
  const base = niepodleglaGame.setup(seats, options, SeededRng.fromSeed('craft'));
  return startAt(base, emptyMap, nothingOpen, parkedInFight, ...edits);
}

/** Edit: no token of either kind in any city. */
export const emptyMap: Edit<State> = (s) => {
  for (const c of CITIES) s.cities[c] = { ind: 0, obs: { RUS_TSAR: 0, RUS_BOLSHEVIK: 0, CEN: 0, UKR: 0 } };
};

/** Edit: no group decision open, nothing queued, nothing recent. */
export const nothingOpen: Edit<State> = (s) => {
  s.choice = null;
  s.queue = [];
  s.recent = [];
};

/** Edit: parked in phase 2 with nothing rolled, so settling a decision resolves only the queue. */
export const parkedInFight: Edit<State> = (s) => {
  s.phase = 'fight';
  s.fightOver = false;
  s.alloc = Array(s.players).fill(null);
};

/** Edit: `n` independence tokens from the supply in `city`. */
export const independent =
  (city: City, n = 1): Edit<State> =>
  (s) => {
    s.cities[city].ind += n;
    s.indSupply -= n;
  };

export function ind(s: State, city: City, n = 1): void {
  independent(city, n)(s);
}

/** Queues printed effects (DSL) and resolves them without changing phase. */
export function resolve(s: State, effects: string[], rng = scripted(), source = 'test'): GameEvent[] {
  const ev: GameEvent[] = [];
  s.queue.push(
    ...effects.map((e) => ({
      step: parseEffect(e, source),
      source: { kind: 'mission' as const, id: source },
      actor: 0,
    })),
  );
  drainQueue(s, rng, ev);
  return ev;
}

/** Continues the game from the end of `phase` (its queue empty) until the next decision. */
export function runAfter(s: State, phase: Phase, rng = scripted()): GameEvent[] {
  const ev: GameEvent[] = [];
  s.phase = phase;
  s.queue = [];
  if (phase === 'fight' || phase === 'finalFight') s.fightOver = true;
  runFlow(flow, s, { rng, ev });
  return ev;
}

/** The group settles the open decision on `option`: seat 0 proposes, the others agree. */
export function settle(s: State, option: string, rng = scripted()): State {
  const table = new EngineTable(niepodleglaGame, s, () => rng).act(0, { type: 'propose', option });
  for (let seat = 1; seat < s.players && table.state.choice?.proposal?.option === option; seat++)
    table.act(seat, { type: 'agree' });
  return table.state;
}

export function die(id: string, holder: number, face: Face[], character: Die['character'] = null): Die {
  return { id, character, face, holder };
}

export function optionIds(s: State): string[] {
  return s.choice?.options.map((o) => o.id) ?? [];
}

/** Black-die faces for a ScriptedRng: value 0 → 1, 1 → 3, 2 → 5. */
export const BLACK = { 0: 1, 1: 3, 2: 5 } as const;
