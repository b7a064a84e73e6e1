/**
 * Private decisions at the Table (DecisionKind 'private'), shown with Chocim 1621's actions
 * phase: the side to play chooses a card from its secret hand and deploys it. The prompt that
 * lists the hand goes to that player alone (by DM; a mention and a "My decision" button when DMs
 * are blocked). The play is drafted in that one prompt, edited in place (the card, then each
 * unit), and reaches the engine whole: no step is applied or announced, no commitment line; the
 * finished play is posted with the board and the status message updated.
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
  return kind === 'act' || kind === 'pick' || kind === 'draft';
}

interface Comp {
  custom_id?: string;
  disabled?: boolean;
  placeholder?: string;
  options?: { value: string; label: string }[];
}

function comps(components: unknown[]): Comp[] {
  return (components as { components?: Comp[] }[]).flatMap((r) => r.components ?? []);
}

/** The draft prompt's menu of options for the slot in focus. */
function valueMenu(components: unknown[]): Comp {
  const menu = comps(components).find((c) => c.custom_id?.endsWith(':v'));
  if (!menu) throw new Error('no menu of options');
  return menu;
}

function confirmButton(components: unknown[]): Comp {
  const b = comps(components).find((c) => c.custom_id?.endsWith(':s'));
  if (!b) throw new Error('no confirm button');
  return b;
}

/** Every hand card's name, in Polish and English, as the channel could have shown it. */
function handNames(s: State, side: 'PLC' | 'OTT'): string[] {
  return s.hands[side].flatMap((c) => [t('pl', cardMsg(c)), t('en', cardMsg(c))]);
}

describe("a private decision (Chocim's card play)", () => {
  let card = '';
  let drafted: unknown[] = [];

  it('sends the prompt listing the hand by DM only; the status says the side is choosing in private', async () => {
    const s = await state();
    expect(chocimGame.pending(s)).toEqual([
      { seat: s.seatOf.PLC, kind: 'private', prompt: { key: 'chocim-1621.prompt.turn' } },
    ]);
    const prompt = lastPrompt(hetman);
    const first = s.hands.PLC[0];
    if (!first) throw new Error('PLC has no cards');
    card = first;
    // The card menu names the hand's cards in words (the draft lives in the customId).
    const cards = valueMenu(prompt.components).options?.map((o) => o.label) ?? [];
    expect(cards).toContain(t('pl', cardMsg(card)));
    expect(prompt.content).toContain('widzisz tylko Ty');
    const status = h.discord.notifier.inChannel(h.discord.channelId).find((m) => m.pinned);
    expect(status?.content).toContain('(wybiera prywatnie)');
    const channel = h.discord.notifier.publicText();
    expect(channel).not.toContain('play:');
    for (const name of handNames(s, 'PLC')) expect(channel).not.toContain(name);
  });

  it('drafting the play edits its one DM prompt in place and reaches nothing else: no move, no line, no board', async () => {
    const imagesBefore = boards;
    const channelBefore = h.discord.notifier.inChannel(h.discord.channelId).length;
    const before = await h.game(gameId);
    const prompt = lastPrompt(hetman);
    const menu = valueMenu(prompt.components);
    const index = menu.options?.find((o) => o.label === t('pl', cardMsg(card)))?.value ?? '';
    // The card, then the first unit's field, then its action and source: three clicks.
    let components: unknown[] = prompt.components;
    let m = menu;
    for (const value of [index, undefined, undefined]) {
      const picked = await h.discord.click(hetman, m.custom_id ?? '', {
        dm: true,
        values: [value ?? m.options?.[0]?.value ?? ''],
      });
      expect(picked.text).not.toMatch(/⚠/);
      components = picked.answers.at(-1)?.components ?? [];
      if (comps(components).some((c) => c.custom_id?.endsWith(':v'))) m = valueMenu(components);
    }
    drafted = components;
    expect(confirmButton(drafted).disabled).toBe(false);
    // No DM was added for the draft: the clicks answered by editing the prompt.
    expect(lastPrompt(hetman).id).toBe(prompt.id);
    const after = await h.game(gameId);
    expect(after.version).toBe(before.version);
    expect(await h.store.actions(gameId)).toEqual([]);
    expect(h.discord.notifier.inChannel(h.discord.channelId).length).toBe(channelBefore);
    expect(boards).toBe(imagesBefore);
    expect(h.discord.notifier.publicText()).not.toContain(t('pl', cardMsg(card)));
  });

  it('confirming sends the whole play once: announced publicly with the board, the status updated', async () => {
    const imagesBefore = boards;
    const committed = await h.discord.click(hetman, confirmButton(drafted).custom_id ?? '', { dm: true });
    expect(committed.text).not.toMatch(/⚠/);
    const after = await state();
    expect(after.step).toMatchObject({ kind: 'turn' });
    expect(after.active).toBe('OTT');
    const actions = await h.store.actions(gameId);
    expect(actions).toHaveLength(1);
    expect(actions.map((a) => a.commitment)).toEqual([null]);
    const channel = h.discord.notifier.inChannel(h.discord.channelId);
    const announced = channel.find((m) => m.content.includes(t('pl', cardMsg(card))));
    expect(announced?.files.length).toBe(1);
    expect(boards).toBe(imagesBefore + 1);
    expect(channel.some((m) => COMMITMENT.test(m.content))).toBe(false);
    const status = channel.find((m) => m.pinned);
    expect(status?.content).toContain(`2. ${pasha.name}`);
    expect(status?.content).toContain('(wybiera prywatnie)');
    // The play showed the card from the hand: past it, undo is refused like after any reveal.
    await expect(h.table.requestUndo(gameId, hetman.id)).rejects.toMatchObject({
      key: 'table.error.undoIrreversible',
    });
  });

  it('a player who blocks DMs is mentioned once per decision with a My decision button, never with the hand', async () => {
    const s = await state();
    const mentions = () =>
      h.discord.notifier.inChannel(h.discord.channelId).filter((m) => m.content.includes(`<@${pasha.id}>`));
    const fallback = mentions().at(-1);
    expect(fallback?.content).toContain('prywatnej wiadomości');
    expect(customIdsOf(fallback?.components ?? []).map((c) => parseCustomId(c)?.kind)).toEqual(['decide']);
    const channel = h.discord.notifier.publicText();
    for (const name of handNames(s, 'OTT')) expect(channel).not.toContain(name);
    const pings = mentions().length;
    const prompt = await h.discord.click(pasha, customIdsOf(fallback?.components ?? [])[0] ?? '');
    expect(prompt.ephemeral).toBe(true);
    const menu = valueMenu(prompt.answers[0]?.components ?? []);
    expect(menu.options?.map((o) => o.label)).toContain(t('pl', 'chocim-1621.choice.pass'));
    // Drafting in the ephemeral prompt (the card, the field, the action) pings nobody again.
    let m = menu;
    let components: unknown[] = [];
    for (let k = 0; k < 3; k++) {
      const value = m.options?.find((o) => o.label !== t('pl', 'chocim-1621.choice.pass'))?.value ?? '';
      const picked = await h.discord.click(pasha, m.custom_id ?? '', { values: [value] });
      components = picked.answers.at(-1)?.components ?? [];
      if (comps(components).some((c) => c.custom_id?.endsWith(':v'))) m = valueMenu(components);
    }
    expect(mentions().length).toBe(pings);
    await h.discord.click(pasha, confirmButton(components).custom_id ?? '');
    expect((await state()).active).toBe('PLC');
    // The play was one decision: one mention for it, and the next one (PLC's) is by DM.
    expect(mentions().length).toBe(pings);
    const game = await h.game(gameId);
    expect(game.seats.find((x) => x.userId === pasha.id)?.promptPath).toBe('channel');
  });
});
