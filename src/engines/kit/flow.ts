/**
 * The order of play as data: a game declares its phases and steps in the rulebook's order and words
 * (`defineFlow`), and one runner (`runFlow`) plays every step that needs nobody's decision, stopping
 * at the next owed decision or at the end of the game. Every game runs on it, so a newcomer finds a
 * game's order of play in the same place and reads it the same way in each (`flow.ts` in the game's
 * folder; the steps' work in `phases/` or `rules/`, one file per rulebook phase).
 *
 * A step is resumable: after a decision the game calls `runFlow` again, and the step the cursor is
 * on runs again. A step that opens a decision keeps what it asked in the game's own state (a stage, a
 * prompt) and says `wait()`; when it runs again it finds the answer there and goes on.
 */

/** What a step says when it has run. */
export type StepOutcome<Id extends string> =
  /** Go on to the step declared after this one. */
  | { readonly kind: 'next' }
  /** Go on to the named step (a loop back, a skip, a branch the rulebook makes). */
  | { readonly kind: 'goto'; readonly to: Id }
  /** Run this step again: it moved its own progress on (one seat of a cycle, one item of a list). */
  | { readonly kind: 'again' }
  /** A decision is owed: stop here (or move the cursor to `then` first) until it is made. */
  | { readonly kind: 'wait'; readonly then?: Id }
  /** The game is over. */
  | { readonly kind: 'over' };

export const next = (): StepOutcome<never> => ({ kind: 'next' });
export const goto = <Id extends string>(to: Id): StepOutcome<Id> => ({ kind: 'goto', to });
export const again = (): StepOutcome<never> => ({ kind: 'again' });
export const wait = <Id extends string>(then?: Id): StepOutcome<Id> =>
  then === undefined ? { kind: 'wait' } : { kind: 'wait', then };
export const over = (): StepOutcome<never> => ({ kind: 'over' });

export interface Step<S, C, Id extends string> {
  /** The step's name in the game's own words (English; the Polish term in a comment where it helps). */
  readonly id: Id;
  /** Where the rulebook or spec says it: a section number, a phase number. */
  readonly rule: string;
  /** Plays the step on a state the runner owns (a copy the game made for this action). */
  readonly run: (state: S, ctx: C) => StepOutcome<Id>;
}

export interface FlowSpec<S, C, Id extends string> {
  /** The game id, for the runner's errors. */
  readonly game: string;
  /** Every step, in the rulebook's order. `next()` from the last step is an error: loop with `goto`. */
  readonly steps: readonly Step<S, C, Id>[];
  /** Where the state keeps the cursor (the step being played or waited on). */
  readonly at: (state: S) => Id;
  readonly moveTo: (state: S, id: Id) => void;
  /** Steps one `runFlow` may play before the runner calls the flow stuck. */
  readonly maxSteps?: number;
}

export interface Flow<S, C, Id extends string> extends FlowSpec<S, C, Id> {
  /** The ids in declared order. */
  readonly order: readonly Id[];
  /** The step of an id; throws on an unknown id (a state from another engine version). */
  step(id: Id): Step<S, C, Id>;
}

/** Checks a flow once, at load: ids unique and non-empty, at least one step. */
export function defineFlow<S, C, Id extends string>(spec: FlowSpec<S, C, Id>): Flow<S, C, Id> {
  if (spec.steps.length === 0) throw new Error(`${spec.game}: a flow needs at least one step`);
  const byId = new Map<string, Step<S, C, Id>>();
  for (const s of spec.steps) {
    if (!s.id) throw new Error(`${spec.game}: a flow step without an id`);
    if (byId.has(s.id)) throw new Error(`${spec.game}: flow step ${s.id} declared twice`);
    byId.set(s.id, s);
  }
  const order = spec.steps.map((s) => s.id);
  return {
    ...spec,
    order,
    step(id: Id): Step<S, C, Id> {
      const found = byId.get(id);
      if (!found) throw new Error(`${spec.game}: no flow step ${id}`);
      return found;
    },
  };
}

/** Where the runner stopped. */
export type FlowStop = 'wait' | 'over';

/**
 * Plays the step under the cursor and every step after it until one waits for a decision or ends
 * the game. Called once when the game is set up and again after every decision.
 */
export function runFlow<S, C, Id extends string>(flow: Flow<S, C, Id>, state: S, ctx: C): FlowStop {
  const limit = flow.maxSteps ?? 10_000;
  for (let played = 0; played < limit; played++) {
    const id = flow.at(state);
    const outcome = flow.step(id).run(state, ctx);
    switch (outcome.kind) {
      case 'next': {
        const i = flow.order.indexOf(id);
        const following = flow.order[i + 1];
        if (following === undefined) throw new Error(`${flow.game}: flow step ${id} is the last; it must goto or end`);
        flow.moveTo(state, following);
        break;
      }
      case 'goto':
        flow.step(outcome.to); // an unknown target fails here, not one step later
        flow.moveTo(state, outcome.to);
        break;
      case 'again':
        break;
      case 'wait':
        if (outcome.then !== undefined) {
          flow.step(outcome.then);
          flow.moveTo(state, outcome.then);
        }
        return 'wait';
      case 'over':
        return 'over';
      default: {
        const never: never = outcome;
        throw new Error(`${flow.game}: unknown step outcome ${JSON.stringify(never)}`);
      }
    }
  }
  throw new Error(`${flow.game}: the flow played ${limit} steps without waiting for anyone (at ${flow.at(state)})`);
}

/** The declared step ids, for a game's tests and docs (a flow read as the rulebook's order of play). */
export function flowOutline<S, C, Id extends string>(flow: Flow<S, C, Id>): string[] {
  return flow.steps.map((s) => `${s.rule} ${s.id}`);
}
