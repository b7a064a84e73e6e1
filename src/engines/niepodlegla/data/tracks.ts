import type { Provenance, Source } from '../../kit/provenance.js';

/** Time track (§2.3): red-field effects applied when the marker enters the field. */
export interface TimeField {
  round: number;
  special?: 'FEBRUARY_REVOLUTION' | 'NOVEMBER_11';
  effects: readonly string[];
  tag: Provenance;
}

export const TIME_TRACK: readonly TimeField[] = [
  { round: 1, effects: [], tag: 'RULEBOOK' },
  { round: 2, effects: ['OBS:CEN:KRAKOW'], tag: 'RULEBOOK' }, // time-track example 1
  { round: 3, effects: ['OBS:CEN:WARSZAWA'], tag: 'RECONSTRUCTED' }, // 1915 German capture of Warsaw
  { round: 4, effects: ['OBS:RUS:R:KRESY'], tag: 'RULEBOOK' }, // time-track example 2
  { round: 5, effects: ['OBS:CEN:LUBLIN'], tag: 'RECONSTRUCTED' },
  // Special TEXT; effect TEXT (example 3); target group DERIVED.
  { round: 6, special: 'FEBRUARY_REVOLUTION', effects: ['OBS2:RUS:G:RUSSIAN_PARTITION'], tag: 'RULEBOOK' },
  { round: 7, effects: ['OBS:UKR:LWOW'], tag: 'RECONSTRUCTED' },
  { round: 8, effects: ['OBS:RUS:R:KRESY'], tag: 'RECONSTRUCTED' },
  { round: 9, effects: ['OBS:CEN:R:PRUSSIAN'], tag: 'RECONSTRUCTED' },
  { round: 10, special: 'NOVEMBER_11', effects: [], tag: 'RULEBOOK' },
];

export const FINAL_ROUND = 10;
/** TIME effects are ignored in this round (TEXT). */
export const LAST_NORMAL_ROUND = 9;
/** From this round Russia obstacles are Bolshevik and the late threat deck is used (TEXT). */
export const REVOLUTION_ROUND = 6;

export type Profit = 'REMOVE_OBSTACLE' | 'MORALE_BONUS' | 'FLIP_TOKENS';
export type Track = 'foreign' | 'accord';

export const TRACK_MIN = 0;
/** DERIVED: the markers meet at sum 10 (accord 7 + foreign 6 = passed by 3). */
export const TRACK_MAX = 10;
/** DERIVED (ruling A3): markers met or passed when accord + foreign >= this. */
export const MEETING_SUM = 10;

/** Profit fields by level; all positions RECONSTRUCTED (accord 4 morale bonus: the likeliest reading of E12). */
export const TRACK_PROFITS: Record<Track, Readonly<Record<number, Profit>>> = {
  foreign: { 2: 'REMOVE_OBSTACLE', 4: 'FLIP_TOKENS', 6: 'REMOVE_OBSTACLE', 8: 'FLIP_TOKENS', 10: 'REMOVE_OBSTACLE' },
  accord: { 2: 'REMOVE_OBSTACLE', 4: 'MORALE_BONUS', 6: 'FLIP_TOKENS', 8: 'MORALE_BONUS', 10: 'REMOVE_OBSTACLE' },
};
export const TRACK_PROFITS_TAG: Source = {
  tag: 'RECONSTRUCTED',
  note: 'the board is lost: profits every second level, accord 4 a morale bonus (the likeliest reading of E12)',
};

/** Morale track (§2.3): 13 markers exist (TEXT); the skulls mark the phase-4 thresholds (DERIVED). */
export const MORALE_MARKERS = 13;
export const NEUTRAL_DICE = 13;
export const INDEPENDENCE_TOKENS = 34;
