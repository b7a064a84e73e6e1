/**
 * Derived values, always computed from the state (spec §2.11, §5.1–5.3): hex and province
 * control, lieges and realms, and whether land is cut off from a capital.
 */
import type { Seat } from '../kit/types.js';
import { board } from './board.js';
import { RULES } from './data/constants.js';
import { threshold } from './data/terrain.js';
import { memoHexControl, memoLinked, memoProvinceControl } from './derived.js';
import { capitalHexes, geometry, provinceHexes, provincesOf } from './geometry.js';
import type { Axial } from './hex.js';
import type { Army, HexId, State } from './state.js';

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
  return memoHexControl(state, () => computeHexControllers(state));
}

function computeHexControllers(state: State): Map<HexId, Seat> {
  const geo = geometry(state.map);
  const out = new Map<HexId, Seat>();
  // The board lists a hex's armies in state order: the first one's owner stands for the hex.
  for (const [hex, here] of board(state).on) {
    const first = here[0];
    const def = geo.byId.get(hex);
    if (!first || !def) continue;
    let sum = 0;
    for (const a of here) sum += a.strength;
    if (sum >= threshold(def.terrain)) out.set(hex, first.owner);
  }
  return out;
}

export function hexController(state: State, hex: HexId): Seat | null {
  return hexControllers(state).get(hex) ?? null;
}

/** Province → controller (3 of 4 hexes held by one kingdom). */
export function provinceControllers(state: State, hexCtl?: Map<HexId, Seat>): Map<number, Seat> {
  if (hexCtl === undefined || hexCtl === hexControllers(state))
    return memoProvinceControl(state, () => computeProvinceControllers(state, hexControllers(state)));
  return computeProvinceControllers(state, hexCtl);
}

function computeProvinceControllers(state: State, hexCtl: Map<HexId, Seat>): Map<number, Seat> {
  // Keyed province × 8 + seat (seats are 0..3): a number, not a string to split again. Insertion
  // order follows hexCtl, so ties in anything that sorts these stay as they were.
  const byId = geometry(state.map).byId;
  const counts = new Map<number, number>();
  for (const [hex, seat] of hexCtl) {
    const def = byId.get(hex);
    if (!def) continue;
    const k = def.province * 8 + seat;
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  const out = new Map<number, Seat>();
  for (const [k, n] of counts) if (n >= RULES.hexesToControl) out.set(Math.floor(k / 8), k % 8);
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
  const geo = geometry(state.map);
  const passable = passableFor(state, realmOf, provCtl);
  const goal = capitalHexes(state.map, capital);
  const seen = new Set<HexId>();
  const queue: HexId[] = [];
  for (const h of starts)
    if (passable(h) && !seen.has(h)) {
      seen.add(h);
      queue.push(h);
    }
  // for…of sees the hexes pushed while it runs: a queue without shift().
  for (const h of queue) {
    if (goal.includes(h)) return true;
    for (const n of geo.adjacent.get(h) ?? [])
      if (!seen.has(n) && passable(n)) {
        seen.add(n);
        queue.push(n);
      }
  }
  return false;
}

/** A realm's armies may pass a hex with no army of another realm, outside other realms' provinces (A23). */
function passableFor(state: State, realmOf: Seat, provCtl: Map<number, Seat>): (hex: HexId) => boolean {
  const byId = geometry(state.map).byId;
  const on = board(state).on;
  const own = liege(state, realmOf);
  return (hex) => {
    // The last army listed on the hex stands for its kingdom (one kingdom per hex).
    const here = on.get(hex);
    if (here !== undefined && here.length > 0) {
      const o = (here[here.length - 1] as Army).owner;
      if (liege(state, o) !== own) return false;
    }
    const def = byId.get(hex);
    if (!def) return false;
    const c = provCtl.get(def.province);
    return c === undefined || liege(state, c) === own;
  };
}

/**
 * Every hex from which `connected` would reach the capital, in one search: passability belongs to
 * hexes and adjacency is symmetric, so a hex reaches the capital exactly when a search from the
 * capital's passable neighbours reaches it. For many start hexes (castles) at once.
 */
export function linkedToCapital(state: State, capital: Axial, realmOf: Seat): ReadonlySet<HexId> {
  // Realms are not derived from the board, so they are part of the key.
  const realms = state.kingdoms.map((k) => k.suzerain ?? '-').join('');
  const key = `${realmOf}|${capital.q},${capital.r}|${realms}`;
  return memoLinked(state, key, () => searchFromCapital(state, capital, realmOf));
}

function searchFromCapital(state: State, capital: Axial, realmOf: Seat): ReadonlySet<HexId> {
  const geo = geometry(state.map);
  const passable = passableFor(state, realmOf, provinceControllers(state));
  const seen = new Set<HexId>();
  const queue: HexId[] = [];
  for (const h of capitalHexes(state.map, capital))
    if (passable(h) && !seen.has(h)) {
      seen.add(h);
      queue.push(h);
    }
  for (const h of queue)
    for (const n of geo.adjacent.get(h) ?? [])
      if (!seen.has(n) && passable(n)) {
        seen.add(n);
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
