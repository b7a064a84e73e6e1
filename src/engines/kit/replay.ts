/**
 * A game is its seed plus its action log: replaying the log from the seed reproduces
 * the state exactly (history, undo and audit rest on this).
 */
import { type RngState, SeededRng } from './rng.js';
import type { AnyGameDefinition, OptionValues, Seat, SetupSeat } from './types.js';

export interface LoggedAction {
  seat: Seat;
  action: unknown;
}

export interface ReplayInput {
  seed: string;
  seats: SetupSeat[];
  options: OptionValues;
  actions: readonly LoggedAction[];
}

export interface ReplayOutput<S> {
  state: S;
  rngState: RngState;
}

/** Sets up from the seed and applies every logged action in order. */
export function replay<S>(def: AnyGameDefinition, input: ReplayInput): ReplayOutput<S> {
  const rng = SeededRng.fromSeed(input.seed);
  let state = def.setup(input.seats, input.options, rng) as S;
  for (const entry of input.actions) {
    const action = def.parseAction(entry.action);
    state = def.apply(state, entry.seat, action, rng).state as S;
  }
  return { state, rngState: rng.state() };
}
