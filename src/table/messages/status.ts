/**
 * The status message of a game: pinned, edited in place after every change. In the lobby
 * it carries the join/leave/start buttons; in play, the phase, who still owes what and the
 * deadline; at the end, the result.
 */
import type { AnyGameDefinition, Decision } from '../../engines/kit/types.js';
import { type Locale, t } from '../../i18n/index.js';
import type { GameRecord } from '../../store/types.js';
import { customId } from '../customId.js';
import { type EngineMismatch, engineMismatch } from '../engineVersion.js';
import type { ControlRow, OutMessage } from '../ports.js';
import { parseResult, parseTableOptions } from '../stored.js';
import { button, buttonRows, clipContent, row, select } from './components.js';
import { factionLabel, gameName, peopleOf, relativeTime, say, seatName } from './names.js';
import { resultLines } from './result.js';

export interface StatusInput {
  def: AnyGameDefinition;
  game: GameRecord;
  /** The engine state (null in the lobby). */
  state: unknown;
  locale: Locale;
}

function deadlineText(game: GameRecord, locale: Locale): string {
  const d = game.deadline;
  return d.kind === 'duration'
    ? t(locale, 'table.deadline.duration', { hours: Math.round((d.minutes / 60) * 10) / 10 })
    : t(locale, 'table.deadline.daily', { time: d.time, timezone: d.timezone });
}

function optionsText(def: AnyGameDefinition, game: GameRecord, locale: Locale): string {
  const opts = parseTableOptions(game.options);
  const parts = def.options.map((o) => {
    const v = opts.engine[o.key] ?? o.default;
    if (o.kind === 'boolean') return `${t(locale, o.label)}: ${t(locale, v === true ? 'table.yes' : 'table.no')}`;
    const choice = o.choices.find((c) => c.value === v);
    return `${t(locale, o.label)}: ${choice ? t(locale, choice.label) : String(v)}`;
  });
  return parts.length > 0 ? parts.join(' · ') : t(locale, 'table.options.none');
}

function lobbyMessage({ def, game, locale }: StatusInput): OutMessage {
  const opts = parseTableOptions(game.options);
  const lines = [
    t(locale, 'table.lobby.header', { title: gameName(game, locale) }),
    t(locale, 'table.lobby.players', {
      count: game.seats.length,
      max: opts.maxSeats,
      min: def.players.min,
    }),
    ...game.seats.map((s) => `${s.seat + 1}. ${seatName(def, game, s.seat, locale)}`),
    t(locale, 'table.lobby.options', { options: optionsText(def, game, locale) }),
    t(locale, 'table.lobby.deadline', { deadline: deadlineText(game, locale) }),
    t(locale, 'table.lobby.howTo'),
  ];
  const taken = new Set(game.seats.map((s) => s.faction));
  const free = def.factions.filter((f) => !taken.has(f.id));
  const components: ControlRow[] = [
    row(
      button(customId('join', game.id), t(locale, 'table.button.join'), 'success'),
      button(customId('leave', game.id), t(locale, 'table.button.leave')),
      button(customId('start', game.id), t(locale, 'table.button.start'), 'primary'),
    ),
  ];
  if (free.length > 0) {
    components.push(
      row(
        select(
          customId('faction', game.id),
          t(locale, 'table.lobby.chooseFaction'),
          free.map((f) => ({ value: f.id, label: factionLabel(def, f.id, locale) })),
        ),
      ),
    );
  }
  return { content: clipContent(lines.join('\n')), components };
}

/** Seats that already sealed their choice while others still owe theirs. */
export function submittedSeats(def: AnyGameDefinition, game: GameRecord, state: unknown, owing: Decision[]): number[] {
  if (!owing.some((d) => d.kind === 'secret')) return [];
  const owed = new Set(owing.map((d) => d.seat));
  // A sealed seat can still change its choice; free actions (trades…) do not make a seat sealed.
  return game.seats
    .map((s) => s.seat)
    .filter((seat) => !owed.has(seat) && def.legalActions(state, seat).some((a) => a.free !== true));
}

/** A game the engine may not run (stored under another engine version): why it stands still. */
function outdatedMessage({ game, locale }: StatusInput, mismatch: EngineMismatch): OutMessage {
  const lines = [
    t(locale, 'table.status.header', { title: gameName(game, locale) }),
    t(locale, 'table.status.engineOutdated', { stored: mismatch.stored, current: mismatch.current }),
    t(locale, 'table.status.seedHash', { hash: game.seedHash }),
  ];
  return {
    content: clipContent(lines.join('\n')),
    components: buttonRows([button(customId('history', game.id, null, 'open'), t(locale, 'table.button.history'))]),
  };
}

function playMessage(input: StatusInput): OutMessage {
  const { def, game, state, locale } = input;
  const mismatch = engineMismatch(def, game);
  if (mismatch) return outdatedMessage(input, mismatch);
  const owing = def.pending(state);
  const sealed = new Set(submittedSeats(def, game, state, owing));
  const lines = [
    t(locale, 'table.status.header', { title: gameName(game, locale) }),
    t(locale, 'table.status.phase', { phase: t(locale, def.phase(state)) }),
  ];
  // Prompts name seats as the engine does ("Gracz 1"): here, by their players, as everywhere else.
  const people = peopleOf(def, game);
  for (const s of game.seats) {
    const decisions = owing.filter((d) => d.seat === s.seat);
    const name = seatName(def, game, s.seat, locale);
    if (decisions.length > 0) {
      const what = decisions.map((d) => say(locale, d.prompt, people)).join('; ');
      const kind = decisions.some((d) => d.kind === 'secret')
        ? t(locale, 'table.status.secret')
        : decisions.some((d) => d.kind === 'private')
          ? t(locale, 'table.status.private')
          : '';
      lines.push(t(locale, 'table.status.owes', { seat: s.seat + 1, name, what, kind }));
    } else if (sealed.has(s.seat)) {
      lines.push(t(locale, 'table.status.sealed', { seat: s.seat + 1, name }));
    } else {
      lines.push(t(locale, 'table.status.waiting', { seat: s.seat + 1, name }));
    }
  }
  if (game.nextDeadlineAt) lines.push(t(locale, 'table.status.deadline', { when: relativeTime(game.nextDeadlineAt) }));
  lines.push(t(locale, 'table.status.seedHash', { hash: game.seedHash }));
  const components = buttonRows([
    button(customId('decide', game.id), t(locale, 'table.button.decide'), 'primary'),
    button(customId('hand', game.id), t(locale, 'table.button.hand')),
    button(customId('history', game.id, null, 'open'), t(locale, 'table.button.history')),
  ]);
  return { content: clipContent(lines.join('\n')), components };
}

function endedMessage({ def, game, locale }: StatusInput): OutMessage {
  const lines = [t(locale, 'table.status.header', { title: gameName(game, locale) })];
  if (game.status === 'cancelled') lines.push(t(locale, 'table.status.cancelled'));
  const result = parseResult(game.result);
  if (result) lines.push(...resultLines(def, game, result, locale));
  // Stored text stays readable after an engine upgrade; the note says why the board is not drawn.
  const mismatch = engineMismatch(def, game);
  if (mismatch) lines.push(t(locale, 'table.status.engineOld', { stored: mismatch.stored, current: mismatch.current }));
  if (game.status === 'finished' || game.status === 'cancelled') {
    lines.push(t(locale, 'table.result.seed', { seed: game.seed, hash: game.seedHash }));
  }
  return {
    content: clipContent(lines.join('\n')),
    components: buttonRows([button(customId('history', game.id, null, 'open'), t(locale, 'table.button.history'))]),
  };
}

export function statusMessage(input: StatusInput): OutMessage {
  switch (input.game.status) {
    case 'lobby':
      return lobbyMessage(input);
    case 'active':
    case 'paused':
      return playMessage(input);
    case 'finished':
    case 'cancelled':
      return endedMessage(input);
    default: {
      const never: never = input.game.status;
      throw new Error(`unknown status ${String(never)}`);
    }
  }
}
