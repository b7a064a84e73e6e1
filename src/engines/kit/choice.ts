/**
 * A compound decision described, not played step by step (DESIGN, "The engine contract"): the
 * slots a seat fills, the options of each, and the rules that tie them (how many slots, a shared
 * pool of pieces). The presenter drafts against this description outside the game state; the
 * engine receives one complete action and checks it against the same description.
 */
import { RuleError } from './ruleError.js';
import type { Msg } from './types.js';

export interface ChoiceOption {
  /** Stable within its slot; also the pool key it draws from. */
  value: string;
  label: Msg;
}

export interface ChoiceSlot {
  id: string;
  label: Msg;
  options: ChoiceOption[];
}

/** A partial or complete choice: slot id → option value. */
export type Draft = Record<string, string>;

export interface Choice {
  /** Which decision this is ('tokens', 'senate'…): short, [a-z0-9]. */
  key: string;
  /** Slots in the order the presenter asks them. */
  slots: ChoiceSlot[];
  /** Exactly this many slots are filled (default: every slot). */
  fill?: number;
  /** How many times a value may be used over all slots; a value not listed may be used freely. */
  pool?: Record<string, number>;
  /** A sealed submission (the presenter says "Seal") or a public move ("Confirm"). */
  sealed: boolean;
  /** The seat's standing submission, when it may still change it. */
  current?: Draft;
  /** A sealed submission that cannot be changed once sealed (Magnaci's Senate, D2). */
  final?: boolean;
}

export function fillTarget(choice: Choice): number {
  return choice.fill ?? choice.slots.length;
}

export function filledCount(choice: Choice, draft: Draft): number {
  return choice.slots.filter((s) => draft[s.id] !== undefined).length;
}

function usedElsewhere(choice: Choice, draft: Draft, slotId: string, value: string): number {
  return choice.slots.filter((s) => s.id !== slotId && draft[s.id] === value).length;
}

/** The options still open for a slot, given the rest of the draft. */
export function optionsFor(choice: Choice, draft: Draft, slotId: string): ChoiceOption[] {
  const slot = choice.slots.find((s) => s.id === slotId);
  if (!slot) return [];
  if (draft[slotId] === undefined && filledCount(choice, draft) >= fillTarget(choice)) return [];
  const pool = choice.pool;
  if (!pool) return slot.options;
  return slot.options.filter((o) => {
    const limit = pool[o.value];
    return limit === undefined || usedElsewhere(choice, draft, slotId, o.value) < limit;
  });
}

/** Whether a draft names only known slots and options and respects the pool. */
export function draftFits(choice: Choice, draft: Draft): boolean {
  for (const [slotId, value] of Object.entries(draft)) {
    const slot = choice.slots.find((s) => s.id === slotId);
    if (!slot?.options.some((o) => o.value === value)) return false;
    const limit = choice.pool?.[value];
    if (limit !== undefined && usedElsewhere(choice, draft, slotId, value) + 1 > limit) return false;
  }
  return filledCount(choice, draft) <= fillTarget(choice);
}

export function draftComplete(choice: Choice, draft: Draft): boolean {
  return draftFits(choice, draft) && filledCount(choice, draft) === fillTarget(choice);
}

/** Throws unless the draft is a complete, legal choice. */
export function checkDraft(choice: Choice, draft: Draft): void {
  if (!draftComplete(choice, draft)) throw new RuleError('core.error.choice');
}

/** Draws a complete draft at random (random play, bots); `pick(n)` returns 0..n-1. */
export function randomDraft(choice: Choice, pick: (n: number) => number): Draft | null {
  const draft: Draft = {};
  const slots = [...choice.slots];
  // Which slots stay empty is random too (three Senate offices of four).
  while (slots.length > 0 && filledCount(choice, draft) < fillTarget(choice)) {
    const [slot] = slots.splice(pick(slots.length), 1);
    if (!slot) break;
    const open = optionsFor(choice, draft, slot.id);
    const option = open[pick(open.length)];
    if (option) draft[slot.id] = option.value;
  }
  return draftComplete(choice, draft) ? draft : null;
}
