import type { Deck } from './missions.js';
import type { Provenance } from '../../kit/provenance.js';

/**
 * The constraints of the optional randomised mission deck (spec §2.8, "If a randomised deck is
 * preferred"): the generator builds within them and checks its result against them. The spec
 * lists them as the design rules of its own reconstructed deck, so they are RULING values;
 * where the spec says "about", the tolerance is ours (RULING) and the targets are the
 * reconstruction's own shares.
 */
export const RANDOM_DECK = {
  /** Cards per deck (§2.1 TEXT: 11 start cards, 49 stage cards; the 17/16/16 split RECONSTRUCTED). */
  cards: { S: 11, '1': 17, '2': 16, '3': 16 } as Record<Deck, number>,
  /** 4-player-only cards per deck. */
  p4: { S: 2, '1': 4, '2': 4, '3': 4 } as Record<Deck, number>,
  /** Requirement sizes per deck; S has 2 symbols, with at most one card of 3. */
  sizes: { S: [2, 3], '1': [2, 3], '2': [3, 3], '3': [3, 4] } as Record<Deck, readonly [number, number]>,
  maxThreeSymbolStartCards: 1,
  /** Each symbol's share of all requirement slots, in percent. */
  symbolPercent: { min: 20, max: 33 },
  shields: 5,
  /** TIME penalties, never in S or deck 1. */
  time: 3,
  timeDecks: ['2', '3'] as readonly Deck[],
  excl: 6,
  /** Rewards per card (the penalty is always one). */
  winsPerCard: { min: 1, max: 2 },
  /** "About 40%" track steps and "about 35%" independence placements, within ±5 points (RULING). */
  trackShare: { target: 0.4, min: 0.35, max: 0.45 },
  indShare: { target: 0.35, min: 0.3, max: 0.4 },
  tag: 'RULING' as Provenance,
} as const;

/**
 * Design choices of our generator that the spec leaves open (RULING): how many cards carry two
 * rewards (the reconstruction has 18), how often a placement targets a city, a region or any
 * city, how many double placements (IND2) there are, and the mix of penalties, all weighted like
 * the reconstructed deck (§2.8 table).
 */
export const RANDOM_DECK_MIX = {
  twoRewardCards: { min: 12, max: 24 },
  doublePlacements: 2,
  /** Independence targets: region 13, any city 7, a named city 6 (the reconstruction's counts). */
  indTarget: { region: 13, any: 7, city: 6 },
  /** Penalties other than TIME: obstacle 27, accord −1 8, foreign −1 8, black die 9, card removed 5. */
  penalty: { obs: 27, accord: 8, foreign: 8, black: 9, remove: 5 },
  /** Chance that a deck-1 card needs 3 symbols rather than 2, and a deck-3 card 4 rather than 3. */
  biggerRequirement: { '1': 0.5, '3': 0.25 } as Partial<Record<Deck, number>>,
  tag: 'RULING' as Provenance,
} as const;
