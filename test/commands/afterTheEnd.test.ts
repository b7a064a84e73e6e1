/**
 * After the end: in a finished game's thread, the commands that only look (/game history,
 * /game status, /game board) still answer for that game, instead of "no game is played in
 * this channel". Commands that change a game still find none there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameRecord } from '../../src/store/types.js';
import type { FakeUser } from '../support/fakeDiscord.js';
import { nextId } from '../support/fakeDiscord.js';
import { type Harness, openHarness } from '../support/tableHarness.js';
import { TRIBUTE_ID } from '../support/tributeGame.js';

let h: Harness;
let ala: FakeUser;
let bartek: FakeUser;
let game: GameRecord;
let thread: string;

const NO_GAME = 'nie toczy się żadna gra';

beforeAll(async () => {
  h = await openHarness();
  ala = h.discord.user('Ala');
  bartek = h.discord.user('Bartek');
  const created = await h.table.createGame({
    guildId: h.discord.guildId,
    channelId: nextId(),
    userId: ala.id,
    displayName: ala.name,
    locale: 'pl',
    kind: TRIBUTE_ID,
    maxSeats: 2,
    thread: true,
  });
  await h.table.join(created.id, bartek.id, bartek.name);
  const started = await h.table.start(created.id, { userId: ala.id, guildId: h.discord.guildId, canManage: false });
  await h.table.act({ gameId: started.id, userId: ala.id, source: 'player', action: { type: 'bid', amount: 1 } });
  await h.store.transact(started.id, async (tx) => {
    await tx.update({
      status: 'finished',
      result: { winners: [0], ranking: [[0], [1]], reason: { key: 'tribute.result' } },
      finishedAt: h.now(),
    });
  });
  game = await h.game(started.id);
  thread = game.threadId ?? '';
});
afterAll(async () => {
  await h.close();
});

describe('after the end, in the game’s thread', () => {
  it('has a thread and the game is over', () => {
    expect(thread).not.toBe('');
    expect(game.status).toBe('finished');
  });

  it('/game history shows the finished game’s moves', async () => {
    const r = await h.discord.slash(ala, 'game', 'history', {}, { channelId: thread });
    expect(r.text).not.toContain(NO_GAME);
    expect(r.text).toContain('Ala');
  });

  it('/game status and /game board answer for it too', async () => {
    const status = await h.discord.slash(bartek, 'game', 'status', {}, { channelId: thread });
    expect(status.text).not.toContain(NO_GAME);
    const board = await h.discord.slash(bartek, 'game', 'board', {}, { channelId: thread });
    expect(board.text).not.toContain(NO_GAME);
  });

  it('a command that changes a game still finds none there', async () => {
    const r = await h.discord.slash(ala, 'game', 'undo', {}, { channelId: thread });
    expect(r.text).toContain(NO_GAME);
  });
});
