/**
 * Nothing lost, nothing stuck on Discord's side: Sejmik itself (the real discord.js client through
 * createBot) against the stand-in answering 429 and 5xx, a process restart over the same
 * database, a deleted game thread, and a refused reply after a saved move.
 */
import { afterEach, expect, it } from 'vitest';
import { type Bot, createBot } from '../../src/bot/createBot.js';
import type { GameEvent } from '../../src/engines/kit/types.js';
import { getGame } from '../../src/engines/registry.js';
import { type LocalDiscord, quietLogger, startLocalDiscord } from '../../src/local/index.js';
import type { GameRecord, GameStore } from '../../src/store/types.js';
import { announcement } from '../../src/table/messages/announce.js';
import { openTestStore } from '../support/db.js';
import { recordingLogger } from '../support/tableHarness.js';

const KIND = 'stary-kontynent';
const def = getGame(KIND);
if (!def) throw new Error(`no game ${KIND}`);

interface World {
  discord: LocalDiscord;
  store: GameStore;
  logger: ReturnType<typeof recordingLogger>;
  bot: Bot;
  gameId: string;
}

let open: { discord: LocalDiscord; store: GameStore; bots: Bot[] } | null = null;

afterEach(async () => {
  if (!open) return;
  for (const b of open.bots) await b.stop();
  await open.discord.close();
  await open.store.close();
  open = null;
});

function newBot(discord: LocalDiscord, store: GameStore, logger: ReturnType<typeof recordingLogger>): Bot {
  return createBot({
    store,
    logger,
    restApiUrl: discord.restApiUrl,
    images: { render: async () => null },
    outbox: { baseDelayMs: 150, maxDelayMs: 600, pollMs: 150 },
  });
}

async function startGame(thread: boolean): Promise<World> {
  const discord = await startLocalDiscord({ port: 0, log: quietLogger });
  const store = await openTestStore();
  const logger = recordingLogger();
  const bot = newBot(discord, store, logger);
  open = { discord, store, bots: [bot] };
  await bot.start(discord.token);
  await bot.registerCommands(discord.guildId);
  const [creator, other] = discord.users;
  if (!creator || !other) throw new Error('no users');
  await (await discord.slash(creator.id, 'game new', { kind: KIND, seats: 2, thread, variant: 'maxTurns=10' })).reply();
  const [lobby] = await store.gamesInChannel(discord.channelId, ['lobby']);
  if (!lobby) throw new Error('no lobby');
  await (await discord.slash(other.id, 'game join', { game: lobby.id })).reply();
  await (await discord.slash(creator.id, 'game start', { game: lobby.id })).reply();
  const w = { discord, store, logger, bot, gameId: lobby.id };
  // The start's messages are out before the test begins.
  await allDelivered(w);
  return w;
}

async function game(w: World): Promise<GameRecord> {
  const g = await w.store.getGame(w.gameId);
  if (!g) throw new Error('game vanished');
  return g;
}

/** One move by /act: the seat that owes plays its default; returns the player's answer. */
async function move(w: World, channelId?: string): Promise<string> {
  const g = await game(w);
  const d = def?.pending(g.state)[0];
  if (!def || !d) throw new Error('nobody owes a decision');
  const fallback = JSON.stringify(def.defaultAction(g.state, d.seat));
  const legal = def.legalActions(g.state, d.seat);
  const choice = legal.find((a) => JSON.stringify(a.action) === fallback) ?? legal[0];
  const user = g.seats.find((s) => s.seat === d.seat)?.userId;
  if (!choice || !user) throw new Error('no move');
  const act = await w.discord.slash(user, 'act', { action: choice.id, game: g.id }, channelId ? { channelId } : {});
  return (await act.reply({ timeoutMs: 30_000 })).content;
}

/** The announcement each player move of the log should have, in order. */
async function expectedAnnouncements(w: World): Promise<string[]> {
  const g = await game(w);
  const actions = (await w.store.actions(w.gameId)).filter((a) => !a.undone && a.source === 'player');
  return actions.map(
    (a) =>
      announcement({
        def: def as NonNullable<typeof def>,
        game: g,
        seat: a.seat,
        source: a.source,
        events: a.events as GameEvent[],
        commitment: a.commitment,
        locale: 'pl',
      }).content,
  );
}

/** The announcements posted in a channel, in order (every message equal to some expected one). */
function postedAnnouncements(w: World, channelId: string, expected: string[]): string[] {
  const wanted = new Set(expected);
  return w.discord
    .messages(channelId)
    .map((m) => m.content)
    .filter((c) => wanted.has(c));
}

async function allDelivered(w: World, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const entries = await w.store.outbox(w.gameId);
    if (entries.length > 0 && entries.every((e) => e.deliveredAt !== null)) return;
    if (Date.now() > until)
      throw new Error(
        `outbox not delivered: ${JSON.stringify(entries.map((e) => [e.seq, e.kind, e.step, e.attempts, e.lastError]))}`,
      );
    await new Promise((r) => setTimeout(r, 100));
  }
}

const channelPosts = (channelId: string) => new RegExp(`^/channels/${channelId}/messages$`);

it('announcement survives 5xx and restart', async () => {
  const w = await startGame(false);
  const channel = w.discord.channelId;
  const posts = () =>
    w.discord.requests.filter((r) => r.method === 'POST' && channelPosts(channel).test(r.path)).map((r) => r.status);
  // More 5xx answers than discord.js retries (4 requests per call): the first deliveries fail.
  const before = posts().length;
  w.discord.failNext({ status: 500, route: channelPosts(channel), method: 'POST', times: 10 });
  const reply = await move(w);
  expect(reply).not.toMatch(/⚠|błąd|error/i);
  await allDelivered(w);
  const statuses = posts().slice(before);
  expect(statuses.filter((s) => s === 500)).toHaveLength(10);
  let expected = await expectedAnnouncements(w);
  expect(postedAnnouncements(w, channel, expected)).toEqual(expected);
  const entries = await w.store.outbox(w.gameId);
  const retried = entries.filter((e) => e.attempts > 0).length;

  // Discord down for good while two more moves are made; then the process stops.
  w.discord.failNext({ status: 503, route: channelPosts(channel), method: 'POST', times: 100_000 });
  expect(await move(w)).not.toMatch(/⚠|błąd|error/i);
  expect(await move(w)).not.toMatch(/⚠|błąd|error/i);
  const pending = (await w.store.outbox(w.gameId)).filter((e) => e.deliveredAt === null);
  expect(pending.length).toBeGreaterThanOrEqual(2);
  await w.bot.stop();
  w.discord.clearFaults();

  // A new process over the same database delivers what was left, in order, once.
  const restarted = newBot(w.discord, w.store, w.logger);
  open?.bots.push(restarted);
  await restarted.start(w.discord.token);
  await allDelivered(w);
  expected = await expectedAnnouncements(w);
  expect(expected).toHaveLength(3);
  expect(postedAnnouncements(w, channel, expected)).toEqual(expected);
  const lost = expected.length - postedAnnouncements(w, channel, expected).length;
  console.log(
    `announcement survives 5xx and restart: ${JSON.stringify({
      moves: 3,
      failedPosts: posts().filter((s) => s >= 500).length,
      entriesRetried: retried,
      pendingAtRestart: pending.length,
      delivered: postedAnnouncements(w, channel, expected).length,
      lost,
    })}`,
  );
  expect(w.logger.lines.filter((l) => l.level === 'error').map((l) => l.msg)).toEqual([]);
}, 180_000);

it('thread deleted mid-game', async () => {
  const w = await startGame(true);
  const first = (await game(w)).threadId;
  if (!first) throw new Error('the game has no thread');
  await move(w);
  await allDelivered(w);
  // Someone deletes the game's thread.
  const res = await fetch(`${w.discord.restApiUrl}/v10/channels/${first}`, {
    method: 'DELETE',
    headers: { authorization: `Bot ${w.discord.token}` },
  });
  expect(res.status).toBe(200);
  expect(await move(w)).not.toMatch(/⚠|błąd|error/i);
  await allDelivered(w);
  const g = await game(w);
  const second = g.threadId;
  expect(second).not.toBeNull();
  expect(second).not.toBe(first);
  if (!second) return;
  expect(w.discord.threads().map((t) => t.id)).toContain(second);
  // The channel points to the new thread, which has the move's announcement and a new status message.
  expect(w.discord.messages(w.discord.channelId).some((m) => m.content.includes(`<#${second}>`))).toBe(true);
  const expected = await expectedAnnouncements(w);
  expect(postedAnnouncements(w, second, expected)).toEqual(expected.slice(1));
  expect(g.statusMessageId && w.discord.messages(second).some((m) => m.id === g.statusMessageId)).toBe(true);
  // The game carries on there: a move typed in the new thread is announced in it.
  expect(await move(w, second)).not.toMatch(/⚠|błąd|error/i);
  await allDelivered(w);
  const all = await expectedAnnouncements(w);
  expect(postedAnnouncements(w, second, all)).toEqual(all.slice(1));
  console.log(
    `thread deleted mid-game: ${JSON.stringify({ moves: all.length, inNewThread: all.length - 1, lost: 0 })}`,
  );
}, 180_000);

it('a 429 on an announcement: discord.js waits Retry-After, and Sejmik posts it once', async () => {
  const w = await startGame(false);
  const channel = w.discord.channelId;
  const before = w.discord.requests.length;
  w.discord.failNext({ status: 429, route: channelPosts(channel), method: 'POST', times: 1, retryAfterMs: 100 });
  await move(w);
  await allDelivered(w);
  const posts = w.discord.requests
    .slice(before)
    .filter((r) => r.method === 'POST' && channelPosts(channel).test(r.path));
  expect(posts.map((r) => r.status).slice(0, 2)).toEqual([429, 200]);
  expect((posts[1]?.at ?? 0) - (posts[0]?.at ?? 0)).toBeGreaterThanOrEqual(90);
  const expected = await expectedAnnouncements(w);
  expect(postedAnnouncements(w, channel, expected)).toEqual(expected);
}, 120_000);

it('a 500 on an announcement: discord.js retries, and Sejmik posts it once', async () => {
  const w = await startGame(false);
  const channel = w.discord.channelId;
  const before = w.discord.requests.length;
  w.discord.failNext({ status: 500, route: channelPosts(channel), method: 'POST', times: 1 });
  await move(w);
  await allDelivered(w);
  const posts = w.discord.requests
    .slice(before)
    .filter((r) => r.method === 'POST' && channelPosts(channel).test(r.path));
  expect(posts.map((r) => r.status).slice(0, 2)).toEqual([500, 200]);
  const expected = await expectedAnnouncements(w);
  expect(postedAnnouncements(w, channel, expected)).toEqual(expected);
}, 120_000);

it('a saved move is never reported as failed: a refused reply becomes a follow-up, the move counts once', async () => {
  const w = await startGame(false);
  const g = await game(w);
  const d = def.pending(g.state)[0];
  if (!d) throw new Error('nobody owes');
  const user = g.seats.find((s) => s.seat === d.seat)?.userId ?? '';
  const fallback = JSON.stringify(def.defaultAction(g.state, d.seat));
  const choice = def.legalActions(g.state, d.seat).find((a) => JSON.stringify(a.action) === fallback);
  if (!choice) throw new Error('no default');
  const actionsBefore = (await w.store.actions(w.gameId)).length;
  // Discord refuses every edit of the deferred reply (more often than discord.js retries).
  w.discord.failNext({ status: 500, route: /\/messages\/%40original$/, method: 'PATCH', times: 8 });
  const act = await w.discord.slash(user, 'act', { action: choice.id, game: g.id });
  const told = await act.reply({ timeoutMs: 30_000 });
  expect(told.content).toMatch(/zapisany|saved/);
  expect(told.content).not.toMatch(/⚠|błąd|error/i);
  await allDelivered(w);
  expect((await w.store.actions(w.gameId)).length).toBe(actionsBefore + 1);
  const expected = await expectedAnnouncements(w);
  expect(postedAnnouncements(w, w.discord.channelId, expected)).toEqual(expected);
  w.discord.clearFaults();
}, 120_000);

it('status message deleted mid-game: a new one is posted and pinned', async () => {
  const w = await startGame(false);
  const channel = w.discord.channelId;
  const old = (await game(w)).statusMessageId;
  if (!old) throw new Error('no status message');
  const res = await fetch(`${w.discord.restApiUrl}/v10/channels/${channel}/messages/${old}`, {
    method: 'DELETE',
    headers: { authorization: `Bot ${w.discord.token}` },
  });
  expect(res.status).toBe(204);
  await move(w);
  await allDelivered(w);
  const now = (await game(w)).statusMessageId;
  expect(now).not.toBeNull();
  expect(now).not.toBe(old);
  const status = w.discord.messages(channel).find((m) => m.id === now);
  expect(status?.pinned).toBe(true);
  expect(w.logger.lines.filter((l) => l.level === 'error').map((l) => l.msg)).toEqual([]);
}, 120_000);
