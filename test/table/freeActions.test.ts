/**
 * Free actions at the Table: a seat that owes nothing may take the actions its engine
 * declares free (here a Magnaci Law-card trade) — from /act or from the buttons the Table
 * sends the receiver — without touching deadlines, reminders or who owes what, and a stale
 * button does not refuse them. A seat that owes nothing in a game without free actions is
 * still refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discordRows } from '../../src/bot/presenter.js';
import { RuleError } from '../../src/engines/kit/ruleError.js';
import type { Seat } from '../../src/engines/kit/types.js';
import type { MagnaciState } from '../../src/engines/magnaci/index.js';
import { magnaciGame } from '../../src/engines/magnaci/index.js';
import type { JobRecord } from '../../src/store/types.js';
import { canAct } from '../../src/table/context.js';
import { parseCustomId } from '../../src/table/customId.js';
import { parseStamp } from '../../src/table/decisionStamp.js';
import { promptMessage } from '../../src/table/messages/prompt.js';
import { conflictScene } from '../engines/magnaci/helpers.js';
import { customIdsOf, type FakeUser } from '../support/fakeDiscord.js';
import { untilALawHolderOwesNothing } from '../support/magnaciTable.js';
import { type Harness, openHarness, startedGame } from '../support/tableHarness.js';
import { tributeGame } from '../support/tributeGame.js';

let h: Harness;
let users: FakeUser[];

beforeAll(async () => {
  h = await openHarness();
  users = ['Anna', 'Bartek', 'Celina'].map((n) => h.discord.user(n));
});
afterAll(async () => {
  await h.close();
});

async function refusalOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (err) {
    if (err instanceof RuleError) return err.key;
    throw err;
  }
  throw new Error('expected a refusal');
}

function jobsSummary(jobs: JobRecord[]): string[] {
  return jobs.map((j) => `${j.kind}|${j.seat}|${j.dueAt.toISOString()}|${j.slot}`).sort();
}

describe('free actions at the Table', () => {
  it('a seat owing nothing offers a Law card; the receiver accepts by button; deadlines stay as they were', async () => {
    const started = await startedGame(h, users, { kind: 'magnaci' });
    const { game, holder } = await untilALawHolderOwesNothing(h, started.id);
    const s = game.state as MagnaciState;
    const def = magnaciGame;
    const owingBefore = def.pending(s);
    const receiver = [0, 1, 2].find((x) => x !== holder) ?? 0;
    const law = s.players[holder]?.laws[0];
    if (!law) throw new Error('no law');
    expect(canAct(def, s, holder)).toBe('free');
    const userOf = (seat: Seat) => users.find((u) => u.id === game.seats.find((x) => x.seat === seat)?.userId);
    const giverUser = userOf(holder);
    const receiverUser = userOf(receiver);
    const thirdUser = userOf([0, 1, 2].find((x) => x !== holder && x !== receiver) ?? 0);
    if (!giverUser || !receiverUser || !thirdUser) throw new Error('no users');
    const deadline = game.nextDeadlineAt;
    expect(deadline).not.toBeNull();
    const jobs = jobsSummary(await h.store.openJobs(game.id));
    const dmsBefore = h.discord.notifier.dmsOf(receiverUser.id).length;

    // /act with autocomplete offers the trade to a seat that owes nothing.
    const offerId = `offer:${law.toLowerCase()}:p${receiver}`;
    const choices = await h.discord.autocomplete(giverUser, 'act', null, { action: 'offer', game: game.id }, 'action');
    expect(choices.map((c) => c.value)).toContain(offerId);
    h.advance(5);
    const offered = await h.discord.slash(giverUser, 'act', null, { action: offerId, game: game.id });
    expect(offered.text).not.toMatch(/⚠/);
    let now = await h.game(game.id);
    expect((now.state as MagnaciState).offers).toEqual([{ from: holder, to: receiver, law }]);
    expect(def.pending(now.state as MagnaciState)).toEqual(owingBefore);
    expect(now.nextDeadlineAt?.getTime()).toBe(deadline?.getTime());
    expect(jobsSummary(await h.store.openJobs(game.id))).toEqual(jobs);
    // Magnaci's factions are plural nouns: the verb agrees ("Czerwoni proponują …").
    expect(h.discord.notifier.publicText()).toMatch(
      now.locale === 'pl' ? /proponują .* kartę Praw/ : /offers the Law card/,
    );

    // The receiver gets a DM with Accept/Decline buttons (built for this version).
    const dms = h.discord.notifier.dmsOf(receiverUser.id);
    expect(dms.length).toBe(dmsBefore + 1);
    const invite = dms.at(-1);
    const buttons = customIdsOf(invite?.components ?? []);
    const accept = buttons.find((id) => id.endsWith(`|accept:${law.toLowerCase()}`));
    expect(accept).toBeDefined();
    expect(buttons.some((id) => id.endsWith(`|decline:${law.toLowerCase()}`))).toBe(true);

    // Someone else acts first (the third player sets an autopass): the game moved past the
    // version the button was stamped with, and it still works, because the offer is
    // re-checked against the current state.
    await h.discord.slash(thirdUser, 'act', null, { action: 'autopass:on', game: game.id });
    now = await h.game(game.id);
    const stamp = parseCustomId(accept ?? '')?.stamp ?? '';
    expect(now.version).toBeGreaterThan(parseStamp(stamp)?.version ?? Number.POSITIVE_INFINITY);
    const accepted = await h.discord.click(receiverUser, accept ?? '', { dm: true });
    expect(accepted.text).not.toMatch(/⚠/);
    now = await h.game(game.id);
    const after = now.state as MagnaciState;
    expect(after.players[receiver]?.laws).toContain(law);
    expect(after.players[holder]?.laws).not.toContain(law);
    expect(h.discord.notifier.publicText()).toContain(
      now.locale === 'pl' ? 'przyjmują kartę Praw' : 'accepts the Law card',
    );
    expect(def.pending(after)).toEqual(owingBefore);
    expect(now.nextDeadlineAt?.getTime()).toBe(deadline?.getTime());
    expect(jobsSummary(await h.store.openJobs(game.id))).toEqual(jobs);
    expect(await h.table.verifyReplay(game.id)).toBe(true);

    // The card goes back to a player who blocks DMs: the answer buttons come in the channel.
    h.discord.notifier.blockDms(giverUser.id);
    const postsBefore = h.discord.notifier.inChannel(h.discord.channelId).length;
    await h.table.act({
      gameId: game.id,
      userId: receiverUser.id,
      actionId: `offer:${law.toLowerCase()}:p${holder}`,
      source: 'player',
    });
    const fallback = h.discord.notifier
      .inChannel(h.discord.channelId)
      .slice(postsBefore)
      .find((m) => customIdsOf(m.components).some((id) => id.endsWith(`|accept:${law.toLowerCase()}`)));
    expect(fallback?.content).toContain(`<@${giverUser.id}>`);
    const back = customIdsOf(fallback?.components ?? []).find((id) => id.endsWith(`|accept:${law.toLowerCase()}`));
    expect((await h.discord.click(giverUser, back ?? '')).text).not.toMatch(/⚠/);
    expect(((await h.game(game.id)).state as MagnaciState).players[holder]?.laws).toContain(law);
    expect(await h.table.verifyReplay(game.id)).toBe(true);

    // A deadline never trades: a default for a seat that owes nothing is skipped/refused.
    const idle = [0, 1, 2].find((x) => !def.pending(after).some((p) => p.seat === x));
    if (idle !== undefined) {
      expect(await refusalOf(h.table.act({ gameId: game.id, seat: idle, source: 'default' }))).toBe(
        'table.error.notYourTurn',
      );
    }
  });

  it('a seat owing nothing in a game without free actions is still refused', async () => {
    const [anna, bartek] = users;
    if (!anna || !bartek) throw new Error('no users');
    const game = await startedGame(h, [anna, bartek]);
    await h.table.act({ gameId: game.id, userId: anna.id, actionId: 'bid:1', source: 'player' });
    await h.table.act({ gameId: game.id, userId: bartek.id, actionId: 'bid:0', source: 'player' });
    // Anna leads the turns; Bartek owes nothing and has no free action.
    const now = await h.game(game.id);
    expect(canAct(tributeGame, now.state, 1)).toBeNull();
    expect(
      await refusalOf(h.table.act({ gameId: game.id, userId: bartek.id, actionId: 'roll', source: 'player' })),
    ).toBe('table.error.notYourTurn');
    const viaDiscord = await h.discord.slash(bartek, 'act', null, { action: 'roll', game: game.id });
    expect(viaDiscord.text).toMatch(/nie Twój ruch|not your move/);
  });

  it('a Magnaci window prompt keeps its decision buttons and adds the autopass button and the trades', async () => {
    const game = await startedGame(h, users, { kind: 'magnaci' });
    // Conflict IX's action window, turn order 0, 1, 2: seat 0 holds two Strength cards.
    const t = conflictScene(3, { 8: 'WOJNA_SZWEDZKA' });
    t.state.players[0]?.laws.push('POSPOLITE_RUSZENIE', 'WOJSKA_KWARCIANE');
    for (const seat of [0, 1, 2]) t.seal(seat, { IX: 'F2' });
    t.expectPrompt('window', 0);
    const message = promptMessage({ def: magnaciGame, game, state: t.state, seat: 0, locale: 'en', mentionSeat: true });
    const rows = discordRows(message.components).map((r) =>
      customIdsOf([r]).map((id) => id.split('|').slice(3).join('|')),
    );
    expect(rows[0]).toEqual(['play:pospolite_ruszenie', 'play:wojska_kwarciane', 'pass']);
    expect(rows[1]).toEqual(['autopass:on']);
    expect(rows.flat()).toContain('offer:pospolite_ruszenie:p1');
    expect(rows.at(-1)).toEqual(['', '']); // "What did I miss?" and "My hand"
    expect(message.content).not.toContain('secret');
    // A seat owing nothing: nothing to decide, its free actions only.
    const idle = promptMessage({ def: magnaciGame, game, state: t.state, seat: 2, locale: 'en', mentionSeat: false });
    expect(idle.content).toContain('nothing to do');
    expect(customIdsOf(discordRows(idle.components)).map((id) => id.split('|').slice(3).join('|'))).toEqual([
      'autopass:on',
      '',
      '',
    ]);
  });
});
