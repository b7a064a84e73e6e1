/** Who owes a decision now: the secret stages (tokens, bids) and the seat acting in a public one. */
import type { Decision, Seat } from '../kit/types.js';
import { cycleActor } from './phases/cycle.js';
import type { State } from './state.js';
import { msg, turnOrder } from './util.js';

/** The seat that acts now in a public, one-at-a-time stage. */
export function actorOf(state: State): Seat | null {
  const st = state.stage;
  switch (st.kind) {
    case 'setupEstates':
      return st.order[st.index] ?? null;
    case 'shortage':
      return st.queue[0] ?? null;
    case 'estates':
    case 'armies':
    case 'campaigns':
    case 'relief':
      return cycleActor(state, st);
    case 'special':
      return turnOrder(state)[st.pos] ?? null;
    default:
      return null;
  }
}

export function pending(state: State): Decision[] {
  const st = state.stage;
  if (st.kind === 'clientele')
    return st.confirmed.flatMap((c, seat) =>
      c ? [] : [{ seat, kind: 'secret' as const, prompt: msg('prompt.tokens') }],
    );
  if (st.kind === 'bid')
    return st.contenders
      .filter((s) => st.bids[s] === null)
      .map((seat) => ({ seat, kind: 'secret' as const, prompt: msg('prompt.bid', { round: st.round }) }));
  const actor = actorOf(state);
  if (actor === null) return [];
  return [{ seat: actor, kind: 'turn', prompt: msg(`prompt.${st.kind}`) }];
}
