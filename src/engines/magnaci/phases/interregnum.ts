/**
 * Interregnum (Bezkrólewie, spec 4.5): the King leaves and the Third Partition is checked (steps
 * 1–2), the last action window (step 3, common.ts), then final scoring after Age 4 or the new turn
 * order and the cards' return (steps 4–6).
 */
import { at, totalEstates } from '../board.js';
import { FAMILY_CARDS } from '../data/family.js';
import { OFFICES } from '../data/senators.js';
import { type Ctx, say } from '../effects.js';
import { kingMsg, listMsg, seatMsg } from '../msgs.js';
import type { Task } from '../state.js';
import { enterPhase } from './common.js';

/** Steps 1–3: the King leaves; three partitioned Provinces end the game (6.1), else the window opens. */
export function removeKing(ctx: Ctx): void {
  const s = ctx.s;
  enterPhase(ctx, 'INTERREGNUM');
  const king = at(s.kings, s.age - 1);
  king.removed = true;
  say(ctx, 'event.kingRemoved', { king: kingMsg(king.id) });
  if (s.partitionPawns.length >= 3) {
    s.outcome = { kind: 'partition' };
    enterPhase(ctx, 'ENDED');
    s.tasks = [];
    say(ctx, 'event.thirdPartition', { n: s.partitionPawns.length });
    return;
  }
  s.tasks.unshift({ t: 'openWindow', ctx: { kind: 'interregnum' } });
}

/** Steps 4–5: final scoring after Age 4, else the new turn order by Estates, ties ordered by the Prymas. */
export function endAge(ctx: Ctx): void {
  const s = ctx.s;
  if (s.age >= 4) {
    s.tasks.unshift({ t: 'scoring' });
    return;
  }
  const counts = s.players.map((_, seat) => totalEstates(s, seat));
  const distinct = [...new Set(counts)].sort((x, y) => y - x);
  const groups = distinct.map((c) => s.turnOrder.filter((seat) => counts[seat] === c));
  s.tasks.unshift({ t: 'turnOrder', decided: [], groups });
}

/** Step 5 group by group (the Prymas orders a tied group one pick at a time), then step 6 and the next Age. */
export function newTurnOrder(ctx: Ctx, shared: Extract<Task, { t: 'turnOrder' }>): void {
  const s = ctx.s;
  // Tasks are shared between states: work on a copy.
  const task = { t: shared.t, decided: [...shared.decided], groups: shared.groups.map((g) => [...g]) };
  while (task.groups.length > 0) {
    const g = at(task.groups, 0);
    if (g.length <= 1) {
      task.decided.push(...g);
      task.groups.shift();
      continue;
    }
    const chooser = s.senators.PRYMAS.holder;
    if (chooser === null) {
      task.decided.push(...g);
      task.groups.shift();
      continue;
    }
    s.tasks.unshift(task);
    s.prompt = { p: 'pick', seat: chooser, purpose: 'order', candidates: [...g] };
    return;
  }
  s.turnOrder = task.decided;
  say(ctx, 'event.turnOrder', { order: listMsg(s.turnOrder.map((seat) => seatMsg(s, seat))) });
  // The cards come back: all 13 Family cards, all Senators to the Senate; Law cards stay.
  for (const p of s.players) {
    p.hand = [...FAMILY_CARDS];
    p.setAside = [];
  }
  for (const o of OFFICES) s.senators[o] = { holder: null, used: false };
  s.bids = {};
  s.revealed = [];
  s.contests = [];
  s.sejmFields = [];
  s.age += 1;
  s.tasks.unshift({ t: 'startAge' });
}
