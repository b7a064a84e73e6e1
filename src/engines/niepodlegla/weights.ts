/** Severity and value weights of the default algorithms (§9.3). */
import { TRACK_MAX, TRACK_PROFITS } from './data/tracks.js';
import type { Effect } from './effects.js';
import type { State } from './state.js';

export function severity(s: State, e: Effect): number {
  switch (e.k) {
    case 'defeat':
      return 1000;
    case 'time':
      return s.round === 9 ? 0 : 8;
    case 'track':
      if (e.delta > 0) return 0;
      if (e.track === 'foreign') return s.foreign === 0 ? 0 : 4;
      if (s.accord === 0) return 0;
      return TRACK_PROFITS.accord[s.accord] === 'MORALE_BONUS' ? 6 : 4;
    case 'obs':
      return 3;
    case 'obs2':
      return 6;
    case 'black':
      return 2;
    case 'remove':
      return 1;
    default:
      return 0;
  }
}

export function value(s: State, e: Effect): number {
  switch (e.k) {
    case 'die':
      return 6;
    case 'token':
      return 4;
    case 'track':
      if (e.delta < 0) return 0;
      return (e.track === 'foreign' ? s.foreign : s.accord) >= TRACK_MAX ? 0 : 4;
    case 'ind':
      return 3;
    case 'ind2':
      return 6;
    case 'shield':
      return 3;
    default:
      return 0;
  }
}

export function sum(xs: readonly number[]): number {
  return xs.reduce((a, b) => a + b, 0);
}
