/**
 * Players' and organisers' control over time: pause and resume (capped, so nobody freezes a
 * game forever), extend the running deadline, nudge the seats that still owe, mute reminders,
 * hand an absent seat to a bot. Each change is one transaction; messages go after the commit.
 */
import type { BotLevel } from '../../engines/kit/bot.js';
import { RuleError } from '../../engines/kit/ruleError.js';
import type { Seat } from '../../engines/kit/types.js';
import { t } from '../../i18n/index.js';
import type { GameRecord, GameTx } from '../../store/types.js';
import { channelOf, deadlineSettings, gameLocale, type TableDeps } from '../context.js';
import { definitionOf } from '../engine.js';
import { engineMismatch, requireCurrentEngine } from '../engineVersion.js';
import { gameTitle, relativeTime, seatName } from '../messages/names.js';
import { type Caller, canAdminister } from '../scope.js';
import { LADDER } from './ladder.js';
import { type DeadlineSettings, planDeadlines } from './plan.js';

function fullTime(at: Date): string {
  return `<t:${Math.floor(at.getTime() / 1000)}:F>`;
}

export interface AdminCall extends Caller {
  gameId: string;
}

function requireAdmin(game: GameRecord, call: AdminCall): void {
  if (!canAdminister(game, call)) throw new RuleError('deadlines.error.notAdmin');
}

/** Re-plans deadline and reminders of the current decision with a given deadline. */
async function replanWith(
  tx: GameTx,
  settings: DeadlineSettings,
  now: Date,
  deadlineAt: Date | null,
  patch: Parameters<GameTx['update']>[0] = {},
): Promise<GameRecord> {
  const game = { ...tx.game, ...patch };
  const def = definitionOf(game.kind);
  // A game the engine may not run owes nothing the Table could ask for: no deadline is planned.
  const owing = game.state === null || engineMismatch(def, game) ? [] : def.pending(game.state);
  const plan = planDeadlines({ game, owing, settings, now, ...(deadlineAt ? { deadlineAt } : {}) });
  const updated = await tx.update({ ...patch, nextDeadlineAt: plan.nextDeadlineAt });
  await tx.replaceOpenJobs(plan.jobs, updated.version);
  return updated;
}

async function announce(deps: TableDeps, game: GameRecord, content: string): Promise<void> {
  try {
    await deps.notifier.post(channelOf(game), { content });
  } catch (err) {
    deps.logger.error({ err, gameId: game.id }, 'posting failed');
  }
}

export async function pauseGame(deps: TableDeps, call: AdminCall): Promise<GameRecord> {
  const now = deps.clock();
  const game = await deps.store.transact(call.gameId, async (tx) => {
    const g = tx.game;
    requireAdmin(g, call);
    if (g.status === 'paused') throw new RuleError('deadlines.error.alreadyPaused');
    if (g.status !== 'active') throw new RuleError('deadlines.error.notActive');
    const usedMs = g.pausedMinutes * 60_000;
    const leftMs = LADDER.maxPauseMs - usedMs;
    if (leftMs <= 60_000) throw new RuleError('deadlines.error.pauseCap', { days: LADDER.maxPauseMs / 86_400_000 });
    // The running deadline is kept as it was: on resume the time that was left is given back.
    const updated = await tx.update({ status: 'paused', pausedAt: now });
    const resumeAt = new Date(now.getTime() + leftMs);
    await tx.replaceOpenJobs(
      [{ kind: 'deadline', seat: -1, dueAt: resumeAt, slot: `resume@${resumeAt.getTime()}` }],
      updated.version,
    );
    return updated;
  });
  const locale = gameLocale(game);
  const until = new Date(now.getTime() + LADDER.maxPauseMs - game.pausedMinutes * 60_000);
  await announce(
    deps,
    game,
    t(locale, 'deadlines.paused', { user: `<@${call.userId}>`, until: fullTime(until), relative: relativeTime(until) }),
  );
  return game;
}

export interface ResumeCall {
  gameId: string;
  /** A player asking; absent when the pause allowance ran out. */
  admin?: AdminCall;
  /** The automatic-resume job being carried out. */
  jobId?: string;
}

export async function resumeGame(deps: TableDeps, call: ResumeCall): Promise<GameRecord | null> {
  const now = deps.clock();
  const before = await deps.store.getGame(call.gameId);
  if (!before) throw new RuleError('table.error.noGame');
  const settings = await deadlineSettings(deps, before);
  const game = await deps.store.transact(call.gameId, async (tx) => {
    if (call.jobId !== undefined && !(await tx.completeJob(call.jobId))) return null;
    const g = tx.game;
    if (call.admin) requireAdmin(g, call.admin);
    if (g.status !== 'paused' || !g.pausedAt) {
      if (call.jobId !== undefined) return null;
      throw new RuleError('deadlines.error.notPaused');
    }
    const pausedMs = Math.max(0, now.getTime() - g.pausedAt.getTime());
    const pausedMinutes = Math.min(LADDER.maxPauseMs / 60_000, g.pausedMinutes + Math.ceil(pausedMs / 60_000));
    const leftMs = g.nextDeadlineAt
      ? Math.max(LADDER.extensionMinMs, g.nextDeadlineAt.getTime() - g.pausedAt.getTime())
      : null;
    const deadlineAt = leftMs === null ? null : new Date(now.getTime() + leftMs);
    return replanWith(tx, settings, now, deadlineAt, { status: 'active', pausedAt: null, pausedMinutes });
  });
  if (!game) return null;
  const locale = gameLocale(game);
  const lines: string[] = [];
  if (!call.admin) lines.push(t(locale, 'deadlines.autoResumed', { days: LADDER.maxPauseMs / 86_400_000 }));
  if (game.nextDeadlineAt) {
    lines.push(
      t(locale, 'deadlines.resumed', {
        deadline: fullTime(game.nextDeadlineAt),
        relative: relativeTime(game.nextDeadlineAt),
      }),
    );
  }
  if (lines.length > 0) await announce(deps, game, lines.join('\n'));
  return game;
}

export async function extendDeadline(deps: TableDeps, call: AdminCall & { hours: number }): Promise<GameRecord> {
  if (!Number.isFinite(call.hours) || call.hours < 1) throw new RuleError('deadlines.error.extendMin');
  if (call.hours > LADDER.maxManualExtensionHours) {
    throw new RuleError('deadlines.error.extendCap', { hours: LADDER.maxManualExtensionHours });
  }
  const now = deps.clock();
  const before = await deps.store.getGame(call.gameId);
  if (!before) throw new RuleError('table.error.noGame');
  const settings = await deadlineSettings(deps, before);
  const game = await deps.store.transact(call.gameId, async (tx) => {
    const g = tx.game;
    requireAdmin(g, call);
    if (g.status === 'paused') throw new RuleError('deadlines.error.extendPaused');
    if (g.status !== 'active') throw new RuleError('deadlines.error.notActive');
    if (!g.nextDeadlineAt) throw new RuleError('deadlines.error.noDeadline');
    const deadlineAt = new Date(g.nextDeadlineAt.getTime() + call.hours * 3_600_000);
    return replanWith(tx, settings, now, deadlineAt);
  });
  const locale = gameLocale(game);
  if (game.nextDeadlineAt) {
    await announce(
      deps,
      game,
      t(locale, 'deadlines.extended', {
        user: `<@${call.userId}>`,
        hours: call.hours,
        deadline: fullTime(game.nextDeadlineAt),
        relative: relativeTime(game.nextDeadlineAt),
      }),
    );
  }
  return game;
}

export interface NudgeOutcome {
  game: GameRecord;
  nudged: Seat[];
}

/** A seated player reminds the seats that still owe; at most once every few hours per seat. */
export async function nudge(deps: TableDeps, gameId: string, userId: string): Promise<NudgeOutcome> {
  const now = deps.clock();
  const outcome = await deps.store.transact(gameId, async (tx): Promise<NudgeOutcome> => {
    const g = tx.game;
    const mine = g.seats.find((s) => s.userId === userId);
    if (!mine) throw new RuleError('deadlines.error.notSeated');
    if (g.status !== 'active' || g.state === null) throw new RuleError('deadlines.error.notActive');
    requireCurrentEngine(deps.logger, definitionOf(g.kind), g);
    if (mine.lastNudgeAt && now.getTime() - mine.lastNudgeAt.getTime() < LADDER.nudgeEveryMs) {
      const next = new Date(mine.lastNudgeAt.getTime() + LADDER.nudgeEveryMs);
      throw new RuleError('deadlines.error.nudgeTooSoon', {
        hours: LADDER.nudgeEveryMs / 3_600_000,
        relative: relativeTime(next),
      });
    }
    const owing = [
      ...new Set(
        definitionOf(g.kind)
          .pending(g.state)
          .map((d) => d.seat),
      ),
    ];
    const nudged = owing.filter((s) => {
      const seat = g.seats.find((x) => x.seat === s);
      return seat && seat.userId !== userId && !seat.isBot;
    });
    if (nudged.length === 0) throw new RuleError('deadlines.error.nobodyToNudge');
    await tx.updateSeat(mine.seat, { lastNudgeAt: now });
    return { game: tx.game, nudged };
  });
  const { game } = outcome;
  const def = definitionOf(game.kind);
  const locale = gameLocale(game);
  const deadline = game.nextDeadlineAt;
  const when = deadline
    ? { deadline: fullTime(deadline), relative: relativeTime(deadline) }
    : { deadline: '—', relative: '—' };
  const from = seatName(def, game, game.seats.find((s) => s.userId === userId)?.seat ?? 0, locale);
  const undelivered: string[] = [];
  for (const s of outcome.nudged) {
    const seat = game.seats.find((x) => x.seat === s);
    if (!seat) continue;
    const dm = await deps.notifier.dm(seat.userId, {
      content: t(locale, 'deadlines.nudge', { from, game: gameTitle(def, locale), channel: channelOf(game), ...when }),
    });
    if (!dm.ok) undelivered.push(seat.userId);
  }
  if (undelivered.length > 0) {
    await deps.notifier.post(channelOf(game), {
      content: t(locale, 'deadlines.nudge.channel', {
        from,
        users: undelivered.map((u) => `<@${u}>`).join(', '),
        ...when,
      }),
      pingUsers: undelivered,
    });
  }
  return outcome;
}

/** Turns the calling player's reminders for one game off or back on; returns the new state. */
export async function toggleReminders(deps: TableDeps, gameId: string, userId: string): Promise<boolean> {
  const now = deps.clock();
  const before = await deps.store.getGame(gameId);
  if (!before) throw new RuleError('table.error.noGame');
  const settings = await deadlineSettings(deps, before);
  return deps.store.transact(gameId, async (tx) => {
    const mine = tx.game.seats.filter((s) => s.userId === userId);
    if (mine.length === 0) throw new RuleError('deadlines.error.notSeated');
    const muted = !mine.every((s) => s.remindersMuted);
    for (const s of mine) await tx.updateSeat(s.seat, { remindersMuted: muted });
    if (tx.game.status === 'active' && tx.game.nextDeadlineAt) {
      await replanWith(tx, settings, now, tx.game.nextDeadlineAt);
    }
    return muted;
  });
}

/** Hands a seat to a bot of the given level (kit/bot.ts; `normal` unless told). */
export async function handSeatToBot(
  deps: TableDeps,
  call: AdminCall & { seat: Seat; level?: BotLevel },
): Promise<GameRecord> {
  const level = call.level ?? 'normal';
  const game = await deps.store.transact(call.gameId, async (tx) => {
    requireAdmin(tx.game, call);
    if (!tx.game.seats.some((s) => s.seat === call.seat)) throw new RuleError('deadlines.error.noSuchSeat');
    await tx.updateSeat(call.seat, { isBot: true, botLevel: level, absent: false, missedCount: 0 });
    return tx.game;
  });
  const def = definitionOf(game.kind);
  const locale = gameLocale(game);
  await announce(
    deps,
    game,
    t(locale, 'deadlines.botSeat', {
      seat: seatName(def, game, call.seat, locale),
      level: t(locale, `deadlines.level.${level}`),
    }),
  );
  return game;
}
