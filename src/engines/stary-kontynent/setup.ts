/**
 * Setup (spec §3): seat order, Genesis, and the capitals placed in seat order after the bot's
 * 2d6 roll for each player's province (§2.10, A12–A15).
 */
import type { Rng } from '../kit/rng.js';
import type { OptionValues, Seat, SetupSeat } from '../kit/types.js';
import { RULES } from './data/constants.js';
import { PROVINCES } from './data/tiles.js';
import { buildMap, genesisPlacements } from './genesis.js';
import { capitalCells, capitalNeighbours } from './geometry.js';
import { type Axial, isAdjacent } from './hex.js';
import { type Events, event, kingdomName } from './msg.js';
import type { Kingdom, MapDef, Options, Placement, State } from './state.js';

export function readOptions(values: OptionValues): Options {
  const bool = (key: string, fallback: boolean): boolean => {
    const v = values[key];
    return typeof v === 'boolean' ? v : fallback;
  };
  const turns = Number.parseInt(String(values.maxTurns ?? '0'), 10);
  return {
    rotateFirstPlayer: bool('rotateFirstPlayer', true),
    levyAfterReorganise: bool('levyAfterReorganise', false),
    retreatAdjacentOnly: bool('retreatAdjacentOnly', false),
    revoltAfterLosses: bool('revoltAfterLosses', false),
    capitalEntryNoWaste: bool('capitalEntryNoWaste', false),
    maxTurns: Number.isFinite(turns) && turns > 0 ? turns : 0,
  };
}

function newKingdom(seat: Seat, colour: string): Kingdom {
  return {
    seat,
    colour,
    capital: null,
    capitalProvince: null,
    garrison: RULES.capitalStart,
    walls: false,
    suzerain: null,
    incomeTo: 'own',
    autonomous: false,
    everControlled: [],
    crusadePoints: 0,
    standingRetreat: 'ask',
  };
}

/** A state before capitals: the map is given (tests, replays of an explicit map) or generated. */
export function emptyState(seats: readonly SetupSeat[], options: Options, map: MapDef, order: Seat[]): State {
  return {
    options,
    map,
    kingdoms: seats.map((s) => newKingdom(s.seat, s.faction)),
    order,
    stage: 'capitals',
    turn: 0,
    capitalPlacement: null,
    seatIndex: 0,
    seatTurn: null,
    mainUsed: [],
    armies: [],
    nextArmyId: 1,
    castles: [],
    crusade: { total: 0, succeededOnTurn: null, king: null },
    ship: null,
    assault: null,
    overflow: [],
    plague: null,
    lastAction: null,
    winner: null,
    endReason: null,
  };
}

export function setupGame(
  seats: readonly SetupSeat[],
  values: OptionValues,
  rng: Rng,
  placements?: Placement[],
): State {
  const options = readOptions(values);
  const order = rng.shuffle(seats.map((s) => s.seat)); // seat order, Fisher–Yates (A16)
  const map = buildMap(placements ?? genesisPlacements(rng));
  const state = emptyState(seats, options, map, order);
  const events: Events = [];
  rollCapitalProvince(state, 0, rng, events);
  return state;
}

/** Capital cells of the province still legal: not on or next to a placed capital (A13). */
export function legalCapitalCells(state: State, province: number): Axial[] {
  const placed = state.kingdoms.map((k) => k.capital).filter((c): c is Axial => c !== null);
  return capitalCells(state.map, province).filter(
    (c) => !placed.some((p) => (p.q === c.q && p.r === c.r) || isAdjacent(p, c)),
  );
}

function eligible(state: State, province: number, drawn: readonly number[]): boolean {
  return !drawn.includes(province) && legalCapitalCells(state, province).length > 0;
}

/**
 * Rolls 2d6 for the seat at `index` of the seat order until an eligible province comes up. If no
 * province can take the capital, Genesis runs again and placement restarts (A13).
 */
export function rollCapitalProvince(state: State, index: number, rng: Rng, events: Events): void {
  for (;;) {
    const seat = state.order[index] ?? 0;
    const drawn = state.kingdoms.map((k) => k.capitalProvince).filter((p): p is number => p !== null);
    if (!PROVINCES.some((p) => eligible(state, p, drawn))) {
      state.map = buildMap(genesisPlacements(rng));
      for (const seat of state.kingdoms.map((k) => k.seat)) {
        const k = state.kingdoms[seat] as Kingdom;
        k.capital = null;
        k.capitalProvince = null;
      }
      index = 0;
      events.push(event('genesisAgain', {}));
      continue;
    }
    const rolls: [number, number][] = [];
    for (;;) {
      const roll: [number, number] = [rng.d6(), rng.d6()];
      rolls.push(roll);
      const p = roll[0] + roll[1];
      if (eligible(state, p, drawn)) {
        state.capitalPlacement = { seat, province: p, rolls };
        for (const r of rolls)
          events.push(
            event('capitalRoll', { player: kingdomName(state, seat), a: r[0], b: r[1], province: r[0] + r[1] }),
          );
        return;
      }
    }
  }
}

/** The default cell: most neighbouring hexes, then (q, r) ascending (A14). */
export function defaultCapitalCell(state: State): Axial | null {
  const p = state.capitalPlacement;
  if (!p) return null;
  const cells = legalCapitalCells(state, p.province).map((c) => ({ c, n: capitalNeighbours(state.map, c).length }));
  cells.sort((x, y) => y.n - x.n || x.c.q - y.c.q || x.c.r - y.c.r);
  return cells[0]?.c ?? null;
}
