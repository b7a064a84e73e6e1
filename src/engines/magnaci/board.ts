/** Derived board facts: markers, Commonwealth Strength, Estate counts, Partitions. */
import type { Seat } from '../kit/types.js';
import { type ConflictId, conflict, scaleOf } from './data/conflicts.js';
import {
  AREAS,
  type AreaId,
  FIEFS,
  fiefsOf,
  POWER_FIELDS,
  PROVINCES,
  type ProvinceId,
  powerOfProvince,
} from './data/geography.js';
import { kingById } from './data/kings.js';
import { LAWS } from './data/laws.js';
import type { SymbolId } from './data/symbols.js';
import type { State } from './state.js';

export function at<T>(items: readonly T[], i: number): T {
  const v = items[i];
  if (v === undefined) throw new Error(`magnaci: index ${i} out of range`);
  return v;
}

export function estatesIn(state: State, area: AreaId, seat: Seat): number {
  return state.estates[area][seat] ?? 0;
}

export type MarkerKind = 'ADV' | 'DOM';
export interface Marker {
  seat: Seat;
  kind: MarkerKind;
}

/** Przewaga / Dominacja in a Province (spec 5.2); Fiefs have none. */
export function markerOf(state: State, province: ProvinceId): Marker | null {
  const e = state.estates[province];
  const total = e.reduce((a, b) => a + b, 0);
  for (let p = 0; p < e.length; p++) {
    const mine = at(e, p);
    if (mine === 0) continue;
    const others = total - mine;
    const dominates = state.nPlayers === 2 ? mine >= 2 * others : mine > others;
    if (dominates) return { seat: p, kind: 'DOM' };
    if (e.every((v, q) => q === p || mine > v)) return { seat: p, kind: 'ADV' };
  }
  return null;
}

export function isPartitioned(state: State, province: ProvinceId): boolean {
  return state.partitioned.includes(province);
}

/** Total Estates of a seat on the board (Provinces and Fiefs). */
export function totalEstates(state: State, seat: Seat): number {
  let n = 0;
  for (const a of AREAS) n += estatesIn(state, a, seat);
  return n;
}

/** Estates a seat may still place (Ambiguity 24: cap 35 with 4–5 players when enabled). */
export function supplyLeft(state: State, seat: Seat): number {
  if (!state.options.estateCap || state.nPlayers <= 3) return Number.POSITIVE_INFINITY;
  return Math.max(0, 35 - totalEstates(state, seat));
}

/** Provinces where gains from Senator/Law cards may go: not partitioned (spec 4.0.5). */
export function gainProvinces(state: State): ProvinceId[] {
  return PROVINCES.filter((p) => !isPartitioned(state, p));
}

/** Net Commonwealth Strength modifier of a Province (spec 5.3). */
export function provinceModifier(state: State, province: ProvinceId): number {
  let m = 0;
  if (state.buildings.MONASTERY === province) m += 1;
  if (state.buildings.PALACE === province) m += 2;
  if (state.buildings.FORTRESS === province) m += 3;
  if (state.silentSejm.includes(province)) m -= 2;
  if (state.blackClouds && province === 'PRUSY') m -= 2;
  for (const f of fiefsOf(province)) if (state.estates[f].some((v) => v > 0)) m += 1;
  return m;
}

export function royalPolicy(state: State): SymbolId | null {
  const k = state.kings[state.age - 1];
  if (!k?.revealed || k.removed) return null;
  return kingById(k.id).symbol;
}

export function prymas(state: State): Seat | null {
  return state.senators.PRYMAS.holder;
}

export function fieldsOfProvince(province: ProvinceId): readonly [number, number] {
  return POWER_FIELDS[powerOfProvince(province)];
}

export function cardsOnPower(state: State, province: ProvinceId): number[] {
  return fieldsOfProvince(province).filter((f) => state.conflictFields[f] !== null);
}

export function conflictScale(state: State, card: ConflictId): number {
  return scaleOf(card, state.nPlayers);
}

export function conflictProvince(card: ConflictId): ProvinceId {
  return conflict(card).province;
}

/** Symbols a Law card bears (Konstytucja bears all four). */
export function lawSymbols(id: keyof typeof LAWS): readonly SymbolId[] {
  return LAWS[id].symbols;
}

/** Wealth (Majątek) at the end of the game (spec 6.2). */
export function wealth(state: State, seat: Seat): number {
  let w = totalEstates(state, seat);
  for (const p of PROVINCES) {
    const m = markerOf(state, p);
    if (m && m.seat === seat) w += m.kind === 'DOM' ? 3 : 2;
    else if (estatesIn(state, p, seat) > 0) w += 1;
  }
  for (const f of FIEFS) if (estatesIn(state, f, seat) > 0) w += 1;
  const konst = LAWS.KONSTYTUCJA_3_MAJA.effect;
  if (state.players[seat]?.laws.includes('KONSTYTUCJA_3_MAJA') && state.partitionPawns.length === 0) w += konst.value;
  return w;
}

/** Seats in turn order starting from the first player. */
export function inTurnOrder(state: State, seats: readonly Seat[]): Seat[] {
  return state.turnOrder.filter((s) => seats.includes(s));
}
