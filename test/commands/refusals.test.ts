/**
 * Everything the Table must refuse, each with a clear message to the sender and no change
 * to the game: a non-seated user, a wrong seat, a stale button, malformed options and ids,
 * a duplicate interaction; and an unexpected failure reported with an error id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRouter } from '../../src/commands/router.js';
import { RuleError } from '../../src/engines/kit/ruleError.js';
import { registerGame } from '../../src/engines/registry.js';
import { customId } from '../../src/table/customId.js';
import { Table } from '../../src/table/table.js';
import type { FakeUser } from '../support/fakeDiscord.js';
import { type Harness, openHarness, startedGame } from '../support/tableHarness.js';
import { TRIBUTE_ID, type TributeState, tributeGame } from '../support/tributeGame.js';

let h: Harness;
let anna: FakeUser;
let bartek: FakeUser;
let dawid: FakeUser;
let gameId = '';

beforeAll(async () => {
  h = await openHarness();
  anna = h.discord.user('Anna');
  bartek = h.discord.user('Bartek', { locale: 'en-US' as FakeUser['locale'] });
  dawid = h.discord.user('Dawid');
  gameId = (await startedGame(h, [anna, bartek])).id;
});
afterAll(async () => {
  await h.close();
});

async function version(): Promise<number> {
  return (await h.game(gameId)).version;
}

describe('refusals', () => {
  it('refuses a user who is not seated, and shows spectators the public view only', async () => {
    const v = await version();
    const r = await h.discord.slash(dawid, 'act', null, { action: 'bid:1' });
    expect(r.text).toContain('Nie siedzisz przy tym stole');
    expect(r.answers.at(-1)?.kind === 'edit' || r.answers.at(-1)?.ephemeral).toBe(true);
    const hand = await h.discord.click(dawid, customId('hand', gameId));
    expect(hand.text).toContain('Nie siedzisz');
    expect(await version()).toBe(v);
    // Bartek seals a bid; the spectator's board shows only that he has bid.
    await h.discord.slash(bartek, 'act', null, { action: 'bid:3' });
    const board = await h.discord.slash(dawid, 'game', 'board', {});
    expect(board.text).toContain('🔒');
    expect(board.text).not.toContain('bid:3');
    expect(board.text).not.toContain('"bid":3');
  });

  it('answers in the game’s language, not the sender’s (one language per channel)', async () => {
    const r = await h.discord.slash(bartek, 'game', 'start', {});
    expect(r.text).toContain('już nie jest w lobby');
  });

  it('refuses acting for a seat that is not yours', async () => {
    await expect(
      h.table.act({ gameId, userId: anna.id, seat: 1, actionId: 'bid:0', source: 'player' }),
    ).rejects.toThrow(RuleError);
  });

  it('refuses malformed options and forged component ids without a change', async () => {
    const v = await version();
    const bad = await h.discord.slash(anna, 'act', null, { action: "x'); DROP TABLE game; --" });
    expect(bad.text).toContain('nie jest teraz dozwolony');
    const unknown = await h.discord.slash(anna, 'act', null, { action: 'bid:99' });
    expect(unknown.text).toContain('nie jest teraz dozwolony');
    const forged = await h.discord.click(anna, 'a|x|1|bank');
    expect(forged.text).toContain('nieaktualny');
    const noGame = await h.discord.click(anna, customId('act', 'zzzzzzzzzz', 1, 'bank'));
    expect(noGame.text).toContain('Nie ma takiej gry');
    const seats = await h.discord.slash(anna, 'game', 'new', { kind: TRIBUTE_ID, seats: 9 });
    expect(seats.text).toContain('od 2 do 4');
    const variant = await h.discord.slash(anna, 'game', 'new', { kind: TRIBUTE_ID, variant: 'long=maybe' });
    expect(variant.text).toContain('long=maybe');
    const kind = await h.discord.slash(anna, 'game', 'new', { kind: 'chess' });
    expect(kind.text).toContain('chess');
    expect(await version()).toBe(v);
    expect((await h.store.gamesInChannel(h.discord.channelId)).length).toBe(1);
  });

  it('refuses a stale button of a public turn politely', async () => {
    await h.discord.slash(anna, 'act', null, { action: 'bid:0' });
    const s = (await h.game(gameId)).state as TributeState;
    expect(s.phase).toBe('turns');
    const leader = s.order[0] === 0 ? anna : bartek;
    const v = await version();
    const stale = await h.discord.click(leader, customId('act', gameId, v - 1, 'bank'));
    expect(stale.text).toMatch(/nieaktualny|out of date/);
    expect(await version()).toBe(v);
    const fresh = await h.discord.click(leader, customId('act', gameId, v, 'bank'));
    expect(fresh.text).toMatch(/przyjęty|accepted/);
  });

  it('keeps old buttons working after a restart (a fresh Table and router on the same database)', async () => {
    const restarted = new Table({ ...h.table.deps });
    h.discord.router = createRouter({ table: restarted, logger: h.logger });
    const s = (await h.game(gameId)).state as TributeState;
    const seat = s.order[s.next] ?? 0;
    const user = seat === 0 ? anna : bartek;
    const v = await version();
    const r = await h.discord.click(user, customId('act', gameId, v, 'bank'));
    expect(r.text).toMatch(/przyjęty|accepted/);
    expect(await version()).toBeGreaterThan(v);
  });

  it('applies a retried interaction once', async () => {
    const { actions } = await h.table.legalActions(gameId, anna.id);
    const actionId = actions[0]?.id ?? '';
    const first = await h.table.act({ gameId, userId: anna.id, actionId, source: 'player', interactionId: 'retry-1' });
    expect(first.kind).toBe('applied');
    const count = (await h.store.actions(gameId)).length;
    const again = await h.table.act({ gameId, userId: anna.id, actionId, source: 'player', interactionId: 'retry-1' });
    expect(again.kind).toBe('duplicate');
    expect((await h.store.actions(gameId)).length).toBe(count);
  });

  it('reports an unexpected failure with an error id and logs it', async () => {
    registerGame({
      ...tributeGame,
      id: 'test-broken',
      apply: () => {
        throw new TypeError('boom');
      },
    });
    const broken = await h.table.createGame({
      guildId: h.discord.guildId,
      channelId: 'broken-channel',
      userId: anna.id,
      displayName: 'Anna',
      locale: 'pl',
      kind: 'test-broken',
      maxSeats: 2,
      thread: false,
    });
    await h.table.join(broken.id, bartek.id, 'Bartek');
    await h.table.start(broken.id, { userId: anna.id, guildId: h.discord.guildId, canManage: false });
    const r = await h.discord.slash(anna, 'act', null, { action: 'bid:1', game: broken.id });
    const match = /`([a-z0-9]{8})`/.exec(r.text);
    expect(match).not.toBeNull();
    const logged = h.logger.lines.find((l) => l.level === 'error' && 'errorId' in l.obj);
    expect(logged?.obj).toMatchObject({ errorId: match?.[1] });
    expect((await h.store.actions(broken.id)).length).toBe(0);
  });
});
