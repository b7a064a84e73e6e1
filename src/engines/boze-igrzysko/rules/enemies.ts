/**
 * Enemies on the move: strengthening (Events, P11), cubes entering a province (invasion and
 * expansion, 8.2.2) and the Habsburg political invasion with markers (8.2.3, 8.4.1).
 */
import type { Rng } from '../../kit/rng.js';
import type { Seat } from '../../kit/types.js';
import { ENEMY_COLOURS, ENEMY_CUBES, type EnemyColour, FIELDS, type Field, type Province } from '../data/board.js';
import type { State } from '../state.js';
import {
  colourName,
  diceText,
  enemyCubesIn,
  enemyOnMap,
  enemySupply,
  type Log,
  MAX_MARKERS,
  markersOnMap,
  playerName,
  provinceName,
  removeEnemyCubes,
  turnOrder,
} from '../util.js';
import { rollUnits } from './combat.js';

/** One die face 1–5 strengthens that enemy (P5 and P11). */
export function addEnemyStrength(state: State, face: number, log: Log): void {
  const f: Field = FIELDS[face - 1] ?? 'E1';
  const field = state.fields[f];
  if (face === 5 && state.turn <= 3) {
    // Ruling A-13: in T1–T3 a 5 adds a Habsburg influence marker.
    field.markers++;
    log.add('event.strengthMarker');
    return;
  }
  if (face === 5 && state.turn === 4 && state.carriedOrangeE5 > 0) {
    field.enemy.orange++;
    log.add('event.strengthCube', { field: f, cube: colourName('orange') });
    return;
  }
  const colour = ENEMY_COLOURS[face - 1] ?? 'black';
  field.enemy[colour]++;
  log.add('event.strengthCube', { field: f, cube: colourName(colour) });
}

/**
 * Enemy cubes enter a province: markers there are discarded, private armies fire once,
 * hits take the newcomers first, then different enemies destroy each other 1:1.
 */
export function enemyEnters(
  state: State,
  prov: Province,
  colour: EnemyColour,
  n: number,
  from: Field,
  rng: Rng,
  log: Log,
): void {
  const ps = state.provinces[prov];
  if (ps.markers > 0) {
    log.add('event.markersDiscarded', { province: provinceName(prov), n: ps.markers });
    ps.markers = 0;
  }
  // Ruling A-26: general supply first, then that enemy's field, then only what exists. Cubes of
  // the same colour standing in another field (orange in E4 and E5) are not this enemy's to take.
  // Field counts are strength (numeric) and may exceed the pieces, so never place more than the
  // cubes not yet on the map either.
  const fromSupply = Math.min(n, enemySupply(state, colour));
  const fromField = Math.min(
    n - fromSupply,
    state.fields[from].enemy[colour],
    Math.max(0, ENEMY_CUBES[colour].v - enemyOnMap(state, colour) - fromSupply),
  );
  const placed = fromSupply + fromField;
  state.fields[from].enemy[colour] -= fromField;
  if (placed === 0) return;
  const before = ps.enemy[colour];
  ps.enemy[colour] += placed;
  ps.enemyPlaced = true;
  log.add('event.enemyEnters', { province: provinceName(prov), n: placed, cube: colourName(colour) });

  // Defensive fire: every player with infantry/cavalry here, in turn order; Cossacks only against Tatars.
  let ownHits = 0;
  let cossackHits = 0;
  let cossackHost: Seat | null = null;
  for (const seat of turnOrder(state)) {
    const u = ps.units[seat];
    if (!u || u.inf + u.cav === 0) continue;
    if (cossackHost === null) cossackHost = seat;
    const r = rollUnits(rng, u.inf, u.cav, 0, u.art > 0);
    ownHits += r.hits.inf + r.hits.cav;
    u.inf -= r.lost.inf;
    u.cav -= r.lost.cav;
    const pl = state.players[seat];
    if (pl) {
      pl.destroyed.inf += r.lost.inf;
      pl.destroyed.cav += r.lost.cav;
    }
    state.lastDice.push({ what: 'defence', dice: r.dice });
    log.add('event.defence', {
      player: playerName(state, seat),
      dice: diceText(r.dice),
      hits: r.hits.inf + r.hits.cav,
      lost: r.lost.inf + r.lost.cav,
    });
  }
  if (prov === 'UKR' && colour === 'brown' && cossackHost !== null && state.cossacks.ukr > 0) {
    const art = (ps.units[cossackHost]?.art ?? 0) > 0;
    const r = rollUnits(rng, 0, 0, state.cossacks.ukr, art);
    cossackHits = r.hits.cossack;
    state.cossacks.ukr -= r.lost.cossack;
    state.cossacks.pool += r.lost.cossack;
    state.lastDice.push({ what: 'defence', dice: r.dice });
    log.add('event.cossackDefence', { dice: diceText(r.dice), hits: cossackHits, lost: r.lost.cossack });
  }
  // Hits take the newcomers first, then cubes already there (same enemy first, then others).
  const onNew = Math.min(ownHits, placed);
  ps.enemy[colour] -= onNew;
  let rest = ownHits - onNew;
  const oldSame = Math.min(rest, before);
  ps.enemy[colour] -= oldSame;
  rest -= oldSame;
  removeEnemyCubes(ps.enemy, rest, null);
  removeEnemyCubes(ps.enemy, cossackHits, null, 'brown');
  if (ownHits + cossackHits > 0)
    log.add('event.defenceResult', { province: provinceName(prov), left: enemyCubesIn(state, prov) });

  // Different enemies destroy each other one for one.
  for (const other of ENEMY_COLOURS) {
    if (other === colour) continue;
    const k = Math.min(ps.enemy[colour], ps.enemy[other]);
    if (k > 0) {
      ps.enemy[colour] -= k;
      ps.enemy[other] -= k;
      log.add('event.enemiesClash', {
        province: provinceName(prov),
        n: k,
        a: colourName(colour),
        b: colourName(other),
      });
    }
  }
}

/**
 * Habsburg markers enter a province (8.2.3/8.4.1): eliminated at once if enemy cubes are there;
 * otherwise each marker removes one player cube (cyclic turn order from the Hetman, skipping
 * seats without cubes there, ruling A-51); the rest are placed (limited by the 10 markers, A-26).
 */
export function markersEnter(state: State, prov: Province, m: number, log: Log): void {
  const ps = state.provinces[prov];
  if (m <= 0) return;
  if (enemyCubesIn(state, prov) > 0) {
    log.add('event.markersEliminated', { province: provinceName(prov), n: m });
    return;
  }
  let left = m;
  const order = turnOrder(state);
  const removed = new Array<number>(state.players.length).fill(0);
  let i = 0;
  while (left > 0 && ps.cubes.some((c) => c > 0)) {
    const seat = order[i % order.length] ?? 0;
    i++;
    if ((ps.cubes[seat] ?? 0) <= 0) continue;
    ps.cubes[seat] = (ps.cubes[seat] ?? 0) - 1;
    const pl = state.players[seat];
    if (pl) pl.cubes++;
    removed[seat] = (removed[seat] ?? 0) + 1;
    left--;
  }
  removed.forEach((n, seat) => {
    if (n > 0)
      log.add('event.markerRemovesCubes', { player: playerName(state, seat), n, province: provinceName(prov) });
  });
  const placed = Math.min(left, MAX_MARKERS - markersOnMap(state));
  if (placed > 0) {
    ps.markers += placed;
    log.add('event.markersPlaced', { province: provinceName(prov), n: placed });
  }
}
