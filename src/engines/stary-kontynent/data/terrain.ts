/**
 * The printed terrain table (spec §2.5). Each value carries its source tag so a corrected
 * value is a one-line change.
 */
import type { Provenance } from '../../kit/provenance.js';

export const TERRAINS = ['plain', 'marsh', 'forest', 'cave', 'mountain', 'goldMountain', 'fertilePlain'] as const;
export type Terrain = (typeof TERRAINS)[number];

/** The kit's provenance vocabulary (kit/provenance.ts). */
export type Tag = Provenance;

interface TerrainRow {
  /** Armies' summed strength needed to control the hex. */
  threshold: number;
  /** Counts as "mountains" for the assault modifier (Góry). */
  mountain: boolean;
  /** Pips every army on the hex loses to a plague. */
  plagueLoss: number;
  tag: Tag;
}

export const TERRAIN: Record<Terrain, TerrainRow> = {
  plain: { threshold: 1, mountain: false, plagueLoss: 1, tag: 'RULEBOOK' }, // Równina
  marsh: { threshold: 2, mountain: false, plagueLoss: 1, tag: 'RULEBOOK' }, // Rojsty
  forest: { threshold: 3, mountain: false, plagueLoss: 1, tag: 'RULEBOOK' }, // Las
  cave: { threshold: 4, mountain: false, plagueLoss: 2, tag: 'RULEBOOK' }, // Tajemnicza jaskinia: wild beasts take 2
  mountain: { threshold: 5, mountain: true, plagueLoss: 1, tag: 'RULEBOOK' }, // Łańcuch górski
  // Góry ze złożem złota: counts as mountains by ruling A8.
  goldMountain: { threshold: 6, mountain: true, plagueLoss: 1, tag: 'RULING' },
  fertilePlain: { threshold: 6, mountain: false, plagueLoss: 1, tag: 'RULEBOOK' }, // Urodzajna równina z sadem
};

export function threshold(t: Terrain): number {
  return TERRAIN[t].threshold;
}

for (const t of TERRAINS) {
  const row = TERRAIN[t];
  if (!Number.isInteger(row.threshold) || row.threshold < 1 || row.threshold > 6)
    throw new Error(`stary-kontynent data: terrain ${t} has threshold ${row.threshold} outside 1..6`);
  if (!Number.isInteger(row.plagueLoss) || row.plagueLoss < 0)
    throw new Error(`stary-kontynent data: terrain ${t} has a bad plague loss`);
}
