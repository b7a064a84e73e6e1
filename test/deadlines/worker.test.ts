/**
 * Deadlines end to end against a real database with a controlled clock: reminders, early
 * resolution, the missed-deadline ladder (extension → default → absent), bot seats, pause
 * caps, two schedulers ticking at once, and catching up after downtime.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GameRecord } from '../../src/store/types.js';
import {
  extendDeadline,
  handSeatToBot,
  nudge,
  pauseGame,
  resumeGame,
  toggleReminders,
} from '../../src/table/deadlines/control.js';
import { LADDER } from '../../src/table/deadlines/ladder.js';
import { DeadlineScheduler } from '../../src/table/deadlines/scheduler.js';
import { DeadlineWorker } from '../../src/table/deadlines/worker.js';
import type { FakeUser } from '../support/fakeDiscord.js';
import { type Harness, openHarness, startedGame } from '../support/tableHarness.js';
import type { TributeState } from '../support/tributeGame.js';

let h: Harness;
let anna: FakeUser;
let bartek: FakeUser;
let celina: FakeUser;
let scheduler: DeadlineScheduler;

const HOUR = 60;

function schedulerOptions() {
  return {
    store: h.store,
    worker: new DeadlineWorker(h.table.deps, h.table),
    clock: h.table.deps.clock,
    logger: h.logger,
  };
}

function newScheduler(): DeadlineScheduler {
  return new DeadlineScheduler(schedulerOptions());
}

function dmTexts(user: FakeUser): string[] {
  return h.discord.notifier.dmsOf(user.id).map((m) => m.content);
}

function reminders(user: FakeUser): string[] {
  return dmTexts(user).filter((c) => c.includes('Przypomnienie'));
}

async function state(gameId: string): Promise<TributeState> {
  return (await h.game(gameId)).state as TributeState;
}

async function bid(user: FakeUser, amount: number): Promise<void> {
  await h.discord.slash(user, 'act', null, { action: `bid:${amount}` });
}

async function threePlayerGame(): Promise<GameRecord> {
  return startedGame(h, [anna, bartek, celina]);
}

beforeEach(async () => {
  h = await openHarness();
  anna = h.discord.user('Anna');
  bartek = h.discord.user('Bartek');
  celina = h.discord.user('Celina');
  scheduler = newScheduler();
});
afterEach(async () => {
  await h.close();
});

describe('reminders', () => {
  it('go halfway and one hour before, once each, only to seats that still owe', async () => {
    const game = await threePlayerGame();
    await bid(anna, 1);
    h.advance(12 * HOUR + 1);
    await scheduler.tick();
    expect(reminders(anna)).toHaveLength(0);
    expect(reminders(bartek)).toHaveLength(1);
    expect(reminders(celina)).toHaveLength(1);
    // A second tick at the same time sends nothing new.
    await scheduler.tick();
    expect(reminders(bartek)).toHaveLength(1);
    await bid(bartek, 0);
    h.advance(11 * HOUR);
    await scheduler.tick();
    expect(reminders(bartek)).toHaveLength(1);
    expect(reminders(celina)).toHaveLength(2);
    expect(reminders(celina)[1]).toContain(
      `<t:${Math.floor(((await h.game(game.id)).nextDeadlineAt?.getTime() ?? 0) / 1000)}:F>`,
    );
  });

  it('fall back to a channel mention when the DM fails', async () => {
    const game = await threePlayerGame();
    h.discord.notifier.blockDms(celina.id);
    h.advance(12 * HOUR + 1);
    await scheduler.tick();
    const mentions = h.discord.notifier
      .inChannel(game.channelId)
      .filter((m) => m.content.includes(`<@${celina.id}>`) && m.content.includes('⏳'));
    expect(mentions).toHaveLength(1);
  });

  it('wait for the end of quiet hours, and respect DST with a fixed daily deadline', async () => {
    // Warsaw, 28 March 2026 (the night before clocks go forward); deadline daily at 20:00 local.
    const game = await threePlayerGame();
    await h.store.savePlayerSettings({
      userId: bartek.id,
      timezone: 'Europe/Warsaw',
      quietStart: 22 * 60,
      quietEnd: 9 * 60,
      locale: null,
    });
    await h.store.transact(game.id, (tx) =>
      tx.update({ deadline: { kind: 'daily', time: '20:00', timezone: 'Europe/Warsaw' } }),
    );
    await h.store.transact(game.id, (tx) => tx.update({ nextDeadlineAt: null }));
    // The clock reads 28 March 2026 21:00 UTC (22:00 local, quiet hours begin); Anna's bid
    // re-plans the decision under the new setting: 29 March 20:00 CEST = 18:00 UTC.
    h.advance((new Date('2026-03-28T21:00:00Z').getTime() - h.now().getTime()) / 60_000);
    await bid(anna, 1);
    const g = await h.game(game.id);
    expect(g.nextDeadlineAt?.toISOString()).toBe('2026-03-29T18:00:00.000Z');
    const jobs = (await h.store.openJobs(game.id)).filter((j) => j.kind === 'reminder' && j.seat === 1);
    // Halfway falls at 06:00 UTC = 08:00 CEST, inside quiet hours: it moves to 09:00 CEST (07:00 UTC).
    // One hour before stays at 19:00 CEST. Nothing lands between 22:00 and 09:00 local.
    for (const j of jobs) {
      const local = Number(
        new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Warsaw', hour: '2-digit', hourCycle: 'h23' }).format(
          j.dueAt,
        ),
      );
      expect(local >= 9 && local < 22).toBe(true);
    }
    expect(jobs.map((j) => j.dueAt.toISOString())).toEqual(['2026-03-29T07:00:00.000Z', '2026-03-29T17:00:00.000Z']);
  });

  it('are not sent to a player who muted them for this game', async () => {
    const game = await threePlayerGame();
    expect(await toggleReminders(h.table.deps, game.id, celina.id)).toBe(true);
    h.advance(23 * HOUR + 30);
    await scheduler.tick();
    expect(reminders(celina)).toHaveLength(0);
    expect(reminders(bartek)).toHaveLength(2);
  });
});

describe('early resolution', () => {
  it('resolves the sealed bids at once when the last one comes in, long before the deadline', async () => {
    const game = await threePlayerGame();
    await bid(anna, 1);
    await bid(bartek, 2);
    h.advance(5);
    await bid(celina, 0);
    expect((await state(game.id)).phase).toBe('turns');
    const g = await h.game(game.id);
    // A new decision, a new full window from now.
    expect(g.nextDeadlineAt?.getTime()).toBe(h.now().getTime() + 24 * 60 * 60_000);
  });
});

describe('missed deadlines', () => {
  it('grant the excused extension first, then apply the default, then mark the seat absent', async () => {
    const game = await threePlayerGame();
    await bid(anna, 1);
    await bid(bartek, 1);
    // Deadline passes: Celina has one excused extension → 6 h more (a quarter of 24 h).
    h.advance(24 * HOUR + 1);
    await scheduler.tick();
    let g = await h.game(game.id);
    expect((await state(game.id)).phase).toBe('bid');
    expect(g.seats[2]?.extensionsLeft).toBe(0);
    expect(g.nextDeadlineAt?.getTime()).toBe(h.now().getTime() + 6 * 60 * 60_000);
    expect(h.discord.notifier.publicText()).toContain('przedłużenia');
    // The extension passes too: the default (bid 0) is applied, once.
    h.advance(6 * HOUR + 1);
    await scheduler.tick();
    await scheduler.tick();
    expect((await state(game.id)).phase).toBe('turns');
    const defaults = (await h.store.actions(game.id)).filter((a) => a.source === 'default');
    expect(defaults.map((a) => [a.seat, a.payload])).toEqual([[2, { type: 'bid', amount: 0 }]]);
    g = await h.game(game.id);
    expect(g.seats[2]?.missedCount).toBe(1);
  });

  it('marks a seat absent after consecutive misses and a bot seat then plays at once', async () => {
    const game = await threePlayerGame();
    await h.store.transact(game.id, (tx) =>
      tx.updateSeat(2, { extensionsLeft: 0, missedCount: LADDER.absentAfter - 1 }),
    );
    await bid(anna, 1);
    await bid(bartek, 1);
    h.advance(24 * HOUR + 1);
    await scheduler.tick();
    const g = await h.game(game.id);
    expect(g.seats[2]?.absent).toBe(true);
    expect(h.discord.notifier.publicText()).toContain('nieobecny');
    await handSeatToBot(h.table.deps, {
      gameId: game.id,
      userId: anna.id,
      guildId: h.discord.guildId,
      canManage: false,
      seat: 2,
    });
    await h.table.playBots(game.id);
    // Whenever the bot seat owes, it has played: it never holds the table up.
    const s = await state(game.id);
    const owing = s.phase === 'turns' ? [s.order[s.next]] : s.players.flatMap((p, i) => (p.bid === null ? [i] : []));
    expect(owing).not.toContain(2);
  });

  it('apply the default exactly once when two schedulers tick at the same moment', async () => {
    // Several games, so the two schedulers' claims and deadline work really overlap (on real
    // Postgres; the embedded database runs one transaction at a time).
    const games: GameRecord[] = [];
    for (let i = 0; i < 8; i++) {
      const game = await threePlayerGame();
      for (const seat of [0, 1, 2]) await h.store.transact(game.id, (tx) => tx.updateSeat(seat, { extensionsLeft: 0 }));
      await h.table.act({ gameId: game.id, userId: anna.id, actionId: 'bid:1', source: 'player' });
      games.push(game);
    }
    h.advance(24 * HOUR + 1);
    // Each job is claimed by one scheduler only (SKIP LOCKED and the lease), and its work is
    // done once (the done mark and the deadline's slot, checked inside the game's lock).
    const runs = new Map<string, number>();
    const counting = () => {
      const worker = new DeadlineWorker(h.table.deps, h.table);
      return new DeadlineScheduler({
        store: h.store,
        worker: {
          run: (job) => {
            runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
            return worker.run(job);
          },
        },
        clock: h.table.deps.clock,
        logger: h.logger,
        batchSize: 2,
      });
    };
    await Promise.all([counting().tick(), counting().tick()]);
    expect([...runs.values()].filter((n) => n > 1)).toEqual([]);
    for (const game of games) {
      const defaults = (await h.store.actions(game.id)).filter((a) => a.source === 'default');
      expect(defaults.map((a) => a.seat).sort()).toEqual([1, 2]);
      expect((await state(game.id)).phase).toBe('turns');
    }
  });

  it('catch up in order after three days of downtime', async () => {
    const games: GameRecord[] = [];
    for (let i = 0; i < 3; i++) {
      const g = await startedGame(h, [anna, bartek]);
      for (const seat of [0, 1]) await h.store.transact(g.id, (tx) => tx.updateSeat(seat, { extensionsLeft: 0 }));
      games.push(g);
      h.advance(HOUR);
    }
    h.advance(3 * 24 * HOUR);
    // One game at a time, so the order across games is the due order (with more lanes, games
    // run side by side and only each game's own jobs keep their order).
    const oneLane = new DeadlineScheduler({ ...schedulerOptions(), concurrency: 1 });
    const ran = await oneLane.tick();
    expect(ran).toBeGreaterThan(3);
    // Each game's bids were defaulted, in the order the games' deadlines fell due.
    const firstDefault = await Promise.all(
      games.map(
        async (g) =>
          (await h.store.actions(g.id)).find((a) => a.source === 'default')?.createdAt.getTime() ?? Number.NaN,
      ),
    );
    expect(firstDefault.every((t) => Number.isFinite(t))).toBe(true);
    expect([...firstDefault].sort((a, b) => a - b)).toEqual(firstDefault);
    // Nothing is left due.
    expect(await h.store.claimDueJobs(h.now(), 100, 60_000)).toEqual([]);
  });
});

describe('pause, extend and nudge', () => {
  it('pauses and resumes with the time that was left, and caps the pause at 7 days', async () => {
    const game = await threePlayerGame();
    h.advance(4 * HOUR);
    await pauseGame(h.table.deps, { gameId: game.id, userId: anna.id, guildId: h.discord.guildId, canManage: false });
    expect((await h.game(game.id)).status).toBe('paused');
    await expect(h.discord.slash(bartek, 'act', null, { action: 'bid:1' })).resolves.toBeDefined();
    expect((await state(game.id)).players[1]?.bid).toBeNull();
    // Nobody can keep it paused beyond the allowance: it resumes by itself.
    h.advance(7 * 24 * HOUR + 1);
    await scheduler.tick();
    const g = await h.game(game.id);
    expect(g.status).toBe('active');
    expect(g.pausedMinutes).toBe(LADDER.maxPauseMs / 60_000);
    expect(g.nextDeadlineAt?.getTime()).toBe(h.now().getTime() + 20 * 60 * 60_000);
    await expect(
      pauseGame(h.table.deps, { gameId: game.id, userId: anna.id, guildId: h.discord.guildId, canManage: false }),
    ).rejects.toMatchObject({
      key: 'deadlines.error.pauseCap',
    });
  });

  it('lets only the creator or Manage Server pause; resume by hand gives back the time left', async () => {
    const game = await threePlayerGame();
    await expect(
      pauseGame(h.table.deps, { gameId: game.id, userId: bartek.id, guildId: h.discord.guildId, canManage: false }),
    ).rejects.toMatchObject({
      key: 'deadlines.error.notAdmin',
    });
    await pauseGame(h.table.deps, { gameId: game.id, userId: bartek.id, guildId: h.discord.guildId, canManage: true });
    h.advance(2 * 24 * HOUR);
    await resumeGame(h.table.deps, {
      gameId: game.id,
      admin: { gameId: game.id, userId: anna.id, guildId: h.discord.guildId, canManage: false },
    });
    const g = await h.game(game.id);
    expect(g.nextDeadlineAt?.getTime()).toBe(h.now().getTime() + 24 * 60 * 60_000);
    expect(g.pausedMinutes).toBe(2 * 24 * 60);
  });

  it('extends the deadline within the cap', async () => {
    const game = await threePlayerGame();
    const before = (await h.game(game.id)).nextDeadlineAt?.getTime() ?? 0;
    await extendDeadline(h.table.deps, {
      gameId: game.id,
      userId: anna.id,
      guildId: h.discord.guildId,
      canManage: false,
      hours: 12,
    });
    expect((await h.game(game.id)).nextDeadlineAt?.getTime()).toBe(before + 12 * 3_600_000);
    await expect(
      extendDeadline(h.table.deps, {
        gameId: game.id,
        userId: anna.id,
        guildId: h.discord.guildId,
        canManage: false,
        hours: 100,
      }),
    ).rejects.toMatchObject({ key: 'deadlines.error.extendCap' });
  });

  it('nudges the seats that owe, at most once every few hours', async () => {
    const game = await threePlayerGame();
    await bid(anna, 1);
    const out = await nudge(h.table.deps, game.id, anna.id);
    expect(out.nudged).toEqual([1, 2]);
    expect(dmTexts(bartek).some((c) => c.includes('👋'))).toBe(true);
    expect(dmTexts(anna).some((c) => c.includes('👋'))).toBe(false);
    await expect(nudge(h.table.deps, game.id, anna.id)).rejects.toMatchObject({ key: 'deadlines.error.nudgeTooSoon' });
    h.advance(LADDER.nudgeEveryMs / 60_000 + 1);
    await expect(nudge(h.table.deps, game.id, anna.id)).resolves.toMatchObject({ nudged: [1, 2] });
  });
});
