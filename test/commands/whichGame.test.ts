/**
 * Games named for people: with two games in one channel, /game status asks which instead of
 * picking one, and the `game` option's suggestions list title, players and what each waits for.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeUser } from '../support/fakeDiscord.js';
import { type Harness, openHarness, startedGame } from '../support/tableHarness.js';
import { TRIBUTE_ID } from '../support/tributeGame.js';

let h: Harness;
let anna: FakeUser;
let bartek: FakeUser;

beforeAll(async () => {
  h = await openHarness();
  anna = h.discord.user('Anna');
  bartek = h.discord.user('Bartek');
  await startedGame(h, [anna, bartek]);
  await h.discord.slash(bartek, 'game', 'new', { kind: TRIBUTE_ID, seats: 3, thread: false });
});
afterAll(async () => {
  await h.close();
});

describe('several games in one channel', () => {
  it('/game status asks which, listing each game for people', async () => {
    const r = await h.discord.slash(anna, 'game', 'status', {});
    expect(r.ephemeral).toBe(true);
    expect(r.text).toContain('kilka gier');
    expect(r.text).toContain('• tribute.title · Anna, Bartek — czeka na: Anna, Bartek');
    expect(r.text).toContain('• tribute.title · Bartek — lobby, 1 gracz');
    const games = await h.store.gamesInChannel(h.discord.channelId);
    for (const g of games) expect(r.text).not.toContain(g.id);
  });

  it('the game option suggests title, players and what each waits for, with the id as the value', async () => {
    const choices = await h.discord.autocomplete(anna, 'game', 'status', { game: '' }, 'game');
    expect(choices.map((c) => c.name)).toEqual(
      expect.arrayContaining([
        'tribute.title · Anna, Bartek — czeka na: Anna, Bartek',
        'tribute.title · Bartek — lobby, 1 gracz',
      ]),
    );
    const games = await h.store.gamesInChannel(h.discord.channelId);
    expect(choices.map((c) => c.value).sort()).toEqual(games.map((g) => g.id).sort());
    const named = await h.discord.slash(anna, 'game', 'status', { game: choices[0]?.value ?? '' });
    expect(named.text).toContain('🎲 **tribute.title');
  });

  it('/game reminders mute asks which when the caller sits in several games here', async () => {
    const r = await h.discord.slash(bartek, 'game', 'reminders', { mute: true });
    expect(r.ephemeral).toBe(true);
    expect(r.text).toContain('kilka gier');
    expect(r.text).toContain('• tribute.title · Anna, Bartek');
    expect(r.text).toContain('• tribute.title · Bartek — lobby');
    const games = await h.store.gamesInChannel(h.discord.channelId);
    for (const g of games) expect(g.seats.find((s) => s.userId === bartek.id)?.remindersMuted).toBe(false);
  });

  it('/game reminders mute goes to the only game here the caller sits in', async () => {
    const r = await h.discord.slash(anna, 'game', 'reminders', { mute: true });
    expect(r.text).not.toContain('kilka gier');
    const games = await h.store.gamesInChannel(h.discord.channelId);
    const hers = games.filter((g) => g.seats.some((s) => s.userId === anna.id));
    expect(hers).toHaveLength(1);
    expect(hers[0]?.seats.find((s) => s.userId === anna.id)?.remindersMuted).toBe(true);
  });
});
