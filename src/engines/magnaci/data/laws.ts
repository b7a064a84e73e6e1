/**
 * The 25 Law cards (karty Praw), spec 2.6. Every printed value carries its tag so a
 * corrected value is a one-line change; rules code reads only this table.
 */
import type { ProvinceId } from './geography.js';
import type { OfficeId } from './senators.js';
import { type SymbolId, type Tag, EXT, GUESS } from './symbols.js';

export const BUILDINGS = ['MONASTERY', 'PALACE', 'FORTRESS'] as const;
export type BuildingId = (typeof BUILDINGS)[number];

export type LawEffect =
  /** ±Influence to the own card in a Senate office contest (optionally one office only) or a Sejm contest. */
  | { type: 'MOD_INFLUENCE'; value: number; senate: boolean; sejm: boolean; office?: OfficeId }
  /** ±Strength to the own card in the Conflict being resolved. */
  | { type: 'MOD_STRENGTH'; value: number }
  /** Puts a building in the Province of the Conflict being resolved: +value Commonwealth Strength. */
  | { type: 'BUILD'; building: BuildingId; value: number }
  | { type: 'GRAIN_RAFTING'; target: ProvinceId; first: ProvinceId; second: ProvinceId }
  | { type: 'UNION'; provinces: readonly ProvinceId[] }
  | { type: 'PRIVATE_DUCHY'; minByPlayers: Record<2 | 3 | 4 | 5, number> }
  | { type: 'AD_MAIOREM'; min: number }
  | { type: 'EMBASSY' }
  | { type: 'ENTAIL' }
  | { type: 'VETO' }
  | { type: 'ASSIGNATS' }
  | { type: 'PACTA_CONVENTA' }
  | { type: 'END_BONUS_IF_NO_PARTITION'; value: number };

export interface LawData {
  /** Printed Estates when won. */
  estates: number;
  symbols: readonly SymbolId[];
  /** Tag of the Estates/symbol values (table 2.6.1). */
  printTag: Tag;
  effect: LawEffect;
  /** Tag of the effect text (table 2.6.2). */
  effectTag: Tag;
}

const INFL = (value: number, office?: OfficeId): LawEffect =>
  office
    ? { type: 'MOD_INFLUENCE', value, senate: true, sejm: false, office }
    : { type: 'MOD_INFLUENCE', value, senate: true, sejm: true };

export const LAWS = {
  BISKUPSTWO: { estates: 2, symbols: ['CHALICE'], printTag: 'DERIVED', effect: INFL(10, 'PRYMAS'), effectTag: EXT },
  WERSAL_POLNOCY: { estates: 2, symbols: ['DUCAT'], printTag: GUESS, effect: INFL(10, 'PODSKARBI'), effectTag: EXT },
  SZKOLA_RYCERSKA: { estates: 2, symbols: ['SABRE'], printTag: GUESS, effect: INFL(10, 'HETMAN'), effectTag: EXT },
  SEJMIK_ZIEMSKI: { estates: 2, symbols: ['CROWN'], printTag: GUESS, effect: INFL(10, 'KANCLERZ'), effectTag: EXT },
  TRYBUNAL: { estates: 2, symbols: ['CROWN'], printTag: 'DERIVED', effect: INFL(1), effectTag: EXT },
  KONFEDERACJA: { estates: 1, symbols: ['CROWN'], printTag: GUESS, effect: INFL(2), effectTag: EXT },
  KOLEGIA_JEZUICKIE: { estates: 2, symbols: ['CHALICE'], printTag: 'DERIVED', effect: INFL(1), effectTag: 'RULEBOOK' },
  INNOWIERCY: { estates: 2, symbols: ['CHALICE'], printTag: GUESS, effect: { type: 'MOD_STRENGTH', value: -1 }, effectTag: EXT },
  ROKOSZ: { estates: 1, symbols: ['SABRE'], printTag: GUESS, effect: { type: 'MOD_STRENGTH', value: -2 }, effectTag: EXT },
  KAPITULACJA: { estates: 0, symbols: ['SABRE'], printTag: 'RULEBOOK', effect: { type: 'MOD_STRENGTH', value: -3 }, effectTag: 'RULEBOOK' },
  KLASZTOR: { estates: 2, symbols: ['CHALICE'], printTag: GUESS, effect: { type: 'BUILD', building: 'MONASTERY', value: 1 }, effectTag: 'RULEBOOK' },
  PALAZZO_IN_FORTEZZA: { estates: 1, symbols: ['DUCAT'], printTag: GUESS, effect: { type: 'BUILD', building: 'PALACE', value: 2 }, effectTag: 'RULEBOOK' },
  TWIERDZA: { estates: 0, symbols: ['SABRE'], printTag: GUESS, effect: { type: 'BUILD', building: 'FORTRESS', value: 3 }, effectTag: 'RULEBOOK' },
  POSPOLITE_RUSZENIE: { estates: 2, symbols: ['SABRE'], printTag: GUESS, effect: { type: 'MOD_STRENGTH', value: 1 }, effectTag: EXT },
  WOJSKA_KWARCIANE: { estates: 1, symbols: ['SABRE'], printTag: GUESS, effect: { type: 'MOD_STRENGTH', value: 2 }, effectTag: EXT },
  SPLAW_ZBOZA: { estates: 1, symbols: ['DUCAT'], printTag: GUESS, effect: { type: 'GRAIN_RAFTING', target: 'PRUSY', first: 'WIELKOPOLSKA', second: 'MALOPOLSKA' }, effectTag: EXT },
  UNIA_BRZESKA: { estates: 1, symbols: ['CHALICE'], printTag: GUESS, effect: { type: 'UNION', provinces: ['LITWA', 'UKRAINA'] }, effectTag: EXT },
  PRYWATNE_KSIESTWO: { estates: 1, symbols: ['DUCAT'], printTag: 'DERIVED', effect: { type: 'PRIVATE_DUCHY', minByPlayers: { 2: 2, 3: 2, 4: 1, 5: 1 } }, effectTag: EXT },
  AD_MAIOREM_DEI_GLORIAM: { estates: 1, symbols: ['CHALICE'], printTag: GUESS, effect: { type: 'AD_MAIOREM', min: 4 }, effectTag: EXT },
  POSELSTWO: { estates: 1, symbols: ['CROWN'], printTag: GUESS, effect: { type: 'EMBASSY' }, effectTag: EXT },
  ORDYNACJA: { estates: 1, symbols: ['DUCAT'], printTag: GUESS, effect: { type: 'ENTAIL' }, effectTag: EXT },
  VETO: { estates: 0, symbols: ['CROWN'], printTag: GUESS, effect: { type: 'VETO' }, effectTag: 'RULEBOOK' },
  ASYGNATY: { estates: 0, symbols: ['DUCAT'], printTag: GUESS, effect: { type: 'ASSIGNATS' }, effectTag: EXT },
  PACTA_CONVENTA: { estates: 1, symbols: ['CROWN'], printTag: GUESS, effect: { type: 'PACTA_CONVENTA' }, effectTag: EXT },
  KONSTYTUCJA_3_MAJA: { estates: 0, symbols: ['SABRE', 'CHALICE', 'DUCAT', 'CROWN'], printTag: 'DERIVED', effect: { type: 'END_BONUS_IF_NO_PARTITION', value: 5 }, effectTag: 'RULEBOOK' },
} as const satisfies Record<string, LawData>;

export type LawId = keyof typeof LAWS;
export const LAW_IDS = Object.keys(LAWS) as LawId[];

export function law(id: LawId): LawData {
  return LAWS[id];
}

export function isLawId(v: string): v is LawId {
  return Object.hasOwn(LAWS, v);
}
