/**
 * Local mode across a restart: the stand-in keeps its world (channels, the game's thread, its
 * messages, pins, DMs, attachments, the id mint) in the data directory, so a new stand-in and a
 * new bot over the same data directory and database continue the game where it was.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Bot, createBot } from '../../src/bot/createBot.js';
import { SeededRng } from '../../src/engines/kit/rng.js';
import { getGame } from '../../src/engines/registry.js';
import { type LocalDiscord, quietLogger, startLocalDiscord } from '../../src/local/index.js';
import type { GameStore } from '../../src/store/types.js';
import { openTestStore } from '../support/db.js';
import { recordingLogger } from '../support/tableHarness.js';

const KIND = 'boze-igrzysko';
const def = getGame(KIND);

let dataDir = '';
let store: GameStore;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'sejmik-local-world-'));
  store = await openTestStore();
});

afterAll(async () => {
  await store?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Running {
  discord: LocalDiscord;
  bot: Bot;
  logger: ReturnType<typeof recordingLogger>;
}

async function startLocal(): Promise<Running> {
  const discord = await startLocalDiscord({ port: 0, log: quietLogger, dataDir: join(dataDir, 'local-discord') });
  const logger = recordingLogger();
  const bot = createBot({ store, logger, restApiUrl: discord.restApiUrl });
  await bot.start(discord.token);
  await bot.registerCommands(discord.guildId);
  return { discord, bot, logger };
}

async function stopLocal(r: Running): Promise<void> {
  await r.bot.stop();
  await r.discord.close();
}

/** Plays `count` moves by /act, as the seat that owes one, picking among the legal actions. */
async function play(discord: LocalDiscord, gameId: string, count: number, rng: SeededRng): Promise<void> {
  if (!def) throw new Error(KIND);
  for (let i = 0; i < count; i++) {
    const game = await store.getGame(gameId);
    if (game?.status !== 'active') throw new Error(`game not active: ${game?.status}`);
    const owing = def.pending(game.state)[0];
    if (!owing) throw new Error('nobody owes a move');
    const seat = game.seats.find((s) => s.seat === owing.seat);
    const choice = rng.pick(def.legalActions(game.state, owing.seat));
    const reply = await (await discord.slash(seat?.userId ?? '', 'act', { action: choice.id, game: gameId })).reply({
      timeoutMs: 30_000,
    });
    expect(reply.content).not.toMatch(/⚠|error|błąd/i);
  }
}

it('local mode restart keeps the world', async () => {
  const rng = SeededRng.fromSeed('restart');
  // ——— first run: a game in its own thread, a few moves ———
  const first = await startLocal();
  const { discord: d1 } = first;
  const [ala, bartek, celina] = d1.users;
  if (!ala || !bartek || !celina) throw new Error('users');
  await (await d1.slash(ala.id, 'game new', { kind: KIND, seats: 3, thread: true })).reply();
  const [lobby] = await store.gamesInChannel(d1.channelId, ['lobby']);
  if (!lobby) throw new Error('no lobby');
  for (const u of [bartek, celina]) await (await d1.slash(u.id, 'game join', { game: lobby.id })).reply();
  await (await d1.slash(ala.id, 'game start', { game: lobby.id })).reply();
  await play(d1, lobby.id, 4, rng);
  const game = await store.getGame(lobby.id);
  const threadId = game?.threadId;
  if (!threadId) throw new Error('the game has no thread');
  await d1.waitFor(() => d1.messages(threadId).length >= 4 || null, { timeoutMs: 30_000 });
  // Let the last announcements land before stopping; what the world holds once stopped is what must come back.
  await new Promise((r) => setTimeout(r, 500));
  await stopLocal(first);
  const before = {
    thread: d1.threads().find((t) => t.id === threadId)?.name,
    messages: d1.messages(threadId).map((m) => m.id),
    pins: [...d1.pins(threadId), ...d1.pins()].map((m) => m.id),
    dms: d1.users.map((u) => d1.dmsOf(u.id).length),
    attachments: d1.messages(threadId).flatMap((m) => m.attachments ?? []),
  };
  expect(before.messages.length).toBeGreaterThan(3);

  const files = readdirSync(join(dataDir, 'local-discord'));
  expect(files).toContain('world.json');
  expect(files.filter((f) => f.endsWith('.tmp'))).toEqual([]);
  const worldBytes = statSync(join(dataDir, 'local-discord', 'world.json')).size;
  const attachmentFiles = readdirSync(join(dataDir, 'local-discord', 'attachments')).length;

  // ——— second run: a new stand-in (another port) and a new bot over the same data ———
  const second = await startLocal();
  const { discord: d2, logger } = second;
  try {
    expect(d2.threads().find((t) => t.id === threadId)?.name).toBe(before.thread);
    expect(d2.messages(threadId).map((m) => m.id)).toEqual(before.messages);
    expect([...d2.pins(threadId), ...d2.pins()].map((m) => m.id)).toEqual(before.pins);
    expect(d2.users.map((u) => d2.dmsOf(u.id).length)).toEqual(before.dms);
    // Attachments are served again, at the new server's address.
    for (const a of before.attachments) {
      const now = d2
        .messages(threadId)
        .flatMap((m) => m.attachments ?? [])
        .find((x) => x.id === a.id);
      expect(now?.url.startsWith(d2.url)).toBe(true);
      const res = await fetch(now?.url ?? '');
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).length).toBe(a.size);
    }

    const count = before.messages.length;
    await play(d2, lobby.id, 3, rng);
    // New moves are announced in the same thread, after the history.
    const after = await d2.waitFor(() => (d2.messages(threadId).length > count ? d2.messages(threadId) : null), {
      timeoutMs: 30_000,
    });
    expect(after.slice(0, count).map((m) => m.id)).toEqual(before.messages);
    const newIds = after.slice(count).map((m) => BigInt(m.id));
    expect(newIds.every((id) => id > BigInt(before.messages.at(-1) ?? '0'))).toBe(true);
    await new Promise((r) => setTimeout(r, 500));
    const failures = logger.lines.filter((l) => l.level === 'error' || /Unknown Channel/.test(JSON.stringify(l)));
    expect(d2.specViolations).toEqual([]);
    expect(failures.map((l) => JSON.stringify(l).slice(0, 600))).toEqual([]);

    // The play page shows the thread with its history.
    const page = await fetch(`${d2.url}/?user=${ala.id}&view=${threadId}`);
    const html = await page.text();
    expect(html).toContain(before.thread ?? '');
    for (const id of after.map((m) => m.id)) expect(html).toContain(`data-id="${id}"`);

    console.log(
      `local world: ${before.messages.length} thread messages before the restart, ${after.length} after; ` +
        `world.json ${worldBytes} bytes, ${attachmentFiles} attachment files; ` +
        `${d2.persistence?.stats.saves ?? 0} saves in the second run`,
    );
    expect(JSON.parse(readFileSync(join(dataDir, 'local-discord', 'world.json'), 'utf8')).format).toBe(1);
  } finally {
    await stopLocal(second);
  }
}, 240_000);
