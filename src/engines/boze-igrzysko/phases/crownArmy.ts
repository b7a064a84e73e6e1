/** P4 — Crown Army (6.2): the standing army of the turn plus the table column of the Court sum. */
import { CROWN_ARMY_TABLE, STANDING_CROWN_ARMY } from '../data/board.js';
import type { State, UnitCounts } from '../state.js';
import type { Log } from '../util.js';

/** The 9 Crown tokens cap the army (TEXT). */
export const CROWN_SUPPLY: UnitCounts = { inf: 4, cav: 4, art: 1 };

export function crownArmyFor(turn: number, courtSum: number): UnitCounts {
  const standing = STANDING_CROWN_ARMY[turn - 1]?.v ?? { inf: 0, cav: 0, art: 0 };
  const row = CROWN_ARMY_TABLE.find((r) => courtSum >= r.v.min && courtSum <= r.v.max)?.v ?? { inf: 0, cav: 0, art: 0 };
  // TEXT: no artillery in T1 (ruling A-40: nothing replaces it).
  const art = turn === 1 ? 0 : standing.art + row.art;
  return {
    inf: Math.min(CROWN_SUPPLY.inf, standing.inf + row.inf),
    cav: Math.min(CROWN_SUPPLY.cav, standing.cav + row.cav),
    art: Math.min(CROWN_SUPPLY.art, art),
  };
}

export function runCrownArmy(state: State, log: Log): void {
  const sum = state.court.reduce<number>((a, v) => a + (v ?? 0), 0);
  state.crown = crownArmyFor(state.turn, sum);
  log.add('event.crownArmy', { sum, inf: state.crown.inf, cav: state.crown.cav, art: state.crown.art });
}
