/**
 * Database faults under load (real Postgres only: the embedded database has one connection
 * and no pg_terminate_backend). While 100 players submit their sealed bids at once, an
 * operator keeps terminating the bot's connections. Every submitter must get an answer —
 * their move saved, or a clear "try again" — within a bound; nothing may crash the process;
 * every saved move is in the log once, and no "try again" hides a saved move.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../src/i18n/index.js';
import type { GameRecord } from '../../src/store/types.js';
import { openTestDatabase, REAL_POSTGRES, type TestDatabase } from '../support/db.js';
import type { FakeUser } from '../support/fakeDiscord.js';
import { type Harness, openHarness, startedGame } from '../support/tableHarness.js';
import type { TributeState } from '../support/tributeGame.js';

const GAMES = 25;
const SEATS = 4;
/** Longer than any answer may take (the store gives up after its deadline and says "try again"). */
const HUNG_AFTER_MS = 40_000;

let db: TestDatabase;
let h: Harness;
const crashes: unknown[] = [];
const onCrash = (err: unknown) => crashes.push(err);

beforeAll(async () => {
  if (!REAL_POSTGRES) return;
  db = await openTestDatabase({ poolSize: 10 });
  h = await openHarness({ store: db.store });
  process.on('uncaughtException', onCrash);
  process.on('unhandledRejection', onCrash);
});
afterAll(async () => {
  process.off('uncaughtException', onCrash);
  process.off('unhandledRejection', onCrash);
  if (REAL_POSTGRES) await db.dispose();
});

type Answer = 'saved' | 'try again' | 'other' | 'hung';

function classify(text: string): Answer {
  if (text === t('pl', 'core.error.tryAgain')) return 'try again';
  if (text.startsWith('🔒') || text === t('pl', 'table.reply.duplicate')) return 'saved';
  return 'other';
}

/** Terminates every backend of the test database but its own, every `everyMs`, until stopped. */
function terminator(url: string, everyMs: number): { stop(): Promise<number> } {
  const dbName = new URL(url).pathname.slice(1);
  let stopped = false;
  let killed = 0;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  const loop = (async () => {
    await admin.connect();
    while (!stopped) {
      const r = await admin.query(
        'SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [dbName],
      );
      killed += r.rows.filter((x) => x.ok).length;
      await new Promise((res) => setTimeout(res, everyMs));
    }
    await admin.end();
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      return killed;
    },
  };
}

describe.skipIf(!REAL_POSTGRES)('database faults (real Postgres)', () => {
  it('connection drop under load', { timeout: 180_000 }, async () => {
    const tables: { game: GameRecord; users: FakeUser[] }[] = [];
    for (let g = 0; g < GAMES; g++) {
      const users = Array.from({ length: SEATS }, (_, i) => h.discord.user(`P${g}-${i}`));
      tables.push({ game: await startedGame(h, users), users });
    }
    const kill = terminator(db.url, 300);
    const submissions = tables.flatMap(({ game, users }) =>
      users.map(async (u, seat) => {
        let timer: NodeJS.Timeout | undefined;
        const hung = new Promise<{ answer: Answer; id: string }>((res) => {
          timer = setTimeout(() => res({ answer: 'hung', id: '' }), HUNG_AFTER_MS);
        });
        const answered = h.discord
          .slash(u, 'act', null, { action: `bid:${seat % 4}`, game: game.id })
          .then((r) => ({ answer: classify(r.text), id: r.id, text: r.text }));
        const out = await Promise.race([answered, hung]);
        clearTimeout(timer);
        return { ...out, gameId: game.id, seat };
      }),
    );
    const results = await Promise.all(submissions);
    const killed = await kill.stop();

    const count = (a: Answer) => results.filter((r) => r.answer === a).length;
    const figures = {
      tried: results.length,
      connectionsTerminated: killed,
      saved: count('saved'),
      tryAgain: count('try again'),
      other: count('other'),
      hung: count('hung'),
      crashes: crashes.length,
    };
    console.info('connection drop under load:', JSON.stringify(figures));
    for (const c of crashes.slice(0, 3)) console.info('crash', c);
    const warn = h.logger.lines.find((l) => l.msg?.includes('try again'));
    if (warn) console.info('try again because', (warn.obj as { err: Error }).err.cause);
    expect(killed).toBeGreaterThan(0);
    expect(figures.hung).toBe(0);
    expect(figures.other).toBe(0);
    expect(crashes).toEqual([]);

    // Nothing lost, nothing doubled: every "saved" move is in its game's log exactly once, and
    // no "try again" answer hides a move that was in fact saved.
    let lost = 0;
    let doubled = 0;
    let hidden = 0;
    for (const { game } of tables) {
      const log = await h.store.actions(game.id);
      for (const r of results.filter((x) => x.gameId === game.id)) {
        const rows = log.filter((a) => a.interactionId === r.id);
        const bySeat = log.filter((a) => a.seat === r.seat);
        if (bySeat.length > 1) doubled++;
        if (r.answer === 'saved' && rows.length !== 1) lost++;
        if (r.answer === 'try again' && rows.length > 0) hidden++;
      }
      // A game whose four bids all landed revealed them once and moved on.
      if (log.length === SEATS) {
        expect(log.filter((a) => a.irreversible)).toHaveLength(1);
        expect(((await h.game(game.id)).state as TributeState).phase).toBe('turns');
      }
      expect(await h.table.verifyReplay(game.id)).toBe(true);
    }
    console.info('connection drop under load, log check:', JSON.stringify({ lost, doubled, hidden }));
    expect({ lost, doubled, hidden }).toEqual({ lost: 0, doubled: 0, hidden: 0 });
  });
});
