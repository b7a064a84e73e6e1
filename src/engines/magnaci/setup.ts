/** Setup (spec 3): Kings, decks, Senators, Family decks, turn order, then the initial Estates. */
import { runFlow } from '../kit/flow.js';
import type { Rng } from '../kit/rng.js';
import type { OptionValues, SetupSeat } from '../kit/types.js';
import { CONFLICT_IDS } from './data/conflicts.js';
import { FAMILY_CARDS } from './data/family.js';
import type { AreaId } from './data/geography.js';
import { KINGS } from './data/kings.js';
import { LAW_IDS } from './data/laws.js';
import { flow } from './flow.js';
import type { MagnaciOptions, State, Task } from './state.js';

export function readOptions(values: OptionValues): MagnaciOptions {
  return {
    window: values.window === 'untilAllPass' ? 'untilAllPass' : 'onePass',
    grainRafting: values.grainRafting === 'strict' ? 'strict' : 'perProvince',
    estateCap: values.estateCap !== false,
  };
}

export function setup(seats: SetupSeat[], options: OptionValues, rng: Rng): State {
  const n = seats.length;
  if (n < 2 || n > 5) throw new Error(`magnaci: 2–5 players, got ${n}`);
  // One face-down King per Age, drawn from that Age's three; the others are never seen.
  const kings = [1, 2, 3, 4].map((age) => ({
    id: rng.pick(KINGS.filter((k) => k.age === age)).id,
    revealed: false,
    removed: false,
  }));
  const conflictDeck = rng.shuffle(CONFLICT_IDS);
  const lawDeck = rng.shuffle(LAW_IDS);
  const turnOrder = rng.shuffle(seats.map((s) => s.seat));
  const zeros = () => seats.map(() => 0);
  const estates: Record<AreaId, number[]> = {
    PRUSY: zeros(),
    LITWA: zeros(),
    UKRAINA: zeros(),
    MALOPOLSKA: zeros(),
    WIELKOPOLSKA: zeros(),
    INFLANTY: zeros(),
    SMOLENSZCZYZNA: zeros(),
    MOLDAWIA: zeros(),
    SLASK: zeros(),
  };
  const senators: State['senators'] = {
    PRYMAS: { holder: null, used: false },
    PODSKARBI: { holder: null, used: false },
    HETMAN: { holder: null, used: false },
    KANCLERZ: { holder: null, used: false },
  };
  const tasks: Task[] = [...turnOrder.map((seat): Task => ({ t: 'askInitial', seat })), { t: 'startAge' }];
  const state: State = {
    nPlayers: n,
    options: readOptions(options),
    age: 1,
    phase: 'SETUP',
    turnOrder,
    kings,
    estates,
    partitioned: [],
    partitionPawns: [],
    silentSejm: [],
    blackClouds: false,
    buildings: {},
    conflictFields: Array.from({ length: 10 }, () => null),
    conflictDeck,
    lawDeck,
    sejmFields: [],
    senators,
    players: [...seats]
      .sort((a, b) => a.seat - b.seat)
      .map((s) => ({ faction: s.faction, hand: [...FAMILY_CARDS], setAside: [], laws: [] })),
    bids: {},
    revealed: [],
    drafts: seats.map(() => ({})),
    confirmed: seats.map(() => false),
    mods: seats.map(() => 0),
    window: null,
    wonThisSejm: seats.map(() => []),
    contests: [],
    tasks,
    prompt: null,
    lastPrymas: null,
    outcome: null,
  };
  runFlow(flow, state, { s: state, ev: [], rng });
  return state;
}
