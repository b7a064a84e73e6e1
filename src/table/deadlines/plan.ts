/**
 * Plans a game's deadline and reminders from who owes a decision now. Called by the Table
 * inside the same transaction as every state change, so the jobs always match the state.
 */
import type { Decision } from '../../engines/kit/types.js';
import type { DeadlineSetting, GameRecord, NewJob, PlayerSettingsRecord } from '../../store/types.js';
import { addDays, instantOf, minutesOfDay, wallClock } from './timezone.js';

/** One reminder of a schedule: a fraction of the time left, or minutes before the deadline. */
export type ReminderSlot = { fraction: number } | { minutesBefore: number };

export const DEFAULT_REMINDER_SCHEDULE: ReminderSlot[] = [{ fraction: 0.5 }, { minutesBefore: 60 }];

/** A daily deadline closer than this moves to the next day, so nobody gets a few minutes. */
const MIN_DAILY_NOTICE_MS = 60 * 60_000;

export interface DeadlineSettings {
  /** The channel's reminder schedule (raw JSON from channel settings); default when absent. */
  reminderSchedule?: unknown;
  /** Player settings by Discord user id (timezone, quiet hours). */
  players?: Record<string, PlayerSettingsRecord | undefined>;
}

export interface PlanInput {
  game: Pick<GameRecord, 'status' | 'deadline' | 'seats' | 'nextDeadlineAt'>;
  owing: Decision[];
  /**
   * Seats that owed a decision before this change. When everyone who owes now already owed
   * then (another seat's sealed choice came in, say), the running deadline is kept rather
   * than restarted, and reminders already sent are not sent again.
   */
  previousOwing?: number[];
  settings?: DeadlineSettings;
  now: Date;
  /** Overrides the computed deadline (an extension, a resumed pause keeping its time). */
  deadlineAt?: Date | null;
}

export interface DeadlinePlan {
  nextDeadlineAt: Date | null;
  jobs: NewJob[];
}

export function parseReminderSchedule(raw: unknown): ReminderSlot[] {
  if (!Array.isArray(raw)) return DEFAULT_REMINDER_SCHEDULE;
  const out: ReminderSlot[] = [];
  for (const item of raw) {
    if (item && typeof item === 'object') {
      const r = item as Record<string, unknown>;
      if (typeof r.fraction === 'number' && r.fraction > 0 && r.fraction < 1) out.push({ fraction: r.fraction });
      else if (typeof r.minutesBefore === 'number' && r.minutesBefore > 0) out.push({ minutesBefore: r.minutesBefore });
    }
  }
  return out;
}

/**
 * A reminder's name includes its deadline, so the same reminder for the same deadline has
 * the same key across re-plans and the store never sends it twice.
 */
function slotName(slot: ReminderSlot, deadline: Date): string {
  const which = 'fraction' in slot ? `f${Math.round(slot.fraction * 100)}` : `m${slot.minutesBefore}`;
  return `${which}@${deadline.getTime()}`;
}

function keepsRunningDeadline(input: PlanInput): Date | null {
  const current = input.game.nextDeadlineAt;
  if (!current || current.getTime() <= input.now.getTime() || !input.previousOwing) return null;
  const before = new Set(input.previousOwing);
  return input.owing.every((d) => before.has(d.seat)) ? current : null;
}

/** The deadline for a decision that starts owing at `now`. */
export function computeDeadline(setting: DeadlineSetting, now: Date): Date {
  switch (setting.kind) {
    case 'duration':
      return new Date(now.getTime() + setting.minutes * 60_000);
    case 'daily': {
      const [h, m] = setting.time.split(':').map(Number);
      const today = wallClock(now, setting.timezone);
      let day = { ...today, hour: h ?? 20, minute: m ?? 0 };
      let at = instantOf(day, setting.timezone);
      while (at.getTime() - now.getTime() < MIN_DAILY_NOTICE_MS) {
        day = addDays(day, 1);
        at = instantOf(day, setting.timezone);
      }
      return at;
    }
    default: {
      const never: never = setting;
      throw new Error(`unknown deadline setting ${JSON.stringify(never)}`);
    }
  }
}

/** Whether local minute-of-day `m` lies in quiet hours [start, end) (which may wrap midnight). */
export function inQuietHours(m: number, start: number, end: number): boolean {
  if (start === end) return false;
  return start < end ? m >= start && m < end : m >= start || m < end;
}

/**
 * Moves a reminder out of the player's quiet hours: to the end of them, if that is still
 * before the deadline; null when it cannot be sent in time.
 */
export function respectQuietHours(at: Date, deadline: Date, player: PlayerSettingsRecord | undefined): Date | null {
  if (!player || player.quietStart === null || player.quietEnd === null) return at;
  const tz = player.timezone;
  const start = player.quietStart;
  const end = player.quietEnd;
  if (!inQuietHours(minutesOfDay(at, tz), start, end)) return at;
  // Step forward minute-exactly to the local end of quiet hours (at most one day ahead).
  const local = wallClock(at, tz);
  let day = { ...local, hour: Math.floor(end / 60), minute: end % 60 };
  let moved = instantOf(day, tz);
  if (moved.getTime() <= at.getTime()) {
    day = addDays(day, 1);
    moved = instantOf(day, tz);
  }
  return moved.getTime() < deadline.getTime() ? moved : null;
}

/** The nominal length of one decision window. */
function windowLength(setting: DeadlineSetting): number {
  return setting.kind === 'duration' ? setting.minutes * 60_000 : 24 * 60 * 60_000;
}

export function planDeadlines(input: PlanInput): DeadlinePlan {
  const { game, owing, now } = input;
  if (game.status !== 'active' || owing.length === 0) return { nextDeadlineAt: null, jobs: [] };
  const deadline = input.deadlineAt ?? keepsRunningDeadline(input) ?? computeDeadline(game.deadline, now);
  const jobs: NewJob[] = [{ kind: 'deadline', seat: -1, dueAt: deadline, slot: `deadline@${deadline.getTime()}` }];
  const schedule = parseReminderSchedule(input.settings?.reminderSchedule);
  const owingSeats = [...new Set(owing.map((d) => d.seat))];
  // Reminders are spread over the whole window given for the decision, not what is left of
  // it, so re-planning a kept deadline does not push them later.
  const windowStart = Math.min(now.getTime(), deadline.getTime() - windowLength(game.deadline));
  const span = deadline.getTime() - windowStart;
  for (const seatNo of owingSeats) {
    const seat = game.seats.find((s) => s.seat === seatNo);
    if (!seat || seat.isBot || seat.remindersMuted) continue;
    const player = input.settings?.players?.[seat.userId];
    for (const slot of schedule) {
      const raw =
        'fraction' in slot
          ? new Date(deadline.getTime() - span * (1 - slot.fraction))
          : new Date(deadline.getTime() - slot.minutesBefore * 60_000);
      if (raw.getTime() <= now.getTime()) continue;
      const at = respectQuietHours(raw, deadline, player);
      if (at) jobs.push({ kind: 'reminder', seat: seatNo, dueAt: at, slot: slotName(slot, deadline) });
    }
  }
  return { nextDeadlineAt: deadline, jobs };
}
