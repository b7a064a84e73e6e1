/** P1 — Income from estates (5.1): prosperity per estate, +2 zł per manager, at least 10 zł. */
import { PROVINCES, SUPPLY } from '../data/board.js';
import type { State } from '../state.js';
import { type Log, playerName } from '../util.js';

export function estateIncome(state: State, seat: number): number {
  let income = 0;
  for (const p of PROVINCES) {
    const ps = state.provinces[p];
    for (const e of ps.estates) {
      if (e.owner !== seat) continue;
      income += ps.prosperity + (e.manager ? SUPPLY.managerBonus : 0);
    }
  }
  return income;
}

export function runIncome(state: State, log: Log): void {
  state.players.forEach((pl, seat) => {
    const income = Math.max(SUPPLY.minimumIncome, estateIncome(state, seat));
    pl.money += income;
    log.add('event.income', { player: playerName(state, seat), zl: income });
  });
}
