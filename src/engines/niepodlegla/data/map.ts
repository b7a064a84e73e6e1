import type { Provenance } from '../../kit/provenance.js';

/** The 16 areas (obszary) in canonical order (§2.2); the order breaks every tie of the defaults. */
export const CITIES = [
  'GDANSK',
  'POZNAN',
  'OPOLE',
  'CIESZYN',
  'KRAKOW',
  'LWOW',
  'STANISLAWOW',
  'KOWNO',
  'WILNO',
  'PINSK',
  'LUCK',
  'WARSZAWA',
  'LODZ',
  'LUBLIN',
  'KIELCE',
  'BIALYSTOK',
] as const;
export type City = (typeof CITIES)[number];

export const REGIONS = ['PRUSSIAN', 'GALICIA', 'KRESY', 'CENTRAL'] as const;
export type Region = (typeof REGIONS)[number];

export type RegionReward = 'MORALE' | 'NEUTRAL_DIE';

export interface RegionData {
  cities: readonly City[];
  citiesTag: Provenance;
  /** Granted at the refill while every city of the region holds independence. */
  reward: RegionReward;
  rewardTag: Provenance;
  /** Map colour (board side A). */
  colour: string;
}

export const REGION_DATA: Record<Region, RegionData> = {
  // Names TEXT (final-card conditions); a 3-city Prussian region is an assumption.
  PRUSSIAN: { cities: ['GDANSK', 'POZNAN', 'OPOLE'], citiesTag: 'RECONSTRUCTED', reward: 'NEUTRAL_DIE', rewardTag: 'RECONSTRUCTED', colour: '#9aa0a6' },
  // Names DERIVED from the refill example; +1 morale DERIVED (E12, natural reading).
  GALICIA: { cities: ['CIESZYN', 'KRAKOW', 'LWOW', 'STANISLAWOW'], citiesTag: 'DERIVED', reward: 'MORALE', rewardTag: 'DERIVED', colour: '#e8a0b4' },
  KRESY: { cities: ['KOWNO', 'WILNO', 'PINSK', 'LUCK'], citiesTag: 'RULEBOOK', reward: 'NEUTRAL_DIE', rewardTag: 'RECONSTRUCTED', colour: '#e9d56b' },
  CENTRAL: { cities: ['WARSZAWA', 'LODZ', 'LUBLIN', 'KIELCE', 'BIALYSTOK'], citiesTag: 'RECONSTRUCTED', reward: 'MORALE', rewardTag: 'RECONSTRUCTED', colour: '#8cc084' },
};

/** Groups of regions named by effects. RUSSIAN_PARTITION = Kresy + Central (ruling A8; option 'kresy' narrows it). */
export const GROUPS = ['RUSSIAN_PARTITION'] as const;
export type Group = (typeof GROUPS)[number];

export function regionOf(city: City): Region {
  for (const r of REGIONS) if (REGION_DATA[r].cities.includes(city)) return r;
  throw new Error(`niepodlegla data: city ${city} is in no region`);
}

export function isCity(value: string): value is City {
  return (CITIES as readonly string[]).includes(value);
}
export function isRegion(value: string): value is Region {
  return (REGIONS as readonly string[]).includes(value);
}
export function isGroup(value: string): value is Group {
  return (GROUPS as readonly string[]).includes(value);
}
