/**
 * Carries out claimed deadline jobs: reminders to seats that still owe a decision, the
 * missed-deadline ladder at a deadline, and the automatic end of a pause. Each job is
 * completed inside the game's transaction, so two schedulers never do its work twice; all
 * messages go out after the commit.
 */
import type { Seat } from '../../engines/kit/types.js';
import { t } from '../../i18n/index.js';
import { type ClaimedJob, GameNotFoundError, type GameRecord, type GameTx } from '../../store/types.js';
import { sinceLineOf } from '../catchup.js';
import { channelOf, gameLocale, settingsOf, type TableDeps } from '../context.js';
import { definitionOf } from '../engine.js';
import { engineMismatch } from '../engineVersion.js';
import { gameTitle, relativeTime, seatName } from '../messages/names.js';
import { type OutboxPayload, runEntry } from '../outbox.js';
import { type Applied, applyInTx } from '../play.js';
import type { Table } from '../table.js';
import { resumeGame } from './control.js';
import { extensionLength, type SeatVerdict, verdictFor } from './ladder.js';
import { type DeadlineSettings, planDeadlines } from './plan.js';
import type { JobWorker } from './scheduler.js';

/** More default steps than any one decision takes; a guard against an engine that never lets go. */
const MAX_DEFAULT_STEPS = 200;

/** Discord's full date-time markup, shown in each reader's own time zone. */
export function fullTime(at: Date): string {
  return `<t:${Math.floor(at.getTime() / 1000)}:F>`;
}

/** The deadline a job was planned for, from its slot name (`…@<ms>`). */
function slotDeadline(job: ClaimedJob): number | null {
  const at = job.slot.split('@')[1];
  const ms = at === undefined ? Number.NaN : Number(at);
  return Number.isFinite(ms) ? ms : null;
}

function owingSeats(game: GameRecord): Seat[] {
  if (game.state === null || game.state === undefined) return [];
  return [
    ...new Set(
      definitionOf(game.kind)
        .pending(game.state)
        .map((d) => d.seat),
    ),
  ];
}

interface ReminderWork {
  game: GameRecord;
  seat: Seat;
  userId: string;
  prompt: string;
}

interface DeadlineWork {
  game: GameRecord;
  verdicts: SeatVerdict[];
  newDeadline: Date | null;
  /** The defaults played for seats that missed, committed with the job. */
  applied: Applied[];
}

/** The missed-deadline ladder's public lines: extensions, defaults, seats gone absent, bots. */
function ladderLines(game: GameRecord, verdicts: SeatVerdict[], newDeadline: Date | null): string[] {
  const def = definitionOf(game.kind);
  const locale = gameLocale(game);
  const lines: string[] = [];
  for (const v of verdicts) {
    const name = seatName(def, game, v.seat, locale);
    if (v.kind === 'extension' && newDeadline) {
      lines.push(
        t(locale, 'deadlines.extension', {
          seat: name,
          left: v.extensionsLeft,
          deadline: fullTime(newDeadline),
          relative: relativeTime(newDeadline),
        }),
      );
    }
    if (v.kind === 'default') {
      lines.push(t(locale, 'deadlines.defaultApplied', { seat: name }));
      if (v.becomesAbsent) lines.push(t(locale, 'deadlines.absent', { seat: name, count: v.missedCount }));
    }
    if (v.kind === 'bot') lines.push(t(locale, 'deadlines.botApplied', { seat: name }));
  }
  return lines;
}

export class DeadlineWorker implements JobWorker {
  constructor(
    private readonly deps: TableDeps,
    private readonly table: Table,
  ) {}

  async run(job: ClaimedJob): Promise<void> {
    switch (job.kind) {
      case 'reminder':
        return this.remind(job);
      case 'deadline':
        return job.slot.startsWith('resume@') ? this.autoResume(job) : this.deadline(job);
      default: {
        const never: never = job.kind;
        throw new Error(`unknown job kind ${String(never)}`);
      }
    }
  }

  private async remind(job: ClaimedJob): Promise<void> {
    const work = await this.deps.store.transact(job.gameId, async (tx): Promise<ReminderWork | null> => {
      if (!(await tx.completeJob(job.id))) return null;
      const game = tx.game;
      if (game.status !== 'active' || !game.nextDeadlineAt) return null;
      const seat = game.seats.find((s) => s.seat === job.seat);
      if (!seat || seat.isBot || seat.remindersMuted) return null;
      const def = definitionOf(game.kind);
      if (engineMismatch(def, game)) return null;
      const decision = def.pending(game.state).find((d) => d.seat === job.seat);
      if (!decision) return null;
      return { game, seat: job.seat, userId: seat.userId, prompt: t(gameLocale(game), decision.prompt) };
    });
    if (!work?.game.nextDeadlineAt) return;
    await this.sendReminder(work, work.game.nextDeadlineAt);
  }

  private async sendReminder(work: ReminderWork, deadline: Date): Promise<void> {
    const { game } = work;
    const locale = gameLocale(game);
    const params = {
      game: gameTitle(definitionOf(game.kind), locale),
      prompt: work.prompt,
      deadline: fullTime(deadline),
      relative: relativeTime(deadline),
      channel: channelOf(game),
      user: work.userId,
    };
    // The reminder DM says in one line what happened since the seat's last move.
    const since = await sinceLineOf(this.deps, game, work.seat, locale);
    const content = [t(locale, 'deadlines.reminder.dm', params), ...(since ? [since] : [])].join('\n');
    const dm = await this.deps.notifier.dm(work.userId, { content });
    if (dm.ok) return;
    await this.deps.notifier.post(channelOf(game), {
      content: t(locale, 'deadlines.reminder.channel', params),
      pingUsers: [work.userId],
    });
  }

  private async deadline(job: ClaimedJob): Promise<void> {
    const now = this.deps.clock();
    const work = await this.deps.store
      .transact(job.gameId, async (tx): Promise<DeadlineWork | null> => {
        if (!(await tx.completeJob(job.id))) return null;
        const settings = settingsOf(tx);
        const game = tx.game;
        // A deadline job of a decision that is over (answered, paused, re-planned) does nothing.
        if (game.status !== 'active' || !game.nextDeadlineAt) return null;
        if (slotDeadline(job) !== game.nextDeadlineAt.getTime()) return null;
        // No default is played on a state today's engine may not read; the operator is told once,
        // when the job is completed, and no further deadline is planned for the game.
        const mismatch = engineMismatch(definitionOf(game.kind), game);
        if (mismatch) {
          this.deps.logger.warn(
            { gameId: game.id, kind: game.kind, storedEngineVersion: mismatch.stored, engineVersion: mismatch.current },
            'deadline skipped: game stored under another engine version',
          );
          const updated = await tx.update({ nextDeadlineAt: null });
          await tx.replaceOpenJobs([], updated.version);
          return null;
        }
        const owing = owingSeats(game);
        const verdicts: SeatVerdict[] = [];
        for (const seatNo of owing) {
          const seat = game.seats.find((s) => s.seat === seatNo);
          if (!seat) continue;
          const v = verdictFor(seat);
          verdicts.push(v);
          if (v.kind === 'extension') await tx.updateSeat(seatNo, { extensionsLeft: v.extensionsLeft });
          if (v.kind === 'default') {
            await tx.updateSeat(seatNo, { missedCount: v.missedCount, ...(v.becomesAbsent ? { absent: true } : {}) });
          }
        }
        let newDeadline: Date | null = null;
        if (verdicts.some((v) => v.kind === 'extension')) {
          newDeadline = new Date(now.getTime() + extensionLength(game.deadline));
          const decisions = definitionOf(game.kind).pending(game.state);
          const plan = planDeadlines({ game: tx.game, owing: decisions, settings, now, deadlineAt: newDeadline });
          const updated = await tx.update({ nextDeadlineAt: plan.nextDeadlineAt });
          await tx.replaceOpenJobs(plan.jobs, updated.version);
        }
        // The defaults commit with the job: if the process dies (or a default throws) before the
        // commit, neither the job's completion nor any default is saved, and the job is claimed
        // again once its lease runs out. A game owing a decision never lacks an open deadline.
        // The ladder's lines go out before the defaults' announcements, and commit with them.
        const lines = ladderLines(tx.game, verdicts, newDeadline);
        if (lines.length > 0)
          await tx.enqueue('post', { type: 'post', content: lines.join('\n') } satisfies OutboxPayload);
        const applied: Applied[] = [];
        for (const v of verdicts) {
          if (v.kind === 'extension') continue;
          applied.push(
            ...(await this.defaultWholeDecision(tx, v.seat, v.kind === 'bot' ? 'bot' : 'default', settings)),
          );
        }
        // The defaults of one deadline (every owing seat, every step of a decision) are one run:
        // one announcement and one board at its end, queued with them.
        if (applied.length > 0) await tx.enqueue('run', runEntry(applied));
        return { game: tx.game, verdicts, newDeadline, applied };
      })
      .catch((err: unknown) => {
        // The game is gone (its jobs went with it): nothing to do.
        if (err instanceof GameNotFoundError) return null;
        throw err;
      });
    if (!work) return;
    await this.table.deliver(job.gameId);
    await this.table.playBots(job.gameId);
  }

  /**
   * A decision may take several actions (cards placed one by one, then confirmed). A seat
   * that missed the deadline gets the default for the whole decision: defaults are applied
   * while it still owes in the same phase, so it does not get a fresh window per step.
   */
  private async defaultWholeDecision(
    tx: GameTx,
    seat: Seat,
    source: 'default' | 'bot',
    settings: DeadlineSettings,
  ): Promise<Applied[]> {
    const applied: Applied[] = [];
    let phase: string | null = null;
    for (let step = 0; step < MAX_DEFAULT_STEPS; step++) {
      const game = tx.game;
      if (game.status !== 'active') break;
      const def = definitionOf(game.kind);
      const now = JSON.stringify(def.phase(game.state));
      if (phase !== null && now !== phase) break;
      if (!def.pending(game.state).some((d) => d.seat === seat)) break;
      phase = now;
      const outcome = await applyInTx(this.deps, tx, { gameId: game.id, seat, source, quiet: true }, settings);
      if (outcome.kind !== 'applied') break;
      applied.push(outcome);
    }
    return applied;
  }

  private async autoResume(job: ClaimedJob): Promise<void> {
    await resumeGame(this.deps, { gameId: job.gameId, jobId: job.id });
  }
}
