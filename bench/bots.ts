/**
 * Bot strength: whole games with `normal` bots at some seats against random-legal players and
 * against default-action players, per product game; win rates with a 95% Wilson interval and
 * the bots' CPU time per decision. BENCH_BOT_GAMES sets the games per row (default 6; 200 for
 * the issue's figures; 0 skips these rows); BENCH_BOT_ONLY=<game id prefix> runs one game's rows.
 */
import { botOf } from '../src/engines/bots.js';
import { chooseBotAction } from '../src/engines/kit/bot.js';
import { defaultOptions, defaultSeats } from '../src/engines/kit/randomPlay.js';
import { type Rng, SeededRng } from '../src/engines/kit/rng.js';
import type { AnyGameDefinition, LabelledAction, OptionValues, Seat } from '../src/engines/kit/types.js';
import { getGame } from '../src/engines/registry.js';
import { percentile, type Row } from './stats.js';

export type Opponent = 'random' | 'default';

export interface MatchResult {
  /** The bot seats won (for a cooperative game: the team won). */
  won: boolean;
  decisionsMs: number[];
  steps: number;
}

/** One game: `botSeats` play `normal`, the others play as `opponent`. */
export function playMatch(
  def: AnyGameDefinition,
  players: number,
  botSeats: Seat[],
  opponent: Opponent,
  seed: string,
  options: OptionValues = {},
  maxSteps = 50_000,
): MatchResult {
  const bot = botOf(def.id);
  const gameRng = SeededRng.fromSeed(seed);
  const chooser: Rng = SeededRng.fromSeed(`chooser:${seed}`);
  const botRng: Rng = SeededRng.fromSeed(`bot:${seed}`);
  let state = def.setup(defaultSeats(def, players), { ...defaultOptions(def), ...options }, gameRng);
  const decisionsMs: number[] = [];
  let steps = 0;
  while (def.result(state) === null && steps < maxSteps) {
    const owing = def.pending(state).map((d) => d.seat);
    if (owing.length === 0) throw new Error(`${def.id}: nobody owes a decision`);
    // A table of bots only (a cooperative team) may agree who acts next.
    const seat =
      bot?.nextSeat && owing.every((x) => botSeats.includes(x)) ? bot.nextSeat(state, owing) : (owing[0] as Seat);
    let action: unknown;
    if (botSeats.includes(seat)) {
      // CPU time, not wall time: the budget is a second of CPU, and the machine is shared.
      const t0 = process.cpuUsage();
      action = chooseBotAction(def, bot, state, seat, 'normal', botRng).action;
      const used = process.cpuUsage(t0);
      decisionsMs.push((used.user + used.system) / 1000);
    } else if (opponent === 'default') {
      action = def.defaultAction(state, seat);
    } else {
      const legal = (def.legalActions(state, seat) as LabelledAction<unknown>[]).filter((a) => a.free !== true);
      action = chooser.pick(legal).action;
    }
    state = def.apply(state, seat, action, gameRng).state;
    steps++;
  }
  const result = def.result(state);
  // With no bot seats (a baseline team of random or default players): did the table win?
  const won =
    result !== null &&
    (botSeats.length === 0 ? result.winners.length > 0 : result.winners.some((w: Seat) => botSeats.includes(w)));
  return { won, decisionsMs, steps };
}

/** Wilson score interval at 95%. */
export function wilson(wins: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96;
  const p = wins / n;
  const d = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / d;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

export interface Matchup {
  game: string;
  players: number;
  /** Seats the bots play: one (rotating over games), all, or none (a baseline table). */
  team: 'one' | 'all' | 'none';
  opponent: Opponent;
  /** The win rate the issue asks for. */
  target: number;
  /** With team `one`: the bot always plays this seat (Chocim's sides) instead of rotating. */
  side?: Seat;
  /** How a fixed side is named in the row. */
  sideName?: string;
}

/**
 * Stary Kontynent has no turn limit by default, and players who only ever end their turn never
 * let a game end: the bench plays it with the 30-turn limit variant (the leader then wins).
 */
const BENCH_OPTIONS: Record<string, OptionValues> = { 'stary-kontynent': { maxTurns: '30' } };

/** The issue's targets: n-player games ≥ 2/n + 0.2 vs random, ≥ 1/n + 0.2 vs default. */
export const MATCHUPS: Matchup[] = [
  ...(['boze-igrzysko', 'magnaci', 'stary-kontynent'] as const)
    .flatMap((game) =>
      (game === 'stary-kontynent' ? [2, 3, 4] : [3, 4]).map((players) => ({ game, players, team: 'one' as const })),
    )
    .flatMap((m) => [
      // At 2 players 2/n + 0.2 exceeds 1: the target is then every game.
      { ...m, opponent: 'random' as const, target: Math.min(1, 2 / m.players + 0.2) },
      { ...m, opponent: 'default' as const, target: 1 / m.players + 0.2 },
    ]),
  // Chocim: per side (seat 0 the Commonwealth, seat 1 the Ottomans), ≥ 80% vs random either side.
  ...([0, 1] as const).flatMap((side) =>
    (['random', 'default'] as const).map((opponent) => ({
      game: 'chocim-1621',
      players: 2,
      team: 'one' as const,
      opponent,
      target: opponent === 'random' ? 0.8 : 0.7,
      side,
      sideName: side === 0 ? 'Commonwealth' : 'Ottomans',
    })),
  ),
  // Cooperative: a team of bots against the same table of random or default players.
  ...[2, 3, 4].flatMap((players) =>
    [
      { team: 'all' as const, opponent: 'random' as const },
      { team: 'none' as const, opponent: 'random' as const },
      { team: 'none' as const, opponent: 'default' as const },
    ].map((t) => ({ game: 'niepodlegla', players, ...t, target: Number.NaN })),
  ),
];

export function runMatchup(m: Matchup, games: number): { wins: number; games: number; times: number[] } {
  const def = getGame(m.game);
  if (!def) throw new Error(`no game ${m.game}`);
  let wins = 0;
  const times: number[] = [];
  for (let g = 0; g < games; g++) {
    const seats =
      m.team === 'all'
        ? Array.from({ length: m.players }, (_, s) => s)
        : m.team === 'none'
          ? []
          : [m.side ?? g % m.players];
    const seed = `botbench-${m.game}-${m.players}-${m.opponent}${m.side === undefined ? '' : `-s${m.side}`}-${g}`;
    const out = playMatch(def, m.players, seats, m.opponent, seed, BENCH_OPTIONS[m.game]);
    if (out.won) wins++;
    times.push(...out.decisionsMs);
  }
  return { wins, games, times };
}

export async function benchBots(): Promise<Row[]> {
  const games = Number(process.env.BENCH_BOT_GAMES ?? 6);
  const only = process.env.BENCH_BOT_ONLY;
  const rows: Row[] = [];
  if (games <= 0) return rows;
  for (const m of MATCHUPS) {
    if (only && !m.game.startsWith(only)) continue;
    const r = runMatchup(m, games);
    const sorted = [...r.times].sort((a, b) => a - b);
    const [lo, hi] = wilson(r.wins, r.games);
    const rate = r.wins / r.games;
    const target = Number.isNaN(m.target) ? '' : ` target ≥ ${pct(m.target)} ${rate >= m.target ? 'met' : 'not met'};`;
    const who =
      m.team === 'all'
        ? 'team of normal bots'
        : m.team === 'none'
          ? `team of ${m.opponent} players`
          : `normal bot${m.sideName ? ` (${m.sideName})` : ''}`;
    const against = m.team === 'one' ? ` vs ${m.opponent}` : '';
    rows.push({
      name: `bot ${m.game} ${m.players}p: ${who}${against}`,
      p50: sorted.length > 0 ? percentile(sorted, 50) : 0,
      p95: sorted.length > 0 ? percentile(sorted, 95) : 0,
      unit: 'ms CPU/decision',
      extra: `won ${r.wins}/${r.games} = ${pct(rate)} (95% CI ${pct(lo)}–${pct(hi)});${target}`,
    });
    console.error(rows[rows.length - 1]);
  }
  return rows;
}

function pct(x: number): string {
  return `${(100 * x).toFixed(0)}%`;
}
