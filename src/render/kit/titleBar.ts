/**
 * The title bar across the top of every board: game title, round/phase, deadline.
 * The deadline is an absolute time (the image must not depend on when it was drawn, so
 * identical views hit the cache).
 */
import { t } from '../../i18n/index.js';
import type { Locale } from '../../i18n/types.js';
import { measureText } from '../font/metrics.js';
import { el } from './svg.js';
import { fittingFace, textBox } from './text.js';
import { THEME } from './theme.js';

export const TITLE_BAR_HEIGHT = 64;

/** "śr., 25 lis, 23:50 CET" / "Wed, 25 Nov, 23:50 CET" in the given zone. */
/**
 * Formatters by locale and zone: building an Intl.DateTimeFormat costs ≈ 0.5 ms, more than the
 * rest of the title bar, and a process sees only a few zones. A read-through cache (what it
 * holds depends only on its key).
 */
const deadlineFormats = new Map<string, Intl.DateTimeFormat>();

export function formatDeadline(deadline: Date, locale: Locale, timeZone: string): string {
  const key = `${locale} ${timeZone}`;
  let format = deadlineFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'pl' ? 'pl-PL' : 'en-GB', {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    // Zones come from players' settings: a bound on distinct ones keeps the map small.
    if (deadlineFormats.size >= 64) deadlineFormats.clear();
    deadlineFormats.set(key, format);
  }
  return format.format(deadline);
}

export interface TitleBarOptions {
  width: number;
  locale: Locale;
  /** The game's title, already localised. */
  game: string;
  /** Round and phase, already localised (e.g. "Runda 3 · Sejm"). */
  phase: string;
  deadline: Date | null;
  timeZone: string;
}

export function titleBar(o: TitleBarOptions): string {
  const h = TITLE_BAR_HEIGHT;
  const pad = 20;
  const deadline = o.deadline
    ? t(o.locale, 'render.deadline', { time: formatDeadline(o.deadline, o.locale, o.timeZone) })
    : t(o.locale, 'render.noDeadline');
  // Headline type is large: the title and the deadline take the room they need (up to a
  // third each) and the phase gets the rest. Text that does not fit its face at the
  // headline floor is set in the condensed faces rather than cut.
  let gameFace = fittingFace(o.game, 28, ['serifBold', 'condensedBold'], Math.round(o.width * 0.33));
  let deadlineFace = fittingFace(deadline, 28, ['sans', 'condensed'], Math.round(o.width * 0.3));
  const widths = () => {
    const gameW = Math.min(Math.round(o.width * 0.33), Math.ceil(measureText(o.game, 30, gameFace)) + 2);
    const deadlineW = Math.min(Math.round(o.width * 0.3), Math.ceil(measureText(deadline, 28, deadlineFace)) + 2);
    return { gameW, deadlineW, phaseW: o.width - gameW - deadlineW - 4 * pad };
  };
  let { gameW, deadlineW, phaseW } = widths();
  // A phase too long for what is left even condensed: the title and the deadline condense too.
  if (measureText(o.phase, 28, 'condensed') > phaseW) {
    gameFace = 'condensedBold';
    deadlineFace = 'condensed';
    ({ gameW, deadlineW, phaseW } = widths());
  }
  const phaseFace = fittingFace(o.phase, 28, ['sansBold', 'condensedBold', 'condensed'], phaseW);
  return (
    el('rect', { x: 4, y: 4, width: o.width - 8, height: h - 4, rx: 6, fill: THEME.titleBar }) +
    textBox(o.game, {
      x: pad,
      y: 6,
      width: gameW,
      height: h - 8,
      size: 30,
      minSize: 28,
      headline: true,
      face: gameFace,
      align: 'start',
      colour: THEME.titleInk,
    }) +
    textBox(o.phase, {
      x: 2 * pad + gameW,
      y: 6,
      width: phaseW,
      height: h - 8,
      size: 28,
      headline: true,
      face: phaseFace,
      align: 'middle',
      colour: THEME.titleInk,
    }) +
    textBox(deadline, {
      x: o.width - pad - deadlineW,
      y: 6,
      width: deadlineW,
      height: h - 8,
      size: 28,
      headline: true,
      face: deadlineFace,
      align: 'end',
      colour: THEME.titleMutedInk,
    })
  );
}
