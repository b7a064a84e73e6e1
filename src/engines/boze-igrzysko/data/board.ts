/**
 * The board of Boże Igrzysko as data: provinces, enemy fields, colours and printed tables.
 * Every value carries its provenance (the kit's vocabulary, kit/provenance.ts; the spec's TEXT is
 * RULEBOOK): RULEBOOK = stated in the rulebook, DERIVED = follows from it, RECONSTRUCTED = printed
 * on the board but lost by the OCR (a best guess; correct it here, in one line, once checked).
 */
import type { Provenance } from '../../kit/provenance.js';

export type Tag = Provenance;

/** A printed number with its confidence tag. */
export interface Tagged<T> {
  readonly v: T;
  readonly tag: Tag;
}

/** Provinces (prowincje) in ring order: the clockwise order used for Sejm elections. */
export const PROVINCES = ['PRU', 'LIT', 'UKR', 'MAL', 'WIE'] as const;
export type Province = (typeof PROVINCES)[number];

/** Enemy fields (pola wroga); the number is the die face that strengthens the enemy. */
export const FIELDS = ['E1', 'E2', 'E3', 'E4', 'E5'] as const;
export type Field = (typeof FIELDS)[number];

/** Colours of enemy cubes (black = Teutons/Sweden/Prussia, green = Moscow, brown = Tatars, orange = Ottomans, purple = Habsburgs). */
export const ENEMY_COLOURS = ['black', 'green', 'brown', 'orange', 'purple'] as const;
export type EnemyColour = (typeof ENEMY_COLOURS)[number];

/** Player colours and houses (rody). */
export const COLOURS = ['white', 'red', 'blue', 'yellow'] as const;
export type Colour = (typeof COLOURS)[number];

export const HOUSES: Record<Colour, { house: string; home: Province; hex: string }> = {
  white: { house: 'Radziwiłł', home: 'LIT', hex: '#e8e8e8' },
  red: { house: 'Sapieha', home: 'LIT', hex: '#c0392b' },
  blue: { house: 'Potocki', home: 'MAL', hex: '#2e6fd0' },
  yellow: { house: 'Leszczyński', home: 'WIE', hex: '#e0b400' },
};

/** Arrow from each enemy field to its province (TEXT). */
export const FIELD_PROVINCE: Record<Field, Province> = { E1: 'PRU', E2: 'LIT', E3: 'UKR', E4: 'MAL', E5: 'WIE' };
export const PROVINCE_FIELD: Record<Province, Field> = { PRU: 'E1', LIT: 'E2', UKR: 'E3', MAL: 'E4', WIE: 'E5' };
export const FIELD_COLOUR: Record<Field, EnemyColour> = {
  E1: 'black',
  E2: 'green',
  E3: 'brown',
  E4: 'orange',
  E5: 'purple',
};

/** Enemy cubes per colour (TEXT). */
export const ENEMY_CUBES: Record<EnemyColour, Tagged<number>> = {
  black: { v: 25, tag: 'RULEBOOK' },
  green: { v: 25, tag: 'RULEBOOK' },
  brown: { v: 25, tag: 'RULEBOOK' },
  orange: { v: 30, tag: 'RULEBOOK' },
  purple: { v: 20, tag: 'RULEBOOK' },
};

/** Names of the enemy on each field per turn T1..T4 (i18n key suffixes; TEXT). */
export const ENEMY_NAMES: Record<Field, readonly [string, string, string, string]> = {
  E1: ['teutons', 'sweden', 'sweden', 'prussia'],
  E2: ['moscow', 'moscow', 'moscow', 'moscow'],
  E3: ['tatars', 'tatars', 'tatars', 'tatars'],
  E4: ['ottomans', 'ottomans', 'ottomans', 'ottomans'],
  E5: ['habsburgs', 'habsburgs', 'habsburgs', 'habsburgs'],
};

/** Player supply (TEXT). */
export const SUPPLY = {
  cubes: 20,
  discs: 16,
  infantry: 4,
  cavalry: 3,
  artillery: 1,
  influenceTokens: [0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5],
  startingMoney: 10,
  minimumIncome: 10,
  managerBonus: 2,
  cossacks: 2,
  kingCubes: 12,
  managers: 8,
  cities: 2,
  habsburgMarkers: 10,
  prosperity: { min: 1, max: 5, start: 3 },
} as const;

/** Standing Crown Army per turn on the Rzeczpospolita track (TEXT). */
export const STANDING_CROWN_ARMY: readonly Tagged<{ inf: number; cav: number; art: number }>[] = [
  { v: { inf: 2, cav: 2, art: 0 }, tag: 'RULEBOOK' },
  { v: { inf: 1, cav: 1, art: 0 }, tag: 'RULEBOOK' },
  { v: { inf: 2, cav: 2, art: 0 }, tag: 'RULEBOOK' },
  { v: { inf: 0, cav: 0, art: 0 }, tag: 'RULEBOOK' },
];

/** Crown Army Strength table: Court token sum → supplementary units (RECONSTRUCTED except sum 8). */
export const CROWN_ARMY_TABLE: readonly Tagged<{ min: number; max: number; inf: number; cav: number; art: number }>[] = [
  { v: { min: 0, max: 1, inf: 0, cav: 0, art: 0 }, tag: 'RECONSTRUCTED' },
  { v: { min: 2, max: 4, inf: 1, cav: 0, art: 0 }, tag: 'RECONSTRUCTED' },
  { v: { min: 5, max: 7, inf: 1, cav: 1, art: 0 }, tag: 'RECONSTRUCTED' },
  { v: { min: 8, max: 10, inf: 2, cav: 1, art: 0 }, tag: 'RULEBOOK' },
  { v: { min: 11, max: 13, inf: 2, cav: 2, art: 0 }, tag: 'RECONSTRUCTED' },
  { v: { min: 14, max: 16, inf: 2, cav: 2, art: 1 }, tag: 'RECONSTRUCTED' },
  { v: { min: 17, max: 19, inf: 3, cav: 2, art: 1 }, tag: 'RECONSTRUCTED' },
  { v: { min: 20, max: 20, inf: 3, cav: 3, art: 1 }, tag: 'RECONSTRUCTED' },
];

/**
 * Enemy base strength per turn, by player count (3 = top row, 4 = bottom row). E4/E5 in T4
 * depend on whether the Ottomans hold E5: [no Ottoman cubes in E5, Ottoman cubes in E5].
 * Anchors from the text are tagged TEXT; the rest RECONSTRUCTED (4p = round(3p × 4/3)).
 */
export type BaseCell = Tagged<number | { readonly free: number; readonly ottoman: number }>;
export const BASE_STRENGTH: Record<3 | 4, Record<Field, readonly [BaseCell, BaseCell, BaseCell, BaseCell]>> = {
  3: {
    E1: [
      { v: 7, tag: 'RECONSTRUCTED' },
      { v: 7, tag: 'RECONSTRUCTED' },
      { v: 5, tag: 'RECONSTRUCTED' },
      { v: 8, tag: 'RECONSTRUCTED' },
    ],
    E2: [
      { v: 3, tag: 'RECONSTRUCTED' },
      { v: 5, tag: 'RECONSTRUCTED' },
      { v: 8, tag: 'RECONSTRUCTED' },
      { v: 11, tag: 'RULEBOOK' },
    ],
    E3: [
      { v: 7, tag: 'RECONSTRUCTED' },
      { v: 7, tag: 'RULEBOOK' },
      { v: 6, tag: 'RECONSTRUCTED' },
      { v: 4, tag: 'RECONSTRUCTED' },
    ],
    E4: [
      { v: 4, tag: 'RECONSTRUCTED' },
      { v: 5, tag: 'RULING' },
      { v: 12, tag: 'RULEBOOK' },
      { v: { free: 3, ottoman: 10 }, tag: 'RULEBOOK' },
    ],
    E5: [
      { v: 2, tag: 'RECONSTRUCTED' },
      { v: 4, tag: 'RULEBOOK' },
      { v: 5, tag: 'RECONSTRUCTED' },
      { v: { free: 8, ottoman: 10 }, tag: 'RECONSTRUCTED' },
    ],
  },
  4: {
    E1: [
      { v: 9, tag: 'RECONSTRUCTED' },
      { v: 9, tag: 'RECONSTRUCTED' },
      { v: 7, tag: 'RECONSTRUCTED' },
      { v: 11, tag: 'RECONSTRUCTED' },
    ],
    E2: [
      { v: 4, tag: 'RECONSTRUCTED' },
      { v: 7, tag: 'RECONSTRUCTED' },
      { v: 11, tag: 'RECONSTRUCTED' },
      { v: 15, tag: 'RULEBOOK' },
    ],
    E3: [
      { v: 9, tag: 'RECONSTRUCTED' },
      { v: 9, tag: 'RECONSTRUCTED' },
      { v: 8, tag: 'RECONSTRUCTED' },
      { v: 5, tag: 'RECONSTRUCTED' },
    ],
    E4: [
      { v: 5, tag: 'RECONSTRUCTED' },
      { v: 7, tag: 'RECONSTRUCTED' },
      { v: 16, tag: 'RECONSTRUCTED' },
      { v: { free: 4, ottoman: 13 }, tag: 'RULEBOOK' },
    ],
    E5: [
      { v: 3, tag: 'RECONSTRUCTED' },
      { v: 5, tag: 'RECONSTRUCTED' },
      { v: 7, tag: 'RECONSTRUCTED' },
      { v: { free: 11, ottoman: 13 }, tag: 'RECONSTRUCTED' },
    ],
  },
};

/** Prestige for the most cubes in an enemy field (RECONSTRUCTED except E4; E3 DERIVED from {2,3}). */
export const RAID_PP: Record<Field, Tagged<number>> = {
  E1: { v: 3, tag: 'RECONSTRUCTED' },
  E2: { v: 3, tag: 'RECONSTRUCTED' },
  E3: { v: 2, tag: 'DERIVED' },
  E4: { v: 5, tag: 'RULEBOOK' },
  E5: { v: 4, tag: 'RECONSTRUCTED' },
};

/** Printed values of each estate track, start → border (RECONSTRUCTED; LIT prefix 3,4,4,5,5 DERIVED). */
export const ESTATE_TRACKS: Record<Province, Tagged<readonly number[]>> = {
  PRU: { v: [2, 2, 3, 3, 4, 4, 5, 5], tag: 'RECONSTRUCTED' },
  LIT: { v: [3, 4, 4, 5, 5, 6, 6, 7], tag: 'RECONSTRUCTED' },
  UKR: { v: [3, 4, 4, 5, 5, 6, 6, 7], tag: 'RECONSTRUCTED' },
  MAL: { v: [2, 2, 3, 3, 4, 4, 5, 5], tag: 'RECONSTRUCTED' },
  WIE: { v: [1, 1, 2, 2, 3, 3, 4, 4], tag: 'RECONSTRUCTED' },
};

/** Expansion arrows: targets of each enemy from its province (RECONSTRUCTED; black and brown→LIT TEXT). */
export const EXPANSION_TARGETS: Record<Field, Tagged<readonly Province[]>> = {
  E1: { v: ['LIT', 'WIE'], tag: 'RULEBOOK' },
  E2: { v: ['PRU', 'UKR'], tag: 'RECONSTRUCTED' },
  E3: { v: ['LIT', 'MAL'], tag: 'RECONSTRUCTED' },
  E4: { v: ['UKR', 'WIE'], tag: 'RECONSTRUCTED' },
  E5: { v: ['MAL', 'PRU'], tag: 'RECONSTRUCTED' },
};

/** Unit prices and hit numbers (DERIVED from the rule text; the printed table is lost). */
export const UNITS = {
  infantry: { cost: { v: 2, tag: 'RULEBOOK' }, hitOn: { v: 5, tag: 'RULEBOOK' }, fromTurn: 1 },
  cavalry: { cost: { v: 4, tag: 'RULEBOOK' }, hitOn: { v: 4, tag: 'RULEBOOK' }, fromTurn: 1 },
  artillery: { cost: { v: 6, tag: 'RULEBOOK' }, dieModifier: { v: 1, tag: 'RULEBOOK' }, fromTurn: 2 },
  cossack: { cost: { v: 2, tag: 'RULEBOOK' }, hitOn: { v: 4, tag: 'RULEBOOK' } },
} as const;

/** Special action costs (DERIVED from the rule text). */
export const SPECIAL = {
  managerCubes: 1,
  gdanskCubes: 1,
  gdanskPerProsperity: 2,
  diplomacyCubes: 1,
  /** Fixed part of the treaty price → number of identical dice that break it (12.2; standard = 2). */
  treatyLevels: { 2: 2, 4: 3, 6: 4 } as Record<number, number>,
  vetoCubes: 1,
  confederationCubes: 2,
  confederationFromTurn: 3,
  collegesCubesPerProvince: 1,
  collegesZlPerProvince: 2,
  collegesFromTurn: 2,
  /** PP for colleges by number of provinces (5 provinces give 7). */
  collegesPP: [0, 1, 2, 3, 4, 7] as readonly number[],
  cityCubes: 2,
  cityFromTurn: 3,
} as const;

/** Checks the data once at load, naming the entry that is wrong. */
function validate(): void {
  for (const p of PROVINCES) {
    const track = ESTATE_TRACKS[p].v;
    if (track.length === 0) throw new Error(`boze-igrzysko data: estate track ${p} is empty`);
    for (let i = 1; i < track.length; i++) {
      const prev = track[i - 1] ?? 0;
      const cur = track[i] ?? 0;
      if (cur < prev) throw new Error(`boze-igrzysko data: estate track ${p} decreases at space ${i + 1}`);
    }
  }
  for (const f of FIELDS) {
    for (const tgt of EXPANSION_TARGETS[f].v) {
      if (tgt === FIELD_PROVINCE[f]) throw new Error(`boze-igrzysko data: enemy ${f} expands into its own province`);
    }
    for (const n of [3, 4] as const) {
      for (const cell of BASE_STRENGTH[n][f]) {
        const vals = typeof cell.v === 'number' ? [cell.v] : [cell.v.free, cell.v.ottoman];
        if (vals.some((x) => !Number.isInteger(x) || x < 0))
          throw new Error(`boze-igrzysko data: base strength of ${f} (${n} players) is not a natural number`);
      }
    }
  }
  let expectMin = 0;
  for (const row of CROWN_ARMY_TABLE) {
    if (row.v.min !== expectMin) throw new Error(`boze-igrzysko data: Crown Army table column ${row.v.min} leaves a gap`);
    expectMin = row.v.max + 1;
  }
  if (expectMin <= 20) throw new Error('boze-igrzysko data: Crown Army table does not reach a Court sum of 20');
}
validate();
