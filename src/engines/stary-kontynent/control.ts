/**
 * Derived values, always computed from the state (spec §2.11, §5.1–5.3): hex and province
 * control, lieges and realms, and whether land is cut off from a capital.
 */
import type { Seat } from '../kit/types.js';
import { board, hexIndex } from './board.js';
import { RULES } from './data/constants.js';
import { threshold } from './data/terrain.js';
import { capitalHexes, provinceHexes, provincesOf } from './geometry.js';
import type { Axial } from './hex.js';
import type { Army, HexDef, HexId, State } from './state.js';

export function armiesOn(state: State, hex: HexId): Army[] {
  return state.armies.filter((a) => a.hex === hex);
}

export function ownArmiesOn(state: State, hex: HexId, owner: Seat): Army[] {
  return state.armies.filter((a) => a.hex === hex && a.owner === owner);
}

/** The single kingdom with armies on the hex, if any. */
export function occupant(state: State, hex: HexId): Seat | null {
  return state.armies.find((a) => a.hex === hex)?.owner ?? null;
}

/** Control map: hex id → controlling seat (summed strength ≥ threshold, ruling A7). */
export function hexControllers(state: State): Map<HexId, Seat> {
  return computeHexControllers(state);
}

function computeHexControllers(state: State): Map<HexId, Seat> {
  const b = board(state);
  const out = new Map<HexId, Seat>();
  // In board order; the first army listed on a hex stands for its owner.
  for (const ix of b.occupied) {
    const here = b.at[ix] as Army[];
    const def = b.hexes[ix] as HexDef;
    let sum = 0;
    for (const a of here) sum += a.strength;
    if (sum >= threshold(def.terrain)) out.set(def.id, (here[0] as Army).owner);
  }
  return out;
}

export function hexController(state: State, hex: HexId): Seat | null {
  return hexControllers(state).get(hex) ?? null;
}

/** Province → controller (3 of 4 hexes held by one kingdom). */
export function provinceControllers(state: State): Map<number, Seat> {
  return computeProvinceControllers(state);
}

/** Provinces are numbered 2..12 (2d6) and seats 0..3: keys province × 8 + seat stay below this. */
const PROVINCE_KEYS = 13 * 8;

/** Counted per province and seat, in a flat array by key. */
function computeProvinceControllers(state: State): Map<number, Seat> {
  const b = board(state);
  // Keys in the order hexControllers lists the hexes (board order), so anything that iterates
  // or stably sorts the result sees ties as before.
  const counts = new Uint8Array(PROVINCE_KEYS);
  const keys: number[] = [];
  for (const ix of b.occupied) {
    const here = b.at[ix] as Army[];
    const def = b.hexes[ix] as HexDef;
    let sum = 0;
    for (const a of here) sum += a.strength;
    if (sum < threshold(def.terrain)) continue;
    const k = def.province * 8 + (here[0] as Army).owner;
    const c = counts[k] ?? 0;
    if (c === 0) keys.push(k);
    counts[k] = c + 1;
  }
  const out = new Map<number, Seat>();
  for (const k of keys) if ((counts[k] ?? 0) >= RULES.hexesToControl) out.set(Math.floor(k / 8), k % 8);
  return out;
}

export function provinceController(state: State, province: number): Seat | null {
  return provinceControllers(state).get(province) ?? null;
}

export function liege(state: State, seat: Seat): Seat {
  return state.kingdoms[seat]?.suzerain ?? seat;
}

export function sameRealm(state: State, a: Seat, b: Seat): boolean {
  return liege(state, a) === liege(state, b);
}

export function realm(state: State, seat: Seat): Seat[] {
  const l = liege(state, seat);
  return state.kingdoms.filter((k) => liege(state, k.seat) === l).map((k) => k.seat);
}

/** Who gives this seat's orders and answers its prompts (A42). */
export function authority(state: State, seat: Seat): Seat {
  const k = state.kingdoms[seat];
  if (!k || k.suzerain === null || k.autonomous) return seat;
  return k.suzerain;
}

/**
 * Reachability of a capital cell from start hexes for a realm (A23): BFS through hexes with no
 * army of another realm and not in a province controlled by another realm.
 */
export function connected(
  state: State,
  starts: readonly HexId[],
  capital: Axial,
  realmOf: Seat,
  provCtl = provinceControllers(state),
): boolean {
  const b = board(state);
  const passable = passableFor(state, realmOf, provCtl);
  const goal = new Uint8Array(b.n);
  for (const h of capitalHexes(state.map, capital)) {
    const ix = hexIndex(b, h);
    if (ix >= 0) goal[ix] = 1;
  }
  const seen = new Uint8Array(b.n);
  const queue: number[] = [];
  for (const h of starts) {
    const ix = hexIndex(b, h);
    if (ix >= 0 && seen[ix] !== 1 && passable(ix)) {
      seen[ix] = 1;
      queue.push(ix);
    }
  }
  // for…of sees the hexes pushed while it runs: a queue without shift().
  for (const ix of queue) {
    if (goal[ix] === 1) return true;
    for (const n of b.geo.adjacentIx[ix] as number[])
      if (seen[n] !== 1 && passable(n)) {
        seen[n] = 1;
        queue.push(n);
      }
  }
  return false;
}

/**
 * A realm's armies may pass a hex (by map index) with no army of another realm, outside other
 * realms' provinces (A23).
 */
function passableFor(state: State, realmOf: Seat, provCtl: Map<number, Seat>): (ix: number) => boolean {
  const b = board(state);
  const own = liege(state, realmOf);
  return (ix) => {
    // The last army listed on the hex stands for its kingdom (one kingdom per hex).
    const here = b.at[ix];
    if (here !== undefined) {
      const o = (here[here.length - 1] as Army).owner;
      if (liege(state, o) !== own) return false;
    }
    const c = provCtl.get((b.hexes[ix] as HexDef).province);
    return c === undefined || liege(state, c) === own;
  };
}

/**
 * Every hex from which `connected` would reach the capital, in one search: passability belongs to
 * hexes and adjacency is symmetric, so a hex reaches the capital exactly when a search from the
 * capital's passable neighbours reaches it. For many start hexes (castles) at once. The answer is
 * a flag per map index (1 = linked); shared: callers must not change it.
 */
export function linkedToCapital(state: State, capital: Axial, realmOf: Seat): Uint8Array {
  return searchFromCapital(state, capital, realmOf);
}

function searchFromCapital(state: State, capital: Axial, realmOf: Seat): Uint8Array {
  const b = board(state);
  const passable = passableFor(state, realmOf, provinceControllers(state));
  const seen = new Uint8Array(b.at.length);
  const queue: number[] = [];
  for (const h of capitalHexes(state.map, capital)) {
    const ix = hexIndex(b, h);
    if (ix >= 0 && seen[ix] === 0 && passable(ix)) {
      seen[ix] = 1;
      queue.push(ix);
    }
  }
  for (const ix of queue)
    for (const n of b.geo.adjacentIx[ix] as number[])
      if (seen[n] === 0 && passable(n)) {
        seen[n] = 1;
        queue.push(n);
      }
  return seen;
}

/** Provinces controlled per realm's liege, and the total controlled. */
export function realmCounts(state: State): { total: number; byLiege: Map<Seat, number>; bySeat: Map<Seat, number> } {
  const ctl = provinceControllers(state);
  const byLiege = new Map<Seat, number>();
  const bySeat = new Map<Seat, number>();
  for (const seat of ctl.values()) {
    const l = liege(state, seat);
    byLiege.set(l, (byLiege.get(l) ?? 0) + 1);
    bySeat.set(seat, (bySeat.get(seat) ?? 0) + 1);
  }
  return { total: ctl.size, byLiege, bySeat };
}

export { provinceHexes, provincesOf };
