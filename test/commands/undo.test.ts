/**
 * Undo: accepted when every other player confirms; refused on objection, past a revealed
 * sealed choice or a die roll, and for someone else's action; stale answers are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCustomId } from '../../src/table/customId.js';
import { customIdsOf, type FakeUser } from '../support/fakeDiscord.js';
import { type Harness, openHarness, startedGame } from '../support/tableHarness.js';
import type { TributeState } from '../support/tributeGame.js';

let h: Harness;
let anna: FakeUser;
let bartek: FakeUser;
let celina: FakeUser;
let gameId = '';

async function state(): Promise<TributeState> {
  return (await h.game(gameId)).state as TributeState;
}

function undoButtons(): { yes: string; no: string } {
  const m = [...h.discord.notifier.inChannel(h.discord.channelId)]
    .reverse()
    .find((x) => customIdsOf(x.components).some((c) => parseCustomId(c)?.kind === 'undo'));
  const ids = customIdsOf(m?.components ?? []);
  return {
    yes: ids.find((c) => parseCustomId(c)?.arg?.startsWith('y.')) ?? '',
    no: ids.find((c) => parseCustomId(c)?.arg?.startsWith('n.')) ?? '',
  };
}

beforeAll(async () => {
  h = await openHarness();
  anna = h.discord.user('Anna');
  bartek = h.discord.user('Bartek');
  celina = h.discord.user('Celina');
  gameId = (await startedGame(h, [anna, bartek, celina])).id;
  // Anna bids most and leads the turns.
  await h.discord.slash(anna, 'act', null, { action: 'bid:2' });
  await h.discord.slash(bartek, 'act', null, { action: 'bid:1' });
  await h.discord.slash(celina, 'act', null, { action: 'bid:0' });
});
afterAll(async () => {
  await h.close();
});

describe('undo', () => {
  it('is refused right after the sealed bids were revealed', async () => {
    const r = await h.discord.slash(celina, 'game', 'undo', {});
    expect(r.text).toContain('nie da się cofnąć');
  });

  it('is accepted once both other players confirm, and the state is rebuilt from the log', async () => {
    await h.discord.slash(anna, 'act', null, { action: 'bank' });
    expect((await state()).players[0]?.points).toBe(5);
    const asked = await h.discord.slash(anna, 'game', 'undo', {});
    expect(asked.text).toContain('Poprosiłem');
    const { yes } = undoButtons();
    const first = await h.discord.click(bartek, yes);
    expect(first.text).toContain('zapisana');
    expect((await state()).players[0]?.points).toBe(5);
    const second = await h.discord.click(celina, yes);
    expect(second.text).toContain('cofnięty');
    const s = await state();
    expect(s.players[0]?.points).toBe(3);
    expect(s.order[s.next]).toBe(0);
    const log = await h.store.actions(gameId);
    expect(log.at(-1)?.undone).toBe(true);
    expect(await h.table.verifyReplay(gameId)).toBe(true);
    // The stale confirmation button is refused politely.
    const stale = await h.discord.click(bartek, yes);
    expect(stale.text).toContain('nieaktualny');
  });

  it('is refused when another player objects', async () => {
    await h.discord.slash(anna, 'act', null, { action: 'bank' });
    await h.discord.slash(anna, 'game', 'undo', {});
    const { no } = undoButtons();
    const r = await h.discord.click(celina, no);
    expect(r.text).toContain('zapisana');
    expect((await state()).players[0]?.points).toBe(5);
    expect(h.discord.notifier.inChannel(h.discord.channelId).at(-1)?.content).toContain('nie zgadza się');
  });

  it('is refused for someone else’s action and after a die roll', async () => {
    const notMine = await h.discord.slash(bartek, 'game', 'undo', {});
    expect(notMine.text).toContain('własny');
    await h.discord.slash(bartek, 'act', null, { action: 'roll' });
    const rolled = await h.discord.slash(bartek, 'game', 'undo', {});
    expect(rolled.text).toContain('nie da się cofnąć');
  });
});
