/**
 * P13 — Enemy expansion (8.4): an enemy with more cubes in its province than player cubes there
 * sends the difference into each neighbouring province its arrows point to.
 */
import type { Rng } from '../../kit/rng.js';
import { ENEMY_CUBES, EXPANSION_TARGETS, FIELD_PROVINCE, FIELDS, PROVINCES, type Province } from '../data/board.js';
import { enemyEnters, markersEnter } from '../rules/enemies.js';
import type { State } from '../state.js';
import {
  actingColour,
  enemyName,
  enemyOnMap,
  enemySupply,
  habsburgRules,
  type Log,
  MAX_MARKERS,
  markersOnMap,
  playerCubesIn,
  provinceName,
} from '../util.js';

/** Splits `avail` pieces between targets as equally as possible; the odd one goes to a random target. */
function share(targets: Province[], d: number, avail: number, rng: Rng, log: Log): Map<Province, number> {
  const out = new Map<Province, number>();
  if (avail >= d * targets.length) {
    for (const t of targets) out.set(t, d);
    return out;
  }
  const each = Math.floor(avail / targets.length);
  for (const t of targets) out.set(t, each);
  if (avail % targets.length === 1 && targets.length === 2) {
    // Ruling A-57: the odd piece goes to a province chosen with the game's dice, and is logged.
    const lucky = rng.pick(targets);
    out.set(lucky, each + 1);
    log.add('event.oddCube', { province: provinceName(lucky) });
  }
  return out;
}

export function runExpansion(state: State, rng: Rng, log: Log): void {
  for (const f of FIELDS) {
    if (f === 'E5' && state.turn === 3 && state.ottomanInvadedE5) {
      // 8.4.2: the Ottomans expand from E5 into WIE; E5 always counts two Habsburg cubes.
      const n = state.fields.E5.enemy.orange - 2;
      if (n > 0 && state.provinces.WIE.enemy.orange === 0) {
        log.add('event.expansion', { enemy: enemyName(state, 'E5'), n, province: provinceName('WIE') });
        enemyEnters(state, 'WIE', 'orange', n, 'E5', rng, log);
      }
      continue;
    }
    const src = FIELD_PROVINCE[f];
    const markers = f === 'E5' && state.turn <= 3;
    // Ruling A-27: markers are inert when the Habsburg political rules do not apply.
    if (markers && !habsburgRules(state)) continue;
    const colour = actingColour(state, f);
    const units = markers ? state.provinces[src].markers : state.provinces[src].enemy[colour];
    const d = units - playerCubesIn(state, src);
    if (d <= 0) continue;
    const targets = PROVINCES.filter(
      (p) =>
        EXPANSION_TARGETS[f].v.includes(p) &&
        (markers ? state.provinces[p].markers === 0 : state.provinces[p].enemy[colour] === 0),
    );
    if (targets.length === 0) continue;
    const avail = markers
      ? MAX_MARKERS - markersOnMap(state)
      : Math.min(
          enemySupply(state, colour) + state.fields[f].enemy[colour],
          ENEMY_CUBES[colour].v - enemyOnMap(state, colour),
        );
    const amounts = share(targets, d, avail, rng, log);
    for (const t of targets) {
      const n = amounts.get(t) ?? 0;
      if (n <= 0) continue;
      log.add('event.expansion', { enemy: enemyName(state, f), n, province: provinceName(t) });
      if (markers) markersEnter(state, t, n, log);
      else enemyEnters(state, t, colour, n, f, rng, log);
    }
  }
}
