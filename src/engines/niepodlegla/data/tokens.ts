import type { Sym } from './symbols.js';
import type { Provenance } from '../../kit/provenance.js';

/** Activist tokens (§2.5): the set and the winning cards are RECONSTRUCTED; names MISSING. */
export const TOKENS = ['TK1', 'TK2', 'TK3', 'TK4', 'TK5', 'TK6', 'TK7', 'TK8'] as const;
export type TokenId = (typeof TOKENS)[number];

export type TokenData = { kind: 'SYMBOL'; symbol: Sym; tag: Provenance } | { kind: 'MORALE'; value: number; tag: Provenance };

export const TOKEN_DATA: Record<TokenId, TokenData> = {
  TK1: { kind: 'SYMBOL', symbol: 'FIGHT', tag: 'RECONSTRUCTED' },
  TK2: { kind: 'SYMBOL', symbol: 'FIGHT', tag: 'RECONSTRUCTED' },
  TK3: { kind: 'SYMBOL', symbol: 'PEOPLE', tag: 'RECONSTRUCTED' },
  TK4: { kind: 'SYMBOL', symbol: 'PEOPLE', tag: 'RECONSTRUCTED' },
  TK5: { kind: 'SYMBOL', symbol: 'DIPLOMACY', tag: 'RECONSTRUCTED' },
  TK6: { kind: 'SYMBOL', symbol: 'MONEY', tag: 'RECONSTRUCTED' },
  TK7: { kind: 'MORALE', value: 2, tag: 'RECONSTRUCTED' },
  TK8: { kind: 'MORALE', value: 2, tag: 'RECONSTRUCTED' },
};

export function isTokenId(value: string): value is TokenId {
  return (TOKENS as readonly string[]).includes(value);
}
