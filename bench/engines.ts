/**
 * Engine throughput: full random legal games of each product game, start to result; and the cost
 * of one engine step (pending + legalActions + apply of one game move), replayed from those games.
 */
import { defaultOptions, defaultSeats, playRandomGame } from '../src/engines/kit/randomPlay.js';
import { SeededRng } from '../src/engines/kit/rng.js';
import type { AnyGameDefinition } from '../src/engines/kit/types.js';
import { listGames, productGameIds } from '../src/engines/registry.js';
import { type Row, timeIt } from './stats.js';

/** Per-step times (ms) of replaying random games: pending + legalActions + apply, as the Table asks per move. */
export function stepTimes(def: AnyGameDefinition, seeds: number, players = def.players.max): number[] {
  const times: number[] = [];
  for (let i = 0; i < seeds; i++) {
    const seed = `bench-step-${def.id}-${i}`;
    const game = playRandomGame(def, { seed, players });
    const rng = SeededRng.fromSeed(seed);
    let state = def.setup(defaultSeats(def, players), { ...defaultOptions(def) }, rng);
    for (const { seat, action } of game.log) {
      const t0 = performance.now();
      def.pending(state);
      def.legalActions(state, seat);
      state = def.apply(state, seat, action, rng).state;
      times.push(performance.now() - t0);
    }
  }
  return times.sort((a, b) => a - b);
}

const at = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

export async function benchEngineSteps(seeds = 10): Promise<Row[]> {
  const ids = new Set(productGameIds());
  return listGames()
    .filter((g) => ids.has(g.id))
    .map((def) => {
      const t = stepTimes(def, seeds);
      return {
        name: `engine ${def.id}: one step (pending + legalActions + apply), ${def.players.max} players`,
        p50: at(t, 0.5),
        p95: at(t, 0.95),
        unit: 'ms',
        extra: `${t.length} steps from ${seeds} games`,
      };
    });
}

export async function benchEngines(runs = 40): Promise<Row[]> {
  const rows: Row[] = [];
  const ids = new Set(productGameIds());
  for (const def of listGames().filter((g) => ids.has(g.id))) {
    const players = def.players.max;
    let steps = 0;
    let seedNo = 0;
    const t = await timeIt(
      runs,
      () => {
        const game = playRandomGame(def, { seed: `bench-${def.id}-${seedNo++}`, players });
        if (!game.result) throw new Error(`${def.id}: random game did not finish`);
        steps += game.steps;
      },
      3,
    );
    const perSecond = 1000 / t.p50;
    rows.push({
      name: `engine ${def.id}: full random game, ${players} players`,
      p50: t.p50,
      p95: t.p95,
      unit: 'ms',
      extra: `${perSecond.toFixed(0)} games/s at p50; ~${Math.round(steps / (runs + 3))} actions/game`,
    });
  }
  return rows;
}
