/**
 * Cycle phases (P7, P9, P10, P12): in turn order each active seat acts once per cycle; a pass
 * is final for the phase; a seat with nothing legal to do is passed automatically.
 */
import { again, next, type StepOutcome, wait } from '../../kit/flow.js';
import type { Seat } from '../../kit/types.js';
import type { State } from '../state.js';
import { type Log, playerName, turnOrder } from '../util.js';

export interface CycleStage {
  active: boolean[];
  planned: boolean[];
  pos: number;
  cycle: number;
}

/** The seat to act now, or null. */
export function cycleActor(state: State, stage: CycleStage): Seat | null {
  const seat = turnOrder(state)[stage.pos];
  return seat !== undefined && stage.active[seat] ? seat : null;
}

/**
 * One look at the seat under `pos`, for the phase's step (flow.ts): `wait()` while that seat may act,
 * `again()` after passing over a seat (out already, a pass it submitted in advance, or nothing
 * legal to do), `next()` when nobody is active and the phase is over.
 */
export function cycleTurn(
  state: State,
  stage: CycleStage,
  canAct: (seat: Seat) => boolean,
  log: Log,
): StepOutcome<never> {
  if (!stage.active.some(Boolean)) return next();
  const order = turnOrder(state);
  if (stage.pos >= order.length) {
    stage.pos = 0;
    stage.cycle++;
  }
  const seat = order[stage.pos] ?? 0;
  if (!stage.active[seat]) {
    stage.pos++;
    return again();
  }
  if (stage.planned[seat]) {
    // A pass submitted in advance takes effect now, in turn order.
    stage.active[seat] = false;
    log.add('event.pass', { player: playerName(state, seat) });
    stage.pos++;
    return again();
  }
  if (!canAct(seat)) {
    stage.active[seat] = false;
    log.add('event.autoPass', { player: playerName(state, seat) });
    stage.pos++;
    return again();
  }
  return wait();
}

export function freshCycle(state: State): CycleStage {
  return { active: state.players.map(() => true), planned: state.players.map(() => false), pos: 0, cycle: 1 };
}
