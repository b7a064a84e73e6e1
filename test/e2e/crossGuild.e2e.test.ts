/**
 * The security scoping end to end (issue: security): the real discord.js client against the
 * stand-in with two servers and DMs. Darek owns the second server (Manage Server there) and is
 * an ordinary member of the first, where Ala, Bartek and Celina play.
 */
import type { APIMessage } from 'discord-api-types/v10';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Bot, createBot } from '../../src/bot/createBot.js';
import { type LocalDiscord, quietLogger, startLocalDiscord } from '../../src/local/index.js';
import type { GameStore } from '../../src/store/types.js';
import { customId } from '../../src/table/customId.js';
import { openTestStore } from '../support/db.js';
import { recordingLogger } from '../support/tableHarness.js';

const NO_SUCH_GAME = /^(Nie ma takiej gry\.|There is no such game\.)$/;

let discord: LocalDiscord;
let store: GameStore;
let bot: Bot;
let gameId: string;
let lobbyId: string;
let ala: string;
let bartek: string;
let darek: string;

async function answer(i: { reply(o?: { timeoutMs?: number }): Promise<APIMessage> }): Promise<string> {
  return (await i.reply({ timeoutMs: 30_000 })).content;
}

/** Waits until the bot's own follow-up work on a game (status message, prompts) has stopped changing it. */
async function settled(id: string): Promise<void> {
  let last = -1;
  for (let quiet = 0, i = 0; quiet < 5 && i < 300; i++) {
    const version = (await store.getGame(id))?.version ?? -1;
    quiet = version === last && (await store.getGame(id))?.statusMessageId ? quiet + 1 : 0;
    last = version;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function snapshot(id: string) {
  const g = await store.getGame(id);
  return { version: g?.version, status: g?.status, seats: g?.seats, actions: (await store.actions(id)).length };
}

beforeAll(async () => {
  discord = await startLocalDiscord({ port: 0, log: quietLogger, otherGuild: { name: 'Obcy serwer' } });
  store = await openTestStore();
  bot = createBot({
    store,
    logger: recordingLogger(),
    restApiUrl: discord.restApiUrl,
    images: { render: async () => null },
  });
  await bot.start(discord.token);
  // Global commands: both servers (and DMs) offer them, as in production.
  await bot.registerCommands();
  ala = discord.user('ala').id;
  bartek = discord.user('bartek').id;
  darek = discord.user('darek').id;
  await answer(await discord.slash(ala, 'game new', { kind: 'chocim-1621', seats: 2, thread: false }));
  const [lobby] = await store.gamesInChannel(discord.channelId, ['lobby']);
  if (!lobby) throw new Error('no lobby');
  gameId = lobby.id;
  await answer(await discord.slash(bartek, 'game join', { game: gameId }));
  await answer(await discord.slash(ala, 'game start', { game: gameId }));
  await answer(await discord.slash(ala, 'game new', { kind: 'magnaci', seats: 3, thread: false }));
  const lobbies = await store.gamesInChannel(discord.channelId, ['lobby']);
  lobbyId = lobbies[0]?.id ?? '';
  // The bot announces and records its status messages after answering: let both games settle.
  await settled(gameId);
  await settled(lobbyId);
}, 120_000);

afterAll(async () => {
  await bot.stop();
  await discord.close();
  await store.close();
});

describe('cross-guild commands refused', () => {
  it('refuses every admin and player command of the first server’s game typed in the second', async () => {
    const before = await snapshot(gameId);
    const lobbyBefore = await snapshot(lobbyId);
    const at = { channelId: discord.otherChannelId };
    const commands: [string, Record<string, string | number>][] = [
      ['game cancel', { game: gameId }],
      ['game kick', { game: gameId, player: bartek }],
      ['game replace', { game: gameId, player: bartek, with: darek }],
      ['game bot', { game: gameId, player: bartek }],
      ['game pause', { game: gameId }],
      ['game resume', { game: gameId }],
      ['game extend', { game: gameId, hours: 2 }],
      ['game start', { game: lobbyId }],
      ['game join', { game: lobbyId }],
      ['game status', { game: gameId }],
      ['game board', { game: gameId }],
      ['game history', { game: gameId }],
      ['game undo', { game: gameId }],
      ['game leave', { game: gameId }],
      ['act', { game: gameId, action: 'pass' }],
    ];
    // Darek has Manage Server there; Bartek is seated in the game — neither reaches it from there.
    for (const user of [darek, bartek]) {
      for (const [line, options] of commands) {
        expect(await answer(await discord.slash(user, line, options, at)), line).toMatch(NO_SUCH_GAME);
      }
    }
    expect(await snapshot(gameId)).toEqual(before);
    expect(await snapshot(lobbyId)).toEqual(lobbyBefore);
  });

  it('refuses forged buttons from the second server and lists none of the first server’s games', async () => {
    const before = await snapshot(gameId);
    const note = discord.say(darek, 'hello', { channelId: discord.otherChannelId });
    for (const kind of ['hand', 'decide', 'history'] as const) {
      for (const user of [darek, bartek]) {
        const text = await answer(await discord.forgeComponent(user, note, customId(kind, gameId)));
        expect(text, kind).toMatch(NO_SUCH_GAME);
      }
    }
    expect(await answer(await discord.forgeComponent(darek, note, customId('join', lobbyId)))).toMatch(NO_SUCH_GAME);
    expect(await snapshot(gameId)).toEqual(before);
    for (const user of [darek, bartek]) {
      const choices = await discord.autocomplete(user, 'game status', { game: '' }, 'game', {
        channelId: discord.otherChannelId,
      });
      expect(choices.map((c) => c.value)).not.toContain(gameId);
      expect(choices.map((c) => c.value)).not.toContain(lobbyId);
    }
  });

  it('in the game’s own server, Darek (no Manage Server there) is refused and the hand is not his', async () => {
    const before = await snapshot(gameId);
    const cancel = await answer(await discord.slash(darek, 'game cancel', { game: gameId }));
    expect(cancel).toMatch(/Manage Server|Zarządzanie serwerem/);
    const note = discord.say(darek, 'hi');
    const hand = await answer(await discord.forgeComponent(darek, note, customId('hand', gameId)));
    expect(hand).toMatch(/do not sit|Nie siedzisz/);
    expect(await snapshot(gameId)).toEqual(before);
  });

  it('by DM, a seated player reaches their own hand, a stranger nothing', async () => {
    const bartekDm = discord.world.dmChannel(bartek).id;
    const mine = discord.say(bartek, 'hi', { channelId: bartekDm });
    const hand = await answer(await discord.forgeComponent(bartek, mine, customId('hand', gameId)));
    expect(hand).not.toMatch(NO_SUCH_GAME);
    const darekDm = discord.world.dmChannel(darek).id;
    const his = discord.say(darek, 'hi', { channelId: darekDm });
    for (const kind of ['hand', 'decide', 'history'] as const) {
      expect(await answer(await discord.forgeComponent(darek, his, customId(kind, gameId))), kind).toMatch(
        NO_SUCH_GAME,
      );
    }
    // The lobby's buttons are for the server, not for a DM — even for a seated player.
    expect(await answer(await discord.forgeComponent(bartek, mine, customId('start', lobbyId)))).toMatch(NO_SUCH_GAME);
  });
});
