/**
 * The Table's entry for the deadline scheduler: `act` with source 'default' and the job id
 * applies the engine's default in the same transactional path as a player's action,
 * completes the job exactly once, and announces it. Also: deadlines are planned with every
 * change, /act autocomplete lists the seat's localized legal actions, and board images go
 * out after the commit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardImageRequest, BoardImages } from '../../src/table/ports.js';
import type { FakeUser } from '../support/fakeDiscord.js';
import { type Harness, openHarness, startedGame } from '../support/tableHarness.js';
import type { TributeState, TributeView } from '../support/tributeGame.js';

let h: Harness;
let anna: FakeUser;
let bartek: FakeUser;
let gameId = '';
const requests: BoardImageRequest[] = [];
const images: BoardImages = {
  async render(request) {
    requests.push(request);
    return { png: Buffer.from('png'), hash: `h${requests.length}` };
  },
};

beforeAll(async () => {
  h = await openHarness({ images });
  anna = h.discord.user('Anna');
  bartek = h.discord.user('Bartek', { locale: 'en-GB' as FakeUser['locale'] });
  gameId = (await startedGame(h, [anna, bartek])).id;
});
afterAll(async () => {
  await h.close();
});

describe('deadlines and defaults', () => {
  it('plans a deadline and reminders for the seats that owe, from the game’s setting', async () => {
    const game = await h.game(gameId);
    expect(game.nextDeadlineAt?.getTime()).toBe(h.now().getTime() + 24 * 60 * 60_000);
    const jobs = await h.store.openJobs(gameId);
    expect(jobs.filter((j) => j.kind === 'deadline')).toHaveLength(1);
    expect(new Set(jobs.filter((j) => j.kind === 'reminder').map((j) => j.seat))).toEqual(new Set([0, 1]));
  });

  it('applies the default for a seat when the deadline job runs, once', async () => {
    await h.discord.slash(anna, 'act', null, { action: 'bid:1' });
    h.advance(24 * 60);
    const job = (await h.store.openJobs(gameId)).find((j) => j.kind === 'deadline');
    expect(job).toBeDefined();
    const first = await h.table.act({ gameId, seat: 1, source: 'default', jobId: job?.id ?? '' });
    expect(first.kind).toBe('applied');
    const again = await h.table.act({ gameId, seat: 1, source: 'default', jobId: job?.id ?? '' });
    expect(again.kind).toBe('skipped');
    const s = (await h.game(gameId)).state as TributeState;
    expect(s.phase).toBe('turns');
    expect(s.players[1]?.coins).toBe(5);
    const log = await h.store.actions(gameId);
    expect(log.at(-1)).toMatchObject({ seat: 1, source: 'default', userId: null });
    expect(h.discord.notifier.publicText()).toContain('minął termin');
  });

  it('skips a default for a seat that no longer owes anything', async () => {
    const jobs = await h.store.openJobs(gameId);
    const job = jobs.find((j) => j.kind === 'deadline');
    const out = await h.table.act({ gameId, seat: 1, source: 'default', jobId: job?.id ?? '' });
    expect(out.kind).toBe('skipped');
  });
});

describe('autocomplete and images', () => {
  it('lists the seat’s legal actions with labels in the user’s language', async () => {
    const s = (await h.game(gameId)).state as TributeState;
    const current = s.order[s.next] === 0 ? anna : bartek;
    const choices = await h.discord.autocomplete(current, 'act', null, { action: '' }, 'action');
    expect(choices.map((c) => c.value)).toEqual(['roll', 'bank']);
    const other = current === anna ? bartek : anna;
    expect(await h.discord.autocomplete(other, 'act', null, { action: '' }, 'action')).toEqual([]);
    const games = await h.discord.autocomplete(anna, 'game', 'status', { game: '' }, 'game');
    expect(games.map((g) => g.value)).toEqual([gameId]);
  });

  it('posts a board image of the public view after a public change', async () => {
    const before = requests.length;
    const s = (await h.game(gameId)).state as TributeState;
    const current = s.order[s.next] === 0 ? anna : bartek;
    await h.discord.slash(current, 'act', null, { action: 'bank' });
    expect(requests.length).toBe(before + 1);
    const last = requests.at(-1);
    // The adapter gets the definition and state and shows renderers only view(state, null).
    const view = last?.definition.view(last.state, null) as TributeView;
    expect(view.players.every((p) => p.bid === undefined)).toBe(true);
    const withImage = h.discord.notifier.messages.filter((m) => m.files.length > 0);
    expect(withImage.length).toBeGreaterThan(0);
  });
});
