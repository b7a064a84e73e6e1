/**
 * The 25 Conflict cards (karty Konfliktów), spec 2.7. Scale = k × number of players
 * [RECONSTRUCTED-INF]; only the values tagged DERIVED come from the rulebook example.
 */
import type { FiefId, ProvinceId } from './geography.js';
import { type Tag, GUESS, INF } from './symbols.js';

export type ConflictReward = { type: 'ESTATE' } | { type: 'FIEF'; fief: FiefId };
export type ConflictLoss =
  /** Najazd: everyone loses 1 Estate in each listed Province; the lowest loses 1 more in the first. */
  | { type: 'RAID'; provinces: readonly ProvinceId[] }
  | { type: 'LOSE_LAW_CARD' }
  | { type: 'BLACK_CLOUDS' }
  | { type: 'SILENT_SEJM' };

export interface ConflictData {
  province: ProvinceId;
  /** Scale multiplier: Scale = k × players. */
  k: number;
  reward: ConflictReward;
  loss: ConflictLoss;
  /** Tags for province / k / reward / loss. */
  tags: { province: Tag; k: Tag; reward: Tag; loss: Tag };
}

const G: Tag = GUESS;
const I: Tag = INF;
const D: Tag = 'DERIVED';
const R: Tag = 'RULEBOOK';
const raid = (...provinces: ProvinceId[]): ConflictLoss => ({ type: 'RAID', provinces });
const ESTATE: ConflictReward = { type: 'ESTATE' };
const fief = (f: FiefId): ConflictReward => ({ type: 'FIEF', fief: f });

export const CONFLICTS = {
  WOJNA_INFLANCKA: { province: 'LITWA', k: 7, reward: fief('INFLANTY'), loss: raid('LITWA'), tags: { province: D, k: D, reward: D, loss: D } },
  WOJNA_SMOLENSKA: { province: 'LITWA', k: 7, reward: fief('SMOLENSZCZYZNA'), loss: raid('LITWA'), tags: { province: I, k: G, reward: R, loss: I } },
  WOJNA_MOSKIEWSKA: { province: 'LITWA', k: 6, reward: fief('SMOLENSZCZYZNA'), loss: { type: 'LOSE_LAW_CARD' }, tags: { province: I, k: G, reward: G, loss: G } },
  WOJNA_Z_ROSJA: { province: 'LITWA', k: 8, reward: ESTATE, loss: raid('LITWA', 'UKRAINA'), tags: { province: I, k: G, reward: I, loss: G } },
  SEJM_NIEMY: { province: 'LITWA', k: 7, reward: ESTATE, loss: { type: 'SILENT_SEJM' }, tags: { province: I, k: G, reward: I, loss: R } },
  NAJAZD_ORDY_KRYMSKIEJ: { province: 'UKRAINA', k: 7, reward: ESTATE, loss: raid('UKRAINA', 'MALOPOLSKA'), tags: { province: D, k: D, reward: D, loss: D } },
  BUNT_KOZAKOW: { province: 'UKRAINA', k: 7, reward: ESTATE, loss: raid('UKRAINA'), tags: { province: D, k: D, reward: R, loss: D } },
  WOJNA_Z_ABAZY_PASZA: { province: 'UKRAINA', k: 7, reward: ESTATE, loss: raid('UKRAINA'), tags: { province: D, k: G, reward: I, loss: I } },
  POWSTANIE_CHMIELNICKIEGO: { province: 'UKRAINA', k: 8, reward: ESTATE, loss: raid('UKRAINA', 'LITWA'), tags: { province: I, k: G, reward: I, loss: G } },
  NAJAZD_KANTEMIRA_MIRZY: { province: 'UKRAINA', k: 6, reward: ESTATE, loss: raid('UKRAINA'), tags: { province: I, k: G, reward: I, loss: I } },
  WOJNA_TURECKA: { province: 'MALOPOLSKA', k: 8, reward: ESTATE, loss: raid('MALOPOLSKA'), tags: { province: D, k: D, reward: I, loss: D } },
  WOJNA_MOLDAWSKA: { province: 'MALOPOLSKA', k: 6, reward: fief('MOLDAWIA'), loss: { type: 'LOSE_LAW_CARD' }, tags: { province: I, k: G, reward: I, loss: G } },
  PRZEDMURZE_CHRZESCIJANSTWA: { province: 'MALOPOLSKA', k: 7, reward: ESTATE, loss: raid('MALOPOLSKA'), tags: { province: I, k: G, reward: I, loss: I } },
  SWIETA_LIGA: { province: 'MALOPOLSKA', k: 8, reward: ESTATE, loss: raid('MALOPOLSKA'), tags: { province: I, k: G, reward: I, loss: I } },
  NAJAZD_RAKOCZEGO: { province: 'MALOPOLSKA', k: 7, reward: ESTATE, loss: raid('MALOPOLSKA', 'WIELKOPOLSKA'), tags: { province: I, k: G, reward: I, loss: G } },
  KROLOWA_HABSBURZANKA: { province: 'WIELKOPOLSKA', k: 6, reward: fief('SLASK'), loss: { type: 'LOSE_LAW_CARD' }, tags: { province: D, k: D, reward: D, loss: G } },
  ELEKCJA_MAKSYMILIANA: { province: 'WIELKOPOLSKA', k: 6, reward: ESTATE, loss: raid('WIELKOPOLSKA'), tags: { province: I, k: G, reward: I, loss: I } },
  ODSIECZ_WIEDENSKA: { province: 'WIELKOPOLSKA', k: 8, reward: ESTATE, loss: raid('WIELKOPOLSKA'), tags: { province: I, k: G, reward: I, loss: I } },
  INSUREKCJA: { province: 'WIELKOPOLSKA', k: 7, reward: ESTATE, loss: raid('WIELKOPOLSKA'), tags: { province: I, k: G, reward: I, loss: I } },
  TRAKTAT_TRZECH_CZARNYCH_ORLOW: { province: 'WIELKOPOLSKA', k: 8, reward: ESTATE, loss: raid('WIELKOPOLSKA', 'PRUSY'), tags: { province: I, k: G, reward: I, loss: G } },
  CZARNE_CHMURY: { province: 'PRUSY', k: 7, reward: ESTATE, loss: { type: 'BLACK_CLOUDS' }, tags: { province: I, k: G, reward: I, loss: R } },
  BUNT_GDANSZCZAN: { province: 'PRUSY', k: 6, reward: ESTATE, loss: raid('PRUSY'), tags: { province: I, k: G, reward: I, loss: I } },
  WOJNA_POLNOCNA: { province: 'PRUSY', k: 7, reward: ESTATE, loss: raid('PRUSY'), tags: { province: I, k: G, reward: I, loss: I } },
  WOJNA_SZWEDZKA: { province: 'PRUSY', k: 7, reward: ESTATE, loss: raid('PRUSY'), tags: { province: I, k: G, reward: I, loss: I } },
  POTOP_SZWEDZKI: { province: 'PRUSY', k: 8, reward: ESTATE, loss: raid('PRUSY', 'WIELKOPOLSKA', 'MALOPOLSKA'), tags: { province: I, k: G, reward: I, loss: G } },
} as const satisfies Record<string, ConflictData>;

export type ConflictId = keyof typeof CONFLICTS;
export const CONFLICT_IDS = Object.keys(CONFLICTS) as ConflictId[];

export function conflict(id: ConflictId): ConflictData {
  return CONFLICTS[id];
}

/** Skala Konfliktu for the number of players [RECONSTRUCTED-INF: k × N]. */
export function scaleOf(id: ConflictId, players: number): number {
  return CONFLICTS[id].k * players;
}

export function isConflictId(v: string): v is ConflictId {
  return Object.hasOwn(CONFLICTS, v);
}
