/**
 * A move is answered before it is announced. Confirming a choice in its DM prompt edits that
 * prompt to "✅ Confirmed"; when the seat still owes the same decision, the announcement edits its
 * next prompt into that same message. Were the announcement first (the outbox poller, or another
 * player's move, delivering in between), the answer would land over the new prompt and leave the
 * player with no buttons. The request holds its outbox entry until it has answered; a request
 * that never answers (the process died) holds it only for a while.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ActRequest } from '../../src/table/play.js';
import { Table } from '../../src/table/table.js';
import type { FakeUser } from '../support/fakeDiscord.js';
import { type Harness, nextMover, openHarness, startedGame } from '../support/tableHarness.js';

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

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The next move of a started game, made by whoever owes it. */
async function nextMove(gameId: string, interactionId: string): Promise<ActRequest> {
  return { gameId, ...(await nextMover(h, gameId)), source: 'player', interactionId };
}

/** Messages posted and edits made so far. */
function sent(): number {
  const { messages } = h.discord.notifier;
  return messages.length + messages.reduce((n, m) => n + m.edits, 0);
}

it('the poller passing while a move is being answered announces nothing before the answer', async () => {
  const game = await startedGame(h, [anna, bartek]);
  await h.table.deliver(game.id);
  const before = sent();
  let passed = -1;
  let sentByTheAnswer = -1;
  const outcome = await h.table.act(await nextMove(game.id, 'i-answer-first'), async () => {
    // Another deliverer's pass, between the commit and the answer.
    passed = await h.table.outbox.drain();
    sentByTheAnswer = sent();
  });
  expect(outcome.kind).toBe('applied');
  expect(passed).toBe(0);
  expect(sentByTheAnswer).toBe(before);
  // Then the request announces it itself, once.
  expect(sent()).toBeGreaterThan(before);
  const entries = await h.store.outbox(game.id);
  expect(entries.every((e) => e.deliveredAt !== null && e.leaseToken === null)).toBe(true);
  expect(await h.table.outbox.drain(game.id)).toBe(0);
});

it('a move whose request never answers is announced by the poller once the hold runs out', async () => {
  const game = await startedGame(h, [anna, bartek]);
  const table = new Table(h.table.deps, { holdMs: 200 });
  await table.deliver(game.id);
  // The answer never comes back (the process died after the commit).
  void table.act(await nextMove(game.id, 'i-never-answered'), () => new Promise<void>(() => {}));
  let waiting = 0;
  for (let i = 0; i < 100 && waiting === 0; i++) {
    await sleep(10);
    waiting = (await h.store.outbox(game.id)).filter((e) => e.deliveredAt === null).length;
  }
  expect(waiting).toBe(1);
  expect(await table.outbox.drain()).toBe(0);
  await sleep(250);
  expect(await table.outbox.drain()).toBe(1);
  expect((await h.store.outbox(game.id)).every((e) => e.deliveredAt !== null)).toBe(true);
});
