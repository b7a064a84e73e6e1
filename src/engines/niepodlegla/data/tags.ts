/**
 * Status tags of the spec (shared/rules/niepodlegla.md §0): every printed value carries one,
 * so a value checked later against a physical copy is a one-line change.
 * GENERATED marks a card of the optional randomised deck, made at setup from the game's rng.
 */
export type Tag = 'TEXT' | 'DERIVED' | 'RECONSTRUCTED' | 'MISSING' | 'RULING' | 'MIXED' | 'GENERATED';

/** Thrown when a data table is inconsistent; the message names the offending entry. */
export class DataError extends Error {
  constructor(entry: string, problem: string) {
    super(`niepodlegla data: ${entry}: ${problem}`);
    this.name = 'DataError';
  }
}
