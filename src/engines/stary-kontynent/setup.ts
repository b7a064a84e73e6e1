/**
 * Setup (spec §3): seat order and Genesis; then the flow (flow.ts) opens with the capitals, placed
 * in seat order after the bot's 2d6 roll for each player's province (rules/capitals.ts).
 */

import { runFlow } from '../kit/flow.js';
import type { Rng } from '../kit/rng.js';
import type { OptionValues, Seat, SetupSeat } from '../kit/types.js';
import { RULES } from './data/constants.js';
import { flow } from './flow.js';
import { buildMap, genesisPlacements } from './genesis.js';
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
  runFlow(flow, state, { rng, events: [] }); // the first seat's capital roll
  return state;
}
