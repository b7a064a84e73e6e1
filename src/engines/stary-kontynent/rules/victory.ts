/** Step 4 — the victory check (spec §5.17, A45), at the end of every full game turn. */
import { realmCounts } from '../control.js';
import { RULES } from '../data/constants.js';
import { type Events, event, kingdomName } from '../msg.js';
import type { State } from '../state.js';

/** With 5+ provinces controlled, a realm leading all others together by 2 wins; true when over. */
export function victoryCheck(state: State, events: Events): boolean {
  const { total, byLiege } = realmCounts(state);
  events.push(event('victoryCheck', { turn: state.turn, total }));
  if (total >= RULES.victoryMinControlled) {
    for (const [l, mine] of [...byLiege].sort((a, b) => a[0] - b[0])) {
      if (mine - (total - mine) >= RULES.victoryLead) {
        state.winner = l;
        state.endReason = 'emperor';
        state.stage = 'over';
        state.seatTurn = null;
        events.push(event('emperor', { player: kingdomName(state, l), mine, others: total - mine }));
        return true;
      }
    }
  }
  if (state.options.maxTurns > 0 && state.turn >= state.options.maxTurns) {
    const ranked = [...byLiege].sort((a, b) => b[1] - a[1]);
    const best = ranked[0];
    const second = ranked[1];
    state.stage = 'over';
    state.seatTurn = null;
    if (best && (!second || second[1] < best[1])) {
      state.winner = best[0];
      state.endReason = 'maxTurns';
      events.push(event('maxTurnsWinner', { player: kingdomName(state, best[0]), provinces: best[1] }));
    } else {
      state.endReason = 'draw';
      events.push(event('maxTurnsDraw', {}));
    }
    return true;
  }
  return false;
}
