/**
 * The step context (the state being changed, the events told, the dice) and the board effects
 * that the runner, the contests, the plays, trading and autopass all use: saying what
 * happened, gaining and losing Estates, discarding a Law, removing a Conflict. Kept apart from
 * the order of play (flow.ts, phases/) so those modules depend on it and not on each other.
 */
import type { Rng } from '../kit/rng.js';
import type { GameEvent, Seat } from '../kit/types.js';
import { at, cardsOnPower, estatesIn, gainProvinces, supplyLeft } from './board.js';
import { type AreaId, PROVINCES } from './data/geography.js';
import { areaMsg, conflictMsg, fieldName, lawMsg, m, seatMsg } from './msgs.js';
import type { State } from './state.js';

export interface Ctx {
  s: State;
  ev: GameEvent[];
  rng: Rng;
}

export function say(ctx: Ctx, key: string, params?: Parameters<typeof m>[1], to?: Seat[]): void {
  ctx.ev.push(to ? { msg: m(key, params), to } : { msg: m(key, params) });
}

/** The seat whose window turn it is passes: the turn goes to the next seat. */
export function passWindowTurn(ctx: Ctx, seat: Seat): void {
  const s = ctx.s;
  s.prompt = null;
  say(ctx, 'event.pass', { player: seatMsg(s, seat) });
  if (s.window) s.window.idx++;
  s.tasks.unshift({ t: 'windowStep' });
}

/** Estates gained from a Senator/Law card or an action: all into one non-partitioned Province (4.0.5). */
export function gain(ctx: Ctx, seat: Seat, count: number): void {
  const s = ctx.s;
  const n = Math.min(count, supplyLeft(s, seat));
  if (n <= 0) return;
  const provinces = gainProvinces(s);
  if (provinces.length === 0) {
    say(ctx, 'event.gainLost', { player: seatMsg(s, seat), n });
    return;
  }
  if (provinces.length === 1) {
    addEstates(ctx, seat, at(provinces, 0), n);
    return;
  }
  s.prompt = { p: 'placeEstates', seat, count: n };
}

export function addEstates(ctx: Ctx, seat: Seat, area: AreaId, count: number): void {
  const s = ctx.s;
  const n = Math.min(count, supplyLeft(s, seat));
  if (n <= 0) return;
  const row = s.estates[area];
  row[seat] = (row[seat] ?? 0) + n;
  say(ctx, 'event.estatesPlaced', { player: seatMsg(s, seat), n, area: areaMsg(area) });
}

export function removeEstate(ctx: Ctx, seat: Seat, area: AreaId): void {
  const s = ctx.s;
  const row = s.estates[area];
  const have = row[seat] ?? 0;
  if (have <= 0) return;
  row[seat] = have - 1;
  say(ctx, 'event.estateLost', { player: seatMsg(s, seat), area: areaMsg(area) });
}

/** Provinces from which an Ordynacja holder could give up an Estate instead of `area`. */
export function entailOptions(s: State, seat: Seat, area: AreaId): (typeof PROVINCES)[number][] {
  if (!s.players[seat]?.laws.includes('ORDYNACJA')) return [];
  return PROVINCES.filter((p) => p !== area && estatesIn(s, p, seat) > 0);
}

export function discardLaw(ctx: Ctx, seat: Seat, card: State['players'][number]['laws'][number]): void {
  const p = at(ctx.s.players, seat);
  p.laws = p.laws.filter((l) => l !== card);
  say(ctx, 'event.lawDiscarded', { player: seatMsg(ctx.s, seat), card: lawMsg(card) });
}

/** Removes a Province's Partition once no Conflict card remains on its Power's fields (5.4, 5.6). */
export function checkPartitionLifted(ctx: Ctx, province: (typeof PROVINCES)[number]): void {
  const s = ctx.s;
  if (cardsOnPower(s, province).length > 0) return;
  if (!s.partitioned.includes(province) && !s.partitionPawns.includes(province)) return;
  s.partitioned = s.partitioned.filter((p) => p !== province);
  s.partitionPawns = s.partitionPawns.filter((p) => p !== province);
  say(ctx, 'event.partitionLifted', { area: areaMsg(province) });
}

export function removeConflict(ctx: Ctx, field: number, key: string): void {
  const s = ctx.s;
  const c = s.conflictFields[field];
  if (!c) return;
  s.conflictFields[field] = null;
  say(ctx, key, { card: conflictMsg(c.card), field: fieldName(field) });
}
