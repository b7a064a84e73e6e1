/**
 * The actions phase's turns (spec 4.2, faza działań): who plays next, and a committed play
 * resolved part by part. What a play may deploy is deploy.ts; its plans' combats are combat.ts.
 */
import type { Rng } from '../../kit/rng.js';
import type { GameEvent } from '../../kit/types.js';
import { other } from '../data/units.js';
import type { State } from '../state.js';
import { nextPlan } from './combat.js';
import { canAct } from './deploy.js';
import { settleOccupation } from './occupation.js';

/**
 * The next turn: false once neither side can act (both used everything or passed). A side that
 * cannot act leaves the turn to the other, which then plays several in a row.
 */
export function nextTurn(s: State): boolean {
  if (!canAct(s, 'PLC') && !canAct(s, 'OTT')) return false;
  if (!canAct(s, s.active)) s.active = other(s.active);
  s.step = { kind: 'turn' };
  return true;
}

/**
 * Resolves the next part of the committed play (5.1–5.6): one field walked into, or one plan.
 * False once nothing of it is left: the play is over and the turn passes to the other side.
 */
export function playOn(s: State, events: GameEvent[], rng: Rng): boolean {
  const play = s.play;
  // Walking into an abandoned field may leave more units on its control than the limit:
  // the only move that can overfill a control, settled once per field before the play's plans.
  const walkIn = play?.walkIns.shift();
  if (walkIn) {
    settleOccupation(s, walkIn, 'walkIn', events);
    return true;
  }
  if (!play || play.slots.length === 0) {
    s.play = null;
    s.active = other(play?.side ?? s.active);
    return false;
  }
  nextPlan(s, play, events, rng);
  return true;
}
