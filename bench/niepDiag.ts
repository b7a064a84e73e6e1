import { defaultOptions, defaultSeats } from '../src/engines/kit/randomPlay.js';
import { SeededRng } from '../src/engines/kit/rng.js';
import { strategy } from '../src/engines/niepodlegla/bot.js';
import { niepodleglaGame as def } from '../src/engines/niepodlegla/index.js';
import type { State } from '../src/engines/niepodlegla/state.js';

const mode = process.argv[2] ?? 'default';
const players = Number(process.argv[3] ?? 3);
const n = Number(process.argv[4] ?? 20);
const reasons: Record<string, number> = {};
let wins = 0;
const rounds: number[] = [];
for (let g = 0; g < n; g++) {
  const rng = SeededRng.fromSeed(`diag-${players}-${g}`);
  const chooser = SeededRng.fromSeed(`ch-${g}`);
  let s = def.setup(defaultSeats(def, players), defaultOptions(def), rng) as State;
  let steps = 0;
  while (!def.result(s) && steps < 20000) {
    const seat = def.pending(s)[0]!.seat;
    let a: unknown;
    if (mode === 'default') a = def.defaultAction(s, seat);
    else if (mode === 'random') a = chooser.pick(def.legalActions(s, seat).filter((x) => !x.free)).action;
    else a = strategy(s, seat, (x, y) => def.defaultAction(x, y));
    const wasFinal = s.phase === 'finalFight';
    s = def.apply(s, seat, a as never, rng).state as State;
    if (process.env.DBG && !wasFinal && s.phase === 'finalFight')
      console.log(
        'final',
        JSON.stringify(s.final),
        'dice',
        s.dice.length,
        s.dice.map((d) => d.face.join('+')).join(' '),
        'pool',
        s.morale.pool,
        'tokens',
        Object.values(s.tokens).filter((t) => t.owner !== null).length,
      );
    steps++;
  }
  const o = s.outcome!;
  reasons[o.reason] = (reasons[o.reason] ?? 0) + 1;
  rounds.push(s.accord + s.foreign);
  if (o.win) wins++;
}
console.log(mode, players, 'wins', wins, '/', n, reasons, 'rounds', rounds.join(','));
