/**
 * Every value printed on the components of Chocim 1621 — the board's per-field and per-action
 * numbers, the player boards' tracks, the commander, diplomacy and claim cards — and the few
 * numbers the rule text fixes, in one place (spec §0, A-3, A-4). The OCR lost most of the
 * printed components, so each value carries its provenance in the kit's vocabulary
 * (kit/provenance.ts) and a note on where it comes from: a value read off a physical copy is a
 * one-line change here, and the engine reads only these entries (board.ts, cards.ts and tracks.ts
 * build their tables from them). The spec's PLACEHOLDER (a lost printed number, invented so the
 * game can be played) is RECONSTRUCTED with a note saying so; `/game rulings` lists every
 * reconstructed value (rulings.ts: RECONSTRUCTED_LIST).
 */
import type { BoardActionId, FieldId, PlcField } from './board.js';
import type { Stratagem } from './cards.js';
import type { Provenance } from '../../kit/provenance.js';
import type { Side, UnitType } from './units.js';

/** One printed value with its provenance tag and a note on where it comes from. */
export interface Printed<T> {
  v: T;
  tag: Provenance;
  note: string;
}

const rulebook = <T>(v: T, note: string): Printed<T> => ({ v, tag: 'RULEBOOK', note });
const derived = <T>(v: T, note: string): Printed<T> => ({ v, tag: 'DERIVED', note });
const ruling = <T>(v: T, note: string): Printed<T> => ({ v, tag: 'RULING', note });
const reconstructed = <T>(v: T, note: string): Printed<T> => ({ v, tag: 'RECONSTRUCTED', note });
/**
 * A printed number that is lost with no text to rebuild it from (the spec's PLACEHOLDER): chosen
 * only so the game can be played, in proportion with the numbers the text does give.
 */
const lost = <T>(v: T, where: string): Printed<T> => ({
  v,
  tag: 'RECONSTRUCTED',
  note: `${where}. The printed component is lost and the text does not give this value: it was chosen so the game plays, in proportion with the values the text gives (spec 0.1, PLACEHOLDER); replace it when a copy is read.`,
});

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

const counterattack = () => ({ min: lost(2, BOARD), max: lost(5, BOARD) });

/** Per-PLC-field numbers printed on the board (spec 2.4). */
const fields: Record<PlcField, PrintedField> = {
  cossack_camp: {
    fortification: lost(1, BOARD),
    defenceLimit: rulebook('camp', 'rulebook: every unit in the camp’s reserve defends'),
    assaultMin: lost(4, BOARD),
    assaultMax: lost(7, BOARD),
    dots: ruling(1, DOTS),
    controlLimit: lost(4, BOARD),
    counterattack: counterattack(),
  },
  lisowczyk_bastion: {
    fortification: lost(2, BOARD),
    defenceLimit: lost(3, BOARD),
    assaultMin: lost(4, BOARD),
    assaultMax: reconstructed(6, 'assault example: capacity 7 with OTT holding the Cossack camp and the redoubts (A-31)'),
    dots: ruling(2, DOTS),
    controlLimit: lost(3, BOARD),
    counterattack: counterattack(),
  },
  redoubts: {
    fortification: lost(1, BOARD),
    defenceLimit: lost(3, BOARD),
    assaultMin: lost(3, BOARD),
    assaultMax: lost(5, BOARD),
    dots: ruling(2, DOTS),
    controlLimit: lost(3, BOARD),
    counterattack: counterattack(),
  },
  church: {
    fortification: lost(1, BOARD),
    defenceLimit: lost(2, BOARD),
    assaultMin: lost(3, BOARD),
    assaultMax: lost(5, BOARD),
    dots: ruling(2, DOTS),
    controlLimit: lost(3, BOARD),
    counterattack: counterattack(),
  },
  bridgehead: {
    fortification: lost(1, BOARD),
    defenceLimit: lost(2, BOARD),
    assaultMin: reconstructed(1, 'rulebook’s generic illustration: place 1 and may declare'),
    assaultMax: reconstructed(4, 'rulebook’s generic illustration: place 4 and must declare'),
    dots: ruling(1, DOTS),
    controlLimit: lost(2, BOARD),
    counterattack: { min: lost(2, BOARD), max: lost(4, BOARD) },
  },
  ramparts: {
    fortification: derived(2, 'assault example (E16): the level in force, taken as the base'),
    defenceLimit: lost(3, `${BOARD}; at least 3 by the assault example`),
    assaultMin: lost(5, `${BOARD}; 4 or 5 by the assault example`),
    assaultMax: lost(8, `${BOARD}; above 5 by the assault example`),
    dots: ruling(2, DOTS),
    controlLimit: lost(4, BOARD),
    counterattack: counterattack(),
  },
  castle: {
    fortification: lost(3, BOARD),
    defenceLimit: lost(3, BOARD),
    assaultMin: lost(5, BOARD),
    assaultMax: lost(8, BOARD),
    dots: ruling(2, DOTS),
    controlLimit: lost(4, BOARD),
    counterattack: counterattack(),
  },
  hetman_camp: {
    fortification: lost(1, BOARD),
    defenceLimit: rulebook('camp', 'rulebook: every PLC unit in the camp’s reserve defends'),
    assaultMin: lost(6, BOARD),
    assaultMax: lost(10, BOARD),
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
  pitched_battle: { field: rulebook('foreground', 'rulebook: the pitched battle is on the foreground') },
  ladders: {
    min: lost(1, CAPACITY),
    max: lost(3, CAPACITY),
    field: reconstructed('trenches', SPOT),
  },
  ambush: {
    min: lost(1, CAPACITY),
    max: lost(3, CAPACITY),
    field: reconstructed('tatar_camp', SPOT),
  },
  flank_attack: {
    min: lost(1, CAPACITY),
    max: lost(3, CAPACITY),
    field: reconstructed('lisowczyk_bastion', SPOT),
  },
  cannonade: {
    min: lost(1, CAPACITY),
    max: lost(3, CAPACITY),
    field: reconstructed('ramparts', SPOT),
  },
  kamieniec_expedition: { max: lost(4, CAPACITY), field: reconstructed('bridgehead', SPOT) },
  raid: { max: rulebook(1, 'rulebook: "placing one unit" (A-14)'), field: reconstructed('lisowczyk_bastion', SPOT) },
  loot_expedition: { max: lost(3, CAPACITY), field: reconstructed('cossack_camp', SPOT) },
  fill_approaches: { max: lost(3, CAPACITY), field: derived('redoubts', 'rulebook example (spec 2.3)') },
  fortify: { exactly: rulebook(3, THRESHOLD), field: reconstructed('church', SPOT) },
  night_sortie: { max: lost(3, CAPACITY), field: reconstructed('cossack_camp', SPOT) },
  procession: { exactly: rulebook(3, THRESHOLD), field: derived('castle', 'rulebook example (spec 2.3)') },
  knights_circle: { exactly: rulebook(2, THRESHOLD), field: derived('castle', 'rulebook example (spec 2.3)') },
  pilaf: { exactly: rulebook(4, THRESHOLD), field: reconstructed('sultan_tents', SPOT) },
  council: { exactly: rulebook(3, THRESHOLD), field: reconstructed('sultan_tents', SPOT) },
  intrigues: { exactly: rulebook(3, THRESHOLD), field: reconstructed('tatar_camp', SPOT) },
  pursuit: { max: lost(3, CAPACITY), field: reconstructed('tatar_camp', SPOT) },
  plunder: { max: lost(6, CAPACITY), field: reconstructed('sipahi_camp', SPOT) },
  dig_approaches: { max: lost(4, CAPACITY), field: reconstructed('trenches', SPOT) },
  bombardment: { max: lost(3, CAPACITY), field: reconstructed('trenches', SPOT) },
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
  hetman_camp: rulebook(3, 'rulebook (spec 2.2)'),
};

/** Undirected adjacency of the board (spec 2.2). */
const adjacency: Printed<readonly [FieldId, FieldId]>[] = [
  rulebook(['foreground', 'cossack_camp'], 'rulebook (spec 2.2)'),
  rulebook(['foreground', 'lisowczyk_bastion'], 'rulebook, given the reconstructed line I (spec 2.2)'),
  rulebook(['foreground', 'redoubts'], 'rulebook, given the reconstructed line I (spec 2.2)'),
  rulebook(['foreground', 'church'], 'rulebook, given the reconstructed line I (spec 2.2)'),
  rulebook(['foreground', 'bridgehead'], 'rulebook (spec 2.2)'),
  rulebook(['cossack_camp', 'lisowczyk_bastion'], 'rulebook (spec 2.2)'),
  rulebook(['bridgehead', 'castle'], 'rulebook (spec 2.2)'),
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
    min: lost(0, TRACKS),
    max: lost(10, TRACKS),
    start: lost(6, TRACKS),
    mutiny: lost({ 3: { cossack: 1 }, 2: { cossack: 2 }, 1: { cossack: 3 } }, TRACKS),
    negotiationDiscards: lost({ 4: 1, 3: 1, 2: 2, 1: 2, 0: 3 }, TRACKS),
  },
  // lowest space: bunt (mutiny) — PLC wins at the Summary check
  OTT: {
    min: lost(0, TRACKS),
    max: lost(10, TRACKS),
    start: lost(8, TRACKS),
    mutiny: lost({ 3: { janissary: 1 }, 2: { janissary: 2 }, 1: { janissary: 3 } }, TRACKS),
    negotiationDiscards: lost({ 4: 1, 3: 1, 2: 2, 1: 2, 0: 3 }, TRACKS),
  },
};

const supply: Record<Side, PrintedSupply> = {
  PLC: {
    min: lost(0, TRACKS),
    max: lost(20, TRACKS),
    start: lost(15, TRACKS),
    rows: lost(
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
    min: lost(0, TRACKS),
    max: lost(36, TRACKS),
    start: lost(28, TRACKS),
    rows: lost(
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
    name: rulebook('Hetman wielki litewski', 'rulebook'),
    commandValue: lost(3, LEADER),
    stratagems: rulebook([{ kind: 'multiField' }], 'rulebook: deploys onto several fields in one play'),
  },
  {
    id: 'plc_regimentarz',
    side: 'PLC',
    rank: 'leader',
    name: rulebook('Regimentarz', 'rulebook'),
    commandValue: lost(3, LEADER),
    stratagems: reconstructed([{ kind: 'redeploy' }], 'rulebook’s Lubomirski card, placed on this leader (spec 2.8.3)'),
  },
  {
    id: 'plc_hetman_koz',
    side: 'PLC',
    rank: 'leader',
    name: rulebook('Hetman kozacki', 'rulebook'),
    commandValue: lost(3, LEADER),
    stratagems: lost([], LEADER),
  },
  {
    id: 'ott_sultan',
    side: 'OTT',
    rank: 'leader',
    name: rulebook('Sułtan', 'rulebook'),
    commandValue: lost(3, LEADER),
    stratagems: lost([], LEADER),
  },
  {
    id: 'ott_vizier',
    side: 'OTT',
    rank: 'leader',
    name: rulebook('Wielki Wezyr', 'rulebook'),
    commandValue: lost(3, LEADER),
    stratagems: rulebook([{ kind: 'multiField' }], 'rulebook: deploys onto several fields in one play'),
  },
  {
    id: 'ott_khan',
    side: 'OTT',
    rank: 'leader',
    name: rulebook('Chan tatarski', 'rulebook'),
    commandValue: lost(3, LEADER),
    stratagems: lost([], LEADER),
  },
  {
    id: 'plc_hussar_boratynski',
    side: 'PLC',
    rank: 'officer',
    name: rulebook('Chorągiew husarska JWP starosty lipnickiego Jana Mikołaja Boratyńskiego', 'rulebook'),
    commandValue: lost(2, `${DECK}; at least 2 by the rulebook’s deployment example`),
    stratagems: lost([], DECK),
  },
  {
    id: 'plc_cossack_potocki',
    side: 'PLC',
    rank: 'officer',
    name: rulebook('Chorągiew kozacka JWP starosty kamienieckiego Stefana Potockiego', 'rulebook'),
    commandValue: lost(2, DECK),
    stratagems: lost([{ kind: 'withdraw', count: 2 }], 'rulebook: withdraws placed units; the count is invented'),
  },
  {
    id: 'ott_levy_sivas',
    side: 'OTT',
    rank: 'officer',
    name: rulebook('Pospolite ruszenie z Siwasu', 'rulebook'),
    commandValue: rulebook(2, 'rulebook'),
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
    name: rulebook('Pospolite ruszenie z Kaffy', 'rulebook'),
    commandValue: lost(2, DECK),
    stratagems: rulebook([{ kind: 'diceLevy', count: 2, dice: 2 }], 'rulebook, quoted in the assault example'),
  },
];

/** Command values of the officers the rulebook never names: filler so the decks are complete. */
const fillerCommandValues: Record<Side, Printed<readonly number[]>> = {
  PLC: lost([1, 1, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3], DECK),
  OTT: lost([1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3], DECK),
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
    value: { PLC: rulebook(6, 'rulebook: value 6'), OTT: rulebook(6, 'rulebook: value 6') },
  },
  { id: 'tatars', name: 'the Tatars', value: { PLC: lost(4, CLAIM), OTT: lost(2, CLAIM) } },
  { id: 'sich', name: 'the Zaporozhian Sich', value: { PLC: lost(2, CLAIM), OTT: lost(4, CLAIM) } },
  { id: 'khotyn', name: 'Khotyn fortress', value: { PLC: lost(3, CLAIM), OTT: lost(3, CLAIM) } },
  { id: 'dniester', name: 'the Dniester border', value: { PLC: lost(2, CLAIM), OTT: lost(2, CLAIM) } },
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
      max: lost(8, BOARD),
    },
    OTT: {
      min: reconstructed(5, 'A-18: the blockade threshold of 5.3.4'),
      max: lost(10, BOARD),
    },
  },
  fortificationMax: rulebook(3, 'rulebook: never above 3'),
  approachMax: ruling(6, 'A-16: the thresholds 4/5/6 imply a top of 6'),
  /** Approach positions that unlock each bombardment shot (5.7.9). */
  shotThreshold: {
    supply: rulebook(4, 'rulebook 5.7.9'),
    withdraw: rulebook(5, 'rulebook 5.7.9'),
    fortification: rulebook(6, 'rulebook 5.7.9'),
  },
  /** Pitched-battle blockades (5.3.4). */
  blockade: {
    plcBlocksAssaults: rulebook(4, 'rulebook 5.3.4'),
    ottBlocksPlc: rulebook(5, 'rulebook 5.3.4'),
  },
  morale,
  supply,
  /** Sight of the sick and wounded: morale loss by routed count. */
  routedMorale: {
    PLC: rulebook(
      [
        { atLeast: 5, loss: 2 },
        { atLeast: 2, loss: 1 },
      ],
      'rulebook, Summary',
    ),
    OTT: rulebook(
      [
        { atLeast: 9, loss: 3 },
        { atLeast: 6, loss: 2 },
        { atLeast: 3, loss: 1 },
      ],
      'rulebook, Summary',
    ),
  },
  handTarget: { PLC: rulebook(7, 'rulebook: "łącznie 7"'), OTT: rulebook(8, 'rulebook: "łącznie 8"') },
  /** Week-4/5 Ottoman weather losses. */
  weatherLosses: rulebook({ 4: 2, 5: 3 } as Record<number, number>, 'time track, quoted in the rulebook'),
  weeks: rulebook(5, 'rulebook'),
  displaySize: rulebook(7, 'rulebook: the 7-card display'),
  /** Negotiation set-up never takes a side below this many diplomacy cards. */
  negotiationFloor: rulebook(7, 'rulebook, negotiations'),
  /** The Ottomans discard one diplomacy card per this many removed units. */
  ottRemovedPerDiscard: rulebook(5, 'rulebook, negotiations'),
  commanders,
  fillerCommandValues,
  /** Commander card counts per side. */
  commanderCounts: {
    PLC: rulebook({ total: 20, leaders: 3 }, 'rulebook, components'),
    OTT: rulebook({ total: 25, leaders: 3 }, 'rulebook, components'),
  },
  diplomacy: {
    total: rulebook(55, 'rulebook, components'),
    distribution: [
      { strength: 1, count: lost(20, DIPLOMACY) },
      { strength: 2, count: lost(17, DIPLOMACY) },
      { strength: 3, count: lost(12, DIPLOMACY) },
      { strength: 4, count: lost(6, DIPLOMACY) },
    ],
  },
  claims,
};
