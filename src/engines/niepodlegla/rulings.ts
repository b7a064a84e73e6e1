/** Proposed rulings of the spec (§8) and the list of RECONSTRUCTED values, shown by `/game rules`. */
import type { RulingNote } from '../kit/types.js';
import { m } from './msg.js';

const IDS = [
  'A3',
  'A4',
  'A5',
  'A6',
  'A7',
  'A8',
  'A9',
  'A10',
  'A11',
  'A12',
  'A13',
  'A14',
  'A15',
  'A16',
  'A17',
  'A18',
  'A19',
  'A20',
  'A21',
  'A22',
  'A23',
  'A24',
  'A25',
  'A26',
  'A28',
  'A29',
  'A30',
  'A31',
  'A32',
  'A33',
  'A34',
  'A35',
  'A36',
  'A38',
  'A40',
  'A42',
  'A44',
  'A45',
  'A46',
  // Rulings of this implementation where the spec is silent.
  'oneProposal',
  'agreedMayPropose',
  'doneMayAct',
  'cancelOrder',
  'imprisonEmptyPool',
  'lendOwner',
  // The optional randomised mission deck (§2.8) and the limits it is generated within.
  'randomDeck',
] as const;

export const RULINGS: RulingNote[] = [
  ...IDS.map((id) => ({ id, text: m(`ruling.${id}`) })),
  { id: 'reconstructed', text: m('ruling.reconstructed') },
];
