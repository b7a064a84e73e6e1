/**
 * P12 — Crown Army relief (8.3): the Hetman's free attack, then cycles in which any player may
 * send the Crown Army against enemy cubes in a province for one Sejm disc; in T3 also against
 * the Ottomans in the Habsburg field (Relief of Vienna, 8.3.1).
 */
import type { Rng } from '../../kit/rng.js';
import type { Seat } from '../../kit/types.js';
import type { Action } from '../actions.js';
import { PROVINCES, type Province } from '../data/board.js';
import { rollUnits } from '../rules/combat.js';
import type { State } from '../state.js';
import { diceText, enemyCubesIn, type Log, playerName, provinceName, removeEnemyCubes, sejmDiscs } from '../util.js';

type Relief = Extract<Action, { type: 'relief' }>;
export type ReliefTarget = Province | 'E5';

/** Ruling A-23: any province with enemy cubes, and E5 in T3 while it holds Ottoman cubes. */
export function reliefTargets(state: State): ReliefTarget[] {
  const out: ReliefTarget[] = PROVINCES.filter((p) => enemyCubesIn(state, p) > 0);
  if (state.turn === 3 && state.fields.E5.enemy.orange > 0) out.push('E5');
  return out;
}

export function crownCanFight(state: State): boolean {
  return state.crown.inf + state.crown.cav > 0;
}

/** The Hetman's free attack is his first move of the phase. */
export function isFreeAttack(state: State, seat: Seat): boolean {
  return state.stage.kind === 'relief' && state.stage.cycle === 1 && seat === state.mace;
}

export function reliefOptions(state: State, seat: Seat): Relief[] {
  if (!crownCanFight(state)) return [];
  const seats: (Province | null)[] = isFreeAttack(state, seat) ? [null] : sejmDiscs(state, seat);
  const out: Relief[] = [];
  for (const target of reliefTargets(state)) for (const s of seats) out.push({ type: 'relief', target, seat: s });
  return out;
}

export function runRelief(state: State, seat: Seat, a: Relief, rng: Rng, log: Log): void {
  const pl = state.players[seat];
  if (a.seat !== null) {
    state.sejm[a.seat] = null;
    if (pl) pl.discs++;
  }
  const r = rollUnits(rng, state.crown.inf, state.crown.cav, 0, state.crown.art > 0);
  state.crown.inf -= r.lost.inf;
  state.crown.cav -= r.lost.cav;
  state.lastDice.push({ what: 'relief', dice: r.dice });
  const hits = r.hits.inf + r.hits.cav;
  let removed: number;
  if (a.target === 'E5') {
    removed = Math.min(hits, state.fields.E5.enemy.orange);
    state.fields.E5.enemy.orange -= removed;
  } else {
    removed = removeEnemyCubes(state.provinces[a.target].enemy, hits, null);
  }
  log.add(a.seat === null ? 'event.reliefFree' : 'event.relief', {
    player: playerName(state, seat),
    target: a.target === 'E5' ? { key: 'boze-igrzysko.field.E5' } : provinceName(a.target),
    dice: diceText(r.dice),
    removed,
    lost: r.lost.inf + r.lost.cav,
  });
}
