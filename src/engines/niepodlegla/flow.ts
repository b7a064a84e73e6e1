/**
 * The order of play (§4 rounds 1–9, §6 the final round) as data, run by the kit's runner
 * (kit/flow.ts). The cursor is the state's `phase`. The game rests between actions only on a step
 * where someone decides: the group decisions each phase resolves through its queue (phase 1's
 * plan, the cities and obstacles of phases 3–6, the D opt-in) and phase 2's individual actions.
 * The other steps do a phase's fixed work and are passed within one action. The work is in
 * phases/, one file per rulebook phase; the queue is phases/queue.ts.
 */
import { again, defineFlow, goto, next, over, type StepOutcome, wait } from '../kit/flow.js';
import type { Rng } from '../kit/rng.js';
import { FINAL_ROUND } from './data/tracks.js';
import { advanceTime, refillDisplay, refillPools } from './phases/end.js';
import { completeMissions, firstRoll } from './phases/fight.js';
import { borderDefence, dPenalty, drawD, november } from './phases/final.js';
import { moraleCheck } from './phases/morale.js';
import { beginNegative } from './phases/negative.js';
import { beginPlan } from './phases/plan.js';
import { beginPositive, returnComponents } from './phases/positive.js';
import { resolveNext } from './phases/queue.js';
import type { Events } from './resolve.js';
import type { Phase, State } from './state.js';

/** What a step plays with: the game's dice and the events of this action. */
export interface Play {
  readonly rng: Rng;
  readonly ev: Events;
}

/**
 * A phase's queue, one item per run: a decided game ends, an open group decision waits, and null
 * says the queue is empty (the phase's own step decides what follows).
 */
function resolving(s: State, play: Play): StepOutcome<Phase> | null {
  if (s.outcome) return goto('over');
  if (s.choice) return wait();
  return resolveNext(s, play.rng, play.ev) ? again() : null;
}

/** Phase 2 ends when everyone is done, a stop is adopted, morale runs out, or (final) the game is decided. */
function fighting(s: State, play: Play): StepOutcome<Phase> {
  return resolving(s, play) ?? (s.fightOver ? next() : wait());
}

export const flow = defineFlow<State, Play, Phase>({
  game: 'niepodlegla',
  at: (s) => s.phase,
  moveTo: (s, phase) => {
    s.phase = phase;
  },
  // One queue item is one step: a busy phase resolves a few dozen in one action.
  maxSteps: 100_000,
  steps: [
    // ---- Rounds 1–9 (§4)
    // Phase 1, Przydzielanie pionków i kości: each seat's pawns, then each seat's neutral dice.
    {
      id: 'assign',
      rule: '4.1',
      run: (s, p) => {
        beginPlan(s, p.ev);
        return next();
      },
    },
    { id: 'plan', rule: '4.1', run: (s, p) => resolving(s, p) ?? next() },
    // Phase 2, Walka o niepodległość: the first roll (step 2.1), the actions (2.2), the missions done.
    {
      id: 'firstRoll',
      rule: '4.2',
      run: (s, p) => {
        firstRoll(s, p.rng, p.ev);
        return next();
      },
    },
    { id: 'fight', rule: '4.2', run: fighting },
    {
      id: 'missionsCompleted',
      rule: '4.2',
      run: (s, p) => {
        completeMissions(s, p.ev);
        return next();
      },
    },
    // Phase 3, Skutki negatywne: the prison opens; untaken and failed "!" missions strike.
    {
      id: 'negativeEffects',
      rule: '4.3',
      run: (s, p) => {
        beginNegative(s, p.ev);
        return next();
      },
    },
    { id: 'negative', rule: '4.3', run: (s, p) => resolving(s, p) ?? next() },
    // Phase 4, Kontrola morale: the check, then the threat cards it draws.
    {
      id: 'moraleCheck',
      rule: '4.4',
      run: (s, p) => {
        moraleCheck(s, p.ev);
        return next();
      },
    },
    { id: 'morale', rule: '4.4', run: (s, p) => resolving(s, p) ?? next() },
    // Phase 5, Skutki pozytywne: completed missions pay out; then everything goes back.
    {
      id: 'positiveEffects',
      rule: '4.5',
      run: (s, p) => {
        beginPositive(s, p.ev);
        return next();
      },
    },
    { id: 'positive', rule: '4.5', run: (s, p) => resolving(s, p) ?? next() },
    {
      id: 'returnComponents',
      rule: '4.5',
      run: (s) => {
        returnComponents(s);
        return next();
      },
    },
    // Phase 6, Koniec rundy: time moves (to 10: 11 November), the red field, the refills.
    {
      id: 'time',
      rule: '4.6',
      run: (s, p) => {
        advanceTime(s, 'round', p.ev);
        return s.round === FINAL_ROUND ? goto('november') : next();
      },
    },
    { id: 'end', rule: '4.6', run: (s, p) => resolving(s, p) ?? next() },
    {
      id: 'refill',
      rule: '4.6',
      run: (s, p) => {
        refillDisplay(s, p.ev);
        refillPools(s, p.ev);
        return goto('assign');
      },
    },
    // ---- Round 10, the final round (§6)
    {
      id: 'november',
      rule: '6.1',
      run: (s, p) => {
        november(s, p.ev);
        return s.outcome ? goto('over') : next();
      },
    },
    {
      id: 'borderDefence',
      rule: '6.2',
      run: (s, p) => {
        borderDefence(s, p.rng, p.ev);
        return next();
      },
    },
    // Step 7: the D opt-in, then the D cards drawn.
    {
      id: 'finalSetup',
      rule: '6.2',
      run: (s, p) => {
        const resolved = resolving(s, p);
        if (resolved) return resolved;
        drawD(s, p.rng, p.ev);
        return next();
      },
    },
    {
      id: 'finalAssign',
      rule: '6.3',
      run: (s, p) => {
        beginPlan(s, p.ev);
        return next();
      },
    },
    { id: 'finalPlan', rule: '6.3', run: (s, p) => resolving(s, p) ?? next() },
    {
      id: 'finalFirstRoll',
      rule: '6.3',
      run: (s, p) => {
        firstRoll(s, p.rng, p.ev);
        return next();
      },
    },
    { id: 'finalFight', rule: '6.3', run: fighting },
    {
      id: 'dPenalty',
      rule: '6.3',
      run: (s, p) => {
        dPenalty(s, p.rng, p.ev);
        return goto('over');
      },
    },
    {
      id: 'over',
      rule: '6.5',
      run: (s) => {
        s.queue = [];
        s.choice = null;
        return over();
      },
    },
  ],
});
