/**
 * A started game on a text-only bot at the local Discord stand-in, for the end-to-end tests about
 * prompts, buttons and who may act (board images are switched off). The set-up and tear-down
 * those tests share: stand-in, store, bot, lobby, joins, start.
 */
import type { APIMessage } from 'discord-api-types/v10';
import { expect } from 'vitest';
import { type Bot, createBot } from '../../src/bot/createBot.js';
import { type LocalDiscord, quietLogger, startLocalDiscord } from '../../src/local/index.js';
import type { GameStore } from '../../src/store/types.js';
import { openTestStore } from './db.js';
import { recordingLogger } from './tableHarness.js';

export interface TextTable {
  discord: LocalDiscord;
  store: GameStore;
  logger: ReturnType<typeof recordingLogger>;
  bot: Bot;
  gameId: string;
  /** The seated users in seat order: the creator first. */
  users: LocalDiscord['users'];
}

/** Runs `body` on a freshly started game of `kind` with `seats` players, then closes everything. */
export async function withStartedTextGame(
  kind: string,
  seats: number,
  body: (t: TextTable) => Promise<void>,
  /** Game options as `/game new` takes them (`variant`, e.g. "maxTurns=10"). */
  extra: { variant?: string } = {},
): Promise<void> {
  const discord = await startLocalDiscord({ port: 0, log: quietLogger });
  const store = await openTestStore();
  const logger = recordingLogger();
  const bot = createBot({ store, logger, restApiUrl: discord.restApiUrl, images: { render: async () => null } });
  try {
    await bot.start(discord.token);
    await bot.registerCommands(discord.guildId);
    const users = discord.users.slice(0, seats);
    const [creator, ...others] = users;
    if (!creator || users.length < seats) throw new Error('not enough users');
    await (await discord.slash(creator.id, 'game new', { kind, seats, thread: false, ...extra })).reply();
    const [lobby] = await store.gamesInChannel(discord.channelId, ['lobby']);
    if (!lobby) throw new Error(`no lobby: ${JSON.stringify(logger.lines.slice(-3))}`);
    for (const u of others) await (await discord.slash(u.id, 'game join', { game: lobby.id })).reply();
    await (await discord.slash(creator.id, 'game start', { game: lobby.id })).reply();
    await body({ discord, store, logger, bot, gameId: lobby.id, users });
    // Every request the bot made is one Discord would accept (src/local/specCheck.ts).
    expect(discord.specViolations).toEqual([]);
  } finally {
    await bot.stop();
    await discord.close();
    await store.close();
  }
}

/** The custom ids of a message's buttons and menus. */
export function customIds(m: APIMessage): string[] {
  return (m.components ?? []).flatMap((row) =>
    'components' in row ? row.components.flatMap((c) => ('custom_id' in c ? [c.custom_id] : [])) : [],
  );
}
