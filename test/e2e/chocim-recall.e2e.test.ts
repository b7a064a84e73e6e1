import { expect, it } from 'vitest';
import { chocimGame, type State } from '../../src/engines/chocim-1621/index.js';
import type { GameRecord } from '../../src/store/types.js';
import { customIds, withStartedTextGame } from '../support/textTable.js';

const RECALL_LINE = /wraca do rezerwy z|returns to reserve from/;

it('the summary recall is a sealed DM choice: a mark posts a commitment only, confirming reveals it', async () => {
  await withStartedTextGame('chocim-1621', 2, async ({ discord, store, logger, bot, gameId }) => {
    // Everyone plays the default (passes, strongest diplomacy picks) until the first Summary.
    let game: GameRecord | null = null;
    for (let moves = 0; moves < 100; moves++) {
      game = await store.getGame(gameId);
      if (game?.status !== 'active') throw new Error('the game is not running');
      const s = game.state as State;
      if (s.step?.kind === 'recall') break;
      const d = chocimGame.pending(s)[0];
      if (!d) throw new Error('nobody owes a decision');
      const fallback = JSON.stringify(chocimGame.defaultAction(s, d.seat));
      const choice = chocimGame.legalActions(s, d.seat).find((a) => JSON.stringify(a.action) === fallback);
      const user = game.seats.find((x) => x.seat === d.seat)?.userId;
      if (!choice || !user) throw new Error('no move');
      const reply = await (await discord.slash(user, 'act', { action: choice.id, game: game.id })).reply({
        timeoutMs: 30_000,
      });
      expect(reply.content).not.toMatch(/⚠/);
    }
    if (!game) throw new Error('no game');
    const s = game.state as State;
    expect(s.step?.kind).toBe('recall');
    // PLC has its four setup defenders; OTT holds no field, so only PLC owes the choice.
    expect(chocimGame.pending(s).map((d) => [d.seat, d.kind])).toEqual([[s.seatOf.PLC, 'secret']]);
    const plcId = game.seats.find((x) => x.seat === s.seatOf.PLC)?.userId ?? '';

    const COMMITMENT = /Zobowiązanie|Commitment/;
    const commitments = () => discord.messages(discord.channelId).filter((m) => COMMITMENT.test(m.content)).length;
    const before = commitments();
    const markId = 'recall:s:rd.defence:inf';
    const prompt = await discord.waitForDm(plcId, (m) => customIds(m).some((id) => id.endsWith(markId)), {
      timeoutMs: 30_000,
    });
    const marked = await (
      await discord.click(plcId, prompt, customIds(prompt).find((id) => id.endsWith(markId)) ?? '')
    ).reply({ timeoutMs: 30_000 });
    expect(marked.content).not.toMatch(/⚠/);
    await discord.waitFor(() => (commitments() > before ? true : undefined), { timeoutMs: 30_000 });
    const sealed = (await store.getGame(gameId))?.state as State;
    expect(sealed.slots['redoubts.defence']?.infantry).toBe(1);
    expect(discord.messages(discord.channelId).some((m) => RECALL_LINE.test(m.content))).toBe(false);

    const done = await (await discord.slash(plcId, 'act', { action: 'recalldone', game: gameId })).reply({
      timeoutMs: 30_000,
    });
    expect(done.content).not.toMatch(/⚠/);
    await discord.waitForMessage(discord.channelId, (m) => RECALL_LINE.test(m.content), { timeoutMs: 30_000 });
    const after = (await store.getGame(gameId))?.state as State;
    expect(after.slots['redoubts.defence']?.infantry).toBe(0);
    expect(after.step?.kind).not.toBe('recall');
    expect(await bot.table.verifyReplay(gameId)).toBe(true);
    expect(logger.lines.filter((l) => l.level === 'error').map((e) => e.msg)).toEqual([]);
  });
}, 600_000);
