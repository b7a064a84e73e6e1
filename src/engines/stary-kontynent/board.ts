/**
 * Who stands where, indexed in one pass over the armies. Listing the moves of a turn asks "who is
 * on this hex?" for every hex next to every army; answering each of those by scanning all armies
 * made legalActions quadratic in the number of dice (~100 late in a game). A Board is a snapshot:
 * for a final state it is memoised (derived.ts); for a state being changed, build it at the
 * start of one query and drop it before the next change. It also keeps, per seat and on demand,
 * the hexes where the seat stands and the hexes closed to it.
 */
import type { Seat } from '../kit/types.js';
import { RULES } from './data/constants.js';
import { memoBoard } from './derived.js';
import type { Army, Castle, HexId, MapDef, State } from './state.js';

export interface Board {
  /** Armies per hex, in the order of state.armies. */
  on: Map<HexId, Army[]>;
  /** The first castle listed on each hex (as castleOn finds it). */
  castles: Map<HexId, Castle>;
  /** Per seat, filled on demand: hexes with the seat's armies. */
  held: Map<Seat, ReadonlySet<HexId>>;
  /** Per seat, filled on demand: hexes its armies may not enter (a foreign army, or 4 of its own). */
  closed: Map<Seat, ReadonlySet<HexId>>;
  /** Per seat, filled on demand: heldBy in string order (the order menus list them). */
  heldSorted: Map<Seat, readonly HexId[]>;
}

const NONE: readonly Army[] = [];

export function board(state: State): Board {
  return memoBoard(state, () => buildBoard(state));
}

function buildBoard(state: State): Board {
  const on = new Map<HexId, Army[]>();
  for (const a of state.armies) {
    const list = on.get(a.hex);
    if (list) list.push(a);
    else on.set(a.hex, [a]);
  }
  const castles = new Map<HexId, Castle>();
  for (const c of state.castles) if (!castles.has(c.hex)) castles.set(c.hex, c);
  return { on, castles, held: new Map(), closed: new Map(), heldSorted: new Map() };
}

/** The hexes where the seat has armies. */
export function heldBy(b: Board, seat: Seat): ReadonlySet<HexId> {
  let hexes = b.held.get(seat);
  if (!hexes) {
    const out = new Set<HexId>();
    for (const [hex, here] of b.on) if (here.some((a) => a.owner === seat)) out.add(hex);
    b.held.set(seat, out);
    hexes = out;
  }
  return hexes;
}

/** The map's hex ids sorted as strings (the default sort), once per map. */
const idsAsStrings = new WeakMap<MapDef, readonly HexId[]>();

/** heldBy, sorted as strings; shared: callers must not change it. */
export function heldBySorted(b: Board, seat: Seat, map: MapDef): readonly HexId[] {
  let hexes = b.heldSorted.get(seat);
  if (!hexes) {
    const held = heldBy(b, seat);
    let ids = idsAsStrings.get(map);
    if (!ids) {
      ids = map.hexes.map((h) => h.id).sort();
      idsAsStrings.set(map, ids);
    }
    const out: HexId[] = [];
    for (const id of ids) if (held.has(id)) out.push(id);
    // Armies only stand on map hexes; anything else would still be listed, as the sort would.
    hexes = out.length === held.size ? out : [...held].sort();
    b.heldSorted.set(seat, hexes);
  }
  return hexes;
}

/** The hexes an army of the seat may not step onto: a foreign army there, or 4 of its own. */
export function closedTo(b: Board, seat: Seat): ReadonlySet<HexId> {
  let hexes = b.closed.get(seat);
  if (!hexes) {
    const out = new Set<HexId>();
    // Four armies on a hex close it whoever owns them: four of the seat's own, or foreign ones.
    for (const [hex, here] of b.on)
      if (here.length >= RULES.maxArmiesPerHex || here.some((a) => a.owner !== seat)) out.add(hex);
    b.closed.set(seat, out);
    hexes = out;
  }
  return hexes;
}

export function armiesAt(b: Board, hex: HexId): readonly Army[] {
  return b.on.get(hex) ?? NONE;
}

/** The seat's summed strength on the hex. */
export function ownStrengthAt(b: Board, hex: HexId, seat: Seat): number {
  const here = b.on.get(hex);
  if (!here) return 0;
  let sum = 0;
  for (const a of here) if (a.owner === seat) sum += a.strength;
  return sum;
}
