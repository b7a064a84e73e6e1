/** Royal Policy symbols (Symbole Polityki Królewskiej) [RULEBOOK]. */
export const SYMBOLS = ['SABRE', 'CHALICE', 'DUCAT', 'CROWN'] as const;
export type SymbolId = (typeof SYMBOLS)[number];

/** How sure we are of a printed value (spec 0.1). */
export type Tag = 'RULEBOOK' | 'DERIVED' | 'RECONSTRUCTED-EXT' | 'RECONSTRUCTED-INF' | 'RECONSTRUCTED-GUESS';
