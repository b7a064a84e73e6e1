/**
 * Who stands where, indexed in one pass over the armies. Listing the moves of a turn asks "who is
 * on this hex?" for every hex next to every army; answering each of those by scanning all armies
 * made legalActions quadratic in the number of dice (~100 late in a game), and answering them
 * from sets of hex ids still cost a hash lookup each. So the board is kept in flat arrays by map
 * index (a hex's place in the map's list, see geometry.ts): one id lookup per army to build it,
 * then plain array reads. A Board is a snapshot, built from the state when a query asks (a list
 * that asks per army builds it once and passes it on) and dropped after. It also keeps, per seat and on demand, the hexes where the seat stands and the hexes
 * closed to it.
 */
import type { Seat } from '../kit/types.js';
import { RULES } from './data/constants.js';
import { type Geometry, geometry, mapIndex } from './geometry.js';
import type { Army, HexDef, HexId, State } from './state.js';

/** What the board knows about one seat, filled on first use (its closed hexes are in Board.cells). */
interface SeatBoard {
  /** Map indices of the hexes with the seat's armies, in board order (see Board.occupied). */
  held: number[];
  /** The held hexes by map index, in the order of their ids as strings (the order menus list them). */
  heldSortedIx?: readonly number[];
}

/** Seats 0..3: each has a slice of Board.cells for its closed hexes. */
const MAX_SEATS = 4;

export interface Board {
  geo: Geometry;
  /** The map's hexes (map index → hex). */
  hexes: readonly HexDef[];
  /** Armies per map index, in the order of state.armies; undefined where there are none. */
  at: (Army[] | undefined)[];
  /** Map indices of hexes with armies, in the order their first army is listed in state.armies. */
  occupied: number[];
  /** Map size: hexes have indices 0..n-1. */
  n: number;
  /**
   * Flags per map index in one buffer (one allocation per board, as typed arrays are costly to
   * make): [0, n) one bit per seat with an army there; [n, 2n) 1 + the owner of the first castle
   * listed there, 0 for none; [(2 + seat)·n, (3 + seat)·n) 1 where the seat's armies may not step,
   * filled with the seat's SeatBoard.
   */
  cells: Uint8Array;
  /** Map indices of the castles' hexes, in the order the castles are listed (first per hex). */
  castleHexes: number[];
  /** The most armies on one hex (more than 4 means a merge is owed). */
  mostOnAHex: number;
  /** Per seat, filled on demand. */
  seats: (SeatBoard | undefined)[];
}

const NONE: readonly Army[] = [];

export function board(state: State): Board {
  return buildBoard(state);
}

function buildBoard(state: State): Board {
  const geo = geometry(state.map);
  const hexes = state.map.hexes;
  const n = hexes.length;
  const at: (Army[] | undefined)[] = new Array(n);
  const occupied: number[] = [];
  const cells = new Uint8Array((2 + MAX_SEATS) * n);
  let mostOnAHex = 0;
  for (const a of state.armies) {
    const ix = mapIndex(geo, a.hex);
    // Armies only ever stand on map hexes; anything else is a broken state, not a rule case.
    if (ix < 0) throw new Error(`stary-kontynent: army ${a.id} stands on ${a.hex}, not a map hex`);
    const list = at[ix];
    if (list) {
      list.push(a);
      if (list.length > mostOnAHex) mostOnAHex = list.length;
    } else {
      at[ix] = [a];
      occupied.push(ix);
      if (mostOnAHex === 0) mostOnAHex = 1;
    }
    cells[ix] = (cells[ix] as number) | (1 << a.owner);
  }
  const castleHexes: number[] = [];
  for (const c of state.castles) {
    const ix = mapIndex(geo, c.hex);
    if (ix < 0 || cells[n + ix] !== 0) continue;
    cells[n + ix] = c.owner + 1;
    castleHexes.push(ix);
  }
  return { geo, hexes, at, occupied, n, cells, castleHexes, mostOnAHex, seats: [] };
}

function seatBoard(b: Board, seat: Seat): SeatBoard {
  let s = b.seats[seat];
  if (!s) {
    if (seat < 0 || seat >= MAX_SEATS) throw new Error(`stary-kontynent: no seat ${seat}`);
    const bit = 1 << seat;
    const held: number[] = [];
    const closed = (2 + seat) * b.n;
    for (const ix of b.occupied) {
      const mask = b.cells[ix] as number;
      if (mask & bit) held.push(ix);
      // Four armies on a hex close it whoever owns them: four of the seat's own, or foreign ones.
      if (mask & ~bit || (b.at[ix] as Army[]).length >= RULES.maxArmiesPerHex) b.cells[closed + ix] = 1;
    }
    s = { held };
    b.seats[seat] = s;
  }
  return s;
}

/** The map index of a hex id (-1 for an id not on the map). */
export function hexIndex(b: Board, hex: HexId): number {
  return mapIndex(b.geo, hex);
}

/** Map indices of the hexes where the seat has armies, in board order; shared: do not change. */
export function heldIx(b: Board, seat: Seat): readonly number[] {
  return seatBoard(b, seat).held;
}

/** The seat has an army on the hex. */
export function holds(b: Board, seat: Seat, hex: HexId): boolean {
  const ix = mapIndex(b.geo, hex);
  return ix >= 0 && ((b.cells[ix] as number) & (1 << seat)) !== 0;
}

/** Map indices of the hexes where the seat has armies, in the order of their ids as strings; shared. */
export function heldSortedIx(b: Board, seat: Seat): readonly number[] {
  const s = seatBoard(b, seat);
  if (!s.heldSortedIx) {
    const bit = 1 << seat;
    s.heldSortedIx = b.geo.idOrder.filter((ix) => ((b.cells[ix] as number) & bit) !== 0);
  }
  return s.heldSortedIx;
}

/**
 * Where the seat's closed-hex flags start in b.cells: cells[closedTo(b, seat) + ix] is 1 when an
 * army of the seat may not step on the hex (a foreign army there, or 4 armies).
 */
export function closedTo(b: Board, seat: Seat): number {
  seatBoard(b, seat);
  return (2 + seat) * b.n;
}

/** An army of the seat may not step onto the hex (nothing stands on an id not on the map). */
export function isClosed(b: Board, seat: Seat, hex: HexId): boolean {
  const ix = mapIndex(b.geo, hex);
  return ix >= 0 && b.cells[closedTo(b, seat) + ix] === 1;
}

/** The seat owning the first castle listed on the hex (by map index), or -1. */
export function castleOwnerAt(b: Board, ix: number): Seat {
  return (b.cells[b.n + ix] as number) - 1;
}

export function armiesAt(b: Board, hex: HexId): readonly Army[] {
  const ix = mapIndex(b.geo, hex);
  return ix < 0 ? NONE : (b.at[ix] ?? NONE);
}

export function armiesAtIx(b: Board, ix: number): readonly Army[] {
  return b.at[ix] ?? NONE;
}
