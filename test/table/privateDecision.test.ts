/**
 * Private decisions at the Table (DecisionKind 'private'), shown with Chocim 1621's actions
 * phase: the side to play chooses a card from its secret hand and deploys it. The prompt that
 * lists the hand goes to that player alone (by DM; a mention and a "My decision" button when DMs
 * are blocked), but each step is applied and announced like a public turn: no commitment lines,
 * a stale button is refused, undo works as for any move, and the committed play is posted with
 * the board and the status message updated.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { State } from '../../src/engines/chocim-1621/index.js';
import { chocimGame } from '../../src/engines/chocim-1621/index.js';
import { cardMsg } from '../../src/engines/chocim-1621/rules/msgs.js';
import { t } from '../../src/i18n/index.js';
import { parseCustomId } from '../../src/table/customId.js';
import type { BoardImages } from '../../src/table/ports.js';
import { customIdsOf, type FakeUser, type RecordedMessage } from '../support/fakeDiscord.js';
import { type Harness, openHarness } from '../support/tableHarness.js';

let h: Harness;
let hetman: FakeUser;
let pasha: FakeUser;
let gameId = '';
let boards = 0;
const images: BoardImages = {
  async render() {
    boards++;
    return { png: Buffer.from('not really a png'), hash: String(boards) };
  },
};

const COMMITMENT = /Zobowiązanie|Commitment/;

beforeAll(async () => {
  h = await openHarness({ images });
  hetman = h.discord.user('Hetman');
  pasha = h.discord.user('Pasza');
  // The Ottoman player blocks DMs: their private prompt must fall back without leaking the hand.
  h.discord.notifier.blockDms(pasha.id);
  const lobby = await h.table.createGame({
    guildId: h.discord.guildId,
    channelId: h.discord.channelId,
    userId: hetman.id,
    displayName: hetman.name,
    locale: 'pl',
    kind: 'chocim-1621',
    maxSeats: 2,
    thread: false,
  });
  await h.table.join(lobby.id, pasha.id, pasha.name);
  gameId = (await h.table.start(lobby.id, { userId: hetman.id, guildId: h.discord.guildId, canManage: false })).id;
});
afterAll(async () => {
  await h.close();
});

async function state(): Promise<State> {
  return (await h.game(gameId)).state as State;
}

/** The newest DM to the user that carries action buttons or menus. */
function lastPrompt(u: FakeUser): RecordedMessage {
  const prompts = h.discord.notifier.dmsOf(u.id).filter((m) => customIdsOf(m.components).some(isAction));
  const last = prompts.at(-1);
  if (!last) throw new Error(`no prompt for ${u.name}`);
  return last;
}

function isAction(id: string): boolean {
  const kind = parseCustomId(id)?.kind;
  return kind === 'act' || kind === 'pick';
}

/** The select menu of a message that offers `value`, as its customId. */
function menuOffering(m: RecordedMessage, value: string): string {
  for (const r of m.components)
    for (const c of r.components) if ('options' in c && c.options.some((o) => o.value === value)) return c.custom_id;
  throw new Error(`no menu offers ${value}`);
}

function buttonFor(m: RecordedMessage, actionId: string): string {
  const id = customIdsOf(m.components).find((c) => parseCustomId(c)?.arg === actionId);
  if (!id) throw new Error(`no button for ${actionId}`);
  return id;
}

/** Every hand card's name, in Polish and English, as the channel could have shown it. */
function handNames(s: State, side: 'PLC' | 'OTT'): string[] {
  return s.hands[side].flatMap((c) => [t('pl', cardMsg(c)), t('en', cardMsg(c))]);
}

describe("a private decision (Chocim's card play)", () => {
  let card = '';

  it('sends the prompt listing the hand by DM only; the status says the side is choosing in private', async () => {
    const s = await state();
    expect(chocimGame.pending(s)).toEqual([
      { seat: s.seatOf.PLC, kind: 'private', prompt: { key: 'chocim-1621.prompt.turn' } },
    ]);
    const prompt = lastPrompt(hetman);
    const plays = customIdsOf(prompt.components).filter((c) => parseCustomId(c)?.arg?.startsWith('play:'));
    expect(plays.length).toBeGreaterThan(0);
    expect(prompt.content).toContain('widzisz tylko Ty');
    const status = h.discord.notifier.inChannel(h.discord.channelId).find((m) => m.pinned);
    expect(status?.content).toContain('(wybiera prywatnie)');
    const channel = h.discord.notifier.publicText();
    expect(channel).not.toContain('play:');
    for (const name of handNames(s, 'PLC')) expect(channel).not.toContain(name);
    const first = s.hands.PLC[0];
    if (!first) throw new Error('PLC has no cards');
    card = first;
  });

  it('applies each step like a turn: no commitment line, its DM prompt redrawn in place, the old button refused as stale', async () => {
    const imagesBefore = boards;
    const played = await h.discord.click(hetman, buttonFor(lastPrompt(hetman), `play:${card}:cmd`), { dm: true });
    expect(played.text).not.toMatch(/⚠/);
    const afterPlay = await state();
    expect(afterPlay.step?.kind).toBe('draft');
    // The deployment prompt comes by DM; the channel learns only that the side is choosing.
    const draftPrompt = lastPrompt(hetman);
    expect(customIdsOf(draftPrompt.components).some((c) => parseCustomId(c)?.kind === 'pick')).toBe(true);
    const channel = h.discord.notifier.inChannel(h.discord.channelId);
    expect(channel.some((m) => COMMITMENT.test(m.content))).toBe(false);
    expect(channel.at(-1)?.content).toContain('wybór prywatny');
    expect(h.discord.notifier.publicText()).not.toContain(t('pl', cardMsg(card)));

    const placement = chocimGame.legalActions(afterPlay, afterPlay.seatOf.PLC).find((a) => a.id.startsWith('place:'));
    if (!placement) throw new Error('nothing to place');
    const oldMenu = menuOffering(draftPrompt, placement.id);
    const placed = await h.discord.click(hetman, oldMenu, {
      dm: true,
      values: [placement.id],
    });
    expect(placed.text).not.toMatch(/⚠/);
    expect((await state()).step).toMatchObject({ kind: 'draft' });
    // The same decision is owed again, so its one DM prompt is redrawn in place with the new version...
    const again = lastPrompt(hetman);
    expect(again.id).toBe(draftPrompt.id);
    expect(again.edits).toBeGreaterThan(0);
    expect(customIdsOf(again.components).some((c) => parseCustomId(c)?.arg === 'commit')).toBe(true);
    // ...and the buttons it carried before are out of date, as for any public turn.
    const stale = await h.discord.click(hetman, oldMenu, {
      dm: true,
      values: [placement.id],
    });
    expect(stale.text).toContain('nieaktualny');
    // Beginning a private card play, and placing a unit in it, shows spectators nothing new: the
    // public view is the same as before the draft began (issue 20), so no board image.
    expect(boards).toBe(imagesBefore);
    const actions = await h.store.actions(gameId);
    expect(actions.map((a) => a.commitment)).toEqual([null, null]);
    expect(actions.every((a) => !a.irreversible)).toBe(true);
  });

  it('undo of a step works as for any move', async () => {
    const requested = await h.table.requestUndo(gameId, hetman.id);
    expect(requested.kind).toBe('requested');
    const undone = await h.table.answerUndo(gameId, pasha.id, requested.request.seq, true);
    expect(undone.kind).toBe('undone');
    const s = await state();
    expect(s.step?.kind).toBe('draft');
    expect(s.step?.kind === 'draft' ? s.step.draft.placements : null).toEqual([]);
    // The prompt comes back by DM, built for the restored state.
    const back = lastPrompt(hetman);
    expect(customIdsOf(back.components).some((c) => parseCustomId(c)?.arg === 'commit')).toBe(false);
  });

  it('committing announces the play publicly with the board and updates the status', async () => {
    const s = await state();
    const placement = chocimGame.legalActions(s, s.seatOf.PLC).find((a) => a.id.startsWith('place:'));
    if (!placement) throw new Error('nothing to place');
    await h.discord.click(hetman, menuOffering(lastPrompt(hetman), placement.id), {
      dm: true,
      values: [placement.id],
    });
    const imagesBefore = boards;
    const committed = await h.discord.click(hetman, buttonFor(lastPrompt(hetman), 'commit'), { dm: true });
    expect(committed.text).not.toMatch(/⚠/);
    const after = await state();
    expect(after.step).toMatchObject({ kind: 'turn' });
    expect(after.active).toBe('OTT');
    const channel = h.discord.notifier.inChannel(h.discord.channelId);
    const announced = channel.find((m) => m.content.includes(t('pl', cardMsg(card))));
    expect(announced?.files.length).toBe(1);
    expect(boards).toBe(imagesBefore + 1);
    expect(channel.some((m) => COMMITMENT.test(m.content))).toBe(false);
    const status = channel.find((m) => m.pinned);
    expect(status?.content).toContain(`2. ${pasha.name}`);
    expect(status?.content).toContain('(wybiera prywatnie)');
    // Committing showed the card from the hand: past it, undo is refused like after any reveal.
    await expect(h.table.requestUndo(gameId, hetman.id)).rejects.toMatchObject({
      key: 'table.error.undoIrreversible',
    });
  });

  it('a player who blocks DMs is mentioned with a My decision button, never with the hand', async () => {
    const s = await state();
    const fallback = h.discord.notifier
      .inChannel(h.discord.channelId)
      .filter((m) => m.content.includes(`<@${pasha.id}>`))
      .at(-1);
    expect(fallback?.content).toContain('prywatnej wiadomości');
    expect(customIdsOf(fallback?.components ?? []).map((c) => parseCustomId(c)?.kind)).toEqual(['decide']);
    const channel = h.discord.notifier.publicText();
    for (const name of handNames(s, 'OTT')) expect(channel).not.toContain(name);
    const prompt = await h.discord.click(pasha, customIdsOf(fallback?.components ?? [])[0] ?? '');
    expect(prompt.ephemeral).toBe(true);
    const ids = customIdsOf(prompt.answers[0]?.components ?? []);
    expect(ids.some((c) => parseCustomId(c)?.arg === 'pass')).toBe(true);
    const game = await h.game(gameId);
    expect(game.seats.find((x) => x.userId === pasha.id)?.promptPath).toBe('channel');
  });
});
