/**
 * The effect vocabulary of cards, tracks and threats (spec §2.7), parsed from the printed DSL
 * strings once at load time so a malformed data line fails loudly, naming its card.
 */
import { type Character, isCharacter } from './data/dice.js';
import { type City, type Group, isCity, isGroup, isRegion, type Region } from './data/map.js';
import { DataError } from './data/tags.js';
import { isTokenId, type TokenId } from './data/tokens.js';
import type { Track } from './data/tracks.js';

export type Target =
  | { t: 'city'; city: City }
  | { t: 'region'; region: Region }
  | { t: 'group'; group: Group }
  | { t: 'any' };
export type ObsKind = 'RUS' | 'CEN' | 'UKR';
export type PrisonTarget = 'MORALE' | 'PAWN' | 'NEUTRAL_DIE' | 'CHARACTER_DIE';

export type Effect =
  | { k: 'track'; track: Track; delta: 1 | -1 }
  | { k: 'ind'; target: Target }
  | { k: 'ind2'; target: Target }
  | { k: 'obs'; kind: ObsKind; target: Target }
  | { k: 'obs2'; kind: ObsKind; target: Target }
  | { k: 'time' }
  | { k: 'black' }
  | { k: 'remove' }
  | { k: 'defeat' }
  | { k: 'shield' }
  | { k: 'die'; character: Character }
  | { k: 'token'; token: TokenId }
  | { k: 'discardUntaken'; n: number }
  | { k: 'imprison'; what: PrisonTarget };

/** Effects that hurt (for "!" and the default weights). */
export function isNegative(e: Effect): boolean {
  switch (e.k) {
    case 'track':
      return e.delta < 0;
    case 'ind':
    case 'ind2':
    case 'shield':
    case 'die':
    case 'token':
      return false;
    default:
      return true;
  }
}

function parseTarget(parts: string[], where: string): Target {
  const [a, b] = parts;
  if (a === 'ANY' && b === undefined) return { t: 'any' };
  if (a === 'R' && b !== undefined && isRegion(b)) return { t: 'region', region: b };
  if (a === 'G' && b !== undefined && isGroup(b)) return { t: 'group', group: b };
  if (a !== undefined && b === undefined && isCity(a)) return { t: 'city', city: a };
  throw new DataError(where, `bad target ${parts.join(':')}`);
}

function parseObsKind(kind: string | undefined, where: string): ObsKind {
  if (kind === 'RUS' || kind === 'CEN' || kind === 'UKR') return kind;
  throw new DataError(where, `bad obstacle kind ${kind}`);
}

/** Parses one DSL token, e.g. "OBS:RUS:R:KRESY"; `where` names the card for error messages. */
export function parseEffect(text: string, where: string): Effect {
  const simple: Record<string, Effect> = {
    'F+1': { k: 'track', track: 'foreign', delta: 1 },
    'F-1': { k: 'track', track: 'foreign', delta: -1 },
    'A+1': { k: 'track', track: 'accord', delta: 1 },
    'A-1': { k: 'track', track: 'accord', delta: -1 },
    TIME: { k: 'time' },
    BLACK: { k: 'black' },
    REMOVE: { k: 'remove' },
    DEFEAT: { k: 'defeat' },
    SHIELD: { k: 'shield' },
  };
  const s = simple[text];
  if (s) return s;
  const [head, ...rest] = text.split(':');
  switch (head) {
    case 'IND':
      return { k: 'ind', target: parseTarget(rest, `${where} ${text}`) };
    case 'IND2': {
      const target = parseTarget(rest, `${where} ${text}`);
      if (target.t === 'city') throw new DataError(where, `${text}: two different cities need a region`);
      return { k: 'ind2', target };
    }
    case 'OBS':
      return { k: 'obs', kind: parseObsKind(rest[0], where), target: parseTarget(rest.slice(1), `${where} ${text}`) };
    case 'OBS2': {
      const target = parseTarget(rest.slice(1), `${where} ${text}`);
      if (target.t === 'city') throw new DataError(where, `${text}: two different cities need a region`);
      return { k: 'obs2', kind: parseObsKind(rest[0], where), target };
    }
    case 'DIE': {
      const c = rest[0];
      if (c === undefined || !isCharacter(c)) throw new DataError(where, `bad character ${text}`);
      return { k: 'die', character: c };
    }
    case 'TOKEN': {
      const tk = rest[0];
      if (tk === undefined || !isTokenId(tk)) throw new DataError(where, `bad token ${text}`);
      return { k: 'token', token: tk };
    }
    case 'DISCARD_UNTAKEN': {
      const n = Number(rest[0]);
      if (!Number.isInteger(n) || n < 1) throw new DataError(where, `bad count ${text}`);
      return { k: 'discardUntaken', n };
    }
    case 'IMPRISON': {
      const w = rest[0];
      if (w === 'MORALE' || w === 'PAWN' || w === 'NEUTRAL_DIE' || w === 'CHARACTER_DIE')
        return { k: 'imprison', what: w };
      throw new DataError(where, `bad prison target ${text}`);
    }
    default:
      throw new DataError(where, `unknown effect ${text}`);
  }
}
