/**
 * The main board: fields, lines, adjacency, actions and per-field printed numbers (spec 2.2–2.4).
 * The OCR lost the board, so most numbers are RECONSTRUCTED or PLACEHOLDER; each value carries
 * its tag so a value read off a physical copy is a one-line change here.
 */
import type { Side, UnitType } from './units.js';

export type Tag = 'TEXT' | 'DERIVED' | 'RULING' | 'RECONSTRUCTED' | 'PLACEHOLDER';
export interface Tagged<T> {
  v: T;
  tag: Tag;
}

export const PLC_FIELDS = [
  'cossack_camp', // tabor kozacki
  'lisowczyk_bastion', // bastion lisowczyków
  'redoubts', // reduty
  'church', // cerkiew
  'bridgehead', // przedmoście
  'ramparts', // wały
  'castle', // zamek
  'hetman_camp', // obóz hetmański
] as const;
export type PlcField = (typeof PLC_FIELDS)[number];

export const OTT_FIELDS = [
  'sultan_tents', // namioty sułtańskie
  'sipahi_camp', // obóz spahisów
  'tatar_camp', // kosz tatarski
  'trenches', // szańce (holds the approach track)
] as const;
export type OttField = (typeof OTT_FIELDS)[number];

export const FIELDS = [...PLC_FIELDS, 'foreground', ...OTT_FIELDS] as const;
export type FieldId = (typeof FIELDS)[number];

/** Fields that hold reserves [TEXT]. */
export const RESERVES = ['hetman_camp', 'cossack_camp', 'sultan_tents', 'sipahi_camp', 'tatar_camp'] as const;
export type ReserveId = (typeof RESERVES)[number];

/** Defence lines of the PLC fields (only the Hetman's camp = III is TEXT). */
export const LINE: Record<PlcField, Tagged<1 | 2 | 3>> = {
  cossack_camp: { v: 1, tag: 'DERIVED' },
  lisowczyk_bastion: { v: 1, tag: 'RECONSTRUCTED' },
  redoubts: { v: 1, tag: 'RECONSTRUCTED' },
  church: { v: 1, tag: 'RECONSTRUCTED' },
  bridgehead: { v: 1, tag: 'RECONSTRUCTED' },
  ramparts: { v: 2, tag: 'RECONSTRUCTED' },
  castle: { v: 2, tag: 'RECONSTRUCTED' },
  hetman_camp: { v: 3, tag: 'TEXT' },
};

/** Undirected adjacency (spec 2.2). */
export const ADJACENCY: readonly Tagged<readonly [FieldId, FieldId]>[] = [
  { v: ['foreground', 'cossack_camp'], tag: 'TEXT' },
  { v: ['foreground', 'lisowczyk_bastion'], tag: 'TEXT' },
  { v: ['foreground', 'redoubts'], tag: 'TEXT' },
  { v: ['foreground', 'church'], tag: 'TEXT' },
  { v: ['foreground', 'bridgehead'], tag: 'TEXT' },
  { v: ['cossack_camp', 'lisowczyk_bastion'], tag: 'TEXT' },
  { v: ['bridgehead', 'castle'], tag: 'TEXT' },
  { v: ['lisowczyk_bastion', 'ramparts'], tag: 'RECONSTRUCTED' },
  { v: ['redoubts', 'ramparts'], tag: 'RECONSTRUCTED' },
  { v: ['redoubts', 'church'], tag: 'RECONSTRUCTED' },
  { v: ['church', 'castle'], tag: 'RECONSTRUCTED' },
  { v: ['ramparts', 'hetman_camp'], tag: 'RECONSTRUCTED' },
  { v: ['castle', 'hetman_camp'], tag: 'RECONSTRUCTED' },
];

/** The alternative reading of A-31: the bastion touches the redoubts and its assault max is 5. */
export const BASTION_ALTERNATIVE = {
  extraPair: ['lisowczyk_bastion', 'redoubts'] as const,
  assaultMax: 5,
  tag: 'RECONSTRUCTED' as Tag,
};

export const ACTION_IDS = [
  'pitched_battle',
  'assault',
  'defence',
  'control',
  'counterattack',
  'ladders',
  'ambush',
  'flank_attack',
  'cannonade',
  'kamieniec_expedition',
  'raid',
  'loot_expedition',
  'fill_approaches',
  'fortify',
  'night_sortie',
  'procession',
  'knights_circle',
  'pilaf',
  'council',
  'intrigues',
  'pursuit',
  'plunder',
  'dig_approaches',
  'bombardment',
] as const;
export type ActionId = (typeof ACTION_IDS)[number];

export type ActionKind = 'plan' | 'passive' | 'support' | 'effect';

export interface ActionSpec {
  kind: ActionKind;
  /** Side that may place units here; the pitched battle takes both. */
  side: Side | 'both';
  /** Accepted unit types; undefined = any unit of the side. */
  units?: readonly UnitType[];
  min?: Tagged<number>;
  max?: Tagged<number>;
  /** Effects that fire only with exactly this many qualifying units. */
  exactly?: Tagged<number>;
  /** Where the action sits; per-field actions (assault, defence…) are listed in FIELD_DATA. */
  field?: Tagged<FieldId>;
}

/** Actions that sit once on the board (spec 2.3). Per-field actions are built from FIELD_DATA. */
export const ACTIONS: Record<Exclude<ActionId, 'assault' | 'defence' | 'control' | 'counterattack'>, ActionSpec> = {
  pitched_battle: { kind: 'plan', side: 'both', field: { v: 'foreground', tag: 'TEXT' } },
  ladders: {
    kind: 'support',
    side: 'OTT',
    units: ['janissary'],
    min: { v: 1, tag: 'PLACEHOLDER' },
    max: { v: 3, tag: 'PLACEHOLDER' },
    field: { v: 'trenches', tag: 'RECONSTRUCTED' },
  },
  ambush: {
    kind: 'support',
    side: 'OTT',
    units: ['tatar'],
    min: { v: 1, tag: 'PLACEHOLDER' },
    max: { v: 3, tag: 'PLACEHOLDER' },
    field: { v: 'tatar_camp', tag: 'RECONSTRUCTED' },
  },
  flank_attack: {
    kind: 'support',
    side: 'PLC',
    units: ['cavalry'],
    min: { v: 1, tag: 'PLACEHOLDER' },
    max: { v: 3, tag: 'PLACEHOLDER' },
    field: { v: 'lisowczyk_bastion', tag: 'RECONSTRUCTED' },
  },
  cannonade: {
    kind: 'support',
    side: 'PLC',
    units: ['infantry'],
    min: { v: 1, tag: 'PLACEHOLDER' },
    max: { v: 3, tag: 'PLACEHOLDER' },
    field: { v: 'ramparts', tag: 'RECONSTRUCTED' },
  },
  kamieniec_expedition: {
    kind: 'effect',
    side: 'PLC',
    units: ['cavalry', 'infantry', 'cossack'],
    max: { v: 4, tag: 'PLACEHOLDER' },
    field: { v: 'bridgehead', tag: 'RECONSTRUCTED' },
  },
  raid: { kind: 'effect', side: 'PLC', max: { v: 1, tag: 'TEXT' }, field: { v: 'lisowczyk_bastion', tag: 'RECONSTRUCTED' } },
  loot_expedition: {
    kind: 'effect',
    side: 'PLC',
    units: ['cossack'],
    max: { v: 3, tag: 'PLACEHOLDER' },
    field: { v: 'cossack_camp', tag: 'RECONSTRUCTED' },
  },
  fill_approaches: {
    kind: 'effect',
    side: 'PLC',
    units: ['infantry', 'cossack'],
    max: { v: 3, tag: 'PLACEHOLDER' },
    field: { v: 'redoubts', tag: 'DERIVED' },
  },
  fortify: {
    kind: 'effect',
    side: 'PLC',
    units: ['infantry', 'cossack'],
    exactly: { v: 3, tag: 'TEXT' },
    field: { v: 'church', tag: 'RECONSTRUCTED' },
  },
  night_sortie: {
    kind: 'effect',
    side: 'PLC',
    units: ['cossack'],
    max: { v: 3, tag: 'PLACEHOLDER' },
    field: { v: 'cossack_camp', tag: 'RECONSTRUCTED' },
  },
  procession: {
    kind: 'effect',
    side: 'PLC',
    units: ['cavalry'],
    exactly: { v: 3, tag: 'TEXT' },
    field: { v: 'castle', tag: 'DERIVED' },
  },
  knights_circle: {
    kind: 'effect',
    side: 'PLC',
    units: ['cavalry'],
    exactly: { v: 2, tag: 'TEXT' },
    field: { v: 'castle', tag: 'DERIVED' },
  },
  pilaf: {
    kind: 'effect',
    side: 'OTT',
    units: ['janissary'],
    exactly: { v: 4, tag: 'TEXT' },
    field: { v: 'sultan_tents', tag: 'RECONSTRUCTED' },
  },
  council: {
    kind: 'effect',
    side: 'OTT',
    units: ['sipahi'],
    exactly: { v: 3, tag: 'TEXT' },
    field: { v: 'sultan_tents', tag: 'RECONSTRUCTED' },
  },
  intrigues: {
    kind: 'effect',
    side: 'OTT',
    units: ['tatar'],
    exactly: { v: 3, tag: 'TEXT' },
    field: { v: 'tatar_camp', tag: 'RECONSTRUCTED' },
  },
  pursuit: {
    kind: 'effect',
    side: 'OTT',
    units: ['tatar'],
    max: { v: 3, tag: 'PLACEHOLDER' },
    field: { v: 'tatar_camp', tag: 'RECONSTRUCTED' },
  },
  plunder: {
    kind: 'effect',
    side: 'OTT',
    units: ['sipahi', 'tatar', 'janissary'],
    max: { v: 6, tag: 'PLACEHOLDER' },
    field: { v: 'sipahi_camp', tag: 'RECONSTRUCTED' },
  },
  dig_approaches: {
    kind: 'effect',
    side: 'OTT',
    units: ['janissary'],
    max: { v: 4, tag: 'PLACEHOLDER' },
    field: { v: 'trenches', tag: 'RECONSTRUCTED' },
  },
  bombardment: {
    kind: 'effect',
    side: 'OTT',
    units: ['janissary'],
    max: { v: 3, tag: 'PLACEHOLDER' },
    field: { v: 'trenches', tag: 'RECONSTRUCTED' },
  },
};

/** Pitched battle minimum/maximum per side. */
export const PITCHED: Record<Side, { min: Tagged<number>; max: Tagged<number> }> = {
  PLC: { min: { v: 4, tag: 'RECONSTRUCTED' }, max: { v: 8, tag: 'PLACEHOLDER' } },
  OTT: { min: { v: 5, tag: 'RECONSTRUCTED' }, max: { v: 10, tag: 'PLACEHOLDER' } },
};

/** Per-PLC-field printed data (spec 2.4). A limit of 'camp' means every unit in the camp defends. */
export interface FieldData {
  fortification: Tagged<number>;
  defenceLimit: Tagged<number | 'camp'>;
  assaultMin: Tagged<number>;
  assaultMax: Tagged<number>;
  dots: Tagged<number>;
  controlLimit: Tagged<number> | null;
  counterattack: { min: Tagged<number>; max: Tagged<number> } | null;
}

const P = (v: number): Tagged<number> => ({ v, tag: 'PLACEHOLDER' });
const R = (v: number): Tagged<number> => ({ v, tag: 'RECONSTRUCTED' });
const CA = { min: P(2), max: P(5) };

export const FIELD_DATA: Record<PlcField, FieldData> = {
  cossack_camp: {
    fortification: P(1),
    defenceLimit: { v: 'camp', tag: 'TEXT' },
    assaultMin: P(4),
    assaultMax: P(7),
    dots: { v: 1, tag: 'RULING' },
    controlLimit: P(4),
    counterattack: CA,
  },
  lisowczyk_bastion: {
    fortification: P(2),
    defenceLimit: P(3),
    assaultMin: P(4),
    assaultMax: R(6),
    dots: { v: 2, tag: 'RULING' },
    controlLimit: P(3),
    counterattack: CA,
  },
  redoubts: {
    fortification: P(1),
    defenceLimit: P(3),
    assaultMin: P(3),
    assaultMax: P(5),
    dots: { v: 2, tag: 'RULING' },
    controlLimit: P(3),
    counterattack: CA,
  },
  church: {
    fortification: P(1),
    defenceLimit: P(2),
    assaultMin: P(3),
    assaultMax: P(5),
    dots: { v: 2, tag: 'RULING' },
    controlLimit: P(3),
    counterattack: CA,
  },
  bridgehead: {
    fortification: P(1),
    defenceLimit: P(2),
    assaultMin: R(1),
    assaultMax: R(4),
    dots: { v: 1, tag: 'RULING' },
    controlLimit: P(2),
    counterattack: { min: P(2), max: P(4) },
  },
  ramparts: {
    fortification: { v: 2, tag: 'DERIVED' },
    defenceLimit: P(3),
    assaultMin: P(5),
    assaultMax: P(8),
    dots: { v: 2, tag: 'RULING' },
    controlLimit: P(4),
    counterattack: CA,
  },
  castle: {
    fortification: P(3),
    defenceLimit: P(3),
    assaultMin: P(5),
    assaultMax: P(8),
    dots: { v: 2, tag: 'RULING' },
    controlLimit: P(4),
    counterattack: CA,
  },
  hetman_camp: {
    fortification: P(1),
    defenceLimit: { v: 'camp', tag: 'TEXT' },
    assaultMin: P(6),
    assaultMax: P(10),
    dots: { v: 2, tag: 'RULING' },
    controlLimit: null,
    counterattack: null,
  },
};

/** Fortification can never go above 3 [TEXT] nor below 0 [RULING A-17]. */
export const FORTIFICATION_MAX = 3;
/** Approach track 0..6 [TEXT + RULING A-16]; shot thresholds 4/5/6 [TEXT]. */
export const APPROACH_MAX = 6;
export const SHOT_THRESHOLD = { supply: 4, withdraw: 5, fortification: 6 } as const;

/** Blockade thresholds on the pitched battle [TEXT]. */
export const BLOCKADE = {
  plcBlocksAssaults: 4,
  ottBlocksPlc: 5,
  plcBlocked: ['fill_approaches', 'night_sortie', 'loot_expedition'] as const,
};
