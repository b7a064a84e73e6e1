/** Random identifiers: game ids (short, for customIds), seeds (128 bits), salts and error ids. */
import { randomBytes } from 'node:crypto';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

function token(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return out;
}

/** 10 characters from a 32-letter alphabet: 50 bits, short enough for every customId. */
export function newGameId(): string {
  return token(10);
}

/** A high-entropy seed (128 bits): a guessable seed would let players brute-force the published hash. */
export function newSeed(): string {
  return randomBytes(16).toString('hex');
}

/** Salt of a sealed submission's commitment. */
export function newSalt(): string {
  return randomBytes(12).toString('hex');
}

/** An id a player can quote when something unexpected failed. */
export function newErrorId(): string {
  return token(8);
}
