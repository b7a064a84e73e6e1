/** setup() (§3): board, decks, pools and the first display; then plays round 1 to the first decision. */
import { runFlow } from '../kit/flow.js';
import type { Rng } from '../kit/rng.js';
import { RuleError } from '../kit/ruleError.js';
import type { OptionValues, SetupSeat } from '../kit/types.js';
import { emptyCity } from './board.js';
import { countRow, START_OBSTACLES } from './data/counts.js';
import type { City } from './data/map.js';
import { MISSIONS } from './data/missions.js';
import { EARLY_THREATS, LATE_THREATS } from './data/threats.js';
import type { TokenId } from './data/tokens.js';
import { INDEPENDENCE_TOKENS } from './data/tracks.js';
import { flow } from './flow.js';
import { generateRandomDeck } from './randomDeck.js';
import type { Events } from './resolve.js';
import type { CityState, Options, State, TokenState } from './state.js';

export function parseOptions(o: OptionValues): Options {
  return {
    threatBottom: o.threatBottom === 'all' ? 'all' : 'any',
    russianPartition: o.russianPartition === 'kresy' ? 'kresy' : 'kresy-central',
    startMissions: o.startMissions === 'random' ? 'random' : 'fixed',
    dChallenges: o.dChallenges !== false,
    randomDeck: o.randomDeck === true,
  };
}

export function setupGame(seats: SetupSeat[], options: OptionValues, rng: Rng): State {
  const players = seats.length;
  if (players < 2 || players > 4) throw new RuleError('niepodlegla.error.players', { n: players });
  const row = countRow(players);
  const opts = parseOptions(options);
  const cities: Record<City, CityState> = {
    GDANSK: emptyCity(),
    POZNAN: emptyCity(),
    OPOLE: emptyCity(),
    CIESZYN: emptyCity(),
    KRAKOW: emptyCity(),
    LWOW: emptyCity(),
    STANISLAWOW: emptyCity(),
    KOWNO: emptyCity(),
    WILNO: emptyCity(),
    PINSK: emptyCity(),
    LUCK: emptyCity(),
    WARSZAWA: emptyCity(),
    LODZ: emptyCity(),
    LUBLIN: emptyCity(),
    KIELCE: emptyCity(),
    BIALYSTOK: emptyCity(),
  };
  for (const [kind, city] of START_OBSTACLES) cities[city].obs[kind] += 1;
  // Shuffle order (§4.6 determinism): early threats, late threats, deck 1, deck 2, deck 3. The
  // randomised deck is generated after the threats, so games without it draw exactly as before.
  const early = rng.shuffle(EARLY_THREATS.map((t) => t.id));
  const late = rng.shuffle(LATE_THREATS.map((t) => t.id));
  const randomDeck = opts.randomDeck ? generateRandomDeck(rng) : null;
  const inPlay = (randomDeck ?? MISSIONS).filter(
    (mi) => players === 4 || !mi.p4 || (mi.deck === 'S' && opts.startMissions === 'random'),
  );
  const deck = (d: string): string[] => rng.shuffle(inPlay.filter((mi) => mi.deck === d).map((mi) => mi.id));
  const stack = [...deck('1'), ...deck('2'), ...deck('3')];
  const starts = inPlay.filter((mi) => mi.deck === 'S').map((mi) => mi.id);
  const shown =
    opts.startMissions === 'random' ? rng.shuffle(starts).slice(0, row.display).sort() : starts.slice(0, row.display);
  const token = (): TokenState => ({ owner: null, active: true, holder: null });
  const tokens: Record<TokenId, TokenState> = {
    TK1: token(),
    TK2: token(),
    TK3: token(),
    TK4: token(),
    TK5: token(),
    TK6: token(),
    TK7: token(),
    TK8: token(),
  };
  const s: State = {
    players,
    options: opts,
    factions: seats.map((x) => x.faction),
    pawnsPerPlayer: row.pawnsPerPlayer,
    round: 1,
    phase: 'assign',
    foreign: 0,
    accord: 0,
    morale: { pool: row.morale, temp: 0, x: false },
    prison: { morale: 0, neutralDice: 0, pawns: Array(players).fill(0), characterDice: [] },
    shieldField: null,
    cities,
    indSupply: INDEPENDENCE_TOKENS,
    randomDeck,
    stack,
    display: shown.map((card) => ({ card, pawn: null })),
    threats: { early, late },
    revealed: [],
    neutralPool: row.neutralDice,
    characters: { PILSUDSKI: null, DMOWSKI: null, PADEREWSKI: null, WITOS: null, HALLER: null },
    tokens,
    alloc: Array(players).fill(null),
    dice: [],
    done: Array(players).fill(false),
    priority: Array(players).fill(null),
    fightOver: false,
    completed: [],
    queue: [],
    choice: null,
    final: null,
    outcome: null,
    recent: [],
  };
  const ev: Events = [];
  runFlow(flow, s, { rng, ev });
  return s;
}
