/**
 * Stary Kontynent's bot: everything in this game is public (spec §8.1), so the state searched
 * is the seat's view of it, copied; only future dice are unknown, and the playouts roll them.
 * Positions are judged by the score the end would count (a liege's realm, a vassal's own
 * provinces) against the best rival, with armies, the capital's garrison and crusade points as
 * the means to more.
 */
import type { BotGame } from '../kit/bot.js';
import { randomDraft } from '../kit/choice.js';
import type { Rng } from '../kit/rng.js';
import type { LabelledAction, Seat } from '../kit/types.js';
import type { Action } from './actions.js';
import { chooseTurn, turnChoice } from './choice.js';
import { copyState } from './copy.js';
import { defaultAction } from './defaults.js';
import { currentDecision } from './pending.js';
import { scores } from './result.js';
import type { State } from './state.js';

export function determinize(real: State, _seat: Seat, _rng: Rng): State {
  return copyState(real);
}

function means(state: State, seat: Seat): number {
  let armies = 0;
  for (const a of state.armies) if (a.owner === seat) armies += a.strength;
  const k = state.kingdoms[seat];
  return 0.15 * armies + 0.1 * (k?.garrison ?? 0) + 0.02 * (k?.crusadePoints ?? 0);
}

export function evaluate(state: State, seat: Seat): number {
  const score = scores(state);
  const value = (s: Seat): number => 2 * (score[s] ?? 0) + means(state, s);
  let best = Number.NEGATIVE_INFINITY;
  for (let s = 0; s < state.kingdoms.length; s++) if (s !== seat) best = Math.max(best, value(s));
  return value(seat) - best;
}

/**
 * Playouts: a kingdom on its turn keeps acting (levy, march, move, attack) rather than ending
 * the turn at once as the default does, half the time with a move drawn from the turn's
 * description (choice.ts) — any army set for an assault, any new dice — and half the time from
 * the listed moves; prompts inside an assault take the default.
 */
function playout(state: State, seat: Seat, legal: LabelledAction<Action>[], rng: Rng): Action {
  if (currentDecision(state)?.owed !== 'turn') return defaultAction(state, seat);
  const acting = legal.filter((a) => a.action.type !== 'endTurn' && a.free !== true);
  if (acting.length === 0 || rng.int(10) < 3) return defaultAction(state, seat);
  if (rng.int(2) === 0) {
    const draft = randomDraft(
      (d) => turnChoice(state, seat, d),
      (n) => rng.int(n),
    );
    if (draft && draft.do !== 'e') return chooseTurn(state, seat, draft);
  }
  return (acting[rng.int(acting.length)] as LabelledAction<Action>).action;
}

export const staryKontynentBot: BotGame<State, Action> = {
  determinize,
  evaluate,
  playout,
  budget: { samples: 3, horizon: 12, candidates: 8 },
};
