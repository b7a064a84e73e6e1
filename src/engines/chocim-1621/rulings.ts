/**
 * What `/game rulings` lists for Chocim 1621: the spec's rulings (A-1 … A-70), the reconstructed
 * values (a summary, then one item per kind of lost component), and this engine's play-by-post
 * rulings where the spec's decision table (9.2) leaves the mechanics open (PBP-n).
 */
import type { RulingNote } from '../kit/types.js';
import { PRINTED } from './data/printed.js';
import { msg } from './rules/msgs.js';

export const RULING_IDS: string[] = [
  ...Array.from({ length: 70 }, (_, i) => `A-${i + 1}`),
  'reconstructed',
  'PBP-1',
  'PBP-2',
  'PBP-3',
  'PBP-4',
  'PBP-5',
  'PBP-6',
];

/**
 * The reconstructed list, item by item, and the printed data each item speaks of: every value of
 * data/ tagged RECONSTRUCTED sits in one of them (test/engines/kit/provenance.test.ts).
 */
export const RECONSTRUCTED_LIST: Readonly<Record<string, readonly object[]>> = {
  'reconstructed.layout': [PRINTED.lines, PRINTED.adjacency],
  'reconstructed.fields': [PRINTED.fields, PRINTED.bastionAlternative],
  'reconstructed.actions': [PRINTED.actions],
  'reconstructed.pitched': [PRINTED.pitched],
  'reconstructed.tracks': [PRINTED.morale, PRINTED.supply],
  'reconstructed.commanders': [PRINTED.commanders, PRINTED.fillerCommandValues],
  'reconstructed.diplomacy': [PRINTED.diplomacy],
  'reconstructed.claims': [PRINTED.claims],
};

export const rulings: RulingNote[] = [
  ...RULING_IDS.map((id) => ({ id, text: msg(`ruling.${id}`) })),
  ...Object.keys(RECONSTRUCTED_LIST).map((id) => ({ id, text: msg(`ruling.${id}`) })),
];
