/**
 * The main board: fields, lines, adjacency and actions (spec 2.2–2.4). The structure the rule
 * text gives is here; every printed number and the reconstructed layout come from printed.ts,
 * where each value carries its provenance, so a value read off a physical copy is one edit there.
 */
import type { Provenance } from '../../kit/provenance.js';
import { PRINTED, type PrintedField } from './printed.js';
import type { Side, UnitType } from './units.js';

export interface Tagged<T> {
  v: T;
  tag: Provenance;
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
export const LINE: Record<PlcField, Tagged<1 | 2 | 3>> = PRINTED.lines;

/** Undirected adjacency (spec 2.2). */
export const ADJACENCY: readonly Tagged<readonly [FieldId, FieldId]>[] = PRINTED.adjacency;

/** The alternative reading of A-31: the bastion touches the redoubts and its assault max is 5. */
export const BASTION_ALTERNATIVE = {
  extraPair: PRINTED.bastionAlternative.extraPair.v,
  assaultMax: PRINTED.bastionAlternative.assaultMax.v,
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

/** Actions that sit once on the board; the per-field ones (assault, defence…) are built from FIELD_DATA. */
export type BoardActionId = Exclude<ActionId, 'assault' | 'defence' | 'control' | 'counterattack'>;

/** What each action is and who may use it (spec 2.3); its printed numbers and place are in printed.ts. */
const ACTION_RULES: Record<BoardActionId, Pick<ActionSpec, 'kind' | 'side' | 'units'>> = {
  pitched_battle: { kind: 'plan', side: 'both' },
  ladders: { kind: 'support', side: 'OTT', units: ['janissary'] }, // DERIVED: "+1 … for each janissary"
  ambush: { kind: 'support', side: 'OTT', units: ['tatar'] }, // Tatars DERIVED; others unknown (PLACEHOLDER)
  flank_attack: { kind: 'support', side: 'PLC', units: ['cavalry'] }, // PLACEHOLDER
  cannonade: { kind: 'support', side: 'PLC', units: ['infantry'] }, // PLACEHOLDER
  kamieniec_expedition: { kind: 'effect', side: 'PLC', units: ['cavalry', 'infantry', 'cossack'] },
  raid: { kind: 'effect', side: 'PLC' }, // any one unit
  loot_expedition: { kind: 'effect', side: 'PLC', units: ['cossack'] },
  fill_approaches: { kind: 'effect', side: 'PLC', units: ['infantry', 'cossack'] },
  fortify: { kind: 'effect', side: 'PLC', units: ['infantry', 'cossack'] },
  night_sortie: { kind: 'effect', side: 'PLC', units: ['cossack'] },
  procession: { kind: 'effect', side: 'PLC', units: ['cavalry'] },
  knights_circle: { kind: 'effect', side: 'PLC', units: ['cavalry'] },
  pilaf: { kind: 'effect', side: 'OTT', units: ['janissary'] },
  council: { kind: 'effect', side: 'OTT', units: ['sipahi'] },
  intrigues: { kind: 'effect', side: 'OTT', units: ['tatar'] },
  pursuit: { kind: 'effect', side: 'OTT', units: ['tatar'] },
  plunder: { kind: 'effect', side: 'OTT', units: ['sipahi', 'tatar', 'janissary'] },
  dig_approaches: { kind: 'effect', side: 'OTT', units: ['janissary'] },
  bombardment: { kind: 'effect', side: 'OTT', units: ['janissary'] },
};

function boardActions(): Record<BoardActionId, ActionSpec> {
  const out = {} as Record<BoardActionId, ActionSpec>;
  for (const id of Object.keys(ACTION_RULES) as BoardActionId[]) out[id] = { ...ACTION_RULES[id], ...PRINTED.actions[id] };
  return out;
}
export const ACTIONS = boardActions();

/** Pitched battle minimum/maximum per side. */
export const PITCHED: Record<Side, { min: Tagged<number>; max: Tagged<number> }> = PRINTED.pitched;

/** Per-PLC-field printed data (spec 2.4), as printed.ts holds it. A limit of 'camp' means every unit in the camp defends. */
export type FieldData = PrintedField;

export const FIELD_DATA: Record<PlcField, FieldData> = PRINTED.fields;

/** Fortification can never go above 3 [TEXT] nor below 0 [RULING A-17]. */
export const FORTIFICATION_MAX = PRINTED.fortificationMax.v;
/** Approach track 0..6 [TEXT + RULING A-16]; shot thresholds 4/5/6 [TEXT]. */
export const APPROACH_MAX = PRINTED.approachMax.v;
export const SHOT_THRESHOLD = {
  supply: PRINTED.shotThreshold.supply.v,
  withdraw: PRINTED.shotThreshold.withdraw.v,
  fortification: PRINTED.shotThreshold.fortification.v,
};

/** Blockade thresholds on the pitched battle [TEXT]. */
export const BLOCKADE = {
  plcBlocksAssaults: PRINTED.blockade.plcBlocksAssaults.v,
  ottBlocksPlc: PRINTED.blockade.ottBlocksPlc.v,
  plcBlocked: ['fill_approaches', 'night_sortie', 'loot_expedition'] as const,
};
