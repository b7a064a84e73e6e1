/**
 * The missed-deadline ladder: an excused extension first (a shorter one, a few per seat),
 * then the engine's default; after several defaults in a row the seat is marked absent.
 * Bot seats always take the default.
 */
import type { DeadlineSetting, SeatRecord } from '../../store/types.js';

export const LADDER = {
  /** Excused extensions per seat per game (a seat starts with this many). */
  extensionsPerSeat: 1,
  /** An extension is this share of the decision window… */
  extensionShare: 0.25,
  /** …but at least / at most this long. */
  extensionMinMs: 60 * 60_000,
  extensionMaxMs: 12 * 60 * 60_000,
  /** Consecutive defaults after which a seat is marked absent. */
  absentAfter: 3,
  /** Pause allowance per game. */
  maxPauseMs: 7 * 24 * 60 * 60_000,
  /** The most a deadline can be extended by at a time with `/game extend`. */
  maxManualExtensionHours: 72,
  /** A seat may nudge the others at most this often. */
  nudgeEveryMs: 6 * 60 * 60_000,
} as const;

export type SeatVerdict =
  | { kind: 'extension'; seat: number; extensionsLeft: number }
  | { kind: 'default'; seat: number; missedCount: number; becomesAbsent: boolean }
  | { kind: 'bot'; seat: number };

export function verdictFor(seat: SeatRecord): SeatVerdict {
  if (seat.isBot) return { kind: 'bot', seat: seat.seat };
  if (seat.extensionsLeft > 0 && !seat.absent) {
    return { kind: 'extension', seat: seat.seat, extensionsLeft: seat.extensionsLeft - 1 };
  }
  const missedCount = seat.missedCount + 1;
  return {
    kind: 'default',
    seat: seat.seat,
    missedCount,
    becomesAbsent: !seat.absent && missedCount >= LADDER.absentAfter,
  };
}

export function extensionLength(setting: DeadlineSetting): number {
  const window = setting.kind === 'duration' ? setting.minutes * 60_000 : 24 * 60 * 60_000;
  return Math.min(LADDER.extensionMaxMs, Math.max(LADDER.extensionMinMs, window * LADDER.extensionShare));
}
