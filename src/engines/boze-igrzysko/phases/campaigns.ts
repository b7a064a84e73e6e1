/**
 * P10 — Magnate campaigns (8.1): from a province against its linked enemy; hits clear enemy
 * cubes in the province first, then put the player's cubes (Crown Army: king cubes) in the field.
 */
import type { Rng } from '../../kit/rng.js';
import type { Seat } from '../../kit/types.js';
import type { Action } from '../actions.js';
import { PROVINCE_FIELD, PROVINCES, type Province, SUPPLY } from '../data/board.js';
import { rollUnits } from '../rules/combat.js';
import type { State } from '../state.js';
import {
  diceText,
  enemyCubesIn,
  enemyName,
  FIELD_COLOUR_OF,
  kingCubesOnBoard,
  type Log,
  playerName,
  provinceName,
  removeEnemyCubes,
  sejmDiscs,
} from '../util.js';

type Campaign = Extract<Action, { type: 'campaign' }>;

/** Treaty enemy, or the Habsburgs in T1–T3: only enemy cubes in the province may be attacked. */
export function campaignRestricted(state: State, p: Province): boolean {
  const f = PROVINCE_FIELD[p];
  return state.treaty?.field === f || (f === 'E5' && state.turn <= 3);
}

export function campaignOptions(state: State, seat: Seat): Campaign[] {
  const out: Campaign[] = [];
  const crownReady = state.crown.inf + state.crown.cav > 0;
  const discs = sejmDiscs(state, seat);
  for (const p of PROVINCES) {
    const ps = state.provinces[p];
    if ((ps.cubes[seat] ?? 0) < 1) continue;
    if (campaignRestricted(state, p) && enemyCubesIn(state, p) === 0) continue;
    const u = ps.units[seat];
    const own = (u?.inf ?? 0) + (u?.cav ?? 0);
    const cossackChoices = p === 'UKR' && state.cossacks.ukr > 0 && own > 0 ? [true, false] : [false];
    const crownChoices: (Province | null)[] = [null, ...(crownReady ? discs : [])];
    for (const cossacks of cossackChoices)
      for (const crownSeat of crownChoices) {
        // Ruling A-21: a campaign must roll at least one die.
        if (own === 0 && crownSeat === null) continue;
        out.push({ type: 'campaign', province: p, cossacks, crownSeat });
      }
  }
  return out;
}

export function runCampaign(state: State, seat: Seat, a: Campaign, rng: Rng, log: Log): void {
  const pl = state.players[seat];
  if (!pl) return;
  const p = a.province;
  const f = PROVINCE_FIELD[p];
  const ps = state.provinces[p];
  const field = state.fields[f];
  const restricted = campaignRestricted(state, p);
  const who = playerName(state, seat);
  ps.cubes[seat] = (ps.cubes[seat] ?? 0) - 1;
  pl.cubes++;
  if (a.crownSeat !== null) {
    state.sejm[a.crownSeat] = null;
    pl.discs++;
  }
  log.add('event.campaign', { player: who, province: provinceName(p), enemy: enemyName(state, f) });
  const u = ps.units[seat] ?? { inf: 0, cav: 0, art: 0 };
  const cossacks = a.cossacks && p === 'UKR' ? state.cossacks.ukr : 0;
  const r = rollUnits(rng, u.inf, u.cav, cossacks, u.art > 0);
  u.inf -= r.lost.inf;
  u.cav -= r.lost.cav;
  pl.destroyed.inf += r.lost.inf;
  pl.destroyed.cav += r.lost.cav;
  state.cossacks.ukr -= r.lost.cossack;
  state.cossacks.pool += r.lost.cossack;
  if (r.dice.length > 0) state.lastDice.push({ what: 'campaign', dice: r.dice });
  // Own hits: enemy cubes in the province first (the linked enemy's colour first), then cubes into the field.
  const ownHits = r.hits.inf + r.hits.cav;
  const cleared = removeEnemyCubes(ps.enemy, ownHits, FIELD_COLOUR_OF[f]);
  let beyond = ownHits - cleared;
  // Cossack hits: only brown cubes in Ukraine; into E3 only once Ukraine is free of enemy cubes.
  let cossackLeft = r.hits.cossack;
  const brown = removeEnemyCubes(ps.enemy, cossackLeft, null, 'brown');
  cossackLeft -= brown;
  if (enemyCubesIn(state, p) === 0) beyond += cossackLeft;
  let placed = 0;
  if (!restricted) {
    placed = Math.min(beyond, pl.cubes);
    pl.cubes -= placed;
    field.cubes[seat] = (field.cubes[seat] ?? 0) + placed;
  }
  log.add('event.campaignResult', {
    player: who,
    dice: diceText(r.dice),
    cleared: cleared + brown,
    placed,
    lost: r.lost.inf + r.lost.cav + r.lost.cossack,
  });
  if (a.crownSeat === null) return;
  // The Crown Army fights after the player, with its own artillery only (ruling A-17).
  const c = rollUnits(rng, state.crown.inf, state.crown.cav, 0, state.crown.art > 0);
  state.crown.inf -= c.lost.inf;
  state.crown.cav -= c.lost.cav;
  state.lastDice.push({ what: 'crown', dice: c.dice });
  const hits = c.hits.inf + c.hits.cav;
  const crownCleared = removeEnemyCubes(ps.enemy, hits, FIELD_COLOUR_OF[f]);
  let king = 0;
  if (!restricted) {
    king = Math.min(hits - crownCleared, SUPPLY.kingCubes - kingCubesOnBoard(state));
    field.king += king;
  }
  log.add('event.crownCampaign', {
    dice: diceText(c.dice),
    cleared: crownCleared,
    placed: king,
    lost: c.lost.inf + c.lost.cav,
  });
}
