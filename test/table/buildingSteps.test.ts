/**
 * A public decision built in steps (Boże Igrzysko's recruitment: a province, then each unit, then
 * the confirmation) tells the channel once: the steps that only build it post nothing (its prompt
 * shows the recruitment so far), and the confirmation posts one message with its lines and one
 * board — not an empty "Ala:" line with an image for every unit added.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bozeIgrzyskoGame } from '../../src/engines/boze-igrzysko/index.js';
import type { LabelledAction } from '../../src/engines/kit/types.js';
import type { BoardImages } from '../../src/table/ports.js';
import { type Harness, openHarness, startedGame } from '../support/tableHarness.js';

let h: Harness;
let boards = 0;
const images: BoardImages = {
  async render() {
    boards++;
    return { png: Buffer.from('not really a png'), hash: String(boards) };
  },
};
const players = [
  { id: 'u-ala', name: 'Ala' },
  { id: 'u-bartek', name: 'Bartek' },
  { id: 'u-celina', name: 'Celina' },
];

beforeAll(async () => {
  h = await openHarness({ images });
});
afterAll(async () => {
  await h.close();
});

/** The owing seat and its legal actions, or null when the game is over. */
async function owing(gameId: string): Promise<{ seat: number; legal: LabelledAction<unknown>[] } | null> {
  const state = (await h.game(gameId)).state;
  const d = bozeIgrzyskoGame.pending(state as never)[0];
  if (!d) return null;
  return { seat: d.seat, legal: bozeIgrzyskoGame.legalActions(state as never, d.seat) as LabelledAction<unknown>[] };
}

function kindOf(a: LabelledAction<unknown>): string {
  return (a.action as { type?: string }).type ?? '';
}

describe('a decision built in steps', () => {
  it('Boże Igrzysko recruitment: nothing posted for the steps, one message and one board for the whole', async () => {
    const game = await startedGame(h, players, { kind: 'boze-igrzysko' });
    // Default moves until a seat may start a recruitment.
    let now = await owing(game.id);
    for (let i = 0; i < 400 && now && !now.legal.some((a) => kindOf(a) === 'recruitStart'); i++) {
      await h.table.act({ gameId: game.id, seat: now.seat, source: 'default' });
      now = await owing(game.id);
    }
    if (!now) throw new Error('the game ended before a recruitment');
    const seat = now.seat;
    const user = players[seat]?.id ?? '';
    const start = now.legal.find((a) => kindOf(a) === 'recruitStart');
    if (!start) throw new Error('no recruitment offered');
    const channel = () => h.discord.notifier.inChannel(h.discord.channelId);
    const before = channel().length;
    const boardsBefore = boards;

    await h.table.act({ gameId: game.id, userId: user, actionId: start.id, source: 'player' });
    const add = (await owing(game.id))?.legal.find((a) => kindOf(a) === 'recruitAdd');
    if (!add) throw new Error('no unit to add');
    await h.table.act({ gameId: game.id, userId: user, actionId: add.id, source: 'player' });
    // The steps: no new channel message, no board.
    expect(channel().length).toBe(before);
    expect(boards).toBe(boardsBefore);

    const confirm = (await owing(game.id))?.legal.find((a) => kindOf(a) === 'recruitConfirm');
    if (!confirm) throw new Error(`no confirmation among ${(await owing(game.id))?.legal.map(kindOf).join(', ')}`);
    await h.table.act({ gameId: game.id, userId: user, actionId: confirm.id, source: 'player' });
    const posted = channel().slice(before);
    const withLines = posted.filter((m) => m.content.includes('•'));
    expect(withLines).toHaveLength(1);
    expect(withLines[0]?.files).toHaveLength(1);
    expect(posted.filter((m) => m.files.length > 0)).toHaveLength(1);
    expect(posted.some((m) => /^\*\*[^*]+\*\*:$/.test(m.content.trim()))).toBe(false);
  });
});
