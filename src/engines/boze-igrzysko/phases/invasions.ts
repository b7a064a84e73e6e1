/**
 * P11 — Enemy invasions (8.2): a strengthening roll (treaties may break; in T2 6s make
 * Cossacks rebel), then each enemy stronger than the Polish cubes in its field invades.
 */
import type { Rng } from '../../kit/rng.js';
import { FIELD_PROVINCE, FIELDS } from '../data/board.js';
import { addEnemyStrength, enemyEnters, markersEnter } from '../rules/enemies.js';
import type { State } from '../state.js';
import { actingColour, diceText, enemyName, enemySupply, type Log, polishCubes, strength } from '../util.js';

function rebelCossacks(state: State, sixes: number, log: Log): void {
  for (let i = 0; i < sixes; i++) {
    // Ruling A-59: from Ukraine first, then the Cossacks field; never those already with the Tatars.
    if (state.cossacks.ukr > 0) state.cossacks.ukr--;
    else if (state.cossacks.pool > 0) state.cossacks.pool--;
    else return;
    state.cossacks.e3++;
    log.add('event.cossackRebels');
  }
}

export function strengtheningRoll(state: State, dice: readonly number[], log: Log): void {
  const count = (f: number) => dice.filter((d) => d === f).length;
  if (state.turn === 2) rebelCossacks(state, count(6), log);
  let broken: number | null = null;
  if (state.treaty !== null) {
    const face = FIELDS.indexOf(state.treaty.field) + 1;
    if (count(face) >= state.treaty.breakOn) {
      log.add('event.treatyBroken', { enemy: enemyName(state, state.treaty.field) });
      state.treaty = null;
      broken = face;
    }
  }
  for (const d of dice) if (d !== 6 && d !== broken) addEnemyStrength(state, d, log);
}

/** Habsburg political invasion of Wielkopolska in T1–T3 (8.2.3). */
function habsburgPolitical(state: State, log: Log): void {
  const m = strength(state, 'E5');
  // The markers in the field are the ones that move.
  state.fields.E5.markers = 0;
  log.add('event.habsburgInfluence', { n: m });
  markersEnter(state, 'WIE', m, log);
}

export function runInvasions(state: State, rng: Rng, log: Log): void {
  const dice = rng.dice(4, 6);
  state.lastDice.push({ what: 'invasion', dice });
  log.add('event.invasionRoll', { dice: diceText(dice) });
  strengtheningRoll(state, dice, log);
  for (const f of FIELDS) {
    if (state.treaty?.field === f) {
      log.add('event.treatyHolds', { enemy: enemyName(state, f) });
      continue;
    }
    if (f === 'E5' && state.turn <= 3) {
      if (state.turn === 3 && state.ottomanInvadedE5) continue;
      habsburgPolitical(state, log);
      continue;
    }
    const s = strength(state, f);
    const pol = polishCubes(state, f);
    if (pol >= s) {
      log.add('event.noInvasion', { enemy: enemyName(state, f), strength: s, polish: pol });
      continue;
    }
    const n = s - pol;
    if (f === 'E4' && state.turn === 3) {
      // The Ottomans march on Vienna: orange cubes into the Habsburg field, its markers discarded.
      const fromSupply = Math.min(n, enemySupply(state, 'orange'));
      const fromField = Math.min(n - fromSupply, state.fields.E4.enemy.orange);
      state.fields.E4.enemy.orange -= fromField;
      state.fields.E5.enemy.orange += fromSupply + fromField;
      state.fields.E5.markers = 0;
      state.ottomanInvadedE5 = true;
      log.add('event.vienna', { n: fromSupply + fromField });
      continue;
    }
    log.add('event.invasion', { enemy: enemyName(state, f), strength: s, polish: pol, n });
    enemyEnters(state, FIELD_PROVINCE[f], actingColour(state, f), n, f, rng, log);
  }
}
