/**
 * Everything a seat can do, as one discriminated union, parsed at the boundary.
 * Group decisions: propose / agree / decide (the Piłsudski holder's final say).
 * Phase 2: reroll, pass a die, lend a token, use a morale token, mission priority, done, and
 * stop (a proposal to end phase 2, which opens a group decision: ruling A45).
 */
import { RuleError } from '../kit/ruleError.js';
import type { Seat } from '../kit/types.js';
import { isTokenId, type TokenId } from './data/tokens.js';

export type Action =
  | { type: 'propose'; option: string }
  | { type: 'agree' }
  | { type: 'decide'; option: string }
  | { type: 'reroll'; dice: string[] }
  | { type: 'pass'; die: string; to: Seat }
  | { type: 'lend'; token: TokenId; to: Seat }
  | { type: 'useToken'; token: TokenId }
  | { type: 'priority'; missions: string[] }
  | { type: 'done' }
  | { type: 'stop' };

function bad(): never {
  throw new RuleError('niepodlegla.error.malformed');
}

function str(v: unknown): string {
  if (typeof v !== 'string' || v.length === 0 || v.length > 64) bad();
  return v;
}

function seat(v: unknown): Seat {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 3) bad();
  return v;
}

function strings(v: unknown): string[] {
  if (!Array.isArray(v) || v.length === 0 || v.length > 20) bad();
  return v.map(str);
}

function token(v: unknown): TokenId {
  const t = str(v);
  if (!isTokenId(t)) bad();
  return t;
}

export function parseAction(raw: unknown): Action {
  if (raw === null || typeof raw !== 'object') bad();
  const o = raw as Record<string, unknown>;
  switch (o.type) {
    case 'propose':
      return { type: 'propose', option: str(o.option) };
    case 'agree':
      return { type: 'agree' };
    case 'decide':
      return { type: 'decide', option: str(o.option) };
    case 'reroll':
      return { type: 'reroll', dice: strings(o.dice) };
    case 'pass':
      return { type: 'pass', die: str(o.die), to: seat(o.to) };
    case 'lend':
      return { type: 'lend', token: token(o.token), to: seat(o.to) };
    case 'useToken':
      return { type: 'useToken', token: token(o.token) };
    case 'priority':
      return { type: 'priority', missions: strings(o.missions) };
    case 'done':
      return { type: 'done' };
    case 'stop':
      return { type: 'stop' };
    default:
      return bad();
  }
}
