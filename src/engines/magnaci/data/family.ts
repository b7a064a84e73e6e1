/**
 * One Family deck (13 cards, identical for every colour), spec 2.2.
 * Composition {2–9, Lady, 11–14} is [DERIVED] (Ambiguity 1); the Lady's values are [RULEBOOK].
 */

export const FAMILY_CARDS = ['F2', 'F3', 'F4', 'F5', 'F6', 'F7', 'F8', 'F9', 'DAMA', 'F11', 'F12', 'F13', 'F14'] as const;
export type FamilyCardId = (typeof FAMILY_CARDS)[number];

interface FamilyCardData {
  /** Siła: used in Conflicts. */
  strength: number;
  /** Wpływy: used in the Senate and the Sejm. */
  influence: number;
}

export const FAMILY: Record<FamilyCardId, FamilyCardData> = {
  F2: { strength: 2, influence: 2 },
  F3: { strength: 3, influence: 3 },
  F4: { strength: 4, influence: 4 },
  F5: { strength: 5, influence: 5 },
  F6: { strength: 6, influence: 6 },
  F7: { strength: 7, influence: 7 },
  F8: { strength: 8, influence: 8 },
  F9: { strength: 9, influence: 9 },
  DAMA: { strength: 1, influence: 10 },
  F11: { strength: 11, influence: 11 },
  F12: { strength: 12, influence: 12 },
  F13: { strength: 13, influence: 13 },
  F14: { strength: 14, influence: 14 },
};

export function isFamilyCard(v: string): v is FamilyCardId {
  return (FAMILY_CARDS as readonly string[]).includes(v);
}
