/**
 * One legality check for every path: an action given as a payload (not a legal action's id)
 * is applied only if it is one of the seat's legal actions now, for every game, whatever the
 * engine's apply would let through. A refusal changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RuleError } from '../../src/engines/kit/ruleError.js';
import { registerGame } from '../../src/engines/registry.js';
import { type Harness, openHarness, startedGame } from '../support/tableHarness.js';
import { tributeGame } from '../support/tributeGame.js';

let h: Harness;

/** Tribute whose menu leaves out a bid of 2 that its apply would still take. */
const narrowTribute = {
  ...tributeGame,
  id: 'test-tribute-narrow',
  legalActions: (state: Parameters<typeof tributeGame.legalActions>[0], seat: number) =>
    tributeGame.legalActions(state, seat).filter((a) => a.id !== 'bid:2'),
};

beforeAll(async () => {
  h = await openHarness();
  registerGame(narrowTribute);
});
afterAll(async () => {
  await h.close();
});

describe('act payload must be legal', () => {
  it('refuses payloads the seat is not offered, and applies the ones it is', async () => {
    const users = ['Anna', 'Bartek'].map((n) => h.discord.user(n));
    const game = await startedGame(h, users, { kind: narrowTribute.id });
    const anna = users[0]?.id as string;
    const before = await h.game(game.id);
    const unlisted = [
      { type: 'bid', amount: 2 },
      { type: 'bid', amount: 9 },
      { type: 'bid', amount: -1 },
      { type: 'roll' },
    ];
    for (const action of unlisted) {
      await expect(h.table.act({ gameId: game.id, userId: anna, action, source: 'player' })).rejects.toBeInstanceOf(
        RuleError,
      );
    }
    const after = await h.game(game.id);
    expect(after.version).toBe(before.version);
    expect(await h.store.actions(game.id)).toEqual([]);
    // The same choice as listed (keys in any order) is applied.
    const ok = await h.table.act({
      gameId: game.id,
      userId: anna,
      action: { amount: 1, type: 'bid' },
      source: 'player',
    });
    expect(ok.kind).toBe('applied');
  });
});
