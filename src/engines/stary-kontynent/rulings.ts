/** Proposed rulings of the spec (§7) and the reconstructed values, listed for players by `/game rulings`. */
import type { RulingNote } from '../kit/types.js';
import { msg } from './msg.js';

/** Ruling ids A1..A51 as in the spec's §7. */
export const RULING_IDS = Array.from({ length: 51 }, (_, i) => `A${i + 1}`);

export const rulings: RulingNote[] = [
  ...RULING_IDS.map((id) => ({ id, text: msg(`ruling.${id}`) })),
  { id: 'reconstructed', text: msg('ruling.reconstructed') },
];
