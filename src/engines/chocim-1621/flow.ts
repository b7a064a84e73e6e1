/**
 * The order of play of Chocim 1621 as data (kit/flow.ts): the six phases of a week in the spec's
 * order (4.1–4.6), a step for each part of a phase that stops for a decision, then the
 * negotiations (5.12). The work of each step is in rules/, one file per phase: preparation.ts,
 * turns.ts (with deploy.ts, combat.ts, occupation.ts), diplomacy.ts, effects.ts, supply.ts,
 * summary.ts, negotiation.ts.
 *
 * The cursor is `s.cursor`, where stored games keep it. A decision owed is `s.step`; a step whose
 * work opens one says where play resumes once it is made (`wait(then)`). Decisions opened deeper
 * down (a combat, an effect that asks, a field taken) and the end of the game (a camp taken, bunt,
 * the last claim) are caught before the next step runs: none runs while a decision is owed or once
 * the game is over.
 */
import { again, defineFlow, goto, next, over, type StepOutcome, wait } from '../kit/flow.js';
import type { Rng } from '../kit/rng.js';
import type { GameEvent } from '../kit/types.js';
import { diplomacy } from './rules/diplomacy.js';
import { nextEffect, startEffects } from './rules/effects.js';
import { startNegotiation } from './rules/negotiation.js';
import { preparation, preparationEnd, preparationRest } from './rules/preparation.js';
import { startCulls, startFamineDiscard, startSummary, summaryEnd, summaryFood } from './rules/summary.js';
import { supplyPhase } from './rules/supply.js';
import { nextTurn, playOn } from './rules/turns.js';
import type { Cursor, State } from './state.js';

/** What every step works with: the action's events and the game's dice. */
export interface FlowContext {
  events: GameEvent[];
  rng: Rng;
}

type Outcome = StepOutcome<Cursor>;

/** A step that runs only while nobody owes a decision and the game goes on. */
function step(id: Cursor, rule: string, run: (s: State, ctx: FlowContext) => Outcome) {
  return {
    id,
    rule,
    run: (s: State, ctx: FlowContext): Outcome => {
      if (s.outcome !== null) return over();
      if (s.step !== null) return wait();
      return run(s, ctx);
    },
  };
}

/** On to `then`; if the work just opened a decision, play resumes there once it is made. */
function onTo(s: State, then: Cursor): Outcome {
  return s.step === null ? goto(then) : wait(then);
}

/** The step did one part of its work: again for the next part, unless a decision is now owed. */
function onceMore(s: State): Outcome {
  return s.step === null ? again() : wait();
}

export const flow = defineFlow<State, FlowContext, Cursor>({
  game: 'chocim-1621',
  at: (s) => s.cursor,
  moveTo: (s, id) => {
    s.cursor = id;
  },
  steps: [
    // 4.1 Preparation (faza przygotowań).
    step('prep', '4.1 P1–P3', (s, { events, rng }) => {
      preparation(s, events, rng); // weeks 4–5: OTT owes its weather losses
      return onTo(s, 'prep.rest');
    }),
    step('prep.rest', '4.1 P4–P5', (s, { events }) => {
      preparationRest(s, events); // the mutiny check may ask where the mutinied units come from
      return onTo(s, 'prep.display');
    }),
    step('prep.display', '4.1 P6', (s, { events }) => {
      preparationEnd(s, events);
      return next();
    }),
    // 4.2 Actions (faza działań): turns in alternation; a play resolves before the next turn.
    step('actions', '4.2', (s) => {
      if (s.play !== null) return goto('play'); // the turn's answer was a play
      return nextTurn(s) ? wait() : goto('diplomacy');
    }),
    step('play', '4.2, 5.1–5.6', (s, { events, rng }) => (playOn(s, events, rng) ? onceMore(s) : goto('actions'))),
    // 4.3 Diplomacy (faza dyplomacji): alternate picks from the display.
    step('diplomacy', '4.3', (s, { events }) => {
      diplomacy(s, events);
      return onTo(s, 'effects');
    }),
    // 4.4 Effects (faza efektów): the pitched battle, then PLC's in its order, then OTT's.
    step('effects', '4.4 step 1', (s, { events, rng }) => {
      startEffects(s, events, rng);
      return onTo(s, 'effects.PLC');
    }),
    step('effects.PLC', '4.4 step 2', (s, { events, rng }) =>
      nextEffect(s, 'PLC', events, rng) ? onceMore(s) : next(),
    ),
    step('effects.OTT', '4.4 step 3', (s, { events, rng }) =>
      nextEffect(s, 'OTT', events, rng) ? onceMore(s) : next(),
    ),
    // 4.5 Supply (faza zapasów).
    step('supply', '4.5', (s, { events }) => {
      supplyPhase(s, events);
      return next();
    }),
    // 4.6 Summary (faza podsumowania).
    step('summary', '4.6 step 1', (s, { events }) => {
      startSummary(s, events); // which defence/control units go back: both sides, sealed
      return onTo(s, 'summary.food');
    }),
    step('summary.food', '4.6 steps 2–4', (s, { events }) => {
      summaryFood(s, events);
      startCulls(s, 'wounds', events); // step 3, died of wounds
      return onTo(s, 'summary.famine.PLC');
    }),
    step('summary.famine.PLC', '4.6 step 4', (s) => {
      startFamineDiscard(s, 'PLC');
      return onTo(s, 'summary.famine.OTT');
    }),
    step('summary.famine.OTT', '4.6 step 4', (s) => {
      startFamineDiscard(s, 'OTT');
      return onTo(s, 'summary.hunger');
    }),
    step('summary.hunger', '4.6 step 5', (s, { events }) => {
      startCulls(s, 'hunger', events); // hungry and cold
      return onTo(s, 'summary.end');
    }),
    step('summary.end', '4.6 steps 6–7', (s, { events }) => {
      const end = summaryEnd(s, events);
      if (end === 'bunt') return over();
      return end === 'negotiation' ? goto('negotiation') : goto('prep');
    }),
    // 5.12 Negotiations (negocjacje): the battle of words, five sealed claims; then the game is over.
    step('negotiation', '5.12', (s, { events, rng }) => {
      startNegotiation(s, events, rng);
      return s.outcome === null ? wait() : over();
    }),
  ],
});
