/** The supply phase (spec 4.5, faza zapasów): both sides eat, automatically. */
import type { GameEvent } from '../../kit/types.js';
import { SUPPLY } from '../data/tracks.js';
import { countOf, type Side } from '../data/units.js';
import type { State } from '../state.js';
import { msg, sideMsg } from './msgs.js';

/** Each side's supply falls by a third of its units in play, rounded up, down to the track's foot. */
export function supplyPhase(s: State, events: GameEvent[]): void {
  s.phase = 'supply';
  for (const side of ['PLC', 'OTT'] as const) {
    const eat = Math.ceil(unitsInPlay(s, side) / 3);
    s.supply[side] = Math.max(SUPPLY[side].min, s.supply[side] - eat);
    events.push({ msg: msg('event.consume', { side: sideMsg(side), n: eat, left: s.supply[side] }) });
  }
}

/** Units on the board (reserves and actions) and in the routed and mutinied areas. */
export function unitsInPlay(s: State, side: Side): number {
  let n = countOf(s.routed, side) + countOf(s.mutinied, side);
  for (const r of Object.values(s.reserves)) n += countOf(r, side);
  for (const u of Object.values(s.slots)) n += countOf(u, side);
  return n;
}
