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
import { bestFinal, requiredMet } from './completion.js';
import { MEETING_SUM } from './data/tracks.js';
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
  if (state.final) {
    // The final round: the required missions covered, then points, with morale to reroll.
    const met = requiredMet(state) ? 40 : 0;
    return 100 + met + 2 * bestFinal(state).points + 3 * state.morale.pool;
  }
  let map = 0;
  for (const c of Object.values(state.cities)) map += c.ind - obstacleCount(c);
  // 11 November is lost below the meeting sum (§6.1): each step towards it counts most.
  const separation = state.accord + state.foreign;
  const towards = 6 * Math.min(separation, MEETING_SUM) + Math.max(0, separation - MEETING_SUM);
  return towards + 2 * state.morale.pool + map + 2 * state.completed.length;
}

export const niepodleglaBot: BotGame<State, Action> = {
  determinize,
  evaluate,
  margin: 3,
  budget: { samples: 3, horizon: 40, candidates: 8 },
};
