/** Proposed rulings of the spec (§8) and the list of RECONSTRUCTED values, shown by `/game rulings`. */
import type { RulingNote } from '../kit/types.js';
import { START_OBSTACLES_TAG } from './data/counts.js';
import { BLACK_FACES_TAG, CHARACTER_DATA, NEUTRAL_FACES_TAG } from './data/dice.js';
import { D_CARDS, MAIN_FINALS, SMALL_FINALS } from './data/finals.js';
import { REGION_DATA } from './data/map.js';
import { MISSIONS } from './data/missions.js';
import { EARLY_THREATS, LATE_THREATS } from './data/threats.js';
import { TOKEN_DATA } from './data/tokens.js';
import { TIME_TRACK, TRACK_PROFITS_TAG } from './data/tracks.js';
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
  'moraleTokenOwner',
  'dPenaltyFall',
  // The reconstructed dice and Warsaw formula chosen so that the border defence can be won.
  'finalReach',
  // The optional randomised mission deck (§2.8) and the limits it is generated within.
  'randomDeck',
] as const;

/**
 * The reconstructed list, item by item, and the data each item speaks of: every value of data/
 * tagged RECONSTRUCTED sits in one of them (test/engines/kit/provenance.test.ts).
 */
export const RECONSTRUCTED_LIST: Readonly<Record<string, readonly object[]>> = {
  'reconstructed.missions': [MISSIONS],
  'reconstructed.time': [TIME_TRACK],
  'reconstructed.profits': [TRACK_PROFITS_TAG],
  'reconstructed.regions': [REGION_DATA],
  'reconstructed.obstacles': [START_OBSTACLES_TAG],
  'reconstructed.dice': [NEUTRAL_FACES_TAG, CHARACTER_DATA, BLACK_FACES_TAG],
  'reconstructed.threats': [EARLY_THREATS, LATE_THREATS],
  'reconstructed.tokens': [TOKEN_DATA],
  'reconstructed.finals': [MAIN_FINALS, SMALL_FINALS, D_CARDS],
};

export const RULINGS: RulingNote[] = [
  ...IDS.map((id) => ({ id, text: m(`ruling.${id}`) })),
  { id: 'reconstructed', text: m('ruling.reconstructed') },
  ...Object.keys(RECONSTRUCTED_LIST).map((id) => ({ id, text: m(`ruling.${id}`) })),
];
