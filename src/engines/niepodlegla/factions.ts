import type { FactionSpec } from '../kit/types.js';
import { m } from './msg.js';

/** Pawn colours: 5 colours exist (TEXT), which ones is MISSING; these are our choice. */
export const FACTIONS: FactionSpec[] = [
  { id: 'red', label: m('faction.red'), colour: '#c0392b' },
  { id: 'blue', label: m('faction.blue'), colour: '#2e6da4' },
  { id: 'green', label: m('faction.green'), colour: '#2e8b57' },
  { id: 'yellow', label: m('faction.yellow'), colour: '#d4a017' },
  { id: 'purple', label: m('faction.purple'), colour: '#7d3c98' },
];
