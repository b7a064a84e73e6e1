/**
 * Lookups over a map: hex by id or cell, neighbours, the hexes next to a capital cell, capital
 * cells of a province. Memoised per map (a map never changes after setup).
 */
import { type Axial, cellKey, isAdjacent, neighbours } from './hex.js';
import type { HexDef, HexId, MapDef } from './state.js';

export interface Geometry {
  hexes: HexDef[];
  byId: Map<HexId, HexDef>;
  byCell: Map<string, HexDef>;
  adjacent: Map<HexId, HexId[]>;
  lakeKeys: Set<string>;
  /** Exterior (sea) cells touching the map. */
  shoreCells: Axial[];
  /** Province → its four hexes in slot order. */
  byProvince: Map<number, HexDef[]>;
  /** Hex id → its index in the map's list (province, then slot). */
  order: Map<HexId, number>;
  /** The provinces on the map, ascending. */
  provinces: number[];
  /** Exterior cell (as cellNumber) → the map hexes next to it, filled as capitals ask (see capitalNeighbours). */
  aroundCell: Map<number, readonly HexId[]>;
  /**
   * The same adjacency by map index (a hex's place in `hexes`): the rules' hot paths mark hexes in
   * flat arrays by index instead of sets of ids.
   */
  adjacentIx: number[][];
  /** Map indices in the order of the hexes' ids sorted as strings (the order menus list them). */
  idOrder: number[];
}

/** By map object first (apply shares one map between states), then by layout (a map read back from JSON). */
const byObject = new WeakMap<MapDef, Geometry>();
const cache = new Map<string, Geometry>();

/** The map asked about last: every rule asks for the geometry of the one map in play, many times a step. */
let lastMap: MapDef | null = null;
let lastGeometry: Geometry | null = null;

export function geometry(map: MapDef): Geometry {
  if (map === lastMap && lastGeometry) return lastGeometry;
  const geo = geometryOf(map);
  lastMap = map;
  lastGeometry = geo;
  return geo;
}

function geometryOf(map: MapDef): Geometry {
  const own = byObject.get(map);
  if (own) return own;
  const key = map.key;
  const hit = cache.get(key);
  if (hit) {
    byObject.set(map, hit);
    return hit;
  }
  const byId = new Map<HexId, HexDef>();
  const byCell = new Map<string, HexDef>();
  for (const h of map.hexes) {
    byId.set(h.id, h);
    byCell.set(cellKey(h), h);
  }
  const lakeKeys = new Set(map.lakes.map(cellKey));
  const adjacent = new Map<HexId, HexId[]>();
  const shore = new Map<string, Axial>();
  for (const h of map.hexes) {
    const ids: HexId[] = [];
    for (const n of neighbours(h)) {
      const k = cellKey(n);
      const other = byCell.get(k);
      if (other) ids.push(other.id);
      else if (!lakeKeys.has(k)) shore.set(k, n);
    }
    adjacent.set(h.id, ids);
  }
  const byProvince = new Map<number, HexDef[]>();
  for (const h of map.hexes) {
    const list = byProvince.get(h.province);
    if (list) list.push(h);
    else byProvince.set(h.province, [h]);
  }
  const order = new Map(map.hexes.map((h, i) => [h.id, i]));
  const geo: Geometry = {
    hexes: map.hexes,
    byId,
    byCell,
    adjacent,
    lakeKeys,
    shoreCells: [...shore.values()].sort((a, b) => a.q - b.q || a.r - b.r),
    byProvince,
    order,
    provinces: [...byProvince.keys()].sort((a, b) => a - b),
    aroundCell: new Map(),
    adjacentIx: map.hexes.map((h) => (adjacent.get(h.id) ?? []).map((id) => order.get(id) ?? -1)),
    idOrder: map.hexes
      .map((h, i) => ({ id: h.id, i }))
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .map((x) => x.i),
  };
  // One entry per map in play is enough (a stored game's map comes back from JSON on every
  // command); more only keeps finished games' maps, and their menu entries, alive.
  if (cache.size > 64) cache.clear();
  cache.set(key, geo);
  byObject.set(map, geo);
  return geo;
}

export function hexDef(map: MapDef, id: HexId): HexDef | undefined {
  return geometry(map).byId.get(id);
}

export function adjacentHexes(map: MapDef, id: HexId): HexId[] {
  return geometry(map).adjacent.get(id) ?? [];
}

export function areAdjacent(map: MapDef, a: HexId, b: HexId): boolean {
  return adjacentHexes(map, a).includes(b);
}

/**
 * The map hexes next to a capital's exterior cell: "the hexes adjacent to the capital" (A12).
 * Kept in one function so the capital model can be switched in one place.
 */
export function capitalNeighbours(map: MapDef, cell: Axial): HexId[] {
  return [...capitalHexes(map, cell)];
}

/** An exterior cell as one number (cells lie within a few dozen steps of the origin). */
function cellNumber(c: Axial): number {
  return (c.q + 512) * 1024 + (c.r + 512);
}

/** capitalNeighbours without the copy, for the rules' hot paths: memoised per map and cell. */
export function capitalHexes(map: MapDef, cell: Axial): readonly HexId[] {
  const geo = geometry(map);
  const key = cellNumber(cell);
  const hit = geo.aroundCell.get(key);
  if (hit) return hit;
  const out: HexId[] = [];
  for (const n of neighbours(cell)) {
    const h = geo.byCell.get(cellKey(n));
    if (h) out.push(h.id);
  }
  geo.aroundCell.set(key, out);
  return out;
}

/** Exterior cells adjacent to at least one hex of the province (§2.8 item 7). */
export function capitalCells(map: MapDef, province: number): Axial[] {
  const geo = geometry(map);
  const own = map.hexes.filter((h) => h.province === province);
  return geo.shoreCells.filter((c) => own.some((h) => isAdjacent(h, c)));
}

export function provinceHexes(map: MapDef, province: number): HexDef[] {
  return [...(geometry(map).byProvince.get(province) ?? [])];
}

export function provincesOf(map: MapDef): number[] {
  return [...geometry(map).provinces];
}
