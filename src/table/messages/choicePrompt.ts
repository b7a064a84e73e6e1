/**
 * The prompt of a described choice (kit/choice.ts): the draft so far in words, what remains, a
 * menu of the options open for the slot in focus, a menu to move to another slot, Back / Start
 * again, and Seal (or Confirm), enabled only when the draft is complete, legal and new. Every
 * click answers by editing this same message; only Seal/Confirm reaches the engine.
 */
import { type Choice, draftComplete, filledCount, fillTarget, optionsFor } from '../../engines/kit/choice.js';
import type { Msg } from '../../engines/kit/types.js';
import { type Locale, type People, t, tPeople } from '../../i18n/index.js';
import { customId } from '../customId.js';
import { type DraftOp, type DraftView, encodeDraft, sameDraft, startView } from '../draft.js';
import type { ControlRow } from '../ports.js';
import { button, row, select } from './components.js';

export interface ChoiceComponents {
  lines: string[];
  rows: ControlRow[];
}

/** A label of the engine's in the reader's words, seats named for their players when known. */
function say(locale: Locale, msg: Msg, people: People | null): string {
  return people ? tPeople(locale, msg, people) : t(locale, msg);
}

function optionLabel(
  choice: Choice,
  slotId: string,
  value: string | undefined,
  locale: Locale,
  people: People | null = null,
): string | null {
  if (value === undefined) return null;
  const option = choice.slots.find((s) => s.id === slotId)?.options.find((o) => o.value === value);
  return option ? say(locale, option.label, people) : null;
}

/** "Hetman: 4 · Prymas: 9" — the filled slots in words. */
export function draftSummary(
  choice: Choice,
  draft: Record<string, string>,
  locale: Locale,
  people: People | null = null,
): string {
  const parts = choice.slots.flatMap((slot) => {
    const label = optionLabel(choice, slot.id, draft[slot.id], locale, people);
    return label === null
      ? []
      : [t(locale, 'table.draft.part', { slot: say(locale, slot.label, people), option: label })];
  });
  return parts.join(' · ');
}

export function choiceComponents(
  gameId: string,
  stamp: string,
  choice: Choice,
  view: DraftView | null,
  locale: Locale,
  people: People | null = null,
): ChoiceComponents {
  const at = view ?? startView(choice);
  // Every component carries the draft it was built on and its operation (draftOps.ts).
  const id = (v: DraftView, op: DraftOp) => customId('draft', gameId, stamp, `${encodeDraft(choice, v)}:${op}`);
  const lines: string[] = [];
  if (choice.current)
    lines.push(t(locale, 'table.draft.standing', { choice: draftSummary(choice, choice.current, locale, people) }));
  const summary = draftSummary(choice, at.draft, locale, people);
  // What to choose next, by name: a tree's slots appear as earlier ones are filled, so a count
  // of what is left would not hold.
  const next = choice.slots[at.focus];
  const slot = next ? t(locale, next.label) : '';
  const complete = draftComplete(choice, at.draft);
  lines.push(
    summary === ''
      ? t(locale, 'table.draft.nothingYet', { slot })
      : complete
        ? t(locale, 'table.draft.ready', { draft: summary })
        : next && at.draft[next.id] === undefined
          ? t(locale, 'table.draft.soFar', { draft: summary, slot })
          : t(locale, 'table.draft.notYet', { draft: summary }),
  );
  const rows: ControlRow[] = [];
  const focused = choice.slots[at.focus];
  const open = focused ? optionsFor(choice, at.draft, focused.id) : [];
  if (focused && open.length > 0) {
    rows.push(
      row(
        select(
          id(at, 'v'),
          t(locale, 'table.draft.pick', { slot: say(locale, focused.label, people) }),
          open.slice(0, 25).map((o) => ({
            value: focused.options.indexOf(o).toString(36),
            label: say(locale, o.label, people),
          })),
        ),
      ),
    );
  }
  if (choice.slots.length > 1) {
    rows.push(
      row(
        select(
          id(at, 'f'),
          t(locale, 'table.draft.slots'),
          choice.slots.slice(0, 25).map((slot, i) => ({
            value: i.toString(36),
            label: t(locale, 'table.draft.part', {
              slot: say(locale, slot.label, people),
              option: optionLabel(choice, slot.id, at.draft[slot.id], locale, people) ?? t(locale, 'table.draft.empty'),
            }),
          })),
        ),
      ),
    );
  }
  if (choice.invalid && filledCount(choice, at.draft) >= fillTarget(choice))
    lines.push(`⚠️ ${say(locale, choice.invalid, people)}`);
  const empty = filledCount(choice, at.draft) === 0;
  const unchanged = choice.current !== undefined && sameDraft(choice.current, at.draft);
  rows.push(
    row(
      button(id(at, 'b'), t(locale, 'table.draft.back'), 'secondary', empty),
      button(id(at, 'r'), t(locale, 'table.draft.restart'), 'secondary', empty),
      button(
        id(at, 's'),
        t(locale, choice.sealed ? 'table.draft.seal' : 'table.draft.confirm'),
        'success',
        !complete || unchanged,
      ),
    ),
  );
  return { lines, rows };
}
