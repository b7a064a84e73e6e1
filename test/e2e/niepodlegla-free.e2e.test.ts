/**
 * Niepodległa's free actions through Discord (real discord.js against the local stand-in): a
 * player who already agreed to a group proposal owes nothing, yet finds a counter-proposal in
 * /act's suggestions and makes it (rulings agreedMayPropose), which prompts the others again;
 * in phase 2 a player who declared done may still reroll (ruling doneMayAct) and owes again.
 */
import { expect, it } from 'vitest';
import type { Seat } from '../../src/engines/kit/types.js';
import { niepodleglaGame as def, type State } from '../../src/engines/niepodlegla/index.js';
import type { GameRecord } from '../../src/store/types.js';
import { withStartedTextGame } from '../support/textTable.js';

it('a seat owing nothing counter-proposes and, after "done", rerolls, by /act', async () => {
  await withStartedTextGame('niepodlegla', 3, async ({ discord, store, logger, bot, gameId }) => {
    const load = async (): Promise<{ game: GameRecord; s: State }> => {
      const game = await store.getGame(gameId);
      if (game?.status !== 'active') throw new Error('the game is not running');
      return { game, s: game.state as State };
    };
    const userOf = (game: GameRecord, seat: Seat): string => {
      const id = game.seats.find((x) => x.seat === seat)?.userId;
      if (!id) throw new Error(`no seat ${seat}`);
      return id;
    };
    const act = async (game: GameRecord, seat: Seat, action: string): Promise<string> => {
      const reply = await (await discord.slash(userOf(game, seat), 'act', { action, game: game.id })).reply({
        timeoutMs: 30_000,
      });
      return reply.content;
    };

    // Phase 1 of round 1 is a group decision everyone owes: seat 0 proposes, seat 1 agrees.
    let { game, s } = await load();
    expect(s.choice?.item.step.k).toBe('planPawns');
    const first = def.legalActions(s, 0).find((a) => a.action.type === 'propose');
    if (!first) throw new Error('no proposal for seat 0');
    expect(await act(game, 0, first.id)).not.toMatch(/⚠/);
    ({ game, s } = await load());
    expect(await act(game, 1, 'agree')).not.toMatch(/⚠/);
    ({ game, s } = await load());
    expect(def.pending(s).map((d) => d.seat)).toEqual([2]);

    // Seat 1 owes nothing now; /act still suggests its counter-proposal, and the Table takes it.
    const counter = def.legalActions(s, 1).find((a) => a.action.type === 'propose');
    if (!counter) throw new Error('no counter-proposal for seat 1');
    expect(counter.free).toBe(true);
    const suggested = await discord.autocomplete(
      userOf(game, 1),
      'act',
      { action: counter.id, game: game.id },
      'action',
    );
    expect(suggested.map((c) => c.value)).toContain(counter.id);
    // Group prompts are public: a channel message mentioning the seat.
    const prompts = (seat: Seat) =>
      discord.messages(discord.channelId).filter((m) => m.content.includes(`<@${userOf(game, seat)}>`)).length;
    const promptsBefore = prompts(0);
    expect(await act(game, 1, counter.id)).not.toMatch(/⚠/);
    ({ game, s } = await load());
    expect(s.choice?.proposal).toMatchObject({ by: 1, agreed: [1] });
    expect(def.pending(s).map((d) => d.seat)).toEqual([0, 2]);
    // Seat 0, which had agreed to its own proposal, owes again and is prompted again.
    await discord.waitFor(() => prompts(0) > promptsBefore, { timeoutMs: 30_000 });

    // Settle the plan by deadline defaults (played by /act) until phase 2 runs.
    for (let moves = 0; s.choice !== null || s.phase !== 'fight'; moves++) {
      if (moves > 50) throw new Error(`phase 2 not reached (phase ${s.phase})`);
      const d = def.pending(s)[0];
      if (!d) throw new Error('nobody owes a decision');
      const fallback = JSON.stringify(def.defaultAction(s, d.seat));
      const choice = def.legalActions(s, d.seat).find((a) => JSON.stringify(a.action) === fallback);
      if (!choice) throw new Error(`the default of seat ${d.seat} is not listed`);
      expect(await act(game, d.seat, choice.id)).not.toMatch(/⚠/);
      ({ game, s } = await load());
    }

    // Seat 2 declares done, owes nothing, and still rerolls one of its dice: it owes again.
    expect(await act(game, 2, 'done')).not.toMatch(/⚠/);
    ({ game, s } = await load());
    expect(def.pending(s).map((d) => d.seat)).not.toContain(2);
    const reroll = def.legalActions(s, 2).find((a) => a.action.type === 'reroll');
    if (!reroll) throw new Error('no reroll for seat 2');
    expect(reroll.free).toBe(true);
    expect(await act(game, 2, reroll.id)).not.toMatch(/⚠/);
    ({ game, s } = await load());
    if (s.phase === 'fight' && !s.fightOver) {
      expect(s.done[2]).toBe(false);
      expect(def.pending(s).map((d) => d.seat)).toContain(2);
    } else {
      // The black die emptied the pool: phase 2 ended on that reroll (A10), which still counted.
      expect(s.morale.x || s.morale.pool === 0).toBe(true);
    }
    await discord.waitForMessage(discord.channelId, (m) => /przerzuca|rerolls/.test(m.content), { timeoutMs: 30_000 });

    expect(await bot.table.verifyReplay(gameId)).toBe(true);
    expect(logger.lines.filter((l) => l.level === 'error').map((e) => e.msg)).toEqual([]);
  });
}, 600_000);
