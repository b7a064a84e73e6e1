/**
 * The whole life of a 3-seat game of the test-only "Tribute" through the command handlers,
 * against a real database: lobby, start, sealed bids by DM (sealed in every channel message
 * until all are in, one changed late), public turns with dice, the result with the seed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissionCommitment, verifySeed } from '../../src/engines/kit/commitment.js';
import { parseCustomId } from '../../src/table/customId.js';
import { customIdsOf, type FakeUser, type RecordedMessage } from '../support/fakeDiscord.js';
import { type Harness, openHarness } from '../support/tableHarness.js';
import { TRIBUTE_ID, type TributeState } from '../support/tributeGame.js';

let h: Harness;
let anna: FakeUser;
let bartek: FakeUser;
let celina: FakeUser;
let gameId = '';
let thread = '';

function buttonFor(messages: RecordedMessage[], actionId: string): string {
  for (const m of [...messages].reverse()) {
    const id = customIdsOf(m.components).find((c) => parseCustomId(c)?.arg === actionId);
    if (id) return id;
  }
  throw new Error(`no button for ${actionId}`);
}

async function state(): Promise<TributeState> {
  return (await h.game(gameId)).state as TributeState;
}

/** The seat owing the current public turn clicks one of the buttons of its latest prompt. */
async function takeTurn(choice: 'roll' | 'bank'): Promise<void> {
  const s = await state();
  const seat = s.order[s.next];
  const user = [anna, bartek, celina][seat ?? -1];
  if (!user) throw new Error('nobody owes a turn');
  const id = buttonFor(h.discord.notifier.inChannel(thread), choice);
  const r = await h.discord.click(user, id, { channelId: thread });
  expect(r.text).toContain('Ruch przyjęty');
}

async function bid(user: FakeUser, amount: number): Promise<string> {
  const id = buttonFor(h.discord.notifier.dmsOf(user.id), `bid:${amount}`);
  const r = await h.discord.click(user, id, { dm: true, channelId: h.discord.notifier.dmChannels.get(user.id) ?? '' });
  return r.text;
}

beforeAll(async () => {
  h = await openHarness();
  anna = h.discord.user('Anna');
  bartek = h.discord.user('Bartek');
  celina = h.discord.user('Celina');
});
afterAll(async () => {
  await h.close();
});

describe('a 3-seat game of Tribute, lobby to result', () => {
  it('opens a lobby in its own thread with a pinned status message', async () => {
    const r = await h.discord.slash(anna, 'game', 'new', { kind: TRIBUTE_ID, seats: 3 });
    expect(r.ephemeral).toBe(true);
    const game = (await h.store.gamesInChannel(h.discord.channelId))[0];
    expect(game?.status).toBe('lobby');
    gameId = game?.id ?? '';
    thread = game?.threadId ?? '';
    expect(thread).not.toBe('');
    // The game is named for people, its id kept for commands.
    expect(r.text).toContain('tribute.title · Anna');
    expect(r.text).not.toContain(gameId);
    expect(h.discord.notifier.threads.at(-1)?.name).toBe('tribute.title #1 · Anna');
    // The channel learns of the lobby: a public notice with a Join button and the thread's link.
    const notice = h.discord.notifier.inChannel(h.discord.channelId).at(-1);
    expect(notice?.content).toContain(`<#${thread}>`);
    expect(customIdsOf(notice?.components ?? []).map((c) => parseCustomId(c)?.kind)).toEqual(['join']);
    const lobby = h.discord.notifier.inChannel(thread)[0];
    expect(lobby?.pinned).toBe(true);
    expect(lobby?.content).toContain('Anna');
    expect(customIdsOf(lobby?.components ?? []).map((c) => parseCustomId(c)?.kind)).toEqual(
      expect.arrayContaining(['join', 'leave', 'start', 'faction']),
    );
  });

  it('seats players from the join button and the join command; a full table refuses more', async () => {
    const lobby = h.discord.notifier.inChannel(thread)[0];
    const join = customIdsOf(lobby?.components ?? []).find((c) => parseCustomId(c)?.kind === 'join') ?? '';
    const r1 = await h.discord.click(bartek, join, { channelId: thread });
    expect(r1.text).toContain('tribute.title · Anna, Bartek');
    const r2 = await h.discord.slash(celina, 'game', 'join', {}, { channelId: thread });
    expect(r2.text).toContain('tribute.title · Anna, Bartek, Celina');
    const dawid = h.discord.user('Dawid');
    const r3 = await h.discord.click(dawid, join, { channelId: thread });
    expect(r3.text).toContain('nie ma wolnych miejsc');
    const game = await h.game(gameId);
    expect(game.seats.map((s) => s.displayName)).toEqual(['Anna', 'Bartek', 'Celina']);
    expect(game.seats.map((s) => s.faction)).toEqual(['red', 'blue', 'green']);
    expect(lobby?.content).toContain('Celina');
  });

  it('lets a seat choose a free colour but not a taken one', async () => {
    const lobby = h.discord.notifier.inChannel(thread)[0];
    const pick = customIdsOf(lobby?.components ?? []).find((c) => parseCustomId(c)?.kind === 'faction') ?? '';
    const taken = await h.discord.click(celina, pick, { channelId: thread, values: ['red'] });
    expect(taken.text).toContain('zajęty');
    const ok = await h.discord.click(celina, pick, { channelId: thread, values: ['yellow'] });
    expect(ok.text).toContain('Kolor');
    expect((await h.game(gameId)).seats[2]?.faction).toBe('yellow');
  });

  it('starts: publishes the seed hash and sends each seat its sealed prompt by DM', async () => {
    const r = await h.discord.slash(anna, 'game', 'start', {}, { channelId: thread });
    expect(r.text).toContain('wystartowała');
    const game = await h.game(gameId);
    expect(game.status).toBe('active');
    expect(h.discord.notifier.publicText()).toContain(game.seedHash);
    expect(h.discord.notifier.publicText()).not.toContain('tribute-seed-1');
    for (const u of [anna, bartek, celina]) {
      const dm = h.discord.notifier.dmsOf(u.id);
      expect(dm.length).toBe(1);
      expect(customIdsOf(dm[0]?.components ?? []).some((c) => parseCustomId(c)?.arg === 'bid:3')).toBe(true);
    }
    expect(game.seats.every((s) => s.promptPath === 'dm')).toBe(true);
    const status = h.discord.notifier.inChannel(thread)[0];
    expect(status?.content).toContain('<t:');
    expect(status?.content).toContain('⏳');
  });

  it('keeps bids sealed in every channel message until all are in, one commitment line per sealing seat', async () => {
    expect(await bid(anna, 3)).toContain('🔒');
    expect(await bid(bartek, 1)).toContain('🔒');
    // Anna changes her mind before the reveal, with the button of the prompt she got at the start.
    expect(await bid(anna, 2)).toContain('🔒');
    const text = h.discord.notifier.publicText();
    expect(text).not.toContain('tribute.event.bidPrivate');
    expect(text).not.toContain('tribute.event.revealed');
    expect(text).not.toContain('bid:');
    const actions = await h.store.actions(gameId);
    const commitments = actions.map((a) => a.commitment);
    expect(commitments.every((c) => typeof c === 'string' && c.length === 64)).toBe(true);
    // A short commitment per line; Anna's change edited her line rather than adding one.
    const [annaFirst, bartekOnly, annaNow] = commitments.map((c) => (c ?? 'missing').slice(0, 12));
    expect(text).toContain(bartekOnly);
    expect(text).toContain(annaNow);
    expect(text).not.toContain(annaFirst);
    expect(h.discord.notifier.inChannel(thread).filter((m) => m.content.includes('🔒 **'))).toHaveLength(2);
    // Status shows who sealed and who still owes.
    const status = h.discord.notifier.inChannel(thread)[0]?.content ?? '';
    expect(status).toContain('🔒 1. Anna');
    expect(status).toContain('⏳ 3. Celina');
    // The private line went to Anna alone.
    expect(h.discord.notifier.dmsOf(anna.id).some((m) => m.content.includes('tribute.event.bidPrivate'))).toBe(true);
  });

  it('reveals all bids together when the last one arrives', async () => {
    await bid(celina, 0);
    const s = await state();
    expect(s.phase).toBe('turns');
    // Anna's changed bid (2) counted, not her first (3).
    expect(s.players.map((p) => p.coins)).toEqual([3, 4, 5]);
    expect(s.order[0]).toBe(0);
    expect(h.discord.notifier.publicText()).toContain('tribute.event.revealed');
  });

  it('refuses a seat acting out of turn and changes nothing', async () => {
    const before = await h.game(gameId);
    const id = buttonFor(h.discord.notifier.inChannel(thread), 'roll');
    const r = await h.discord.click(bartek, id, { channelId: thread });
    expect(r.text).toContain('nie Twój ruch');
    expect(r.answers.every((a) => a.ephemeral || a.kind === 'edit')).toBe(true);
    expect((await h.game(gameId)).version).toBe(before.version);
  });

  it('plays the turns and the second round to the result, then reveals the seed', async () => {
    await takeTurn('bank');
    await takeTurn('roll');
    await takeTurn('bank');
    expect((await state()).round).toBe(2);
    await bid(anna, 0);
    await bid(bartek, 1);
    await bid(celina, 2);
    await takeTurn('roll');
    await takeTurn('bank');
    await takeTurn('roll');
    const game = await h.game(gameId);
    expect(game.status).toBe('finished');
    expect(game.nextDeadlineAt).toBeNull();
    const text = h.discord.notifier.publicText();
    expect(text).toContain('tribute-seed-1');
    expect(verifySeed('tribute-seed-1', game.seedHash)).toBe(true);
    const last = h.discord.notifier.inChannel(thread).at(-1)?.content ?? '';
    expect(last).toContain('🏆');
    expect(last).toMatch(/pkt/);
    expect(await h.store.openJobs(gameId)).toEqual([]);
    // The channel's one lobby message (the thread's link) was edited through the start to the end.
    const parent = h.discord.notifier.inChannel(h.discord.channelId).filter((m) => m.content.includes(`<#${thread}>`));
    expect(parent).toHaveLength(1);
    expect(parent[0]?.content.startsWith('🏁')).toBe(true);
    expect(parent[0]?.edits).toBeGreaterThanOrEqual(2);
  });

  it('replays the log from the seed to exactly the stored state', async () => {
    expect(await h.table.verifyReplay(gameId)).toBe(true);
  });

  it('lets anyone check each sealed commitment once revealed', async () => {
    const sealed = (await h.store.actions(gameId)).filter((a) => a.commitment !== null);
    expect(sealed.length).toBe(7);
    for (const a of sealed) expect(submissionCommitment(a.payload, a.salt ?? '')).toBe(a.commitment);
  });

  it('shows paged, localized history with public lines only', async () => {
    const r = await h.discord.slash(bartek, 'game', 'history', { game: gameId });
    expect(r.ephemeral).toBe(true);
    expect(r.text).toContain('historia');
    // Bartek reads his own sealed bid (#9) but not Anna's (#8) or Celina's (#10).
    expect(r.text).toMatch(/#9` tribute\.event\.bidPrivate/);
    expect(r.text).toContain('sól');
    expect(r.text).not.toMatch(/#8` tribute\.event\.bidPrivate/);
    expect(r.text).not.toMatch(/#10` tribute\.event\.bidPrivate/);
    // Page back to the start of the game: the message is edited in place.
    const older = customIdsOf(r.answers[0]?.components ?? []).find((c) => parseCustomId(c)?.arg === 'p.1') ?? '';
    const page2 = await h.discord.click(bartek, older, { channelId: thread });
    expect(page2.answers[0]?.type).toBe(7);
    expect(page2.text).toContain('2/2');
    expect(page2.text).toContain('#1`');
  });
});
