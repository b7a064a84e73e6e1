/**
 * A game stored under another engine version than the registered definition (an upgrade that
 * broke stored states, as Chocim 1621's 1 → 2) is never run by today's engine: actions, undo,
 * prompts, deadlines and the hand are refused with a message the player can read, /game status
 * says why the game stands still, the operator gets a log line, and a finished game stays
 * viewable (status with its result, history). A lobby opened before the upgrade starts fine.
 */
import { Locale } from 'discord-api-types/v10';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RuleError } from '../../src/engines/kit/ruleError.js';
import type { GameRecord } from '../../src/store/types.js';
import { DeadlineWorker } from '../../src/table/deadlines/worker.js';
import type { FakeUser } from '../support/fakeDiscord.js';
import { type Harness, openHarness, startedGame } from '../support/tableHarness.js';
import { TRIBUTE_ID, tributeGame } from '../support/tributeGame.js';

let h: Harness;
let anna: FakeUser;
let bartek: FakeUser;

beforeAll(async () => {
  h = await openHarness();
  anna = h.discord.user('Anna');
  bartek = h.discord.user('Bartek');
});
afterAll(async () => {
  await h.close();
});

/** What an older bot would have stored: the same game, recorded under engine version 0. */
async function storedUnderOldEngine(game: GameRecord): Promise<GameRecord> {
  await h.store.transact(game.id, async (tx) => {
    await tx.update({ engineVersion: tributeGame.engineVersion - 1 });
  });
  return h.game(game.id);
}

async function refusalOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (err) {
    if (err instanceof RuleError) return err.key;
    throw err;
  }
  throw new Error('expected a refusal');
}

describe('a game in play stored under an older engine version', () => {
  let game: GameRecord;

  beforeAll(async () => {
    game = await storedUnderOldEngine(await startedGame(h, [anna, bartek]));
  });

  it('refuses a move with a clear message and changes nothing; the operator sees a warning', async () => {
    const warningsBefore = h.logger.lines.filter((l) => l.level === 'warn').length;
    const reply = await h.discord.slash(anna, 'act', null, { action: 'bid:1', game: game.id });
    expect(reply.text).toContain('wersji 0 silnika zasad');
    expect(reply.text).toContain('wersji 1');
    const after = await h.game(game.id);
    expect(after.version).toBe(game.version);
    expect(after.state).toEqual(game.state);
    expect(await h.store.actions(game.id)).toEqual([]);
    const warnings = h.logger.lines.filter((l) => l.level === 'warn').slice(warningsBefore);
    expect(warnings.map((w) => w.obj)).toContainEqual(
      expect.objectContaining({ gameId: game.id, storedEngineVersion: 0, engineVersion: 1 }),
    );
    expect(h.logger.lines.filter((l) => l.level === 'error')).toEqual([]);
  });

  it('says so in the game’s language, to an English-speaking player too', async () => {
    const english = h.discord.user('Emma', { locale: Locale.EnglishUS });
    const r = await h.table
      .act({ gameId: game.id, seat: 0, source: 'default' })
      .then(() => 'applied')
      .catch((err: unknown) => (err instanceof RuleError ? err.key : 'other'));
    expect(r).toBe('table.error.engineOutdated');
    const status = await h.discord.slash(english, 'game', 'status', { game: game.id });
    expect(status.text).toContain('rozpoczęto na wersji 0 silnika zasad');
    expect(status.text).toContain('Nie da się jej kontynuować');
  });

  it('shows why it stands still in /game status, and refuses the prompt, the hand and undo', async () => {
    const status = await h.discord.slash(bartek, 'game', 'status', { game: game.id });
    expect(status.text).toContain('rozpoczęto na wersji 0 silnika zasad');
    expect(status.text).not.toContain('⏳');
    expect(await refusalOf(h.table.prompt(game.id, anna.id, 'pl'))).toBe('table.error.engineOutdated');
    expect(await refusalOf(h.table.hand(game.id, anna.id, 'pl'))).toBe('table.error.engineOutdated');
    expect(await refusalOf(h.table.requestUndo(game.id, anna.id))).toBe('table.error.engineOutdated');
    expect((await h.table.legalActions(game.id, anna.id)).actions).toEqual([]);
    // The history was stored as text and stays readable.
    const history = await h.table.history(game.id, anna.id, 0, 'pl');
    expect(history.content).toContain('📜');
  });

  it('plays no default at its deadline and plans no further one', async () => {
    expect((await h.store.openJobs(game.id)).some((j) => j.kind === 'deadline')).toBe(true);
    h.advance(25 * 60);
    const worker = new DeadlineWorker(h.table.deps, h.table);
    const due = (await h.store.claimDueJobs(h.now(), 100, 60_000)).filter((j) => j.gameId === game.id);
    expect(due.some((j) => j.kind === 'deadline')).toBe(true);
    for (const job of due) await worker.run(job);
    const after = await h.game(game.id);
    expect(after.state).toEqual(game.state);
    expect(after.nextDeadlineAt).toBeNull();
    expect(await h.store.actions(game.id)).toEqual([]);
    expect(await h.store.openJobs(game.id)).toEqual([]);
    expect(h.logger.lines.filter((l) => l.level === 'error')).toEqual([]);
    expect(h.logger.lines.some((l) => l.msg?.startsWith('deadline skipped'))).toBe(true);
  });
});

describe('a finished game stored under an older engine version', () => {
  it('stays viewable: status with the result and the seed, history', async () => {
    const started = await startedGame(h, [anna, bartek]);
    for (let i = 0; i < 50; i++) {
      const g = await h.game(started.id);
      if (g.status !== 'active') break;
      const seat = tributeGame.pending(g.state as never)[0]?.seat;
      if (seat === undefined) throw new Error('nobody owes');
      await h.table.act({ gameId: g.id, seat, source: 'default' });
    }
    const finished = await storedUnderOldEngine(await h.game(started.id));
    expect(finished.status).toBe('finished');
    const status = await h.discord.slash(anna, 'game', 'status', { game: finished.id });
    expect(status.text).toContain(finished.seed);
    expect(status.text).toContain('wersji 0 silnika zasad');
    expect(status.text).not.toMatch(/⚠/);
    const history = await h.table.history(finished.id, anna.id, 0, 'pl');
    expect(history.content.split('\n').length).toBeGreaterThan(2);
    const board = await h.table.board(finished.id, 'pl');
    expect(board.content).toContain(finished.seed);
  });
});

describe('a lobby opened before the upgrade', () => {
  it('starts under the current engine and records its version', async () => {
    const lobby = await h.table.createGame({
      guildId: h.discord.guildId,
      channelId: h.discord.channelId,
      userId: anna.id,
      displayName: anna.name,
      locale: 'pl',
      kind: TRIBUTE_ID,
      maxSeats: 2,
      thread: false,
    });
    await storedUnderOldEngine(lobby);
    await h.table.join(lobby.id, bartek.id, bartek.name);
    const started = await h.table.start(lobby.id, { userId: anna.id, guildId: h.discord.guildId, canManage: false });
    expect(started.engineVersion).toBe(tributeGame.engineVersion);
    const reply = await h.discord.slash(anna, 'act', null, { action: 'bid:1', game: lobby.id });
    expect(reply.text).toContain('🔒');
  });
});
