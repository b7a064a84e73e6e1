/**
 * How many random games a property test plays: a quick default run for a developer's `npm test`,
 * the full sweep when PROPERTY_SWEEP=1 (CI sets it in .ci/run). A game's own variable (BOZE_SEEDS,
 * MAGNACI_SEEDS, NIEP_SEEDS) still overrides both for a one-off run.
 */
export const FULL_SWEEP = process.env.PROPERTY_SWEEP === '1';

export function propertySeeds(override?: string, full = 200, quick = 50): number {
  if (override !== undefined && override !== '') return Number(override);
  return FULL_SWEEP ? full : quick;
}
