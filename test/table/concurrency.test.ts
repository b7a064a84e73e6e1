/**
 * Sealed choices submitted at the same instant all land, in order, with none lost (the
 * store locks the game row for each transaction), and the reveal happens exactly once. On the
 * embedded database transactions run one at a time anyway; with DATABASE_URL (as CI runs) they
 * really overlap, and without the row lock this test fails (checked by removing it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, openHarness, startedGame } from '../support/tableHarness.js';
import type { TributeState } from '../support/tributeGame.js';

/** Games whose four bids all go in at the same instant. */
const GAMES = 20;

let h: Harness;

beforeAll(async () => {
  h = await openHarness();
});
afterAll(async () => {
  await h.close();
});

describe('simultaneous submissions', () => {
  it('applies every sealed bid and reveals once', async () => {
    const users = ['Anna', 'Bartek', 'Celina', 'Dawid'].map((n) => h.discord.user(n));
    const game = await startedGame(h, users);
    const outcomes = await Promise.all(
      users.map((u, i) =>
        h.table.act({
          gameId: game.id,
          userId: u.id,
          actionId: `bid:${i % 4}`,
          source: 'player',
          interactionId: `c-${i}`,
        }),
      ),
    );
    expect(outcomes.map((o) => o.kind)).toEqual(['applied', 'applied', 'applied', 'applied']);
    const log = await h.store.actions(game.id);
    expect(log.map((a) => a.seq)).toEqual([1, 2, 3, 4]);
    expect(log.filter((a) => a.irreversible)).toHaveLength(1);
    const s = (await h.game(game.id)).state as TributeState;
    expect(s.phase).toBe('turns');
    expect(s.players.map((p) => p.coins)).toEqual([5, 4, 3, 2]);
    expect(await h.table.verifyReplay(game.id)).toBe(true);
  });

  it('keeps every bid of many games submitted at once', { timeout: 120_000 }, async () => {
    const games = await Promise.all(
      Array.from({ length: GAMES }, async (_, g) => {
        const users = ['Anna', 'Bartek', 'Celina', 'Dawid'].map((n) => h.discord.user(`${n}${g}`));
        return { game: await startedGame(h, users), users };
      }),
    );
    const outcomes = await Promise.allSettled(
      games.flatMap(({ game, users }) =>
        users.map((u, i) =>
          h.table.act({
            gameId: game.id,
            userId: u.id,
            actionId: `bid:${i % 4}`,
            source: 'player',
            interactionId: `m-${game.id}-${i}`,
          }),
        ),
      ),
    );
    const failed = outcomes.filter((o) => o.status === 'rejected' || o.value.kind !== 'applied').length;
    let lost = 0;
    for (const { game } of games) {
      const log = await h.store.actions(game.id);
      const s = (await h.game(game.id)).state as TributeState;
      if (log.length !== 4 || s.phase !== 'turns' || !(await h.table.verifyReplay(game.id))) lost++;
    }
    console.info(
      'simultaneous submissions:',
      JSON.stringify({ tried: outcomes.length, failed, gamesWithLostBids: lost }),
    );
    expect({ failed, lost }).toEqual({ failed: 0, lost: 0 });
  });
});
