/** Seat colours, game options and the rulings players see with `/game rulings`. */
import type { FactionSpec, OptionSpec, RulingNote } from '../kit/types.js';
import { m } from './msgs.js';

/** Five Family colours (the examples use Lubomirski, Potocki, Sapieha; Radziwiłł is black). */
export const MAGNACI_FACTIONS: FactionSpec[] = [
  { id: 'red', label: m('faction.red'), colour: '#c0392b' },
  { id: 'blue', label: m('faction.blue'), colour: '#2e6fd8' },
  { id: 'yellow', label: m('faction.yellow'), colour: '#e0b000' },
  { id: 'black', label: m('faction.black'), colour: '#2b2b2b' },
  { id: 'white', label: m('faction.white'), colour: '#f4f1e8' },
];

export const MAGNACI_OPTIONS: OptionSpec[] = [
  {
    key: 'window',
    kind: 'choice',
    default: 'onePass',
    label: m('option.window'),
    choices: [
      { value: 'onePass', label: m('option.window.onePass') },
      { value: 'untilAllPass', label: m('option.window.untilAllPass') },
    ],
  },
  {
    key: 'grainRafting',
    kind: 'choice',
    default: 'perProvince',
    label: m('option.grainRafting'),
    choices: [
      { value: 'perProvince', label: m('option.grainRafting.perProvince') },
      { value: 'strict', label: m('option.grainRafting.strict') },
    ],
  },
  { key: 'estateCap', kind: 'boolean', default: true, label: m('option.estateCap') },
];

/** Ambiguity numbers of spec section 8 that carry a ruling the engine implements. */
export const RULING_IDS = [
  '01',
  '02',
  '03',
  '04',
  '05',
  '06',
  '07',
  '08',
  '09',
  '10',
  '11',
  '12',
  '13',
  '14',
  '15',
  '16',
  '17',
  '18',
  '19',
  '20',
  '21',
  '22',
  '23',
  '24',
  '25',
  '26',
  '27',
  '28',
  '29',
  '30',
  '31',
  '32',
  '33',
  '34',
  '35',
  '36',
  '37',
  '38',
  '42',
  '43',
  '44',
  '45',
] as const;

export const MAGNACI_RULINGS: RulingNote[] = [
  ...RULING_IDS.map((n) => ({ id: `ruling-${n}`, text: m(`ruling.${n}`) })),
  // Play-by-post rulings of trading (D18) and the window speed-up (9.1) that the spec leaves open.
  { id: 'trade-expiry', text: m('ruling.trade-expiry') },
  { id: 'trade-stake', text: m('ruling.trade-stake') },
  { id: 'autopass', text: m('ruling.autopass') },
  { id: 'defaults', text: m('ruling.defaults') },
  { id: 'reconstructed', text: m('ruling.reconstructed') },
];
