/**
 * Sealed choices submitted at the same instant all land, in order, with none lost (the
 * store locks the game row for each transaction), and the reveal happens exactly once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, openHarness, startedGame } from '../support/tableHarness.js';
import type { TributeState } from '../support/tributeGame.js';

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
});
