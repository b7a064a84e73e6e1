/**
 * Deployment (spec 5.1–5.3): which units may go where in the play being built, the blockades,
 * the PLC path rule, Ottoman access by lines, assault capacity with dots, and committing a play.
 */
import type { GameEvent } from '../../kit/types.js';
import {
  BLOCKADE,
  FIELD_DATA,
  type FieldId,
  PITCHED,
  PLC_FIELDS,
  type PlcField,
  type ReserveId,
} from '../data/board.js';
import { commander } from '../data/cards.js';
import { MORALE } from '../data/tracks.js';
import { countOf, SIDE_TYPES, type Side, sideOf, type UnitType } from '../data/units.js';
import type { Draft, Placement, PlayInProgress, SlotId, State } from '../state.js';
import {
  clamp,
  controlsForeground,
  defenders,
  isPlcField,
  line,
  move,
  neighbours,
  ottControls,
  PITCHED_SLOT,
  peekUnits,
  plcControls,
  type SlotSpec,
  sendHome,
  slotField,
  slotId,
  slotMap,
  slotSpec,
  slotUnits,
} from './board.js';
import { cardMsg, fieldMsg, msg, sideMsg, slotMsg, unitMsg } from './msgs.js';

export function hasUnusedLeader(s: State, side: Side): boolean {
  return s.leaders[side].some((l) => !l.used);
}

/** A side can still act this week (4.2). */
export function canAct(s: State, side: Side): boolean {
  return !s.passed[side] && (hasUnusedLeader(s, side) || s.hands[side].length > 0);
}

/** A PLC field is abandoned when nobody defends it (for the camps: nobody in the reserve either). */
export function abandoned(s: State, field: PlcField): boolean {
  return countOf(defenders(s, field), 'PLC') === 0;
}

/** Ottoman access to a PLC field by lines (5.3.1, A-61). */
export function ottMayEnter(s: State, field: PlcField): boolean {
  const ln = line(field);
  if (ln === 1) return true;
  const held = (f: FieldId) => isPlcField(f) && ottControls(s, f);
  if (ln === 2) return neighbours(s.rules, field).some((n) => isPlcField(n) && line(n) === 1 && held(n));
  return PLC_FIELDS.some(
    (x) => line(x) === 2 && held(x) && neighbours(s.rules, x).some((y) => isPlcField(y) && line(y) === 1 && held(y)),
  );
}

/** Fields reachable from `from` through PLC-controlled fields (5.3.2, A-60). */
export function plcReach(s: State, from: FieldId): Set<FieldId> {
  const seen = new Set<FieldId>();
  const passable = (f: FieldId) =>
    isPlcField(f) ? plcControls(s, f) : f === 'foreground' && controlsForeground(s, 'PLC');
  if (!passable(from)) return seen;
  const queue: FieldId[] = [from];
  seen.add(from);
  while (queue.length > 0) {
    const f = queue.shift() as FieldId;
    for (const n of neighbours(s.rules, f)) {
      if (seen.has(n) || !passable(n)) continue;
      seen.add(n);
      queue.push(n);
    }
  }
  return seen;
}

function sourceField(loc: string): FieldId {
  if (loc.startsWith('r:')) return loc.slice(2) as FieldId;
  if (loc.startsWith('s:')) return slotField(loc.slice(2));
  // Routed units come back as if from the Hetman's camp [ruling of this engine].
  return 'hetman_camp';
}

/** Can PLC units from `from` reach the action `to`? */
export function plcPathOk(
  s: State,
  from: string,
  to: SlotId,
  reachOf: (f: FieldId) => Set<FieldId> = (f) => plcReach(s, f),
): boolean {
  const target = slotField(to);
  const reach = reachOf(sourceField(from));
  if (target === 'foreground') return [...reach].some((f) => isPlcField(f) && line(f) === 1);
  if (!isPlcField(target)) return false;
  if (slotSpec(s.rules, to).action === 'counterattack')
    return ottControls(s, target) && neighbours(s.rules, target).some((n) => reach.has(n));
  return reach.has(target);
}

/** Units of `unit` at a location after the draft's moves so far. */
function draftedAt(s: State, d: Draft, loc: string, unit: UnitType): number {
  let n = peekUnits(s, loc)[unit];
  for (const p of d.placements) {
    if (p.unit !== unit) continue;
    if (p.from === loc) n--;
    if (`s:${p.to}` === loc) n++;
  }
  return n;
}

function sideOnSlot(s: State, d: Draft, slot: SlotId, side: Side): number {
  let n = 0;
  for (const t of SIDE_TYPES[side]) n += draftedAt(s, d, `s:${slot}`, t);
  return n;
}

/** Extra assault units from adjacent PLC fields the Ottomans control (5.4.2, A-31). */
export function assaultCapacity(s: State, field: PlcField): number {
  const spec = slotSpec(s.rules, slotId(field, 'assault'));
  const held = neighbours(s.rules, field).filter(
    (n) => isPlcField(n) && n !== 'hetman_camp' && ottControls(s, n),
  ).length;
  return spec.max + Math.min(FIELD_DATA[field].dots.v, held);
}

function capacity(s: State, spec: SlotSpec, side: Side): number {
  if (spec.action === 'pitched_battle') return PITCHED[side].max.v;
  if (spec.action === 'assault' && isPlcField(spec.field)) return assaultCapacity(s, spec.field);
  if (spec.action === 'control' && isPlcField(spec.field) && !ottControls(s, spec.field))
    return Math.max(spec.max, FIELD_DATA[spec.field].assaultMin.v);
  return spec.max;
}

/** Is the action open to the side right now (control, access, blockades)? */
function slotOpen(s: State, spec: SlotSpec, side: Side): boolean {
  if (spec.side !== side && spec.side !== 'both') return false;
  const pitched = slotUnits(s, PITCHED_SLOT);
  if (side === 'OTT') {
    if (!isPlcField(spec.field)) return true;
    if (!ottMayEnter(s, spec.field)) return false;
    if (spec.action === 'assault')
      return plcControls(s, spec.field) && countOf(pitched, 'PLC') < BLOCKADE.plcBlocksAssaults;
    if (spec.action === 'control') return ottControls(s, spec.field) || abandoned(s, spec.field);
    return false;
  }
  if (
    countOf(pitched, 'OTT') >= BLOCKADE.ottBlocksPlc &&
    (BLOCKADE.plcBlocked as readonly string[]).includes(spec.action)
  )
    return false;
  if (spec.field === 'foreground') return true;
  if (!isPlcField(spec.field)) return false;
  if (spec.action === 'counterattack') return ottControls(s, spec.field);
  return plcControls(s, spec.field);
}

/** Where units may come from for this draft. */
function sources(s: State, d: Draft, target: SlotId | null): string[] {
  const out: string[] = [];
  if (d.side === 'PLC') {
    if (d.redeploy) {
      for (const f of PLC_FIELDS) out.push(`s:${slotId(f, 'defence')}`);
      out.push('routed');
    } else {
      out.push('r:hetman_camp');
      if (plcControls(s, 'cossack_camp')) out.push('r:cossack_camp');
    }
  } else {
    out.push('r:sultan_tents', 'r:sipahi_camp', 'r:tatar_camp');
    // Units standing on an abandoned field's assault may shift across to its control (5.3.1).
    if (target) {
      const f = slotField(target);
      if (isPlcField(f) && target === slotId(f, 'control') && !ottControls(s, f)) out.push(`s:${slotId(f, 'assault')}`);
    }
  }
  return out;
}

function fieldsOf(d: Draft): Set<FieldId> {
  return new Set(d.placements.map((p) => slotField(p.to)));
}

/** Every single-unit placement that may be added to the draft now. */
export function legalPlacements(s: State, d: Draft, atMost = Number.POSITIVE_INFINITY, onlySlot?: SlotId): Placement[] {
  if (d.kind !== 'deploy' || d.placements.length >= d.limit) return [];
  const out: Placement[] = [];
  const fixedFields = fieldsOf(d);
  const reaches = new Map<FieldId, Set<FieldId>>();
  const reachOf = (f: FieldId) => {
    let r = reaches.get(f);
    if (!r) {
      r = plcReach(s, f);
      reaches.set(f, r);
    }
    return r;
  };
  const pathCache = new Map<string, boolean>();
  const pathOk = (from: string, to: SlotId) => {
    const key = `${from}>${to}`;
    let ok = pathCache.get(key);
    if (ok === undefined) {
      ok = plcPathOk(s, from, to, reachOf);
      pathCache.set(key, ok);
    }
    return ok;
  };
  const available = new Map<string, number>();
  const avail = (from: string, unit: UnitType) => {
    const key = `${from}|${unit}`;
    let n = available.get(key);
    if (n === undefined) {
      n = draftedAt(s, d, from, unit);
      available.set(key, n);
    }
    return n;
  };
  for (const spec of slotMap(s.rules).values()) {
    if (onlySlot !== undefined && spec.id !== onlySlot) continue;
    if (d.onlyActions && !d.onlyActions.includes(spec.action)) continue;
    if (!d.multiField && fixedFields.size > 0 && !fixedFields.has(spec.field)) continue;
    if (!slotOpen(s, spec, d.side)) continue;
    const room = capacity(s, spec, d.side) - sideOnSlot(s, d, spec.id, d.side);
    if (room <= 0) continue;
    for (const from of sources(s, d, spec.id)) {
      if (from === `s:${spec.id}`) continue;
      for (const unit of SIDE_TYPES[d.side]) {
        if (spec.units && !spec.units.includes(unit)) continue;
        if (d.onlyUnits && !d.onlyUnits.includes(unit)) continue;
        if (avail(from, unit) <= 0) continue;
        if (d.side === 'PLC' && !pathOk(from, spec.id)) continue;
        out.push({ from, unit, to: spec.id });
        if (out.length >= atMost) return out;
      }
    }
  }
  return out;
}

/** Own units standing on actions that Potocki's stratagem may send back. */
export function legalWithdrawals(s: State, d: Draft): Placement[] {
  if (d.kind !== 'withdraw' || d.placements.length >= d.limit) return [];
  const out: Placement[] = [];
  for (const slot of Object.keys(s.slots).sort()) {
    for (const unit of SIDE_TYPES[d.side]) {
      if (draftedAt(s, d, `s:${slot}`, unit) > 0) out.push({ from: `s:${slot}`, unit, to: 'reserve' });
    }
  }
  return out;
}

function occupationShortfall(s: State, d: Draft): boolean {
  // Occupying an abandoned field takes at least its assault minimum in one play.
  const byField = new Map<PlcField, number>();
  for (const p of d.placements) {
    const f = slotField(p.to);
    if (isPlcField(f) && p.to === slotId(f, 'control') && !ottControls(s, f)) byField.set(f, (byField.get(f) ?? 0) + 1);
  }
  for (const [f, n] of byField) if (n < FIELD_DATA[f].assaultMin.v) return true;
  return false;
}

export function canCommit(s: State, d: Draft): boolean {
  if (d.placements.length === 0) return false;
  if (d.exact && d.placements.length !== d.limit) return false;
  return !occupationShortfall(s, d);
}

export function newDraft(side: Side, cardId: string, mode: 'command' | 'stratagem'): Draft {
  const card = commander(cardId);
  const base: Draft = {
    side,
    card: cardId,
    mode,
    kind: 'deploy',
    limit: card.commandValue,
    exact: false,
    multiField: false,
    redeploy: false,
    onlyActions: null,
    onlyUnits: null,
    morale: 0,
    diceBonus: 0,
    placements: [],
  };
  if (mode === 'command') return base;
  const st = card.stratagems[0];
  if (!st) return base;
  switch (st.kind) {
    case 'multiField':
      return { ...base, multiField: true };
    case 'redeploy':
      return { ...base, redeploy: true };
    case 'withdraw':
      return { ...base, kind: 'withdraw', limit: st.count };
    case 'pilafLevy':
      return {
        ...base,
        limit: st.count,
        exact: true,
        onlyActions: ['pilaf'],
        onlyUnits: ['janissary'],
        morale: st.morale,
      };
    case 'diceLevy':
      return { ...base, limit: st.count, exact: true, onlyActions: ['pitched_battle', 'assault'], diceBonus: st.dice };
  }
}

/** The card ids a side may start a play with (unused leaders and officers in hand). */
export function playableCards(s: State, side: Side): string[] {
  return [...s.leaders[side].filter((l) => !l.used).map((l) => l.id), ...s.hands[side]];
}

/** Could this play place at least one unit (or withdraw one)? Offered only then. */
export function playFeasible(s: State, d: Draft): boolean {
  if (d.kind === 'withdraw') return legalWithdrawals(s, d).length > 0;
  if (!d.exact) return legalPlacements(s, d, 1).length > 0;
  // Exact plays: check greedily that `limit` units can be placed.
  let cur = d;
  for (let i = 0; i < d.limit; i++) {
    const next = legalPlacements(s, cur, 1)[0];
    if (!next) return false;
    cur = { ...cur, placements: [...cur.placements, next] };
  }
  return true;
}

/** Applies a committed play to a cloned state; returns the plans it touched. */
export function commitDraft(s: State, d: Draft, events: GameEvent[]): PlayInProgress {
  const card = commander(d.card);
  const wasAbandoned = new Set<PlcField>();
  for (const p of d.placements) {
    const f = slotField(p.to);
    if (isPlcField(f) && p.to === slotId(f, 'control') && !ottControls(s, f)) wasAbandoned.add(f);
  }
  events.push({
    msg: msg(d.mode === 'command' ? 'event.playCommand' : 'event.playStratagem', {
      side: sideMsg(d.side),
      card: cardMsg(d.card),
    }),
  });
  for (const p of d.placements) {
    if (d.kind === 'withdraw') {
      sendHome(s, p.from, p.unit);
      events.push({ msg: msg('event.withdrawn', { unit: unitMsg(p.unit), slot: slotMsg(p.from.slice(2)) }) });
    } else {
      move(s, p.from, `s:${p.to}`, p.unit);
      events.push({ msg: msg('event.placed', { unit: unitMsg(p.unit), slot: slotMsg(p.to) }) });
    }
  }
  for (const f of wasAbandoned) {
    // Units over the control limit go back at once; which ones is OTT's pick, asked
    // before the play's plans resolve (turns.ts, occupation.ts).
    events.push({ msg: msg('event.occupied', { field: fieldMsg(f) }) });
    if (s.rules.abandonedFieldMorale) {
      s.morale.OTT = clamp(s.morale.OTT + 1, MORALE.OTT.min, MORALE.OTT.max);
      s.morale.PLC = clamp(s.morale.PLC - 1, MORALE.PLC.min, MORALE.PLC.max);
    }
  }
  if (d.morale !== 0) {
    s.morale[d.side] = clamp(s.morale[d.side] + d.morale, MORALE[d.side].min, MORALE[d.side].max);
    events.push({ msg: msg('event.moraleUp', { side: sideMsg(d.side), n: d.morale }) });
  }
  if (card.rank === 'leader') {
    const l = s.leaders[d.side].find((x) => x.id === d.card);
    if (l) l.used = true;
  } else {
    s.hands[d.side] = s.hands[d.side].filter((c) => c !== d.card);
    s.usedPile[d.side].push(d.card);
  }
  const slots: SlotId[] = [];
  for (const p of d.placements) {
    if (d.kind !== 'deploy') break;
    const spec = slotSpec(s.rules, p.to);
    if (spec.kind === 'plan' && !slots.includes(p.to)) slots.push(p.to);
  }
  return { side: d.side, slots, diceBonus: d.diceBonus, walkIns: [...wasAbandoned] };
}

export function reserveOf(loc: string): ReserveId | null {
  return loc.startsWith('r:') ? (loc.slice(2) as ReserveId) : null;
}

export { sideOf };
