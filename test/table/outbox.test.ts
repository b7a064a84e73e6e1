/**
 * The outbox at the Table: moves made while Discord is down are announced once it is back, in
 * order, once, even when two deliverers (two processes) drain the same outbox at the same time.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engines/kit/types.js';
import { announcement } from '../../src/table/messages/announce.js';
import { Outbox } from '../../src/table/outbox.js';
import { DeliveryError, type Notifier } from '../../src/table/ports.js';
import { Table } from '../../src/table/table.js';
import type { FakeUser } from '../support/fakeDiscord.js';
import { type Harness, openHarness, startedGame } from '../support/tableHarness.js';
import { tributeGame } from '../support/tributeGame.js';

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

it('two deliverers drain one outbox: every announcement once, in order', async () => {
  const game = await startedGame(h, [anna, bartek]);
  let down = false;
  const posted: { channelId: string; content: string }[] = [];
  const real = h.discord.notifier;
  const flaky: Notifier = {
    async post(channelId, message) {
      if (down) throw new DeliveryError('transient', null, null, '503 Service Unavailable');
      // Slow enough that the other deliverer tries to claim meanwhile.
      await sleep(5);
      posted.push({ channelId, content: message.content });
      return real.post(channelId, message);
    },
    edit: (c, m, msg) => real.edit(c, m, msg),
    pin: (c, m) => real.pin(c, m),
    createThread: (c, n) => real.createThread(c, n),
    dm: (u, m) => real.dm(u, m),
  };
  const table = new Table({ ...h.table.deps, notifier: flaky }, { baseDelayMs: 10, maxDelayMs: 20 });
  await table.deliver(game.id);
  down = true;
  let moves = 0;
  for (; moves < 12; moves++) {
    const g = await h.game(game.id);
    if (g.status !== 'active') break;
    const d = tributeGame.pending(g.state as never)[0];
    const user = g.seats.find((s) => s.seat === d?.seat)?.userId;
    if (!d || !user) break;
    await table.act({ gameId: game.id, userId: user, seat: d.seat, source: 'player' });
  }
  const waiting = (await h.store.outbox(game.id)).filter((e) => e.deliveredAt === null);
  expect(waiting.length).toBe(moves);
  down = false;
  await sleep(50);
  const a = new Outbox(table.deps, { baseDelayMs: 10, maxDelayMs: 20 });
  const b = new Outbox(table.deps, { baseDelayMs: 10, maxDelayMs: 20 });
  const delivered = await Promise.all([a.drain(), b.drain(), a.drain(game.id), b.drain(game.id)]);
  // A pass that found the head leased by the other stops; go on until all is out.
  for (let i = 0; i < 20 && (await h.store.outbox(game.id)).some((e) => e.deliveredAt === null); i++) {
    await sleep(30);
    delivered.push(...(await Promise.all([a.drain(game.id), b.drain(game.id)])));
  }
  const entries = await h.store.outbox(game.id);
  expect(entries.every((e) => e.deliveredAt !== null)).toBe(true);
  expect(delivered.reduce((x, y) => x + y, 0)).toBe(moves);

  // Each move's line (a sealed bid's by its commitment), in the order of the log, each once.
  const g = await h.game(game.id);
  const keys = (await h.store.actions(game.id)).map((act) =>
    act.commitment
      ? act.commitment.slice(0, 12)
      : announcement({
          def: tributeGame as never,
          game: g,
          seat: act.seat,
          source: act.source,
          events: act.events as GameEvent[],
          commitment: null,
          locale: 'pl',
        }).content,
  );
  const seen = posted
    .map((p) => keys.find((k) => p.content === k || (k.length === 12 && p.content.includes(`\`${k}\``))))
    .filter((k): k is string => k !== undefined);
  expect(seen).toEqual(keys);
  console.log(
    `two deliverers: ${JSON.stringify({ moves, entriesWaiting: waiting.length, delivered: seen.length, twice: Math.max(0, seen.length - keys.length), lost: Math.max(0, keys.length - seen.length) })}`,
  );
}, 120_000);
