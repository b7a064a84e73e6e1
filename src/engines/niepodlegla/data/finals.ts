import type { City } from './map.js';
import type { Sym } from './symbols.js';
import type { Provenance } from '../../kit/provenance.js';

/** The condition that flips a small final card to its easy side (§2.9; TEXT, matched to cards by content). */
export type FlipCondition =
  | { kind: 'accordAbove'; value: number }
  | { kind: 'foreignAbove'; value: number }
  | { kind: 'cityControlled'; city: City }
  | { kind: 'allControlled'; cities: readonly City[] }
  | { kind: 'atLeastControlled'; cities: readonly City[]; count: number }
  | { kind: 'controlledAreasAbove'; value: number };

export interface SmallFinal {
  id: string;
  title: string;
  flip: FlipCondition;
  /** White frame: 3 symbols, RECONSTRUCTED. */
  hard: readonly Sym[];
  /** Red frame: 2 symbols (TEXT for ), types RECONSTRUCTED. */
  easy: readonly Sym[];
  tag: Provenance;
  note?: string;
}

/** What of a small final card the rulebook states and what is rebuilt. */
const FINAL_NOTE = 'title and flip condition RULEBOOK; the symbols of both frames RECONSTRUCTED (the cards are lost)';

export const SMALL_FINALS: readonly SmallFinal[] = [
  { id: 'A-61', title: 'Piłsudski zostaje Naczelnym Wodzem i Naczelnikiem Państwa', flip: { kind: 'accordAbove', value: 6 }, hard: ['FIGHT', 'PEOPLE', 'DIPLOMACY'], easy: ['FIGHT', 'PEOPLE'], tag: 'RECONSTRUCTED', note: FINAL_NOTE },
  { id: 'A-62', title: 'Powstanie wielkopolskie', flip: { kind: 'cityControlled', city: 'POZNAN' }, hard: ['FIGHT', 'FIGHT', 'PEOPLE'], easy: ['FIGHT', 'PEOPLE'], tag: 'RECONSTRUCTED', note: FINAL_NOTE },
  { id: 'A-63', title: 'Usunięcie wojsk zaborczych', flip: { kind: 'controlledAreasAbove', value: 10 }, hard: ['FIGHT', 'FIGHT', 'DIPLOMACY'], easy: ['FIGHT', 'DIPLOMACY'], tag: 'RECONSTRUCTED', note: FINAL_NOTE },
  { id: 'A-64', title: 'Błękitna Armia i Wielkopolanie pomagają wyzwolić Galicję Wschodnią', flip: { kind: 'allControlled', cities: ['KRAKOW', 'LWOW', 'STANISLAWOW'] }, hard: ['FIGHT', 'FIGHT', 'MONEY'], easy: ['FIGHT', 'MONEY'], tag: 'RECONSTRUCTED', note: FINAL_NOTE },
  { id: 'A-65', title: 'Powstania śląskie', flip: { kind: 'cityControlled', city: 'OPOLE' }, hard: ['FIGHT', 'PEOPLE', 'PEOPLE'], easy: ['FIGHT', 'PEOPLE'], tag: 'RECONSTRUCTED', note: FINAL_NOTE },
  { id: 'A-66', title: 'Wybory i powołanie Sejmu Ustawodawczego', flip: { kind: 'controlledAreasAbove', value: 15 }, hard: ['PEOPLE', 'PEOPLE', 'DIPLOMACY'], easy: ['PEOPLE', 'DIPLOMACY'], tag: 'RECONSTRUCTED', note: FINAL_NOTE },
  { id: 'A-67', title: 'Wezwanie chłopów do walki o wolność ojczyzny', flip: { kind: 'atLeastControlled', cities: ['KOWNO', 'WILNO', 'PINSK', 'LUCK'], count: 2 }, hard: ['PEOPLE', 'PEOPLE', 'FIGHT'], easy: ['PEOPLE', 'FIGHT'], tag: 'RECONSTRUCTED', note: FINAL_NOTE },
  { id: 'A-68', title: 'Przystąpienie Polski do Ligi Narodów', flip: { kind: 'foreignAbove', value: 6 }, hard: ['DIPLOMACY', 'DIPLOMACY', 'MONEY'], easy: ['DIPLOMACY', 'DIPLOMACY'], tag: 'RECONSTRUCTED', note: FINAL_NOTE },
  { id: 'A-69', title: 'Zaślubiny z morzem', flip: { kind: 'cityControlled', city: 'GDANSK' }, hard: ['PEOPLE', 'DIPLOMACY', 'MONEY'], easy: ['DIPLOMACY', 'MONEY'], tag: 'RECONSTRUCTED', note: FINAL_NOTE },
];

/** Extra challenges "D" (A-70…A-77): titles MISSING, requirements RECONSTRUCTED, 2 points each (TEXT). */
export const D_CARDS: readonly { id: string; req: readonly Sym[]; tag: Provenance }[] = [
  { id: 'A-70', req: ['FIGHT', 'FIGHT', 'DIPLOMACY'], tag: 'RECONSTRUCTED' },
  { id: 'A-71', req: ['DIPLOMACY', 'DIPLOMACY', 'PEOPLE'], tag: 'RECONSTRUCTED' },
  { id: 'A-72', req: ['PEOPLE', 'PEOPLE', 'MONEY'], tag: 'RECONSTRUCTED' },
  { id: 'A-73', req: ['FIGHT', 'MONEY', 'MONEY'], tag: 'RECONSTRUCTED' },
  { id: 'A-74', req: ['DIPLOMACY', 'DIPLOMACY', 'MONEY'], tag: 'RECONSTRUCTED' },
  { id: 'A-75', req: ['FIGHT', 'FIGHT', 'PEOPLE'], tag: 'RECONSTRUCTED' },
  { id: 'A-76', req: ['PEOPLE', 'DIPLOMACY', 'FIGHT'], tag: 'RECONSTRUCTED' },
  { id: 'A-77', req: ['MONEY', 'PEOPLE', 'DIPLOMACY'], tag: 'RECONSTRUCTED' },
];
export const D_MAX = 6;
export const D_POINTS = 2;

/** Main finals (joint, no pawns). Symbol of Paris TEXT; formulas RECONSTRUCTED except s = 3 → 6 (TEXT); Warsaw's: ruling finalReach. */
export const MAIN_FINALS = {
  PARIS: { symbol: 'DIPLOMACY' as Sym, points: 10, tag: 'RECONSTRUCTED' as Provenance },
  WARSAW: { symbol: 'FIGHT' as Sym, points: 10, tag: 'RECONSTRUCTED' as Provenance },
};

/** Paris: s = accord + foreign − 10 ≥ 0; requires max(3, 9 − s) DIPLOMACY. */
export function parisRequired(accord: number, foreign: number): number {
  const s = Math.max(0, accord + foreign - 10);
  return Math.max(3, 9 - s);
}

/**
 * Warsaw: b Bolshevik obstacles on the map; requires min(9, 1 + ceil(b / 2)) FIGHT, one plus one per
 * two Bolshevik tokens (ruling finalReach; until engine 4 min(9, 4 + ceil(b / 2))). Only "fewer red
 * tokens, easier" is RULEBOOK.
 */
export function warsawRequired(bolsheviks: number): number {
  return Math.min(9, 1 + Math.ceil(bolsheviks / 2));
}

/** Rank table (§6.4, TEXT), best first; a score below the last band is "try again". */
export const RANKS: readonly { min: number; key: string }[] = [
  { min: 53, key: 'marshal' },
  { min: 52, key: 'lieutenantGeneral' },
  { min: 51, key: 'majorGeneral' },
  { min: 50, key: 'brigadierGeneral' },
  { min: 48, key: 'colonel' },
  { min: 47, key: 'lieutenantColonel' },
  { min: 45, key: 'major' },
  { min: 44, key: 'cavalryCaptain' },
];
