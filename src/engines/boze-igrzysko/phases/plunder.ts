/**
 * P14 — Plundering the country (9.1): occupied provinces lose estates and prosperity,
 * defended ones stay as they are, provinces at peace prosper; Habsburg markers plunder too (9.1.4).
 */
import { PROVINCES, type Province, SUPPLY } from '../data/board.js';
import type { State } from '../state.js';
import { enemyCubesIn, habsburgRules, type Log, playerCubesIn, playerName, provinceName } from '../util.js';

/** Removes the n estates nearest the border (ruling A-44); managers and cities return to supply. */
export function destroyEstates(state: State, p: Province, n: number, log: Log): void {
  const ps = state.provinces[p];
  for (let i = 0; i < n && ps.estates.length > 0; i++) {
    const e = ps.estates.pop();
    if (!e) break;
    const pl = state.players[e.owner];
    if (pl) pl.discs++;
    if (e.manager) state.managers++;
    if (e.city) state.cities++;
    log.add('event.estateDestroyed', {
      player: playerName(state, e.owner),
      province: provinceName(p),
      space: ps.estates.length + 1,
    });
  }
}

function changeProsperity(state: State, p: Province, delta: number, log: Log): void {
  const ps = state.provinces[p];
  const next = Math.min(SUPPLY.prosperity.max, Math.max(SUPPLY.prosperity.min, ps.prosperity + delta));
  if (next !== ps.prosperity) log.add('event.prosperity', { province: provinceName(p), from: ps.prosperity, to: next });
  ps.prosperity = next;
}

export function runPlunder(state: State, log: Log): void {
  const habsburg = habsburgRules(state);
  for (const p of PROVINCES) {
    const ps = state.provinces[p];
    if (habsburg && ps.markers > 0) {
      log.add('event.plunderMarkers', { province: provinceName(p), n: ps.markers });
      destroyEstates(state, p, ps.markers, log);
      changeProsperity(state, p, -1, log);
    } else if (enemyCubesIn(state, p) > 0) {
      const n = Math.max(1, enemyCubesIn(state, p) - playerCubesIn(state, p));
      log.add('event.plunder', { province: provinceName(p), n });
      destroyEstates(state, p, n, log);
      changeProsperity(state, p, -1, log);
    } else if (ps.enemyPlaced) {
      log.add('event.defended', { province: provinceName(p) });
    } else if (habsburg && p === 'WIE') {
      // 9.1.4: Wielkopolska prospers only with at least two player cubes (all players together, A-28).
      if (playerCubesIn(state, p) >= 2) changeProsperity(state, p, 1, log);
    } else {
      changeProsperity(state, p, 1, log);
    }
  }
}
