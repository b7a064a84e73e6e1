/**
 * The effects a step queues in front of the order of play and resolves one by one before going on
 * (spec 4.0.2 "effects apply immediately"): a contest's window and settlement, awards and
 * penalties, Estates gained and lost, a card play and the VETO that may cancel it. Each may stop
 * to ask a decision (a prompt); the step under the cursor resolves the next one when it runs again.
 */
import type { Seat } from '../kit/types.js';
import { at, estatesIn } from './board.js';
import { awardTask, lowestTask, penaltyTask, settle } from './contests.js';
import type { AreaId } from './data/geography.js';
import { addEstates, type Ctx, discardLaw, entailOptions, gain, removeEstate, say } from './effects.js';
import { seatMsg } from './msgs.js';
import { openWindow, windowStep } from './phases/common.js';
import { conflictLayout } from './phases/conflicts.js';
import { resolvePlay } from './plays.js';
import type { Task } from './state.js';

export function resolveEffect(ctx: Ctx, task: Task): void {
  const s = ctx.s;
  switch (task.t) {
    case 'openWindow':
      openWindow(ctx, task.ctx);
      return;
    case 'windowStep':
      windowStep(ctx);
      return;
    case 'settle':
      settle(ctx, task.ctx);
      return;
    case 'award':
      awardTask(ctx, task.ctx, task.seat);
      return;
    case 'penalty':
      penaltyTask(ctx, task.field, task.seat);
      return;
    case 'lowest':
      lowestTask(ctx, task.field, task.candidates);
      return;
    case 'gain':
      gain(ctx, task.seat, task.count);
      return;
    case 'gainAt':
      addEstates(ctx, task.seat, task.area, task.count);
      return;
    case 'lose':
      lose(ctx, task.seat, task.area, task.entail);
      return;
    case 'lawLoss':
      lawLoss(ctx, task.seat);
      return;
    case 'veto':
      vetoCheck(ctx, task.seat, task);
      return;
    case 'resolvePlay':
      resolvePlay(ctx, task.seat, task.play);
      return;
    case 'entailResolve': {
      const from = estatesIn(s, task.from, task.seat) > 0 ? task.from : task.area;
      removeEstate(ctx, task.seat, from);
      return;
    }
    case 'conflictLayout':
      // Poselstwo removed a Conflict: a new one is drawn at once (4.4.1).
      conflictLayout(ctx);
      return;
    default:
      throw new Error(`magnaci: ${task.t} is a step of the order of play, not an effect`);
  }
}

/** One Estate about to be lost; the Ordynacja holder may redirect it (Ambiguity 20). */
function lose(ctx: Ctx, seat: Seat, area: AreaId, entail: boolean): void {
  const s = ctx.s;
  if (estatesIn(s, area, seat) <= 0) return;
  if (entail && entailOptions(s, seat, area).length > 0) {
    s.prompt = { p: 'entail', seat, area };
    return;
  }
  removeEstate(ctx, seat, area);
}

function lawLoss(ctx: Ctx, seat: Seat): void {
  const s = ctx.s;
  const laws = s.players[seat]?.laws ?? [];
  if (laws.length === 0) {
    say(ctx, 'event.noLawToLose', { player: seatMsg(s, seat) });
    return;
  }
  if (laws.length === 1) {
    discardLaw(ctx, seat, at(laws, 0));
    return;
  }
  s.prompt = { p: 'discardLaw', seat };
}

/** VETO: the holder (not the actor) may cancel the action just announced (Ambiguity 21). */
function vetoCheck(ctx: Ctx, actor: Seat, task: Extract<Task, { t: 'veto' }>): void {
  const s = ctx.s;
  const holder = s.players.findIndex((p, seat) => seat !== actor && p.laws.includes('VETO'));
  if (holder < 0) return;
  s.prompt = { p: 'veto', seat: holder, actor, play: task.play };
}
