/**
 * Every printed value carries a provenance tag in the kit's vocabulary (kit/provenance.ts), so a
 * value checked later against a physical copy is a one-line change. The spec's own words map onto
 * it: TEXT is RULEBOOK; MIXED (partly stated, partly rebuilt) is RECONSTRUCTED with a note saying
 * which part is which; a MISSING title is no data (the card is shown by its id); a card of the
 * optional randomised deck is RULING (generated at setup within the limits of ruling randomDeck).
 */

/** Thrown when a data table is inconsistent; the message names the offending entry. */
export class DataError extends Error {
  constructor(entry: string, problem: string) {
    super(`niepodlegla data: ${entry}: ${problem}`);
    this.name = 'DataError';
  }
}
