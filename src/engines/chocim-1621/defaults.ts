/** The default for a missed deadline: the least harmful legal choice (spec 9.2). */
import { RuleError } from '../kit/ruleError.js';
import type { Seat } from '../kit/types.js';
import type { Action } from './actions.js';
import { strength } from './data/cards.js';
import { defaultUnits } from './defaultUnits.js';
import { legalActions } from './legal.js';
import { defaultLoss } from './rules/combat.js';
import { defaultFortify, effectsLeft } from './rules/effects.js';
import { sideOfSeat } from './sides.js';
import type { State } from './state.js';

/** Highest strength first; ties keep the earlier card (leftmost). */
function strongest(cards: string[]): string | undefined {
  let best: string | undefined;
  for (const c of cards) if (best === undefined || strength(c) > strength(best)) best = c;
  return best;
}

function weakest(cards: string[]): string | undefined {
  let best: string | undefined;
  for (const c of cards) if (best === undefined || strength(c) < strength(best)) best = c;
  return best;
}

export function defaultAction(s: State, seat: Seat): Action {
  const side = sideOfSeat(s, seat);
  const legal = legalActions(s, seat);
  const st = s.step;
  if (!side || !st || legal.length === 0) throw new RuleError('chocim-1621.error.notYourTurn');
  const has = (a: Action) => legal.find((l) => JSON.stringify(l.action) === JSON.stringify(a))?.action;
  const first = legal[0]?.action as Action;
  switch (st.kind) {
    case 'turn':
      return { type: 'pass' };
    case 'declare':
      return { type: 'declare', yes: false };
    case 'planOrder':
      return first; // placement order
    case 'combat': {
      const c = st.combat;
      if (c.stage === 'support') return { type: 'support', commit: c.supportAvailable[side] };
      if (c.stage === 'losses') {
        const o = defaultLoss(s, c, side);
        return o ? { type: 'loss', from: o.from, unit: o.unit } : first;
      }
      return { type: 'boostAuto' };
    }
    case 'bonusPick':
    case 'diplomacyPick': {
      const card = strongest(s.display);
      return card ? { type: 'pick', card } : first;
    }
    case 'weather':
    case 'mutiny':
    case 'cull':
    case 'bombard':
    case 'occupy':
      return defaultUnits(s, side) ?? first;
    case 'effectOrder': {
      // D13/D14: catalogue order (the Ottomans dig before they bombard).
      const item = effectsLeft(s, side)[0];
      return item ? { type: 'effect', item } : first;
    }
    case 'fortify':
      return has({ type: 'fortify', field: defaultFortify(s) }) ?? first;
    case 'procession':
      return { type: 'procession', option: 'morale' };
    case 'recall':
      // D15: keep everything in place (a seat that sealed its recall owes nothing more).
      return { type: 'recall', back: [] };
    case 'famine': {
      const card = weakest(s.collected[side]);
      return card ? { type: 'famine', card } : first;
    }
    case 'claim': {
      const n = s.negotiation;
      const last = n !== null && n.index === n.claims.length - 1;
      return last ? { type: 'claimAll' } : { type: 'claim', cards: [] };
    }
  }
}
