/**
 * A Law-card offer that is no longer open (Magnaci): when the giver withdraws it, or replaces it
 * by offering the card to somebody else, the old receiver's Accept button answers plainly that
 * the choice is no longer available (the Table's generic answer for a button whose action is gone),
 * and nothing changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Seat } from '../../src/engines/kit/types.js';
import type { MagnaciState } from '../../src/engines/magnaci/index.js';
import { magnaciGame } from '../../src/engines/magnaci/index.js';
import type { GameRecord } from '../../src/store/types.js';
import { customIdsOf, type FakeUser } from '../support/fakeDiscord.js';
import { type Harness, openHarness } from '../support/tableHarness.js';

let h: Harness;
let users: FakeUser[];

beforeAll(async () => {
  h = await openHarness();
  users = ['Anna', 'Bartek', 'Celina'].map((n) => h.discord.user(n));
});
afterAll(async () => {
  await h.close();
});

async function magnaciGameStarted(): Promise<GameRecord> {
  const [creator, ...others] = users;
  if (!creator) throw new Error('no players');
  const game = await h.table.createGame({
    guildId: h.discord.guildId,
    channelId: h.discord.channelId,
    userId: creator.id,
    displayName: creator.name,
    locale: 'pl',
    kind: 'magnaci',
    maxSeats: 3,
    thread: false,
  });
  for (const u of others) await h.table.join(game.id, u.id, u.name);
  return h.table.start(game.id, creator.id, false);
}

/** Plays deadline defaults until some seat holds a Law card while another seat owes the decision. */
async function untilALawHolderOwesNothing(gameId: string): Promise<{ game: GameRecord; holder: Seat }> {
  for (let step = 0; step < 300; step++) {
    const game = await h.game(gameId);
    const s = game.state as MagnaciState;
    const owing = new Set(magnaciGame.pending(s).map((d) => d.seat));
    const holder = s.players.findIndex((p, seat) => p.laws.length > 0 && !owing.has(seat));
    if (holder >= 0) return { game, holder };
    const d = magnaciGame.pending(s)[0];
    if (!d) throw new Error('the game ended first');
    h.advance(1);
    await h.table.act({ gameId, seat: d.seat, source: 'default' });
  }
  throw new Error('no Law card holder owing nothing');
}

const GONE = 'nie jest już dostępny';

describe('an Accept button for an offer that is no longer open', () => {
  it('answers "no longer available" after a withdrawal and after the card is offered to someone else', async () => {
    const { game, holder } = await untilALawHolderOwesNothing((await magnaciGameStarted()).id);
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
