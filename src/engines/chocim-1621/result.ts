/** The game's result (spec section 6): immediate wins, or the negotiation score with tie-breaks. */
import type { GameResult } from '../kit/types.js';
import { msg } from './rules/msgs.js';
import type { State } from './state.js';

export function result(s: State): GameResult | null {
  const o = s.outcome;
  if (!o) return null;
  const scores = [0, 0];
  scores[s.seatOf.PLC] = o.scores.PLC;
  scores[s.seatOf.OTT] = o.scores.OTT;
  if (o.winner === 'draw') {
    return {
      winners: [],
      ranking: [[s.seatOf.PLC, s.seatOf.OTT].sort((a, b) => a - b)],
      scores,
      reason: msg('result.draw', { plc: o.scores.PLC, ott: o.scores.OTT }),
    };
  }
  const loser = o.winner === 'PLC' ? 'OTT' : 'PLC';
  const winner = s.seatOf[o.winner];
  return {
    winners: [winner],
    ranking: [[winner], [s.seatOf[loser]]],
    scores,
    reason: msg(`result.${o.reason}`, {
      side: msg(`side.${o.winner}`),
      plc: o.scores.PLC,
      ott: o.scores.OTT,
      plcClaims: o.claimsWon.PLC,
      ottClaims: o.claimsWon.OTT,
      plcCards: o.cardsAtStart.PLC,
      ottCards: o.cardsAtStart.OTT,
    }),
  };
}
