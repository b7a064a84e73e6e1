/** P6 — Sejm deputies (6.4): the sole leader in cubes of each province pays a cube and seats a deputy. */
import { PROVINCES } from '../data/board.js';
import type { State } from '../state.js';
import { type Log, playerName, provinceName } from '../util.js';

export function runSejm(state: State, log: Log): void {
  for (const p of PROVINCES) {
    const cubes = state.provinces[p].cubes;
    const top = Math.max(...cubes);
    const leaders = cubes.flatMap((c, seat) => (c === top ? [seat] : []));
    // No election on a tie or in an empty province (ruling A-42).
    if (top === 0 || leaders.length !== 1) {
      log.add('event.sejmNoElection', { province: provinceName(p) });
      continue;
    }
    const seat = leaders[0] ?? 0;
    const pl = state.players[seat];
    // Ruling A-14: a winner without a disc in his pool gets nothing and pays nothing.
    if (!pl || pl.discs === 0 || state.sejm[p] !== null) {
      log.add('event.sejmNoDisc', { province: provinceName(p), player: playerName(state, seat) });
      continue;
    }
    cubes[seat] = top - 1;
    pl.cubes++;
    pl.discs--;
    state.sejm[p] = seat;
    log.add('event.sejmElected', { province: provinceName(p), player: playerName(state, seat) });
  }
}
