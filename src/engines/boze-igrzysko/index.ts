/**
 * Boże Igrzysko ("God's Playground"): the game definition the Table runs.
 * Rules: shared/rules/boze-igrzysko.md; the order of play in flow.ts, the work of each phase in
 * phases/, the board data in data/.
 */
import { isOffered } from '../kit/offered.js';
import type { Rng } from '../kit/rng.js';
import { RuleError } from '../kit/ruleError.js';
import type { GameDefinition, Msg, Seat } from '../kit/types.js';
import { type Action, actionId, parseAction } from './actions.js';
import { apply } from './apply.js';
import { chooseTokens, tokenChoice } from './choice.js';
import { COLOURS, HOUSES } from './data/board.js';
import { defaultAction } from './defaults.js';
import { flow } from './flow.js';
import { hand } from './hand.js';
import { legalActions } from './legal.js';
import { pending } from './pending.js';
import { result } from './result.js';
import { rulings } from './rulings.js';
import { setup } from './setup.js';
import type { State } from './state.js';
import { msg } from './util.js';
import { type View, view } from './view.js';

function phase(state: State): Msg {
  if (state.stage.kind === 'over') return msg('phase.over');
  if (state.stage.kind === 'setupEstates') return msg('phase.setup');
  return msg('phase.current', { turn: state.turn, phase: state.phase, name: msg(`phase.p${state.phase}`) });
}

/**
 * A sealed bid is taken only as legalActions lists it: never from a seat that owes none. The
 * engine's own refusal, with its reason, comes first. The token placement (a described choice)
 * is checked against its description inside apply.
 */
function applyOffered(state: State, seat: Seat, action: Action, rng: Rng) {
  const out = apply(state, seat, action, rng);
  if (action.type === 'bid' && !isOffered(legalActions(state, seat), action)) {
    throw new RuleError('boze-igrzysko.error.illegal', { action: actionId(action) });
  }
  return out;
}

export const bozeIgrzyskoGame: GameDefinition<State, Action, View> = {
  id: 'boze-igrzysko',
  // 2: enemy cubes entering a province are taken only from the supply and that enemy's own field
  // (ruling A-26); 3: influence tokens are sealed as one complete placement drafted outside the
  // engine (no per-token actions). Stored games of earlier versions may replay differently.
  engineVersion: 3,
  title: msg('title'),
  players: { min: 3, max: 4 },
  factions: COLOURS.map((c) => ({ id: c, label: msg(`colour.${c}`), colour: HOUSES[c].hex })),
  options: [
    { key: 'treatyRestrictions', kind: 'boolean', default: false, label: msg('option.treatyRestrictions') },
    { key: 'durableTreaties', kind: 'boolean', default: false, label: msg('option.durableTreaties') },
    { key: 'privateDuchies', kind: 'boolean', default: false, label: msg('option.privateDuchies') },
    { key: 'cossackOnlyRecruitment', kind: 'boolean', default: true, label: msg('option.cossackOnlyRecruitment') },
  ],
  rulings,
  flow,
  setup,
  pending,
  phase,
  legalActions,
  choice: tokenChoice,
  choose: chooseTokens,
  parseAction,
  apply: applyOffered,
  view,
  hand,
  defaultAction,
  result,
};

export type { Action, State, View };
