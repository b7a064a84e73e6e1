/**
 * Niepodległa's border defence within reach? For a team of `normal` bots, per player count: how
 * many games reach the final (11 November passed, §6.1), what the final cards ask in symbols
 * (Paris + Warsaw + the small finals, §2.9), and how that compares with the most the team could
 * show at once (2 symbols per die — no reconstructed face shows more — plus its active symbol
 * tokens), and the wins. `npx tsx bench/niepFinal.ts`; NIEP_FINAL_GAMES games per row (40).
 */
import { chooseBotAction } from '../src/engines/kit/bot.js';
import { defaultOptions, defaultSeats } from '../src/engines/kit/randomPlay.js';
import { SeededRng } from '../src/engines/kit/rng.js';
import { niepodleglaBot } from '../src/engines/niepodlegla/bot.js';
import { allUnits, finalCards } from '../src/engines/niepodlegla/completion.js';
import { niepodleglaGame as def } from '../src/engines/niepodlegla/index.js';
import type { State } from '../src/engines/niepodlegla/state.js';

const N = Number(process.env.NIEP_FINAL_GAMES ?? 40);
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? Number.NaN;
for (const players of [2, 3, 4]) {
  const asked: number[] = [];
  const gaps: number[] = [];
  let within = 0;
  let wins = 0;
  for (let g = 0; g < N; g++) {
    const rng = SeededRng.fromSeed(`nov-${players}-${g}`);
    const br = SeededRng.fromSeed(`b-${g}`);
    let s: State = def.setup(defaultSeats(def, players), defaultOptions(def), rng);
    let seen = false;
    for (let i = 0; i < 50_000 && !def.result(s); i++) {
      if (s.phase === 'finalFight' && !seen) {
        seen = true;
        const need = finalCards(s).reduce((a, c) => a + c.need.req.length, 0);
        const tokens = allUnits(s).filter((u) => u.token !== undefined).length;
        const most = 2 * s.dice.length + tokens;
        asked.push(need);
        gaps.push(need - most);
        if (need <= most) within++;
      }
      const owing = def.pending(s).map((d) => d.seat);
      const seat = niepodleglaBot.nextSeat?.(s, owing) ?? owing[0] ?? 0;
      const a = chooseBotAction(def, niepodleglaBot as never, s, seat, 'normal', br).action;
      s = def.apply(s, seat, a as never, rng).state as State;
    }
    if (s.outcome?.win) wins++;
  }
  console.log(
    `${players}p normal team: final reached ${asked.length}/${N}; symbols asked median ${median(asked)} (min ${Math.min(...asked)}); ` +
      `asked − most the dice and tokens could show: median ${median(gaps)}; within reach in ${within}; won ${wins}/${N}`,
  );
}
