/**
 * The bot as wired by createBot — the real discord.js client and REST — against the local
 * Discord stand-in: commands registered, a game created in its thread, joined, started,
 * sealed bids from DM buttons, and a player with DMs blocked taking the channel fallback.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Bot, createBot } from '../../src/bot/createBot.js';
import { registerGame } from '../../src/engines/registry.js';
import { type LocalDiscord, quietLogger, startLocalDiscord } from '../../src/local/index.js';
import type { GameStore } from '../../src/store/types.js';
import { parseCustomId } from '../../src/table/customId.js';
import { openTestStore } from '../support/db.js';
import { customIdsOf } from '../support/fakeDiscord.js';
import { recordingLogger } from '../support/tableHarness.js';
import { TRIBUTE_ID, type TributeState, tributeGame } from '../support/tributeGame.js';

let discord: LocalDiscord;
let store: GameStore;
let bot: Bot;
const logger = recordingLogger();

beforeAll(async () => {
  registerGame(tributeGame);
  discord = await startLocalDiscord({ port: 0, log: quietLogger });
  store = await openTestStore();
  bot = createBot({ store, logger, restApiUrl: discord.restApiUrl });
  await bot.start(discord.token);
  await bot.registerCommands(discord.guildId);
});
afterAll(async () => {
  await bot?.stop();
  await discord?.close();
  await store?.close();
});

async function until(check: () => boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

function idFor(components: unknown[] | undefined, arg: string): string {
  return customIdsOf(components ?? []).find((c) => parseCustomId(c)?.arg === arg) ?? '';
}

describe('createBot against the local Discord stand-in', () => {
  it('registers localized commands', () => {
    const game = discord.commands().find((c) => c.name === 'game');
    expect(game?.name_localizations?.pl).toBe('gra');
    expect(
      discord
        .commands()
        .map((c) => c.name)
        .sort(),
    ).toEqual(['act', 'game']);
  });

  it('plays the lobby and the sealed bids through DMs, with the fallback for blocked DMs', async () => {
    const ala = discord.user('ala');
    const bartek = discord.user('bartek');
    discord.blockDms(bartek.id);
    const created = await discord.slash(ala.id, 'game new', { kind: TRIBUTE_ID, seats: 2 });
    const reply = await created.reply();
    expect(reply.content).toMatch(/Gra \*\*tribute.title · Ala\*\* założona/);
    const game = (await store.gamesInChannel(discord.channelId))[0];
    const thread = game?.threadId ?? '';
    expect(discord.threads().map((t) => t.id)).toContain(thread);
    const lobby = await discord.waitForMessage(thread, (m) => customIdsOf(m.components ?? []).length > 0);
    await until(() => discord.pins(thread).some((m) => m.id === lobby.id));
    const joinId = customIdsOf(lobby.components ?? []).find((c) => parseCustomId(c)?.kind === 'join') ?? '';
    await (await discord.click(bartek.id, lobby, joinId)).reply();
    const started = await discord.slash(ala.id, 'game start', {}, { channelId: thread });
    await started.reply();

    const dm = await discord.waitForDm(ala.id, (m) => idFor(m.components, 'bid:2') !== '');
    const sealed = await discord.click(ala.id, dm, idFor(dm.components, 'bid:2'));
    expect((await sealed.reply()).content).toContain('🔒');

    const fallback = await discord.waitForMessage(thread, (m) => m.content.includes(`<@${bartek.id}>`));
    const decideId = customIdsOf(fallback.components ?? [])[0] ?? '';
    const prompt = await (await discord.click(bartek.id, fallback, decideId)).reply();
    const bid = await discord.click(bartek.id, prompt, idFor(prompt.components, 'bid:1'));
    expect((await bid.reply()).content).toContain('🔒');

    await until(() => bid.record.callbacks.length > 0);
    const after = await store.getGame(game?.id ?? '');
    const state = after?.state as TributeState;
    expect(state.phase).toBe('turns');
    expect(state.players.map((p) => p.coins)).toEqual([3, 4]);
    expect(after?.seats.map((s) => s.promptPath)).toEqual(['dm', 'channel']);
    expect(logger.lines.filter((l) => l.level === 'error')).toEqual([]);
  });
});
