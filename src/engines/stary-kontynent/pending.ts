/** Who owes a decision now (spec §8.2–8.3). Only one seat at a time: nothing here is secret. */
import type { Decision, Seat } from '../kit/types.js';
import { authority, liege } from './control.js';
import { kingdomName, msg } from './msg.js';
import type { State } from './state.js';

export type Owed = 'capital' | 'overflow' | 'ship' | 'confirm' | 'retreat' | 'continue' | 'occupant' | 'turn';

export interface CurrentDecision {
  seat: Seat;
  owed: Owed;
  /** The kingdom on whose behalf the decision is taken (a vassal's orders come from his liege, A42). */
  onBehalfOf: Seat;
}

export function currentDecision(state: State): CurrentDecision | null {
  if (state.stage === 'over') return null;
  const overflow = state.overflow[0];
  if (overflow) return { seat: authority(state, overflow.owner), owed: 'overflow', onBehalfOf: overflow.owner };
  if (state.stage === 'capitals') {
    const p = state.capitalPlacement;
    return p ? { seat: p.seat, owed: 'capital', onBehalfOf: p.seat } : null;
  }
  if (state.stage === 'crusaders') {
    const king = state.crusade.king;
    return king !== null && state.ship ? { seat: authority(state, king), owed: 'ship', onBehalfOf: king } : null;
  }
  const a = state.assault;
  if (a) {
    switch (a.stage) {
      case 'confirm':
        return { seat: liege(state, a.actor), owed: 'confirm', onBehalfOf: a.actor };
      case 'retreat':
        return { seat: authority(state, a.defender), owed: 'retreat', onBehalfOf: a.defender };
      case 'continue':
        return { seat: authority(state, a.actor), owed: 'continue', onBehalfOf: a.actor };
      case 'occupant':
        return { seat: liege(state, a.actor), owed: 'occupant', onBehalfOf: a.actor };
    }
  }
  const st = state.seatTurn;
  return st ? { seat: authority(state, st.seat), owed: 'turn', onBehalfOf: st.seat } : null;
}

export function pending(state: State): Decision[] {
  const d = currentDecision(state);
  if (!d) return [];
  const params = { player: kingdomName(state, d.onBehalfOf) };
  return [{ seat: d.seat, kind: 'turn', prompt: msg(`prompt.${d.owed}`, params) }];
}
