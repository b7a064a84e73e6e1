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
import { scripted } from '../../support/engine.js';

/** A fresh game after setup, with the map emptied and no decision open. */
export function fresh(players = 2, options: Record<string, string | boolean> = {}): State {
  const seats = Array.from({ length: players }, (_, seat) => ({
    seat,
    faction: ['red', 'blue', 'green', 'yellow'][seat] ?? 'red',
  }));
  const s = niepodleglaGame.setup(seats, options, SeededRng.fromSeed('craft'));
  for (const c of CITIES) s.cities[c] = { ind: 0, obs: { RUS_TSAR: 0, RUS_BOLSHEVIK: 0, CEN: 0, UKR: 0 } };
  s.choice = null;
  s.queue = [];
  s.recent = [];
  // Parked in phase 2 with nothing rolled: settling a decision resolves only the queue.
  s.phase = 'fight';
  s.fightOver = false;
  s.alloc = Array(players).fill(null);
  return s;
}

export function ind(s: State, city: City, n = 1): void {
  s.cities[city].ind += n;
  s.indSupply -= n;
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
  let st = niepodleglaGame.apply(s, 0, { type: 'propose', option }, rng).state;
  for (let seat = 1; seat < s.players && st.choice && st.choice.proposal?.option === option; seat++)
    st = niepodleglaGame.apply(st, seat, { type: 'agree' }, rng).state;
  return st;
}

export function die(id: string, holder: number, face: Face[], character: Die['character'] = null): Die {
  return { id, character, face, holder };
}

export function optionIds(s: State): string[] {
  return s.choice?.options.map((o) => o.id) ?? [];
}

/** Black-die faces for a ScriptedRng: value 0 → 1, 1 → 3, 2 → 5. */
export const BLACK = { 0: 1, 1: 3, 2: 5 } as const;
