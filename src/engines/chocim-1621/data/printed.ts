/**
 * Every value printed on the components of Chocim 1621 — the board's per-field and per-action
 * numbers, the player boards' tracks, the commander, diplomacy and claim cards — and the few
 * numbers the rule text fixes, in one place (spec §0, A-3, A-4). The OCR lost most of the
 * printed components, so each value carries its provenance (spec 0.1) and a note on where it
 * comes from: a value read off a physical copy is a one-line change here, and the engine reads
 * only these entries (board.ts, cards.ts and tracks.ts build their tables from them).
 */
import type { BoardActionId, FieldId, PlcField } from './board.js';
import type { Stratagem } from './cards.js';
import type { Side, UnitType } from './units.js';

export type Tag = 'TEXT' | 'DERIVED' | 'RULING' | 'RECONSTRUCTED' | 'PLACEHOLDER';

/** One printed value with its provenance tag and where it comes from. */
export interface Printed<T> {
  v: T;
  tag: Tag;
  source: string;
}

const text = <T>(v: T, source: string): Printed<T> => ({ v, tag: 'TEXT', source });
const derived = <T>(v: T, source: string): Printed<T> => ({ v, tag: 'DERIVED', source });
const ruling = <T>(v: T, source: string): Printed<T> => ({ v, tag: 'RULING', source });
const reconstructed = <T>(v: T, source: string): Printed<T> => ({ v, tag: 'RECONSTRUCTED', source });
const placeholder = <T>(v: T, source: string): Printed<T> => ({ v, tag: 'PLACEHOLDER', source });

/** The board's printed numbers did not survive the OCR (spec 2.4, A-3). */
const BOARD = 'board, lost in the OCR (spec 2.4, A-3)';
const DOTS = 'A-31: adjacent PLC fields other than the Hetman’s camp';
const TRACKS = 'player board, lost in the OCR (spec 2.5.4–2.5.5, A-4)';
const DECK = 'card, lost in the OCR (spec 2.8.5)';

export interface PrintedField {
  fortification: Printed<number>;
  /** 'camp': every unit in the camp's reserve defends. */
  defenceLimit: Printed<number | 'camp'>;
  assaultMin: Printed<number>;
  assaultMax: Printed<number>;
  dots: Printed<number>;
  /** null: the field has no control action (the Hetman's camp, A-30). */
  controlLimit: Printed<number> | null;
  counterattack: { min: Printed<number>; max: Printed<number> } | null;
}

const counterattack = () => ({ min: placeholder(2, BOARD), max: placeholder(5, BOARD) });

/** Per-PLC-field numbers printed on the board (spec 2.4). */
const fields: Record<PlcField, PrintedField> = {
  cossack_camp: {
    fortification: placeholder(1, BOARD),
    defenceLimit: text('camp', 'rulebook: every unit in the camp’s reserve defends'),
    assaultMin: placeholder(4, BOARD),
    assaultMax: placeholder(7, BOARD),
    dots: ruling(1, DOTS),
    controlLimit: placeholder(4, BOARD),
    counterattack: counterattack(),
  },
  lisowczyk_bastion: {
    fortification: placeholder(2, BOARD),
    defenceLimit: placeholder(3, BOARD),
    assaultMin: placeholder(4, BOARD),
    assaultMax: reconstructed(6, 'assault example: capacity 7 with OTT holding the Cossack camp and the redoubts (A-31)'),
    dots: ruling(2, DOTS),
    controlLimit: placeholder(3, BOARD),
    counterattack: counterattack(),
  },
  redoubts: {
    fortification: placeholder(1, BOARD),
    defenceLimit: placeholder(3, BOARD),
    assaultMin: placeholder(3, BOARD),
    assaultMax: placeholder(5, BOARD),
    dots: ruling(2, DOTS),
    controlLimit: placeholder(3, BOARD),
    counterattack: counterattack(),
  },
  church: {
    fortification: placeholder(1, BOARD),
    defenceLimit: placeholder(2, BOARD),
    assaultMin: placeholder(3, BOARD),
    assaultMax: placeholder(5, BOARD),
    dots: ruling(2, DOTS),
    controlLimit: placeholder(3, BOARD),
    counterattack: counterattack(),
  },
  bridgehead: {
    fortification: placeholder(1, BOARD),
    defenceLimit: placeholder(2, BOARD),
    assaultMin: reconstructed(1, 'rulebook’s generic illustration: place 1 and may declare'),
    assaultMax: reconstructed(4, 'rulebook’s generic illustration: place 4 and must declare'),
    dots: ruling(1, DOTS),
    controlLimit: placeholder(2, BOARD),
    counterattack: { min: placeholder(2, BOARD), max: placeholder(4, BOARD) },
  },
  ramparts: {
    fortification: derived(2, 'assault example (E16): the level in force, taken as the base'),
    defenceLimit: placeholder(3, `${BOARD}; at least 3 by the assault example`),
    assaultMin: placeholder(5, `${BOARD}; 4 or 5 by the assault example`),
    assaultMax: placeholder(8, `${BOARD}; above 5 by the assault example`),
    dots: ruling(2, DOTS),
    controlLimit: placeholder(4, BOARD),
    counterattack: counterattack(),
  },
  castle: {
    fortification: placeholder(3, BOARD),
    defenceLimit: placeholder(3, BOARD),
    assaultMin: placeholder(5, BOARD),
    assaultMax: placeholder(8, BOARD),
    dots: ruling(2, DOTS),
    controlLimit: placeholder(4, BOARD),
    counterattack: counterattack(),
  },
  hetman_camp: {
    fortification: placeholder(1, BOARD),
    defenceLimit: text('camp', 'rulebook: every PLC unit in the camp’s reserve defends'),
    assaultMin: placeholder(6, BOARD),
    assaultMax: placeholder(10, BOARD),
    dots: ruling(2, DOTS),
    controlLimit: null,
    counterattack: null,
  },
};

/** Capacities printed on the actions that sit once on the board (spec 2.3); where each sits. */
export interface PrintedAction {
  min?: Printed<number>;
  max?: Printed<number>;
  /** The effect fires only with exactly this many qualifying units. */
  exactly?: Printed<number>;
  field: Printed<FieldId>;
}

const SPOT = 'board layout, lost in the OCR (spec 2.2–2.3)';
const CAPACITY = 'action box on the board, lost in the OCR (spec 2.3)';
const THRESHOLD = 'rulebook effect text; the capacity equals the threshold (A-40)';

const actions: Record<BoardActionId, PrintedAction> = {
  pitched_battle: { field: text('foreground', 'rulebook: the pitched battle is on the foreground') },
  ladders: {
    min: placeholder(1, CAPACITY),
    max: placeholder(3, CAPACITY),
    field: reconstructed('trenches', SPOT),
  },
  ambush: {
    min: placeholder(1, CAPACITY),
    max: placeholder(3, CAPACITY),
    field: reconstructed('tatar_camp', SPOT),
  },
  flank_attack: {
    min: placeholder(1, CAPACITY),
    max: placeholder(3, CAPACITY),
    field: reconstructed('lisowczyk_bastion', SPOT),
  },
  cannonade: {
    min: placeholder(1, CAPACITY),
    max: placeholder(3, CAPACITY),
    field: reconstructed('ramparts', SPOT),
  },
  kamieniec_expedition: { max: placeholder(4, CAPACITY), field: reconstructed('bridgehead', SPOT) },
  raid: { max: text(1, 'rulebook: "placing one unit" (A-14)'), field: reconstructed('lisowczyk_bastion', SPOT) },
  loot_expedition: { max: placeholder(3, CAPACITY), field: reconstructed('cossack_camp', SPOT) },
  fill_approaches: { max: placeholder(3, CAPACITY), field: derived('redoubts', 'rulebook example (spec 2.3)') },
  fortify: { exactly: text(3, THRESHOLD), field: reconstructed('church', SPOT) },
  night_sortie: { max: placeholder(3, CAPACITY), field: reconstructed('cossack_camp', SPOT) },
  procession: { exactly: text(3, THRESHOLD), field: derived('castle', 'rulebook example (spec 2.3)') },
  knights_circle: { exactly: text(2, THRESHOLD), field: derived('castle', 'rulebook example (spec 2.3)') },
  pilaf: { exactly: text(4, THRESHOLD), field: reconstructed('sultan_tents', SPOT) },
  council: { exactly: text(3, THRESHOLD), field: reconstructed('sultan_tents', SPOT) },
  intrigues: { exactly: text(3, THRESHOLD), field: reconstructed('tatar_camp', SPOT) },
  pursuit: { max: placeholder(3, CAPACITY), field: reconstructed('tatar_camp', SPOT) },
  plunder: { max: placeholder(6, CAPACITY), field: reconstructed('sipahi_camp', SPOT) },
  dig_approaches: { max: placeholder(4, CAPACITY), field: reconstructed('trenches', SPOT) },
  bombardment: { max: placeholder(3, CAPACITY), field: reconstructed('trenches', SPOT) },
};

/** Defence lines of the PLC fields (only the Hetman's camp = III is in the text). */
const lines: Record<PlcField, Printed<1 | 2 | 3>> = {
  cossack_camp: derived(1, 'rulebook example: OTT held it before the bastion; it touches the foreground (spec 2.2)'),
  lisowczyk_bastion: reconstructed(1, SPOT),
  redoubts: reconstructed(1, SPOT),
  church: reconstructed(1, SPOT),
  bridgehead: reconstructed(1, SPOT),
  ramparts: reconstructed(2, SPOT),
  castle: reconstructed(2, SPOT),
  hetman_camp: text(3, 'rulebook (spec 2.2)'),
};

/** Undirected adjacency of the board (spec 2.2). */
const adjacency: Printed<readonly [FieldId, FieldId]>[] = [
  text(['foreground', 'cossack_camp'], 'rulebook (spec 2.2)'),
  text(['foreground', 'lisowczyk_bastion'], 'rulebook, given the reconstructed line I (spec 2.2)'),
  text(['foreground', 'redoubts'], 'rulebook, given the reconstructed line I (spec 2.2)'),
  text(['foreground', 'church'], 'rulebook, given the reconstructed line I (spec 2.2)'),
  text(['foreground', 'bridgehead'], 'rulebook (spec 2.2)'),
  text(['cossack_camp', 'lisowczyk_bastion'], 'rulebook (spec 2.2)'),
  text(['bridgehead', 'castle'], 'rulebook (spec 2.2)'),
  reconstructed(['lisowczyk_bastion', 'ramparts'], SPOT), // not adjacent to the redoubts: A-31
  reconstructed(['redoubts', 'ramparts'], SPOT),
  reconstructed(['redoubts', 'church'], SPOT),
  reconstructed(['church', 'castle'], SPOT),
  reconstructed(['ramparts', 'hetman_camp'], SPOT),
  reconstructed(['castle', 'hetman_camp'], SPOT),
];

/** Tracks on the player boards (spec 2.5.4–2.5.5): structure in the text, every number invented. */
export interface PrintedMorale {
  min: Printed<number>;
  max: Printed<number>;
  start: Printed<number>;
  /** Required total of mutinied units per morale level; unlisted levels = none. */
  mutiny: Printed<Record<number, Partial<Record<UnitType, number>>>>;
  negotiationDiscards: Printed<Record<number, number>>;
}

export interface PrintedSupplyRow {
  from: number;
  to: number;
  famine?: boolean;
  shortage?: boolean;
  doubleRations?: boolean;
  removeUnits?: number;
  negotiationDiscards?: number;
}

export interface PrintedSupply {
  min: Printed<number>;
  max: Printed<number>;
  start: Printed<number>;
  rows: Printed<PrintedSupplyRow[]>;
}

const morale: Record<Side, PrintedMorale> = {
  // lowest space: rokosz (nobles' revolt)
  PLC: {
    min: placeholder(0, TRACKS),
    max: placeholder(10, TRACKS),
    start: placeholder(6, TRACKS),
    mutiny: placeholder({ 3: { cossack: 1 }, 2: { cossack: 2 }, 1: { cossack: 3 } }, TRACKS),
    negotiationDiscards: placeholder({ 4: 1, 3: 1, 2: 2, 1: 2, 0: 3 }, TRACKS),
  },
  // lowest space: bunt (mutiny) — PLC wins at the Summary check
  OTT: {
    min: placeholder(0, TRACKS),
    max: placeholder(10, TRACKS),
    start: placeholder(8, TRACKS),
    mutiny: placeholder({ 3: { janissary: 1 }, 2: { janissary: 2 }, 1: { janissary: 3 } }, TRACKS),
    negotiationDiscards: placeholder({ 4: 1, 3: 1, 2: 2, 1: 2, 0: 3 }, TRACKS),
  },
};

const supply: Record<Side, PrintedSupply> = {
  PLC: {
    min: placeholder(0, TRACKS),
    max: placeholder(20, TRACKS),
    start: placeholder(15, TRACKS),
    rows: placeholder(
      [
        { from: 0, to: 0, famine: true, removeUnits: 2, negotiationDiscards: 3 },
        { from: 1, to: 3, shortage: true, removeUnits: 1, negotiationDiscards: 2 },
        { from: 4, to: 6, shortage: true, removeUnits: 0, negotiationDiscards: 1 },
        { from: 7, to: 16 },
        { from: 17, to: 20, doubleRations: true },
      ],
      TRACKS,
    ),
  },
  OTT: {
    min: placeholder(0, TRACKS),
    max: placeholder(36, TRACKS),
    start: placeholder(28, TRACKS),
    rows: placeholder(
      [
        { from: 0, to: 0, famine: true, removeUnits: 3, negotiationDiscards: 3 },
        { from: 1, to: 4, shortage: true, removeUnits: 2, negotiationDiscards: 2 },
        { from: 5, to: 8, shortage: true, removeUnits: 1, negotiationDiscards: 1 },
        { from: 9, to: 31 },
        { from: 32, to: 36, doubleRations: true },
      ],
      TRACKS,
    ),
  },
};

/** A commander card: its printed command value and stratagems, each with its provenance. */
export interface PrintedCommander {
  id: string;
  side: Side;
  rank: 'leader' | 'officer';
  /** Polish name as printed (or the title for leaders). */
  name: Printed<string>;
  commandValue: Printed<number>;
  stratagems: Printed<Stratagem[]>;
}

const LEADER = 'leader card, lost in the OCR (spec 2.8.3)';

const commanders: PrintedCommander[] = [
  {
    id: 'plc_hetman_lit', // Jan Karol Chodkiewicz; removed in week 4
    side: 'PLC',
    rank: 'leader',
    name: text('Hetman wielki litewski', 'rulebook'),
    commandValue: placeholder(3, LEADER),
    stratagems: text([{ kind: 'multiField' }], 'rulebook: deploys onto several fields in one play'),
  },
  {
    id: 'plc_regimentarz',
    side: 'PLC',
    rank: 'leader',
    name: text('Regimentarz', 'rulebook'),
    commandValue: placeholder(3, LEADER),
    stratagems: reconstructed([{ kind: 'redeploy' }], 'rulebook’s Lubomirski card, placed on this leader (spec 2.8.3)'),
  },
  {
    id: 'plc_hetman_koz',
    side: 'PLC',
    rank: 'leader',
    name: text('Hetman kozacki', 'rulebook'),
    commandValue: placeholder(3, LEADER),
    stratagems: placeholder([], LEADER),
  },
  {
    id: 'ott_sultan',
    side: 'OTT',
    rank: 'leader',
    name: text('Sułtan', 'rulebook'),
    commandValue: placeholder(3, LEADER),
    stratagems: placeholder([], LEADER),
  },
  {
    id: 'ott_vizier',
    side: 'OTT',
    rank: 'leader',
    name: text('Wielki Wezyr', 'rulebook'),
    commandValue: placeholder(3, LEADER),
    stratagems: text([{ kind: 'multiField' }], 'rulebook: deploys onto several fields in one play'),
  },
  {
    id: 'ott_khan',
    side: 'OTT',
    rank: 'leader',
    name: text('Chan tatarski', 'rulebook'),
    commandValue: placeholder(3, LEADER),
    stratagems: placeholder([], LEADER),
  },
  {
    id: 'plc_hussar_boratynski',
    side: 'PLC',
    rank: 'officer',
    name: text('Chorągiew husarska JWP starosty lipnickiego Jana Mikołaja Boratyńskiego', 'rulebook'),
    commandValue: placeholder(2, `${DECK}; at least 2 by the rulebook’s deployment example`),
    stratagems: placeholder([], DECK),
  },
  {
    id: 'plc_cossack_potocki',
    side: 'PLC',
    rank: 'officer',
    name: text('Chorągiew kozacka JWP starosty kamienieckiego Stefana Potockiego', 'rulebook'),
    commandValue: placeholder(2, DECK),
    stratagems: placeholder([{ kind: 'withdraw', count: 2 }], 'rulebook: withdraws placed units; the count is invented'),
  },
  {
    id: 'ott_levy_sivas',
    side: 'OTT',
    rank: 'officer',
    name: text('Pospolite ruszenie z Siwasu', 'rulebook'),
    commandValue: text(2, 'rulebook'),
    // 2 janissaries onto the pilaf [TEXT]; the immediate effect (morale +1) is RECONSTRUCTED.
    stratagems: reconstructed(
      [{ kind: 'pilafLevy', count: 2, morale: 1 }],
      'rulebook: exactly 2 janissaries on the pilaf with an immediate effect; the effect is lost (A-63)',
    ),
  },
  {
    id: 'ott_levy_kaffa',
    side: 'OTT',
    rank: 'officer',
    name: text('Pospolite ruszenie z Kaffy', 'rulebook'),
    commandValue: placeholder(2, DECK),
    stratagems: text([{ kind: 'diceLevy', count: 2, dice: 2 }], 'rulebook, quoted in the assault example'),
  },
];

/** Command values of the officers the rulebook never names: filler so the decks are complete. */
const fillerCommandValues: Record<Side, Printed<readonly number[]>> = {
  PLC: placeholder([1, 1, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3], DECK),
  OTT: placeholder([1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3], DECK),
};

/** Claim cards: each has a value for either side (spec 2.10). */
export interface PrintedClaim {
  id: string;
  name: string;
  value: Record<Side, Printed<number>>;
}

const CLAIM = 'claim card, lost in the OCR; the dual value is in the text (spec 2.10)';

const claims: PrintedClaim[] = [
  {
    id: 'moldavia',
    name: 'Mołdawia lennem Polski',
    value: { PLC: text(6, 'rulebook: value 6'), OTT: text(6, 'rulebook: value 6') },
  },
  { id: 'tatars', name: 'the Tatars', value: { PLC: placeholder(4, CLAIM), OTT: placeholder(2, CLAIM) } },
  { id: 'sich', name: 'the Zaporozhian Sich', value: { PLC: placeholder(2, CLAIM), OTT: placeholder(4, CLAIM) } },
  { id: 'khotyn', name: 'Khotyn fortress', value: { PLC: placeholder(3, CLAIM), OTT: placeholder(3, CLAIM) } },
  { id: 'dniester', name: 'the Dniester border', value: { PLC: placeholder(2, CLAIM), OTT: placeholder(2, CLAIM) } },
];

const DIPLOMACY = 'diplomacy cards, lost in the OCR; strengths of 3+ exist by the negotiation example (spec 2.9)';

export const PRINTED = {
  fields,
  actions,
  lines,
  adjacency,
  /** The alternative reading of A-31: the bastion touches the redoubts and its assault max is 5. */
  bastionAlternative: {
    extraPair: reconstructed(['lisowczyk_bastion', 'redoubts'] as const, 'A-31, the other reading of the example'),
    assaultMax: reconstructed(5, 'A-31, the other reading of the example'),
  },
  /** Pitched battle minimum/maximum per side. */
  pitched: {
    PLC: {
      min: reconstructed(4, 'A-18: the blockade threshold of 5.3.4'),
      max: placeholder(8, BOARD),
    },
    OTT: {
      min: reconstructed(5, 'A-18: the blockade threshold of 5.3.4'),
      max: placeholder(10, BOARD),
    },
  },
  fortificationMax: text(3, 'rulebook: never above 3'),
  approachMax: ruling(6, 'A-16: the thresholds 4/5/6 imply a top of 6'),
  /** Approach positions that unlock each bombardment shot (5.7.9). */
  shotThreshold: {
    supply: text(4, 'rulebook 5.7.9'),
    withdraw: text(5, 'rulebook 5.7.9'),
    fortification: text(6, 'rulebook 5.7.9'),
  },
  /** Pitched-battle blockades (5.3.4). */
  blockade: {
    plcBlocksAssaults: text(4, 'rulebook 5.3.4'),
    ottBlocksPlc: text(5, 'rulebook 5.3.4'),
  },
  morale,
  supply,
  /** Sight of the sick and wounded: morale loss by routed count. */
  routedMorale: {
    PLC: text(
      [
        { atLeast: 5, loss: 2 },
        { atLeast: 2, loss: 1 },
      ],
      'rulebook, Summary',
    ),
    OTT: text(
      [
        { atLeast: 9, loss: 3 },
        { atLeast: 6, loss: 2 },
        { atLeast: 3, loss: 1 },
      ],
      'rulebook, Summary',
    ),
  },
  handTarget: { PLC: text(7, 'rulebook: "łącznie 7"'), OTT: text(8, 'rulebook: "łącznie 8"') },
  /** Week-4/5 Ottoman weather losses. */
  weatherLosses: text({ 4: 2, 5: 3 } as Record<number, number>, 'time track, quoted in the rulebook'),
  weeks: text(5, 'rulebook'),
  displaySize: text(7, 'rulebook: the 7-card display'),
  /** Negotiation set-up never takes a side below this many diplomacy cards. */
  negotiationFloor: text(7, 'rulebook, negotiations'),
  /** The Ottomans discard one diplomacy card per this many removed units. */
  ottRemovedPerDiscard: text(5, 'rulebook, negotiations'),
  commanders,
  fillerCommandValues,
  /** Commander card counts per side. */
  commanderCounts: {
    PLC: text({ total: 20, leaders: 3 }, 'rulebook, components'),
    OTT: text({ total: 25, leaders: 3 }, 'rulebook, components'),
  },
  diplomacy: {
    total: text(55, 'rulebook, components'),
    distribution: [
      { strength: 1, count: placeholder(20, DIPLOMACY) },
      { strength: 2, count: placeholder(17, DIPLOMACY) },
      { strength: 3, count: placeholder(12, DIPLOMACY) },
      { strength: 4, count: placeholder(6, DIPLOMACY) },
    ],
  },
  claims,
};
