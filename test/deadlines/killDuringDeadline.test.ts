/**
 * A deadline job and the defaults it plays are one unit of work. A scheduler process is killed
 * (SIGKILL) at a random moment of its deadline work, 30 times; after each kill every game that
 * owes a decision still has an open deadline job, and once a healthy scheduler has caught up,
 * every missed decision got its default exactly once. Real Postgres only (two processes share
 * the database).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeadlineScheduler } from '../../src/table/deadlines/scheduler.js';
import { DeadlineWorker } from '../../src/table/deadlines/worker.js';
import { definitionOf } from '../../src/table/engine.js';
import { openTestDatabase, REAL_POSTGRES, type TestDatabase } from '../support/db.js';
import { type Harness, openHarness, startedGame } from '../support/tableHarness.js';
import type { TributeState } from '../support/tributeGame.js';

const TRIALS = Number(process.env.KILL_TRIALS ?? 30);
const GAMES_PER_TRIAL = 3;

/**
 * Longest pause between the child's "ready" and the kill, to begin with; once a child finishes
 * before its kill, the window shrinks to the work time it showed, so the kills land inside the
 * work on a fast machine as on a slow one.
 */
const KILL_WITHIN_MS = Number(process.env.KILL_WITHIN_MS ?? 2_200);
const CHILD = join(dirname(fileURLToPath(import.meta.url)), 'deadlineChild.ts');

let db: TestDatabase;
let h: Harness;

beforeAll(async () => {
  if (!REAL_POSTGRES) return;
  db = await openTestDatabase({ poolSize: 4 });
  h = await openHarness({ store: db.store });
});
afterAll(async () => {
  if (REAL_POSTGRES) await db.dispose();
});

interface ChildRun {
  outcome: 'killed' | 'finished';
  /** From "ready" to "done", when it finished. */
  workMs: number | null;
}

/** Runs the child; kills it `afterMs` after it is ready. Resolves whether it finished first. */
function runAndKill(at: Date, afterMs: number): Promise<ChildRun> {
  return new Promise((resolve, reject) => {
    let readyAt = 0;
    const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', CHILD, db.url, at.toISOString()], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout?.on('data', (d: Buffer) => {
      const before = out;
      out += d.toString();
      if (!before.includes('ready') && out.includes('ready')) {
        readyAt = Date.now();
        setTimeout(() => child.kill('SIGKILL'), afterMs);
      }
      if (!before.includes('done') && out.includes('done') && readyAt > 0) readyAt = Date.now() - readyAt;
    });
    child.stderr?.on('data', (d: Buffer) => {
      err += d.toString();
    });
    child.on('exit', (code, signal) => {
      if (out.includes('done')) {
        if (process.env.KILL_DEBUG) console.info(out);
        resolve({ outcome: 'finished', workMs: readyAt });
      } else if (signal === 'SIGKILL') resolve({ outcome: 'killed', workMs: null });
      else reject(new Error(`child exited ${code}: ${err}`));
    });
  });
}

function scheduler(): DeadlineScheduler {
  return new DeadlineScheduler({
    store: h.store,
    worker: new DeadlineWorker(h.table.deps, h.table),
    clock: h.table.deps.clock,
    logger: h.logger,
  });
}

/** Games that owe a decision but have no open deadline job (the stall the issue saw). */
async function stalledGames(ids: string[]): Promise<string[]> {
  const stalled: string[] = [];
  for (const id of ids) {
    const game = await h.game(id);
    if (game.status !== 'active') continue;
    if (definitionOf(game.kind).pending(game.state).length === 0) continue;
    const open = await h.store.openJobs(id);
    if (!open.some((j) => j.kind === 'deadline')) stalled.push(id);
  }
  return stalled;
}

describe.skipIf(!REAL_POSTGRES)('deadlines as one unit of work (real Postgres)', () => {
  it('kill during deadline', { timeout: 900_000 }, async () => {
    const users = ['Anna', 'Bartek', 'Celina'].map((n) => h.discord.user(n));
    const all: string[] = [];
    let killed = 0;
    /** Trials whose kill fell after some games' defaults committed and before others'. */
    let midWork = 0;
    let stalls = 0;
    let wrongDefaults = 0;
    let killWithin = KILL_WITHIN_MS;
    for (let trial = 0; trial < TRIALS; trial++) {
      const games: string[] = [];
      for (let g = 0; g < GAMES_PER_TRIAL; g++) {
        const game = await startedGame(h, users);
        for (const seat of [0, 1, 2]) {
          await h.store.transact(game.id, (tx) => tx.updateSeat(seat, { extensionsLeft: 0 }));
        }
        await h.table.act({ gameId: game.id, userId: users[0]?.id, actionId: 'bid:1', source: 'player' });
        games.push(game.id);
      }
      all.push(...games);
      // Reminders are sent first, by a scheduler in this process: the child's work is the deadlines.
      h.advance(24 * 60 - 1);
      await scheduler().tick();
      const at = new Date(h.now().getTime() + 2 * 60_000);
      const run = await runAndKill(at, Math.random() * killWithin);
      if (run.outcome === 'killed') killed++;
      else if (run.workMs !== null && run.workMs > 0) killWithin = Math.min(killWithin, run.workMs * 0.9);
      stalls += (await stalledGames(all)).length;
      let defaulted = 0;
      for (const id of games) if ((await h.store.actions(id)).some((a) => a.source === 'default')) defaulted++;
      if (defaulted > 0 && defaulted < games.length) midWork++;

      // A healthy scheduler, once the dead one's leases ran out, finishes the work.
      h.advance(2 + 6);
      await scheduler().tick();
      for (const id of games) {
        const defaults = (await h.store.actions(id)).filter((a) => a.source === 'default');
        const phase = ((await h.game(id)).state as TributeState).phase;
        if (defaults.map((a) => a.seat).join() !== '1,2' || phase !== 'turns') wrongDefaults++;
      }
      stalls += (await stalledGames(all)).length;
      // The trial's games are done with: cancelled, so later trials' schedulers do not play them.
      for (const id of games) {
        await h.store.transact(id, async (tx) => {
          const updated = await tx.update({ status: 'cancelled', nextDeadlineAt: null });
          await tx.replaceOpenJobs([], updated.version);
        });
      }
    }
    console.info(
      'kill during deadline:',
      JSON.stringify({ trials: TRIALS, killedBeforeDone: killed, midWork, stalls, wrongDefaults, killWithin }),
    );
    expect(killed).toBeGreaterThan(TRIALS / 3);
    expect(stalls).toBe(0);
    expect(wrongDefaults).toBe(0);
  });
});
