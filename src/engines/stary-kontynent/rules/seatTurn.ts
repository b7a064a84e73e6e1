/**
 * Step 3 — player turns (spec §5.7): each seat in turn, in this game turn's rotating order (A16).
 * The flow's `turns` step starts each seat's turn and moves on when it has ended; what a seat may
 * do in its turn is in turnActions.ts.
 */
import type { Seat } from '../../kit/types.js';
import { provinceControllers } from '../control.js';
import { type Events, event, kingdomName } from '../msg.js';
import type { State } from '../state.js';
import { extraMoveArmies } from './turnActions.js';

/** The seats in the order they act in this game turn (A16). */
export function turnOrder(state: State): Seat[] {
  const n = state.order.length;
  const first = state.options.rotateFirstPlayer ? (state.turn - 1 + n * 1000) % n : 0;
  return state.order.map((_, i) => state.order[(first + i) % n] ?? 0);
}

/** Step 3 opens at the first seat of this game turn's order; the `turns` step starts its turn. */
export function beginPlayerTurns(state: State): void {
  state.seatIndex = 0;
  state.seatTurn = null;
}

/** Every seat of this game turn has played. */
export function everySeatPlayed(state: State): boolean {
  return state.seatTurn === null && state.seatIndex >= state.order.length;
}

export function startSeatTurn(state: State, events: Events): void {
  const seat = turnOrder(state)[state.seatIndex] ?? 0;
  for (const a of state.armies) if (a.owner === seat && a.startHex !== a.hex) a.startHex = a.hex;
  state.seatTurn = {
    seat,
    step: '3a',
    levied: false,
    reorganised: false,
    extraEligible: [],
    extraUsed: [],
  };
  events.push(event('seatTurn', { player: kingdomName(state, seat) }));
}

/** Closing 3a: fixes the provinces that grant extra moves (A30). */
export function close3a(state: State): void {
  const st = state.seatTurn;
  if (st?.step !== '3a') return;
  st.step = '3c';
  const seat = st.seat;
  st.extraEligible = [...provinceControllers(state)]
    .filter(([, s]) => s === seat)
    .map(([p]) => p)
    .sort((a, b) => a - b);
}

/** A turn with nothing left to do ends by itself: after a Levy, or in 3c with no extra move. */
export function nothingLeftToDo(state: State): boolean {
  const st = state.seatTurn;
  return st?.step === '3c' && (st.levied || extraMoveArmies(state).length === 0);
}

/** The seat's turn is over (`/sk end`, or nothing left to do); the next seat is the `turns` step's. */
export function endSeatTurn(state: State): void {
  state.seatTurn = null;
  state.seatIndex += 1;
}
