/**
 * A decision that takes several things one by one from a list, each thing as often as it is
 * there (units removed by the weather, hunger or wounds, units gone to mutiny, bombardment
 * shots): one slot per thing taken, each thing as many times as it is there (a shared pool).
 * A long list (more than a menu holds) is asked in two steps: the place (or kind), then the thing.
 */
import type { ChoiceOption, ChoiceSlot, Draft } from '../kit/choice.js';
import type { Msg } from '../kit/types.js';

/** One thing that may be taken, `count` times at most (Infinity: as often as wanted). */
export interface Item {
  value: string;
  /** The place (or kind) it belongs to, for a list too long for one menu. */
  group: string;
  groupLabel: Msg;
  /** Its name in a one-step list, and under its place in a two-step one. */
  label: Msg;
  labelInGroup: Msg;
  count: number;
}

export interface Picks {
  /** Slot ids are `${prefix}${i}` (and `${prefix}${i}g` for the place). */
  prefix: string;
  n: number;
  /** What slot i may take before the slots before it are counted (never depends on the draft). */
  itemsAt: (i: number) => Item[];
  label: (i: number) => Msg;
  groupLabel: (i: number) => Msg;
}

/** Options a Discord menu shows at once. */
const MENU = 25;

function twoStep(items: Item[]): boolean {
  return items.length > MENU;
}

/**
 * Appends the slots of `p` to `slots` and how often each thing may be taken to `pool` (the kit's
 * shared pool: a flat list stays the same whatever is drafted); returns the values taken in slot
 * order (undefined where a slot is still empty). In a two-step list a place is offered only
 * while something is left there.
 */
export function pickSlots(
  p: Picks,
  draft: Draft,
  slots: ChoiceSlot[],
  pool: Record<string, number>,
): (string | undefined)[] {
  const used = new Map<string, number>();
  const out: (string | undefined)[] = [];
  for (let i = 0; i < p.n; i++) {
    const all = p.itemsAt(i);
    for (const it of all) if (Number.isFinite(it.count)) pool[it.value] = it.count;
    const id = `${p.prefix}${i}`;
    let here = all;
    if (twoStep(all)) {
      const open = all.filter((it) => (used.get(it.value) ?? 0) < it.count);
      const groups = [...new Map(open.map((it) => [it.group, it.groupLabel])).entries()];
      slots.push({
        id: `${id}g`,
        label: p.groupLabel(i),
        options: groups.map(([value, label]): ChoiceOption => ({ value, label })),
      });
      const g = draft[`${id}g`];
      here = open.filter((it) => it.group === g);
      if (here.length === 0) {
        out.push(undefined);
        continue;
      }
      slots.push({ id, label: p.label(i), options: here.map((it) => ({ value: it.value, label: it.labelInGroup })) });
    } else slots.push({ id, label: p.label(i), options: here.map((it) => ({ value: it.value, label: it.label })) });
    const v = draft[id];
    const taken = here.some((it) => it.value === v) ? v : undefined;
    if (taken !== undefined) used.set(taken, (used.get(taken) ?? 0) + 1);
    out.push(taken);
  }
  return out;
}

/** The draft that takes `values` in order (what the prompt would have built). */
export function draftOfPicks(p: Picks, values: string[], out: Draft = {}): Draft {
  values.forEach((v, i) => {
    const items = i < p.n ? p.itemsAt(i) : [];
    // A value past the slots, or unknown, gets a slot id the choice lacks: the draft does not fit.
    const id = i < p.n ? `${p.prefix}${i}` : `${p.prefix}x${i}`;
    if (twoStep(items)) out[`${id}g`] = items.find((it) => it.value === v)?.group ?? `?${v}`;
    out[id] = v;
  });
  return out;
}

/** The values a complete draft takes, in slot order. */
export function picksOfDraft(p: Picks, draft: Draft): string[] {
  const out: string[] = [];
  for (let i = 0; i < p.n; i++) {
    const v = draft[`${p.prefix}${i}`];
    if (v !== undefined) out.push(v);
  }
  return out;
}
