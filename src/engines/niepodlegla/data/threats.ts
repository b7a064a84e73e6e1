import type { Region } from './map.js';
import type { Provenance } from '../../kit/provenance.js';

/** A threat card (§2.6): the top always applies, the bottom only when its region condition fails. */
export interface ThreatCard {
  id: string;
  top: readonly string[];
  bottom?: { regions: readonly Region[]; effects: readonly string[] };
  tag: Provenance;
  note?: string;
}

/** "1914–1916" deck; 12 + 12 split and contents RECONSTRUCTED. */
export const EARLY_THREATS: readonly ThreatCard[] = [
  { id: 'T1-01', top: ['IMPRISON:MORALE'], tag: 'RECONSTRUCTED' },
  { id: 'T1-02', top: ['IMPRISON:MORALE'], bottom: { regions: ['GALICIA'], effects: ['A-1'] }, tag: 'RECONSTRUCTED' },
  { id: 'T1-03', top: ['IMPRISON:PAWN'], tag: 'RECONSTRUCTED' },
  { id: 'T1-04', top: ['IMPRISON:PAWN'], bottom: { regions: ['CENTRAL'], effects: ['F-1'] }, tag: 'RECONSTRUCTED' },
  { id: 'T1-05', top: ['IMPRISON:NEUTRAL_DIE'], tag: 'RECONSTRUCTED' },
  { id: 'T1-06', top: ['IMPRISON:NEUTRAL_DIE'], bottom: { regions: ['PRUSSIAN'], effects: ['OBS:CEN:R:PRUSSIAN'] }, tag: 'RECONSTRUCTED' },
  { id: 'T1-07', top: ['DISCARD_UNTAKEN:2'], tag: 'RECONSTRUCTED' },
  { id: 'T1-08', top: ['DISCARD_UNTAKEN:2'], tag: 'RECONSTRUCTED' },
  { id: 'T1-09', top: ['OBS:CEN:WARSZAWA'], tag: 'RECONSTRUCTED' },
  { id: 'T1-10', top: ['OBS:RUS:R:KRESY'], tag: 'RECONSTRUCTED' },
  { id: 'T1-11', top: ['BLACK'], tag: 'RECONSTRUCTED' },
  { id: 'T1-12', top: ['A-1'], bottom: { regions: ['KRESY'], effects: ['OBS:RUS:R:KRESY'] }, tag: 'RECONSTRUCTED' },
];

/** "1917–1918" deck; T2-03's bottom part is TEXT (rulebook illustration), the rest RECONSTRUCTED. */
export const LATE_THREATS: readonly ThreatCard[] = [
  { id: 'T2-01', top: ['IMPRISON:CHARACTER_DIE'], tag: 'RECONSTRUCTED' },
  { id: 'T2-02', top: ['IMPRISON:CHARACTER_DIE'], tag: 'RECONSTRUCTED' },
  { id: 'T2-03', top: ['IMPRISON:CHARACTER_DIE'], bottom: { regions: ['KRESY', 'CENTRAL'], effects: ['F-1'] }, tag: 'RECONSTRUCTED', note: 'bottom part RULEBOOK (the rulebook illustration); top RECONSTRUCTED' },
  { id: 'T2-04', top: ['IMPRISON:MORALE'], tag: 'RECONSTRUCTED' },
  { id: 'T2-05', top: ['IMPRISON:PAWN'], tag: 'RECONSTRUCTED' },
  { id: 'T2-06', top: ['IMPRISON:NEUTRAL_DIE'], tag: 'RECONSTRUCTED' },
  { id: 'T2-07', top: ['DISCARD_UNTAKEN:2'], tag: 'RECONSTRUCTED' },
  { id: 'T2-08', top: ['OBS:RUS:R:KRESY'], tag: 'RECONSTRUCTED' },
  { id: 'T2-09', top: ['OBS:UKR:LWOW'], tag: 'RECONSTRUCTED' },
  { id: 'T2-10', top: ['BLACK'], bottom: { regions: ['GALICIA'], effects: ['OBS:UKR:STANISLAWOW'] }, tag: 'RECONSTRUCTED' },
  { id: 'T2-11', top: ['OBS:CEN:R:PRUSSIAN'], bottom: { regions: ['PRUSSIAN'], effects: ['A-1'] }, tag: 'RECONSTRUCTED' },
  { id: 'T2-12', top: ['F-1'], bottom: { regions: ['CENTRAL'], effects: ['OBS:RUS:R:CENTRAL'] }, tag: 'RECONSTRUCTED' },
];
