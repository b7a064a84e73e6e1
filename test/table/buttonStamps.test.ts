/**
 * Decision buttons are stamped with the seat and the decision they were built for: they stay
 * good while that seat owes the same decision, whoever moved in between (a group agreeing one
 * by one), and go stale once the seat itself acted (a double click never applies twice), in
 * which case the seat has been sent fresh buttons.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Decision, GameDefinition, Msg, Seat } from '../../src/engines/kit/types.js';
import { registerGame } from '../../src/engines/registry.js';
import { parseCustomId } from '../../src/table/customId.js';
import { customIdsOf, type FakeUser } from '../support/fakeDiscord.js';
import { type Harness, openHarness, startedGame } from '../support/tableHarness.js';

/** A test-only council: every seat agrees (a group decision) and may add notes meanwhile. */
interface CouncilState {
  agreed: boolean[];
  notes: number;
}
type CouncilAction = { type: 'agree' } | { type: 'note' };
const msg = (key: string): Msg => ({ key });

const councilGame: GameDefinition<CouncilState, CouncilAction, CouncilState> = {
  id: 'test-council',
  engineVersion: 1,
  title: msg('council.title'),
  players: { min: 2, max: 4 },
  factions: ['red', 'blue', 'green', 'yellow'].map((id) => ({ id, label: msg(`council.${id}`), colour: '#0072b2' })),
  options: [],
  rulings: [],
  setup: (seats) => ({ agreed: seats.map(() => false), notes: 0 }),
  pending: (s): Decision[] =>
    s.agreed.flatMap((done, seat) => (done ? [] : [{ seat, kind: 'group' as const, prompt: msg('council.prompt') }])),
  phase: () => msg('council.phase'),
  legalActions: (s, seat) =>
    s.agreed[seat] === false
      ? [
          { id: 'agree', action: { type: 'agree' }, label: msg('council.agree') },
          { id: 'note', action: { type: 'note' }, label: msg('council.note') },
        ]
      : [],
  parseAction: (raw) => raw as CouncilAction,
  apply(s, seat, action) {
    const state: CouncilState = { agreed: [...s.agreed], notes: s.notes };
    if (action.type === 'agree') state.agreed[seat] = true;
    else state.notes++;
    return { state, events: [{ msg: msg(`council.event.${action.type}`) }] };
  },
  view: (s) => s,
  defaultAction: () => ({ type: 'agree' }),
  result: (s) =>
    s.agreed.every(Boolean) ? { winners: [0, 1, 2], ranking: [[0, 1, 2]], reason: msg('council.over') } : null,
};

/** The Table's answer to an applied move (table.reply.done, Polish). */
const ACCEPTED = /Ruch przyjęty/;

let h: Harness;
let users: FakeUser[];

beforeAll(async () => {
  registerGame(councilGame);
  h = await openHarness();
  users = ['Anna', 'Bartek', 'Celina'].map((n) => h.discord.user(n));
});
afterAll(async () => {
  await h.close();
});

/** The newest button for `actionId` stamped for `seat` among everything sent so far. */
function latestButton(gameId: string, seat: Seat, actionId: string): string {
  const all = [
    ...h.discord.notifier.inChannel(h.discord.channelId),
    ...users.flatMap((u) => h.discord.notifier.dmsOf(u.id)),
  ];
  const ids = all
    .flatMap((m) => customIdsOf(m.components ?? []))
    .filter((id) => {
      const p = parseCustomId(id);
      return p?.gameId === gameId && p.arg === actionId && p.stamp?.startsWith(`${seat}-`);
    });
  const newest = ids.sort((a, b) => version(a) - version(b)).at(-1);
  if (!newest) throw new Error(`no ${actionId} button for seat ${seat}`);
  return newest;
}

function version(id: string): number {
  return Number(parseCustomId(id)?.stamp?.split('-')[2]);
}

describe('stamped decision buttons', () => {
  it('stay good while others move, refuse a double click, and are sent afresh after the seat acts', async () => {
    const game = await startedGame(h, users, { kind: 'test-council' });
    const [anna, bartek, celina] = users as [FakeUser, FakeUser, FakeUser];
    const bartekAgree = latestButton(game.id, 1, 'agree');
    const annaNote = latestButton(game.id, 0, 'note');

    // Anna adds a note: applied once; the same button clicked again is refused, nothing changes.
    expect((await h.discord.click(anna, annaNote)).text).toMatch(ACCEPTED);
    const again = await h.discord.click(anna, annaNote);
    expect(again.text).toMatch(/nieaktualny/);
    expect(((await h.game(game.id)).state as CouncilState).notes).toBe(1);
    // …and she was sent fresh buttons, which work.
    const fresh = latestButton(game.id, 0, 'note');
    expect(version(fresh)).toBeGreaterThan(version(annaNote));
    expect((await h.discord.click(anna, fresh)).text).toMatch(ACCEPTED);
    expect(((await h.game(game.id)).state as CouncilState).notes).toBe(2);

    // Bartek's button was built before Anna's two notes: his decision is the same, so it works.
    expect((await h.discord.click(bartek, bartekAgree)).text).toMatch(ACCEPTED);
    // A button stamped for someone else's seat is not Celina's to use.
    const annaAgree = latestButton(game.id, 0, 'agree');
    expect((await h.discord.click(celina, annaAgree)).text).not.toMatch(ACCEPTED);
    const s = (await h.game(game.id)).state as CouncilState;
    expect(s.agreed).toEqual([false, true, false]);
  });
});
