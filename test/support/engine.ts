/**
 * Test helpers every game's tests share (issue #22): Boże Igrzysko, Magnaci, Chocim 1621, Stary
 * Kontynent and Niepodległa all build their scenes, dice and tables on these (the games' own helper
 * files — fresh/position/turnTo/… — express their set-ups as `startAt` edits).
 *
 * - `rolls(…faces)` / `scripted({ dice, ints })`: a scripted Rng — dice come out as listed, shuffles
 *   keep order, running out throws (a test that rolls more than its example fails loudly).
 * - `startAt(base, …edits)`: the "start at this phase with this board" pattern — a copy of a base
 *   state (usually the game's own `emptyState`/`setup`) with each edit applied in order, so a test
 *   reads as the scene it sets up: `startAt(board(['RED', 'BLUE']), atPhase(2, 3), units(...))`.
 * - `EngineTable`: a game at a table: `act(seat, action)` applies through the game definition
 *   (keeping the events), `waiting()` lists who owes a decision, `keys()` the event keys,
 *   `defaultsUntil(stop)` plays deadline defaults; `expectRefused(seat, action, key)` checks an
 *   illegal action throws that RuleError key and changes nothing.
 */
import { expect } from 'vitest';
import { type Rng, type RngScript, ScriptedRng } from '../../src/engines/kit/rng.js';
import { RuleError } from '../../src/engines/kit/ruleError.js';
import type { GameDefinition, GameEvent, Seat } from '../../src/engines/kit/types.js';

/** A scripted Rng (see ScriptedRng): dice and raw ints in order. */
export function scripted(script: RngScript = {}): ScriptedRng {
  return new ScriptedRng(script);
}

/** A scripted Rng that rolls these die faces in order. */
export function rolls(...faces: number[]): ScriptedRng {
  return new ScriptedRng({ dice: faces });
}

/** One change to a state under construction. */
export type Edit<S> = (s: S) => void;

/** A fresh copy of `base` with the edits applied in order: a mid-game scene, built from the rules' own state. */
export function startAt<S>(base: S, ...edits: Edit<S>[]): S {
  const s = structuredClone(base);
  for (const edit of edits) edit(s);
  return s;
}

// biome-ignore lint/suspicious/noExplicitAny: a table plays any game's actions and views
type AnyDef<S, A> = GameDefinition<S, A, any>;

export class EngineTable<S, A> {
  state: S;
  events: GameEvent[] = [];
  constructor(
    readonly def: AnyDef<S, A>,
    state: S,
    /** The Rng used when act() is not given one (a fresh scripted one: no dice unless scripted). */
    readonly rng: () => Rng = () => scripted(),
  ) {
    this.state = state;
  }

  act(seat: Seat, action: A, rng: Rng = this.rng()): this {
    const out = this.def.apply(this.state, seat, action, rng);
    this.state = out.state;
    this.events.push(...out.events);
    return this;
  }

  /** Who the game waits for now, in the order pending lists them. */
  waiting(): Seat[] {
    return this.def.pending(this.state).map((d) => d.seat);
  }

  /** The i18n keys of the events so far. */
  keys(): string[] {
    return this.events.map((e) => e.msg.key);
  }

  /** Plays every pending decision with its deadline default until `stop` holds. */
  defaultsUntil(stop: (s: S) => boolean, limit = 2000): this {
    for (let i = 0; i < limit && !stop(this.state); i++) {
      const d = this.def.pending(this.state)[0];
      if (!d) break;
      this.act(d.seat, this.def.defaultAction(this.state, d.seat));
    }
    return this;
  }

  /** The action is refused with this RuleError key and the state is unchanged. */
  expectRefused(seat: Seat, action: A, key: string, rng: Rng = this.rng()): void {
    const before = JSON.stringify(this.state);
    let thrown: unknown = null;
    try {
      this.def.apply(this.state, seat, action, rng);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(RuleError);
    expect((thrown as RuleError).key).toBe(key);
    expect(JSON.stringify(this.state)).toBe(before);
  }
}
