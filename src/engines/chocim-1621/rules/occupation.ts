/**
 * Taking a PLC field (combat step 10, 5.3.1, A-28, D10): the surviving attackers (or the units
 * that walked into an abandoned field) stand on the field's control action; while they are more
 * than its limit, OTT sends back units of its choice. After a capture by assault OTT may also
 * keep fewer ("how many and which units stay on control", D10), down to one.
 */
import type { GameEvent } from '../../kit/types.js';
import { FIELD_DATA, type PlcField } from '../data/board.js';
import { countOf, diceFor, SIDE_TYPES, type UnitType } from '../data/units.js';
import type { State } from '../state.js';
import { leastValuableFirst, peekUnits, sendHome, slotId } from './board.js';
import { locationMsg, msg, unitMsg } from './msgs.js';

export type OccupationMode = 'capture' | 'walkIn';

function controlLoc(field: PlcField): string {
  return `s:${slotId(field, 'control')}`;
}

export function controlLimit(field: PlcField): number {
  return FIELD_DATA[field].controlLimit?.v ?? 0;
}

function onControl(s: State, field: PlcField): number {
  return countOf(peekUnits(s, controlLoc(field)), 'OTT');
}

/** Unit types OTT may send back now (none when it must keep all). */
export function occupationReturns(s: State, field: PlcField, mode: OccupationMode): UnitType[] {
  const n = onControl(s, field);
  if (n <= controlLimit(field) && (mode === 'walkIn' || n <= 1)) return [];
  const u = peekUnits(s, controlLoc(field));
  return SIDE_TYPES.OTT.filter((t) => u[t] > 0);
}

/** OTT may stop sending units back once the control is within its limit. */
export function occupationMayEnd(s: State, field: PlcField): boolean {
  return onControl(s, field) <= controlLimit(field);
}

/** D10 default: keep the most allowed, the units with the most dice; send back the least valuable. */
export function defaultOccupationReturn(s: State, field: PlcField): UnitType | undefined {
  if (occupationMayEnd(s, field)) return undefined;
  return leastValuableFirst('OTT', peekUnits(s, controlLoc(field)), (t) => diceFor(t, { kind: 'assault', field }))[0];
}

export function occupationReturn(s: State, field: PlcField, unit: UnitType, events: GameEvent[]): void {
  sendHome(s, controlLoc(field), unit);
  events.push({ msg: msg('event.recall', { unit: unitMsg(unit), from: locationMsg(controlLoc(field)) }) });
}

/**
 * Sends back what leaves no choice (over the limit with one unit type), then asks OTT while a
 * choice is left; clears the step when none is.
 */
export function settleOccupation(s: State, field: PlcField, mode: OccupationMode, events: GameEvent[]): void {
  for (;;) {
    const returns = occupationReturns(s, field, mode);
    const only = returns[0];
    if (only !== undefined && returns.length === 1 && !occupationMayEnd(s, field)) {
      occupationReturn(s, field, only, events);
      continue;
    }
    s.step = returns.length > 0 ? { kind: 'occupy', field, mode } : null;
    return;
  }
}
