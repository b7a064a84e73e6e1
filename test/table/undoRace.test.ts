/**
 * Undo is serialised with moves. The last confirmation of an undo races the next seat's die
 * roll (irreversible): whichever commits first wins, and the other is refused. A roll that was
 * accepted is never taken back, and the dice are never rewound (the replay of the log still
 * gives the stored state and dice). On real Postgres the two really run at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RuleError } from '../../src/engines/kit/ruleError.js';
import type { FakeUser } from '../support/fakeDiscord.js';
import { type Harness, openHarness, startedGame } from '../support/tableHarness.js';
import type { TributeState } from '../support/tributeGame.js';

const RACES = 20;

let h: Harness;

beforeAll(async () => {
  h = await openHarness();
});
afterAll(async () => {
  await h.close();
});

describe('undo and moves', () => {
  it('undo races an irreversible move', { timeout: 300_000 }, async () => {
    let undoRefused = 0;
    let rollRefused = 0;
    let both = 0;
    for (let race = 0; race < RACES; race++) {
      const users = ['Anna', 'Bartek', 'Celina'].map((n) => h.discord.user(`${n}${race}`));
      const game = await startedGame(h, users);
      for (const [i, u] of users.entries()) {
        await h.table.act({ gameId: game.id, userId: u.id, actionId: `bid:${3 - i}`, source: 'player' });
      }
      const s = (await h.game(game.id)).state as TributeState;
      const userOf = (seat: number | undefined): FakeUser => users[seat ?? -1] as FakeUser;
      const mover = userOf(s.order[s.next]);
      const roller = userOf(s.order[s.next + 1]);
      const last = users.find((u) => u !== mover && u !== roller) as FakeUser;
      // The mover banks (reversible) and asks to undo it; the roller agrees; the last confirmation
      // and the roller's die roll go in together.
      await h.table.act({ gameId: game.id, userId: mover.id, actionId: 'bank', source: 'player' });
      const asked = await h.table.requestUndo(game.id, mover.id);
      const seq = asked.request.seq;
      await h.table.answerUndo(game.id, roller.id, seq, true);
      const [undo, roll] = await Promise.allSettled([
        h.table.answerUndo(game.id, last.id, seq, true),
        h.table.act({ gameId: game.id, userId: roller.id, actionId: 'roll', source: 'player' }),
      ]);
      const undone = undo.status === 'fulfilled' && undo.value.kind === 'undone';
      const rolled = roll.status === 'fulfilled' && roll.value.kind === 'applied';
      if (undone && rolled) both++;
      if (rolled && !undone) undoRefused++;
      if (undone && !rolled) rollRefused++;
      // Whatever was refused was refused with a reason the player is told, not a crash.
      for (const r of [undo, roll]) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(RuleError);
      const log = await h.store.actions(game.id);
      expect(log.filter((a) => a.irreversible && a.undone)).toEqual([]);
      expect(await h.table.verifyReplay(game.id)).toBe(true);
    }
    console.info('undo races an irreversible move:', JSON.stringify({ races: RACES, undoRefused, rollRefused, both }));
    expect(both).toBe(0);
    expect(undoRefused + rollRefused).toBe(RACES);
  });

  it('refuses an undo confirmed after a die roll was committed', async () => {
    const users = ['Anna', 'Bartek', 'Celina'].map((n) => h.discord.user(`${n}-late`));
    const game = await startedGame(h, users);
    for (const [i, u] of users.entries()) {
      await h.table.act({ gameId: game.id, userId: u.id, actionId: `bid:${3 - i}`, source: 'player' });
    }
    const s = (await h.game(game.id)).state as TributeState;
    const mover = users[s.order[s.next] ?? -1] as FakeUser;
    const roller = users[s.order[s.next + 1] ?? -1] as FakeUser;
    const last = users.find((u) => u !== mover && u !== roller) as FakeUser;
    await h.table.act({ gameId: game.id, userId: mover.id, actionId: 'bank', source: 'player' });
    const { request } = await h.table.requestUndo(game.id, mover.id);
    await h.table.answerUndo(game.id, roller.id, request.seq, true);
    await h.table.act({ gameId: game.id, userId: roller.id, actionId: 'roll', source: 'player' });
    await expect(h.table.answerUndo(game.id, last.id, request.seq, true)).rejects.toBeInstanceOf(RuleError);
    const log = await h.store.actions(game.id);
    expect(log.some((a) => a.undone)).toBe(false);
  });
});
