/**
 * "Provably fair dice": the SHA-256 of a game's seed is published when the game starts
 * and the seed is revealed when it ends, so anyone can replay every roll.
 * Sealed submissions get a public commitment the same way.
 */
import { createHash } from 'node:crypto';

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** The public commitment to a game's seed. */
export function seedCommitment(seed: string): string {
  return sha256Hex(`sejmik-seed:${seed}`);
}

/** True when `seed` is the one committed to by `commitment`. */
export function verifySeed(seed: string, commitment: string): boolean {
  return seedCommitment(seed) === commitment;
}

/**
 * The public commitment to one sealed submission. The salt is kept with the submission
 * (never shown before the reveal), so the hash cannot be brute-forced from the few legal
 * choices, and players can check it after the reveal.
 */
export function submissionCommitment(payload: unknown, salt: string): string {
  return sha256Hex(`sejmik-secret:${salt}:${canonicalJson(payload)}`);
}

/** JSON with object keys sorted, so equal values always hash equally. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}
