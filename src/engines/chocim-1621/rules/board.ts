/**
 * Board geometry and control (spec 2.2–2.4, 5.2): slots, adjacency, who controls which field,
 * where units go home, and small unit-moving helpers.
 */
import {
  ACTIONS,
  type ActionId,
  type ActionSpec,
  ADJACENCY,
  BASTION_ALTERNATIVE,
  FIELD_DATA,
  type FieldId,
  LINE,
  PITCHED,
  PLC_FIELDS,
  type PlcField,
  type ReserveId,
} from '../data/board.js';
import {
  countOf,
  DEFAULT_TIE_ORDER,
  noUnits,
  SIDE_TYPES,
  type Side,
  sideOf,
  type Units,
  type UnitType,
} from '../data/units.js';
import type { Rules, SlotId, State } from '../state.js';

export interface SlotSpec {
  id: SlotId;
  field: FieldId;
  action: ActionId;
  kind: ActionSpec['kind'];
  side: Side | 'both';
  units: readonly UnitType[] | null;
  min: number;
  /** Most units of one side the action holds before assault dots. */
  max: number;
  exactly: number | null;
}

export function slotId(field: string, action: string): SlotId {
  return `${field}.${action}`;
}

export function slotField(slot: SlotId): FieldId {
  return slot.slice(0, slot.indexOf('.')) as FieldId;
}

export function slotAction(slot: SlotId): ActionId {
  return slot.slice(slot.indexOf('.') + 1) as ActionId;
}

const CAMP_LIMIT = 99;

/** Every action box on the board, with the option-dependent numbers filled in. */
export function slotSpecs(rules: Rules): SlotSpec[] {
  const out: SlotSpec[] = [];
  for (const f of PLC_FIELDS) {
    const d = FIELD_DATA[f];
    const assaultMax =
      f === 'lisowczyk_bastion' && rules.bastionReading === 'max5' ? BASTION_ALTERNATIVE.assaultMax : d.assaultMax.v;
    out.push({
      id: slotId(f, 'assault'),
      field: f,
      action: 'assault',
      kind: 'plan',
      side: 'OTT',
      units: null,
      min: d.assaultMin.v,
      max: assaultMax,
      exactly: null,
    });
    const limit = d.defenceLimit.v === 'camp' ? CAMP_LIMIT : d.defenceLimit.v;
    out.push({
      id: slotId(f, 'defence'),
      field: f,
      action: 'defence',
      kind: 'passive',
      side: 'PLC',
      units: null,
      min: 0,
      max: limit,
      exactly: null,
    });
    if (d.controlLimit)
      out.push({
        id: slotId(f, 'control'),
        field: f,
        action: 'control',
        kind: 'passive',
        side: 'OTT',
        units: null,
        min: 0,
        max: d.controlLimit.v,
        exactly: null,
      });
    if (d.counterattack)
      out.push({
        id: slotId(f, 'counterattack'),
        field: f,
        action: 'counterattack',
        kind: 'plan',
        side: 'PLC',
        units: null,
        min: d.counterattack.min.v,
        max: d.counterattack.max.v,
        exactly: null,
      });
  }
  for (const [action, spec] of Object.entries(ACTIONS) as [keyof typeof ACTIONS, ActionSpec][]) {
    const field = spec.field?.v;
    if (!field) throw new Error(`chocim-1621 data: action ${action} has no field`);
    let units = spec.units ?? null;
    if (action === 'plunder' && !rules.plunderAllowsJanissaries) units = ['sipahi', 'tatar'];
    if (action === 'raid' && rules.raidUnitTypes === 'cavalry') units = ['cavalry'];
    const exactly = spec.exactly?.v ?? null;
    const max =
      action === 'pitched_battle' ? Math.max(PITCHED.PLC.max.v, PITCHED.OTT.max.v) : (exactly ?? spec.max?.v ?? 0);
    if (max < 1) throw new Error(`chocim-1621 data: action ${action} has no maximum`);
    out.push({
      id: slotId(field, action),
      field,
      action,
      kind: spec.kind,
      side: spec.side,
      units,
      min: spec.min?.v ?? 1,
      max,
      exactly,
    });
  }
  return out;
}

/** The three rule options that shape the action slots; every combination is built once at load. */
type SlotReading = Pick<Rules, 'bastionReading' | 'raidUnitTypes' | 'plunderAllowsJanissaries'>;

function readingKey(r: SlotReading): string {
  return `${r.bastionReading}|${r.raidUnitTypes}|${r.plunderAllowsJanissaries}`;
}

// A lookup table built once at load, for all 2 × 2 × 2 readings, and never written after.
const SLOT_MAPS: ReadonlyMap<string, ReadonlyMap<SlotId, SlotSpec>> = new Map(
  (['max6', 'max5'] as const).flatMap((bastionReading) =>
    (['any', 'cavalry'] as const).flatMap((raidUnitTypes) =>
      [true, false].map((plunderAllowsJanissaries) => {
        const reading = { bastionReading, raidUnitTypes, plunderAllowsJanissaries };
        const specs = slotSpecs(reading as Rules).map((spec) => [spec.id, spec] as const);
        return [readingKey(reading), new Map(specs)] as const;
      }),
    ),
  ),
);

export function slotMap(rules: Rules): ReadonlyMap<SlotId, SlotSpec> {
  const m = SLOT_MAPS.get(readingKey(rules));
  if (!m) throw new Error(`chocim-1621: no action slots for the reading ${readingKey(rules)}`);
  return m;
}

export function slotSpec(rules: Rules, slot: SlotId): SlotSpec {
  const s = slotMap(rules).get(slot);
  if (!s) throw new Error(`chocim-1621: unknown action ${slot}`);
  return s;
}

export const PITCHED_SLOT = slotId('foreground', 'pitched_battle');

function neighbourMap(reading: Rules['bastionReading']): ReadonlyMap<FieldId, FieldId[]> {
  const m = new Map<FieldId, FieldId[]>();
  const pairs = ADJACENCY.map((a) => a.v);
  const all = reading === 'max5' ? [...pairs, BASTION_ALTERNATIVE.extraPair] : pairs;
  for (const [a, b] of all) {
    m.set(a, [...(m.get(a) ?? []), b]);
    m.set(b, [...(m.get(b) ?? []), a]);
  }
  return m;
}

// Built once at load for both readings of the bastion, never written after.
const NEIGHBOURS = { max6: neighbourMap('max6'), max5: neighbourMap('max5') } as const;

export function neighbours(rules: Rules, field: FieldId): FieldId[] {
  return NEIGHBOURS[rules.bastionReading].get(field) ?? [];
}

export function isPlcField(field: string): field is PlcField {
  return (PLC_FIELDS as readonly string[]).includes(field);
}

export function line(field: PlcField): number {
  return LINE[field].v;
}

/** OTT controls a PLC field iff ≥1 Ottoman unit stands on its control action (5.2). */
export function ottControls(s: State, field: PlcField): boolean {
  const c = s.slots[slotId(field, 'control')];
  return c !== undefined && countOf(c, 'OTT') > 0;
}

export function plcControls(s: State, field: PlcField): boolean {
  return !ottControls(s, field);
}

/** A side controls the foreground with at least its minimum on the pitched battle. */
export function controlsForeground(s: State, side: Side): boolean {
  return countOf(slotUnits(s, PITCHED_SLOT), side) >= PITCHED[side].min.v;
}

export function slotUnits(s: State, slot: SlotId): Units {
  return s.slots[slot] ?? noUnits();
}

export function ottControlledPlcFields(s: State): PlcField[] {
  return PLC_FIELDS.filter((f) => ottControls(s, f));
}

/** Units that defend a field in an assault: the defence action, plus the reserve for the camps. */
export function defenders(s: State, field: PlcField): Units {
  const d = { ...slotUnits(s, slotId(field, 'defence')) };
  if (field === 'hetman_camp' || field === 'cossack_camp') {
    const r = s.reserves[field];
    for (const t of SIDE_TYPES.PLC) d[t] += r[t];
  }
  return d;
}

/** The reserve a unit returns to (Cossacks go to the Hetman's camp while the Cossack camp is lost). */
export function homeReserve(s: State, unit: UnitType): ReserveId {
  switch (unit) {
    case 'cavalry':
    case 'infantry':
      return 'hetman_camp';
    case 'cossack':
      return ottControls(s, 'cossack_camp') ? 'hetman_camp' : 'cossack_camp';
    case 'janissary':
      return 'sultan_tents';
    case 'sipahi':
      return 'sipahi_camp';
    case 'tatar':
      return 'tatar_camp';
  }
}

export function locationUnits(s: State, loc: string): Units {
  if (loc === 'routed') return s.routed;
  if (loc === 'mutinied') return s.mutinied;
  if (loc === 'removed') return s.removed;
  if (loc.startsWith('r:')) {
    const r = s.reserves[loc.slice(2) as ReserveId];
    if (!r) throw new Error(`chocim-1621: unknown reserve ${loc}`);
    return r;
  }
  if (loc.startsWith('s:')) {
    const key = loc.slice(2);
    let u = s.slots[key];
    if (!u) {
      u = noUnits();
      s.slots[key] = u;
    }
    return u;
  }
  throw new Error(`chocim-1621: unknown location ${loc}`);
}

/** Read-only look at a location (never creates an empty slot). */
export function peekUnits(s: State, loc: string): Units {
  if (loc.startsWith('s:')) return s.slots[loc.slice(2)] ?? noUnits();
  return locationUnits(s, loc);
}

/** Moves units between two locations of a (mutable, already cloned) state. */
export function move(s: State, from: string, to: string, unit: UnitType, n = 1): void {
  if (n <= 0) return;
  const a = locationUnits(s, from);
  if (a[unit] < n) throw new Error(`chocim-1621: ${from} has ${a[unit]} ${unit}, cannot move ${n}`);
  a[unit] -= n;
  locationUnits(s, to)[unit] += n;
}

export function sendHome(s: State, from: string, unit: UnitType, n = 1): void {
  move(s, from, `r:${homeReserve(s, unit)}`, unit, n);
}

/** Returns every unit on a slot to its reserve. */
export function emptySlot(s: State, slot: SlotId, side?: Side): void {
  const u = slotUnits(s, slot);
  for (const t of Object.keys(u) as UnitType[])
    if (side === undefined || sideOf(t) === side) sendHome(s, `s:${slot}`, t, u[t]);
}

/** Types of `units` in "least valuable first" order for a dice context (spec 9.1). */
export function leastValuableFirst(side: Side, units: Units, dice: (t: UnitType) => number): UnitType[] {
  return DEFAULT_TIE_ORDER[side]
    .filter((t) => units[t] > 0)
    .slice()
    .sort((a, b) => dice(a) - dice(b) || DEFAULT_TIE_ORDER[side].indexOf(a) - DEFAULT_TIE_ORDER[side].indexOf(b));
}

/** Units of a side in play: on the board, routed and mutinied (4.5). */
export function inPlay(s: State, side: Side): number {
  let n = countOf(s.routed, side) + countOf(s.mutinied, side);
  for (const r of Object.values(s.reserves)) n += countOf(r, side);
  for (const u of Object.values(s.slots)) n += countOf(u, side);
  return n;
}

export function clamp(v: number, lo: number, hi: number): number {
  return Math.max(lo, Math.min(hi, v));
}
