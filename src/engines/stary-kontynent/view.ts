/**
 * The view: everything in this game is public (spec §8.1), so every seat and spectators see the
 * same board. It carries what the board image needs (§8.5).
 */
import type { Seat } from '../kit/types.js';
import { hexControllers, liege, provinceControllers, realmCounts } from './control.js';
import { type Terrain, threshold } from './data/terrain.js';
import { capitalNeighbours } from './geometry.js';
import type { Axial } from './hex.js';
import { currentDecision, type Owed } from './pending.js';
import { legalCapitalCells } from './rules/capitals.js';
import { turnOrder } from './rules/seatTurn.js';
import type { AssaultState, LastAction, Stage, State } from './state.js';

export interface View {
  viewer: Seat | null;
  stage: Stage;
  turn: number;
  /** Seat order drawn at setup, and this turn's order. */
  order: Seat[];
  turnOrder: Seat[];
  activeSeat: Seat | null;
  step: '3a' | '3c' | null;
  decision: { seat: Seat; owed: Owed; onBehalfOf: Seat } | null;
  hexes: {
    id: string;
    province: number;
    slot: string;
    terrain: Terrain;
    threshold: number;
    q: number;
    r: number;
    coastal: boolean;
    special: boolean;
    controller: Seat | null;
  }[];
  lakes: Axial[];
  provinces: { province: number; controller: Seat | null }[];
  kingdoms: {
    seat: Seat;
    colour: string;
    capital: Axial | null;
    capitalHexes: string[];
    garrison: number;
    walls: boolean;
    suzerain: Seat | null;
    isLiege: boolean;
    incomeTo: 'own' | 'liege';
    autonomous: boolean;
    everControlled: number[];
    crusadePoints: number;
    provinces: number;
    realmProvinces: number;
  }[];
  armies: { id: number; owner: Seat; hex: string; strength: number }[];
  castles: { hex: string; owner: Seat }[];
  crusade: { total: number; threshold: number; succeededOnTurn: number | null; king: Seat | null };
  ship: { strength: number } | null;
  assault: AssaultState | null;
  overflow: { hex: string; owner: Seat }[];
  plague: { turn: number; province: number; rolls: [number, number] } | null;
  capitalPlacement: { seat: Seat; province: number; rolls: [number, number][]; cells: Axial[] } | null;
  lastAction: LastAction | null;
  victory: { controlled: number; needed: number; leader: Seat | null; lead: number };
  winner: Seat | null;
  endReason: State['endReason'];
}

export function view(state: State, viewer: Seat | null): View {
  const hexCtl = hexControllers(state);
  const provCtl = provinceControllers(state);
  const counts = realmCounts(state);
  const lieges = [...counts.byLiege].sort((a, b) => b[1] - a[1]);
  const top = lieges[0];
  const d = currentDecision(state);
  const cp = state.capitalPlacement;
  return {
    viewer,
    stage: state.stage,
    turn: state.turn,
    order: [...state.order],
    turnOrder: state.stage === 'turns' || state.stage === 'crusaders' ? turnOrder(state) : [...state.order],
    activeSeat: state.seatTurn?.seat ?? null,
    step: state.seatTurn?.step ?? null,
    decision: d ? { ...d } : null,
    hexes: state.map.hexes.map((h) => ({
      id: h.id,
      province: h.province,
      slot: h.slot,
      terrain: h.terrain,
      threshold: threshold(h.terrain),
      q: h.q,
      r: h.r,
      coastal: h.coastal,
      special: h.special,
      controller: hexCtl.get(h.id) ?? null,
    })),
    lakes: state.map.lakes.map((c) => ({ ...c })),
    provinces: [...new Set(state.map.hexes.map((h) => h.province))]
      .sort((a, b) => a - b)
      .map((p) => ({ province: p, controller: provCtl.get(p) ?? null })),
    kingdoms: state.kingdoms.map((k) => ({
      seat: k.seat,
      colour: k.colour,
      capital: k.capital ? { ...k.capital } : null,
      capitalHexes: k.capital ? capitalNeighbours(state.map, k.capital) : [],
      garrison: k.garrison,
      walls: k.walls,
      suzerain: k.suzerain,
      isLiege: liege(state, k.seat) === k.seat,
      incomeTo: k.incomeTo,
      autonomous: k.autonomous,
      everControlled: [...k.everControlled],
      crusadePoints: k.crusadePoints,
      provinces: counts.bySeat.get(k.seat) ?? 0,
      realmProvinces: counts.byLiege.get(liege(state, k.seat)) ?? 0,
    })),
    armies: state.armies.map((a) => ({ id: a.id, owner: a.owner, hex: a.hex, strength: a.strength })),
    castles: state.castles.map((c) => ({ ...c })),
    crusade: { ...state.crusade, threshold: 100 },
    ship: state.ship ? { ...state.ship } : null,
    assault: state.assault ? structuredClone(state.assault) : null,
    overflow: state.overflow.map((o) => ({ ...o })),
    plague: state.plague ? structuredClone(state.plague) : null,
    capitalPlacement: cp
      ? {
          seat: cp.seat,
          province: cp.province,
          rolls: structuredClone(cp.rolls),
          cells: legalCapitalCells(state, cp.province),
        }
      : null,
    lastAction: state.lastAction ? structuredClone(state.lastAction) : null,
    victory: {
      controlled: counts.total,
      needed: 5,
      leader: top ? top[0] : null,
      lead: top ? top[1] - (counts.total - top[1]) : 0,
    },
    winner: state.winner,
    endReason: state.endReason,
  };
}
