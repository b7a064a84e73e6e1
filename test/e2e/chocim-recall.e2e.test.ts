import type { APIMessage } from 'discord-api-types/v10';
import { expect, it } from 'vitest';
import { chocimGame, type State } from '../../src/engines/chocim-1621/index.js';
import type { GameRecord } from '../../src/store/types.js';
import { customIds, withStartedTextGame } from '../support/textTable.js';

const RECALL_LINE = /wraca do rezerwy z|returns to reserve from/;

it('the summary recall is a sealed DM choice drafted in one prompt: the seal posts one commitment and reveals it', async () => {
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
    // The DM prompt drafts the recall: focus the redoubts' infantry, send it back, seal.
    const prompt = await discord.waitForDm(plcId, (m) => customIds(m).some((id) => id.endsWith(':s')), {
      timeoutMs: 30_000,
    });
    type Menu = { custom_id: string; options: { value: string; label: string }[] };
    const menuOf = (m: APIMessage, op: string): Menu | undefined =>
      ((m.components ?? []) as unknown as { components?: Menu[] }[])
        .flatMap((row) => row.components ?? [])
        .find((c) => c.custom_id?.endsWith(op));
    const slots = menuOf(prompt, ':f');
    const redoubts = slots?.options.find((o) => /reduty/.test(o.label));
    if (!slots || !redoubts) throw new Error(`no redoubts row: ${JSON.stringify(slots)}`);
    const focused = await (await discord.select(plcId, prompt, slots.custom_id, [redoubts.value])).reply({
      timeoutMs: 30_000,
    });
    const values = menuOf(focused, ':v');
    if (!values) throw new Error('no options');
    const marked = await (
      await discord.select(plcId, focused, values.custom_id, [values.options[0]?.value ?? ''])
    ).reply({ timeoutMs: 30_000 });
    expect(marked.id).toBe(prompt.id);
    // Drafting posted nothing and moved nothing.
    expect(commitments()).toBe(before);
    const drafting = (await store.getGame(gameId))?.state as State | undefined;
    expect(drafting?.step?.kind).toBe('recall');
    const seal = customIds(marked).find((id) => id.endsWith(':s')) ?? '';
    const done = await (await discord.click(plcId, marked, seal)).reply({ timeoutMs: 30_000 });
    expect(done.content).not.toMatch(/⚠/);
    // One sealed submission, one commitment line; OTT owed nothing, so the recall is revealed at once.
    await discord.waitForMessage(discord.channelId, (m) => RECALL_LINE.test(m.content), { timeoutMs: 30_000 });
    await discord.waitFor(() => (commitments() > before ? true : undefined), { timeoutMs: 30_000 });
    expect(commitments()).toBe(before + 1);
    const after = (await store.getGame(gameId))?.state as State;
    expect(after.slots['redoubts.defence']?.infantry).toBe(0);
    expect(after.step?.kind).not.toBe('recall');
    expect(await bot.table.verifyReplay(gameId)).toBe(true);
    expect(logger.lines.filter((l) => l.level === 'error').map((e) => e.msg)).toEqual([]);
  });
}, 600_000);
