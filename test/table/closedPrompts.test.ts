/**
 * A channel prompt whose decision was taken closes: once its seat owes nothing, the prompt loses
 * its buttons and says the decision was made, so nobody clicks a button that can only be refused
 * ("this choice is no longer available"). Seen first on Chocim's diplomacy: after Ala took a
 * card, her "Take a diplomacy card" buttons stayed live under the announcement.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { t } from '../../src/i18n/index.js';
import { parseCustomId } from '../../src/table/customId.js';
import { customIdsOf, type FakeUser, type RecordedMessage } from '../support/fakeDiscord.js';
import { type Harness, nextMover, openHarness, startedGame } from '../support/tableHarness.js';
import { tributeGame } from '../support/tributeGame.js';

let h: Harness;
let anna: FakeUser;
let bartek: FakeUser;

beforeAll(async () => {
  h = await openHarness();
  anna = h.discord.user('Anna');
  bartek = h.discord.user('Bartek');
});
afterAll(async () => {
  await h.close();
});

/** The seat's newest channel message carrying action buttons. */
function channelPrompt(user: FakeUser): RecordedMessage | undefined {
  return h.discord.notifier
    .inChannel(h.discord.channelId)
    .filter((m) => m.content.includes(`<@${user.id}>`))
    .filter((m) => customIdsOf(m.components).some((id) => parseCustomId(id)?.kind === 'act'))
    .at(-1);
}

async function playDefault(gameId: string): Promise<void> {
  await h.table.act({ gameId, ...(await nextMover(h, gameId)), source: 'player' });
}

it("closes a seat's channel prompt once it owes nothing, and leaves it closed", async () => {
  const game = await startedGame(h, [anna, bartek]);
  // The sealed bids (by DM), then the public turns.
  for (let i = 0; i < 10 && tributeGame.pending((await h.game(game.id)).state as never)[0]?.kind !== 'turn'; i++) {
    await playDefault(game.id);
  }
  const first = tributeGame.pending((await h.game(game.id)).state as never)[0];
  expect(first?.kind).toBe('turn');
  const player = first?.seat === 0 ? anna : bartek;
  const prompt = channelPrompt(player);
  expect(prompt).toBeDefined();
  await playDefault(game.id);
  // Its seat owes nothing now: the prompt says so and has nothing to click.
  expect(prompt?.content).toBe(t('pl', 'table.prompt.closed'));
  expect(customIdsOf(prompt?.components ?? [])).toEqual([]);
  // Later prompts of the same seat are new messages; the closed one is not edited again.
  const edits = prompt?.edits ?? 0;
  for (let i = 0; i < 4 && (await h.game(game.id)).status === 'active'; i++) await playDefault(game.id);
  expect(prompt?.content).toBe(t('pl', 'table.prompt.closed'));
  expect(prompt?.edits).toBe(edits);
});
