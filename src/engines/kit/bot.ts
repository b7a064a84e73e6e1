/**
 * Bot seats: a policy chooses a seat's action from what that seat may see.
 *
 * Levels: `easy` plays the engine's default (the least harmful legal choice); `normal` searches.
 * The search never reads the real state: it works on determinizations — full states the seat
 * cannot tell from the real one, with everything it may not see drawn again from the bot's own
 * rng (each game's `BotGame.determinize`, whose output depends only on the seat's view and the
 * rng; the `bot sees only its view` tests hold every game to that). Candidates come from the
 * seat's legal actions in a determinization (a seat's own choices never depend on what it
 * cannot see), each is tried in several determinizations followed by a short playout, and the
 * game's evaluation of the outcome from the seat's side picks the best.
 */

import { type Rng, SeededRng } from './rng.js';
import type { AnyGameDefinition, LabelledAction, Seat } from './types.js';
import { jsonCopy } from './update.js';

export const BOT_LEVELS = ['easy', 'normal'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

export function isBotLevel(x: unknown): x is BotLevel {
  return typeof x === 'string' && (BOT_LEVELS as readonly string[]).includes(x);
}

/** How hard one `normal` decision searches; fixed counts, so a decision is reproducible. */
export interface SearchBudget {
  /** Determinizations each candidate is tried in (the same ones for every candidate). */
  samples: number;
  /** Actions played after the candidate before the evaluation. */
  horizon: number;
  /** At most this many candidates are compared (the default action always among them). */
  candidates: number;
}

/** What a game gives its bot: a sampler of consistent states and an evaluation. */
export interface BotGame<S, A> {
  /**
   * A full state consistent with what `seat` sees: its own information and everything public
   * as they are, the rest (other hands, sealed choices, deck order) drawn with `rng`. The result
   * must depend only on `view(state, seat)` and the rng — never on the hidden values themselves.
   */
  determinize(state: S, seat: Seat, rng: Rng): S;
  /** How good `state` is for `seat`; higher is better, any scale; called on unfinished states. */
  evaluate(state: S, seat: Seat): number;
  /** How the other seats (and the seat itself, later) play during a playout. */
  playout?(state: S, seat: Seat, legal: LabelledAction<A>[], rng: Rng): A;
  /**
   * Action types that take back part of a choice being composed (unmark, reset, back): never
   * compared, or a noisy evaluation could undo and redo the same step for ever.
   */
  retractions?: readonly string[];
  /** Candidates worth comparing, best guesses first (defaults to all legal non-free actions). */
  candidates?(state: S, seat: Seat, legal: LabelledAction<A>[], rng: Rng): LabelledAction<A>[];
  budget: SearchBudget;
  /**
   * A hand-written strategy that plays better than the search for this game (the issue lets
   * each game choose): when set, a `normal` decision is the policy's move in a determinization
   * of the seat's view, with the engine's default passed in for whatever it leaves to it.
   * Null hands the decision to the search (a game with a strategy for one kind of decision
   * only); a policy returning null must not draw from the rng, so the search sees the same rng.
   */
  policy?(state: S, seat: Seat, fallback: (state: S, seat: Seat) => A, rng: Rng): A | null;
  /**
   * How much better (in the evaluation's units, per sample) a move must look than the default
   * to be preferred to it: where playouts are noisy, the default is the safer guess. 0 if unset.
   */
  margin?: number;
  /**
   * Which of several seats owing at once a table of bots lets act first (a cooperative team
   * agreeing who rolls next); the first owing seat when unset.
   */
  nextSeat?(state: S, owing: readonly Seat[]): Seat;
}

/** What a finished game is worth: a win outweighs any evaluation. */
const WIN = 1e6;

export interface BotChoice {
  action: unknown;
  /** The legal action's id in the state searched (for logs and tests). */
  id: string;
}

/**
 * Chooses `seat`'s action. `state` is handed only to the game's determinizer, never to the
 * search; the caller (the Table) re-checks the action against the real state.
 */
export function chooseBotAction(
  def: AnyGameDefinition,
  bot: BotGame<unknown, unknown> | undefined,
  state: unknown,
  seat: Seat,
  level: BotLevel,
  rng: Rng,
  limit?: TimeLimit,
): BotChoice {
  if (level === 'easy' || !bot) return { action: def.defaultAction(state, seat), id: 'default' };
  const root = bot.determinize(state, seat, rng);
  if (bot.policy) {
    const action = bot.policy(root, seat, (s, x) => def.defaultAction(s, x), rng);
    if (action !== null) return { action, id: 'policy' };
  }
  return search(def, bot, state, root, seat, rng, limit);
}

/**
 * A safety net for a loaded machine: candidates not reached by `ms` are not compared (the
 * default is always compared first). Without it a decision depends only on its inputs.
 */
export interface TimeLimit {
  ms: number;
  now: () => number;
}

function answerable(def: AnyGameDefinition, state: unknown, seat: Seat): LabelledAction<unknown>[] {
  return (def.legalActions(state, seat) as LabelledAction<unknown>[]).filter((a) => a.free !== true);
}

function search(
  def: AnyGameDefinition,
  bot: BotGame<unknown, unknown>,
  real: unknown,
  root: unknown,
  seat: Seat,
  rng: Rng,
  limit: TimeLimit | undefined,
): BotChoice {
  const started = limit?.now() ?? 0;
  const legal = withoutRetractions(answerable(def, root, seat), bot.retractions);
  const fallback = { action: def.defaultAction(real, seat), id: 'default' };
  if (legal.length === 0) return fallback;
  // A game's candidates may offer more than the listed moves (a sealed placement compared
  // whole, where the list shows only the suggested one): only a lone option skips the search.
  const pool = bot.candidates ? bot.candidates(root, seat, legal, rng) : legal;
  if (legal.length === 1 && pool.length <= 1)
    return { action: (legal[0] as LabelledAction<unknown>).action, id: (legal[0] as LabelledAction<unknown>).id };
  const defaultId = legal.find((a) => sameAction(a.action, def.defaultAction(root, seat)))?.id;
  const chosen = shortlist(pool, legal, defaultId, bot.budget.candidates, rng);
  const seeds = Array.from({ length: bot.budget.samples }, () => rng.int(2 ** 30));
  const samples = seeds.map((s, i) => (i === 0 ? root : bot.determinize(real, seat, SeededRng.fromSeed(`d${s}`))));
  let best = chosen[0] as LabelledAction<unknown>;
  let bestValue = Number.NEGATIVE_INFINITY;
  // The default (compared first) keeps its place unless another move beats it by the margin.
  const margin = (bot.margin ?? 0) * samples.length;
  for (const cand of chosen) {
    if (limit && cand !== chosen[0] && limit.now() - started > limit.ms) break;
    let total = 0;
    for (let i = 0; i < samples.length; i++) {
      total += tryCandidate(def, bot, samples[i], seat, cand.action, `p${seeds[i]}`);
    }
    const bar = best.id === defaultId && cand !== best ? bestValue + margin : bestValue;
    if (total > bar) {
      bestValue = total;
      best = cand;
    }
  }
  return { action: best.action, id: best.id };
}

function withoutRetractions(
  legal: LabelledAction<unknown>[],
  retractions: readonly string[] | undefined,
): LabelledAction<unknown>[] {
  if (!retractions) return legal;
  const kept = legal.filter((a) => !retractions.includes(String((a.action as { type?: unknown }).type)));
  return kept.length > 0 ? kept : legal;
}

/** The default first (the baseline every other candidate must beat), then a sample of the rest. */
function shortlist(
  pool: LabelledAction<unknown>[],
  legal: LabelledAction<unknown>[],
  defaultId: string | undefined,
  max: number,
  rng: Rng,
): LabelledAction<unknown>[] {
  const first = legal.find((a) => a.id === defaultId);
  const rest = pool.filter((a) => a.id !== defaultId);
  const out = first ? [first] : [];
  // Candidates are offered best guesses first: keep the front half, sample the remainder.
  const keep = Math.floor(max / 2);
  out.push(...rest.slice(0, keep));
  const tail = rest.slice(keep);
  while (out.length < max && tail.length > 0)
    out.push(tail.splice(rng.int(tail.length), 1)[0] as LabelledAction<unknown>);
  return out;
}

function sameAction(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The candidate's value in one determinization: apply it, play on a little, evaluate. */
function tryCandidate(
  def: AnyGameDefinition,
  bot: BotGame<unknown, unknown>,
  sample: unknown,
  seat: Seat,
  action: unknown,
  seed: string,
): number {
  const rng = SeededRng.fromSeed(seed);
  let state: unknown;
  try {
    state = def.apply(sample, seat, jsonCopy(action), rng).state;
  } catch {
    return Number.NEGATIVE_INFINITY;
  }
  for (let step = 0; step < bot.budget.horizon; step++) {
    if (def.result(state) !== null) break;
    const decision = def.pending(state)[0];
    if (!decision) break;
    try {
      const move = bot.playout
        ? bot.playout(state, decision.seat, answerable(def, state, decision.seat), rng)
        : def.defaultAction(state, decision.seat);
      state = def.apply(state, decision.seat, move, rng).state;
    } catch {
      break;
    }
  }
  const result = def.result(state);
  if (result) {
    if (result.winners.includes(seat)) return WIN;
    return result.winners.length > 0 ? -WIN : -WIN / 2;
  }
  return bot.evaluate(state, seat);
}
