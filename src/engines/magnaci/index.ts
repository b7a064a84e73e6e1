/**
 * Magnaci: Gra o Rzeczpospolitą (2–5 players): the engine definition.
 * Rules: shared/rules/magnaci.md; where it disagrees with the Polish original, the original wins.
 */
import type { GameDefinition } from '../kit/types.js';
import { type Action, parseAction } from './actions.js';
import { apply } from './apply.js';
import { chooseSubmission, sealedChoice } from './choice.js';
import { validateData } from './data/validate.js';
import { defaultAction } from './defaults.js';
import { flow } from './flow.js';
import { hand } from './hand.js';
import { legalActions } from './legal.js';
import { m } from './msgs.js';
import { pending } from './pending.js';
import { phaseMsg, result } from './result.js';
import { MAGNACI_FACTIONS, MAGNACI_OPTIONS, MAGNACI_RULINGS } from './rulings.js';
import { setup } from './setup.js';
import type { State } from './state.js';
import { type MagnaciView, view } from './view.js';

validateData();

export type { Action as MagnaciAction, MagnaciView, State as MagnaciState };

export const magnaciGame: GameDefinition<State, Action, MagnaciView> = {
  id: 'magnaci',
  engineVersion: 2,
  title: m('title'),
  players: { min: 2, max: 5 },
  factions: MAGNACI_FACTIONS,
  options: MAGNACI_OPTIONS,
  rulings: MAGNACI_RULINGS,
  flow,
  setup,
  pending,
  phase: phaseMsg,
  legalActions,
  choice: sealedChoice,
  choose: chooseSubmission,
  parseAction,
  apply,
  view,
  hand,
  defaultAction,
  result,
};
