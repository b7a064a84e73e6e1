/**
 * The phase track (4.1): runs automatic phases and opens the decision phases, in order,
 * until some seat owes a decision or the game is over. Whoever ends a phase moves the
 * phase pawn (state.phase) and sets the stage back to 'auto'.
 */
import type { Rng } from '../kit/rng.js';
import { cossacksRebel, recruitProvinces } from './phases/armies.js';
import { campaignOptions } from './phases/campaigns.js';
import { beginClientele } from './phases/clientele.js';
import { runCrownArmy } from './phases/crownArmy.js';
import { type CycleStage, freshCycle, settleCycle } from './phases/cycle.js';
import { runEndOfTurn } from './phases/endOfTurn.js';
import { buildOptions } from './phases/estates.js';
import { runEvents } from './phases/events.js';
import { runExpansion } from './phases/expansion.js';
import { runIncome } from './phases/income.js';
import { runInvasions } from './phases/invasions.js';
import { runMace } from './phases/mace.js';
import { runPlunder } from './phases/plunder.js';
import { runPrestige } from './phases/prestige.js';
import { crownCanFight, reliefOptions, reliefTargets } from './phases/relief.js';
import { runSejm } from './phases/sejm.js';
import { specialOptions } from './phases/special.js';
import { finalScoring } from './result.js';
import type { State } from './state.js';
import { type Log, playerName, turnOrder } from './util.js';

export const LAST_TURN = 4;

export function endPhase(state: State): void {
  state.phase++;
  state.stage = { kind: 'auto' };
}

/** P7: finds the next builder or ends the phase. */
export function settleEstates(state: State, log: Log): void {
  const st = state.stage;
  if (st.kind !== 'estates') return;
  if (!settleCycle(state, st, (seat) => buildOptions(state, seat, st.cycle).length > 0, log)) endPhase(state);
}

/** P8: two fixed cycles; a seat with no special action available skips automatically. */
export function settleSpecial(state: State, log: Log): void {
  const st = state.stage;
  if (st.kind !== 'special') return;
  const order = turnOrder(state);
  for (;;) {
    if (st.pos >= order.length) {
      st.pos = 0;
      st.cycle++;
    }
    if (st.cycle > 2) {
      endPhase(state);
      return;
    }
    const seat = order[st.pos] ?? 0;
    if (st.planned[seat]) {
      // The skip of the second cycle was submitted with the first action; it shows now.
      log.add('event.skip', { player: playerName(state, seat) });
      st.pos++;
      continue;
    }
    if (specialOptions(state, seat, 0).length > 0) return;
    log.add('event.autoSkip', { player: playerName(state, seat) });
    st.pos++;
  }
}

export function settleArmies(state: State, log: Log): void {
  const st = state.stage;
  if (st.kind !== 'armies') return;
  if (!settleCycle(state, st, (seat) => recruitProvinces(state, seat).length > 0, log)) {
    cossacksRebel(state, log);
    endPhase(state);
  }
}

export function settleCampaigns(state: State, log: Log): void {
  const st = state.stage;
  if (st.kind !== 'campaigns') return;
  if (!settleCycle(state, st, (seat) => campaignOptions(state, seat).length > 0, log)) endPhase(state);
}

export function settleRelief(state: State, log: Log): void {
  const st = state.stage;
  if (st.kind !== 'relief') return;
  // The phase ends when the Crown Army cannot fight or nothing is left to attack.
  if (!crownCanFight(state) || reliefTargets(state).length === 0) st.active = st.active.map(() => false);
  if (!settleCycle(state, st, (seat) => reliefOptions(state, seat).length > 0, log)) endPhase(state);
}

function cycleStage(state: State): CycleStage {
  return freshCycle(state);
}

export function advance(state: State, rng: Rng, log: Log): void {
  for (let guard = 0; guard < 200 && state.stage.kind === 'auto'; guard++) {
    switch (state.phase) {
      case 1:
        log.add('event.turnBegins', { turn: state.turn });
        runIncome(state, log);
        endPhase(state);
        break;
      case 2:
        beginClientele(state);
        log.add('event.placeTokens');
        break;
      case 3:
        runMace(state, log);
        break;
      case 4:
        runCrownArmy(state, log);
        endPhase(state);
        break;
      case 5:
        runEvents(state, rng, log);
        endPhase(state);
        break;
      case 6:
        runSejm(state, log);
        endPhase(state);
        break;
      case 7:
        state.stage = { kind: 'estates', ...cycleStage(state) };
        settleEstates(state, log);
        break;
      case 8:
        state.stage = { kind: 'special', cycle: 1, pos: 0, moved: 0, planned: state.players.map(() => false) };
        settleSpecial(state, log);
        break;
      case 9:
        state.stage = { kind: 'armies', ...cycleStage(state), draft: null };
        settleArmies(state, log);
        break;
      case 10:
        state.stage = { kind: 'campaigns', ...cycleStage(state) };
        settleCampaigns(state, log);
        break;
      case 11:
        runInvasions(state, rng, log);
        endPhase(state);
        break;
      case 12:
        state.stage = { kind: 'relief', ...cycleStage(state) };
        settleRelief(state, log);
        break;
      case 13:
        runExpansion(state, rng, log);
        endPhase(state);
        break;
      case 14:
        runPlunder(state, log);
        endPhase(state);
        break;
      case 15:
        runPrestige(state, log);
        if (state.turn === LAST_TURN) {
          // Ruling A-32: the game ends after P15 of T4.
          finalScoring(state, log);
          state.stage = { kind: 'over' };
        } else endPhase(state);
        break;
      case 16:
        runEndOfTurn(state, log);
        state.turn++;
        state.phase = 1;
        break;
      default:
        state.phase = 1;
    }
  }
}
