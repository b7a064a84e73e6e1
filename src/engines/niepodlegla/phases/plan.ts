/**
 * Phase 1 (§4.1, Przydzielanie pionków i kości; at the final §6.3): the group places every seat's
 * pawns, then splits the neutral dice, one seat at a time, each a group decision through the queue.
 * The default plan and the legal splits are in ../plan.ts.
 */
import type { Events } from '../resolve.js';
import { say } from '../resolve.js';
import type { State } from '../state.js';

/** Opens phase 1: the revealed threats and last round's split are cleared, each seat's steps queued. */
export function beginPlan(s: State, ev: Events): void {
  s.revealed = [];
  s.alloc = Array(s.players).fill(null);
  say(s, ev, s.final ? 'event.phase.finalPlan' : 'event.phase.plan', { round: s.round });
  for (let seat = 0; seat < s.players; seat++)
    s.queue.push({ step: { k: 'planPawns', seat }, source: { kind: 'plan', id: String(seat) } });
  for (let seat = 0; seat < s.players; seat++)
    s.queue.push({ step: { k: 'planDice', seat }, source: { kind: 'plan', id: String(seat) } });
}
