/**
 * The board: Provinces, Fiefs, neighbouring Powers and the ten Conflict fields
 * (spec 2.1). Field order I–X runs clockwise from Moscow [DERIVED, Ambiguity 13].
 */

export const PROVINCES = ['PRUSY', 'LITWA', 'UKRAINA', 'MALOPOLSKA', 'WIELKOPOLSKA'] as const;
export type ProvinceId = (typeof PROVINCES)[number];

export const FIEFS = ['INFLANTY', 'SMOLENSZCZYZNA', 'MOLDAWIA', 'SLASK'] as const;
export type FiefId = (typeof FIEFS)[number];

/** Where Estates can stand. */
export const AREAS = [...PROVINCES, ...FIEFS] as const;
export type AreaId = ProvinceId | FiefId;

export const POWERS = ['MOSCOW', 'COSSACKS_TATARS', 'TURKEY', 'HABSBURG', 'BRANDENBURG_SWEDEN'] as const;
export type PowerId = (typeof POWERS)[number];

/** Province colours on the board [RULEBOOK]. */
export const PROVINCE_COLOUR: Record<ProvinceId, string> = {
  PRUSY: '#8a8a8a',
  LITWA: '#3f6fb5',
  UKRAINA: '#e2c23a',
  MALOPOLSKA: '#c0392b',
  WIELKOPOLSKA: '#f2efe6',
};

/** Fiefs attached to Provinces [RULEBOOK]. */
export const FIEF_PROVINCE: Record<FiefId, ProvinceId> = {
  INFLANTY: 'LITWA',
  SMOLENSZCZYZNA: 'LITWA',
  MOLDAWIA: 'MALOPOLSKA',
  SLASK: 'WIELKOPOLSKA',
};

/** Each Power attacks one Province [RULEBOOK]. */
export const POWER_PROVINCE: Record<PowerId, ProvinceId> = {
  MOSCOW: 'LITWA',
  COSSACKS_TATARS: 'UKRAINA',
  TURKEY: 'MALOPOLSKA',
  HABSBURG: 'WIELKOPOLSKA',
  BRANDENBURG_SWEDEN: 'PRUSY',
};

export const FIELD_NAMES = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'] as const;

/** The two Conflict field indexes (0-based) of each Power; lower = "first clockwise" [DERIVED]. */
export const POWER_FIELDS: Record<PowerId, readonly [number, number]> = {
  MOSCOW: [0, 1],
  COSSACKS_TATARS: [2, 3],
  TURKEY: [4, 5],
  HABSBURG: [6, 7],
  BRANDENBURG_SWEDEN: [8, 9],
};

export function powerOfProvince(province: ProvinceId): PowerId {
  for (const p of POWERS) if (POWER_PROVINCE[p] === province) return p;
  throw new Error(`magnaci: no Power attacks ${province}`);
}

export function fiefsOf(province: ProvinceId): FiefId[] {
  return FIEFS.filter((f) => FIEF_PROVINCE[f] === province);
}

export function isProvince(area: string): area is ProvinceId {
  return (PROVINCES as readonly string[]).includes(area);
}
