/**
 * Cycle phases (P7, P9, P10, P12): in turn order each active seat acts once per cycle; a pass
 * is final for the phase; a seat with nothing legal to do is passed automatically.
 */
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
 * Moves `pos` to the next seat that may act, passing seats with no legal action.
 * Returns false when the phase is over (nobody active).
 */
export function settleCycle(state: State, stage: CycleStage, canAct: (seat: Seat) => boolean, log: Log): boolean {
  const order = turnOrder(state);
  for (let guard = 0; guard < 64 * order.length; guard++) {
    if (!stage.active.some(Boolean)) return false;
    if (stage.pos >= order.length) {
      stage.pos = 0;
      stage.cycle++;
    }
    const seat = order[stage.pos] ?? 0;
    if (!stage.active[seat]) {
      stage.pos++;
      continue;
    }
    if (stage.planned[seat]) {
      // A pass submitted in advance takes effect now, in turn order.
      stage.active[seat] = false;
      log.add('event.pass', { player: playerName(state, seat) });
      stage.pos++;
      continue;
    }
    if (!canAct(seat)) {
      stage.active[seat] = false;
      log.add('event.autoPass', { player: playerName(state, seat) });
      stage.pos++;
      continue;
    }
    return true;
  }
  return false;
}

export function freshCycle(state: State): CycleStage {
  return { active: state.players.map(() => true), planned: state.players.map(() => false), pos: 0, cycle: 1 };
}
