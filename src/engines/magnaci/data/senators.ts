/** The four Senator cards (karty Senatorów), spec 2.4, resolved in this order. */
import { type SymbolId, type Tag, INF } from './symbols.js';

export const OFFICES = ['PRYMAS', 'PODSKARBI', 'HETMAN', 'KANCLERZ'] as const;
export type OfficeId = (typeof OFFICES)[number];

interface SenatorData {
  /** Estates gained when won [RULEBOOK]. */
  estates: number;
  symbol: SymbolId;
  symbolTag: Tag;
  /** +Strength (Hetman) or +Influence (Kanclerz) for the own card, when the office acts so. */
  modifier: number;
}

export const SENATORS: Record<OfficeId, SenatorData> = {
  PRYMAS: { estates: 1, symbol: 'CHALICE', symbolTag: INF, modifier: 0 },
  PODSKARBI: { estates: 1, symbol: 'DUCAT', symbolTag: INF, modifier: 0 },
  HETMAN: { estates: 1, symbol: 'SABRE', symbolTag: 'DERIVED', modifier: 3 },
  KANCLERZ: { estates: 1, symbol: 'CROWN', symbolTag: INF, modifier: 3 },
};
