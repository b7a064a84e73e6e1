/**
 * Derived values, always computed from the state (spec §2.11, §5.1–5.3): hex and province
 * control, lieges and realms, and whether land is cut off from a capital.
 */
import type { Seat } from '../kit/types.js';
import { RULES } from './data/constants.js';
import { threshold } from './data/terrain.js';
import { capitalNeighbours, geometry, provinceHexes, provincesOf } from './geometry.js';
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
  const sums = new Map<HexId, { owner: Seat; sum: number }>();
  for (const a of state.armies) {
    const cur = sums.get(a.hex);
    if (cur) cur.sum += a.strength;
    else sums.set(a.hex, { owner: a.owner, sum: a.strength });
  }
  const geo = geometry(state.map);
  const out = new Map<HexId, Seat>();
  for (const [hex, { owner, sum }] of sums) {
    const def = geo.byId.get(hex);
    if (def && sum >= threshold(def.terrain)) out.set(hex, owner);
  }
  return out;
}

export function hexController(state: State, hex: HexId): Seat | null {
  return hexControllers(state).get(hex) ?? null;
}

/** Province → controller (3 of 4 hexes held by one kingdom). */
export function provinceControllers(state: State, hexCtl = hexControllers(state)): Map<number, Seat> {
  const counts = new Map<string, number>();
  for (const [hex, seat] of hexCtl) {
    const def = geometry(state.map).byId.get(hex);
    if (!def) continue;
    const k = `${def.province}|${seat}`;
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  const out = new Map<number, Seat>();
  for (const [k, n] of counts) {
    if (n < RULES.hexesToControl) continue;
    const [p, s] = k.split('|').map(Number);
    if (p !== undefined && s !== undefined) out.set(p, s);
  }
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
  const occupants = new Map<HexId, Seat>();
  for (const a of state.armies) occupants.set(a.hex, a.owner);
  const passable = (hex: HexId): boolean => {
    const o = occupants.get(hex);
    if (o !== undefined && !sameRealm(state, o, realmOf)) return false;
    const def = geo.byId.get(hex);
    if (!def) return false;
    const c = provCtl.get(def.province);
    return c === undefined || sameRealm(state, c, realmOf);
  };
  const goal = new Set(capitalNeighbours(state.map, capital));
  const seen = new Set<HexId>();
  const queue: HexId[] = [];
  for (const h of starts)
    if (passable(h) && !seen.has(h)) {
      seen.add(h);
      queue.push(h);
    }
  while (queue.length > 0) {
    const h = queue.shift();
    if (h === undefined) break;
    if (goal.has(h)) return true;
    for (const n of geo.adjacent.get(h) ?? [])
      if (!seen.has(n) && passable(n)) {
        seen.add(n);
        queue.push(n);
      }
  }
  return false;
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
