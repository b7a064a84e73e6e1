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
import { backMsg, fieldMsg, locationMsg, msg, unitMsg } from './msgs.js';

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

/**
 * How many units may stay on control, [least, most]: never over the limit; after a walk-in
 * exactly as many as the limit lets stay, after a capture anything down to one (D10).
 */
export function occupationKeep(s: State, field: PlcField, mode: OccupationMode): [number, number] {
  const most = Math.min(onControl(s, field), controlLimit(field));
  return [mode === 'walkIn' ? most : Math.min(1, most), most];
}

/** D10 default: keep the most allowed, the units with the most dice; send back the least valuable. */
export function defaultOccupationBack(s: State, field: PlcField): { unit: UnitType; n: number }[] {
  const u = { ...peekUnits(s, controlLoc(field)) };
  const out: { unit: UnitType; n: number }[] = [];
  let over = onControl(s, field) - controlLimit(field);
  while (over > 0) {
    const t = leastValuableFirst('OTT', u, (x) => diceFor(x, { kind: 'assault', field }))[0];
    if (!t) break;
    u[t]--;
    over--;
    const row = out.find((b) => b.unit === t);
    if (row) row.n++;
    else out.push({ unit: t, n: 1 });
  }
  return out;
}

function occupationReturn(s: State, field: PlcField, unit: UnitType, events: GameEvent[]): void {
  sendHome(s, controlLoc(field), unit);
  events.push({ msg: msg('event.recall', { unit: unitMsg(unit), from: locationMsg(controlLoc(field)) }) });
}

/** OTT's choice made: these units go back from the control action together, in one line. */
export function occupationBack(
  s: State,
  field: PlcField,
  back: { unit: UnitType; n: number }[],
  events: GameEvent[],
): void {
  for (const b of back) sendHome(s, controlLoc(field), b.unit, b.n);
  const stay = onControl(s, field);
  events.push({
    msg:
      back.length === 0
        ? msg('event.occupyKeep', { field: fieldMsg(field), n: stay })
        : msg('event.occupyBack', { field: fieldMsg(field), units: backMsg(back), n: stay }),
  });
  s.step = null;
}

/**
 * Sends back what leaves no choice (over the limit with one unit type), then asks OTT while a
 * choice is left; clears the step when none is.
 */
export function settleOccupation(s: State, field: PlcField, mode: OccupationMode, events: GameEvent[]): void {
  for (;;) {
    const returns = occupationReturns(s, field, mode);
    const only = returns[0];
    if (only !== undefined && returns.length === 1 && onControl(s, field) > controlLimit(field)) {
      occupationReturn(s, field, only, events);
      continue;
    }
    s.step = returns.length > 0 ? { kind: 'occupy', field, mode } : null;
    return;
  }
}
