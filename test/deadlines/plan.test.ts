/**
 * Deadline planning: when a decision falls due, when reminders go out, and how quiet hours
 * and daylight-saving changes move them.
 */
import { describe, expect, it } from 'vitest';
import type { Decision } from '../../src/engines/kit/types.js';
import type { PlayerSettingsRecord, SeatRecord } from '../../src/store/types.js';
import { computeDeadline, planDeadlines, respectQuietHours } from '../../src/table/deadlines/plan.js';

function seat(n: number, patch: Partial<SeatRecord> = {}): SeatRecord {
  return {
    id: `s${n}`,
    gameId: 'g',
    seat: n,
    userId: `u${n}`,
    faction: null,
    displayName: `P${n}`,
    joinedAt: new Date(0),
    missedCount: 0,
    extensionsLeft: 1,
    absent: false,
    isBot: false,
    remindersMuted: false,
    lastNudgeAt: null,
    promptPath: 'dm',
    ...patch,
  };
}

const owe = (...seats: number[]): Decision[] => seats.map((s) => ({ seat: s, kind: 'secret', prompt: { key: 'x' } }));

describe('computeDeadline', () => {
  it('adds a duration', () => {
    const now = new Date('2026-03-01T10:00:00Z');
    expect(computeDeadline({ kind: 'duration', minutes: 24 * 60 }, now).toISOString()).toBe('2026-03-02T10:00:00.000Z');
  });

  it('takes the next 20:00 in Warsaw, in winter (UTC+1)', () => {
    const now = new Date('2026-01-10T12:00:00Z');
    expect(computeDeadline({ kind: 'daily', time: '20:00', timezone: 'Europe/Warsaw' }, now).toISOString()).toBe(
      '2026-01-10T19:00:00.000Z',
    );
  });

  it('keeps 20:00 local across the spring DST change (UTC+1 → UTC+2 on 29 March 2026)', () => {
    const now = new Date('2026-03-28T20:30:00Z'); // 21:30 in Warsaw on the 28th: today's 20:00 has passed
    expect(computeDeadline({ kind: 'daily', time: '20:00', timezone: 'Europe/Warsaw' }, now).toISOString()).toBe(
      '2026-03-29T18:00:00.000Z',
    );
  });

  it('keeps 20:00 local across the autumn DST change (UTC+2 → UTC+1 on 25 October 2026)', () => {
    const now = new Date('2026-10-24T19:00:00Z');
    expect(computeDeadline({ kind: 'daily', time: '20:00', timezone: 'Europe/Warsaw' }, now).toISOString()).toBe(
      '2026-10-25T19:00:00.000Z',
    );
  });

  it('moves a daily deadline less than an hour away to the next day', () => {
    const now = new Date('2026-01-10T18:30:00Z'); // 19:30 in Warsaw
    expect(computeDeadline({ kind: 'daily', time: '20:00', timezone: 'Europe/Warsaw' }, now).toISOString()).toBe(
      '2026-01-11T19:00:00.000Z',
    );
  });
});

describe('respectQuietHours', () => {
  const night: PlayerSettingsRecord = {
    userId: 'u1',
    timezone: 'Europe/Warsaw',
    quietStart: 22 * 60,
    quietEnd: 8 * 60,
    locale: null,
  };

  it('leaves a reminder outside quiet hours alone', () => {
    const at = new Date('2026-01-10T12:00:00Z');
    expect(respectQuietHours(at, new Date('2026-01-11T12:00:00Z'), night)).toEqual(at);
  });

  it('moves a 3 a.m. reminder to the end of quiet hours (8:00 local)', () => {
    const at = new Date('2026-01-11T02:00:00Z'); // 03:00 Warsaw
    expect(respectQuietHours(at, new Date('2026-01-11T18:00:00Z'), night)?.toISOString()).toBe(
      '2026-01-11T07:00:00.000Z',
    );
  });

  it('drops a reminder whose quiet hours end after the deadline', () => {
    const at = new Date('2026-01-11T02:00:00Z');
    expect(respectQuietHours(at, new Date('2026-01-11T06:00:00Z'), night)).toBeNull();
  });

  it('moves a reminder to quiet hours end on the DST change day at the right instant', () => {
    // 29 March 2026: Warsaw springs forward at 02:00 → 03:00; 08:00 local is 06:00 UTC.
    const at = new Date('2026-03-29T00:30:00Z'); // 01:30 local (CET)
    expect(respectQuietHours(at, new Date('2026-03-29T20:00:00Z'), night)?.toISOString()).toBe(
      '2026-03-29T06:00:00.000Z',
    );
  });
});

describe('planDeadlines', () => {
  const game = {
    status: 'active' as const,
    deadline: { kind: 'duration' as const, minutes: 24 * 60 },
    seats: [seat(0), seat(1), seat(2, { remindersMuted: true }), seat(3, { isBot: true })],
    nextDeadlineAt: null,
  };
  const now = new Date('2026-05-01T12:00:00Z');

  it('plans one deadline and reminders (halfway, one hour before) only for seats that owe and want them', () => {
    const plan = planDeadlines({ game, owing: owe(0, 2, 3), now });
    expect(plan.nextDeadlineAt?.toISOString()).toBe('2026-05-02T12:00:00.000Z');
    const reminders = plan.jobs.filter((j) => j.kind === 'reminder');
    expect(reminders.map((j) => [j.seat, j.dueAt.toISOString()])).toEqual([
      [0, '2026-05-02T00:00:00.000Z'],
      [0, '2026-05-02T11:00:00.000Z'],
    ]);
    expect(plan.jobs.filter((j) => j.kind === 'deadline')).toHaveLength(1);
  });

  it('plans nothing when nobody owes or the game is paused', () => {
    expect(planDeadlines({ game, owing: [], now })).toEqual({ nextDeadlineAt: null, jobs: [] });
    expect(planDeadlines({ game: { ...game, status: 'paused' }, owing: owe(0), now }).jobs).toEqual([]);
  });

  it('keeps the running deadline and the same reminder keys when another seat submits', () => {
    const first = planDeadlines({ game, owing: owe(0, 1), now });
    const later = new Date(now.getTime() + 3 * 3_600_000);
    const second = planDeadlines({
      game: { ...game, nextDeadlineAt: first.nextDeadlineAt },
      owing: owe(1),
      previousOwing: [0, 1],
      now: later,
    });
    expect(second.nextDeadlineAt).toEqual(first.nextDeadlineAt);
    const keys = (p: typeof first, s: number) =>
      p.jobs.filter((j) => j.seat === s).map((j) => [j.slot, j.dueAt.getTime()]);
    expect(keys(second, 1)).toEqual(keys(first, 1));
  });

  it('starts a new deadline when a new decision begins', () => {
    const first = planDeadlines({ game, owing: owe(0), now });
    const later = new Date(now.getTime() + 3_600_000);
    const next = planDeadlines({
      game: { ...game, nextDeadlineAt: first.nextDeadlineAt },
      owing: owe(1),
      previousOwing: [0],
      now: later,
    });
    expect(next.nextDeadlineAt?.getTime()).toBe(later.getTime() + 24 * 3_600_000);
  });
});
