/**
 * Memory under play: the bot's own pieces (discord.js loaded, Prisma on DATABASE_URL, the
 * engines, board images through sharp) play scripted `/act`s through the real router — 100
 * games of all five kinds, 1,000 moves round-robin, a board image after every move that shows
 * one — and report the process's RSS at start and as it plays, as one JSON line on stdout.
 * Discord itself is replaced by a notifier that accepts every message.
 *
 * Run compiled (`node dist/bot/soak.js`, as `npm start` runs the bot): `npm run bench` spawns it
 * for its memory row. SOAK_GAMES and SOAK_MOVES change the script's size; SOAK_OTHER_GAMES adds
 * that many other running games to the database; SOAK_HEAPSNAPSHOT writes a heap snapshot at the end.
 */
import { readFileSync } from 'node:fs';
import { writeHeapSnapshot } from 'node:v8';
import { Client, GatewayIntentBits } from 'discord.js';
import type pg from 'pg';
import { createRouter } from '../commands/router.js';
import { getGame, productGameIds } from '../engines/registry.js';
import { openDatabase } from '../store/database.js';
import { Table } from '../table/table.js';
import { portFromPayload, type Responder } from './apiInteraction.js';
import { renderedBoardImages } from './boardImages.js';
import { actPayload, idCounter, NullNotifier, type OfflinePlayer, silentLogger, startedGame } from './offlinePlay.js';

const nextId = idCounter(300_000_000_000_000_000n);
const mib = () => Math.round(process.memoryUsage().rss / 1024 / 1024);

/** Anonymous (heap, malloc) and file-backed (code, shared libraries) resident MiB, on Linux. */
function residentKinds(): { rssAnon?: number; rssFile?: number } {
  try {
    const status = readFileSync('/proc/self/status', 'utf8');
    const kib = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN);
    return { rssAnon: Math.round(kib('RssAnon') / 1024), rssFile: Math.round(kib('RssFile') / 1024) };
  } catch {
    return {};
  }
}

async function seedOtherGames(pool: Pick<pg.Pool, 'query'>, like: string, count: number): Promise<void> {
  for (let at = 0; at < count; at += 5000) {
    await pool.query(
      `INSERT INTO "Game" (id, "guildId", "channelId", "threadId", kind, status, "creatorId", "seedHash", seed, deadline, version, "updatedAt", state, "rngState", "owingSeats", "lastSeq")
       SELECT 'soak-other-' || g, 'soak-other-guild-' || (g % 300), 'soak-other-chan-' || g, NULL, kind, status, "creatorId", "seedHash", seed,
              deadline, version, now(), state, "rngState", "owingSeats", "lastSeq"
       FROM "Game", generate_series($2::int, $3::int - 1) AS g WHERE id = $1`,
      [like, at, Math.min(count, at + 5000)],
    );
  }
  await pool.query('ANALYZE "Game"');
}

const noAnswer: Responder = {
  async callback() {},
  async editOriginal() {},
  async followUp() {},
};

async function main(): Promise<void> {
  const games = Number(process.env.SOAK_GAMES ?? 100);
  const moves = Number(process.env.SOAK_MOVES ?? 1000);
  // discord.js as the bot loads it (the client is not logged in: no gateway here).
  const client = new Client({ intents: [GatewayIntentBits.Guilds] });
  const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: null });
  const table = new Table({
    store: db.store,
    notifier: new NullNotifier(nextId),
    images: process.env.SOAK_IMAGES === '0' ? undefined : renderedBoardImages(),
    clock: () => new Date(),
    logger: silentLogger,
  });
  const router = createRouter({ table, logger: silentLogger });
  const rssStart = mib();
  const guildId = nextId();
  const kinds = productGameIds();
  const ids: { id: string; channelId: string; users: OfflinePlayer[] }[] = [];
  for (let g = 0; g < games; g++) {
    const kind = kinds[g % kinds.length] ?? 'magnaci';
    const seats = Math.min(4, getGame(kind)?.players.max ?? 2);
    const users = Array.from({ length: seats }, () => {
      const id = nextId();
      return { id, name: `Gracz ${id.slice(-3)}` };
    });
    const channelId = nextId();
    ids.push({ id: await startedGame(table, { guildId, channelId }, kind, users), channelId, users });
  }
  // SOAK_OTHER_GAMES=10000: that many other running games in the database (copies of a real
  // state in another guild), to show RSS does not grow with the database.
  const others = Number(process.env.SOAK_OTHER_GAMES ?? 0);
  if (others > 0 && ids[0]) await seedOtherGames(db.pool, ids[0].id, others);
  const rssSeeded = mib();
  const samples: number[] = [];
  let played = 0;
  let idle = 0;
  for (let round = 0; played < moves && idle < ids.length; round++) {
    for (const g of ids) {
      if (played >= moves) break;
      const summary = await db.store.gameSummary(g.id);
      const seat = summary?.status === 'active' ? summary.owingSeats[0] : undefined;
      const userId = summary?.seats.find((s) => s.seat === seat)?.userId;
      const user = g.users.find((u) => u.id === userId);
      if (!user) {
        idle++;
        continue;
      }
      const { actions } = await table.legalActions(g.id, user.id);
      const move = actions.filter((a) => a.free !== true)[round % 3] ?? actions.find((a) => a.free !== true);
      if (!move) continue;
      const port = portFromPayload(actPayload(nextId, { guildId, channelId: g.channelId }, user, move.id), noAnswer);
      if (port) await router(port);
      played++;
      idle = 0;
      if (played % 100 === 0) samples.push(mib());
    }
  }
  const rssAfter = mib();
  const m = process.memoryUsage();
  const heap = {
    heapUsed: Math.round(m.heapUsed / 1048576),
    heapTotal: Math.round(m.heapTotal / 1048576),
    external: Math.round(m.external / 1048576),
    arrayBuffers: Math.round(m.arrayBuffers / 1048576),
    ...residentKinds(),
  };
  // SOAK_HEAPSNAPSHOT=file.heapsnapshot: what the JavaScript heap retains after the moves.
  if (process.env.SOAK_HEAPSNAPSHOT) writeHeapSnapshot(process.env.SOAK_HEAPSNAPSHOT);
  await client.destroy();
  await db.close();
  process.stdout.write(
    `${JSON.stringify({ rssStart, rssSeeded, rssAfter, rssPeak: Math.max(rssAfter, ...samples), samples, played, games: ids.length, otherGames: others, ...heap })}\n`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
