/**
 * Helpers for the bots' tests: reach a state by random play, check that a bot's choice depends
 * only on the seat's view, and report decision times (the bench holds the figures).
 */
import { expect } from 'vitest';
import { botOf } from '../../../src/engines/bots.js';
import { chooseBotAction } from '../../../src/engines/kit/bot.js';
import { defaultOptions, defaultSeats } from '../../../src/engines/kit/randomPlay.js';
import { SeededRng } from '../../../src/engines/kit/rng.js';
import type { AnyGameDefinition, LabelledAction, Seat } from '../../../src/engines/kit/types.js';

/** Random legal play from `seed` until `found` says a state (and the seat to ask) is the one. */
export function playUntil<S>(
  def: AnyGameDefinition,
  players: number,
  seed: string,
  found: (state: S) => Seat | null,
  maxSteps = 20_000,
): { state: S; seat: Seat } {
  const rng = SeededRng.fromSeed(seed);
  const chooser = SeededRng.fromSeed(`chooser:${seed}`);
  let state = def.setup(defaultSeats(def, players), defaultOptions(def), rng) as S;
  for (let step = 0; step < maxSteps && def.result(state) === null; step++) {
    const seat = found(state);
    if (seat !== null) return { state, seat };
    const decision = chooser.pick(def.pending(state));
    const legal = (def.legalActions(state, decision.seat) as LabelledAction<unknown>[]).filter((a) => !a.free);
    state = def.apply(state, decision.seat, chooser.pick(legal).action, rng).state as S;
  }
  throw new Error(`${def.id}: no such state within ${maxSteps} steps from ${seed}`);
}

/** The two states differ, the seat sees the same in both, and the bot chooses the same. */
export function expectSameChoice(def: AnyGameDefinition, a: unknown, b: unknown, seat: Seat): void {
  expect(JSON.stringify(a)).not.toBe(JSON.stringify(b));
  expect(def.view(b, seat)).toEqual(def.view(a, seat));
  const bot = botOf(def.id);
  const first = chooseBotAction(def, bot, a, seat, 'normal', SeededRng.fromSeed('same rng'));
  const second = chooseBotAction(def, bot, b, seat, 'normal', SeededRng.fromSeed('same rng'));
  expect(second.action).toEqual(first.action);
  expectPlayable(def, a, seat, first.action);
}

/** The engine accepts the action for the seat (a listed step, or a whole sealed placement). */
function expectPlayable(def: AnyGameDefinition, state: unknown, seat: Seat, action: unknown): void {
  expect(() => def.apply(state, seat, def.parseAction(action), SeededRng.fromSeed('check'))).not.toThrow();
}

/**
 * Plays a few whole-game stretches with a `normal` bot at every seat and prints its CPU time
 * per decision; asserts only that the engine accepts every choice.
 */
export function reportDecisionTimes(def: AnyGameDefinition, players: number, decisions: number): void {
  const bot = botOf(def.id);
  const rng = SeededRng.fromSeed(`timing:${def.id}`);
  const botRng = SeededRng.fromSeed(`bot:${def.id}`);
  let state = def.setup(defaultSeats(def, players), defaultOptions(def), rng);
  const times: number[] = [];
  for (let i = 0; i < decisions && def.result(state) === null; i++) {
    const decision = def.pending(state)[0];
    if (!decision) break;
    const t0 = process.cpuUsage();
    const choice = chooseBotAction(def, bot, state, decision.seat, 'normal', botRng);
    const used = process.cpuUsage(t0);
    times.push((used.user + used.system) / 1000);
    expectPlayable(def, state, decision.seat, choice.action);
    state = def.apply(state, decision.seat, choice.action, rng).state;
  }
  times.sort((x, y) => x - y);
  const at = (p: number): string => (times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0).toFixed(1);
  console.log(`${def.id} ${players}p: ${times.length} bot decisions, CPU ms p50 ${at(0.5)}, p95 ${at(0.95)}`);
  expect(times.length).toBeGreaterThan(0);
}
