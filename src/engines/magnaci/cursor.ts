/**
 * Where a game keeps the cursor of its order of play (flow.ts), in the shape games have always
 * been stored in: the state's task list is [effects being resolved…, the rest of the Age's order
 * of play…], one task for each step still to come (one per seat, office or field where a step
 * goes round them). The Royal Election writes the Age's order of play there from the flow; the
 * cursor is read back off it, so stored games load and replay as they always did.
 */
import type { Seat } from '../kit/types.js';
import { OFFICES } from './data/senators.js';
import type { State, Task } from './state.js';

/** The steps of the order of play (flow.ts declares them, in the rulebook's order). */
export type StepId =
  | 'initialEstates'
  | 'royalElection'
  | 'senatePlacement'
  | 'senateResolution'
  | 'lawsDealt'
  | 'sejmPlacement'
  | 'sejmResolution'
  | 'pactaConventa'
  | 'conflictLayout'
  | 'poselstwo'
  | 'conflictPlacement'
  | 'conflictResolution'
  | 'conflictCleanup'
  | 'kingRemoved'
  | 'interregnumActions'
  | 'newTurnOrder'
  | 'finalScoring'
  | 'gameOver';

/** The tasks a step is written as in the Age's order of play (the Royal Election writes them all). */
export function stepTasks(s: State, id: StepId): Task[] {
  switch (id) {
    case 'senatePlacement':
      return s.turnOrder.map((seat): Task => ({ t: 'askSenateBid', seat }));
    case 'senateResolution':
      return OFFICES.map((office): Task => ({ t: 'senateContest', office }));
    case 'lawsDealt':
      return [{ t: 'sejmDeal' }];
    case 'sejmPlacement':
      return [{ t: 'sealed', phase: 'sejm' }];
    case 'sejmResolution':
      return [0, 1, 2, 3, 4].map((field): Task => ({ t: 'sejmContest', field }));
    case 'pactaConventa':
      return [{ t: 'openWindow', ctx: { kind: 'pacta' } }];
    case 'conflictLayout':
      return [{ t: 'conflictLayout' }];
    case 'poselstwo':
      return [{ t: 'openWindow', ctx: { kind: 'poselstwo' } }];
    case 'conflictPlacement':
      return [{ t: 'sealed', phase: 'conflict' }];
    case 'conflictResolution':
      return [{ t: 'conflictsResolveAll' }];
    case 'conflictCleanup':
      return [{ t: 'conflictCleanup' }];
    case 'kingRemoved':
      return [{ t: 'interregnum' }];
    case 'newTurnOrder':
      return [{ t: 'endAge' }];
    // Written when their time comes: the initial Estates at setup, the Interregnum window by the
    // King's removal (none on a Third Partition), the next election or the scoring by the new turn order.
    case 'initialEstates':
    case 'royalElection':
    case 'interregnumActions':
    case 'finalScoring':
    case 'gameOver':
      return [];
    default: {
      const never: never = id;
      throw new Error(`magnaci: unknown step ${never}`);
    }
  }
}

/** The step a task of the order of play stands for; null for an effect resolved in front of them. */
export function stepOfTask(task: Task): StepId | null {
  switch (task.t) {
    case 'askInitial':
      return 'initialEstates';
    case 'startAge':
      return 'royalElection';
    case 'askSenateBid':
      return 'senatePlacement';
    case 'senateContest':
      return 'senateResolution';
    case 'sejmDeal':
      return 'lawsDealt';
    case 'sealed':
      return task.phase === 'sejm' ? 'sejmPlacement' : 'conflictPlacement';
    case 'sejmContest':
      return 'sejmResolution';
    case 'openWindow':
      if (task.ctx.kind === 'pacta') return 'pactaConventa';
      if (task.ctx.kind === 'poselstwo') return 'poselstwo';
      if (task.ctx.kind === 'interregnum') return 'interregnumActions';
      return null; // a contest's window
    case 'conflictLayout':
      return 'conflictLayout';
    case 'conflictsResolveAll':
    case 'conflictContest':
      return 'conflictResolution';
    case 'conflictCleanup':
      return 'conflictCleanup';
    case 'interregnum':
      return 'kingRemoved';
    case 'endAge':
    case 'turnOrder':
      return 'newTurnOrder';
    case 'scoring':
      return 'finalScoring';
    default:
      return null;
  }
}

/**
 * Where the order of play starts in the task list: after the effects in front of it. Effects are
 * always queued in front, so the order of play is the longest tail of step tasks. (A new Conflict
 * drawn after Poselstwo looks like the layout step but is followed by the window's next turn.)
 */
export function orderStart(s: State): number {
  let i = s.tasks.length;
  while (i > 0 && stepOfTask(s.tasks[i - 1] as Task) !== null) i--;
  return i;
}

/** Whether an earlier task of the same step has been played already (the step is under way). */
function underWay(s: State, task: Task): boolean {
  const afterFirst = (seat: Seat) => seat !== s.turnOrder[0];
  switch (task.t) {
    case 'askInitial':
    case 'askSenateBid':
      return afterFirst(task.seat);
    case 'senateContest':
      return task.office !== OFFICES[0];
    case 'sejmContest':
      return task.field !== 0;
    case 'conflictContest':
    case 'turnOrder':
      return true;
    case 'conflictCleanup':
      // Queued again while the Prymas chooses which of two equal Conflicts goes.
      return s.prompt?.p === 'discardConflict';
    default:
      return false;
  }
}

/**
 * The step being played: the one the next task of the order of play stands for, or the step
 * before it when that task is the first of its step and something is still being resolved or
 * asked (the effects or the decision belong to the step before).
 */
export function readCursor(s: State, order: readonly StepId[]): StepId {
  if (s.phase === 'ENDED') return 'gameOver';
  const start = orderStart(s);
  const task = s.tasks[start];
  if (!task) return 'finalScoring'; // only the final tie-break is left (6.3)
  const id = stepOfTask(task) as StepId;
  const busy = start > 0 || s.prompt !== null;
  if (!busy || underWay(s, task)) return id;
  // Before the election of Age 2–4 came the new turn order; before Age 1's, the initial Estates.
  if (id === 'royalElection' && s.age > 1) return 'newTurnOrder';
  return order[order.indexOf(id) - 1] ?? id;
}
