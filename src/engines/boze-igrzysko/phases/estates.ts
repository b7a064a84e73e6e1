/** P7 — New estates (7.1): cycles from the Hetman; 1 cube in the first cycle, 2 afterwards; pass = out. */
import type { Seat } from '../../kit/types.js';
import { ESTATE_TRACKS, PROVINCES, type Province } from '../data/board.js';
import type { State } from '../state.js';
import { type Log, playerName, provinceName } from '../util.js';

export function estateCost(cycle: number): number {
  return cycle === 1 ? 1 : 2;
}

/** The index of the lowest free space, or null when the track is full (ruling A-43). */
export function freeSpace(state: State, p: Province): number | null {
  const n = state.provinces[p].estates.length;
  return n < ESTATE_TRACKS[p].v.length ? n : null;
}

export function canPlaceEstate(state: State, seat: Seat, p: Province, cubesNeeded: number): boolean {
  const pl = state.players[seat];
  if (!pl || pl.discs < 1 || freeSpace(state, p) === null) return false;
  return (state.provinces[p].cubes[seat] ?? 0) >= cubesNeeded;
}

export function buildOptions(state: State, seat: Seat, cycle: number): Province[] {
  return PROVINCES.filter((p) => canPlaceEstate(state, seat, p, estateCost(cycle)));
}

/** Puts a disc on the lowest free space, paying `cost` cubes from the province. */
export function placeEstate(state: State, seat: Seat, p: Province, cost: number, log: Log): void {
  const pl = state.players[seat];
  const ps = state.provinces[p];
  if (!pl) return;
  ps.cubes[seat] = (ps.cubes[seat] ?? 0) - cost;
  pl.cubes += cost;
  pl.discs--;
  ps.estates.push({ owner: seat, manager: false, city: false });
  const value = ESTATE_TRACKS[p].v[ps.estates.length - 1] ?? 0;
  log.add('event.estateBuilt', {
    player: playerName(state, seat),
    province: provinceName(p),
    space: ps.estates.length,
    value,
  });
}
