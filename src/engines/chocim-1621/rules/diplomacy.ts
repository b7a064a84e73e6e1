/** The diplomacy phase (spec 4.3, faza dyplomacji): the first picker, then alternate picks. */
import type { GameEvent } from '../../kit/types.js';
import { countOf, type Side } from '../data/units.js';
import type { State } from '../state.js';
import { ottControlledPlcFields } from './board.js';
import { msg, sideMsg } from './msgs.js';

/** First picker (4.3, A-57): OTT if it holds a PLC field, else fewer routed units, tie PLC. */
export function firstPicker(s: State): Side {
  if (ottControlledPlcFields(s).length > 0) return 'OTT';
  const p = countOf(s.routed, 'PLC');
  const o = countOf(s.routed, 'OTT');
  return o < p ? 'OTT' : 'PLC';
}

/** Opens the phase; with cards on display the first picker owes the first pick (the step is set). */
export function diplomacy(s: State, events: GameEvent[]): void {
  s.phase = 'diplomacy';
  events.push({ msg: msg('event.phase.diplomacy') });
  if (s.display.length === 0) return;
  const first = firstPicker(s);
  events.push({ msg: msg('event.firstPicker', { side: sideMsg(first) }) });
  s.step = { kind: 'diplomacyPick', side: first, picksLeft: s.display.length };
}
