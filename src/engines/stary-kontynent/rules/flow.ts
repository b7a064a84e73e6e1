/**
 * The order of play (spec §4): a game turn is 1a plague, 1b crusaders, 2 income, 3 each seat's
 * turn in (rotating) seat order, 4 the victory check. `settle` moves the game forward after
 * every action until somebody owes a decision.
 */
import type { Rng } from '../../kit/rng.js';
import type { Seat } from '../../kit/types.js';
import { provinceControllers, realmCounts } from '../control.js';
import { RULES } from '../data/constants.js';
import { type Events, event, kingdomName } from '../msg.js';
import type { State } from '../state.js';
import { checkHomage } from './homage.js';
import { detectOverflow } from './overflow.js';
import { extraMoveArmies } from './turnActions.js';
import { crusaders, income, plague } from './upkeep.js';

/** The seats in the order they act in this game turn (A16). */
export function turnOrder(state: State): Seat[] {
  const n = state.order.length;
  const first = state.options.rotateFirstPlayer ? (state.turn - 1 + n * 1000) % n : 0;
  return state.order.map((_, i) => state.order[(first + i) % n] ?? 0);
}

export function beginGameTurn(state: State, rng: Rng, events: Events): void {
  state.turn += 1;
  state.mainUsed = [];
  state.lastAction = null;
  for (const a of state.armies)
    if (a.moved || a.assaulted) {
      const own = a; // copy on write: only the armies that acted
      own.moved = false;
      own.assaulted = false;
    }
  events.push(event('turnStart', { turn: state.turn }));
  plague(state, rng, events);
  checkHomage(state, events);
  if (crusaders(state, rng, events)) {
    state.stage = 'crusaders';
    return;
  }
  afterCrusaders(state, events);
}

/** Step 2 and the first seat's turn. */
export function afterCrusaders(state: State, events: Events): void {
  income(state, events);
  state.stage = 'turns';
  state.seatIndex = 0;
  startSeatTurn(state, events);
}

export function startSeatTurn(state: State, events: Events): void {
  const seat = turnOrder(state)[state.seatIndex] ?? 0;
  // Copy on write: only armies that moved or are new need it (copy.ts).
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

export function endSeatTurn(state: State, rng: Rng, events: Events): void {
  state.seatTurn = null;
  state.seatIndex += 1;
  if (state.seatIndex < state.order.length) {
    startSeatTurn(state, events);
    return;
  }
  if (victoryCheck(state, events)) return;
  beginGameTurn(state, rng, events);
}

/** Step 4: with 5+ provinces controlled, a realm leading all others together by 2 wins (§5.17). */
export function victoryCheck(state: State, events: Events): boolean {
  const { total, byLiege } = realmCounts(state);
  events.push(event('victoryCheck', { turn: state.turn, total }));
  if (total >= RULES.victoryMinControlled) {
    for (const [l, mine] of [...byLiege].sort((a, b) => a[0] - b[0])) {
      if (mine - (total - mine) >= RULES.victoryLead) {
        state.winner = l;
        state.endReason = 'emperor';
        state.stage = 'over';
        state.seatTurn = null;
        events.push(event('emperor', { player: kingdomName(state, l), mine, others: total - mine }));
        return true;
      }
    }
  }
  if (state.options.maxTurns > 0 && state.turn >= state.options.maxTurns) {
    const ranked = [...byLiege].sort((a, b) => b[1] - a[1]);
    const best = ranked[0];
    const second = ranked[1];
    state.stage = 'over';
    state.seatTurn = null;
    if (best && (!second || second[1] < best[1])) {
      state.winner = best[0];
      state.endReason = 'maxTurns';
      events.push(event('maxTurnsWinner', { player: kingdomName(state, best[0]), provinces: best[1] }));
    } else {
      state.endReason = 'draw';
      events.push(event('maxTurnsDraw', {}));
    }
    return true;
  }
  return false;
}

/** Runs automatic steps until a decision is owed (or the game is over). */
export function settle(state: State, rng: Rng, events: Events): void {
  for (let guard = 0; guard < 1000; guard++) {
    checkHomage(state, events);
    detectOverflow(state);
    if (state.overflow.length > 0 || state.stage === 'over' || state.stage === 'capitals') return;
    if (state.stage === 'crusaders') {
      if (state.ship !== null) return;
      afterCrusaders(state, events);
      continue;
    }
    if (state.assault !== null) return;
    const st = state.seatTurn;
    if (!st) return;
    // A turn with nothing left to do ends by itself: after a Levy, or in 3c with no extra move.
    if (st.step === '3c' && (st.levied || extraMoveArmies(state).length === 0)) {
      endSeatTurn(state, rng, events);
      continue;
    }
    return;
  }
}
