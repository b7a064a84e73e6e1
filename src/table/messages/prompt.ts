/**
 * A seat's decision prompt: the legal actions as buttons, or as select menus (one per group,
 * 25 options each) when there are many. Sent by DM for secret and private decisions, shown ephemerally
 * by the "My decision" button, and posted with a mention for public turns. Free actions
 * (trades, standing orders) follow the decision in rows of their own, so they never push
 * the decision's buttons into menus.
 */
import type { AnyGameDefinition, Decision, LabelledAction, Seat } from '../../engines/kit/types.js';
import { type Locale, type People, t } from '../../i18n/index.js';
import type { GameRecord } from '../../store/types.js';
import { customId } from '../customId.js';
import { decisionStamp } from '../decisionStamp.js';
import { type DraftView, startView } from '../draft.js';
import type { ControlRow, OutMessage } from '../ports.js';
import { choiceComponents } from './choicePrompt.js';
import {
  button,
  buttonRows,
  clipContent,
  MAX_BUTTONS_PER_ROW,
  MAX_ROWS,
  MAX_SELECT_OPTIONS,
  row,
  select,
} from './components.js';
import { gameName, mention, peopleOf, say } from './names.js';

const MAX_BUTTONS = 20;

export interface PromptInput {
  def: AnyGameDefinition;
  game: GameRecord;
  state: unknown;
  seat: Seat;
  locale: Locale;
  /** Public prompts mention the seat; private ones do not need to. */
  mentionSeat: boolean;
  /** The draft of the seat's described choice shown so far (none: where a new draft starts). */
  draft?: DraftView | null;
  /** One line on what happened since the seat's last move (catchup.ts sinceLine), for a DM. */
  since?: string | null;
}

/** `stamp`: the seat's decision stamp (decisionStamp.ts) the buttons are checked against. */
export function actionComponents(
  game: GameRecord,
  legal: LabelledAction<unknown>[],
  locale: Locale,
  stamp: string,
  people: People | null = null,
): { rows: ControlRow[]; overflow: boolean } {
  const label = (a: LabelledAction<unknown>): string => (people ? say(locale, a.label, people) : t(locale, a.label));
  if (legal.length <= MAX_BUTTONS) {
    const buttons = legal.map((a) => button(customId('act', game.id, stamp, a.id), label(a), 'primary'));
    return { rows: buttonRows(buttons), overflow: false };
  }
  const groups = new Map<string, LabelledAction<unknown>[]>();
  for (const a of legal) {
    const key = a.group ?? '';
    groups.set(key, [...(groups.get(key) ?? []), a]);
  }
  const rows: ControlRow[] = [];
  let overflow = false;
  let index = 0;
  for (const actions of groups.values()) {
    // The group key is for sorting only; the menu asks in the engine's words, or just "Choose".
    const groupLabel = actions[0]?.groupLabel;
    for (let i = 0; i < actions.length; i += MAX_SELECT_OPTIONS) {
      if (rows.length >= MAX_ROWS - 1) {
        overflow = true;
        break;
      }
      const chunk = actions.slice(i, i + MAX_SELECT_OPTIONS);
      rows.push(
        row(
          select(
            customId('pick', game.id, stamp, `g${index}`),
            groupLabel ? t(locale, groupLabel) : t(locale, 'table.prompt.choose'),
            chunk.map((a) => ({ value: a.id, label: label(a) })),
          ),
        ),
      );
      index++;
    }
  }
  return { rows, overflow };
}

/**
 * Free actions in the rows left: a small group (one row) as buttons, a larger one as select
 * menus; what does not fit is left to /act.
 */
function freeComponents(
  game: GameRecord,
  free: LabelledAction<unknown>[],
  locale: Locale,
  rowsLeft: number,
  stamp: string,
  people: People,
): { rows: ControlRow[]; overflow: boolean } {
  const label = (a: LabelledAction<unknown>): string => say(locale, a.label, people);
  const groups = new Map<string, LabelledAction<unknown>[]>();
  for (const a of free) {
    const key = a.group ?? '';
    groups.set(key, [...(groups.get(key) ?? []), a]);
  }
  const rows: ControlRow[] = [];
  let index = 0;
  for (const actions of groups.values()) {
    for (let i = 0; i < actions.length; i += MAX_SELECT_OPTIONS) {
      if (rows.length >= rowsLeft) return { rows, overflow: true };
      const chunk = actions.slice(i, i + MAX_SELECT_OPTIONS);
      if (chunk.length <= MAX_BUTTONS_PER_ROW) {
        rows.push(row(...chunk.map((a) => button(customId('act', game.id, stamp, a.id), label(a)))));
      } else {
        rows.push(
          row(
            select(
              customId('pick', game.id, stamp, `f${index}`),
              t(locale, 'table.prompt.anytime'),
              chunk.map((a) => ({ value: a.id, label: label(a) })),
            ),
          ),
        );
      }
      index++;
    }
  }
  return { rows, overflow: false };
}

export function promptMessage(input: PromptInput): OutMessage {
  const { def, game, state, seat, locale } = input;
  const owing: Decision[] = def.pending(state).filter((d) => d.seat === seat);
  const all = def.legalActions(state, seat) as LabelledAction<unknown>[];
  const legal = all.filter((a) => a.free !== true);
  // A tree-shaped choice is described as it stands for the draft shown.
  const base = def.choice?.(state, seat) ?? null;
  // Free actions grouped under the choice's key are complete moves of that same choice (listed
  // for /act): the drafted choice offers them, so they get no buttons of their own.
  const free = all.filter((a) => a.free === true && (base === null || a.group !== base.key));
  const people = peopleOf(def, game);
  const at = base ? (input.draft ?? startView(base)) : null;
  const choice = base && at ? (def.choice?.(state, seat, at.draft) ?? base) : null;
  const lines = [t(locale, 'table.prompt.header', { title: gameName(game, locale) })];
  if (input.mentionSeat) lines.push(mention(game, seat));
  if (input.since) lines.push(input.since);
  for (const d of owing) lines.push(say(locale, d.prompt, people));
  const secret =
    owing.some((d) => d.kind === 'secret') || (owing.length === 0 && (legal.length > 0 || choice?.sealed === true));
  // A choice that is final once sealed must not promise a change it will not allow.
  if (secret) lines.push(t(locale, choice?.final ? 'table.prompt.sealedFinal' : 'table.prompt.sealed'));
  else if (owing.some((d) => d.kind === 'private')) lines.push(t(locale, 'table.prompt.private'));
  if (legal.length === 0 && choice === null) lines.push(t(locale, 'table.prompt.nothing'));
  const stamp = decisionStamp(def, state, seat, game.version);
  // A described choice is drafted in this message; its suggested complete move stays with /act.
  const drafted = choice ? choiceComponents(game.id, stamp, choice, at, locale, people) : null;
  if (drafted) lines.push(...drafted.lines);
  const decision = drafted
    ? { rows: drafted.rows, overflow: false }
    : actionComponents(game, legal, locale, stamp, people);
  const components = decision.rows.slice(0, MAX_ROWS - 1);
  const extra = freeComponents(game, free, locale, MAX_ROWS - 1 - components.length, stamp, people);
  components.push(...extra.rows);
  if (decision.overflow || extra.overflow) lines.push(t(locale, 'table.prompt.useAct'));
  components.push(
    row(
      button(customId('catchup', game.id), t(locale, 'table.button.catchup'), 'secondary'),
      button(customId('hand', game.id), t(locale, 'table.button.hand'), 'secondary'),
    ),
  );
  const pingUsers = input.mentionSeat ? game.seats.filter((s) => s.seat === seat).map((s) => s.userId) : [];
  return { content: clipContent(lines.join('\n')), components, pingUsers };
}
