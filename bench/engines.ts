/**
 * Engine throughput: full random legal games of each product game, start to result.
 */
import { playRandomGame } from '../src/engines/kit/randomPlay.js';
import { listGames, productGameIds } from '../src/engines/registry.js';
import { type Row, timeIt } from './stats.js';

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
