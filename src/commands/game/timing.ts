/**
 * /game pause|resume|extend|nudge|reminders|bot: control over time (src/table/deadlines).
 * Pause, resume, extend and bot are for the game's creator or Manage Server; nudge and
 * reminders for seated players.
 */
import { isBotLevel } from '../../engines/kit/bot.js';
import { RuleError } from '../../engines/kit/ruleError.js';
import type { GameRecord } from '../../store/types.js';
import {
  extendDeadline,
  handSeatToBot,
  nudge,
  pauseGame,
  resumeGame,
  toggleReminders,
} from '../../table/deadlines/control.js';
import { isValidTimezone } from '../../table/deadlines/timezone.js';
import { gameName } from '../../table/messages/names.js';
import { named } from '../localize.js';
import { tell } from '../respond.js';
import {
  askedWhichGame,
  autocompleteGame,
  callerOf,
  GAME_OPTION,
  gameOf,
  type Subcommand,
  withGameOption,
} from './shared.js';

export const pause: Subcommand = {
  name: 'pause',
  build: (sub) => withGameOption(named(sub, 'deadlines.cmd.pause')),
  async execute(i, ctx) {
    const game = await gameOf(i, ctx);
    await i.defer(true);
    await pauseGame(ctx.table.deps, { gameId: game.id, ...callerOf(i) });
    await tell(i, 'deadlines.reply.paused');
  },
  autocomplete: autocompleteGame,
};

export const resume: Subcommand = {
  name: 'resume',
  build: (sub) => withGameOption(named(sub, 'deadlines.cmd.resume')),
  async execute(i, ctx) {
    const game = await gameOf(i, ctx);
    await i.defer(true);
    const admin = { gameId: game.id, ...callerOf(i) };
    await resumeGame(ctx.table.deps, { gameId: game.id, admin });
    await tell(i, 'deadlines.reply.resumed');
  },
  autocomplete: autocompleteGame,
};

export const extend: Subcommand = {
  name: 'extend',
  build: (sub) =>
    withGameOption(
      named(sub, 'deadlines.cmd.extend').addIntegerOption((o) =>
        named(o, 'deadlines.opt.hours').setRequired(true).setMinValue(1).setMaxValue(72),
      ),
    ),
  async execute(i, ctx) {
    const game = await gameOf(i, ctx);
    const hours = i.integer('hours');
    if (hours === null) throw new RuleError('core.error.badOption', { option: 'hours' });
    await i.defer(true);
    await extendDeadline(ctx.table.deps, {
      gameId: game.id,
      ...callerOf(i),
      hours,
    });
    await tell(i, 'deadlines.reply.extended', { hours });
  },
  autocomplete: autocompleteGame,
};

export const nudgeCommand: Subcommand = {
  name: 'nudge',
  build: (sub) => withGameOption(named(sub, 'deadlines.cmd.nudge')),
  async execute(i, ctx) {
    const game = await gameOf(i, ctx);
    await i.defer(true);
    const out = await nudge(ctx.table.deps, game.id, i.actor.userId);
    const users = out.nudged
      .map((s) => out.game.seats.find((x) => x.seat === s)?.displayName)
      .filter((n): n is string => typeof n === 'string');
    await tell(i, 'deadlines.nudge.sent', { users: users.join(', ') });
  },
  autocomplete: autocompleteGame,
};

/** Minutes after midnight from an "HH:MM" or "HH" text; null when malformed. */
function parseClock(text: string): number | null {
  const m = /^(\d{1,2})(?::(\d{2}))?$/.exec(text.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2] ?? '0');
  return h < 24 && min < 60 ? h * 60 + min : null;
}

function formatClock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export const reminders: Subcommand = {
  name: 'reminders',
  build: (sub) =>
    withGameOption(
      named(sub, 'deadlines.cmd.reminders')
        .addStringOption((o) => named(o, 'deadlines.opt.timezone').setRequired(false).setMaxLength(60))
        .addStringOption((o) => named(o, 'deadlines.opt.quietFrom').setRequired(false).setMaxLength(5))
        .addStringOption((o) => named(o, 'deadlines.opt.quietTo').setRequired(false).setMaxLength(5))
        .addBooleanOption((o) => named(o, 'deadlines.opt.mute').setRequired(false)),
    ),
  async execute(i, ctx) {
    const store = ctx.table.deps.store;
    const tz = i.string('timezone');
    const from = i.string('quiet_from');
    const to = i.string('quiet_to');
    const mute = i.boolean('mute');
    if (tz !== null && !isValidTimezone(tz)) throw new RuleError('deadlines.error.badTimezone', { timezone: tz });
    const quietStart = from === null ? undefined : from === '-' ? null : parseClock(from);
    const quietEnd = to === null ? undefined : to === '-' ? null : parseClock(to);
    if (quietStart === null && from !== '-') throw new RuleError('deadlines.error.badClock', { value: from ?? '' });
    if (quietEnd === null && to !== '-') throw new RuleError('deadlines.error.badClock', { value: to ?? '' });
    // Muting is per game: with several of the caller's games in this channel and none named, ask which.
    let mineHere: GameRecord | null = null;
    if (mute !== null && i.string(GAME_OPTION) === null) {
      const here = await store.gamesInChannel(i.channelId, ['lobby', 'active', 'paused']);
      const mine = here.filter((g) => g.seats.some((s) => s.userId === i.actor.userId));
      if (await askedWhichGame(i, mine)) return;
      mineHere = mine[0] ?? null;
    }
    await i.defer(true);
    const current = await store.playerSettings(i.actor.userId);
    const saved = await store.savePlayerSettings({
      userId: i.actor.userId,
      timezone: tz ?? current?.timezone ?? 'Europe/Warsaw',
      quietStart: quietStart === undefined ? (current?.quietStart ?? null) : quietStart,
      quietEnd: quietEnd === undefined ? (current?.quietEnd ?? null) : quietEnd,
      locale: current?.locale ?? null,
    });
    let muted: boolean | null = null;
    let mutedGame = '';
    if (mute !== null) {
      const game = mineHere ?? (await gameOf(i, ctx));
      const seat = game.seats.find((s) => s.userId === i.actor.userId);
      if (!seat) throw new RuleError('deadlines.error.notSeated');
      muted = seat.remindersMuted;
      if (muted !== mute) muted = await toggleReminders(ctx.table.deps, game.id, i.actor.userId);
      mutedGame = gameName(game, i.actor.locale);
    }
    const quiet =
      saved.quietStart === null || saved.quietEnd === null
        ? ({ key: 'deadlines.quiet.none' } as const)
        : {
            key: 'deadlines.quiet.range',
            params: { from: formatClock(saved.quietStart), to: formatClock(saved.quietEnd) },
          };
    await tell(i, 'deadlines.reply.reminders', {
      timezone: saved.timezone,
      quiet,
      muted: muted === null ? 'unchanged' : muted ? 'on' : 'off',
      game: mutedGame,
    });
  },
  autocomplete: autocompleteGame,
};

export const bot: Subcommand = {
  name: 'bot',
  build: (sub) =>
    withGameOption(
      named(sub, 'deadlines.cmd.bot')
        .addUserOption((o) => named(o, 'deadlines.opt.player').setRequired(true))
        .addStringOption((o) =>
          named(o, 'deadlines.opt.level')
            .setRequired(false)
            .addChoices(
              { name: 'normal', name_localizations: { pl: 'normalny' }, value: 'normal' },
              { name: 'easy', name_localizations: { pl: 'łatwy' }, value: 'easy' },
            ),
        ),
    ),
  async execute(i, ctx) {
    const game = await gameOf(i, ctx);
    const target = i.user('player');
    const seat = game.seats.find((s) => s.userId === target?.id);
    if (!seat) throw new RuleError('deadlines.error.noSuchSeat');
    const level = i.string('level') ?? 'normal';
    if (!isBotLevel(level)) throw new RuleError('core.error.badOption', { option: 'level' });
    await i.defer(true);
    await handSeatToBot(ctx.table.deps, {
      gameId: game.id,
      ...callerOf(i),
      seat: seat.seat,
      level,
    });
    await tell(i, 'deadlines.reply.bot');
    await ctx.table.playBots(game.id);
  },
  autocomplete: autocompleteGame,
};

export const timingSubcommands: Subcommand[] = [pause, resume, extend, nudgeCommand, reminders, bot];
