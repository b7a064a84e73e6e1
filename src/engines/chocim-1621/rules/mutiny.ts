/**
 * Preparation step P5, the mutiny check (4.1, 5.11, A-45): the mutinied area holds exactly the
 * number of units its morale space requires. Surplus units go home; each missing unit is its
 * owner's pick from the board (D3), both sides at once and in public, each side all its units in
 * one decision. Picks that leave no choice (one location holds that type, or every such unit must
 * go) are taken at once.
 */
import type { GameEvent } from '../../kit/types.js';
import { PLC_FIELDS, RESERVES } from '../data/board.js';
import { MORALE } from '../data/tracks.js';
import { SIDE_TYPES, type Side, type UnitType } from '../data/units.js';
import type { State, UnitPick } from '../state.js';
import { move, peekUnits, sendHome, slotField } from './board.js';
import { locationMsg, msg, sideMsg, unitMsg, unitsMsg } from './msgs.js';

function required(s: State, side: Side, t: UnitType): number {
  return MORALE[side].mutiny[s.morale[side]]?.[t] ?? 0;
}

/** Board order for listing and the default's ties: reserves, then actions by field (table 2.4). */
function boardLocations(s: State): string[] {
  const rank = (slot: string) => {
    const i = (PLC_FIELDS as readonly string[]).indexOf(slotField(slot));
    return i < 0 ? PLC_FIELDS.length : i;
  };
  const slots = Object.keys(s.slots).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return [...RESERVES.map((r) => `r:${r}`), ...slots.map((slot) => `s:${slot}`)];
}

function onBoard(s: State, t: UnitType): number {
  return boardLocations(s).reduce((n, loc) => n + peekUnits(s, loc)[t], 0);
}

/** Units of type `t` the side still has to move to the mutinied area (as many as the board has). */
export function mutinyOwed(s: State, side: Side, t: UnitType): number {
  return Math.max(0, Math.min(required(s, side, t) - s.mutinied[t], onBoard(s, t)));
}

export function owesMutiny(s: State, side: Side): boolean {
  return SIDE_TYPES[side].some((t) => mutinyOwed(s, side, t) > 0);
}

/** Where the side's next mutinied unit may come from: any board location holding an owed type. */
export function mutinyOptions(s: State, side: Side): UnitPick[] {
  const out: UnitPick[] = [];
  for (const t of SIDE_TYPES[side]) {
    if (mutinyOwed(s, side, t) === 0) continue;
    for (const from of boardLocations(s)) if (peekUnits(s, from)[t] > 0) out.push({ from, unit: t });
  }
  return out;
}

/** D3 default: from a reserve first; then the action holding the most of that type (ties: table order). */
export function defaultMutiny(s: State, side: Side): UnitPick | undefined {
  const options = mutinyOptions(s, side);
  const first = options[0];
  if (!first) return undefined;
  const same = options.filter((o) => o.unit === first.unit);
  const reserve = same.find((o) => o.from.startsWith('r:'));
  if (reserve) return reserve;
  let best = first;
  for (const o of same) if (peekUnits(s, o.from)[o.unit] > peekUnits(s, best.from)[best.unit]) best = o;
  return best;
}

export function mutinyMove(s: State, side: Side, pick: UnitPick, events: GameEvent[]): void {
  move(s, pick.from, 'mutinied', pick.unit);
  events.push({
    msg: msg('event.mutinyUnit', { side: sideMsg(side), unit: unitMsg(pick.unit), from: locationMsg(pick.from) }),
  });
}

/** The owner's pick: every unit it owes goes to the mutinied area, in one line. */
export function mutinyAll(s: State, side: Side, picks: UnitPick[], events: GameEvent[]): void {
  for (const p of picks) move(s, p.from, 'mutinied', p.unit);
  events.push({ msg: msg('event.mutinyUnits', { side: sideMsg(side), units: unitsMsg(picks) }) });
}

/** Takes every pick that leaves the owner no choice. */
function settle(s: State, side: Side, events: GameEvent[]): void {
  for (const t of SIDE_TYPES[side]) {
    for (;;) {
      const owed = mutinyOwed(s, side, t);
      if (owed === 0) break;
      const from = boardLocations(s).filter((loc) => peekUnits(s, loc)[t] > 0);
      const only = from[0];
      if (only === undefined || (from.length > 1 && owed < onBoard(s, t))) break;
      mutinyMove(s, side, { from: only, unit: t }, events);
    }
  }
}

/**
 * Runs P5 as far as it goes without a choice: surplus home, forced picks taken. Sets the mutiny
 * step when either side still has a choice to make; call again after a side's pick.
 */
export function mutinyCheck(s: State, events: GameEvent[], first: boolean): void {
  for (const side of ['PLC', 'OTT'] as const) {
    if (first)
      for (const t of SIDE_TYPES[side]) {
        const surplus = s.mutinied[t] - required(s, side, t);
        if (surplus > 0) {
          sendHome(s, 'mutinied', t, surplus);
          events.push({ msg: msg('event.mutinyEnds', { side: sideMsg(side), unit: unitMsg(t), n: surplus }) });
        }
      }
    settle(s, side, events);
  }
  s.step = owesMutiny(s, 'PLC') || owesMutiny(s, 'OTT') ? { kind: 'mutiny' } : null;
}
