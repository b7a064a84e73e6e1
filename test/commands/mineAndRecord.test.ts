/**
 * /game mine (the user's games across channels, servers from a DM, owed first and soonest due)
 * and /game record (a server's finished games per player and title, cooperative Niepodległa as
 * team wins and losses, the last ten results with links, and a per-player opt-out).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameResult } from '../../src/engines/kit/types.js';
import type { GameRecord } from '../../src/store/types.js';
import type { FakeUser } from '../support/fakeDiscord.js';
import { nextId } from '../support/fakeDiscord.js';
import { type Harness, openHarness } from '../support/tableHarness.js';
import { TRIBUTE_ID } from '../support/tributeGame.js';

let h: Harness;
let ala: FakeUser;
let bartek: FakeUser;
let celina: FakeUser;

beforeAll(async () => {
  h = await openHarness();
  ala = h.discord.user('Ala');
  bartek = h.discord.user('Bartek');
  celina = h.discord.user('Celina');
});
afterAll(async () => {
  await h.close();
});

async function started(
  users: FakeUser[],
  where: { guildId: string; channelId: string; thread?: boolean; kind?: string },
): Promise<GameRecord> {
  const [creator, ...others] = users;
  if (!creator) throw new Error('no players');
  const game = await h.table.createGame({
    guildId: where.guildId,
    channelId: where.channelId,
    userId: creator.id,
    displayName: creator.name,
    locale: 'pl',
    kind: where.kind ?? TRIBUTE_ID,
    maxSeats: users.length,
    thread: where.thread ?? false,
  });
  for (const u of others) await h.table.join(game.id, u.id, u.name);
  return h.table.start(game.id, { userId: creator.id, guildId: where.guildId, canManage: false });
}

const unix = (d: Date | null) => Math.floor((d?.getTime() ?? 0) / 1000);

describe('my games across channels', () => {
  let inOther: GameRecord;
  let owedHere: GameRecord;
  let waitingHere: GameRecord;
  let notMine: GameRecord;
  const secondChannel = nextId();

  beforeAll(async () => {
    // Created one hour apart: the earlier a game started, the sooner its deadline.
    inOther = await started([ala, bartek], { guildId: h.discord.otherGuildId, channelId: h.discord.otherChannelId });
    h.advance(60);
    owedHere = await started([ala, celina], { guildId: h.discord.guildId, channelId: secondChannel, thread: true });
    h.advance(60);
    waitingHere = await started([ala, bartek], { guildId: h.discord.guildId, channelId: h.discord.channelId });
    notMine = await started([bartek, celina], { guildId: h.discord.guildId, channelId: h.discord.channelId });
    // Ala bids in the last game: there she owes nothing now.
    await h.table.act({ gameId: waitingHere.id, userId: ala.id, source: 'player', action: { type: 'bid', amount: 1 } });
    waitingHere = await h.game(waitingHere.id);
    owedHere = await h.game(owedHere.id);
    inOther = await h.game(inOther.id);
  });

  it('lists in a server that server’s games she sits in, from any of its channels, owed first, with deadline and link', async () => {
    const here = await h.discord.slash(ala, 'game', 'mine', {});
    const there = await h.discord.slash(ala, 'game', 'mine', {}, { channelId: secondChannel });
    expect(here.ephemeral).toBe(true);
    expect(there.text).toBe(here.text);
    const lines = here.text.split('\n');
    expect(lines[0]).toContain('Twoje gry na tym serwerze');
    expect(lines[0]).toContain('1 czeka na twój ruch');
    expect(lines).toHaveLength(3);
    // Owed first: the one in the other channel's thread, with its deadline and a jump link to its thread.
    expect(lines[1]).toContain('**twój ruch**');
    expect(lines[1]).toContain('Ala, Celina');
    expect(lines[1]).toContain(`<t:${unix(owedHere.nextDeadlineAt)}:R>`);
    expect(lines[1]).toContain(`https://discord.com/channels/${h.discord.guildId}/${owedHere.threadId}`);
    expect(owedHere.threadId).not.toBeNull();
    expect(lines[2]).not.toContain('twój ruch');
    expect(lines[2]).toContain(`<t:${unix(waitingHere.nextDeadlineAt)}:R>`);
    expect(lines[2]).toContain(`https://discord.com/channels/${h.discord.guildId}/${h.discord.channelId}`);
    // The phase as players read it, never an id or a key.
    expect(here.text).toContain('tribute.phase');
    expect(here.text).not.toContain(notMine.id);
    // Never another server's game, nor a game she does not sit in.
    expect(here.text).not.toContain(h.discord.otherGuildId);
    expect(here.text.match(/Bartek, Celina/)).toBeNull();
  });

  it('lists in a DM her games of every server, the soonest due first among those she owes', async () => {
    const dm = await h.discord.slash(ala, 'game', 'mine', {}, { dm: true, channelId: nextId() });
    const lines = dm.text.split('\n');
    expect(lines[0]).toContain('na wszystkich serwerach');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`https://discord.com/channels/${h.discord.otherGuildId}/${h.discord.otherChannelId}`);
    expect(lines[1]).toContain('**twój ruch**');
    expect(lines[2]).toContain(owedHere.threadId ?? 'x');
    expect(lines[3]).toContain(`/${h.discord.channelId}`);
    expect((inOther.nextDeadlineAt?.getTime() ?? 0) < (owedHere.nextDeadlineAt?.getTime() ?? 0)).toBe(true);
  });

  it('in another server shows only that server’s games; other /game subcommands still refuse a DM', async () => {
    const other = await h.discord.slash(
      ala,
      'game',
      'mine',
      {},
      {
        guildId: h.discord.otherGuildId,
        channelId: h.discord.otherChannelId,
      },
    );
    expect(other.text.split('\n')).toHaveLength(2);
    expect(other.text).toContain(h.discord.otherGuildId);
    const none = await h.discord.slash(h.discord.user('Darek'), 'game', 'mine', {});
    expect(none.text).toContain('Nie siedzisz przy żadnej');
    const refused = await h.discord.slash(ala, 'game', 'status', {}, { dm: true, channelId: nextId() });
    expect(refused.text).not.toContain('tribute');
  });
});

describe('server record', () => {
  const guildId = nextId();
  const channelId = nextId();

  async function finished(users: FakeUser[], result: GameResult, kind?: string): Promise<GameRecord> {
    const game = await started(users, { guildId, channelId, ...(kind ? { kind } : {}) });
    h.advance(10);
    await h.store.transact(game.id, async (tx) => {
      await tx.update({ status: 'finished', result, finishedAt: h.now() });
    });
    return h.game(game.id);
  }

  const reason = { key: 'tribute.result' };
  beforeAll(async () => {
    // Eleven Tribute games of Ala and Bartek: Ala wins seven, Bartek four.
    for (let i = 0; i < 11; i++) {
      const alaWins = i < 7;
      await finished([ala, bartek], {
        winners: [alaWins ? 0 : 1],
        ranking: alaWins ? [[0], [1]] : [[1], [0]],
        scores: [10, 8],
        reason,
      });
    }
    // Niepodległa, cooperative: the team won once and lost once.
    await finished([ala, bartek, celina], { winners: [0, 1, 2], ranking: [[0, 1, 2]], reason }, 'niepodlegla');
    await finished([ala, bartek, celina], { winners: [], ranking: [[0, 1, 2]], reason }, 'niepodlegla');
    // A game of another server does not count here.
    const elsewhere = await started([ala, celina], { guildId: h.discord.otherGuildId, channelId: nextId() });
    await h.store.transact(elsewhere.id, async (tx) => {
      await tx.update({ status: 'finished', result: { winners: [1], ranking: [[1], [0]], reason } });
    });
  });

  const at = { guildId, channelId };

  it('counts per player and per title, with places, cooperative team wins and losses, and the last ten results with links', async () => {
    const r = await h.discord.slash(celina, 'game', 'record', {}, at);
    expect(r.ephemeral).toBe(true);
    expect(r.text).toContain('13 zakończonych gier');
    expect(r.text).toContain(`<@${ala.id}> tribute.title: 11 gier, 7 zwycięstw; miejsca: 1. ×7, 2. ×4`);
    expect(r.text).toContain(`<@${bartek.id}> tribute.title: 11 gier, 4 zwycięstwa; miejsca: 1. ×4, 2. ×7`);
    expect(r.text).toContain(`<@${celina.id}> Niepodległa (gra drużynowa): 2 gry — drużyna: 1 zwycięstwo, 1 porażka`);
    expect(r.text).toContain('Ostatnie wyniki (10):');
    expect(r.text.match(new RegExp(`<#${channelId}>`, 'g'))).toHaveLength(10);
    expect(r.text).toContain('🤝 drużyna przegrała');
    // The other server's game is not counted.
    expect(r.text).not.toContain('12 gier');

    const mine = await h.discord.slash(ala, 'game', 'record', { player: ala }, at);
    expect(mine.text).toContain(`Wyniki: <@${ala.id}>** — 13 zakończonych gier`);
    expect(mine.text).toContain('tribute.title: 11 gier, 7 zwycięstw; miejsca: 1. ×7, 2. ×4');
    expect(mine.text).toContain('Niepodległa (gra drużynowa): 2 gry — drużyna: 1 zwycięstwo, 1 porażka');
    expect(mine.text.split('\n').filter((l) => l.startsWith('• '))).toHaveLength(10);
    expect(mine.text).toContain('🥇 zwycięstwo');
    expect(mine.text).toContain('2. miejsce');

    const onlyCoop = await h.discord.slash(ala, 'game', 'record', { player: ala, kind: 'niepodlegla' }, at);
    expect(onlyCoop.text).toContain('2 zakończone gry');
    expect(onlyCoop.text).not.toContain('tribute.title:');
  });

  it('leaves out a player who opted out, and lets them back in', async () => {
    const out = await h.discord.slash(bartek, 'game', 'record', { opt_out: true }, at);
    expect(out.text).toContain('nie będą pokazywane');
    const r = await h.discord.slash(celina, 'game', 'record', {}, at);
    expect(r.text).not.toContain(bartek.id);
    expect(r.text).not.toContain('Bartek');
    expect(r.text).toContain(`<@${ala.id}> tribute.title`);
    const asked = await h.discord.slash(celina, 'game', 'record', { player: bartek }, at);
    expect(asked.text).toContain('ukryte na prośbę');
    expect(asked.text).not.toContain('zwycięst');
    const own = await h.discord.slash(bartek, 'game', 'record', { player: bartek }, at);
    expect(own.text).toContain('twoje wyniki są ukryte');
    expect(own.text).toContain('11 gier, 4 zwycięstwa');
    const back = await h.discord.slash(bartek, 'game', 'record', { opt_out: false }, at);
    expect(back.text).toContain('znów są widoczne');
    const again = await h.discord.slash(celina, 'game', 'record', {}, at);
    expect(again.text).toContain(`<@${bartek.id}>`);
  });
});
