/**
 * The order of play (spec §3–§4) as data, run by the kit's one runner (kit/flow.ts) from setup and
 * after every command: the capitals, then game turn after game turn — 1a plague, 1b the Crusader
 * Kingdom, 2 income, 3 each seat's turn in rotating order, 4 the victory check. The work of each
 * step is in rules/ (capitals.ts, upkeep.ts, seatTurn.ts with turnActions.ts, victory.ts).
 *
 * The cursor is `state.stage` itself. A command that owes a decision leaves the game at
 * 'capitals', 'crusaders' or 'turns'; the engine's own steps are passed within one command.
 * Homage and overflow (§5.10–5.11) are checked where a decision may be owed, before asking.
 */
import { again, defineFlow, goto, next, over, wait } from '../kit/flow.js';
import type { Rng } from '../kit/rng.js';
import type { Events } from './msg.js';
import { nextToPlace, rollCapitalProvince } from './rules/capitals.js';
import { checkHomage } from './rules/homage.js';
import { detectOverflow } from './rules/overflow.js';
import { beginPlayerTurns, endSeatTurn, everySeatPlayed, nothingLeftToDo, startSeatTurn } from './rules/seatTurn.js';
import { crusaders, income, plague, startGameTurn } from './rules/upkeep.js';
import { victoryCheck } from './rules/victory.js';
import type { Stage, State } from './state.js';

/** What the steps play with: the game's dice and the events of this command. */
export interface FlowCtx {
  rng: Rng;
  events: Events;
}

/** Homage for provinces first controlled, then any hex over 4 armies queued for its merge. */
function homageAndOverflow(state: State, events: Events): void {
  checkHomage(state, events);
  detectOverflow(state);
}

export const flow = defineFlow<State, FlowCtx, Stage>({
  game: 'stary-kontynent',
  at: (state) => state.stage,
  moveTo: (state, stage) => {
    state.stage = stage;
  },
  steps: [
    {
      // Stolice: each seat in order, after the bot's 2d6 for its province (§2.10, A12–A15).
      id: 'capitals',
      rule: '2.10',
      run(state, { rng, events }) {
        if (state.capitalPlacement !== null) return wait();
        const index = nextToPlace(state);
        if (index < 0) return next();
        rollCapitalProvince(state, index, rng, events);
        return wait();
      },
    },
    {
      // 1a Plaga: a new game turn; 2d6 strike a province, a baron revolt in 2 or 12 (A17, A18).
      id: 'plague',
      rule: '5.4',
      run(state, { rng, events }) {
        startGameTurn(state, events);
        plague(state, rng, events);
        checkHomage(state, events);
        return next();
      },
    },
    {
      // 1b Królestwo Krzyżowców: once the Crusade has succeeded, the king (elected once) gets a
      // ship of 3–6; it is lost when no coastal hex can take it (A19–A22).
      id: 'shipArrives',
      rule: '5.5',
      run: (state, { rng, events }) => (crusaders(state, rng, events) ? next() : goto('income')),
    },
    {
      // 1b: the king lands the ship, takes it to his capital or declines it (the 'ship' prompt).
      id: 'crusaders',
      rule: '5.5',
      run(state, { events }) {
        homageAndOverflow(state, events);
        if (state.overflow.length > 0 || state.ship !== null) return wait();
        return next();
      },
    },
    {
      // 2 Dochód: every capital's income, capped at 9 (A23, A24); step 3 opens at the first seat.
      id: 'income',
      rule: '5.6',
      run(state, { events }) {
        income(state, events);
        beginPlayerTurns(state);
        return next();
      },
    },
    {
      // 3 Tury graczy: one seat at a time (A16); the seat's turn (3a, 3b, 3c) waits for its
      // commands and any prompt they open, and ends by `/sk end` or with nothing left to do.
      id: 'turns',
      rule: '5.7',
      run(state, { events }) {
        if (everySeatPlayed(state)) return next();
        if (state.seatTurn === null) {
          startSeatTurn(state, events);
          return again();
        }
        homageAndOverflow(state, events);
        if (state.overflow.length > 0 || state.assault !== null || !nothingLeftToDo(state)) return wait();
        endSeatTurn(state);
        return again();
      },
    },
    {
      // 4 Sprawdzenie zwycięstwa: an Emperor, or the host's turn limit (A45); else a new game turn.
      id: 'victoryCheck',
      rule: '5.17',
      run: (state, { events }) => (victoryCheck(state, events) ? goto('over') : goto('plague')),
    },
    { id: 'over', rule: '5.17', run: () => over() },
  ],
});
