/**
 * What the engine says about one state, computed once: who owes what (`pending`), each seat's
 * legal actions, each seat's view and the result. An action has two snapshots, before and after;
 * the move, its announcement, the status message and the prompts all read them instead of asking
 * the engine again. States are immutable values (engines are pure), so answers are kept per
 * state object, in a WeakMap: a state nobody holds any more takes its answers with it.
 *
 * `definitionOf` (engine.ts) hands out definitions whose pending/legalActions/view/result go
 * through the same memo, so code that still asks the definition directly shares the answers.
 */
import type { AnyGameDefinition, Decision, GameResult, LabelledAction, Seat } from '../engines/kit/types.js';

interface Memo {
  pending?: Decision[];
  result?: GameResult | null;
  legal: Map<Seat, LabelledAction<unknown>[]>;
  view: Map<Seat | null, unknown>;
}

const wrapped = new WeakMap<AnyGameDefinition, AnyGameDefinition>();
const raw = new WeakMap<AnyGameDefinition, AnyGameDefinition>();

/** Answers per definition, then per state object. */
const memos = new WeakMap<AnyGameDefinition, WeakMap<object, Memo>>();

function memoOf(def: AnyGameDefinition, state: unknown): Memo | null {
  if (state === null || typeof state !== 'object') return null;
  let perDef = memos.get(def);
  if (!perDef) {
    perDef = new WeakMap();
    memos.set(def, perDef);
  }
  let memo = perDef.get(state);
  if (!memo) {
    memo = { legal: new Map(), view: new Map() };
    perDef.set(state, memo);
  }
  return memo;
}

export function pendingOf(d: AnyGameDefinition, state: unknown): Decision[] {
  const def = unmemoized(d);
  const memo = memoOf(def, state);
  if (!memo) return def.pending(state);
  memo.pending ??= def.pending(state);
  return memo.pending.slice();
}

export function legalOf(d: AnyGameDefinition, state: unknown, seat: Seat): LabelledAction<unknown>[] {
  const def = unmemoized(d);
  const memo = memoOf(def, state);
  if (!memo) return def.legalActions(state, seat) as LabelledAction<unknown>[];
  let legal = memo.legal.get(seat);
  if (!legal) {
    legal = def.legalActions(state, seat) as LabelledAction<unknown>[];
    memo.legal.set(seat, legal);
  }
  return legal.slice();
}

export function viewOf(d: AnyGameDefinition, state: unknown, seat: Seat | null): unknown {
  const def = unmemoized(d);
  const memo = memoOf(def, state);
  if (!memo) return def.view(state, seat);
  if (!memo.view.has(seat)) memo.view.set(seat, def.view(state, seat));
  return memo.view.get(seat);
}

export function resultOf(d: AnyGameDefinition, state: unknown): GameResult | null {
  const def = unmemoized(d);
  const memo = memoOf(def, state);
  if (!memo) return def.result(state);
  if (memo.result === undefined) memo.result = def.result(state);
  return memo.result;
}

/** One state and the engine's answers about it, each computed at most once. */
export class Snapshot {
  constructor(
    readonly def: AnyGameDefinition,
    readonly state: unknown,
  ) {}

  pending(): Decision[] {
    return pendingOf(this.def, this.state);
  }
  legal(seat: Seat): LabelledAction<unknown>[] {
    return legalOf(this.def, this.state, seat);
  }
  view(seat: Seat | null): unknown {
    return viewOf(this.def, this.state, seat);
  }
  result(): GameResult | null {
    return resultOf(this.def, this.state);
  }
}

/** The definition with pending/legalActions/view/result answered from the memo. */
export function memoized(def: AnyGameDefinition): AnyGameDefinition {
  if (raw.has(def)) return def;
  let out = wrapped.get(def);
  if (!out) {
    out = {
      ...def,
      pending: (state: unknown) => pendingOf(def, state),
      legalActions: (state: unknown, seat: Seat) => legalOf(def, state, seat),
      view: (state: unknown, seat: Seat | null) => viewOf(def, state, seat),
      result: (state: unknown) => resultOf(def, state),
    } as AnyGameDefinition;
    wrapped.set(def, out);
    raw.set(out, def);
  }
  return out;
}

/** The engine's own definition behind a memoized one (bots search many short-lived states). */
export function unmemoized(def: AnyGameDefinition): AnyGameDefinition {
  return raw.get(def) ?? def;
}
