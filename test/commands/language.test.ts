/**
 * one language per channel: a channel set to English, players whose Discord speaks Polish. Every
 * message the bot sends about that game — replies, errors, prompts, DMs, channel posts — is English.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCustomId } from '../../src/table/customId.js';
import { customIdsOf, type FakeUser, type InteractionResult } from '../support/fakeDiscord.js';
import { type Harness, openHarness } from '../support/tableHarness.js';
import { TRIBUTE_ID } from '../support/tributeGame.js';

let h: Harness;
let ewa: FakeUser;
let anna: FakeUser;
let bartek: FakeUser;
const answers: InteractionResult[] = [];

/** Polish letters, or words of our Polish catalogue that carry none. */
const POLISH = /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]|\b(gra|gry|grę|Gracze|Opcje|Faza|Termin|Moja|Twoja|przy|stole|jest|nie)\b/;

function remember(r: InteractionResult): InteractionResult {
  answers.push(r);
  return r;
}

beforeAll(async () => {
  h = await openHarness();
  // Everyone's Discord client speaks Polish (FakeDiscord's default locale).
  ewa = h.discord.user('Ewa', { manage: true });
  anna = h.discord.user('Anna');
  bartek = h.discord.user('Bartek');
});
afterAll(async () => {
  await h.close();
});

describe('one language per channel', () => {
  it('confirms /game settings language:en in English', async () => {
    const r = remember(await h.discord.slash(ewa, 'game', 'settings', { language: 'en' }));
    expect(r.text).toContain('Channel settings — language: English');
  });

  it('speaks English to Polish clients about a game of that channel, everywhere', async () => {
    const created = remember(await h.discord.slash(anna, 'game', 'new', { kind: TRIBUTE_ID, seats: 2 }));
    expect(created.text).toMatch(/created/);
    const game = (await h.store.gamesInChannel(h.discord.channelId))[0];
    const thread = game?.threadId ?? '';
    expect(game?.locale).toBe('en');
    // An error in the thread, then the lobby's buttons.
    remember(await h.discord.slash(bartek, 'game', 'start', {}, { channelId: thread }));
    const lobby = h.discord.notifier.inChannel(thread)[0];
    const join = customIdsOf(lobby?.components ?? []).find((c) => parseCustomId(c)?.kind === 'join') ?? '';
    remember(await h.discord.click(bartek, join, { channelId: thread }));
    remember(await h.discord.slash(anna, 'game', 'start', {}, { channelId: thread }));
    // Prompts by DM, the "My decision" fallback, a bad action, status, history and rules.
    for (const u of [anna, bartek]) {
      const dm = h.discord.notifier.dmsOf(u.id)[0];
      const bid = customIdsOf(dm?.components ?? []).find((c) => parseCustomId(c)?.arg === 'bid:2') ?? '';
      remember(await h.discord.click(u, bid, { dm: true, channelId: h.discord.notifier.dmChannels.get(u.id) ?? '' }));
    }
    remember(await h.discord.slash(bartek, 'act', null, { action: 'nonsense' }, { channelId: thread }));
    remember(await h.discord.slash(bartek, 'game', 'status', {}, { channelId: thread }));
    remember(await h.discord.slash(bartek, 'game', 'history', {}, { channelId: thread }));
    remember(await h.discord.slash(bartek, 'game', 'rules', {}, { channelId: thread }));
    remember(await h.discord.slash(bartek, 'game', 'pause', {}, { channelId: thread }));
    const decide = customIdsOf(lobby?.components ?? []).find((c) => parseCustomId(c)?.kind === 'decide');
    if (decide) remember(await h.discord.click(bartek, decide, { channelId: thread }));
    // In a DM, a command about the game speaks its language too.
    remember(
      await h.discord.slash(
        bartek,
        'game',
        'status',
        {},
        { dm: true, channelId: h.discord.notifier.dmChannels.get(bartek.id) ?? '' },
      ),
    );

    const said = [
      ...answers.flatMap((r) => r.answers.map((a) => a.content)),
      ...h.discord.notifier.messages.map((m) => `${m.content} ${JSON.stringify(m.components)}`),
    ].filter((text) => text !== '');
    expect(said.length).toBeGreaterThan(10);
    expect(said.filter((text) => POLISH.test(text))).toEqual([]);
  });
});
