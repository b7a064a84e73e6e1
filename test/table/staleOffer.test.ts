/**
 * A Law-card offer that is no longer open (Magnaci): when the giver withdraws it, or replaces it
 * by offering the card to somebody else, the old receiver's Accept button answers plainly that
 * the choice is no longer available (the Table's generic answer for a button whose action is gone),
 * and nothing changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Seat } from '../../src/engines/kit/types.js';
import type { MagnaciState } from '../../src/engines/magnaci/index.js';
import { customIdsOf, type FakeUser } from '../support/fakeDiscord.js';
import { untilALawHolderOwesNothing } from '../support/magnaciTable.js';
import { type Harness, openHarness, startedGame } from '../support/tableHarness.js';

let h: Harness;
let users: FakeUser[];

beforeAll(async () => {
  h = await openHarness();
  users = ['Anna', 'Bartek', 'Celina'].map((n) => h.discord.user(n));
});
afterAll(async () => {
  await h.close();
});

const GONE = 'nie jest już dostępny';

describe('an Accept button for an offer that is no longer open', () => {
  it('answers "no longer available" after a withdrawal and after the card is offered to someone else', async () => {
    const { game, holder } = await untilALawHolderOwesNothing(h, (await startedGame(h, users, { kind: 'magnaci' })).id);
    const s = game.state as MagnaciState;
    const law = s.players[holder]?.laws[0]?.toLowerCase();
    if (!law) throw new Error('no law');
    const [first, second] = [0, 1, 2].filter((x) => x !== holder) as [Seat, Seat];
    const userOf = (seat: Seat) => users.find((u) => u.id === game.seats.find((x) => x.seat === seat)?.userId);
    const giver = userOf(holder);
    const receiver = userOf(first);
    const other = userOf(second);
    if (!giver || !receiver || !other) throw new Error('no users');
    const acceptButton = (u: FakeUser) =>
      customIdsOf(h.discord.notifier.dmsOf(u.id).at(-1)?.components ?? []).find((id) =>
        id.endsWith(`|accept:${law}`),
      ) ?? '';

    // Withdrawn: the old Accept is gone.
    await h.discord.slash(giver, 'act', null, { action: `offer:${law}:p${first}`, game: game.id });
    const withdrawnAccept = acceptButton(receiver);
    expect(withdrawnAccept).not.toBe('');
    const withdrawn = await h.discord.slash(giver, 'act', null, { action: `withdraw:${law}`, game: game.id });
    expect(withdrawn.text).not.toMatch(/⚠/);
    const before = await h.game(game.id);
    const late = await h.discord.click(receiver, withdrawnAccept, { dm: true });
    expect(late.ephemeral).toBe(true);
    expect(late.text).toContain(GONE);
    expect((await h.game(game.id)).version).toBe(before.version);

    // Replaced: the card is offered to the other player instead; the first receiver's button is gone.
    await h.discord.slash(giver, 'act', null, { action: `offer:${law}:p${first}`, game: game.id });
    const replacedAccept = acceptButton(receiver);
    const replacing = await h.discord.slash(giver, 'act', null, { action: `offer:${law}:p${second}`, game: game.id });
    expect(replacing.text).not.toMatch(/⚠/);
    const offers = ((await h.game(game.id)).state as MagnaciState).offers;
    expect((offers ?? []).some((o) => o.to === first)).toBe(false);
    const replaced = await h.discord.click(receiver, replacedAccept, { dm: true });
    expect(replaced.text).toContain(GONE);
    expect(
      ((await h.game(game.id)).state as MagnaciState).players[first]?.laws.map((l) => l.toLowerCase()),
    ).not.toContain(law);
    // The new receiver's button works.
    const accepted = await h.discord.click(other, acceptButton(other), { dm: true });
    expect(accepted.text).not.toMatch(/⚠/);
    expect(((await h.game(game.id)).state as MagnaciState).players[second]?.laws.map((l) => l.toLowerCase())).toContain(
      law,
    );
  });
});
