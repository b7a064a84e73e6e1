/**
 * A button's stamp: which seat it was built for, which decision that seat owed then and the
 * game version (`<seat>-<hash>-<version>`). A click is measured against the seat itself, not
 * against the whole game: while the seat owes the same decision and has not acted since, its
 * buttons stay good even though others moved in between (three players agreeing to one
 * proposal while a fourth reads), and the action is re-checked against the current state.
 * Once the decision changed, or the seat acted (a double click, a step of a longer turn), the
 * old buttons are stale — and a new prompt has been sent (publish.ts).
 */
import type { AnyGameDefinition, Seat } from '../engines/kit/types.js';
import { decisionKey } from './decisions.js';

const STAMP = /^(\d{1,2})-([a-z0-9]{1,7})-(\d{1,9})$/;

/** FNV-1a, 32 bits: a short, stable digest (not a secret; collisions merely accept a stale click). */
function digest(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

/** The digest of what the seat owes now (empty when it owes nothing). */
export function owedDigest(def: AnyGameDefinition, state: unknown, seat: Seat): string {
  const keys = def
    .pending(state)
    .filter((d) => d.seat === seat)
    .map(decisionKey)
    .sort();
  return digest(keys.join('\n'));
}

export function decisionStamp(def: AnyGameDefinition, state: unknown, seat: Seat, version: number): string {
  return `${seat}-${owedDigest(def, state, seat)}-${version}`;
}

export function isStamp(text: string): boolean {
  return STAMP.test(text);
}

export interface ParsedStamp {
  seat: Seat;
  owed: string;
  version: number;
}

/** What a stamp was built for; null for a malformed stamp. */
export function parseStamp(stamp: string): ParsedStamp | null {
  const m = STAMP.exec(stamp);
  if (!m) return null;
  return { seat: Number(m[1]), owed: m[2] ?? '', version: Number(m[3]) };
}
