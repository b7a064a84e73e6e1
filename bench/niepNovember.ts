/**
 * Niepodległa's teams short of a win: how often each team (normal bots, random, default players)
 * gets past 11 November (the separation markers met, §6.1) and how often it wins. `npx tsx
 * bench/niepNovember.ts`; 150 games per row.
 */

import { chooseBotAction } from '../src/engines/kit/bot.js';
import { defaultOptions, defaultSeats } from '../src/engines/kit/randomPlay.js';
import { SeededRng } from '../src/engines/kit/rng.js';
import { niepodleglaBot } from '../src/engines/niepodlegla/bot.js';
import { niepodleglaGame as def } from '../src/engines/niepodlegla/index.js';
import type { State } from '../src/engines/niepodlegla/state.js';
import { wilson } from './bots.js';

const N = 150;
for (const players of [2, 3, 4])
  for (const mode of ['normal', 'random', 'default']) {
    let passed = 0;
    let wins = 0;
    for (let g = 0; g < N; g++) {
      const rng = SeededRng.fromSeed(`nov-${players}-${g}`);
      const ch = SeededRng.fromSeed(`c-${g}`);
      const br = SeededRng.fromSeed(`b-${g}`);
      let s: State = def.setup(defaultSeats(def, players), defaultOptions(def), rng);
      for (let i = 0; i < 50000 && !def.result(s); i++) {
        const seat = def.pending(s)[0]?.seat ?? 0;
        const a =
          mode === 'normal'
            ? chooseBotAction(def, niepodleglaBot as never, s, seat, 'normal', br).action
            : mode === 'default'
              ? def.defaultAction(s, seat)
              : ch.pick(def.legalActions(s, seat).filter((x) => !x.free)).action;
        s = def.apply(s, seat, a as never, rng).state as State;
      }
      if (s.outcome?.reason !== 'november') passed++;
      if (s.outcome?.win) wins++;
    }
    const [lo, hi] = wilson(passed, N);
    console.log(
      `${players}p ${mode}: 11 November passed ${passed}/${N} (${(100 * lo).toFixed(0)}–${(100 * hi).toFixed(0)}%), won ${wins}/${N}`,
    );
  }
