/** The default for a missed deadline (spec §8.3–8.4): the least harmful legal choice. */
import type { Seat } from '../kit/types.js';
import type { Action } from './actions.js';
import { ownArmiesOn } from './control.js';
import { RULES } from './data/constants.js';
import { legalActions } from './legal.js';
import { currentDecision } from './pending.js';
import { defaultCapitalCell } from './rules/capitals.js';
import { overflowChoices } from './rules/overflow.js';
import { landingHexes } from './rules/upkeep.js';
import type { State } from './state.js';

export function defaultAction(state: State, seat: Seat): Action {
  const d = currentDecision(state);
  if (d && d.seat === seat) {
    switch (d.owed) {
      case 'capital': {
        const c = defaultCapitalCell(state);
        if (c) return { type: 'capital', q: c.q, r: c.r };
        break;
      }
      case 'overflow': {
        const head = state.overflow[0];
        if (head) {
          const best = overflowChoices(ownArmiesOn(state, head.hex, head.owner).map((a) => a.strength))[0];
          if (best) return { type: 'overflow', hex: head.hex, dice: best.dice };
        }
        break;
      }
      case 'ship': {
        // Reinforce the capital below 9, else land on the first legal hex with room, else decline.
        const king = state.crusade.king;
        if (king === null) break;
        if ((state.kingdoms[king]?.garrison ?? RULES.capitalMax) < RULES.capitalMax) return { type: 'shipToCapital' };
        const hex = landingHexes(state, king).find((h) => ownArmiesOn(state, h, king).length < RULES.maxArmiesPerHex);
        return hex ? { type: 'land', hex, drop: null } : { type: 'declineShip' };
      }
      case 'confirm':
        return { type: 'confirmJoint', accept: false };
      case 'retreat':
        return { type: 'hold' };
      case 'continue':
        return { type: 'stop' };
      case 'occupant': {
        const actor = state.assault?.actor;
        if (actor !== undefined) return { type: 'occupant', seat: actor };
        break;
      }
      case 'turn':
        return { type: 'endTurn' }; // a missed turn passes: no main action, no extra moves
    }
  }
  // Never a setting (a free action): a default answers the decision owed.
  const first = legalActions(state, seat).find((a) => a.free !== true);
  return first ? first.action : { type: 'endTurn' };
}
