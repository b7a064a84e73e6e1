/**
 * Setup (3): supplies, prosperity 3, 10 zł each, then the initial estates in the order of
 * rule 3 (3 players: three rounds, the mace passing) or 11.1 (4 players: snake order).
 */
import { runFlow } from '../kit/flow.js';
import type { Rng } from '../kit/rng.js';
import type { OptionValues, Seat, SetupSeat } from '../kit/types.js';
import { COLOURS, type Colour, SUPPLY } from './data/board.js';
import { flow } from './flow.js';
import type { FieldState, Options, Player, ProvinceState, State } from './state.js';
import { emptyEnemy, Log } from './util.js';

export function readOptions(values: OptionValues): Options {
  return {
    treatyRestrictions: values.treatyRestrictions === true,
    durableTreaties: values.durableTreaties === true,
    privateDuchies: values.privateDuchies === true,
    cossackOnlyRecruitment: values.cossackOnlyRecruitment !== false,
  };
}

function isColour(v: string): v is Colour {
  return (COLOURS as readonly string[]).includes(v);
}

/** Initial estate order and the mace holder afterwards (ruling A-8). */
export function setupOrder(n: number, first: Seat): { order: Seat[]; mace: Seat } {
  const cw = (k: number) => Array.from({ length: n }, (_, i) => (first + k + i) % n);
  if (n === 4) {
    const round = cw(0);
    return { order: [...round, ...[...round].reverse()], mace: first };
  }
  return { order: [...cw(0), ...cw(1), ...cw(2)], mace: (first + 2) % n };
}

export function newPlayer(colour: Colour): Player {
  return {
    colour,
    pp: 0,
    money: SUPPLY.startingMoney,
    cubes: SUPPLY.cubes,
    discs: SUPPLY.discs - 1,
    tokens: [...SUPPLY.influenceTokens],
    units: { inf: SUPPLY.infantry, cav: SUPPLY.cavalry, art: SUPPLY.artillery },
    destroyed: { inf: 0, cav: 0, art: 0 },
  };
}

export function emptyState(colours: Colour[], options: Options): State {
  const n = colours.length;
  const province = (): ProvinceState => ({
    prosperity: SUPPLY.prosperity.start,
    estates: [],
    cubes: new Array(n).fill(0),
    units: Array.from({ length: n }, () => ({ inf: 0, cav: 0, art: 0 })),
    enemy: emptyEnemy(),
    markers: 0,
    enemyPlaced: false,
  });
  const field = (): FieldState => ({ enemy: emptyEnemy(), markers: 0, cubes: new Array(n).fill(0), king: 0 });
  return {
    players: colours.map(newPlayer),
    options,
    turn: 1,
    phase: 1,
    mace: 0,
    provinces: { PRU: province(), LIT: province(), UKR: province(), MAL: province(), WIE: province() },
    fields: { E1: field(), E2: field(), E3: field(), E4: field(), E5: field() },
    sejm: { PRU: null, LIT: null, UKR: null, MAL: null, WIE: null },
    court: new Array(n).fill(null),
    revealedTokens: new Array(n).fill(null),
    crown: { inf: 0, cav: 0, art: 0 },
    cossacks: { pool: SUPPLY.cossacks, ukr: 0, e3: 0 },
    managers: SUPPLY.managers,
    cities: SUPPLY.cities,
    cityBuiltThisTurn: false,
    treaty: null,
    carriedOrangeE5: 0,
    ottomanInvadedE5: false,
    stage: { kind: 'auto' },
    lastDice: [],
    final: null,
  };
}

export function setup(seats: SetupSeat[], values: OptionValues, rng: Rng): State {
  const n = seats.length;
  if (n < 3 || n > 4) throw new RangeError(`boze-igrzysko: 3 or 4 players, got ${n}`);
  const taken = new Set<Colour>();
  const colours = [...seats]
    .sort((a, b) => a.seat - b.seat)
    .map((s) => {
      const c = isColour(s.faction) && !taken.has(s.faction) ? s.faction : COLOURS.find((x) => !taken.has(x));
      const colour = c ?? 'white';
      taken.add(colour);
      return colour;
    });
  const state = emptyState(colours, readOptions(values));
  // The first player is drawn at random (a die roll in the rulebook).
  const first = rng.pick(Array.from({ length: n }, (_, i) => i));
  const { order, mace } = setupOrder(n, first);
  state.mace = mace;
  state.stage = { kind: 'setupEstates', order, index: 0 };
  // The order of play starts on the initial estates: the first seat owes the first one.
  runFlow(flow, state, { rng, log: new Log() });
  return state;
}
