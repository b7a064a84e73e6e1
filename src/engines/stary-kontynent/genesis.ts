/**
 * Genesis: the random assembly of the Old Continent from the 11 province tiles (spec §2.9,
 * ruling A9), and the geometry derived from a list of placements (§2.8).
 */

import type { Rng } from '../kit/rng.js';
import { PROVINCES, SLOT_OFFSET, SLOTS, type Slot, tileOf } from './data/tiles.js';
import { computeGeometry } from './geometry.js';
import { type Axial, add, cellKey, neighbours, rotate } from './hex.js';
import type { HexDef, MapDef, Placement } from './state.js';

/** The four cells a placement covers, slot by slot. */
export function placementCells(p: { rotation: number; t: Axial }): Record<Slot, Axial> {
  const at = (s: Slot): Axial => add(rotate(SLOT_OFFSET[s], p.rotation), p.t);
  return { a: at('a'), b: at('b'), c: at('c'), d: at('d') };
}

/** Numeric cell key for the hot Genesis loops. */
const nk = (q: number, r: number): number => (q + 4096) * 8192 + (r + 4096);
const NEIGHBOUR_OFFSETS = neighbours({ q: 0, r: 0 });
/** Slot offsets after each rotation k = 0..5. */
const ROTATED: Axial[][] = [0, 1, 2, 3, 4, 5].map((k) => SLOTS.map((s) => rotate(SLOT_OFFSET[s], k)));
/** For each rotation, the distinct cells around the tile (its ring): touches = ring cells already placed. */
const RING: Axial[][] = ROTATED.map((cells) => {
  const own = new Set(cells.map((c) => nk(c.q, c.r)));
  const ring = new Map<number, Axial>();
  for (const c of cells)
    for (const o of NEIGHBOUR_OFFSETS) {
      const k = nk(c.q + o.q, c.r + o.r);
      if (!own.has(k)) ring.set(k, { q: c.q + o.q, r: c.r + o.r });
    }
  return [...ring.values()];
});

function touchCount(placed: ReadonlySet<number>, cells: readonly Axial[]): number {
  const own = cells.map((c) => nk(c.q, c.r));
  const hit = new Set<number>();
  for (const c of cells)
    for (const o of NEIGHBOUR_OFFSETS) {
      const k = nk(c.q + o.q, c.r + o.r);
      if (placed.has(k) && !own.includes(k)) hit.add(k);
    }
  return hit.size;
}

/** Distinct placed cells adjacent to at least one of the new cells. */
export function touches(placed: ReadonlySet<string>, cells: readonly Axial[]): number {
  const keys = new Set<number>();
  for (const k of placed) {
    const [q, r] = k.split(',').map(Number);
    keys.add(nk(q ?? 0, r ?? 0));
  }
  return touchCount(keys, cells);
}

interface Candidate extends Placement {
  touches: number;
}

function candidatesWithTouches(placed: ReadonlySet<number>, placedCells: readonly Axial[]): Candidate[] {
  const empty = new Map<number, Axial>();
  for (const c of placedCells)
    for (const o of NEIGHBOUR_OFFSETS) {
      const k = nk(c.q + o.q, c.r + o.r);
      if (!placed.has(k)) empty.set(k, { q: c.q + o.q, r: c.r + o.r });
    }
  const seen = new Set<number>();
  const out: Candidate[] = [];
  for (let k = 0; k < 6; k++) {
    const offsets = ROTATED[k] ?? [];
    const ring = RING[k] ?? [];
    for (const e of empty.values())
      for (const off of offsets) {
        const tq = e.q - off.q;
        const tr = e.r - off.r;
        const id = k * 100_000_000 + nk(tq, tr);
        if (seen.has(id)) continue;
        seen.add(id);
        if (offsets.some((o) => placed.has(nk(o.q + tq, o.r + tr)))) continue;
        let touching = 0;
        for (const o of ring) if (placed.has(nk(o.q + tq, o.r + tr))) touching++;
        out.push({ province: 0, rotation: k, t: { q: tq, r: tr }, touches: touching });
      }
  }
  out.sort((a, b) => a.rotation - b.rotation || a.t.q - b.t.q || a.t.r - b.t.r);
  return out;
}

/** Every placement (k, t) that overlaps nothing and has a cell next to the map, in canonical order. */
export function candidatePlacements(placed: ReadonlySet<string>, placedCells: readonly Axial[]): Placement[] {
  const keys = new Set(placedCells.map((c) => nk(c.q, c.r)));
  for (const k of placed) {
    const [q, r] = k.split(',').map(Number);
    keys.add(nk(q ?? 0, r ?? 0));
  }
  return candidatesWithTouches(keys, placedCells).map((c) => ({ province: c.province, rotation: c.rotation, t: c.t }));
}

/** Runs Genesis with the rng calls in the spec's canonical order. */
export function genesisPlacements(rng: Rng): Placement[] {
  const order = rng.shuffle(PROVINCES); // Fisher–Yates from the last index down, as §2.9
  const placed = new Set<number>();
  const placedCells: Axial[] = [];
  const placements: Placement[] = [];
  const put = (p: Placement): void => {
    placements.push(p);
    for (const c of Object.values(placementCells(p))) {
      placed.add(nk(c.q, c.r));
      placedCells.push(c);
    }
  };
  put({ province: order[0] ?? 2, rotation: rng.int(6), t: { q: 0, r: 0 } });
  for (let idx = 1; idx < order.length; idx++) {
    const province = order[idx] ?? 2;
    const need = idx === 1 ? [1] : idx >= order.length - 2 ? [4, 3, 1] : [3, 1];
    const cands = candidatesWithTouches(placed, placedCells);
    for (const n of need) {
      const valid = cands.filter((c) => c.touches >= n);
      if (valid.length > 0) {
        const pick = valid[rng.int(valid.length)] ?? valid[0];
        if (pick) put({ province, rotation: pick.rotation, t: pick.t });
        break;
      }
    }
  }
  return placements;
}

/** Builds the map and its derived geometry (exterior, lakes, coast) from placements (§2.8). */
export function buildMap(placements: readonly Placement[]): MapDef {
  const hexes: HexDef[] = [];
  const byCell = new Map<string, HexDef>();
  for (const p of placements) {
    const tile = tileOf(p.province);
    const cells = placementCells(p);
    for (const s of SLOTS) {
      const c = cells[s];
      const key = cellKey(c);
      if (byCell.has(key)) throw new Error(`stary-kontynent: province ${p.province} overlaps cell ${key}`);
      const hex: HexDef = {
        id: `${p.province}${s}`,
        province: p.province,
        slot: s,
        terrain: tile.terrain[s],
        q: c.q,
        r: c.r,
        coastal: false,
        special: tile.specialSlot === s,
      };
      hexes.push(hex);
      byCell.set(key, hex);
    }
  }
  const qs = hexes.map((h) => h.q);
  const rs = hexes.map((h) => h.r);
  const qmin = Math.min(...qs) - 2;
  const qmax = Math.max(...qs) + 2;
  const rmin = Math.min(...rs) - 2;
  const rmax = Math.max(...rs) + 2;
  const inBox = (c: Axial): boolean => c.q >= qmin && c.q <= qmax && c.r >= rmin && c.r <= rmax;
  // The sea: flood from the box corner through empty cells.
  const sea = new Set<string>();
  const queue: Axial[] = [{ q: qmin, r: rmin }];
  sea.add(cellKey({ q: qmin, r: rmin }));
  while (queue.length > 0) {
    const c = queue.pop();
    if (!c) break;
    for (const n of neighbours(c)) {
      const k = cellKey(n);
      if (!inBox(n) || sea.has(k) || byCell.has(k)) continue;
      sea.add(k);
      queue.push(n);
    }
  }
  const lakes: Axial[] = [];
  for (let q = qmin; q <= qmax; q++)
    for (let r = rmin; r <= rmax; r++) {
      const k = cellKey({ q, r });
      if (!byCell.has(k) && !sea.has(k)) lakes.push({ q, r });
    }
  const lakeKeys = new Set(lakes.map(cellKey));
  for (const h of hexes)
    h.coastal = neighbours(h).some((n) => {
      const k = cellKey(n);
      return !byCell.has(k) && !lakeKeys.has(k);
    });
  hexes.sort(compareHexIds);
  const map = {
    key: placements.map((p) => `${p.province}/${p.rotation}/${p.t.q}/${p.t.r}`).join(' '),
    placements: placements.map((p) => ({ province: p.province, rotation: p.rotation, t: { ...p.t } })),
    hexes,
    lakes,
  };
  return { ...map, geo: computeGeometry(map) };
}

/** Hex id order: numeric province, then slot. */
export function compareHexIds(a: { province: number; slot: string }, b: { province: number; slot: string }): number {
  return a.province - b.province || (a.slot < b.slot ? -1 : a.slot > b.slot ? 1 : 0);
}

/**
 * Checks that a list of placements could come out of Genesis (§2.9): no overlap, the second tile
 * shares a side, later tiles touch 3 placed hexes, the last two touch 4 whenever that is possible.
 * Returns the 1-based index of the first offending placement, or null when the list is legal.
 */
export function firstIllegalPlacement(placements: readonly Placement[]): number | null {
  const placed = new Set<string>();
  const placedCells: Axial[] = [];
  for (let idx = 0; idx < placements.length; idx++) {
    const p = placements[idx];
    if (!p) return idx + 1;
    const cells = Object.values(placementCells(p));
    if (cells.some((c) => placed.has(cellKey(c)))) return idx + 1;
    if (idx > 0) {
      const need = idx === 1 ? [1] : idx >= placements.length - 2 ? [4, 3, 1] : [3, 1];
      const cands = candidatePlacements(placed, placedCells);
      const required = need.find((n) => cands.some((c) => touches(placed, Object.values(placementCells(c))) >= n));
      if (required === undefined || touches(placed, cells) < required) return idx + 1;
    }
    for (const c of cells) {
      placed.add(cellKey(c));
      placedCells.push(c);
    }
  }
  return null;
}
