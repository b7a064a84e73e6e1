/** Msg builders for the game's nouns, so events and labels name things the same way. */
import { msg } from '../kit/msg.js';
import type { Msg, Seat } from '../kit/types.js';
import type { ConflictId } from './data/conflicts.js';
import type { FamilyCardId } from './data/family.js';
import { type AreaId, FIELD_NAMES } from './data/geography.js';
import type { LawId } from './data/laws.js';
import type { OfficeId } from './data/senators.js';
import type { SymbolId } from './data/symbols.js';
import type { Play, State } from './state.js';

export const m = msg('magnaci');

export const seatMsg = (state: State, seat: Seat): Msg => m(`faction.${state.players[seat]?.faction ?? 'none'}`);
export const areaMsg = (a: AreaId): Msg => m(`area.${a}`);
export const lawMsg = (l: LawId): Msg => m(`law.${l}`);
export const conflictMsg = (c: ConflictId): Msg => m(`conflict.${c}`);
export const officeMsg = (o: OfficeId): Msg => m(`office.${o}`);
export const symbolMsg = (s: SymbolId): Msg => m(`symbol.${s}`);
export const familyMsg = (c: FamilyCardId): Msg => m(`family.${c}`);
export const kingMsg = (id: string): Msg => m(`king.${id}`);
export const fieldName = (i: number): string => FIELD_NAMES[i] ?? String(i + 1);

export function playCardMsg(card: Play['card']): Msg {
  return card === 'HETMAN' || card === 'KANCLERZ' || card === 'PODSKARBI' ? officeMsg(card) : lawMsg(card);
}

/** "L 10, P 12, S 12": revealed cards of one contest, in turn order. */
export function listMsg(parts: Msg[]): Msg {
  if (parts.length === 0) return m('list.none');
  let acc = parts[0] ?? m('list.none');
  for (const p of parts.slice(1)) acc = m('list.join', { a: acc, b: p });
  return acc;
}
