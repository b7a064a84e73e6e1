/** The public announcement of an accepted action and the private lines for single seats. */
import type { AnyGameDefinition, GameEvent, Seat } from '../../engines/kit/types.js';
import { type Locale, t } from '../../i18n/index.js';
import type { ActionSource, GameRecord } from '../../store/types.js';
import type { OutMessage } from '../ports.js';
import { clipContent } from './components.js';
import { gameName, peopleOf, say, seatName } from './names.js';

export interface AnnounceInput {
  def: AnyGameDefinition;
  game: GameRecord;
  seat: Seat;
  source: ActionSource;
  events: GameEvent[];
  /** Set for a sealed submission: its public commitment. */
  commitment: string | null;
  /**
   * The action was a step of a private decision (a play built from the hand): when it shows
   * nothing public, the channel is told the seat is still choosing rather than an empty line.
   */
  privateStep?: boolean;
  locale: Locale;
}

export function publicEvents(events: GameEvent[]): GameEvent[] {
  return events.filter((e) => e.to === undefined);
}

export function eventsFor(events: GameEvent[], seat: Seat | null): GameEvent[] {
  return events.filter((e) => e.to === undefined || (seat !== null && e.to.includes(seat)));
}

export function announcement(input: AnnounceInput): OutMessage {
  const { def, game, seat, locale } = input;
  const name = seatName(def, game, seat, locale);
  const lines: string[] = [];
  if (input.source === 'default') lines.push(t(locale, 'table.announce.defaulted', { name }));
  else if (input.source === 'bot') lines.push(t(locale, 'table.announce.bot', { name }));
  // A short commitment in the channel; the full hash is in /game history and the final check.
  if (input.commitment) lines.push(t(locale, 'table.announce.sealed', { name, hash: input.commitment.slice(0, 12) }));
  const visible = publicEvents(input.events);
  if (visible.length > 0) {
    if (!input.commitment && input.source === 'player') lines.push(t(locale, 'table.announce.acted', { name }));
    const people = peopleOf(def, game);
    for (const e of visible) lines.push(`• ${say(locale, e.msg, people)}`);
  }
  if (visible.length === 0 && !input.commitment && input.privateStep)
    lines.push(t(locale, 'table.announce.privateStep', { name }));
  if (lines.length === 0) lines.push(t(locale, 'table.announce.acted', { name }));
  return { content: clipContent(lines.join('\n')) };
}

/** Lines only `seat` may read (its own sealed choice, a card drawn), for a DM. */
export function privateLines(
  def: AnyGameDefinition,
  game: GameRecord,
  events: GameEvent[],
  seat: Seat,
  locale: Locale,
): OutMessage | null {
  const mine = events.filter((e) => e.to?.includes(seat));
  if (mine.length === 0) return null;
  const lines = [t(locale, 'table.private.header', { title: gameName(game, locale) })];
  const people = peopleOf(def, game);
  for (const e of mine) lines.push(`• ${say(locale, e.msg, people)}`);
  return { content: clipContent(lines.join('\n')) };
}
