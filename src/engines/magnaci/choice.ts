/**
 * The sealed placements described (D2, D7, D10): Family cards face down on Senate offices (3 of
 * the 4), on the Sejm fields, on the occupied Conflict fields, each card at most once. The
 * presenter drafts against this description; the engine receives the whole submission and
 * checks it against the same description.
 */
import { type Choice, checkDraft, type Draft } from '../kit/choice.js';
import { RuleError } from '../kit/ruleError.js';
import type { Seat } from '../kit/types.js';
import type { Action } from './actions.js';
import { FAMILY, type FamilyCardId } from './data/family.js';
import { cardLabel, owes, sealedRequired, sealedSlots, slotMsg } from './placements.js';
import type { State } from './state.js';

type Submit = Extract<Action, { type: 'submit' }>;

export function sealedChoice(s: State, seat: Seat): Choice | null {
  const prompt = s.prompt;
  const player = s.players[seat];
  if (prompt?.p !== 'sealed' || !player || !owes(prompt, seat)) return null;
  // The Senate bid is final once placed (D2); Sejm and Conflict cards may change until the last seat submits.
  const confirmed = s.confirmed[seat] === true;
  if (confirmed && prompt.phase === 'senate') return null;
  const hand = [...player.hand].sort((a, b) => FAMILY[a].strength - FAMILY[b].strength);
  const options = hand.map((card) => ({ value: card, label: cardLabel(card) }));
  const pool: Record<string, number> = {};
  for (const card of hand) pool[card] = 1;
  return {
    key: prompt.phase,
    slots: sealedSlots(s, prompt.phase).map((slot) => ({ id: slot, label: slotMsg(s, prompt.phase, slot), options })),
    fill: sealedRequired(s, prompt.phase),
    pool,
    sealed: true,
    ...(prompt.phase === 'senate' ? { final: true } : {}),
    ...(confirmed ? { current: { ...(s.drafts[seat] ?? {}) } } : {}),
  };
}

/** The submission a finished draft makes; throws unless it fits the seat's choice now. */
export function chooseSubmission(s: State, seat: Seat, draft: Draft): Submit {
  const choice = sealedChoice(s, seat);
  if (!choice) throw new RuleError('magnaci.error.illegal');
  checkDraft(choice, draft);
  return { type: 'submit', cards: { ...draft } as Record<string, FamilyCardId> };
}
