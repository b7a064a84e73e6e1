/** result() and phase(): the game's state in the Table's terms (who owes a decision: pending.ts). */
import type { GameResult, Msg, Seat } from '../kit/types.js';
import { at } from './board.js';
import { m, seatMsg } from './msgs.js';
import type { State } from './state.js';

export function result(s: State): GameResult | null {
  if (s.phase !== 'ENDED' || !s.outcome) return null;
  const seats = s.players.map((_, seat) => seat);
  if (s.outcome.kind === 'partition') {
    // Third Partition: everybody loses, no Wealth is counted [RULEBOOK].
    return { winners: [], ranking: [seats], reason: m('result.partition') };
  }
  const wealth = s.outcome.wealth;
  const winner = s.outcome.winner ?? at(seats, 0);
  const rest = seats.filter((x) => x !== winner);
  const values = [...new Set(rest.map((x) => at(wealth, x)))].sort((a, b) => b - a);
  const ranking: Seat[][] = [[winner], ...values.map((v) => rest.filter((x) => wealth[x] === v))];
  return {
    winners: [winner],
    ranking,
    scores: [...wealth],
    reason: m('result.wealth', { player: seatMsg(s, winner), n: at(wealth, winner) }),
  };
}

export function phaseMsg(s: State): Msg {
  if (s.phase === 'ENDED') return m('phase.ENDED');
  if (s.phase === 'SETUP') return m('phase.SETUP');
  return m('phase.inAge', { age: m(`age.${s.age}`), phase: m(`phase.${s.phase}`) });
}
