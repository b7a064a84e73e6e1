import { type Provenance, reconstructed, type Source } from '../../kit/provenance.js';

/** Royal Policy symbols (Symbole Polityki Królewskiej) [RULEBOOK]. */
export const SYMBOLS = ['SABRE', 'CHALICE', 'DUCAT', 'CROWN'] as const;
export type SymbolId = (typeof SYMBOLS)[number];

/**
 * How sure we are of a printed value (spec 0.1), in the kit's vocabulary (kit/provenance.ts):
 * RULEBOOK, DERIVED, or RECONSTRUCTED with how — the spec's EXT, INF and GUESS below.
 */
export type Tag = Provenance | Readonly<Source>;
/** Spec 0.1 RECONSTRUCTED-EXT. */
export const EXT = reconstructed('from a source outside the rulebook (spec 0.1: EXT)');
/** Spec 0.1 RECONSTRUCTED-INF. */
export const INF = reconstructed('inferred from the rulebook and its pictures (spec 0.1: INF)');
/** Spec 0.1 RECONSTRUCTED-GUESS. */
export const GUESS = reconstructed('a guess: nothing we have states it (spec 0.1: GUESS)');
