import type { Face, Sym } from './symbols.js';
import type { Provenance, Source } from '../../kit/provenance.js';

/**
 * Faces of the 13 identical neutral dice (RECONSTRUCTED: the helper-card table is lost): the six
 * pairs of the four symbols, each symbol on three faces (ruling finalReach; until engine 4 the
 * four singles and two pairs, with which no border defence could ever be won).
 */
export const NEUTRAL_FACES: readonly (readonly Face[])[] = [
  ['PEOPLE', 'DIPLOMACY'],
  ['PEOPLE', 'MONEY'],
  ['PEOPLE', 'FIGHT'],
  ['DIPLOMACY', 'MONEY'],
  ['DIPLOMACY', 'FIGHT'],
  ['MONEY', 'FIGHT'],
];
export const NEUTRAL_FACES_TAG: Source = {
  tag: 'RECONSTRUCTED',
  note:
    'the helper card with the face table is lost; a face may show more than one symbol (RULEBOOK); ruling finalReach: the six pairs of the four symbols',
};

export const CHARACTERS = ['PILSUDSKI', 'DMOWSKI', 'PADEREWSKI', 'WITOS', 'HALLER'] as const;
export type Character = (typeof CHARACTERS)[number];

export function isCharacter(value: string): value is Character {
  return (CHARACTERS as readonly string[]).includes(value);
}

export interface CharacterData {
  name: string;
  a: Sym;
  b: Sym;
  colour: string;
  tag: Provenance;
}

/** Names TEXT (Haller's dates missing); main symbols and colours RECONSTRUCTED. */
export const CHARACTER_DATA: Record<Character, CharacterData> = {
  PILSUDSKI: { name: 'Józef Piłsudski (1867–1935)', a: 'FIGHT', b: 'PEOPLE', colour: '#c0392b', tag: 'RECONSTRUCTED' },
  DMOWSKI: { name: 'Roman Dmowski (1864–1939)', a: 'DIPLOMACY', b: 'PEOPLE', colour: '#7d3c98', tag: 'RECONSTRUCTED' },
  PADEREWSKI: { name: 'Ignacy Jan Paderewski (1860–1941)', a: 'DIPLOMACY', b: 'MONEY', colour: '#d4ac0d', tag: 'RECONSTRUCTED' },
  WITOS: { name: 'Wincenty Witos (1874–1945)', a: 'PEOPLE', b: 'MONEY', colour: '#229954', tag: 'RECONSTRUCTED' },
  HALLER: { name: 'Józef Haller', a: 'FIGHT', b: 'DIPLOMACY', colour: '#2e86c1', tag: 'RECONSTRUCTED' },
};

/** Character die template: A, AA, B, BB, AB, joker (RECONSTRUCTED design guess). */
export function characterFaces(c: Character): Face[][] {
  const { a, b } = CHARACTER_DATA[c];
  return [[a], [a, a], [b], [b, b], [a, b], ['JOKER']];
}

/** Black threat die: morale markers lost per face; faces blank/1/2 TEXT, counts 2/2/2 RECONSTRUCTED. */
export const BLACK_FACES: readonly number[] = [0, 0, 1, 1, 2, 2];
export const BLACK_FACES_TAG: Source = {
  tag: 'RECONSTRUCTED',
  note: 'faces blank/1/2 RULEBOOK; how many of each is lost: two of each',
};
