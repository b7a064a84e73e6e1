/**
 * The creator's and Manage Server powers: kick and leave in the lobby (seats stay 0..n-1),
 * replace a player mid-game, cancel with the seed revealed; everyone else is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customId } from '../../src/table/customId.js';
import type { FakeUser } from '../support/fakeDiscord.js';
import { type Harness, openHarness, startedGame } from '../support/tableHarness.js';
import { TRIBUTE_ID } from '../support/tributeGame.js';

let h: Harness;
let anna: FakeUser;
let bartek: FakeUser;
let celina: FakeUser;
let dawid: FakeUser;
let moderator: FakeUser;

beforeAll(async () => {
  h = await openHarness();
  anna = h.discord.user('Anna');
  bartek = h.discord.user('Bartek');
  celina = h.discord.user('Celina');
  dawid = h.discord.user('Dawid');
  moderator = h.discord.user('Moderator', { manage: true });
});
afterAll(async () => {
  await h.close();
});

describe('lobby administration', () => {
  it('closes the gap when a player leaves or is kicked', async () => {
    const channelId = 'lobby-channel';
    await h.discord.slash(anna, 'game', 'new', { kind: TRIBUTE_ID, seats: 4, thread: false }, { channelId });
    for (const u of [bartek, celina, dawid]) await h.discord.slash(u, 'game', 'join', {}, { channelId });
    const id = (await h.store.gamesInChannel(channelId))[0]?.id ?? '';
    const left = await h.discord.slash(bartek, 'game', 'leave', {}, { channelId });
    expect(left.text).toContain('Twoje miejsce w lobby');
    const refused = await h.discord.slash(celina, 'game', 'kick', { player: dawid }, { channelId });
    expect(refused.text).toContain('Tylko założyciel');
    await h.discord.slash(anna, 'game', 'kick', { player: celina }, { channelId });
    const game = await h.game(id);
    expect(game.seats.map((s) => [s.seat, s.displayName])).toEqual([
      [0, 'Anna'],
      [1, 'Dawid'],
    ]);
    // Not full: Dawid may not start it, Anna (the creator) may.
    const early = await h.discord.click(dawid, customId('start', id), { channelId });
    expect(early.text).toContain('tylko założyciel');
    const started = await h.discord.click(anna, customId('start', id), { channelId });
    expect(started.text).toContain('wystartowała');
    expect((await h.game(id)).status).toBe('active');
  });
});

describe('game administration', () => {
  it('replaces a player mid-game and the new player acts for the seat', async () => {
    const game = await startedGame(h, [anna, bartek]);
    const r = await h.discord.slash(anna, 'game', 'replace', { player: bartek, with: dawid, game: game.id });
    expect(r.text).toContain('Dawid');
    const after = await h.game(game.id);
    expect(after.seats[1]).toMatchObject({ userId: dawid.id, displayName: 'Dawid' });
    const old = await h.discord.slash(bartek, 'act', null, { action: 'bid:1', game: game.id });
    expect(old.text).toContain('Nie siedzisz');
    const now = await h.discord.slash(dawid, 'act', null, { action: 'bid:1', game: game.id });
    expect(now.text).toContain('🔒');
  });

  it('hands a kicked player’s seat to the bot, which plays its defaults at once', async () => {
    const game = await startedGame(h, [anna, bartek, celina]);
    await h.discord.slash(anna, 'act', null, { action: 'bid:2', game: game.id });
    await h.discord.slash(bartek, 'act', null, { action: 'bid:1', game: game.id });
    const r = await h.discord.slash(anna, 'game', 'kick', { player: celina, game: game.id });
    expect(r.text).toContain('Celina');
    const after = await h.game(game.id);
    expect(after.seats[2]).toMatchObject({ isBot: true, absent: true });
    const log = await h.store.actions(game.id);
    expect(log.at(-1)).toMatchObject({ seat: 2, source: 'bot', payload: { type: 'bid', amount: 0 } });
    expect((after.state as { phase: string }).phase).toBe('turns');
  });

  it('lets only the creator or Manage Server cancel, and reveals the seed', async () => {
    const game = await startedGame(h, [anna, bartek]);
    const refused = await h.discord.slash(bartek, 'game', 'cancel', { game: game.id });
    expect(refused.text).toContain('Tylko założyciel');
    expect((await h.game(game.id)).status).toBe('active');
    const ok = await h.discord.slash(moderator, 'game', 'cancel', { game: game.id });
    expect(ok.text).toContain('anulowana');
    const after = await h.game(game.id);
    expect(after.status).toBe('cancelled');
    expect(await h.store.openJobs(game.id)).toEqual([]);
    expect(h.discord.notifier.publicText()).toContain('tribute-seed-1');
    const late = await h.discord.slash(anna, 'act', null, { action: 'bid:1', game: game.id });
    expect(late.text).toContain('zakończona');
  });

  it('saves channel settings only for Manage Server', async () => {
    const refused = await h.discord.slash(
      anna,
      'game',
      'settings',
      { language: 'en' },
      { channelId: 'settings-channel' },
    );
    expect(refused.text).toContain('Zarządzanie serwerem');
    const ok = await h.discord.slash(
      moderator,
      'game',
      'settings',
      { language: 'en', deadline: 12, thread: false },
      { channelId: 'settings-channel' },
    );
    expect(ok.text).toContain('12');
    const created = await h.discord.slash(anna, 'game', 'new', { kind: TRIBUTE_ID }, { channelId: 'settings-channel' });
    // The channel now speaks English, to Anna's Polish client too.
    expect(created.text).toContain('created');
    const game = (await h.store.gamesInChannel('settings-channel'))[0];
    expect(game?.locale).toBe('en');
    expect(game?.threadId).toBeNull();
    expect(game?.deadline).toEqual({ kind: 'duration', minutes: 720 });
    expect(h.discord.notifier.inChannel('settings-channel')[0]?.content).toContain('— lobby');
  });
});
