/**
 * A draft of a described choice (kit/choice.ts) as the presenter carries it in a component's
 * customId: one character per slot (the option's index in base 36, `-` when empty; two when a
 * slot has more than 36 options) and the slot in focus. Nothing of a draft is ever stored or
 * sent to the engine before the seat confirms; a draft names only the seat's own options.
 */

import {
  type Choice,
  type ChoiceSlot,
  type Describe,
  type Draft,
  draftFits,
  settleDraft,
} from '../engines/kit/choice.js';
import type { AnyGameDefinition, Seat } from '../engines/kit/types.js';

/** What a draft component does: pick a value, focus a slot, back, restart, seal/confirm. */
export type DraftOp = 'v' | 'f' | 'b' | 'r' | 's';

export interface DraftView {
  draft: Draft;
  /** The slot whose options the prompt shows now. */
  focus: number;
}

const EMPTY = '-';

/** The seat's choice now as a function of its draft (kit/choice.ts `Describe`). */
export function describeFor(def: AnyGameDefinition, state: unknown, seat: Seat): Describe {
  return (draft) => def.choice?.(state, seat, draft) ?? null;
}

/** Characters a slot's pick takes: two when it has more than 36 options. */
function width(slot: ChoiceSlot): number {
  return slot.options.length > 36 ? 2 : 1;
}

/** The draft in a customId, against the choice as it stands for that draft. */
export function encodeDraft(choice: Choice, view: DraftView): string {
  const picks = choice.slots
    .map((slot) => {
      const w = width(slot);
      const value = view.draft[slot.id];
      const index = value === undefined ? -1 : slot.options.findIndex((o) => o.value === value);
      return index < 0 ? EMPTY.repeat(w) : index.toString(36).padStart(w, '0');
    })
    .join('');
  return `${picks}.${view.focus.toString(36)}`;
}

/**
 * Reads a draft back against today's choice, slot by slot (a slot of a tree depends only on the
 * slots before it); null when it does not fit (a forged or outdated id).
 */
export function decodeDraft(describe: Describe, code: string): DraftView | null {
  const [picks, focusText] = code.split('.');
  if (picks === undefined || focusText === undefined) return null;
  const draft: Draft = {};
  let at = 0;
  let choice = describe(draft);
  for (let i = 0; choice && i < choice.slots.length; i++) {
    const slot = choice.slots[i];
    if (!slot) return null;
    const w = width(slot);
    const part = picks.slice(at, at + w);
    at += w;
    if (part.length !== w) return null;
    if (part !== EMPTY.repeat(w)) {
      if (!/^[0-9a-z]+$/.test(part)) return null;
      const option = slot.options[Number.parseInt(part, 36)];
      if (!option) return null;
      draft[slot.id] = option.value;
    }
    choice = describe(draft);
  }
  if (!choice || at !== picks.length || !draftFits(choice, draft)) return null;
  const focus = Number.parseInt(focusText, 36);
  if (!Number.isInteger(focus) || focus < 0 || focus >= Math.max(1, choice.slots.length)) return null;
  return { draft, focus };
}

/** Where a new draft starts: the standing submission if any, focus on the first empty slot. */
export function startView(choice: Choice): DraftView {
  const draft = { ...(choice.current ?? {}) };
  return { draft, focus: nextFocus(choice, draft, -1) };
}

/** The first empty slot after `from` (wrapping round), else `from` (or 0). */
export function nextFocus(choice: Choice, draft: Draft, from: number): number {
  const n = choice.slots.length;
  for (let k = 1; k <= n; k++) {
    const i = (from + k + n) % n;
    const slot = choice.slots[i];
    if (slot && draft[slot.id] === undefined) return i;
  }
  return Math.max(0, Math.min(from, n - 1));
}

/** The view for a draft just changed: values it no longer allows dropped, focus kept in range. */
function settled(describe: Describe, draft: Draft, focus: number): DraftView | null {
  const kept = settleDraft(describe, draft);
  const choice = describe(kept);
  if (!choice) return null;
  return { draft: kept, focus: nextFocus(choice, kept, focus) };
}

/** The option at `index` placed on the focused slot; focus moves on to the next empty slot. */
export function withPick(describe: Describe, view: DraftView, index: number): DraftView | null {
  const choice = describe(view.draft);
  const slot = choice?.slots[view.focus];
  const option = slot?.options[index];
  if (!slot || !option) return null;
  return settled(describe, { ...view.draft, [slot.id]: option.value }, view.focus);
}

/** Back: empties the focused slot if filled, else the filled slot before it, and focuses it. */
export function back(describe: Describe, view: DraftView): DraftView {
  const choice = describe(view.draft);
  if (!choice) return view;
  const n = choice.slots.length;
  for (let k = 0; k < n; k++) {
    const i = (view.focus - k + n) % n;
    const slot = choice.slots[i];
    if (slot && view.draft[slot.id] !== undefined) {
      const draft = { ...view.draft };
      delete draft[slot.id];
      // Slots that hung on the emptied one go with it.
      return { draft: settleDraft(describe, draft), focus: i };
    }
  }
  return view;
}

export function sameDraft(a: Draft, b: Draft): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) if (a[k] !== b[k]) return false;
  return true;
}

/** The view a click leads to (Seal is not a view change: the caller sends the draft to the Table). */
export function stepDraft(
  describe: Describe,
  view: DraftView,
  op: DraftOp,
  value: string | undefined,
): DraftView | null {
  switch (op) {
    case 'v': {
      const index = value === undefined ? Number.NaN : Number.parseInt(value, 36);
      return Number.isInteger(index) ? withPick(describe, view, index) : null;
    }
    case 'f': {
      const focus = value === undefined ? Number.NaN : Number.parseInt(value, 36);
      const slots = describe(view.draft)?.slots.length ?? 0;
      return Number.isInteger(focus) && focus >= 0 && focus < slots ? { ...view, focus } : null;
    }
    case 'b':
      return back(describe, view);
    case 'r':
      return settled(describe, {}, -1);
    case 's':
      return view;
    default: {
      const never: never = op;
      throw new Error(`unknown draft operation ${String(never)}`);
    }
  }
}

/** Splits a draft component's argument into the draft code and its operation. */
export function parseDraftArg(arg: string): { code: string; op: DraftOp } | null {
  const m = /^([0-9a-z-]+\.[0-9a-z]+):([vfbrs])$/.exec(arg);
  if (!m?.[1] || !m[2]) return null;
  return { code: m[1], op: m[2] as DraftOp };
}
