/**
 * Boże Igrzysko's bot: sealed choices of the other houses (influence-token drafts, Hetman bids,
 * plans to pass) are drawn again, and positions are judged by prestige with the estates' final
 * value counted now (section 10), money and cubes as small change.
 */
import type { BotGame } from '../kit/bot.js';
import type { Rng } from '../kit/rng.js';
import type { Seat } from '../kit/types.js';
import { nextState } from '../kit/update.js';
import type { Action } from './actions.js';
import { ESTATE_TRACKS, PROVINCES } from './data/board.js';
import { defaultTokens } from './phases/clientele.js';
import type { State, TokenSlot } from './state.js';

/** Another house's sealed draft: a confirmed one is replaced by a plausible one, an open one emptied. */
function redrawDraft(state: State, seat: Seat, confirmed: boolean, rng: Rng): Partial<Record<TokenSlot, number>> {
  if (!confirmed) return {};
  const d = defaultTokens(state, seat);
  // Shuffle the province tokens: which province another house favours is exactly what is hidden.
  const provs = [...PROVINCES];
  const values = provs.map((p) => d[p]);
  for (let i = values.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [values[i], values[j]] = [values[j] as number, values[i] as number];
  }
  const out: Partial<Record<TokenSlot, number>> = { COURT: d.COURT };
  provs.forEach((p, i) => {
    out[p] = values[i] ?? 0;
  });
  return out;
}

export function determinize(real: State, seat: Seat, rng: Rng): State {
  const state = nextState(real);
  const st = state.stage;
  switch (st.kind) {
    case 'clientele':
      st.drafts = st.drafts.map((d, s) => (s === seat ? d : redrawDraft(state, s, st.confirmed[s] === true, rng)));
      break;
    case 'bid':
      // A sealed bid in, of another house: a guess within its purse (the purse is public).
      st.bids = st.bids.map((b, s) =>
        s === seat || b === null ? b : rng.int(Math.min(3, state.players[s]?.money ?? 0) + 1),
      );
      break;
    case 'estates':
    case 'special':
    case 'armies':
    case 'campaigns':
    case 'relief':
      // Another house's "…and pass" is private until it takes effect.
      st.planned = st.planned.map((p, s) => (s === seat ? p : false));
      break;
    default:
      break;
  }
  return state;
}

/** Prestige as it would stand if the game ended now. */
function standing(state: State, seat: Seat): number {
  const pl = state.players[seat];
  if (!pl) return 0;
  let pp = pl.pp;
  let cubes = 0;
  for (const p of PROVINCES) {
    const ps = state.provinces[p];
    ps.estates.forEach((e, i) => {
      if (e.owner !== seat) return;
      const v = ESTATE_TRACKS[p].v[i] ?? 0;
      pp += e.city ? 3 * v : v;
    });
    cubes += ps.cubes[seat] ?? 0;
  }
  if (state.final) return pl.pp; // final scoring already counted the estates
  return pp + 0.25 * pl.money + 0.1 * cubes;
}

export function evaluate(state: State, seat: Seat): number {
  const mine = standing(state, seat);
  let best = Number.NEGATIVE_INFINITY;
  for (let s = 0; s < state.players.length; s++) if (s !== seat) best = Math.max(best, standing(state, s));
  return mine - best;
}

const RETRACTIONS = ['recruitCancel', 'tokensReset'];

export const bozeIgrzyskoBot: BotGame<State, Action> = {
  determinize,
  evaluate,
  retractions: RETRACTIONS,
  budget: { samples: 2, horizon: 40, candidates: 10 },
};
