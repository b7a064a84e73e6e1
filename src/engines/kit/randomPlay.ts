/**
 * Random legal play, for property tests and benchmarks: from a seed, keep choosing a
 * random legal action for a random seat that owes a decision until the game ends.
 */

import { type Choice, draftComplete, randomDraft } from './choice.js';
import type { LoggedAction } from './replay.js';
import { type Rng, SeededRng } from './rng.js';
import type { AnyGameDefinition, GameEvent, GameResult, OptionValues, Seat, SetupSeat } from './types.js';
import { jsonCopy } from './update.js';

export interface RandomGame<S> {
  seed: string;
  seats: SetupSeat[];
  options: OptionValues;
  state: S;
  log: LoggedAction[];
  events: GameEvent[];
  result: GameResult | null;
  steps: number;
}

export interface RandomPlayOptions {
  seed: string;
  players: number;
  options?: OptionValues;
  /** Give up after this many actions (a property test asserts the game ended before). */
  maxSteps?: number;
  /** Called after every applied action, e.g. to check invariants or views. */
  onStep?: (state: unknown, seat: Seat, action: unknown) => void;
  /** Chance of taking defaultAction instead of a random legal one (exercises defaults). */
  defaultRate?: number;
}

export function defaultSeats(def: AnyGameDefinition, players: number): SetupSeat[] {
  return Array.from({ length: players }, (_, seat) => ({
    seat,
    faction: def.factions[seat % Math.max(1, def.factions.length)]?.id ?? String(seat),
  }));
}

export function defaultOptions(def: AnyGameDefinition): OptionValues {
  const out: OptionValues = {};
  for (const o of def.options) out[o.key] = o.default;
  return out;
}

export function playRandomGame<S>(def: AnyGameDefinition, opts: RandomPlayOptions): RandomGame<S> {
  const seats = defaultSeats(def, opts.players);
  const options = { ...defaultOptions(def), ...(opts.options ?? {}) };
  const gameRng = SeededRng.fromSeed(opts.seed);
  // Choices are made with a separate stream so they do not disturb the game's dice.
  const chooser: Rng = SeededRng.fromSeed(`chooser:${opts.seed}`);
  let state = def.setup(seats, options, gameRng) as S;
  const log: LoggedAction[] = [];
  const events: GameEvent[] = [];
  const maxSteps = opts.maxSteps ?? 100_000;
  let steps = 0;
  while (def.result(state) === null && steps < maxSteps) {
    const owing = def.pending(state);
    if (owing.length === 0) throw new Error(`${def.id}: no result and nobody owes a decision (step ${steps})`);
    const decision = chooser.pick(owing);
    let action: unknown;
    if (opts.defaultRate !== undefined && chooser.int(1000) < opts.defaultRate * 1000) {
      action = def.defaultAction(state, decision.seat);
    } else {
      action = drafted(def, state, decision.seat, chooser) ?? randomLegal(def, state, decision.seat, chooser, steps);
    }
    const out = def.apply(state, decision.seat, action, gameRng);
    state = out.state as S;
    events.push(...out.events);
    log.push({ seat: decision.seat, action: jsonCopy(action) });
    opts.onStep?.(state, decision.seat, action);
    steps++;
  }
  return { seed: opts.seed, seats, options, state, log, events, result: def.result(state), steps };
}

/**
 * Random play answers decisions; free actions (trades, standing orders) never move a game on,
 * so games that offer them exercise them in their own tests.
 */
function randomLegal(def: AnyGameDefinition, state: unknown, seat: Seat, chooser: Rng, steps: number): unknown {
  const legal = def.legalActions(state, seat).filter((a) => a.free !== true);
  if (legal.length === 0)
    throw new Error(`${def.id}: seat ${seat} owes a decision but has no legal action (step ${steps})`);
  return chooser.pick(legal).action;
}

/** Half the time, a random complete draft of the seat's described choice (if any) as its action. */
function drafted(def: AnyGameDefinition, state: unknown, seat: Seat, chooser: Rng): unknown {
  const choice = def.choice?.(state, seat) ?? null;
  if (choice === null || !def.choose || chooser.int(2) === 0) return null;
  // A tree (its slots follow earlier values) is walked through its description; a flat choice
  // keeps its random slot order. The choice already described answers the empty draft.
  const describe = (d: Record<string, string>) =>
    Object.keys(d).length === 0 ? choice : (def.choice?.(state, seat, d) ?? null);
  const draft = randomDraft(isTree(choice, describe) ? describe : choice, (n) => chooser.int(n));
  if (draft === null) return null;
  // A flat choice drawn from its empty-draft description may break a rule its full description
  // names (`invalid`: Chocim's occupation keeps 1 to the limit); such a draw is not a move.
  const full = describe(draft);
  return full !== null && draftComplete(full, draft) ? def.choose(state, seat, draft) : null;
}

function isTree(choice: Choice, describe: (d: Record<string, string>) => Choice | null): boolean {
  const first = choice.slots[0];
  if (!first) return false;
  const ids = choice.slots.map((s) => s.id).join();
  return first.options.some((o) => {
    const next = describe({ [first.id]: o.value });
    return next === null || next.slots.map((s) => s.id).join() !== ids;
  });
}
