/**
 * P9 — Private armies (7.3): in one province per cycle, pay 1 cube there plus the price;
 * half price where enemy cubes stand; Cossacks only in Ukraine; unpaid Cossacks rebel.
 */
import type { Seat } from '../../kit/types.js';
import { PROVINCES, type Province, UNITS } from '../data/board.js';
import type { RecruitDraft, State } from '../state.js';
import { enemyCubesIn, type Log, playerName, provinceName, unitsRecruited } from '../util.js';

export type UnitKind = 'inf' | 'cav' | 'art' | 'cossack';

export function recruitPrice(state: State, d: RecruitDraft): number {
  const list =
    UNITS.infantry.cost.v * d.inf +
    UNITS.cavalry.cost.v * d.cav +
    UNITS.artillery.cost.v * d.art +
    UNITS.cossack.cost.v * d.cossacks;
  // Every price is even, so halving is exact (TEXT); markers do not count (ruling A-35).
  return enemyCubesIn(state, d.province) > 0 ? list / 2 : list;
}

/** Whether the composed recruitment respects supplies, turn limits and money. */
export function recruitFits(state: State, seat: Seat, d: RecruitDraft): boolean {
  const pl = state.players[seat];
  if (!pl) return false;
  if ((state.provinces[d.province].cubes[seat] ?? 0) < 1) return false;
  if (d.inf > pl.units.inf || d.cav > pl.units.cav || d.art > pl.units.art) return false;
  if (d.art > 0 && state.turn < UNITS.artillery.fromTurn) return false;
  if (d.cossacks > 0 && (d.province !== 'UKR' || d.cossacks > state.cossacks.pool)) return false;
  return recruitPrice(state, d) <= pl.money;
}

export function recruitComplete(state: State, d: RecruitDraft): boolean {
  const own = d.inf + d.cav + d.art;
  if (own + d.cossacks === 0) return false;
  // Ruling A-15 (configurable): Cossacks alone may be hired unless the stricter reading is chosen.
  return own > 0 || state.options.cossackOnlyRecruitment;
}

export function withUnit(d: RecruitDraft, u: UnitKind): RecruitDraft {
  return u === 'cossack' ? { ...d, cossacks: d.cossacks + 1 } : { ...d, [u]: d[u] + 1 };
}

export const UNIT_KINDS: readonly UnitKind[] = ['inf', 'cav', 'art', 'cossack'];

export function emptyDraft(p: Province): RecruitDraft {
  return { province: p, inf: 0, cav: 0, art: 0, cossacks: 0 };
}

/** Provinces where the seat could recruit at least one token now. */
export function recruitProvinces(state: State, seat: Seat): Province[] {
  return PROVINCES.filter((p) =>
    UNIT_KINDS.some((u) => {
      const d = withUnit(emptyDraft(p), u);
      return recruitFits(state, seat, d) && recruitComplete(state, d);
    }),
  );
}

export function applyRecruit(state: State, seat: Seat, d: RecruitDraft, log: Log): void {
  const pl = state.players[seat];
  if (!pl) return;
  const price = recruitPrice(state, d);
  const ps = state.provinces[d.province];
  ps.cubes[seat] = (ps.cubes[seat] ?? 0) - 1;
  pl.cubes++;
  pl.money -= price;
  pl.units.inf -= d.inf;
  pl.units.cav -= d.cav;
  pl.units.art -= d.art;
  const u = ps.units[seat];
  if (u) {
    u.inf += d.inf;
    u.cav += d.cav;
    u.art += d.art;
  }
  state.cossacks.pool -= d.cossacks;
  state.cossacks.ukr += d.cossacks;
  log.add('event.recruit', {
    player: playerName(state, seat),
    province: provinceName(d.province),
    units: unitsRecruited(d),
    zl: price,
  });
}

/** End of P9: "unpaid Cossacks rebel" — those left in the Cossacks field go to the Tatars. */
export function cossacksRebel(state: State, log: Log): void {
  if (state.cossacks.pool === 0) return;
  log.add('event.cossacksRebel', { n: state.cossacks.pool });
  state.cossacks.e3 += state.cossacks.pool;
  state.cossacks.pool = 0;
}
