/**
 * The order of play as data (kit/flow.ts): the initial estates of setup (3), then the sixteen
 * phases of the phase track (4.1) in each of four turns, and the final scoring after P15 of T4
 * (ruling A-32). The work of each phase is in phases/, one file per rulebook phase.
 *
 * The cursor is the phase pawn the state has always kept, `state.phase` (1..16), read with the
 * stage: the initial estates sit on P1 with their own stage, the finished game on P15 with stage
 * 'over'. Moving the pawn sets the stage to 'auto', so a decision phase whose step finds 'auto'
 * has just begun and opens its decision; finding its own stage, it is resumed after a decision
 * and settles it (every decision ends in apply, which then calls runFlow).
 */
import { defineFlow, goto, next, over, type StepOutcome, wait } from '../kit/flow.js';
import type { Rng } from '../kit/rng.js';
import { cossacksRebel, recruitProvinces } from './phases/armies.js';
import { campaignOptions } from './phases/campaigns.js';
import { beginClientele, revealSealedTokens } from './phases/clientele.js';
import { runCrownArmy } from './phases/crownArmy.js';
import { cycleTurn, freshCycle } from './phases/cycle.js';
import { runEndOfTurn } from './phases/endOfTurn.js';
import { buildOptions } from './phases/estates.js';
import { runEvents } from './phases/events.js';
import { runExpansion } from './phases/expansion.js';
import { runIncome } from './phases/income.js';
import { runInvasions } from './phases/invasions.js';
import { allBidsIn, resolveBids, runMace } from './phases/mace.js';
import { runPlunder } from './phases/plunder.js';
import { runPrestige } from './phases/prestige.js';
import { crownCanFight, reliefOptions, reliefTargets } from './phases/relief.js';
import { runSejm } from './phases/sejm.js';
import { freshSpecial, specialTurn } from './phases/special.js';
import { finalScoring } from './result.js';
import type { State } from './state.js';
import type { Log } from './util.js';

export const LAST_TURN = 4;

/** What a step plays with: the game's dice and the log of this action. */
export interface Play {
  rng: Rng;
  log: Log;
}

/** The phase track P1..P16 (4.1), in order: the step of phase n is PHASES[n - 1]. */
const PHASES = [
  'income',
  'clientele',
  'mace',
  'crownArmy',
  'events',
  'sejm',
  'newEstates',
  'specialActions',
  'privateArmies',
  'campaigns',
  'invasions',
  'relief',
  'expansion',
  'plunder',
  'prestige',
  'endOfTurn',
] as const;

export type StepId = 'initialEstates' | (typeof PHASES)[number] | 'finalScoring';

/** Where the pawn stands. */
function at(state: State): StepId {
  if (state.stage.kind === 'setupEstates') return 'initialEstates';
  if (state.stage.kind === 'over') return 'finalScoring';
  const id = PHASES[state.phase - 1];
  if (!id) throw new Error(`boze-igrzysko: no phase ${state.phase} on the phase track`);
  return id;
}

/** Moves the pawn: a phase begins with no decision owed (stage 'auto'). */
function moveTo(state: State, id: StepId): void {
  if (id === 'initialEstates') {
    // Only setup() lays out the initial estates (their order needs its die roll); no step goes back.
    throw new Error('boze-igrzysko: the initial estates are laid out by setup()');
  }
  if (id === 'finalScoring') {
    // The game ends after P15 of T4: the pawn stays on P15.
    state.stage = { kind: 'over' };
    return;
  }
  state.phase = PHASES.indexOf(id) + 1;
  state.stage = { kind: 'auto' };
}

/** An automatic phase: its work, then on to the next phase. */
function automatic(work: (state: State, play: Play) => void): (state: State, play: Play) => StepOutcome<never> {
  return (state, play) => {
    work(state, play);
    return next();
  };
}

export const flow = defineFlow<State, Play, StepId>({
  game: 'boze-igrzysko',
  at,
  moveTo,
  steps: [
    {
      id: 'initialEstates',
      rule: 'Setup 10–11 (3, 11.1)',
      run(state) {
        const st = state.stage;
        return st.kind === 'setupEstates' && st.index < st.order.length ? wait() : next();
      },
    },
    {
      // Dochód z posiadłości
      id: 'income',
      rule: 'P1 (5.1)',
      run: automatic((state, { log }) => {
        log.add('event.turnBegins', { turn: state.turn });
        runIncome(state, log);
      }),
    },
    {
      // Klientela szlachecka: sealed tokens, then the placement of short pools in turn order.
      id: 'clientele',
      rule: 'P2 (5.2)',
      run(state, { log }) {
        const st = state.stage;
        if (st.kind === 'auto') {
          beginClientele(state);
          log.add('event.placeTokens');
          return wait();
        }
        if (st.kind === 'clientele') {
          if (!st.confirmed.every(Boolean)) return wait();
          revealSealedTokens(state, log);
        }
        const now = state.stage;
        return now.kind === 'shortage' && now.queue.length > 0 ? wait() : next();
      },
    },
    {
      // Nadanie buławy: ties bid in secret until one bid is highest.
      id: 'mace',
      rule: 'P3 (6.1)',
      run(state, { log }) {
        const st = state.stage;
        if (st.kind === 'auto') runMace(state, log);
        else if (st.kind === 'bid' && allBidsIn(st)) resolveBids(state, log);
        const now = state.stage;
        return now.kind === 'bid' && !allBidsIn(now) ? wait() : next();
      },
    },
    { id: 'crownArmy', rule: 'P4 (6.2)', run: automatic((state, { log }) => runCrownArmy(state, log)) },
    { id: 'events', rule: 'P5 (6.3)', run: automatic((state, { rng, log }) => runEvents(state, rng, log)) },
    { id: 'sejm', rule: 'P6 (6.4)', run: automatic((state, { log }) => runSejm(state, log)) },
    {
      // Nowe posiadłości
      id: 'newEstates',
      rule: 'P7 (7.1)',
      run(state, { log }) {
        if (state.stage.kind === 'auto') state.stage = { kind: 'estates', ...freshCycle(state) };
        const st = state.stage;
        if (st.kind !== 'estates') return wait();
        return cycleTurn(state, st, (seat) => buildOptions(state, seat, st.cycle).length > 0, log);
      },
    },
    {
      // Akcje specjalne: exactly two cycles.
      id: 'specialActions',
      rule: 'P8 (7.2)',
      run(state, { log }) {
        if (state.stage.kind === 'auto') state.stage = freshSpecial(state);
        const st = state.stage;
        return st.kind === 'special' ? specialTurn(state, st, log) : wait();
      },
    },
    {
      // Armie prywatne; the Cossacks left unrecruited rebel when the phase ends.
      id: 'privateArmies',
      rule: 'P9 (7.3)',
      run(state, { log }) {
        if (state.stage.kind === 'auto') state.stage = { kind: 'armies', ...freshCycle(state), draft: null };
        const st = state.stage;
        // A recruitment being composed is the acting seat's turn still.
        if (st.kind !== 'armies' || st.draft !== null) return wait();
        const out = cycleTurn(state, st, (seat) => recruitProvinces(state, seat).length > 0, log);
        if (out.kind === 'next') cossacksRebel(state, log);
        return out;
      },
    },
    {
      // Kampanie magnackie
      id: 'campaigns',
      rule: 'P10 (8.1)',
      run(state, { log }) {
        if (state.stage.kind === 'auto') state.stage = { kind: 'campaigns', ...freshCycle(state) };
        const st = state.stage;
        if (st.kind !== 'campaigns') return wait();
        return cycleTurn(state, st, (seat) => campaignOptions(state, seat).length > 0, log);
      },
    },
    { id: 'invasions', rule: 'P11 (8.2)', run: automatic((state, { rng, log }) => runInvasions(state, rng, log)) },
    {
      // Odsiecz Armii Koronnej: the Hetman's free attack, then cycles.
      id: 'relief',
      rule: 'P12 (8.3)',
      run(state, { log }) {
        if (state.stage.kind === 'auto') state.stage = { kind: 'relief', ...freshCycle(state) };
        const st = state.stage;
        if (st.kind !== 'relief') return wait();
        // The phase ends when the Crown Army cannot fight or nothing is left to attack.
        if (!crownCanFight(state) || reliefTargets(state).length === 0) st.active = st.active.map(() => false);
        return cycleTurn(state, st, (seat) => reliefOptions(state, seat).length > 0, log);
      },
    },
    { id: 'expansion', rule: 'P13 (8.4)', run: automatic((state, { rng, log }) => runExpansion(state, rng, log)) },
    { id: 'plunder', rule: 'P14 (9.1)', run: automatic((state, { log }) => runPlunder(state, log)) },
    {
      // Punkty prestiżu; after T4 the game ends here (A-32: P16 of T4 changes nothing that scores).
      id: 'prestige',
      rule: 'P15 (9.2)',
      run(state, { log }) {
        runPrestige(state, log);
        return state.turn === LAST_TURN ? goto('finalScoring') : next();
      },
    },
    {
      // Zakończenie tury
      id: 'endOfTurn',
      rule: 'P16 (9.3)',
      run(state, { log }) {
        runEndOfTurn(state, log);
        state.turn++;
        return goto('income');
      },
    },
    {
      id: 'finalScoring',
      rule: 'End of the game (10; A-32)',
      run(state, { log }) {
        if (state.final === null) finalScoring(state, log);
        return over();
      },
    },
  ],
});
