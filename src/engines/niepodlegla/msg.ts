/** Message helpers: every player-facing text is an i18n key under `niepodlegla.`. */
import type { Msg, MsgParam } from '../kit/types.js';
import type { ObstacleKind } from './data/counts.js';
import type { Character } from './data/dice.js';
import type { City, Region } from './data/map.js';
import type { Face } from './data/symbols.js';
import type { TokenId } from './data/tokens.js';

export function m(key: string, params?: Record<string, MsgParam>): Msg {
  return params ? { key: `niepodlegla.${key}`, params } : { key: `niepodlegla.${key}` };
}

export function cityMsg(c: City): Msg {
  return m(`city.${c}`);
}
export function regionMsg(r: Region): Msg {
  return m(`region.${r}`);
}
export function obstacleMsg(k: ObstacleKind): Msg {
  return m(`obstacle.${k}`);
}
export function characterMsg(c: Character): Msg {
  return m(`character.${c}`);
}
export function tokenMsg(t: TokenId): Msg {
  return m('token.name', { id: t });
}
export function seatMsg(seat: number): Msg {
  return m('seat', { n: seat + 1 });
}

/** Mission and final cards by id: the printed title where known, else "Mission A-nn". */
export function cardMsg(id: string): Msg {
  return m(`card.${id}`);
}

const ICON: Record<Face, string> = { PEOPLE: '👥', DIPLOMACY: '🕊', MONEY: '💰', FIGHT: '⚔', JOKER: '★' };

/** A die face as icons, language-neutral (e.g. "👥🕊"). */
export function faceText(face: readonly Face[]): string {
  return face.map((f) => ICON[f]).join('');
}

export function listMsg(items: Msg[]): Msg {
  if (items.length === 0) return m('list.none');
  let out = items[0] ?? m('list.none');
  for (const next of items.slice(1)) out = m('list.pair', { a: out, b: next });
  return out;
}
