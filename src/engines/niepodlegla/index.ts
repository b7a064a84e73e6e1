/**
 * Niepodległa (2–4 players, cooperative): the pure rules engine.
 * Spec: shared/rules/niepodlegla.md; original: shared/seeds/004_58cf011656bba405.txt.
 */
import type { GameDefinition, OptionSpec } from '../kit/types.js';
import { type Action, parseAction } from './actions.js';
import { applyAction } from './apply.js';
import { choose, describe } from './choice.js';
import { defaultAction } from './defaults.js';
import { FACTIONS } from './factions.js';
import { flow } from './flow.js';
import { hand } from './hand.js';
import { legalActions } from './legal.js';
import { m } from './msg.js';
import { pending, phaseMsg } from './pending.js';
import { result } from './result.js';
import { RULINGS } from './rulings.js';
import { setupGame } from './setup.js';
import type { State } from './state.js';
import { type View, view } from './view.js';

const OPTIONS: OptionSpec[] = [
  {
    key: 'dChallenges',
    kind: 'boolean',
    default: true,
    label: m('option.dChallenges'),
  },
  {
    key: 'threatBottom',
    kind: 'choice',
    default: 'any',
    label: m('option.threatBottom'),
    choices: [
      { value: 'any', label: m('option.threatBottom.any') },
      { value: 'all', label: m('option.threatBottom.all') },
    ],
  },
  {
    key: 'russianPartition',
    kind: 'choice',
    default: 'kresy-central',
    label: m('option.russianPartition'),
    choices: [
      { value: 'kresy-central', label: m('option.russianPartition.kresyCentral') },
      { value: 'kresy', label: m('option.russianPartition.kresy') },
    ],
  },
  {
    key: 'randomDeck',
    kind: 'boolean',
    default: false,
    label: m('option.randomDeck'),
  },
  {
    key: 'startMissions',
    kind: 'choice',
    default: 'fixed',
    label: m('option.startMissions'),
    choices: [
      { value: 'fixed', label: m('option.startMissions.fixed') },
      { value: 'random', label: m('option.startMissions.random') },
    ],
  },
];

export const niepodleglaGame: GameDefinition<State, Action, View> = {
  id: 'niepodlegla',
  // 2: a stop of phase 2 is a group proposal (A45), no longer the Piłsudski holder's alone; a
  // morale token is used by its owner only and is never lent; blank D-penalty rolls on an empty
  // pool no longer lose (ruling dPenaltyFall). Stored games of version 1 do not replay.
  // 3: group decisions and phase 2 are described choices (a proposal is one drafted action);
  // events name players with their characters. Stored games of version 2 do not replay.
  engineVersion: 4,
  title: m('title'),
  players: { min: 2, max: 4 },
  factions: FACTIONS,
  options: OPTIONS,
  rulings: RULINGS,
  setup: setupGame,
  flow,
  pending,
  phase: phaseMsg,
  legalActions,
  choice: describe,
  choose,
  parseAction,
  apply: applyAction,
  view,
  hand,
  defaultAction,
  result,
};

export type { Action } from './actions.js';
export type { State } from './state.js';
export type { View } from './view.js';
