/**
 * A player who blocks DMs: the sealed prompt falls back to a channel mention with a
 * "My decision" button that opens the same prompt ephemerally; the path used is recorded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCustomId } from '../../src/table/customId.js';
import { customIdsOf, type FakeUser } from '../support/fakeDiscord.js';
import { type Harness, openHarness, startedGame } from '../support/tableHarness.js';
import type { TributeState } from '../support/tributeGame.js';

let h: Harness;
let anna: FakeUser;
let celina: FakeUser;
let gameId = '';

beforeAll(async () => {
  h = await openHarness();
  anna = h.discord.user('Anna');
  celina = h.discord.user('Celina');
  h.discord.notifier.blockDms(celina.id);
  gameId = (await startedGame(h, [anna, celina])).id;
});
afterAll(async () => {
  await h.close();
});

describe('DM failure', () => {
  it('mentions the player in the channel with a My decision button and records the path', async () => {
    expect(h.discord.notifier.dmsOf(celina.id)).toEqual([]);
    const fallback = h.discord.notifier
      .inChannel(h.discord.channelId)
      .find((m) => m.content.includes(`<@${celina.id}>`));
    expect(fallback?.content).toContain('prywatnej wiadomości');
    const ids = customIdsOf(fallback?.components ?? []);
    expect(ids.map((c) => parseCustomId(c)?.kind)).toEqual(['decide']);
    const game = await h.game(gameId);
    expect(game.seats.find((s) => s.userId === celina.id)?.promptPath).toBe('channel');
    expect(game.seats.find((s) => s.userId === anna.id)?.promptPath).toBe('dm');
  });

  it('opens the same prompt ephemerally and accepts the sealed choice from it', async () => {
    const fallback = h.discord.notifier
      .inChannel(h.discord.channelId)
      .find((m) => m.content.includes(`<@${celina.id}>`));
    const decide = customIdsOf(fallback?.components ?? [])[0] ?? '';
    const prompt = await h.discord.click(celina, decide);
    expect(prompt.ephemeral).toBe(true);
    const bid = customIdsOf(prompt.answers[0]?.components ?? []).find((c) => parseCustomId(c)?.arg === 'bid:2') ?? '';
    expect(bid).not.toBe('');
    const r = await h.discord.click(celina, bid);
    expect(r.text).toContain('🔒');
    const hand = await h.discord.click(celina, customIdsOf(prompt.answers[0]?.components ?? []).at(-1) ?? '');
    expect(hand.ephemeral).toBe(true);
    // The test game has no catalog: its hand shows the key of the sealed-bid line.
    expect(hand.text).toContain('tribute.hand.bid');
    expect(((await h.game(gameId)).state as TributeState).players[1]?.bid).toBe(2);
    expect(h.discord.notifier.publicText()).not.toContain('tribute.hand.bid');
  });

  it('someone else pressing My decision sees their own prompt, not the other seat’s', async () => {
    const fallback = h.discord.notifier
      .inChannel(h.discord.channelId)
      .find((m) => m.content.includes(`<@${celina.id}>`));
    const decide = customIdsOf(fallback?.components ?? [])[0] ?? '';
    const dawid = h.discord.user('Dawid');
    const r = await h.discord.click(dawid, decide);
    expect(r.text).toContain('Nie siedzisz');
  });
});
