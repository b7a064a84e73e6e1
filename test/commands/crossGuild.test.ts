/**
 * Every command is scoped to its own server (issue: security). Game ids are public — they stand
 * in messages and thread names — and custom ids are whatever a client sends, so a game is only
 * ever reached from its own guild, or from a DM by a player seated in it, for their own seat.
 * Manage Server counts only in the game's own guild.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customId } from '../../src/table/customId.js';
import { decisionStamp } from '../../src/table/decisionStamp.js';
import { definitionOf } from '../../src/table/engine.js';
import { customIdsOf, type FakeUser, type Where } from '../support/fakeDiscord.js';
import { type Harness, openHarness, startedGame } from '../support/tableHarness.js';
import { TRIBUTE_ID } from '../support/tributeGame.js';

/** What a game of another server (or a DM stranger) is answered: as if there were no such game. */
const NO_SUCH_GAME = 'Nie ma takiej gry.';

let h: Harness;
let anna: FakeUser;
let bartek: FakeUser;
let celina: FakeUser;
/** Manage Server in the second guild; an ordinary member (no seat, no rights) of the first. */
let mallory: FakeUser;
let elsewhere: Where;

beforeAll(async () => {
  h = await openHarness();
  anna = h.discord.user('Anna');
  bartek = h.discord.user('Bartek');
  celina = h.discord.user('Celina');
  mallory = h.discord.user('Mallory', { manage: true });
  elsewhere = { guildId: h.discord.otherGuildId, channelId: h.discord.otherChannelId };
});
afterAll(async () => {
  await h.close();
});

/** Everything about a game a refused request must leave as it was. */
async function snapshot(gameId: string) {
  const game = await h.game(gameId);
  const actions = await h.store.actions(gameId);
  return { version: game.version, status: game.status, seats: game.seats, state: game.state, actions: actions.length };
}

describe('cross-guild commands refused', () => {
  let gameId: string;
  let lobbyId: string;

  beforeEach(async () => {
    const game = await startedGame(h, [anna, bartek, celina]);
    gameId = game.id;
    // Anna has sealed a bid: the secret an intruder would like to read.
    await h.discord.slash(anna, 'act', null, { action: 'bid:3', game: gameId });
    const lobby = await h.table.createGame({
      guildId: h.discord.guildId,
      channelId: h.discord.channelId,
      userId: anna.id,
      displayName: anna.name,
      locale: 'pl',
      kind: TRIBUTE_ID,
      maxSeats: 3,
      thread: false,
    });
    lobbyId = lobby.id;
  });

  it('refuses every admin command from a server where the caller has Manage Server', async () => {
    const before = await snapshot(gameId);
    const lobbyBefore = await snapshot(lobbyId);
    const attempts: [string, Record<string, string | number | FakeUser>][] = [
      ['cancel', { game: gameId }],
      ['kick', { game: gameId, player: bartek }],
      ['replace', { game: gameId, player: bartek, with: mallory }],
      ['bot', { game: gameId, player: bartek }],
      ['pause', { game: gameId }],
      ['resume', { game: gameId }],
      ['extend', { game: gameId, hours: 2 }],
      ['start', { game: lobbyId }],
    ];
    for (const [sub, options] of attempts) {
      const r = await h.discord.slash(mallory, 'game', sub, options, elsewhere);
      expect(r.text, sub).toBe(NO_SUCH_GAME);
      expect(r.ephemeral, sub).toBe(true);
    }
    expect(await snapshot(gameId)).toEqual(before);
    expect(await snapshot(lobbyId)).toEqual(lobbyBefore);
  });

  it('refuses the creator too when she types in another server', async () => {
    const before = await snapshot(gameId);
    for (const sub of ['cancel', 'pause']) {
      const r = await h.discord.slash(anna, 'game', sub, { game: gameId }, elsewhere);
      expect(r.text, sub).toBe(NO_SUCH_GAME);
    }
    expect(await snapshot(gameId)).toEqual(before);
  });

  it('refuses /act and every player command with the first server’s game id', async () => {
    const before = await snapshot(gameId);
    const lobbyBefore = await snapshot(lobbyId);
    // Bartek is seated, yet acting from another server is not acting at this table.
    for (const user of [mallory, bartek]) {
      const act = await h.discord.slash(user, 'act', null, { action: 'bid:1', game: gameId }, elsewhere);
      expect(act.text).toBe(NO_SUCH_GAME);
      for (const sub of ['status', 'board', 'history', 'undo', 'leave']) {
        const r = await h.discord.slash(user, 'game', sub, { game: gameId }, elsewhere);
        expect(r.text, sub).toBe(NO_SUCH_GAME);
      }
      const join = await h.discord.slash(user, 'game', 'join', { game: lobbyId }, elsewhere);
      expect(join.text).toBe(NO_SUCH_GAME);
    }
    expect(await snapshot(gameId)).toEqual(before);
    expect(await snapshot(lobbyId)).toEqual(lobbyBefore);
  });

  it('refuses forged buttons for the first server’s game, showing nothing private', async () => {
    const before = await snapshot(gameId);
    const def = definitionOf(TRIBUTE_ID);
    const game = await h.game(gameId);
    const annaStamp = decisionStamp(def, game.state, 0, game.version);
    const forged = [
      customId('hand', gameId),
      customId('decide', gameId),
      customId('history', gameId),
      customId('act', gameId, annaStamp, 'bid:5'),
      customId('pick', gameId, annaStamp, 'bids'),
      customId('undo', gameId, null, 'y.1'),
      customId('join', lobbyId),
      customId('start', lobbyId),
      customId('faction', lobbyId),
    ];
    for (const id of forged) {
      // Anna's own hand, clicked by Anna from another server, is still not shown there.
      for (const user of [mallory, anna]) {
        const r = await h.discord.click(user, id, { ...elsewhere, values: ['bid:5'] });
        expect(r.text, id).toBe(NO_SUCH_GAME);
        expect(
          r.answers.every((a) => a.ephemeral || a.kind === 'edit'),
          id,
        ).toBe(true);
      }
    }
    expect(await snapshot(gameId)).toEqual(before);
  });

  it('never lists another server’s games in autocomplete', async () => {
    for (const user of [mallory, anna]) {
      for (const [command, sub] of [
        ['game', 'status'],
        ['game', 'cancel'],
        ['act', null],
      ] as const) {
        const choices = await h.discord.autocomplete(user, command, sub, { game: '' }, 'game', elsewhere);
        expect(choices.map((c) => c.value)).not.toContain(gameId);
        expect(choices.map((c) => c.value)).not.toContain(lobbyId);
      }
      const actions = await h.discord.autocomplete(
        user,
        'act',
        null,
        { action: '', game: gameId },
        'action',
        elsewhere,
      );
      expect(actions).toEqual([]);
    }
    // At home, the same autocomplete lists them.
    const home = await h.discord.autocomplete(anna, 'game', 'status', { game: '' }, 'game');
    expect(home.map((c) => c.value)).toEqual(expect.arrayContaining([gameId, lobbyId]));
  });

  it('lets Manage Server act only in the game’s own server', async () => {
    const moderator = h.discord.user('Moderator', { manage: true });
    const away = await h.discord.slash(moderator, 'game', 'pause', { game: gameId }, elsewhere);
    expect(away.text).toBe(NO_SUCH_GAME);
    const home = await h.discord.slash(moderator, 'game', 'pause', { game: gameId });
    expect(home.text).not.toBe(NO_SUCH_GAME);
    expect((await h.game(gameId)).status).toBe('paused');
  });
});

describe('DMs reach only the caller’s own seat', () => {
  it('lets a seated player act and see their hand by DM, and nobody else', async () => {
    const game = await startedGame(h, [anna, bartek]);
    const dm: Where = { dm: true, channelId: 'dm-anna' };
    const act = await h.discord.slash(anna, 'act', null, { action: 'bid:2', game: game.id }, dm);
    expect(act.text).toContain('🔒');
    const hand = await h.discord.click(anna, customId('hand', game.id), dm);
    expect(hand.text).not.toBe(NO_SUCH_GAME);
    const before = await snapshot(game.id);
    const strangerDm: Where = { dm: true, channelId: 'dm-mallory' };
    for (const id of [customId('hand', game.id), customId('decide', game.id), customId('history', game.id)]) {
      const r = await h.discord.click(mallory, id, strangerDm);
      expect(r.text, id).toBe(NO_SUCH_GAME);
    }
    const strangerAct = await h.discord.slash(mallory, 'act', null, { action: 'bid:1', game: game.id }, strangerDm);
    expect(strangerAct.text).toBe(NO_SUCH_GAME);
    // Table-wide things (the lobby, administration) never work from a DM, even for the creator.
    const cancel = await h.discord.slash(anna, 'game', 'cancel', { game: game.id }, dm);
    expect(cancel.text).toBe('To polecenie działa tylko na serwerze.');
    const join = await h.discord.click(anna, customId('join', game.id), dm);
    expect(join.text).toBe(NO_SUCH_GAME);
    expect(await snapshot(game.id)).toEqual(before);
  });
});

describe('forged custom ids refused', () => {
  it('refuses a decision button built for another seat, another game or another guild', async () => {
    const def = definitionOf(TRIBUTE_ID);
    const game = await startedGame(h, [anna, bartek, celina]);
    const other = await startedGame(h, [bartek, celina]);
    const g = await h.game(game.id);
    const bartekStamp = decisionStamp(def, g.state, 1, g.version);
    // The DM prompt Bartek was sent holds exactly such buttons.
    const bartekButtons = h.discord.notifier.dmsOf(bartek.id).flatMap((m) => customIdsOf(m.components));
    expect(bartekButtons.some((id) => id.startsWith(`a|${game.id}|1-`))).toBe(true);
    const before = await snapshot(game.id);
    const otherBefore = await snapshot(other.id);

    // Another seat's button, clicked by Celina in the game's own channel.
    const seat = await h.discord.click(celina, customId('act', game.id, bartekStamp, 'bid:4'));
    expect(seat.text).toMatch(/nie twój|Nie twoja|nie dla ciebie|kolej/i);
    // Another game's button, clicked by Anna who does not sit in it.
    const o = await h.game(other.id);
    const otherStamp = decisionStamp(def, o.state, 0, o.version);
    const game2 = await h.discord.click(anna, customId('act', other.id, otherStamp, 'bid:1'));
    expect(game2.text).toContain('Nie siedzisz');
    const hand2 = await h.discord.click(anna, customId('hand', other.id));
    expect(hand2.text).toContain('Nie siedzisz');
    // Another guild's button.
    const guild = await h.discord.click(bartek, customId('act', game.id, bartekStamp, 'bid:4'), {
      guildId: h.discord.otherGuildId,
      channelId: h.discord.otherChannelId,
    });
    expect(guild.text).toBe(NO_SUCH_GAME);
    // Malformed ids are refused as stale, never thrown.
    for (const raw of [`a|${game.id}`, `zz|${game.id}||x`, `a|../../etc|1|bid:1`, 'x'.repeat(120)]) {
      const r = await h.discord.click(celina, raw);
      expect(r.text).toMatch(/nie jest już dostępny|nieaktualn/i);
    }
    expect(await snapshot(game.id)).toEqual(before);
    expect(await snapshot(other.id)).toEqual(otherBefore);
  });
});
