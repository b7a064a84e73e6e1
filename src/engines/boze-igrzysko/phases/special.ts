/**
 * P8 — Special actions (7.2): two cycles from the Hetman, one action (or a skip) each.
 */
import { again, next, type StepOutcome, wait } from '../../kit/flow.js';
import type { Rng } from '../../kit/rng.js';
import type { Seat } from '../../kit/types.js';
import type { Action } from '../actions.js';
import { FIELD_PROVINCE, FIELDS, type Field, PROVINCES, type Province, SPECIAL } from '../data/board.js';
import type { Stage, State } from '../state.js';
import { enemyName, type Log, ottomanHoldsE5, playerName, provinceName, sejmDiscs, turnOrder } from '../util.js';

type SpecialAction = Extract<
  Action,
  { type: 'manager' | 'gdansk' | 'diplomacy' | 'move' | 'veto' | 'confederation' | 'colleges' | 'city' }
>;

type SpecialStage = Extract<Stage, { kind: 'special' }>;

/** The phase opens on the Hetman's first cycle. */
export function freshSpecial(state: State): SpecialStage {
  return { kind: 'special', cycle: 1, pos: 0, moved: 0, planned: state.players.map(() => false) };
}

/**
 * One look at the seat under `pos`, for the phase's step (flow.ts): `wait()` while it may act or is
 * between the two moves of one action, `again()` after passing over it (a skip it submitted in
 * advance, or nothing available), `next()` after the second cycle.
 */
export function specialTurn(state: State, st: SpecialStage, log: Log): StepOutcome<never> {
  if (st.moved > 0) return wait();
  const order = turnOrder(state);
  if (st.pos >= order.length) {
    st.pos = 0;
    st.cycle++;
  }
  if (st.cycle > 2) return next();
  const seat = order[st.pos] ?? 0;
  if (st.planned[seat]) {
    // The skip of the second cycle was submitted with the first action; it shows now.
    log.add('event.skip', { player: playerName(state, seat) });
    st.pos++;
    return again();
  }
  if (specialOptions(state, seat, 0).length > 0) return wait();
  log.add('event.autoSkip', { player: playerName(state, seat) });
  st.pos++;
  return again();
}

function cubes(state: State, seat: Seat, p: Province): number {
  return state.provinces[p].cubes[seat] ?? 0;
}

/** Treaty targets this turn (7.2.3, optional 12.1). */
export function treatyFieldAllowed(state: State, f: Field): boolean {
  const early = state.turn <= 2 && state.options.treatyRestrictions;
  if (f === 'E4') return early;
  if (f === 'E3') return !early;
  if (f === 'E5') return state.turn === 4 && !ottomanHoldsE5(state);
  return true;
}

export function treatyLevels(state: State): (2 | 4 | 6)[] {
  return state.options.durableTreaties ? [2, 4, 6] : [2];
}

/** Ruling A-31: strictly fewer PP than every other player, when declared. */
export function fewestPrestige(state: State, seat: Seat): boolean {
  const mine = state.players[seat]?.pp ?? 0;
  return state.players.every((pl, s) => s === seat || pl.pp > mine);
}

/** Ruling A-30: the target's lowest-value estate without a city (nearest the start among equals). */
export function confederationTarget(state: State, p: Province, target: Seat): number | null {
  const i = state.provinces[p].estates.findIndex((e) => e.owner === target && !e.city);
  return i >= 0 ? i : null;
}

/** Every special action the seat may take now (skip not included). */
export function specialOptions(state: State, seat: Seat, moved: number): SpecialAction[] {
  const pl = state.players[seat];
  if (!pl) return [];
  const out: SpecialAction[] = [];
  if (moved > 0) {
    for (const from of PROVINCES)
      if (cubes(state, seat, from) > 0)
        for (const to of PROVINCES) if (to !== from) out.push({ type: 'move', from, to });
    return out;
  }
  for (const p of PROVINCES) {
    if (cubes(state, seat, p) < SPECIAL.managerCubes || state.managers === 0) continue;
    state.provinces[p].estates.forEach((e, i) => {
      if (e.owner === seat && !e.manager) out.push({ type: 'manager', province: p, estate: i });
    });
  }
  if (cubes(state, seat, 'PRU') >= SPECIAL.gdanskCubes) out.push({ type: 'gdansk' });
  const discs = sejmDiscs(state, seat);
  if (state.treaty === null && discs.length > 0) {
    for (const f of FIELDS) {
      if (!treatyFieldAllowed(state, f) || cubes(state, seat, FIELD_PROVINCE[f]) < SPECIAL.diplomacyCubes) continue;
      for (const level of treatyLevels(state))
        for (const s of discs) out.push({ type: 'diplomacy', field: f, level, seat: s });
    }
  }
  for (const from of PROVINCES)
    if (cubes(state, seat, from) > 0) for (const to of PROVINCES) if (to !== from) out.push({ type: 'move', from, to });
  for (const p of PROVINCES) if (cubes(state, seat, p) >= SPECIAL.vetoCubes) out.push({ type: 'veto', province: p });
  if (state.turn >= SPECIAL.confederationFromTurn && fewestPrestige(state, seat) && pl.discs > 0) {
    for (const p of PROVINCES) {
      const mine = cubes(state, seat, p);
      if (mine < SPECIAL.confederationCubes) continue;
      state.players.forEach((_, target) => {
        if (target === seat || cubes(state, target, p) >= mine) return;
        if (confederationTarget(state, p, target) !== null) out.push({ type: 'confederation', province: p, target });
      });
    }
  }
  if (state.turn >= SPECIAL.collegesFromTurn) {
    const eligible = PROVINCES.filter((p) => cubes(state, seat, p) >= SPECIAL.collegesCubesPerProvince);
    for (let mask = 1; mask < 1 << eligible.length; mask++) {
      const chosen = eligible.filter((_, i) => (mask >> i) & 1);
      if (chosen.length * SPECIAL.collegesZlPerProvince <= pl.money) out.push({ type: 'colleges', provinces: chosen });
    }
  }
  if (state.turn >= SPECIAL.cityFromTurn && !state.cityBuiltThisTurn && state.cities > 0) {
    for (const p of PROVINCES) {
      if (cubes(state, seat, p) < SPECIAL.cityCubes) continue;
      state.provinces[p].estates.forEach((e, i) => {
        if (e.owner === seat && !e.city) out.push({ type: 'city', province: p, estate: i });
      });
    }
  }
  return out;
}

function payCubes(state: State, seat: Seat, p: Province, n: number): void {
  const pl = state.players[seat];
  state.provinces[p].cubes[seat] = cubes(state, seat, p) - n;
  if (pl) pl.cubes += n;
}

function returnSejmDisc(state: State, p: Province): void {
  const owner = state.sejm[p];
  if (owner === null) return;
  const pl = state.players[owner];
  if (pl) pl.discs++;
  state.sejm[p] = null;
}

/** Applies a special action already checked as legal. Returns true when the seat's action is complete. */
export function applySpecial(state: State, seat: Seat, a: SpecialAction, rng: Rng, log: Log): boolean {
  const pl = state.players[seat];
  if (!pl) return true;
  const who = playerName(state, seat);
  switch (a.type) {
    case 'manager': {
      payCubes(state, seat, a.province, SPECIAL.managerCubes);
      const e = state.provinces[a.province].estates[a.estate];
      if (e) e.manager = true;
      state.managers--;
      log.add('event.manager', { player: who, province: provinceName(a.province), space: a.estate + 1 });
      return true;
    }
    case 'gdansk': {
      payCubes(state, seat, 'PRU', SPECIAL.gdanskCubes);
      const zl = SPECIAL.gdanskPerProsperity * state.provinces.PRU.prosperity;
      pl.money += zl;
      log.add('event.gdansk', { player: who, zl });
      return true;
    }
    case 'diplomacy': {
      payCubes(state, seat, FIELD_PROVINCE[a.field], SPECIAL.diplomacyCubes);
      returnSejmDisc(state, a.seat);
      const die = rng.d6();
      state.lastDice.push({ what: 'diplomacy', dice: [die] });
      const price = a.level + die;
      if (pl.money >= price) {
        pl.money -= price;
        state.treaty = { field: a.field, breakOn: SPECIAL.treatyLevels[a.level] ?? 2, by: seat };
        log.add('event.treaty', { player: who, enemy: enemyName(state, a.field), die, zl: price });
      } else {
        log.add('event.treatyFailed', {
          player: who,
          enemy: enemyName(state, a.field),
          die,
          zl: price,
          lost: pl.money,
        });
        pl.money = 0;
      }
      return true;
    }
    case 'move': {
      payCubes(state, seat, a.from, 1);
      pl.cubes--;
      state.provinces[a.to].cubes[seat] = cubes(state, seat, a.to) + 1;
      log.add('event.moveCube', { player: who, from: provinceName(a.from), to: provinceName(a.to) });
      return false;
    }
    case 'veto': {
      payCubes(state, seat, a.province, SPECIAL.vetoCubes);
      for (const p of PROVINCES) returnSejmDisc(state, p);
      log.add('event.veto', { player: who });
      return true;
    }
    case 'confederation': {
      payCubes(state, seat, a.province, SPECIAL.confederationCubes);
      const i = confederationTarget(state, a.province, a.target);
      const e = i === null ? undefined : state.provinces[a.province].estates[i];
      if (e && i !== null) {
        const victim = state.players[a.target];
        if (victim) victim.discs++;
        if (e.manager) state.managers++;
        e.owner = seat;
        e.manager = false;
        pl.discs--;
        log.add('event.confederation', {
          player: who,
          target: playerName(state, a.target),
          province: provinceName(a.province),
          space: i + 1,
        });
      }
      return true;
    }
    case 'colleges': {
      for (const p of a.provinces) payCubes(state, seat, p, SPECIAL.collegesCubesPerProvince);
      pl.money -= SPECIAL.collegesZlPerProvince * a.provinces.length;
      const pp = SPECIAL.collegesPP[a.provinces.length] ?? 0;
      pl.pp += pp;
      log.add('event.colleges', { player: who, n: a.provinces.length, pp });
      return true;
    }
    case 'city': {
      payCubes(state, seat, a.province, SPECIAL.cityCubes);
      const e = state.provinces[a.province].estates[a.estate];
      if (e) e.city = true;
      state.cities--;
      state.cityBuiltThisTurn = true;
      log.add('event.city', { player: who, province: provinceName(a.province), space: a.estate + 1 });
      return true;
    }
    default: {
      const never: never = a;
      return Boolean(never);
    }
  }
}
