/**
 * Wall-clock arithmetic in named IANA time zones, DST-safe, with Intl only (no library).
 */

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timezone: string): Intl.DateTimeFormat {
  let f = formatters.get(timezone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone: timezone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timezone, f);
  }
  return f;
}

export function isValidTimezone(timezone: string): boolean {
  try {
    formatter(timezone);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock in `timezone` at instant `at`. */
export function wallClock(at: Date, timezone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const p of formatter(timezone).formatToParts(at)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
  };
}

/** Minutes after local midnight in `timezone` at instant `at`. */
export function minutesOfDay(at: Date, timezone: string): number {
  const w = wallClock(at, timezone);
  return w.hour * 60 + w.minute;
}

function asUtcMs(w: WallClock): number {
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
}

/**
 * The instant at which the wall clock in `timezone` shows `w`. In a spring-forward gap the
 * time does not exist and the instant just after the gap is returned; in a fall-back
 * overlap the earlier of the two instants is returned.
 */
export function instantOf(w: WallClock, timezone: string): Date {
  const target = asUtcMs(w);
  let guess = target;
  for (let i = 0; i < 3; i++) {
    const offset = asUtcMs(wallClock(new Date(guess), timezone)) - guess;
    const next = target - offset;
    if (next === guess) break;
    guess = next;
  }
  // Prefer the earlier instant in an overlap: one hour before may show the same wall time.
  const earlier = guess - 3_600_000;
  if (asUtcMs(wallClock(new Date(earlier), timezone)) === target) return new Date(earlier);
  return new Date(guess);
}

/** Adds whole days to a calendar date (no time zone involved). */
export function addDays(w: WallClock, days: number): WallClock {
  const d = new Date(Date.UTC(w.year, w.month - 1, w.day + days));
  return { ...w, year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}
