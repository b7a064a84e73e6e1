/**
 * Helpers for crafting situations of Boże Igrzysko in tests: an empty board with the given
 * colours, and shorthands to put pieces on it.
 */
import type { Colour, EnemyColour, Province } from '../../../src/engines/boze-igrzysko/data/board.js';
import { emptyState } from '../../../src/engines/boze-igrzysko/setup.js';
import type { Options, State } from '../../../src/engines/boze-igrzysko/state.js';
import { Log } from '../../../src/engines/boze-igrzysko/util.js';
import { type Edit, startAt } from '../../support/engine.js';

export const NO_OPTIONS: Options = {
  treatyRestrictions: false,
  durableTreaties: false,
  privateDuchies: false,
  cossackOnlyRecruitment: true,
};

/** An empty board (turn `turn`, phase `phase`) with players of these colours in seat order. */
export function board(colours: Colour[], turn = 1, phase = 1, options: Partial<Options> = {}): State {
  return startAt(emptyState(colours, { ...NO_OPTIONS, ...options }), atPhase(turn, phase));
}

/** Edit for startAt: the game stands at this turn and phase. */
export const atPhase =
  (turn: number, phase: number): Edit<State> =>
  (s) => {
    s.turn = turn;
    s.phase = phase;
  };

export function seatOf(s: State, c: Colour): number {
  const i = s.players.findIndex((p) => p.colour === c);
  if (i < 0) throw new Error(`no ${c} player`);
  return i;
}

/** Moves `n` cubes of a player from his pool into a province. */
export function cubes(s: State, c: Colour, p: Province, n: number): void {
  const seat = seatOf(s, c);
  const pl = s.players[seat];
  if (!pl) throw new Error('no player');
  pl.cubes -= n;
  s.provinces[p].cubes[seat] = (s.provinces[p].cubes[seat] ?? 0) + n;
}

export function estate(s: State, c: Colour, p: Province, extra: { manager?: boolean; city?: boolean } = {}): void {
  const seat = seatOf(s, c);
  const pl = s.players[seat];
  if (!pl) throw new Error('no player');
  pl.discs--;
  s.provinces[p].estates.push({ owner: seat, manager: extra.manager ?? false, city: extra.city ?? false });
  if (extra.manager) s.managers--;
  if (extra.city) s.cities--;
}

export function units(s: State, c: Colour, p: Province, inf: number, cav: number, art = 0): void {
  const seat = seatOf(s, c);
  const pl = s.players[seat];
  const u = s.provinces[p].units[seat];
  if (!pl || !u) throw new Error('no player');
  pl.units.inf -= inf;
  pl.units.cav -= cav;
  pl.units.art -= art;
  u.inf += inf;
  u.cav += cav;
  u.art += art;
}

export function enemy(s: State, p: Province, c: EnemyColour, n: number): void {
  s.provinces[p].enemy[c] += n;
}

export function sejm(s: State, c: Colour, p: Province): void {
  const seat = seatOf(s, c);
  const pl = s.players[seat];
  if (!pl) throw new Error('no player');
  pl.discs--;
  s.sejm[p] = seat;
}

export function log(): Log {
  return new Log();
}

/** Player cubes of a colour in a province. */
export function cubesIn(s: State, c: Colour, p: Province): number {
  return s.provinces[p].cubes[seatOf(s, c)] ?? 0;
}

/** Sets fields of a player (money, pp, cubes, discs). */
export function setPlayer(s: State, seat: number, values: Partial<State['players'][number]>): void {
  const pl = s.players[seat];
  if (!pl) throw new Error(`no seat ${seat}`);
  Object.assign(pl, values);
}
