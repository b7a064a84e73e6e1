/**
 * Lookups over a map: hex by id or cell, neighbours, the hexes next to a capital cell, capital
 * cells of a province. Computed once when the map is built and stored with it (no caches here).
 */
import { type Axial, cellKey, isAdjacent, neighbours } from './hex.js';
import type { HexDef, HexId, MapDef } from './state.js';

/**
 * A map's lookups as plain JSON data, computed once when the map is built (genesis.buildMap) and
 * stored with it: the engine keeps no caches, so what every rule asks many times a step lives in
 * the state (the map is shared, never copied, between a state and the next).
 */
export interface Geometry {
  /** Hex id → its index in map.hexes (province, then slot). */
  index: Record<HexId, number>;
  /** cellKey → the map index of the hex on that cell. */
  cellIndex: Record<string, number>;
  /** Adjacency by map index. */
  adjacentIx: number[][];
  /** Adjacency by hex id (map order). */
  adjacent: Record<HexId, HexId[]>;
  /** Exterior (sea) cells touching the map, by q then r. */
  shoreCells: Axial[];
  /** Exterior cell (cellKey) → the map hexes next to it (every shore cell). */
  around: Record<string, HexId[]>;
  /** Province → its hexes' map indices in slot order. */
  byProvince: Record<string, number[]>;
  /** The provinces on the map, ascending. */
  provinces: number[];
  /** Map indices in the order of the hexes' ids sorted as strings (the order menus list them). */
  idOrder: number[];
}

/** The geometry stored with the map; a map stored before it was (no `geo`) has it computed again per call. */
export function geometry(map: MapDef): Geometry {
  return map.geo ?? computeGeometry(map);
}

/**
 * The state with its map's geometry (a state stored before maps carried it gets it here, once per
 * engine call, as a copy; apply's result then keeps it). The engine's entry points call this.
 */
export function withGeometry<S extends { map: MapDef }>(state: S): S {
  return state.map.geo ? state : { ...state, map: { ...state.map, geo: computeGeometry(state.map) } };
}

/** The map index of a hex id, or -1 (an own property only: ids come from players' input). */
export function mapIndex(geo: Geometry, id: HexId): number {
  return Object.hasOwn(geo.index, id) ? (geo.index[id] as number) : -1;
}

function own<T>(rec: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(rec, key) ? rec[key] : undefined;
}

export function computeGeometry(map: Omit<MapDef, 'geo'>): Geometry {
  const index: Record<HexId, number> = {};
  const cellIndex: Record<string, number> = {};
  map.hexes.forEach((h, i) => {
    index[h.id] = i;
    cellIndex[cellKey(h)] = i;
  });
  const lakeKeys = new Set(map.lakes.map(cellKey));
  const shore = new Map<string, Axial>();
  const adjacentIx = map.hexes.map((h) => {
    const ixs: number[] = [];
    for (const n of neighbours(h)) {
      const k = cellKey(n);
      const other = own(cellIndex, k);
      if (other !== undefined) ixs.push(other);
      else if (!lakeKeys.has(k)) shore.set(k, n);
    }
    return ixs;
  });
  const shoreCells = [...shore.values()].sort((a, b) => a.q - b.q || a.r - b.r);
  const around: Record<string, HexId[]> = {};
  for (const c of shoreCells) around[cellKey(c)] = hexesAround(map.hexes, cellIndex, c);
  const adjacent: Record<HexId, HexId[]> = {};
  map.hexes.forEach((h, i) => {
    adjacent[h.id] = (adjacentIx[i] ?? []).map((j) => (map.hexes[j] as HexDef).id);
  });
  const byProvince: Record<string, number[]> = {};
  map.hexes.forEach((h, i) => {
    const list = byProvince[h.province];
    if (list) list.push(i);
    else byProvince[h.province] = [i];
  });
  return {
    index,
    cellIndex,
    adjacentIx,
    adjacent,
    shoreCells,
    around,
    byProvince,
    provinces: Object.keys(byProvince)
      .map(Number)
      .sort((a, b) => a - b),
    idOrder: map.hexes
      .map((h, i) => ({ id: h.id, i }))
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .map((x) => x.i),
  };
}

function hexesAround(hexes: readonly HexDef[], cellIndex: Record<string, number>, cell: Axial): HexId[] {
  const out: HexId[] = [];
  for (const n of neighbours(cell)) {
    const ix = own(cellIndex, cellKey(n));
    if (ix !== undefined) out.push((hexes[ix] as HexDef).id);
  }
  return out;
}

export function hexDef(map: MapDef, id: HexId): HexDef | undefined {
  const ix = mapIndex(geometry(map), id);
  return ix < 0 ? undefined : map.hexes[ix];
}

export function adjacentHexes(map: MapDef, id: HexId): HexId[] {
  return own(geometry(map).adjacent, id) ?? [];
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

/** capitalNeighbours without the copy, for the rules' hot paths: shared, do not change. */
export function capitalHexes(map: MapDef, cell: Axial): readonly HexId[] {
  const geo = geometry(map);
  return own(geo.around, cellKey(cell)) ?? hexesAround(map.hexes, geo.cellIndex, cell);
}

/** Exterior cells adjacent to at least one hex of the province (§2.8 item 7). */
export function capitalCells(map: MapDef, province: number): Axial[] {
  const geo = geometry(map);
  const own = map.hexes.filter((h) => h.province === province);
  return geo.shoreCells.filter((c) => own.some((h) => isAdjacent(h, c)));
}

export function provinceHexes(map: MapDef, province: number): HexDef[] {
  return (own(geometry(map).byProvince, String(province)) ?? []).map((ix) => map.hexes[ix] as HexDef);
}

export function provincesOf(map: MapDef): number[] {
  return [...geometry(map).provinces];
}
