/**
 * `command statements`: the SQL statements a player's command costs, counted on the pg pool
 * under the store (every statement any connection sends), through the real router with real
 * interaction payloads, in a 4-seat Stary Kontynent game.
 *
 * Target (issue #21): a button press is answered after at most 5 statements — one state-free,
 * indexed lookup of the game (its language and scope), then BEGIN, lock+load (the game, its
 * seats, its channel's and players' settings and the interaction check, one statement), one
 * statement writing the state, version, action and jobs, COMMIT. An `/act` too: its one lookup
 * reads the channel's settings and its newest games together (state-free, indexed). What is published after the answer (the status message, prompts) is counted apart.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCustomId } from '../../src/table/customId.js';
import { openTestDatabase, REAL_POSTGRES, type TestDatabase } from '../support/db.js';
import { customIdsOf, type FakeUser } from '../support/fakeDiscord.js';
import { type Harness, openHarness, startedGame } from '../support/tableHarness.js';

const BUTTON_TARGET = 5;
const ACT_TARGET = 5;

/** Records the text of every statement sent by any client of the pool. */
function statementLog(pool: pg.Pool): string[] {
  const log: string[] = [];
  const wrapped = new WeakSet<object>();
  pool.on('acquire', (client) => {
    if (wrapped.has(client)) return;
    wrapped.add(client);
    const send = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const q = args[0];
      log.push(typeof q === 'string' ? q : String((q as { text?: unknown })?.text ?? ''));
      return send(...args);
    };
  });
  return log;
}

function short(sql: string): string {
  return sql.replace(/\s+/g, ' ').trim().slice(0, 90);
}

describe(`command statements (${REAL_POSTGRES ? 'real Postgres' : 'embedded PGlite'})`, () => {
  let db: TestDatabase;
  let h: Harness;
  let log: string[];
  let users: FakeUser[];
  let gameId: string;

  beforeAll(async () => {
    db = await openTestDatabase();
    h = await openHarness({ store: db.store });
    log = statementLog(db.pool);
    users = ['Ala', 'Bartek', 'Celina', 'Darek'].map((n) => h.discord.user(n));
    const game = await startedGame(h, users, { kind: 'stary-kontynent' });
    gameId = game.id;
  }, 60_000);

  afterAll(async () => {
    await db?.dispose();
  });

  /** Runs one interaction; returns the statements sent before its answer with text, and after. */
  async function measure(run: () => Promise<unknown>): Promise<{ toAnswer: string[]; after: string[] }> {
    const start = log.length;
    let answeredAt: number | null = null;
    h.discord.onAnswer = (a) => {
      if (answeredAt === null && a.content !== '') answeredAt = log.length;
    };
    await run();
    h.discord.onAnswer = null;
    const end = answeredAt ?? log.length;
    return { toAnswer: log.slice(start, end), after: log.slice(end) };
  }

  /** The newest channel prompt's first action button, and who may press it. */
  async function currentButton(): Promise<{ user: FakeUser; customId: string }> {
    const game = await h.game(gameId);
    for (const m of [...h.discord.notifier.inChannel(h.discord.channelId)].reverse()) {
      for (const id of customIdsOf(m.components)) {
        const parsed = parseCustomId(id);
        if (parsed?.kind !== 'act' || parsed.stamp === null) continue;
        const seat = Number(parsed.stamp.split('-')[0]);
        const userId = game.seats.find((s) => s.seat === seat)?.userId;
        const user = users.find((u) => u.id === userId);
        if (user) return { user, customId: id };
      }
    }
    throw new Error('no action button in the channel');
  }

  it('a button press in a 4-seat game is answered after at most 5 statements', async () => {
    const { user, customId } = await currentButton();
    const before = (await h.game(gameId)).version;
    const m = await measure(() => h.discord.click(user, customId));
    console.log(
      `button press: ${m.toAnswer.length} statements to the answer, ${m.after.length} after (publishing)\n  ${m.toAnswer.map(short).join('\n  ')}`,
    );
    expect((await h.game(gameId)).version).toBe(before + 1);
    expect(m.toAnswer.length).toBeLessThanOrEqual(BUTTON_TARGET);
  });

  it('an /act in a 4-seat game is answered after at most 5 statements', async () => {
    const game = await h.game(gameId);
    const owing = game.owingSeats[0];
    const user = users.find((u) => u.id === game.seats.find((s) => s.seat === owing)?.userId);
    if (!user) throw new Error('nobody owes');
    const { actions } = await h.table.legalActions(gameId, user.id);
    const action = actions.find((a) => a.free !== true);
    if (!action) throw new Error('no legal action');
    const m = await measure(() => h.discord.slash(user, 'act', null, { action: action.id }));
    console.log(
      `/act: ${m.toAnswer.length} statements to the answer, ${m.after.length} after (publishing)\n  ${m.toAnswer.map(short).join('\n  ')}`,
    );
    expect((await h.game(gameId)).version).toBe(game.version + 1);
    expect(m.toAnswer.length).toBeLessThanOrEqual(ACT_TARGET);
  });

  it('presentation bookkeeping does not bump the game version', async () => {
    const game = await h.game(gameId);
    await h.store.setStatusMessage(gameId, 'm-1');
    await h.store.setPromptPath(gameId, 0, 'channel');
    const after = await h.game(gameId);
    expect(after.version).toBe(game.version);
    expect(after.statusMessageId).toBe('m-1');
    expect(after.seats[0]?.promptPath).toBe('channel');
  });
});
