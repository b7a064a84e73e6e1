/** The plain-JSON state of a game of Stary Kontynent (spec §2.11). */
import type { Seat } from '../kit/types.js';
import type { Terrain } from './data/terrain.js';
import type { Slot } from './data/tiles.js';
import type { Geometry } from './geometry.js';
import type { Axial } from './hex.js';

export type HexId = string; // "7b"

export interface Placement {
  province: number;
  rotation: number;
  t: Axial;
}

export interface HexDef {
  id: HexId;
  province: number;
  slot: Slot;
  terrain: Terrain;
  q: number;
  r: number;
  /** Has an outer edge: the shore of the map (brzeg mapy). */
  coastal: boolean;
  /** The gold mountains of 2 or the fertile plain of 12. */
  special: boolean;
}

export interface MapDef {
  /** Identifies the layout (for memoised lookups); derived from the placements. */
  key: string;
  placements: Placement[];
  /** Sorted by province, then slot. */
  hexes: HexDef[];
  /** Empty cells enclosed by the map: impassable, never coast, never a capital (A10). */
  lakes: Axial[];
  /** Lookups computed once from the above when the map is built (see geometry.ts). */
  geo?: Geometry;
}

/** An army (regiment): one d6 of its owner's colour. */
export interface Army {
  id: number;
  owner: Seat;
  hex: HexId;
  strength: number;
  /** Where it stood when its owner's player-turn began; null if created since. */
  startHex: HexId | null;
  /** Made a Move or extra move this game turn. */
  moved: boolean;
  /** Took part in an Assault this game turn. */
  assaulted: boolean;
}

export interface Castle {
  hex: HexId;
  owner: Seat;
}

export interface Kingdom {
  seat: Seat;
  /** Faction id = colour. */
  colour: string;
  /** Off-map exterior cell of the capital (Stolica); null until placed. */
  capital: Axial | null;
  /** The province the capital's 2d6 picked (capitals stand on its edge). */
  capitalProvince: number | null;
  /** The capital d10, 0..9. */
  garrison: number;
  /** Walls built at the capital (a castle at the capital). */
  walls: boolean;
  /** Flat hierarchy (A41): the suzerain is always a liege. */
  suzerain: Seat | null;
  /** Where this vassal's province income goes; set by the suzerain. */
  incomeTo: 'own' | 'liege';
  /** The suzerain lets this vassal give his own orders (A42). */
  autonomous: boolean;
  /** Provinces this kingdom has ever controlled (homage is once per province and player). */
  everControlled: number[];
  crusadePoints: number;
  /** The defender's standing order (§8.2): 'never' skips the retreat prompt. */
  standingRetreat: 'ask' | 'never';
}

export interface Options {
  rotateFirstPlayer: boolean;
  levyAfterReorganise: boolean;
  retreatAdjacentOnly: boolean;
  revoltAfterLosses: boolean;
  capitalEntryNoWaste: boolean;
  /** 0 = no turn limit. */
  maxTurns: number;
}

export type AssaultTarget = { kind: 'hex'; hex: HexId } | { kind: 'capital'; seat: Seat };

export interface SeatTurn {
  seat: Seat;
  /** 3a = may still reorganise and take a main action; 3c = main action done, extra moves. */
  step: '3a' | '3c';
  levied: boolean;
  reorganised: boolean;
  /** Provinces granting an extra move, fixed when 3a closes (A30). */
  extraEligible: number[];
  extraUsed: number[];
}

export interface AssaultState {
  actor: Seat;
  target: AssaultTarget;
  defender: Seat;
  /** Armies taking part (the same ones every wave); dead ones drop out. */
  attackers: number[];
  /** Seats whose armies attack (actor first). */
  partners: Seat[];
  wave: number;
  /** Winner of the previous wave, for the +1 momentum. */
  previous: 'attacker' | 'defender' | null;
  /** What is asked now. */
  stage: 'confirm' | 'retreat' | 'continue' | 'occupant';
  /** After the defender's retreat (castle passes intact) or an annihilation (castle razed). */
  occupation: 'retreat' | 'annihilation' | null;
  /** Waves the attacker has pre-answered "continue" (`autowaves:N`, §8.3). */
  autoWaves: number;
}

export interface ShipState {
  strength: number;
}

export interface CapitalPlacement {
  seat: Seat;
  province: number;
  rolls: [number, number][];
}

/**
 * Where the game stands: the step of the order of play (flow.ts) being played or waited on. A
 * stored game rests only at 'capitals', 'crusaders', 'turns' or 'over'; the engine's own steps
 * ('plague', 'shipArrives', 'income', 'victoryCheck') are passed within one command.
 */
export type Stage = 'capitals' | 'plague' | 'shipArrives' | 'crusaders' | 'income' | 'turns' | 'victoryCheck' | 'over';

export interface LastAction {
  kind: 'move' | 'march' | 'assault' | 'land' | 'retreat';
  from?: HexId | Axial | null;
  to?: HexId | Axial | null;
}

export interface State {
  options: Options;
  map: MapDef;
  kingdoms: Kingdom[];
  /** Seat order drawn at setup (A16). */
  order: Seat[];
  stage: Stage;
  turn: number;
  capitalPlacement: CapitalPlacement | null;
  /** Index into this game turn's order of the active seat. */
  seatIndex: number;
  seatTurn: SeatTurn | null;
  /** Seats whose 3b main action is used this game turn (a joint assault uses the partner's). */
  mainUsed: Seat[];
  armies: Army[];
  nextArmyId: number;
  castles: Castle[];
  crusade: { total: number; succeededOnTurn: number | null; king: Seat | null };
  ship: ShipState | null;
  assault: AssaultState | null;
  /** Hexes where a kingdom holds more than 4 armies, awaiting the owner's merge. */
  overflow: { hex: HexId; owner: Seat }[];
  plague: { turn: number; province: number; rolls: [number, number] } | null;
  lastAction: LastAction | null;
  winner: Seat | null;
  /** Set when the game ended on the turn limit. */
  endReason: 'emperor' | 'maxTurns' | 'draw' | null;
}

/** Fields setup fills that never change afterwards: apply() shares them instead of copying (kit/update.ts). */
export const FIXED_AFTER_SETUP = ['map', 'options'] as const satisfies readonly (keyof State)[];
