/**
 * The Table's call into deadline planning (owned by src/table/deadlines): every state change
 * re-plans the game's open deadline and reminder jobs inside the same transaction.
 */
import type { Decision } from '../engines/kit/types.js';
import type { GamePatch, GameRecord, GameTx } from '../store/types.js';
import { type DeadlineSettings, planDeadlines } from './deadlines/plan.js';

export interface WriteWithDeadlines {
  tx: GameTx;
  patch: GamePatch;
  owing: Decision[];
  previousOwing: number[];
  settings: DeadlineSettings;
  now: Date;
}

/** One versioned write of the patch plus the re-planned deadline, then the jobs for that version. */
export async function writeWithDeadlines(input: WriteWithDeadlines): Promise<GameRecord> {
  const { tx, patch } = input;
  const game = { ...tx.game, ...patch };
  const plan = planDeadlines({
    game,
    owing: input.owing,
    previousOwing: input.previousOwing,
    settings: input.settings,
    now: input.now,
  });
  // Whom the game waits for is kept with the state, so lists of games need not read the state.
  const owingSeats = [...new Set(input.owing.map((d) => d.seat))].sort((a, b) => a - b);
  const updated = await tx.update({ ...patch, owingSeats, nextDeadlineAt: plan.nextDeadlineAt });
  await tx.replaceOpenJobs(plan.jobs, updated.version);
  return updated;
}
