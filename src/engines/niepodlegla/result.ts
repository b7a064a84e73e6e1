/** result(): cooperative — everyone wins or everyone loses; the team score converts to a rank (§6.4). */
import type { GameResult, Msg, MsgParam } from '../kit/types.js';
import { RANKS } from './data/finals.js';
import { m } from './msg.js';
import type { State } from './state.js';

export function rankMsg(score: number): Msg {
  const r = RANKS.find((x) => score >= x.min);
  return m(r ? `rank.${r.key}` : 'rank.tryAgain');
}

export function result(s: State): GameResult | null {
  const o = s.outcome;
  if (!o) return null;
  const seats = [...Array(s.players).keys()];
  const params: Record<string, MsgParam> = o.score === null ? {} : { score: o.score, rank: rankMsg(o.score) };
  return {
    winners: o.win ? seats : [],
    ranking: [seats],
    ...(o.score === null ? {} : { scores: seats.map(() => o.score ?? 0) }),
    reason: m(`result.${o.reason}`, params),
  };
}
