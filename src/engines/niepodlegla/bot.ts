/**
 * Niepodległa's bot: nothing is private between the players, only the order of the mission
 * stack (deck by deck: the back of the top card shows its deck) and of the threat decks; those
 * are shuffled again. Positions are judged from the team's side: morale, the separation track,
 * independence on the map against obstacles, and completed missions.
 */
import type { BotGame } from '../kit/bot.js';
import type { Rng } from '../kit/rng.js';
import type { Seat } from '../kit/types.js';
import type { Action } from './actions.js';
import { obstacleCount } from './board.js';
import { mission } from './cards.js';
import { cloneState } from './clone.js';
import type { State } from './state.js';

function reshuffle(cards: string[], rng: Rng): string[] {
  const out = [...cards].sort();
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [out[i], out[j]] = [out[j] as string, out[i] as string];
  }
  return out;
}

/** The stack keeps its decks in order (1, 2, 3); the cards within each deck are reshuffled. */
function reshuffleStack(state: State, rng: Rng): string[] {
  const runs: string[][] = [];
  let deck: string | null = null;
  for (const id of state.stack) {
    const d = mission(state, id).deck;
    if (d !== deck || runs.length === 0) {
      runs.push([]);
      deck = d;
    }
    runs[runs.length - 1]?.push(id);
  }
  return runs.flatMap((run) => reshuffle(run, rng));
}

export function determinize(real: State, _seat: Seat, rng: Rng): State {
  const state = cloneState(real);
  state.stack = reshuffleStack(state, rng);
  state.threats = { early: reshuffle(state.threats.early, rng), late: reshuffle(state.threats.late, rng) };
  return state;
}

export function evaluate(state: State, _seat: Seat): number {
  let map = 0;
  for (const c of Object.values(state.cities)) map += c.ind - obstacleCount(c);
  const separation = state.accord + state.foreign;
  return 3 * state.morale.pool + 2 * separation + map + 2 * state.completed.length;
}

export const niepodleglaBot: BotGame<State, Action> = {
  determinize,
  evaluate,
  budget: { samples: 2, horizon: 25, candidates: 6 },
};
