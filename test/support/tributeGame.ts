/**
 * "Tribute" (Danina): a tiny test-only game that exercises every path of the Table.
 * Never registered as a product game.
 *
 * Each of 2 rounds:
 *   1. Sealed bid (secret, simultaneous): every seat bids 0..3 of its coins, changeable until all are in.
 *      When the last bid arrives, all are revealed: each seat pays its bid, the highest bidder
 *      (ties: lower seat) gains 3 points and leads the turns.
 *   2. Turns (public, in order from the leader): each seat either rolls a d6 (points += roll) or banks
 *      (points += 2, no dice).
 * After round 2: score = points + coins left; highest wins.
 */

import { defineFlow, goto, next, over, runFlow, wait } from '../../src/engines/kit/flow.js';
import type { Rng } from '../../src/engines/kit/rng.js';
import { RuleError } from '../../src/engines/kit/ruleError.js';
import type {
  ApplyResult,
  Decision,
  GameDefinition,
  GameEvent,
  GameResult,
  LabelledAction,
  Msg,
  Seat,
  SetupSeat,
} from '../../src/engines/kit/types.js';
import { nextState } from '../../src/engines/kit/update.js';

export const TRIBUTE_ID = 'test-tribute';
export const ROUNDS = 2;
export const MAX_BID = 3;

export type TributeAction = { type: 'bid'; amount: number } | { type: 'roll' } | { type: 'bank' };

export interface TributePlayer {
  faction: string;
  coins: number;
  points: number;
  /** Sealed bid of this round; secret until every seat has bid. */
  bid: number | null;
}

export interface TributeState {
  round: number;
  phase: 'bid' | 'turns' | 'over';
  players: TributePlayer[];
  /** Seat order of the turn phase, leader first. */
  order: Seat[];
  /** Index into `order` of the seat to act in the turn phase. */
  next: number;
  lastRoll: number | null;
  /** Whether the extra round option is on. */
  long: boolean;
}

export interface TributeView {
  round: number;
  phase: TributeState['phase'];
  players: { faction: string; coins: number; points: number; hasBid: boolean; bid?: number }[];
  order: Seat[];
  next: number;
  lastRoll: number | null;
}

function msg(key: string, params?: Msg['params']): Msg {
  return params ? { key, params } : { key };
}

function rounds(s: TributeState): number {
  return s.long ? ROUNDS + 1 : ROUNDS;
}

function legal(state: TributeState, seat: Seat): LabelledAction<TributeAction>[] {
  const p = state.players[seat];
  if (!p) return [];
  if (state.phase === 'bid') {
    const out: LabelledAction<TributeAction>[] = [];
    for (let amount = 0; amount <= Math.min(MAX_BID, p.coins); amount++) {
      out.push({
        id: `bid:${amount}`,
        action: { type: 'bid', amount },
        label: msg('tribute.bid', { amount }),
        group: 'bid',
      });
    }
    return out;
  }
  if (state.phase === 'turns' && state.order[state.next] === seat) {
    return [
      { id: 'roll', action: { type: 'roll' }, label: msg('tribute.roll') },
      { id: 'bank', action: { type: 'bank' }, label: msg('tribute.bank') },
    ];
  }
  return [];
}

function parse(raw: unknown): TributeAction {
  if (typeof raw !== 'object' || raw === null) throw new RuleError('tribute.error.malformed');
  const r = raw as Record<string, unknown>;
  if (r.type === 'roll' || r.type === 'bank') return { type: r.type };
  if (r.type === 'bid' && typeof r.amount === 'number' && Number.isInteger(r.amount)) {
    return { type: 'bid', amount: r.amount };
  }
  throw new RuleError('tribute.error.malformed');
}

function startTurns(state: TributeState, events: GameEvent[]): void {
  // Reveal every bid at once.
  let leader = 0;
  let best = -1;
  state.players.forEach((p, seat) => {
    const bid = p.bid ?? 0;
    events.push({ msg: msg('tribute.event.revealed', { seat, amount: bid }) });
    p.coins -= bid;
    if (bid > best) {
      best = bid;
      leader = seat;
    }
    p.bid = null;
  });
  const leaderPlayer = state.players[leader];
  if (leaderPlayer) leaderPlayer.points += 3;
  events.push({ msg: msg('tribute.event.leader', { seat: leader }) });
  const n = state.players.length;
  state.order = Array.from({ length: n }, (_, i) => (leader + i) % n);
  state.next = 0;
}

/**
 * The order of play as data (kit/flow.ts): a round is a sealed bid, then one turn per seat; after
 * the last round the game is over. `phase` is the cursor.
 */
const flow = defineFlow<TributeState, GameEvent[], TributeState['phase']>({
  game: TRIBUTE_ID,
  at: (state) => state.phase,
  moveTo: (state, phase) => {
    state.phase = phase;
  },
  steps: [
    {
      id: 'bid',
      rule: '1. Sealed bid',
      run(state, events) {
        if (state.players.some((p) => p.bid === null)) return wait();
        startTurns(state, events);
        return next();
      },
    },
    {
      id: 'turns',
      rule: '2. Turns',
      run(state, events) {
        if (state.next < state.order.length) return wait();
        if (state.round >= rounds(state)) {
          events.push({ msg: msg('tribute.event.over') });
          return goto('over');
        }
        state.round++;
        events.push({ msg: msg('tribute.event.round', { round: state.round }) });
        return goto('bid');
      },
    },
    { id: 'over', rule: '3. Scores', run: () => over() },
  ],
});

function apply(input: TributeState, seat: Seat, action: TributeAction, rng: Rng): ApplyResult<TributeState> {
  if (!legal(input, seat).some((l) => JSON.stringify(l.action) === JSON.stringify(action))) {
    throw new RuleError('tribute.error.illegal');
  }
  const state = nextState(input);
  const events: GameEvent[] = [];
  const player = state.players[seat];
  if (!player) throw new RuleError('tribute.error.illegal');
  switch (action.type) {
    case 'bid':
      player.bid = action.amount;
      events.push({ msg: msg('tribute.event.bidPrivate', { amount: action.amount }), to: [seat] });
      break;
    case 'roll': {
      const roll = rng.d6();
      player.points += roll;
      state.lastRoll = roll;
      events.push({ msg: msg('tribute.event.rolled', { seat, roll }) });
      state.next++;
      break;
    }
    case 'bank':
      player.points += 2;
      events.push({ msg: msg('tribute.event.banked', { seat }) });
      state.next++;
      break;
    default: {
      const never: never = action;
      throw new RuleError('tribute.error.malformed', { action: JSON.stringify(never) });
    }
  }
  runFlow(flow, state, events);
  // The sealed bids were opened by this action.
  return input.phase === 'bid' && state.phase !== 'bid' ? { state, events, revealed: true } : { state, events };
}

function pending(state: TributeState): Decision[] {
  if (state.phase === 'bid') {
    return state.players.flatMap((p, seat) =>
      p.bid === null ? [{ seat, kind: 'secret' as const, prompt: msg('tribute.prompt.bid') }] : [],
    );
  }
  if (state.phase === 'turns') {
    const seat = state.order[state.next];
    return seat === undefined ? [] : [{ seat, kind: 'turn', prompt: msg('tribute.prompt.turn') }];
  }
  return [];
}

function result(state: TributeState): GameResult | null {
  if (state.phase !== 'over') return null;
  const scores = state.players.map((p) => p.points + p.coins);
  const distinct = [...new Set(scores)].sort((a, b) => b - a);
  const ranking = distinct.map((s) => scores.flatMap((v, seat) => (v === s ? [seat] : [])));
  return { winners: ranking[0] ?? [], ranking, scores, reason: msg('tribute.result') };
}

export const tributeGame: GameDefinition<TributeState, TributeAction, TributeView> = {
  id: TRIBUTE_ID,
  engineVersion: 1,
  title: msg('tribute.title'),
  players: { min: 2, max: 4 },
  factions: [
    { id: 'red', label: msg('tribute.faction.red'), colour: '#d55e00' },
    { id: 'blue', label: msg('tribute.faction.blue'), colour: '#0072b2' },
    { id: 'green', label: msg('tribute.faction.green'), colour: '#009e73' },
    { id: 'yellow', label: msg('tribute.faction.yellow'), colour: '#f0e442' },
  ],
  options: [{ key: 'long', kind: 'boolean', default: false, label: msg('tribute.option.long') }],
  rulings: [{ id: 'T-1', text: msg('tribute.ruling.ties') }],
  flow,
  setup(seats: SetupSeat[], options, _rng): TributeState {
    return {
      round: 1,
      phase: 'bid',
      players: seats.map((s) => ({ faction: s.faction, coins: 5, points: 0, bid: null })),
      order: [],
      next: 0,
      lastRoll: null,
      long: options.long === true,
    };
  },
  pending,
  phase: (state) => msg(`tribute.phase.${state.phase}`, { round: state.round }),
  legalActions: legal,
  parseAction: parse,
  apply,
  /** The seat's coins and its sealed bid (its only secret), one line each. */
  hand(state, seat) {
    const me = state.players[seat];
    if (!me) return [];
    return [
      msg('tribute.hand.coins', { coins: me.coins }),
      me.bid === null ? msg('tribute.hand.noBid') : msg('tribute.hand.bid', { bid: me.bid }),
    ];
  },
  view(state, seat): TributeView {
    return {
      round: state.round,
      phase: state.phase,
      players: state.players.map((p, i) => ({
        faction: p.faction,
        coins: p.coins,
        points: p.points,
        hasBid: p.bid !== null,
        ...(i === seat && p.bid !== null ? { bid: p.bid } : {}),
      })),
      order: state.order,
      next: state.next,
      lastRoll: state.lastRoll,
    };
  },
  defaultAction(state): TributeAction {
    return state.phase === 'bid' ? { type: 'bid', amount: 0 } : { type: 'bank' };
  },
  result,
};
