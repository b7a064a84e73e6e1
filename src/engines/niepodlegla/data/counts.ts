import type { Source } from '../../kit/provenance.js';
import type { City } from './map.js';

export type ObstacleKind = 'RUS_TSAR' | 'RUS_BOLSHEVIK' | 'CEN' | 'UKR';

/** Player-count table (§2.10, RULEBOOK). */
export interface CountRow {
  pawnsPerPlayer: number;
  display: number;
  neutralDice: number;
  morale: number;
  smallFinals: number;
  pointsPerSmallFinal: number;
}

export const PLAYER_COUNTS: Record<2 | 3 | 4, CountRow> = {
  2: { pawnsPerPlayer: 3, display: 9, neutralDice: 7, morale: 6, smallFinals: 6, pointsPerSmallFinal: 4 },
  3: { pawnsPerPlayer: 2, display: 9, neutralDice: 9, morale: 7, smallFinals: 6, pointsPerSmallFinal: 4 },
  4: { pawnsPerPlayer: 2, display: 11, neutralDice: 11, morale: 9, smallFinals: 8, pointsPerSmallFinal: 3 },
};

export function countRow(players: number): CountRow {
  if (players === 2 || players === 3 || players === 4) return PLAYER_COUNTS[players];
  throw new Error(`niepodlegla: unsupported player count ${players}`);
}

/** Starting obstacles (§2.10): the table is lost; this 10-token layout is a RECONSTRUCTED guess. */
export const START_OBSTACLES: readonly (readonly [ObstacleKind, City])[] = [
  ['RUS_TSAR', 'WARSZAWA'],
  ['RUS_TSAR', 'KOWNO'],
  ['RUS_TSAR', 'WILNO'],
  ['CEN', 'GDANSK'],
  ['CEN', 'POZNAN'],
  ['CEN', 'OPOLE'],
  ['RUS_TSAR', 'PINSK'],
  ['RUS_TSAR', 'LUCK'],
  ['UKR', 'LWOW'],
  ['CEN', 'CIESZYN'],
];
export const START_OBSTACLES_TAG: Source = {
  tag: 'RECONSTRUCTED',
  note: 'the set-up table is lost: a guess of ten tokens, six Russian, three of the Central Powers, one Ukrainian',
};
