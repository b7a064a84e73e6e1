/**
 * Errors that say what to do: each refusal a player quoted as misleading now names the real
 * reason and the way out. One test per case, each through the command handlers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customId, parseCustomId } from '../../src/table/customId.js';
import { customIdsOf, type FakeUser } from '../support/fakeDiscord.js';
import { type Harness, openHarness, startedGame } from '../support/tableHarness.js';
import { TRIBUTE_ID, type TributeState } from '../support/tributeGame.js';

let h: Harness;
let anna: FakeUser;
let bartek: FakeUser;
let celina: FakeUser;
let gameId = '';

beforeAll(async () => {
  h = await openHarness();
  anna = h.discord.user('Anna');
  bartek = h.discord.user('Bartek');
  celina = h.discord.user('Celina', { locale: 'en-US' as FakeUser['locale'] });
  gameId = (await startedGame(h, [anna, bartek])).id;
});
afterAll(async () => {
  await h.close();
});

describe('errors that say what to do', () => {
  it('pausing a paused game says it is already paused', async () => {
    expect((await h.discord.slash(anna, 'game', 'pause', { game: gameId })).text).not.toMatch(/nie|not/i);
    const again = await h.discord.slash(anna, 'game', 'pause', { game: gameId });
    expect(again.text).toContain('już wstrzymana');
    expect(again.text).toContain('/gra wznów');
  });

  it('extending while paused says the game is paused and to resume first', async () => {
    const r = await h.discord.slash(anna, 'game', 'extend', { game: gameId, hours: 2 });
    expect(r.text).toContain('Gra jest wstrzymana');
    expect(r.text).toContain('Najpierw ją wznów');
    await h.discord.slash(anna, 'game', 'resume', { game: gameId });
  });

  it('extend hours:0 asks for at least 1 h', async () => {
    const r = await h.discord.slash(anna, 'game', 'extend', { game: gameId, hours: 0 });
    expect(r.text).toContain('co najmniej o 1 godz.');
    expect(r.text).not.toContain('najwyżej');
  });

  it('picking a colour before joining says to join first', async () => {
    await h.discord.slash(celina, 'game', 'new', { kind: TRIBUTE_ID, seats: 3, thread: false });
    const lobby = (await h.store.gamesInChannel(h.discord.channelId, ['lobby']))[0];
    const post = h.discord.notifier.messages.find((m) =>
      customIdsOf(m.components).some((c) => parseCustomId(c)?.kind === 'faction' && c.includes(lobby?.id ?? '?')),
    );
    const pick = customIdsOf(post?.components ?? []).find((c) => parseCustomId(c)?.kind === 'faction') ?? '';
    const r = await h.discord.click(bartek, pick, { values: ['yellow'] });
    expect(r.text).toContain('Najpierw dołącz do gry');
  });

  it('a /game settings refusal says Manage Server is needed', async () => {
    const r = await h.discord.slash(anna, 'game', 'settings', { language: 'en' });
    expect(r.text).toContain('Zarządzanie serwerem');
    expect(r.text).not.toContain('założyciel');
  });

  it('a stale menu speaks of this choice, not of a button', async () => {
    await h.discord.slash(anna, 'act', null, { action: 'bid:1' });
    await h.discord.slash(bartek, 'act', null, { action: 'bid:0' });
    const s = (await h.game(gameId)).state as TributeState;
    const leader = s.order[s.next] === 0 ? anna : bartek;
    const v = (await h.game(gameId)).version;
    const r = await h.discord.click(leader, customId('pick', gameId, v - 1, 'turn'), { values: ['bank'] });
    expect(r.text).toMatch(/^Ten wybór (jest już nieaktualny|nie jest już dostępny)/);
    expect(r.text).not.toContain('przycisk');
    // A component that no longer parses at all gets the same words.
    const forged = await h.discord.click(leader, 'p|x|1|turn', { values: ['bank'] });
    expect(forged.text).toContain('Ten wybór jest już nieaktualny');
  });

  it('/game reminders shows no quiet hours as "none" and names the muted game', async () => {
    const shown = await h.discord.slash(anna, 'game', 'reminders', {});
    expect(shown.text).toContain('godziny ciszy: brak');
    expect(shown.text).not.toContain('—–—');
    const muted = await h.discord.slash(anna, 'game', 'reminders', { game: gameId, mute: true });
    expect(muted.text).toContain('Przypomnienia w grze tribute.title · Anna, Bartek: wyciszone');
    const quiet = await h.discord.slash(anna, 'game', 'reminders', { quiet_from: '22:00', quiet_to: '08:00' });
    expect(quiet.text).toContain('godziny ciszy: 22:00–08:00.');
  });
});
