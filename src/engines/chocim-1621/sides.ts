/**
 * Which side a seat plays, and which side acts in the current step: the first question of every
 * rule about who may do what (legal.ts, choice.ts, the view, the bot).
 */
import type { Seat } from '../kit/types.js';
import type { Side } from './data/units.js';
import type { State } from './state.js';

export function sideOfSeat(s: State, seat: Seat): Side | null {
  if (s.seatOf.PLC === seat) return 'PLC';
  if (s.seatOf.OTT === seat) return 'OTT';
  return null;
}

/** The side that acts in a 'turn' step right now. */
export function actingSide(s: State): Side | null {
  const st = s.step;
  if (!st) return null;
  switch (st.kind) {
    case 'turn':
      return s.active;
    case 'declare':
    case 'planOrder':
      return s.play?.side ?? s.active;
    case 'bonusPick':
    case 'diplomacyPick':
    case 'famine':
    case 'effectOrder':
      return st.side;
    case 'weather':
    case 'bombard':
    case 'occupy':
      return 'OTT';
    case 'fortify':
    case 'procession':
      return 'PLC';
    case 'combat':
    case 'claim':
    case 'mutiny':
    case 'recall':
    case 'cull':
      return null; // both sides may owe at once (pending)
  }
}
