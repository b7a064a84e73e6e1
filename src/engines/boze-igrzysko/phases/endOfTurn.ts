/** P16 — End of turn (9.3): fields, Sejm, armies and treaty cleared; occupiers thinned to the player cubes. */
import { ENEMY_COLOURS, type EnemyColour, FIELDS, PROVINCES, SUPPLY } from '../data/board.js';
import type { State } from '../state.js';
import { emptyEnemy, enemyCubesIn, type Log, playerCubesIn, provinceName } from '../util.js';

export function runEndOfTurn(state: State, log: Log): void {
  const n = state.players.length;
  for (const f of FIELDS) {
    const field = state.fields[f];
    field.cubes.forEach((c, seat) => {
      const pl = state.players[seat];
      if (pl) pl.cubes += c;
    });
    field.cubes = new Array(n).fill(0);
    field.king = 0;
    // End of T3: at most two Ottoman cubes stay in E5 (the "imaginary" Habsburg cubes).
    const keep = f === 'E5' && state.turn === 3 ? Math.min(2, field.enemy.orange) : 0;
    field.enemy = emptyEnemy();
    field.enemy.orange = keep;
    field.markers = 0;
    if (f === 'E5' && state.turn === 3) {
      state.carriedOrangeE5 = keep;
      if (keep > 0) log.add('event.ottomansStay', { n: keep });
    }
  }
  for (const p of PROVINCES) {
    const owner = state.sejm[p];
    if (owner !== null) {
      const pl = state.players[owner];
      if (pl) pl.discs++;
      state.sejm[p] = null;
    }
  }
  state.players.forEach((pl) => {
    pl.units = { inf: SUPPLY.infantry, cav: SUPPLY.cavalry, art: SUPPLY.artillery };
    pl.destroyed = { inf: 0, cav: 0, art: 0 };
  });
  for (const p of PROVINCES) {
    const ps = state.provinces[p];
    ps.units = ps.units.map(() => ({ inf: 0, cav: 0, art: 0 }));
    const excess = enemyCubesIn(state, p) - playerCubesIn(state, p);
    if (excess > 0) {
      // The largest force withdraws first.
      for (let k = 0; k < excess; k++) {
        let largest: EnemyColour = 'black';
        for (const c of ENEMY_COLOURS) if (ps.enemy[c] > ps.enemy[largest]) largest = c;
        ps.enemy[largest]--;
      }
      log.add('event.occupiersWithdraw', { province: provinceName(p), n: excess });
    }
    ps.enemyPlaced = false;
    // Ruling A-39: markers never leave by themselves; say so, so players understand the next plunder.
    if (ps.markers > 0) log.add('event.markersRemain', { province: provinceName(p), n: ps.markers });
  }
  state.cossacks = { pool: SUPPLY.cossacks, ukr: 0, e3: 0 };
  state.crown = { inf: 0, cav: 0, art: 0 };
  state.treaty = null;
  state.cityBuiltThisTurn = false;
  state.ottomanInvadedE5 = false;
  if (state.turn === 2) {
    for (const pl of state.players) pl.tokens = [...SUPPLY.influenceTokens];
  }
}
