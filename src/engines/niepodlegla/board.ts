/**
 * The map (§5.1): placing independence and obstacle tokens with one-for-one cancellation,
 * control of areas and regions. Functions mutate the draft state they are given.
 */
import type { ObstacleKind } from './data/counts.js';
import { CITIES, type City, REGION_DATA, REGIONS, type Region } from './data/map.js';
import { REVOLUTION_ROUND } from './data/tracks.js';
import type { ObsKind, Target } from './effects.js';
import type { CityState, Options, State } from './state.js';

export const OBSTACLE_KINDS: readonly ObstacleKind[] = ['RUS_TSAR', 'RUS_BOLSHEVIK', 'CEN', 'UKR'];

export function emptyCity(): CityState {
  return { ind: 0, obs: { RUS_TSAR: 0, RUS_BOLSHEVIK: 0, CEN: 0, UKR: 0 } };
}

export function obstacleCount(c: CityState): number {
  return c.obs.RUS_TSAR + c.obs.RUS_BOLSHEVIK + c.obs.CEN + c.obs.UKR;
}

export function isControlled(s: State, city: City): boolean {
  return s.cities[city].ind > 0;
}

export function regionControlled(s: State, region: Region): boolean {
  return REGION_DATA[region].cities.every((c) => isControlled(s, c));
}

export function controlledCount(s: State): number {
  return CITIES.filter((c) => isControlled(s, c)).length;
}

export function bolsheviksOnMap(s: State): number {
  return CITIES.reduce((n, c) => n + s.cities[c].obs.RUS_BOLSHEVIK, 0);
}

/** The cities a target allows, in canonical order. */
export function targetCities(target: Target, options: Options): City[] {
  switch (target.t) {
    case 'city':
      return [target.city];
    case 'region':
      return [...REGION_DATA[target.region].cities];
    case 'group': {
      const regions: Region[] = options.russianPartition === 'kresy' ? ['KRESY'] : ['KRESY', 'CENTRAL'];
      return CITIES.filter((c) => regions.some((r) => REGION_DATA[r].cities.includes(c)));
    }
    case 'any':
      return [...CITIES];
  }
}

/** Russia obstacles are tsarist in rounds 1–5 and Bolshevik from round 6 (ruling A36). */
export function obstacleKindNow(kind: ObsKind, round: number): ObstacleKind {
  if (kind === 'RUS') return round >= REVOLUTION_ROUND ? 'RUS_BOLSHEVIK' : 'RUS_TSAR';
  return kind;
}

export type PlaceOutcome = 'placed' | 'cancelled' | 'noSupply';

/** Places one independence token; cancels against one obstacle (the Bolshevik first, then CEN, UKR, tsarist). */
export function placeIndependence(s: State, city: City): PlaceOutcome {
  if (s.indSupply <= 0) return 'noSupply';
  const c = s.cities[city];
  if (obstacleCount(c) > 0) {
    const kind = OBSTACLE_KINDS_CANCEL_ORDER.find((k) => c.obs[k] > 0);
    if (kind) c.obs[kind] -= 1;
    return 'cancelled';
  }
  c.ind += 1;
  s.indSupply -= 1;
  return 'placed';
}

/**
 * Which obstacle an independence token cancels is not in the text; we take the one that hurts most
 * later (Bolshevik tokens count for the Battle of Warsaw).
 */
const OBSTACLE_KINDS_CANCEL_ORDER: readonly ObstacleKind[] = ['RUS_BOLSHEVIK', 'CEN', 'UKR', 'RUS_TSAR'];

/** Places one obstacle; cancels against one independence token, which returns to the supply. */
export function placeObstacle(s: State, city: City, kind: ObstacleKind): 'placed' | 'cancelled' {
  const c = s.cities[city];
  if (c.ind > 0) {
    c.ind -= 1;
    s.indSupply += 1;
    return 'cancelled';
  }
  c.obs[kind] += 1;
  return 'placed';
}

/** February Revolution: every tsarist token turns to its Bolshevik side; the count is unchanged. */
export function flipTsarist(s: State): void {
  for (const city of CITIES) {
    const c = s.cities[city];
    c.obs.RUS_BOLSHEVIK += c.obs.RUS_TSAR;
    c.obs.RUS_TSAR = 0;
  }
}

export function controlledRegions(s: State): Region[] {
  return REGIONS.filter((r) => regionControlled(s, r));
}
