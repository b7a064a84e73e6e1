/**
 * Defaults for a missed deadline (spec §10.2): never spend a player's cubes, discs or money
 * for him; where a choice is forced, pick a neutral deterministic one.
 */
import type { Seat } from '../kit/types.js';
import type { Action } from './actions.js';
import { ESTATE_TRACKS, PROVINCES } from './data/board.js';
import { defaultShortage, defaultTokens } from './phases/clientele.js';
import { freeSpace } from './phases/estates.js';
import type { State } from './state.js';

export function defaultAction(state: State, seat: Seat): Action {
  const st = state.stage;
  switch (st.kind) {
    case 'setupEstates': {
      // D1: the province whose next free space has the lowest printed value (ties: ring order).
      let best: (typeof PROVINCES)[number] = 'PRU';
      let bestValue = Number.POSITIVE_INFINITY;
      for (const p of PROVINCES) {
        const i = freeSpace(state, p);
        if (i === null) continue;
        const v = ESTATE_TRACKS[p].v[i] ?? 0;
        if (v < bestValue) {
          best = p;
          bestValue = v;
        }
      }
      return { type: 'setupEstate', province: best };
    }
    case 'clientele':
      return { type: 'tokens', values: defaultTokens(state, seat) };
    case 'shortage':
      return { type: 'shortageAll', counts: defaultShortage(state) };
    case 'bid':
      return { type: 'bid', amount: 0 };
    case 'special':
      return st.moved > 0 ? { type: 'moveDone' } : { type: 'pass' };
    default:
      return { type: 'pass' };
  }
}
