import { expect, it } from 'vitest';
import type { Seat } from '../../src/engines/kit/types.js';
import { type MagnaciState, magnaciGame } from '../../src/engines/magnaci/index.js';
import type { GameRecord } from '../../src/store/types.js';
import { customIds, withStartedTextGame } from '../support/textTable.js';

it('trades a Law card: /act offer by a player owing nothing, Accept button in the receiver’s DM', async () => {
  await withStartedTextGame('magnaci', 3, async ({ discord, store, logger, bot, gameId }) => {
    // Play by /act (the listed default, else the first decision action) until someone holds a
    // Law card while another seat owes the decision.
    let game: GameRecord | null = null;
    let holder: Seat = -1;
    for (let moves = 0; moves < 400; moves++) {
      game = await store.getGame(gameId);
      if (game?.status !== 'active') throw new Error('the game is not running');
      const s = game.state as MagnaciState;
      const owing = magnaciGame.pending(s);
      const owes = new Set(owing.map((d) => d.seat));
      holder = s.players.findIndex((p, seat) => p.laws.length > 0 && !owes.has(seat));
      if (holder >= 0) break;
      const d = owing[0];
      if (!d) throw new Error('nobody owes a decision');
      const legal = magnaciGame.legalActions(s, d.seat).filter((a) => a.free !== true);
      const fallback = JSON.stringify(magnaciGame.defaultAction(s, d.seat));
      const choice = legal.find((a) => JSON.stringify(a.action) === fallback) ?? legal[0];
      const user = game.seats.find((x) => x.seat === d.seat)?.userId;
      if (!choice || !user) throw new Error('no move');
      const reply = await (await discord.slash(user, 'act', { action: choice.id, game: game.id })).reply({
        timeoutMs: 30_000,
      });
      expect(reply.content).not.toMatch(/⚠/);
    }
    if (!game || holder < 0) throw new Error('no Law card holder owing nothing');
    const s = game.state as MagnaciState;
    const law = s.players[holder]?.laws[0];
    const receiver = [0, 1, 2].find((x) => x !== holder) ?? 0;
    const giverId = game.seats.find((x) => x.seat === holder)?.userId;
    const receiverId = game.seats.find((x) => x.seat === receiver)?.userId;
    if (!law || !giverId || !receiverId) throw new Error('no trade partners');

    // The giver finds the offer among /act's suggestions and sends it.
    const offerId = `offer:${law.toLowerCase()}:p${receiver}`;
    const choices = await discord.autocomplete(giverId, 'act', { action: 'offer', game: game.id }, 'action');
    expect(choices.map((c) => c.value)).toContain(offerId);
    const offered = await (await discord.slash(giverId, 'act', { action: offerId, game: game.id })).reply({
      timeoutMs: 30_000,
    });
    expect(offered.content).not.toMatch(/⚠/);
    await discord.waitForMessage(
      discord.channelId,
      (m) => /proponują \S+ \(\S+\) kartę Praw|offers the Law card/.test(m.content),
      {
        timeoutMs: 30_000,
      },
    );

    // The receiver's DM carries the answer buttons; Accept hands the card over.
    const acceptId = `accept:${law.toLowerCase()}`;
    const invite = await discord.waitForDm(receiverId, (m) => customIds(m).some((id) => id.endsWith(acceptId)), {
      timeoutMs: 30_000,
    });
    expect(customIds(invite).some((id) => id.endsWith(`decline:${law.toLowerCase()}`))).toBe(true);
    const button = customIds(invite).find((id) => id.endsWith(acceptId)) ?? '';
    const accepted = await (await discord.click(receiverId, invite, button)).reply({ timeoutMs: 30_000 });
    expect(accepted.content).not.toMatch(/⚠/);
    await discord.waitForMessage(
      discord.channelId,
      (m) => /przyjmują kartę Praw|accepts the Law card/.test(m.content),
      {
        timeoutMs: 30_000,
      },
    );

    const after = await store.getGame(gameId);
    const state = after?.state as MagnaciState;
    expect(state.players[receiver]?.laws).toContain(law);
    expect(state.players[holder]?.laws).not.toContain(law);
    expect(state.offers).toEqual([]);
    expect(after?.nextDeadlineAt?.getTime()).toBe(game.nextDeadlineAt?.getTime());
    expect(await bot.table.verifyReplay(gameId)).toBe(true);
    expect(logger.lines.filter((l) => l.level === 'error').map((e) => e.msg)).toEqual([]);
  });
}, 600_000);
