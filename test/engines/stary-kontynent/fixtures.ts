/**
 * Crafted positions for the rulebook examples: the spec's fixture map F1, the reference map R1,
 * and helpers to put armies and castles on hexes.
 */
import type { OptionValues, Seat } from '../../../src/engines/kit/types.js';
import type { Action } from '../../../src/engines/stary-kontynent/actions.js';
import { buildMap } from '../../../src/engines/stary-kontynent/genesis.js';
import { staryKontynentGame as game } from '../../../src/engines/stary-kontynent/index.js';
import { startSeatTurn, turnOrder } from '../../../src/engines/stary-kontynent/rules/seatTurn.js';
import { emptyState, readOptions } from '../../../src/engines/stary-kontynent/setup.js';
import type { HexId, MapDef, Placement, State } from '../../../src/engines/stary-kontynent/state.js';
import { type Edit, scripted, startAt } from '../../support/engine.js';

export const BLUE = 0;
export const RED = 1;
export const GREEN = 2;
export const YELLOW = 3;
export const COLOURS = ['blue', 'red', 'green', 'yellow'];

/** F1: 12 at (k=0, t=(0,−2)), 3 at (0,(0,0)), 5 at (0,(2,0)), 8 at (0,(4,0)). */
export const F1: Placement[] = [
  { province: 12, rotation: 0, t: { q: 0, r: -2 } },
  { province: 3, rotation: 0, t: { q: 0, r: 0 } },
  { province: 5, rotation: 0, t: { q: 2, r: 0 } },
  { province: 8, rotation: 0, t: { q: 4, r: 0 } },
];

/** R1, the spec's reference Genesis result, in Genesis order. */
export const R1: Placement[] = [
  [8, 1, 0, 0],
  [10, 0, 1, 0],
  [12, 4, -1, 4],
  [9, 0, -3, 2],
  [7, 3, 2, 3],
  [5, 2, 1, 4],
  [2, 4, -3, 6],
  [6, 4, 3, 2],
  [3, 0, -3, 0],
  [11, 4, 3, 0],
  [4, 2, -3, 4],
].map(([province, rotation, q, r]) => ({
  province: province ?? 0,
  rotation: rotation ?? 0,
  t: { q: q ?? 0, r: r ?? 0 },
}));

export interface Position {
  players?: number;
  map?: MapDef;
  /** Capital cells per seat; F1 default: Blue (−1,1), Red (6,0). */
  capitals?: ({ q: number; r: number } | null)[];
  garrisons?: number[];
  /** Armies per seat: hex → dice. */
  armies?: Record<number, Record<HexId, number[]>>;
  castles?: { hex: HexId; owner: Seat }[];
  /** Provinces each seat has already controlled (no homage for them). */
  everControlled?: Record<number, number[]>;
  active?: Seat;
  options?: OptionValues;
  turn?: number;
}

/**
 * A game in step 3 of game turn `turn` with `active` at the start of his turn (3a). The first
 * seat rotates with the turn (A16), so `active` sits where the turn order puts him: the seats
 * before him have acted this turn, those after him are still to come.
 */
export function position(p: Position = {}): State {
  const n = p.players ?? 2;
  const seats = Array.from({ length: n }, (_, seat) => ({ seat, faction: COLOURS[seat] ?? 'blue' }));
  const order = seats.map((s) => s.seat);
  const base = emptyState(seats, readOptions(p.options ?? {}), p.map ?? buildMap(F1), order);
  return startAt(
    base,
    kingdoms(p),
    armies(p.armies ?? {}),
    castles(p.castles ?? []),
    turnStart(p.turn ?? 1, p.active ?? BLUE),
  );
}

/** Edit: capitals (F1 default: Blue (−1,1), Red (6,0)), garrisons (default 9) and provinces already held. */
const kingdoms =
  (p: Position): Edit<State> =>
  (state) => {
    const capitals = p.capitals ?? [
      { q: -1, r: 1 },
      { q: 6, r: 0 },
    ];
    state.kingdoms.forEach((k, i) => {
      k.capital = capitals[i] ?? null;
      k.garrison = p.garrisons?.[i] ?? 9;
      k.everControlled = [...(p.everControlled?.[i] ?? [])];
    });
  };

/** Edit: armies per seat, hex → dice, in that order. */
export const armies =
  (bySeat: Record<number, Record<HexId, number[]>>): Edit<State> =>
  (state) => {
    for (const [seat, hexes] of Object.entries(bySeat))
      for (const [hex, dice] of Object.entries(hexes)) for (const d of dice) put(state, Number(seat), hex, d);
  };

/** Edit: these castles stand on the map (and no others). */
const castles =
  (list: { hex: HexId; owner: Seat }[]): Edit<State> =>
  (state) => {
    state.castles = list.map((c) => ({ ...c }));
  };

/** Edit: step 3 of game turn `turn`, `active` starting his seat turn where the turn order puts him (A16). */
const turnStart =
  (turn: number, active: Seat): Edit<State> =>
  (state) => {
    state.stage = 'turns';
    state.turn = turn;
    state.seatIndex = turnOrder(state).indexOf(active);
    startSeatTurn(state, []);
  };

export function put(state: State, owner: Seat, hex: HexId, strength: number): void {
  state.armies.push({ id: state.nextArmyId, owner, hex, strength, startHex: hex, moved: false, assaulted: false });
  state.nextArmyId += 1;
}

/** Dice of `owner` on `hex`, largest first. */
export function dice(state: State, hex: HexId, owner?: Seat): number[] {
  return state.armies
    .filter((a) => a.hex === hex && (owner === undefined || a.owner === owner))
    .map((a) => a.strength)
    .sort((a, b) => b - a);
}

export function armyId(state: State, hex: HexId, strength: number, owner?: Seat): number {
  const a = state.armies.find(
    (x) => x.hex === hex && x.strength === strength && (owner === undefined || x.owner === owner),
  );
  if (!a) throw new Error(`no army ${hex}:${strength}`);
  return a.id;
}

/** Applies one action for whoever owes the current decision (or `seat`). */
export function act(state: State, action: Action, rng = scripted(), seat?: Seat) {
  const who = seat ?? game.pending(state)[0]?.seat;
  if (who === undefined) throw new Error('nobody owes a decision');
  return game.apply(state, who, action, rng);
}

export function eventKeys(events: { msg: { key: string } }[]): string[] {
  return events.map((e) => e.msg.key.replace('stary-kontynent.event.', ''));
}

export { game };
