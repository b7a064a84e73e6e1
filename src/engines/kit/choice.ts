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
  /** May stay empty when `fill` is not set (an army that does not join the attack). */
  optional?: boolean;
}

/** A partial or complete choice: slot id → option value. */
export type Draft = Record<string, string>;

export interface Choice {
  /** Which decision this is ('tokens', 'senate'…): short, [a-z0-9]. */
  key: string;
  /**
   * Slots in the order the presenter asks them. A choice may be a tree to walk: the engine's
   * `choice(state, seat, draft)` sees the draft so far, and a slot (whether it exists, its
   * options) may depend on the values of the slots BEFORE it, never after — so an army's targets
   * follow the army, and the draft can be read back slot by slot (table/draft.ts).
   */
  slots: ChoiceSlot[];
  /** Exactly this many slots are filled (default: every slot that is not optional). */
  fill?: number;
  /** How many times a value may be used over all slots; a value not listed may be used freely. */
  pool?: Record<string, number>;
  /** A sealed submission (the presenter says "Seal") or a public move ("Confirm"). */
  sealed: boolean;
  /** The seat's standing submission, when it may still change it. */
  current?: Draft;
  /** A sealed submission that cannot be changed once sealed (Magnaci's Senate, D2). */
  final?: boolean;
  /**
   * Why this draft, though every slot is filled, is not a legal choice (a rule tying the slots
   * that `pool` cannot say: "at least one army attacks"); the prompt shows it and keeps
   * Confirm/Seal disabled. Set by the engine from the draft it was given.
   */
  invalid?: Msg;
}

/**
 * The choice as it stands for a draft: the engine's `choice(state, seat, draft)` with state and
 * seat bound. A static choice (Boże Igrzysko's tokens) ignores the draft.
 */
export type Describe = (draft: Draft) => Choice | null;

export function fillTarget(choice: Choice): number {
  return choice.fill ?? choice.slots.filter((s) => s.optional !== true).length;
}

/** Whether every slot that must be filled is: `fill` slots, or each slot that is not optional. */
function enoughFilled(choice: Choice, draft: Draft): boolean {
  if (choice.fill !== undefined) return filledCount(choice, draft) === choice.fill;
  return choice.slots.every((s) => s.optional === true || draft[s.id] !== undefined);
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
  if (choice.fill !== undefined && draft[slotId] === undefined && filledCount(choice, draft) >= choice.fill) return [];
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
  return choice.fill === undefined || filledCount(choice, draft) <= choice.fill;
}

/** Complete and legal: fits, enough slots filled, and the engine named no reason against it. */
export function draftComplete(choice: Choice, draft: Draft): boolean {
  return draftFits(choice, draft) && enoughFilled(choice, draft) && choice.invalid === undefined;
}

/**
 * The draft with every value its choice no longer allows dropped (a new army drops the old
 * army's target), slot by slot, with the choice re-described after each drop.
 */
export function settleDraft(describe: Describe, draft: Draft): Draft {
  let current = { ...draft };
  for (let round = 0; round <= Object.keys(draft).length; round++) {
    const choice = describe(current);
    if (!choice) return {};
    const known = new Set(choice.slots.map((s) => s.id));
    const stale = Object.keys(current).find((id) => !known.has(id));
    const wrong = choice.slots.find((s) => {
      const value = current[s.id];
      return value !== undefined && !optionsFor(choice, current, s.id).some((o) => o.value === value);
    });
    const drop = wrong?.id ?? stale;
    if (drop === undefined) return current;
    const { [drop]: _dropped, ...rest } = current;
    current = rest;
  }
  return current;
}

/** Throws unless the draft is a complete, legal choice. */
export function checkDraft(choice: Choice, draft: Draft): void {
  if (!draftComplete(choice, draft)) throw new RuleError('core.error.choice');
}

/** Draws a complete draft at random (random play, bots); `pick(n)` returns 0..n-1. */
export function randomDraft(choice: Choice | Describe, pick: (n: number) => number): Draft | null {
  const describe: Describe = typeof choice === 'function' ? choice : () => choice;
  const first = describe({});
  if (!first) return null;
  // A tree is walked in slot order (later slots depend on earlier ones); a flat choice is filled
  // in random slot order, so which slots stay empty is random too (three Senate offices of four).
  const tree = typeof choice === 'function';
  let draft: Draft = {};
  const tried = new Set<string>();
  // The choice for the empty draft is `first`: describing it again would rebuild the first slot,
  // which for a tree (every legal deed weighed) is most of a walk's cost.
  let now: Choice | null = first;
  for (let guard = 0; guard < 1000; guard++) {
    if (guard > 0) now = describe(draft);
    if (!now) return null;
    // Optional slots left open: stopping here is as likely as going on.
    if (draftComplete(now, draft) && (!hasOpenOptional(now, draft, tried) || pick(2) === 0)) return draft;
    const open = now.slots.filter((s) => draft[s.id] === undefined && !tried.has(s.id));
    if (open.length === 0) return draftComplete(now, draft) ? draft : null;
    const slot = tree ? open[0] : open[pick(open.length)];
    if (!slot) return null;
    tried.add(slot.id);
    const options = optionsFor(now, draft, slot.id);
    const option = options[pick(options.length)];
    if (option) draft = { ...draft, [slot.id]: option.value };
  }
  return null;
}

function hasOpenOptional(choice: Choice, draft: Draft, tried: Set<string>): boolean {
  return choice.slots.some((s) => s.optional === true && draft[s.id] === undefined && !tried.has(s.id));
}
