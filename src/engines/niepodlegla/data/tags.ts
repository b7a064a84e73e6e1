/**
 * Status tags of the spec (shared/rules/niepodlegla.md §0): every printed value carries one,
 * so a value checked later against a physical copy is a one-line change.
 */
export type Tag = 'TEXT' | 'DERIVED' | 'RECONSTRUCTED' | 'MISSING' | 'RULING' | 'MIXED';

/** Thrown when a data table is inconsistent; the message names the offending entry. */
export class DataError extends Error {
  constructor(entry: string, problem: string) {
    super(`niepodlegla data: ${entry}: ${problem}`);
    this.name = 'DataError';
  }
}
