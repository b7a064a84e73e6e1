/** Phase 3 (§4.3, Skutki negatywne): the prison opens, then untaken and failed "!" missions strike. */
import { mission } from '../cards.js';
import { cardMsg } from '../msg.js';
import { type Events, say } from '../resolve.js';
import type { State } from '../state.js';

/** Releases the prison and queues the lose effects of the missions that strike, in display order. */
export function beginNegative(s: State, ev: Events): void {
  say(s, ev, 'event.phase.negative');
  const p = s.prison;
  if (p.morale + p.neutralDice + p.characterDice.length + p.pawns.reduce((a, b) => a + b, 0) > 0) {
    // A released morale marker goes to the reserve, not the pool (ruling A9).
    s.prison = { morale: 0, neutralDice: 0, pawns: Array(s.players).fill(0), characterDice: [] };
    say(s, ev, 'event.prison.released');
  }
  const done = new Set(s.completed.map((c) => c.card));
  for (const d of s.display) {
    const mi = mission(s, d.card);
    const untaken = d.pawn === null;
    const failedExcl = mi.excl && d.pawn !== null && !done.has(d.card);
    if (!untaken && !failedExcl) continue;
    say(s, ev, untaken ? 'event.mission.untaken' : 'event.mission.exclFailed', { mission: cardMsg(d.card) });
    for (const e of mi.loseFx) s.queue.push({ step: e, source: { kind: 'mission', id: d.card } });
  }
}
