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
import { SeededRng } from '../kit/rng.js';
import type { LabelledAction, Seat } from '../kit/types.js';
import { nextState } from '../kit/update.js';
import type { Action } from './actions.js';
import { applyAction } from './apply.js';
import { chooseTurn, turnChoice } from './choice.js';
import { hexControllers, liege } from './control.js';
import { defaultAction } from './defaults.js';
import { withGeometry } from './geometry.js';
import { currentDecision } from './pending.js';
import { scores } from './result.js';
import { FIXED_AFTER_SETUP, type State } from './state.js';

export function determinize(real: State, _seat: Seat, _rng: Rng): State {
  return nextState(real, FIXED_AFTER_SETUP);
}

function means(state: State, seat: Seat): number {
  let armies = 0;
  for (const a of state.armies) if (a.owner === seat) armies += a.strength;
  const k = state.kingdoms[seat];
  return 0.15 * armies + 0.1 * (k?.garrison ?? 0) + 0.02 * (k?.crusadePoints ?? 0);
}

/** Worth of holding 0, 1 or 2 hexes of a province not yet controlled (3 control it). */
const HOLD = [0, 0.25, 0.7];

/** Ground gained toward provinces not yet controlled: held hexes, more for a second one. */
function footholds(state: State): number[] {
  const province = new Map<string, number>();
  for (const h of state.map.hexes) province.set(h.id, h.province);
  const held = new Map<number, number>();
  for (const [hex, owner] of hexControllers(state)) {
    const key = (province.get(hex) ?? 0) * 8 + owner;
    held.set(key, (held.get(key) ?? 0) + 1);
  }
  const out = state.kingdoms.map(() => 0);
  for (const [key, n] of held) {
    const owner = key % 8;
    out[owner] = (out[owner] ?? 0) + (HOLD[n] ?? 0);
  }
  return out;
}

export function evaluate(state: State, seat: Seat): number {
  const score = scores(state);
  const ground = footholds(state);
  // A dethroned kingdom never wins (A45): being a vassal is nearly as bad as losing.
  const value = (s: Seat): number =>
    2 * (score[s] ?? 0) + means(state, s) + (ground[s] ?? 0) - (liege(state, s) === s ? 0 : 6);
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

/**
 * Candidates best guesses first: every listed move judged by the position right after it (one
 * ply, no playout), so the search's front half holds the moves that take or keep ground — among
 * the many reorganisations listed, a sample alone often missed the one march that holds a
 * province at the turn limit. Moves that roll dice (assaults) are judged on one fixed roll.
 */
function candidates(state: State, seat: Seat, legal: LabelledAction<Action>[]): LabelledAction<Action>[] {
  const scored = legal.map((a) => {
    try {
      const next = applyAction(
        withGeometry(nextState(state, FIXED_AFTER_SETUP)),
        seat,
        a.action,
        SeededRng.fromSeed('ply'),
      );
      return { a, v: evaluate(next.state, seat) };
    } catch {
      return { a, v: Number.NEGATIVE_INFINITY };
    }
  });
  return scored.sort((x, y) => y.v - x.v).map((x) => x.a);
}

export const staryKontynentBot: BotGame<State, Action> = {
  determinize,
  evaluate,
  playout,
  candidates,
  budget: { samples: 4, horizon: 12, candidates: 12 },
};
