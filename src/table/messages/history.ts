/** The game's history, paged, in the reader's language: public lines plus the reader's own. */
import type { AnyGameDefinition, Seat } from '../../engines/kit/types.js';
import { type Locale, type People, t } from '../../i18n/index.js';
import type { ActionRecord, GameRecord } from '../../store/types.js';
import { customId } from '../customId.js';
import type { OutMessage } from '../ports.js';
import { parseEvents } from '../stored.js';
import { eventsFor } from './announce.js';
import { button, buttonRows, clipContent } from './components.js';
import { gameName, peopleOf, say, seatName } from './names.js';

export const HISTORY_PAGE_SIZE = 15;

export function historyLines(
  def: AnyGameDefinition,
  game: GameRecord,
  actions: readonly ActionRecord[],
  reader: Seat | null,
  locale: Locale,
): string[] {
  const people = peopleOf(def, game);
  return actions.flatMap((a) => actionLines(def, game, actions, a, reader, locale, people));
}

/**
 * The lines of one action as `reader` may read them: its public events and the reader's own,
 * a sealed submission as its commitment (the salt only once the choice was revealed, which
 * `later` — the log from this action on — tells).
 */
export function actionLines(
  def: AnyGameDefinition,
  game: GameRecord,
  later: readonly ActionRecord[],
  a: ActionRecord,
  reader: Seat | null,
  locale: Locale,
  people: People = peopleOf(def, game),
): string[] {
  if (a.undone) return [];
  const lines: string[] = [];
  const name = seatName(def, game, a.seat, locale);
  if (a.commitment) {
    // Once the sealed choices were revealed, the salt lets anyone check the commitment.
    const revealed = later.some((b) => b.seq >= a.seq && b.irreversible && !b.undone);
    lines.push(
      revealed && a.salt
        ? t(locale, 'table.history.sealedRevealed', {
            seq: a.seq,
            name,
            hash: a.commitment.slice(0, 16),
            salt: a.salt,
          })
        : t(locale, 'table.history.sealed', { seq: a.seq, name, hash: a.commitment.slice(0, 16) }),
    );
  }
  const events = eventsFor(parseEvents(a.events), reader);
  for (const e of events) lines.push(t(locale, 'table.history.line', { seq: a.seq, text: say(locale, e.msg, people) }));
  if (!a.commitment && events.length === 0) lines.push(t(locale, 'table.history.acted', { seq: a.seq, name }));
  return lines;
}

/** Page 0 is the most recent page; higher pages go back in time. */
export function historyPage(
  def: AnyGameDefinition,
  game: GameRecord,
  actions: readonly ActionRecord[],
  reader: Seat | null,
  page: number,
  locale: Locale,
): OutMessage {
  const lines = historyLines(def, game, actions, reader, locale);
  const pages = Math.max(1, Math.ceil(lines.length / HISTORY_PAGE_SIZE));
  const p = Math.min(Math.max(0, page), pages - 1);
  const end = lines.length - p * HISTORY_PAGE_SIZE;
  const slice = lines.slice(Math.max(0, end - HISTORY_PAGE_SIZE), end);
  const header = t(locale, 'table.history.header', { title: gameName(game, locale), page: p + 1, pages });
  const body = slice.length > 0 ? slice.join('\n') : t(locale, 'table.history.empty');
  const buttons = [];
  if (p + 1 < pages)
    buttons.push(button(customId('history', game.id, null, `p.${p + 1}`), t(locale, 'table.button.older')));
  if (p > 0)
    buttons.push(
      button(customId('history', game.id, null, `p.${p - 1}`), t(locale, 'table.button.newer'), 'secondary'),
    );
  return { content: clipContent(`${header}\n${body}`), components: buttonRows(buttons) };
}
