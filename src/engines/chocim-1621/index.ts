/**
 * Chocim 1621 ("Chocim. Potęga husarii"): the two-sided siege game as an engine definition.
 * Spec: shared/rules/chocim-1621.md; original: shared/seeds/002_e981dad22cd860bc.txt.
 */
import type { GameDefinition, OptionSpec } from '../kit/types.js';
import { type Action, parseAction } from './actions.js';
import { apply } from './apply.js';
import { choice, choose } from './choice.js';
import { defaultAction } from './defaults.js';
import { flow } from './flow.js';
import { hand } from './hand.js';
import { legalActions } from './legal.js';
import { pending } from './pending.js';
import { result } from './result.js';
import { msg } from './rules/msgs.js';
import { RULING_IDS, rulings } from './rulings.js';
import { setup } from './setup.js';
import type { State } from './state.js';
import { type View, view } from './view.js';

export type { Action, State, View };
export { RULING_IDS };

const options: OptionSpec[] = [
  { key: 'handLimitCountsLeaders', kind: 'boolean', default: true, label: msg('option.handLimitCountsLeaders') },
  { key: 'week5ExtraCommanderCard', kind: 'boolean', default: false, label: msg('option.week5ExtraCommanderCard') },
  { key: 'plunderAllowsJanissaries', kind: 'boolean', default: true, label: msg('option.plunderAllowsJanissaries') },
  {
    key: 'raidUnitTypes',
    kind: 'choice',
    default: 'any',
    choices: [
      { value: 'any', label: msg('option.raidUnitTypes.any') },
      { value: 'cavalry', label: msg('option.raidUnitTypes.cavalry') },
    ],
    label: msg('option.raidUnitTypes'),
  },
  { key: 'abandonedFieldMorale', kind: 'boolean', default: false, label: msg('option.abandonedFieldMorale') },
  {
    key: 'bastionReading',
    kind: 'choice',
    default: 'max6',
    choices: [
      { value: 'max6', label: msg('option.bastionReading.max6') },
      { value: 'max5', label: msg('option.bastionReading.max5') },
    ],
    label: msg('option.bastionReading'),
  },
];

export const chocimGame: GameDefinition<State, Action, View> = {
  id: 'chocim-1621',
  // 2: effect order, mutiny sources, the sealed summary recall, the occupation and simultaneous
  // summary removals are decisions; stored games of version 1 do not replay.
  // 3: a play records the fields it walked into (only those are checked against the control
  // limit, A-28) and a shot at a fortification at 0 is legal; version 2 states lack the record.
  // 4: a card play, the summary recall, the +1s and a claim are described choices drafted outside
  // the engine and applied whole; the state holds no play being built (no 'draft' step).
  // 5: the weather, the mutiny, died of wounds / hungry and cold, the bombardment and a field
  // taken are described choices applied whole (one action per side, not one per unit or shot).
  engineVersion: 5,
  title: msg('title'),
  players: { min: 2, max: 2 },
  factions: [
    { id: 'commonwealth', label: msg('side.PLC'), colour: '#b3202a' },
    { id: 'ottoman', label: msg('side.OTT'), colour: '#1f6e43' },
  ],
  options,
  rulings,
  flow,
  setup,
  pending,
  phase: (s) => msg(`phase.${s.phase}`, { week: s.week }),
  legalActions,
  choice,
  choose,
  parseAction,
  apply,
  view,
  hand,
  defaultAction,
  result,
};
