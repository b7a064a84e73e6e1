/**
 * The face-down placements in words and numbers: which offices or fields a sealed phase has, how
 * many must be filled, how a slot and a card read; and whether a seat owes the open prompt.
 * Shared by the legal list (legal.ts), the described choice (choice.ts), apply and the view.
 */
import type { Seat } from '../kit/types.js';
import { FAMILY, type FamilyCardId } from './data/family.js';
import { FIELD_NAMES } from './data/geography.js';
import { OFFICES } from './data/senators.js';
import { conflictMsg, familyMsg, lawMsg, m, officeMsg } from './msgs.js';
import type { Prompt, State } from './state.js';

/** The slots of a sealed placement: Senate offices, Sejm fields I–V, occupied Conflict fields. */
export function sealedSlots(s: State, phase: 'senate' | 'sejm' | 'conflict'): string[] {
  if (phase === 'senate') return [...OFFICES];
  if (phase === 'sejm') return FIELD_NAMES.slice(0, 5).filter((_, i) => (s.sejmFields[i] ?? null) !== null);
  return FIELD_NAMES.filter((_, i) => s.conflictFields[i] !== null);
}

export function sealedRequired(s: State, phase: 'senate' | 'sejm' | 'conflict'): number {
  return phase === 'senate' ? 3 : sealedSlots(s, phase).length;
}

export function slotIndex(slot: string): number {
  return (FIELD_NAMES as readonly string[]).indexOf(slot);
}

export function slotMsg(s: State, phase: 'senate' | 'sejm' | 'conflict', slot: string) {
  if (phase === 'senate') {
    const office = OFFICES.find((o) => o === slot);
    return office ? officeMsg(office) : m('list.none');
  }
  const i = slotIndex(slot);
  if (phase === 'sejm') {
    const law = s.sejmFields[i] ?? null;
    return m('slot.sejm', { field: slot, card: law ? lawMsg(law) : m('list.none') });
  }
  const c = s.conflictFields[i] ?? null;
  return m('slot.conflict', { field: slot, card: c ? conflictMsg(c.card) : m('list.none') });
}

export function cardLabel(card: FamilyCardId) {
  return m('cardValue', { card: familyMsg(card), strength: FAMILY[card].strength, influence: FAMILY[card].influence });
}

export function owes(prompt: Prompt | null, seat: Seat): boolean {
  if (!prompt) return false;
  if (prompt.p === 'sealed') return prompt.seats.includes(seat);
  return prompt.seat === seat;
}
