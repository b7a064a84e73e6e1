/**
 * defaultAction (§9.2–9.3): the least harmful legal choice for a missed deadline.
 * Group decision: agree with the proposal on the table, else propose the default option;
 * the D opt-in defaults to "no" (A44). Phase 2: declare done (no morale spent on anyone's
 * behalf), except in the border defence, where the stall breaker of ruling A46 rerolls.
 */
import { RuleError } from '../kit/ruleError.js';
import type { Seat } from '../kit/types.js';
import { nextState } from '../kit/update.js';
import type { Action } from './actions.js';
import { bestFinal } from './completion.js';
import { doneAllowed, fightActions } from './legal.js';
import type { State } from './state.js';

export function defaultAction(s: State, seat: Seat): Action {
  const c = s.choice;
  if (c) {
    const canPropose = !c.proposers.includes(seat);
    if (c.item.step.k === 'dCount' && canPropose && c.proposal?.option !== 'count:0')
      return { type: 'propose', option: 'count:0' };
    if (c.proposal && !c.proposal.agreed.includes(seat)) return { type: 'agree' };
    if (canPropose) return { type: 'propose', option: c.defaultOption };
    throw new RuleError('niepodlegla.error.nothingOwed');
  }
  const legal = fightActions(s, seat);
  if (legal.length === 0) throw new RuleError('niepodlegla.error.nothingOwed');
  if (doneAllowed(s, seat)) return { type: 'done' };
  if (s.final) {
    const reroll = stallBreaker(s, seat);
    if (reroll) return reroll;
  }
  const first = legal.find((a) => a.action.type !== 'pass' && a.action.type !== 'lend') ?? legal[0];
  if (!first) throw new RuleError('niepodlegla.error.nothingOwed');
  return first.action;
}

/**
 * What a missed deadline settles for the current group decision, as the Table plays it: every
 * seat that still owes applies its `defaultAction`. So a proposal on the table is agreed to and
 * stands; with none, the first owing seat proposes the default option and the rest agree. The
 * D opt-in is the exception (A44): the first owing seat that has not proposed yet says "no",
 * which settles it at once. A missed deadline is played by the `normal` bot (table/botMove.ts),
 * which proposes `unproposed` (bot.ts `botProposal`) where nobody has proposed yet.
 */
export function deadlineOption(s: State, unproposed?: string | null): string | null {
  const c = s.choice;
  if (!c) return null;
  const owing = [...Array(s.players).keys()].filter((seat) => !c.proposal?.agreed.includes(seat));
  if (c.item.step.k === 'dCount' && owing.some((seat) => !c.proposers.includes(seat))) return 'count:0';
  return c.proposal ? c.proposal.option : (unproposed ?? c.defaultOption);
}

/** A46: reroll the dice the best allocation does not need; if it needs all, the one with fewest symbols. */
function stallBreaker(s: State, seat: Seat): Action | null {
  const mine = s.dice.filter((d) => d.holder === seat);
  if (mine.length === 0) return null;
  const target = bestFinal(s).points;
  let probe = nextState(s);
  const unused: string[] = [];
  for (const d of mine) {
    const without = nextState(probe);
    without.dice = without.dice.filter((x) => x.id !== d.id);
    if (bestFinal(without).points >= target) {
      unused.push(d.id);
      probe = without;
    }
  }
  if (unused.length > 0) return { type: 'reroll', dice: unused };
  const fewest = [...mine].sort((a, b) => a.face.length - b.face.length)[0];
  return fewest ? { type: 'reroll', dice: [fewest.id] } : null;
}
