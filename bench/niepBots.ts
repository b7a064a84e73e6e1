/** Niepodległa's bot rows alone (bench/bots.ts), for a larger count: BENCH_BOT_GAMES games per row. */
import { MATCHUPS, runMatchup, wilson } from './bots.js';

const games = Number(process.env.BENCH_BOT_GAMES ?? 50);
for (const m of MATCHUPS.filter((x) => x.game === 'niepodlegla')) {
  const r = runMatchup(m, games);
  const [lo, hi] = wilson(r.wins, r.games);
  const sorted = [...r.times].sort((a, b) => a - b);
  const p95 = sorted.length ? sorted[Math.floor(0.95 * (sorted.length - 1))] : 0;
  const who = m.team === 'all' ? 'team of normal bots' : `team of ${m.opponent} players`;
  console.log(
    `${m.players}p ${who}: won ${r.wins}/${r.games} = ${((100 * r.wins) / r.games).toFixed(1)}% (95% CI ${(100 * lo).toFixed(1)}–${(100 * hi).toFixed(1)}%)${sorted.length ? `; p95 ${p95?.toFixed(1)} ms CPU/decision` : ''}`,
  );
}
