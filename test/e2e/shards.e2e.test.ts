/**
 * Sharding end to end: two shard processes of the real bot (src/bot/shard.ts, spawned by
 * discord.js's ShardingManager as `npm start` does) against the stand-in, over one Postgres.
 * The stand-in has two servers whose ids fall on different shards of two; games are played in
 * both, every interaction reaches only its server's shard, and 200 reminder jobs made due at
 * once are worked exactly once between the two processes — each posting into either server
 * over REST, whichever shard the server is on. Real Postgres only (two processes share it).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REST } from 'discord.js';
import { Routes } from 'discord-api-types/v10';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/bot/logger.js';
import { type Shards, spawnShards } from '../../src/bot/shards.js';
import { commandDefinitions } from '../../src/commands/router.js';
import { SeededRng } from '../../src/engines/kit/rng.js';
import { type LocalDiscord, type LocalInteraction, quietLogger, startLocalDiscord } from '../../src/local/index.js';
import { definitionOf } from '../../src/table/engine.js';
import { openTestDatabase, REAL_POSTGRES, type TestDatabase } from '../support/db.js';

const KIND = 'chocim-1621';
const MOVES_PER_GAME = 6;
const REMINDERS_PER_GAME = 100;

let db: TestDatabase;
let discord: LocalDiscord;
let shards: Shards;
let dataDir: string;
/** Each shard's JSON log lines, by shard id. */
const logs = new Map<number, Record<string, unknown>[]>();

beforeAll(async () => {
  if (!REAL_POSTGRES) return;
  db = await openTestDatabase({ poolSize: 4 });
  discord = await startLocalDiscord({ port: 0, log: quietLogger, otherGuild: { name: 'Drugi serwer' }, shardCount: 2 });
  dataDir = mkdtempSync(join(tmpdir(), 'sejmik-shards-'));
  // Commands are registered once for the bot, as the manager does: globally here, so both servers have them.
  await new REST({ api: discord.restApiUrl })
    .setToken(discord.token)
    .put(Routes.applicationCommands(discord.applicationId), { body: commandDefinitions() });
  shards = await spawnShards({
    count: 2,
    token: discord.token,
    logger: createLogger({ level: 'silent', pretty: false }),
    localApiUrl: discord.restApiUrl,
    spawnDelayMs: 0,
    execArgv: ['--import', 'tsx'],
    silent: true,
    env: {
      DATABASE_URL: db.url,
      DATA_DIR: dataDir,
      SCHEDULER_CRON: '* * * * * *',
      LOG_LEVEL: 'info',
      DATABASE_POOL_SIZE: '4',
    },
    onShard: (shard) => {
      logs.set(shard.id, []);
      shard.on('spawn', (child) => {
        if (!('stdout' in child)) return;
        let rest = '';
        child.stdout?.on('data', (d: Buffer) => {
          const lines = (rest + d.toString()).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) {
            try {
              logs.get(shard.id)?.push(JSON.parse(line) as Record<string, unknown>);
            } catch {
              // not a log line
            }
          }
        });
        child.stderr?.resume();
      });
    },
  });
}, 180_000);

afterAll(async () => {
  if (!REAL_POSTGRES) return;
  await shards?.stop();
  await discord?.close();
  await db?.dispose();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The gateway session of shard `id` (of two). */
function session(id: number) {
  const s = discord.gatewaySessions().find((x) => x.connected && x.shard[0] === id && x.shard[1] === 2);
  if (!s) throw new Error(`no session for shard ${id}`);
  return s;
}

/** Which shard sessions the interaction was dispatched to. */
function receivers(i: LocalInteraction): number[] {
  return [0, 1].filter((id) => discord.sessionReceived(session(id).sessionId, 'INTERACTION_CREATE', i.id));
}

async function reply(i: LocalInteraction): Promise<string> {
  return (await i.reply({ timeoutMs: 60_000 })).content;
}

/** Starts a two-seat game in a channel (Ala and Bartek); returns its id. */
async function startGame(channelId: string, guildShard: number): Promise<string> {
  const ala = discord.user('ala').id;
  const bartek = discord.user('bartek').id;
  const created = await discord.slash(ala, 'game new', { kind: KIND, seats: 2, thread: false }, { channelId });
  await reply(created);
  expect(receivers(created)).toEqual([guildShard]);
  const [lobby] = await db.store.gamesInChannel(channelId, ['lobby']);
  if (!lobby) throw new Error('no lobby');
  await reply(await discord.slash(bartek, 'game join', { game: lobby.id }, { channelId }));
  await reply(await discord.slash(ala, 'game start', { game: lobby.id }, { channelId }));
  return lobby.id;
}

/** One /act by whoever owes, in the game's channel; returns the shards that saw the interaction. */
async function move(gameId: string, channelId: string, rng: SeededRng): Promise<number[]> {
  const game = await db.store.getGame(gameId);
  if (!game) throw new Error('game vanished');
  const def = definitionOf(game.kind);
  const decision = def.pending(game.state)[0];
  if (!decision) throw new Error('nobody owes a decision');
  const seat = game.seats.find((s) => s.seat === decision.seat);
  if (!seat) throw new Error(`no seat ${decision.seat}`);
  const choice = rng.pick(def.legalActions(game.state, decision.seat));
  const act = await discord.slash(seat.userId, 'act', { action: choice.id, game: gameId }, { channelId });
  const content = await reply(act);
  expect(content).not.toMatch(/⚠|error|błąd/i);
  return receivers(act);
}

describe.skipIf(!REAL_POSTGRES)('sharding', () => {
  it('two shards over one database', async () => {
    const shardA = discord.shardOf(discord.guildId, 2);
    const shardB = discord.shardOf(discord.otherGuildId, 2);
    expect(new Set([shardA, shardB])).toEqual(new Set([0, 1]));
    // Each shard was told about its own server only.
    expect(discord.gatewaySessions().filter((s) => s.connected && s.shard[1] === 2)).toHaveLength(2);
    const toldAbout = (id: number) =>
      [discord.guildId, discord.otherGuildId].filter((g) =>
        discord.sessionReceived(session(id).sessionId, 'GUILD_CREATE', g),
      );
    expect(toldAbout(shardA)).toEqual([discord.guildId]);
    expect(toldAbout(shardB)).toEqual([discord.otherGuildId]);

    const gameA = await startGame(discord.channelId, shardA);
    const gameB = await startGame(discord.otherChannelId, shardB);

    // Moves in both servers, interleaved: each interaction is dispatched to its server's shard only.
    const rng = SeededRng.fromSeed('e2e:shards');
    const seen: Record<string, number[][]> = { A: [], B: [] };
    for (let i = 0; i < MOVES_PER_GAME; i++) {
      seen.A?.push(await move(gameA, discord.channelId, rng));
      seen.B?.push(await move(gameB, discord.otherChannelId, rng));
    }
    expect(seen.A).toEqual(Array.from({ length: MOVES_PER_GAME }, () => [shardA]));
    expect(seen.B).toEqual(Array.from({ length: MOVES_PER_GAME }, () => [shardB]));
    for (const id of [gameA, gameB]) expect((await db.store.actions(id)).length).toBeGreaterThanOrEqual(MOVES_PER_GAME);

    // 200 reminders due at once. DMs are blocked, so each reminder is posted in its game's channel:
    // a shard working a job of the other shard's server posts there over REST all the same.
    const owing = new Map<string, string>();
    for (const id of [gameA, gameB]) {
      const game = await db.store.getGame(id);
      const seatNo = game ? definitionOf(game.kind).pending(game.state)[0]?.seat : undefined;
      const seat = game?.seats.find((s) => s.seat === seatNo);
      if (!game || !seat) throw new Error('no owing seat');
      expect(game.nextDeadlineAt).not.toBeNull();
      owing.set(id, `${seat.seat}`);
      discord.blockDms(seat.userId);
    }
    const remindersIn = (channelId: string) =>
      discord.messages(channelId).filter((m) => m.content.startsWith('⏳')).length;
    await db.pool.query(
      `INSERT INTO "ScheduledJob" (id, "gameId", kind, seat, "dueAt", "gameVersion", slot)
       SELECT gen_random_uuid()::text, g.id, 'reminder', g.seat, now() - interval '1 minute', 0, 'shards-e2e-' || n
       FROM (VALUES ($1, $2::int), ($3, $4::int)) AS g(id, seat), generate_series(1, ${REMINDERS_PER_GAME}) AS n`,
      [gameA, owing.get(gameA), gameB, owing.get(gameB)],
    );
    const started = Date.now();
    await discord.waitFor(
      () => remindersIn(discord.channelId) + remindersIn(discord.otherChannelId) >= 2 * REMINDERS_PER_GAME,
      { timeoutMs: 180_000, what: '200 reminders' },
    );
    const drainMs = Date.now() - started;
    // A while longer: nothing is sent twice.
    await new Promise((r) => setTimeout(r, 3_000));
    expect(remindersIn(discord.channelId)).toBe(REMINDERS_PER_GAME);
    expect(remindersIn(discord.otherChannelId)).toBe(REMINDERS_PER_GAME);
    const { rows } = await db.pool.query<{ done: string; open: string }>(
      `SELECT count(*) FILTER (WHERE "doneAt" IS NOT NULL) AS done, count(*) FILTER (WHERE "doneAt" IS NULL) AS open
       FROM "ScheduledJob" WHERE slot LIKE 'shards-e2e-%'`,
    );
    expect(rows[0]).toEqual({ done: '200', open: '0' });

    // Who worked which: every job claimed by exactly one process.
    const byShard = [0, 1].map((id) => {
      const perGame = { A: 0, B: 0 };
      for (const l of logs.get(id) ?? []) {
        if (l.msg !== 'deadline jobs done') continue;
        const games = l.games as Record<string, number>;
        perGame.A += games[gameA] ?? 0;
        perGame.B += games[gameB] ?? 0;
      }
      return perGame;
    });
    const total = byShard.reduce((n, s) => n + s.A + s.B, 0);
    expect(total).toBe(2 * REMINDERS_PER_GAME);
    expect(byShard.flatMap((s) => [s.A, s.B]).filter((n) => n > 0).length).toBeGreaterThan(0);
    expect([0, 1].flatMap((id) => (logs.get(id) ?? []).filter((l) => Number(l.level) >= 50))).toEqual([]);
    console.log(
      `two shards: guilds on shards ${shardA}/${shardB}; ${MOVES_PER_GAME} moves in each game; 200 reminders drained in ${drainMs} ms; ` +
        `shard 0 worked ${byShard[0]?.A} (server A) + ${byShard[0]?.B} (server B), shard 1 worked ${byShard[1]?.A} + ${byShard[1]?.B}`,
    );
  }, 600_000);
});
