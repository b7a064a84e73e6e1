/**
 * "My hand": the seat's Family cards (with influence and strength, as printed), the ones it
 * has placed face down and not yet revealed, its current sealed draft, and its Law cards.
 * Read from the seat's own view, plus which of its own placements are still face down.
 */
import type { Msg, Seat } from '../kit/types.js';
import { FAMILY, type FamilyCardId } from './data/family.js';
import type { LawId } from './data/laws.js';
import { OFFICES, type OfficeId } from './data/senators.js';
import type { SymbolId } from './data/symbols.js';
import { familyMsg, fieldName, lawMsg, listMsg, m, officeMsg, symbolMsg } from './msgs.js';
import type { BidKey, State } from './state.js';
import { view } from './view.js';

function cardLine(card: FamilyCardId, key = 'hand.card'): Msg {
  const data = FAMILY[card];
  return m(key, { card: familyMsg(card), influence: data.influence, strength: data.strength });
}

/** Where a card lies: "Senat — Hetman", "Sejm — pole II", "Konflikty — pole IV". */
export function placeMsg(key: string): Msg {
  const [kind, at = ''] = key.split(':');
  const office = OFFICES.find((o: OfficeId) => o === at);
  if (kind === 'senate' && office) return m('hand.place.senate', { office: officeMsg(office) });
  const field = fieldName(Number(at));
  return m(kind === 'sejm' ? 'hand.place.sejm' : 'hand.place.conflict', { field });
}

/** Where a draft slot lies: draft slots are office ids (Senate) or field names "I"…"X" (Sejm, Conflicts). */
function draftPlaceMsg(phase: 'senate' | 'sejm' | 'conflict', slot: string): Msg {
  const office = OFFICES.find((o: OfficeId) => o === slot);
  if (phase === 'senate' && office) return m('hand.place.senate', { office: officeMsg(office) });
  return m(phase === 'sejm' ? 'hand.place.sejm' : 'hand.place.conflict', { field: slot });
}

function symbolsMsg(symbols: readonly SymbolId[]): Msg {
  if (symbols.length === 0) return m('hand.noSymbols');
  return m('hand.symbols', { list: listMsg(symbols.map(symbolMsg)) });
}

export function hand(state: State, seat: Seat): Msg[] {
  const v = view(state, seat);
  const me = v.players[seat];
  if (!me) return [m('hand.noSeat')];
  const lines: Msg[] = [];

  const cards = me.hand ?? [];
  lines.push(m('hand.familyHeader', { n: cards.length }));
  if (cards.length === 0) lines.push(m('hand.none'));
  for (const c of cards) lines.push(cardLine(c));

  // Own cards lying face down: placed and not yet revealed (the view shows the viewer its own).
  const faceDown: Msg[] = [];
  for (const [key, row] of Object.entries(state.bids)) {
    const card = row[seat];
    if (!card || state.revealed.includes(key as BidKey) || state.phase === 'ENDED') continue;
    faceDown.push(m('hand.placed', { place: placeMsg(key), card: cardLine(card, 'hand.cardShort') }));
  }
  if (faceDown.length > 0) lines.push(m('hand.faceDownHeader'), ...faceDown);

  const draft = v.myDraft ? Object.entries(v.myDraft) : [];
  const sealed = state.prompt?.p === 'sealed' ? state.prompt.phase : null;
  if (draft.length > 0 && sealed) {
    lines.push(m(state.confirmed[seat] ? 'hand.draftConfirmed' : 'hand.draftHeader'));
    for (const [slot, card] of draft)
      lines.push(m('hand.placed', { place: draftPlaceMsg(sealed, slot), card: cardLine(card, 'hand.cardShort') }));
  }

  if (me.setAside.length > 0) lines.push(m('hand.setAside', { list: listMsg(me.setAside.map((c) => familyMsg(c))) }));

  lines.push(m('hand.lawsHeader', { n: me.laws.length }));
  if (me.laws.length === 0) lines.push(m('hand.none'));
  for (const l of me.laws)
    lines.push(m('hand.law', { law: lawMsg(l.id as LawId), estates: l.estates, symbols: symbolsMsg(l.symbols) }));

  for (const s of me.senators)
    lines.push(m(s.used ? 'hand.senatorUsed' : 'hand.senator', { office: officeMsg(s.office) }));
  if (me.autopass) lines.push(m('hand.autopass'));
  return lines;
}
