/**
 * Small shared helpers: turn order, counting pieces, message builders.
 */
import { listOf } from '../kit/list.js';
import { msg as kitMsg } from '../kit/msg.js';
import type { GameEvent, Msg, MsgParam, Seat } from '../kit/types.js';
import {
  BASE_STRENGTH,
  ENEMY_COLOURS,
  ENEMY_CUBES,
  ENEMY_NAMES,
  type EnemyColour,
  FIELD_COLOUR,
  type Field,
  PROVINCES,
  type Province,
  SUPPLY,
} from './data/board.js';
import type { EnemyCubes, State } from './state.js';

export const NS = 'boze-igrzysko';

export const msg = kitMsg(NS);

/** Appends events; `to` marks a private event. */
export class Log {
  readonly events: GameEvent[] = [];
  add(key: string, params?: Record<string, MsgParam>, to?: Seat[]): void {
    this.events.push(to ? { msg: msg(key, params), to } : { msg: msg(key, params) });
  }
}

export function playerName(state: State, seat: Seat): Msg {
  return msg(`colour.${state.players[seat]?.colour ?? 'white'}`);
}
/** The units of a recruitment as read ("piechota 2, Kozacy 1"): the kinds recruited, none at 0. */
export function unitsRecruited(d: { inf: number; cav: number; art: number; cossacks: number }): Msg {
  const kinds = (['inf', 'cav', 'art', 'cossacks'] as const).filter((k) => d[k] > 0);
  return listOf(kinds.map((k) => msg(`unitCount.${k}`, { n: d[k] })));
}

export function provinceName(p: Province): Msg {
  return msg(`province.${p}`);
}
export function enemyName(state: State, f: Field): Msg {
  if (f === 'E5' && (state.turn === 4 ? ottomanHoldsE5(state) : state.ottomanInvadedE5)) return msg('enemy.ottomans');
  return msg(`enemy.${ENEMY_NAMES[f][state.turn - 1] ?? 'ottomans'}`);
}
export function colourName(c: EnemyColour): Msg {
  return msg(`cube.${c}`);
}

/** Turn order: the mace holder, then clockwise. */
export function turnOrder(state: State): Seat[] {
  const n = state.players.length;
  return Array.from({ length: n }, (_, i) => (state.mace + i) % n);
}

export function emptyEnemy(): EnemyCubes {
  return { black: 0, green: 0, brown: 0, orange: 0, purple: 0 };
}

export function sumEnemy(e: EnemyCubes): number {
  return e.black + e.green + e.brown + e.orange + e.purple;
}

export function playerCubesIn(state: State, p: Province): number {
  return state.provinces[p].cubes.reduce((a, b) => a + b, 0);
}

export function enemyCubesIn(state: State, p: Province): number {
  return sumEnemy(state.provinces[p].enemy);
}

/** Cubes of a colour standing in provinces (fields count as strength, not pieces: ruling A-26). */
export function enemyOnMap(state: State, c: EnemyColour): number {
  return PROVINCES.reduce((a, p) => a + state.provinces[p].enemy[c], 0);
}

/** Enemy cubes of a colour still in the general supply. */
export function enemySupply(state: State, c: EnemyColour): number {
  let inFields = 0;
  for (const f of Object.values(state.fields)) inFields += f.enemy[c];
  return Math.max(0, ENEMY_CUBES[c].v - enemyOnMap(state, c) - inFields);
}

export function markersOnMap(state: State): number {
  return PROVINCES.reduce((a, p) => a + state.provinces[p].markers, 0);
}

export function kingCubesOnBoard(state: State): number {
  return Object.values(state.fields).reduce((a, f) => a + f.king, 0);
}

/** The T4 Ottoman control of E5: orange cubes were kept there at the end of T3. */
export function ottomanHoldsE5(state: State): boolean {
  return state.turn === 4 && state.carriedOrangeE5 > 0;
}

/** Habsburg political rules (markers) apply: T1–T3, and in T3 only without the Ottomans in E5. */
export function habsburgRules(state: State): boolean {
  return state.turn <= 3 && !state.ottomanInvadedE5;
}

/** The colour of cubes the enemy of a field invades/expands with (E5: purple, or orange when Ottoman-held). */
export function actingColour(state: State, f: Field): EnemyColour {
  if (f === 'E5' && ottomanHoldsE5(state)) return 'orange';
  return FIELD_COLOUR[f];
}

export function baseStrength(state: State, f: Field): number {
  const rows = BASE_STRENGTH[state.players.length === 4 ? 4 : 3][f];
  const cell = rows[state.turn - 1];
  if (!cell) return 0;
  if (typeof cell.v === 'number') return cell.v;
  return ottomanHoldsE5(state) ? cell.v.ottoman : cell.v.free;
}

/** Strength = base + enemy cubes/markers in the field (+ Cossacks for the Tatars), minus the T4 garrison. */
export function strength(state: State, f: Field): number {
  const field = state.fields[f];
  let s = baseStrength(state, f) + sumEnemy(field.enemy) + field.markers;
  if (f === 'E3') s += state.cossacks.e3;
  if (f === 'E5' && state.turn === 4) s -= state.carriedOrangeE5;
  return Math.max(0, s);
}

export function polishCubes(state: State, f: Field): number {
  const field = state.fields[f];
  return field.cubes.reduce((a, b) => a + b, 0) + field.king;
}

export function sejmDiscs(state: State, seat: Seat): Province[] {
  return PROVINCES.filter((p) => state.sejm[p] === seat);
}

/** Cubes of the seat on the map (provinces) plus in fields; used for conservation checks. */
export function cubesPlaced(state: State, seat: Seat): number {
  let n = 0;
  for (const p of PROVINCES) n += state.provinces[p].cubes[seat] ?? 0;
  for (const f of Object.values(state.fields)) n += f.cubes[seat] ?? 0;
  return n;
}

export function colourList(): readonly EnemyColour[] {
  return ENEMY_COLOURS;
}

export { FIELD_COLOUR as FIELD_COLOUR_OF } from './data/board.js';

export const MAX_MARKERS = SUPPLY.habsburgMarkers;

/** Dice as text for events, e.g. "2, 2, 4, 6". */
export function diceText(dice: readonly number[]): MsgParam {
  // No die rolled (no unit could fight): said in words, not left as a gap in the sentence.
  return dice.length > 0 ? dice.join(', ') : msg('dice.none');
}

/** Removes up to n cubes from a province, preferring `first`, then the other colours in field order. */
export function removeEnemyCubes(
  enemy: EnemyCubes,
  n: number,
  first: EnemyColour | null,
  only: EnemyColour | null = null,
): number {
  let left = n;
  const order: EnemyColour[] = only
    ? [only]
    : first
      ? [first, ...ENEMY_COLOURS.filter((c) => c !== first)]
      : [...ENEMY_COLOURS];
  for (const c of order) {
    const k = Math.min(left, enemy[c]);
    enemy[c] -= k;
    left -= k;
  }
  return n - left;
}
