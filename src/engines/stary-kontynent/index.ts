/**
 * Stary Kontynent — a hex war game for 2–4 kingdoms on a map built at random for every game
 * (rules: shared/rules/stary-kontynent.md; original: shared/seeds/003_66fe1ccdbbbe539f.txt).
 */

import type { Draft } from '../kit/choice.js';
import { isOffered } from '../kit/offered.js';
import type { Rng } from '../kit/rng.js';
import { RuleError } from '../kit/ruleError.js';
import type { GameDefinition, OptionValues, Seat, SetupSeat } from '../kit/types.js';
import { type Action, isFreeAction, parseAction } from './actions.js';
import { applyAction } from './apply.js';
import { chooseTurn, turnChoice } from './choice.js';
import { authority } from './control.js';
import { defaultAction } from './defaults.js';
import { flow } from './flow.js';
import { withGeometry } from './geometry.js';
import { hand } from './hand.js';
import { legalActions } from './legal.js';
import { kingdomName, msg } from './msg.js';
import { pending } from './pending.js';
import { result } from './result.js';
import { rulings } from './rulings.js';
import { setupGame } from './setup.js';
import type { State } from './state.js';
import { type View, view } from './view.js';

export type { Action, State, View };

const phaseMsg = (state: State) => {
  switch (state.stage) {
    case 'capitals':
      return msg('phase.capitals');
    case 'crusaders':
      return msg('phase.crusaders', { turn: state.turn });
    // The engine's own steps, passed within one command: a state never rests at them.
    case 'plague':
    case 'shipArrives':
    case 'income':
    case 'victoryCheck':
      return msg('phase.turn', { turn: state.turn });
    case 'over':
      return msg('phase.over', { turn: state.turn });
    case 'turns': {
      const st = state.seatTurn;
      if (state.assault) return msg('phase.assault', { turn: state.turn, wave: state.assault.wave });
      return st
        ? msg(st.step === '3a' ? 'phase.main' : 'phase.extra', {
            turn: state.turn,
            player: kingdomName(state, st.seat),
          })
        : msg('phase.turn', { turn: state.turn });
    }
  }
};

/**
 * A setting (free action) is taken only as legalActions lists it. The engine's own refusal,
 * with its reason, comes first; what it would let through beyond the list is refused after.
 * A standing order without its kingdom is for the kingdom apply() picks (the turn's, when the
 * seat answers for it).
 */
function applyOffered(state: State, seat: Seat, action: Action, rng: Rng) {
  const out = applyAction(state, seat, action, rng);
  if (isFreeAction(action)) {
    const turn = state.seatTurn?.seat;
    const player = turn !== undefined && authority(state, turn) === seat ? turn : seat;
    const full = action.type === 'standingRetreat' && action.player === undefined ? { ...action, player } : action;
    if (!isOffered(legalActions(state, seat), full)) throw new RuleError('stary-kontynent.error.wrongMoment');
  }
  return out;
}

export const staryKontynentGame: GameDefinition<State, Action, View> = {
  id: 'stary-kontynent',
  engineVersion: 2,
  title: msg('title'),
  players: { min: 2, max: 4 },
  factions: [
    { id: 'blue', label: msg('colour.blue'), colour: '#1f5fbf' },
    { id: 'red', label: msg('colour.red'), colour: '#c0392b' },
    { id: 'green', label: msg('colour.green'), colour: '#2e8b3d' },
    { id: 'yellow', label: msg('colour.yellow'), colour: '#d4a017' },
  ],
  options: [
    { key: 'rotateFirstPlayer', kind: 'boolean', default: true, label: msg('option.rotateFirstPlayer') },
    { key: 'levyAfterReorganise', kind: 'boolean', default: false, label: msg('option.levyAfterReorganise') },
    { key: 'retreatAdjacentOnly', kind: 'boolean', default: false, label: msg('option.retreatAdjacentOnly') },
    { key: 'revoltAfterLosses', kind: 'boolean', default: false, label: msg('option.revoltAfterLosses') },
    { key: 'capitalEntryNoWaste', kind: 'boolean', default: false, label: msg('option.capitalEntryNoWaste') },
    {
      key: 'maxTurns',
      kind: 'choice',
      default: 'off',
      label: msg('option.maxTurns'),
      choices: [
        { value: 'off', label: msg('option.maxTurns.off') },
        ...['10', '15', '20', '30', '50'].map((v) => ({ value: v, label: msg('option.maxTurns.n', { n: Number(v) }) })),
      ],
    },
  ],
  rulings,
  flow,
  setup: (seats: SetupSeat[], options: OptionValues, rng: Rng) => setupGame(seats, options, rng),
  // Every entry that takes a state first makes sure its map carries its geometry (withGeometry).
  pending: (state: State) => pending(withGeometry(state)),
  phase: (state: State) => phaseMsg(withGeometry(state)),
  legalActions: (state: State, seat: Seat) => legalActions(withGeometry(state), seat),
  // Three parameters: the kit walks a choice that reads the draft as a tree.
  choice: (state: State, seat: Seat, draft?: Draft) => turnChoice(withGeometry(state), seat, draft),
  choose: (state: State, seat: Seat, draft: Draft) => chooseTurn(withGeometry(state), seat, draft),
  parseAction,
  apply: (state: State, seat: Seat, action: Action, rng: Rng) => applyOffered(withGeometry(state), seat, action, rng),
  view: (state: State, seat: Seat | null) => view(withGeometry(state), seat),
  hand: (state: State, seat: Seat) => hand(withGeometry(state), seat),
  defaultAction: (state: State, seat: Seat) => defaultAction(withGeometry(state), seat),
  result: (state: State) => result(withGeometry(state)),
};
