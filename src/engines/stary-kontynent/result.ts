/** The end of the game (spec §5.17, A45): the Emperor, or the turn limit's leader, or a draw. */
import type { GameResult, Seat } from '../kit/types.js';
import { liege, realmCounts } from './control.js';
import { kingdomName, msg } from './msg.js';
import type { State } from './state.js';

/** Scores: a liege counts his realm's provinces, a vassal his own (vassals never win, A45). */
export function scores(state: State): number[] {
  const { byLiege, bySeat } = realmCounts(state);
  return state.kingdoms.map((k) =>
    liege(state, k.seat) === k.seat ? (byLiege.get(k.seat) ?? 0) : (bySeat.get(k.seat) ?? 0),
  );
}

export function result(state: State): GameResult | null {
  if (state.stage !== 'over') return null;
  const score = scores(state);
  const winners: Seat[] = state.winner === null ? [] : [state.winner];
  // Ranking: the winner, then lieges by realm size, then vassals by their own provinces.
  const rest = state.kingdoms.map((k) => k.seat).filter((s) => !winners.includes(s));
  const key = (s: Seat): string => `${liege(state, s) === s ? 0 : 1}|${String(100 - (score[s] ?? 0)).padStart(3, '0')}`;
  const groups = new Map<string, Seat[]>();
  for (const s of rest.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a - b)))
    groups.set(key(s), [...(groups.get(key(s)) ?? []), s]);
  const ranking: Seat[][] = [...(winners.length > 0 ? [winners] : []), ...groups.values()];
  const reason =
    state.endReason === 'emperor' && state.winner !== null
      ? msg('result.emperor', { player: kingdomName(state, state.winner) })
      : state.endReason === 'maxTurns' && state.winner !== null
        ? msg('result.maxTurns', { player: kingdomName(state, state.winner), turn: state.turn })
        : msg('result.draw', { turn: state.turn });
  return { winners, ranking, scores: score, reason };
}
