/**
 * What a seat (or a spectator) may see: everything public, plus that seat's own draft of
 * influence tokens and its own sealed bid. Other seats' drafts and bids are never included.
 */
import type { Msg, Seat } from '../kit/types.js';
import { ESTATE_TRACKS, FIELDS, type Field, HOUSES, PROVINCES, type Province, RAID_PP, SUPPLY } from './data/board.js';
import { actorOf } from './pending.js';
import { recruitPrice } from './phases/armies.js';
import { estateCost, freeSpace } from './phases/estates.js';
import type {
  DiceRecord,
  EnemyCubes,
  Estate,
  FinalScore,
  RecruitDraft,
  State,
  TokenSlot,
  Treaty,
  UnitCounts,
} from './state.js';
import { baseStrength, enemyName, kingCubesOnBoard, markersOnMap, polishCubes, strength, turnOrder } from './util.js';

export interface PlayerView {
  seat: Seat;
  colour: string;
  house: string;
  hex: string;
  pp: number;
  money: number;
  cubesInPool: number;
  discsInPool: number;
  unusedTokens: number[];
  units: UnitCounts;
  destroyed: UnitCounts;
  sejmSeats: Province[];
  /** Court token value after the reveal, else null. */
  court: number | null;
  /** Revealed tokens of this turn (after the P2 reveal). */
  revealedTokens: Record<TokenSlot, number> | null;
  /** In a secret step: has this seat submitted (never what). */
  submitted: boolean | null;
  /** In a cycle phase: has this seat passed. */
  passed: boolean;
}

export interface ProvinceView {
  id: Province;
  prosperity: number;
  track: { value: number; estate: Estate | null }[];
  nextFree: number | null;
  cubes: number[];
  units: UnitCounts[];
  enemy: EnemyCubes;
  markers: number;
  cossacks: number;
  enemyPlaced: boolean;
  sejm: Seat | null;
}

export interface FieldView {
  id: Field;
  name: Msg;
  base: number;
  enemy: EnemyCubes;
  markers: number;
  cossacks: number;
  strength: number;
  cubes: number[];
  king: number;
  polish: number;
  projectedInvasion: number;
  raidPP: number;
  treaty: Treaty | null;
}

export interface View {
  seat: Seat | null;
  players: number;
  turn: number;
  phase: number;
  stage: string;
  cycle: number | null;
  actor: Seat | null;
  hetman: Seat;
  turnOrder: Seat[];
  playerViews: PlayerView[];
  provinces: ProvinceView[];
  fields: FieldView[];
  crown: UnitCounts;
  cossacks: { pool: number; ukr: number; e3: number };
  supply: { kingCubes: number; managers: number; cities: number; markers: number };
  treaty: Treaty | null;
  cityBuiltThisTurn: boolean;
  estateCost: number | null;
  bidding: { contenders: Seat[]; round: number } | null;
  shortage: { seat: Seat; room: Record<Province, number> } | null;
  recruitDraft: (RecruitDraft & { price: number }) | null;
  lastDice: DiceRecord[];
  options: State['options'];
  final: FinalScore[] | null;
  /** This seat's own secrets: its token draft and its sealed bid. */
  mine: {
    draft: Partial<Record<TokenSlot, number>> | null;
    bid: number | null;
    /** This seat has already said it will pass at its next turn in this phase. */
    plannedPass: boolean;
  } | null;
}

function copyTokens(t: Record<TokenSlot, number> | null | undefined): Record<TokenSlot, number> | null {
  return t ? { ...t } : null;
}

export function view(state: State, seat: Seat | null): View {
  const st = state.stage;
  const order = turnOrder(state);
  const cyc =
    st.kind === 'estates' || st.kind === 'armies' || st.kind === 'campaigns' || st.kind === 'relief' ? st : null;
  const playerViews: PlayerView[] = state.players.map((pl, s) => ({
    seat: s,
    colour: pl.colour,
    house: HOUSES[pl.colour].house,
    hex: HOUSES[pl.colour].hex,
    pp: pl.pp,
    money: pl.money,
    cubesInPool: pl.cubes,
    discsInPool: pl.discs,
    unusedTokens: [...pl.tokens],
    units: { ...pl.units },
    destroyed: { ...pl.destroyed },
    sejmSeats: PROVINCES.filter((p) => state.sejm[p] === s),
    court: state.court[s] ?? null,
    revealedTokens: copyTokens(state.revealedTokens[s]),
    submitted:
      st.kind === 'clientele'
        ? (st.confirmed[s] ?? false)
        : st.kind === 'bid' && st.contenders.includes(s)
          ? st.bids[s] !== null
          : null,
    passed: cyc ? !cyc.active[s] : false,
  }));
  const provinces: ProvinceView[] = PROVINCES.map((p) => {
    const ps = state.provinces[p];
    return {
      id: p,
      prosperity: ps.prosperity,
      track: ESTATE_TRACKS[p].v.map((value, i) => {
        const e = ps.estates[i];
        return { value, estate: e ? { ...e } : null };
      }),
      nextFree: freeSpace(state, p),
      cubes: [...ps.cubes],
      units: ps.units.map((u) => ({ ...u })),
      enemy: { ...ps.enemy },
      markers: ps.markers,
      cossacks: p === 'UKR' ? state.cossacks.ukr : 0,
      enemyPlaced: ps.enemyPlaced,
      sejm: state.sejm[p],
    };
  });
  const fields: FieldView[] = FIELDS.map((f) => {
    const fs = state.fields[f];
    const s = strength(state, f);
    const pol = polishCubes(state, f);
    return {
      id: f,
      name: enemyName(state, f),
      base: baseStrength(state, f),
      enemy: { ...fs.enemy },
      markers: fs.markers,
      cossacks: f === 'E3' ? state.cossacks.e3 : 0,
      strength: s,
      cubes: [...fs.cubes],
      king: fs.king,
      polish: pol,
      projectedInvasion: state.treaty?.field === f ? 0 : Math.max(0, s - pol),
      raidPP: RAID_PP[f].v,
      treaty: state.treaty?.field === f ? { ...state.treaty } : null,
    };
  });
  let mine: View['mine'] = null;
  if (seat !== null && state.players[seat]) {
    mine = {
      draft: st.kind === 'clientele' ? { ...(st.drafts[seat] ?? {}) } : null,
      bid: st.kind === 'bid' ? (st.bids[seat] ?? null) : null,
      plannedPass: 'planned' in st ? (st.planned[seat] ?? false) : false,
    };
  }
  return {
    seat,
    players: state.players.length,
    turn: state.turn,
    phase: state.phase,
    stage: st.kind,
    cycle: cyc ? cyc.cycle : st.kind === 'special' ? st.cycle : null,
    actor: actorOf(state),
    hetman: state.mace,
    turnOrder: order,
    playerViews,
    provinces,
    fields,
    crown: { ...state.crown },
    cossacks: { ...state.cossacks },
    supply: {
      kingCubes: SUPPLY.kingCubes - kingCubesOnBoard(state),
      managers: state.managers,
      cities: state.cities,
      markers: SUPPLY.habsburgMarkers - markersOnMap(state),
    },
    treaty: state.treaty ? { ...state.treaty } : null,
    cityBuiltThisTurn: state.cityBuiltThisTurn,
    estateCost: st.kind === 'estates' ? estateCost(st.cycle) : null,
    bidding: st.kind === 'bid' ? { contenders: [...st.contenders], round: st.round } : null,
    shortage: st.kind === 'shortage' ? { seat: st.queue[0] ?? 0, room: { ...st.room } } : null,
    recruitDraft: st.kind === 'armies' && st.draft ? { ...st.draft, price: recruitPrice(state, st.draft) } : null,
    lastDice: state.lastDice.map((d) => ({ what: d.what, dice: [...d.dice] })),
    options: { ...state.options },
    final: state.final ? state.final.map((f) => ({ ...f })) : null,
    mine,
  };
}
