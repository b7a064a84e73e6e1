/**
 * Plays a whole game through Discord: the real discord.js client (via createBot) against
 * the local stand-in, from `/game new` to the result message. Each move is a `/act` typed by
 * the simulated player who owes it, choosing among the legal actions the bot offers.
 */
import { expect } from 'vitest';
import { type Bot, createBot } from '../../src/bot/createBot.js';
import { SeededRng } from '../../src/engines/kit/rng.js';
import { getGame } from '../../src/engines/registry.js';
import { type LocalDiscord, quietLogger, startLocalDiscord } from '../../src/local/index.js';
import type { GameRecord, GameStore } from '../../src/store/types.js';
import type { BoardImages } from '../../src/table/ports.js';
import { openTestStore } from '../support/db.js';
import { recordingLogger } from '../support/tableHarness.js';

export interface PlayThroughResult {
  game: GameRecord;
  moves: number;
  resultMessage: string;
  imagesPosted: number;
  /** REST requests the stand-in checked against Discord's OpenAPI schemas, and those Discord would refuse. */
  specChecked: number;
  specViolations: number;
  /** The game version each posted board image was named for (`<id>-<version>.png`), in posting order. */
  imageVersions: number[];
  /** The game version before each move made by a person, in order (the last entry: after the last move). */
  moveVersions: number[];
  /** Moves made by people through /act (the rest, if any, were played by bot seats). */
  humanMoves: number;
  /** Index of the result message among the channel's messages, and the channel's messages' image flags. */
  channel: { content: string; images: number }[];
}

export interface PlayThroughOptions {
  kind: string;
  players: number;
  seed: string;
  variant?: string;
  /** Board images; the real renderers by default. */
  images?: BoardImages;
  maxMoves?: number;
  /**
   * After this many moves by people, the players hand their seats to bots (`/game bot`, level
   * easy), which finish the game. Seats that owe nothing are handed first.
   */
  handToBotsAfter?: number;
  /** Stop after this many moves, game over or not (a long game's first stretch is enough to count images). */
  stopAfter?: number;
}

export async function playThrough(opts: PlayThroughOptions): Promise<PlayThroughResult> {
  const def = getGame(opts.kind);
  if (!def) throw new Error(`no game ${opts.kind}`);
  const discord: LocalDiscord = await startLocalDiscord({ port: 0, log: quietLogger });
  const store: GameStore = await openTestStore();
  const logger = recordingLogger();
  const bot: Bot = createBot({
    store,
    logger,
    restApiUrl: discord.restApiUrl,
    ...(opts.images ? { images: opts.images } : {}),
  });
  try {
    await bot.start(discord.token);
    await bot.registerCommands(discord.guildId);
    const users = discord.users.slice(0, opts.players);
    const [creator, ...others] = users;
    if (!creator) throw new Error('no users');
    const created = await discord.slash(creator.id, 'game new', {
      kind: opts.kind,
      seats: opts.players,
      thread: false,
      ...(opts.variant ? { variant: opts.variant } : {}),
    });
    await created.reply();
    const [lobby] = await store.gamesInChannel(discord.channelId, ['lobby']);
    if (!lobby) throw new Error(`no lobby: ${JSON.stringify(logger.lines.slice(-3))}`);
    for (const u of others) await (await discord.slash(u.id, 'game join', { game: lobby.id })).reply();
    await (await discord.slash(creator.id, 'game start', { game: lobby.id })).reply();

    const chooser = SeededRng.fromSeed(`e2e:${opts.seed}`);
    const moveVersions: number[] = [];
    let moves = 0;
    let lastReply = '';
    const max = opts.maxMoves ?? 5000;
    for (;;) {
      const game = await store.getGame(lobby.id);
      if (!game) throw new Error('game vanished');
      moveVersions.push(game.version);
      if (game.status === 'finished') break;
      if (opts.stopAfter !== undefined && moves >= opts.stopAfter) break;
      expect(game.status).toBe('active');
      if (opts.handToBotsAfter !== undefined && moves >= opts.handToBotsAfter) {
        // Hand over once a single seat owes (so the first hand-over plays nothing), or at once
        // when that does not come within a few moves.
        const owingSeats = new Set(def.pending(game.state).map((d) => d.seat));
        if (owingSeats.size === 1 || moves >= opts.handToBotsAfter + 20) {
          const order = [...game.seats].sort((a, b) => Number(owingSeats.has(a.seat)) - Number(owingSeats.has(b.seat)));
          for (const s of order) {
            const handed = await discord.slash(creator.id, 'game bot', {
              player: s.userId,
              level: 'easy',
              game: game.id,
            });
            await handed.reply({ timeoutMs: 60_000 });
          }
          // The bots play on after the last reply; the game is over once its result (with the seed) is posted.
          await discord.waitFor(() => discord.messages(discord.channelId).some((m) => m.content.includes(game.seed)), {
            timeoutMs: 600_000,
          });
          break;
        }
      }
      if (moves >= max) throw new Error(`${opts.kind}: no result after ${moves} moves; last reply: ${lastReply}`);
      const owing = def.pending(game.state);
      const decision = owing[0];
      if (!decision) throw new Error(`${opts.kind}: nobody owes a decision and no result`);
      const seat = game.seats.find((s) => s.seat === decision.seat);
      if (!seat) throw new Error(`no seat ${decision.seat}`);
      const legal = def.legalActions(game.state, decision.seat);
      // Half the time a player takes the default (what a deadline would play): cooperative
      // proposals then converge instead of being countered forever.
      const fallback = JSON.stringify(def.defaultAction(game.state, decision.seat));
      const byDefault = legal.find((a) => JSON.stringify(a.action) === fallback);
      const choice = byDefault && chooser.int(2) === 0 ? byDefault : chooser.pick(legal);
      const act = await discord.slash(seat.userId, 'act', { action: choice.id, game: game.id });
      const reply = await act.reply({ timeoutMs: 30_000 });
      lastReply = `${choice.id} → ${reply.content}`;
      if (reply.content.includes('⚠') || /error|błąd/i.test(reply.content)) {
        throw new Error(`${opts.kind}: move ${moves} (${choice.id}) refused: ${reply.content}`);
      }
      moves++;
    }
    const game = await store.getGame(lobby.id);
    if (!game) throw new Error('game vanished');
    const stopped = game.status !== 'finished';
    const resultMessage = stopped
      ? ''
      : await discord.waitFor(
          () => discord.messages(discord.channelId).find((m) => m.content.includes(game.seed))?.content,
          { timeoutMs: 30_000 },
        );
    // A game stopped early: its last move's announcement (with its image) is posted after the reply.
    if (stopped) await new Promise((r) => setTimeout(r, 2000));
    const posted = discord.messages(discord.channelId);
    const withImages = posted.filter((m) => (m.attachments ?? []).length > 0);
    const imagesPosted = withImages.reduce((n, m) => n + (m.attachments ?? []).length, 0);
    const imageVersions = withImages.flatMap((m) =>
      (m.attachments ?? []).map((a) => Number(/-(\d+)\.png$/.exec(a.filename)?.[1] ?? Number.NaN)),
    );
    const channel = posted.map((m) => ({ content: m.content, images: (m.attachments ?? []).length }));
    const errors = logger.lines.filter((l) => l.level === 'error');
    expect(errors.map((e) => e.msg)).toEqual([]);
    if (!stopped) expect(await bot.table.verifyReplay(game.id)).toBe(true);
    expect(discord.specViolations).toEqual([]);
    return {
      game,
      moves,
      resultMessage,
      imagesPosted,
      imageVersions,
      moveVersions,
      humanMoves: moves,
      channel,
      specChecked: discord.specChecked,
      specViolations: discord.specViolations.length,
    };
  } finally {
    await bot.stop();
    await discord.close();
    await store.close();
  }
}
