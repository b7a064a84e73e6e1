/**
 * The order of play (spec 3–6), declared with the kit's flow and run by its one runner: setup's
 * initial Estates, then each Age's five phases in the rulebook's order — Royal Election (Elekcja),
 * Senate (Senat), Sejm, Conflicts (Konflikty), Interregnum (Bezkrólewie) — and after the fourth
 * the final scoring. The work of each step is in phases/ (one file per phase) and contests.ts (the
 * contest of 4.0.2, shared by Senate, Sejm and Conflicts).
 *
 * A step plays one thing at a time: first the effects queued in front of the order of play
 * (effectQueue.ts: a contest's window, awards, Estates gained and lost, VETO…), then its own
 * tasks (one per seat, office or field); it says `again()` until they are done and `wait()` when
 * a decision is owed. The cursor is kept where stored games have always kept it (cursor.ts).
 */
import { again, defineFlow, type Flow, goto, next, over, type Step, type StepOutcome, wait } from '../kit/flow.js';
import { conflictContest, sejmContest, senateContest } from './contests.js';
import { orderStart, readCursor, type StepId, stepTasks } from './cursor.js';
import { resolveEffect } from './effectQueue.js';
import type { Ctx } from './effects.js';
import { openSealed, openWindow } from './phases/common.js';
import { conflictCleanup, conflictLayout, queueConflicts } from './phases/conflicts.js';
import { royalElection } from './phases/election.js';
import { endAge, newTurnOrder, removeKing } from './phases/interregnum.js';
import { scoring } from './phases/scoring.js';
import { dealLaws } from './phases/sejm.js';
import { askSenateBid } from './phases/senate.js';
import { askInitialEstate } from './phases/setup.js';
import type { State, Task } from './state.js';

export type { StepId } from './cursor.js';

export const flow: Flow<State, Ctx, StepId> = defineFlow<State, Ctx, StepId>({
  game: 'magnaci',
  at: (s) => readCursor(s, flow.order),
  moveTo: (s, id) => {
    // The task list already says where play stands; a step that claims otherwise is a bug.
    const stored = readCursor(s, flow.order);
    if (stored !== id) throw new Error(`magnaci: the flow moves to ${id} but the game stands at ${stored}`);
  },
  steps: [
    // 3.10: in turn order, 1 Estate each.
    step('initialEstates', '3.10', (ctx, t) => askInitialEstate(ctx, own(t, 'askInitial').seat)),
    // 4.1 Elekcja: the King is flipped and the Age's order of play is written out.
    step('royalElection', '4.1', (ctx, t) => {
      own(t, 'startAge');
      royalElection(ctx);
      ctx.s.tasks.unshift(...ageOrder(ctx.s));
    }),
    // 4.2 Senat: face-down cards, one seat after another in turn order…
    step('senatePlacement', '4.2', (ctx, t) => askSenateBid(ctx, own(t, 'askSenateBid').seat)),
    // …then Prymas, Podskarbi, Hetman, Kanclerz, each a contest.
    step('senateResolution', '4.2', (ctx, t) => senateContest(ctx, own(t, 'senateContest').office)),
    // 4.3 Sejm: five Law cards dealt, every seat's cards at once, fields I → V, Pacta conventa.
    step('lawsDealt', '4.3.1', (ctx, t) => {
      own(t, 'sejmDeal');
      dealLaws(ctx);
    }),
    step('sejmPlacement', '4.3.2', (ctx, t) => openSealed(ctx, own(t, 'sealed').phase)),
    step('sejmResolution', '4.3.3', (ctx, t) => sejmContest(ctx, own(t, 'sejmContest').field)),
    step('pactaConventa', '4.3.5', (ctx, t) => openWindow(ctx, own(t, 'openWindow').ctx)),
    // 4.4 Konflikty: the layout, the Poselstwo window, every seat's cards at once, fields I → X, cleanup.
    step('conflictLayout', '4.4.1', (ctx, t) => {
      own(t, 'conflictLayout');
      conflictLayout(ctx);
    }),
    step('poselstwo', '4.4.1', (ctx, t) => openWindow(ctx, own(t, 'openWindow').ctx)),
    step('conflictPlacement', '4.4.2', (ctx, t) => openSealed(ctx, own(t, 'sealed').phase)),
    step('conflictResolution', '4.4.3', (ctx, t) => {
      if (t.t === 'conflictsResolveAll') queueConflicts(ctx);
      else conflictContest(ctx, own(t, 'conflictContest').field);
    }),
    step('conflictCleanup', '4.4.4', (ctx, t) => {
      own(t, 'conflictCleanup');
      conflictCleanup(ctx);
    }),
    // 4.5 Bezkrólewie: the King leaves; a Third Partition ends the game here (→ gameOver, 6.1).
    step('kingRemoved', '4.5.1', (ctx, t) => {
      own(t, 'interregnum');
      removeKing(ctx);
    }),
    step('interregnumActions', '4.5.3', (ctx, t) => openWindow(ctx, own(t, 'openWindow').ctx)),
    // After Age 4 → finalScoring; else the new turn order, the cards return, → the next royalElection.
    step('newTurnOrder', '4.5.4', (ctx, t) => {
      if (t.t === 'endAge') endAge(ctx);
      else newTurnOrder(ctx, own(t, 'turnOrder'));
    }),
    step('finalScoring', '6.2', (ctx, t) => {
      own(t, 'scoring');
      scoring(ctx);
    }),
    { id: 'gameOver', rule: '6', run: () => over() },
  ],
});

/** The Age's order of play after the election, as the tasks the game stores (cursor.ts). */
function ageOrder(s: State): Task[] {
  const from = flow.order.indexOf('senatePlacement');
  const to = flow.order.indexOf('newTurnOrder');
  return flow.order.slice(from, to + 1).flatMap((id) => stepTasks(s, id));
}

/**
 * A step that plays one task at a time: the effect queued in front of the order of play if there
 * is one (effectQueue.ts), else its own next task (`play`).
 */
function step(id: StepId, rule: string, play: (ctx: Ctx, task: Task) => void): Step<State, Ctx, StepId> {
  return {
    id,
    rule,
    run(s, ctx) {
      if (s.prompt !== null) return wait();
      const effect = orderStart(s) > 0;
      const task = s.tasks.shift();
      if (!task) throw new Error('magnaci: nothing left to do but the game has not ended');
      if (effect) resolveEffect(ctx, task);
      else play(ctx, task);
      return onward(s, id);
    },
  };
}

/** After one task: wait for the decision it opened, go on with this step, or to the step play stands at. */
function onward(s: State, id: StepId): StepOutcome<StepId> {
  if (s.prompt !== null) return wait();
  const now = flow.at(s);
  if (now === id) return again();
  return now === flow.order[flow.order.indexOf(id) + 1] ? next() : goto(now);
}

/** The task, checked to be of the kind the step plays. */
function own<K extends Task['t']>(task: Task, kind: K): Extract<Task, { t: K }> {
  if (task.t !== kind) throw new Error(`magnaci: a ${task.t} task where the flow expects ${kind}`);
  return task as Extract<Task, { t: K }>;
}
