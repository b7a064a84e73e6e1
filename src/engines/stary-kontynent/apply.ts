/** apply(): checks who may act, copies the state, runs the command, then plays on (flow.ts). */
import { runFlow } from '../kit/flow.js';
import type { Rng } from '../kit/rng.js';
import { RuleError, ruleCheck } from '../kit/ruleError.js';
import type { ApplyResult, Seat } from '../kit/types.js';
import { nextState } from '../kit/update.js';
import { type Action, type FreeAction, isFreeAction } from './actions.js';
import { fitsTurn } from './choice.js';
import { authority, ownArmiesOn } from './control.js';
import { flow } from './flow.js';
import { type Events, event, kingdomName } from './msg.js';
import { currentDecision, type Owed } from './pending.js';
import { addArmy, capGarrison, removeArmies } from './rules/armies.js';
import {
  chooseOccupant,
  confirmJoint,
  continueAssault,
  declareAssault,
  hold,
  retreatAll,
  stopAssault,
} from './rules/assault.js';
import { placeCapital } from './rules/capitals.js';
import { overflowChoices, resolveOverflow } from './rules/overflow.js';
import { close3a, endSeatTurn } from './rules/seatTurn.js';
import {
  activeTurn,
  buildCastle,
  buildWalls,
  crusade,
  levy,
  marchOut,
  move,
  pass,
  reorganise,
  setVassalAutonomy,
  setVassalIncome,
} from './rules/turnActions.js';
import { landingHexes } from './rules/upkeep.js';
import { FIXED_AFTER_SETUP, type State } from './state.js';

const E = 'stary-kontynent.error.';

/** Which decision each command answers (settings answer none: applyFree). */
const ANSWERS: Record<Exclude<Action['type'], FreeAction['type']>, Owed> = {
  capital: 'capital',
  reorganise: 'turn',
  levy: 'turn',
  marchOut: 'turn',
  move: 'turn',
  castle: 'turn',
  walls: 'turn',
  crusade: 'turn',
  assault: 'turn',
  pass: 'turn',
  endTurn: 'turn',
  confirmJoint: 'confirm',
  hold: 'retreat',
  retreat: 'retreat',
  continue: 'continue',
  stop: 'continue',
  occupant: 'occupant',
  overflow: 'overflow',
  land: 'ship',
  shipToCapital: 'ship',
  declineShip: 'ship',
};

export function applyAction(input: State, seat: Seat, action: Action, rng: Rng): ApplyResult<State> {
  if (isFreeAction(action)) return applyFree(input, seat, action, rng);
  const decision = currentDecision(input);
  ruleCheck(decision !== null, `${E}gameOver`);
  ruleCheck(decision.seat === seat, `${E}notYourDecision`);
  ruleCheck(ANSWERS[action.type] === decision.owed, `${E}wrongMoment`);
  const state = nextState(input, FIXED_AFTER_SETUP);
  const events: Events = [];
  run(state, action, rng, events);
  // A turn move is one the turn's description offers (choice.ts): the rules above give the
  // reason for a refusal; what they would let through beyond the description is refused here.
  if (decision.owed === 'turn') ruleCheck(fitsTurn(input, seat, action), `${E}wrongMoment`);
  runFlow(flow, state, { rng, events });
  return { state, events };
}

/**
 * Settings (free actions): any seat, at any moment of a game not yet over, whether or not it owes
 * a decision. They answer no prompt and move nothing on; a change of autonomy may change who
 * answers the current prompt (A42), which pending() then shows.
 */
function applyFree(input: State, seat: Seat, action: FreeAction, rng: Rng): ApplyResult<State> {
  ruleCheck(input.stage !== 'over', `${E}gameOver`);
  const state = nextState(input, FIXED_AFTER_SETUP);
  const events: Events = [];
  switch (action.type) {
    case 'vassalIncome':
      setVassalIncome(state, seat, action.vassal, action.to, events);
      break;
    case 'vassalAutonomy':
      setVassalAutonomy(state, seat, action.vassal, action.on, events);
      break;
    case 'standingRetreat': {
      const player = action.player ?? standingOrderPlayer(input, seat);
      ruleCheck(authority(state, player) === seat, `${E}notYourKingdom`);
      const k = state.kingdoms[player];
      ruleCheck(k && k.standingRetreat !== action.order, `${E}settingUnchanged`);
      k.standingRetreat = action.order;
      events.push(
        event(action.order === 'never' ? 'standingNever' : 'standingAsk', { player: kingdomName(state, player) }),
      );
      break;
    }
  }
  runFlow(flow, state, { rng, events }); // nothing to play on a state at rest; one arranged by hand plays on
  return { state, events };
}

/** The kingdom a standing order without `player` is for (see actions.ts). */
function standingOrderPlayer(state: State, seat: Seat): Seat {
  const turn = state.seatTurn?.seat;
  return turn !== undefined && authority(state, turn) === seat ? turn : seat;
}

/** A command answering the decision owed now. */
type DecisionAction = Exclude<Action, FreeAction>;

function run(state: State, action: DecisionAction, rng: Rng, events: Events): void {
  switch (action.type) {
    case 'capital':
      placeCapital(state, action.q, action.r, events);
      return;
    case 'reorganise':
      reorganise(state, action.hex, action.dice, events);
      return;
    case 'levy':
      levy(state, events, close3a);
      return;
    case 'marchOut':
      marchOut(state, action.hex, action.strength, events, close3a);
      return;
    case 'move':
      move(state, action.army, action.to, action.extra, events, close3a);
      return;
    case 'castle':
      buildCastle(state, action.hex, action.dice, events, close3a);
      return;
    case 'walls':
      buildWalls(state, events, close3a);
      return;
    case 'crusade':
      crusade(state, action.points, events, close3a);
      return;
    case 'assault':
      declareAssault(state, action.target, action.armies, rng, events, close3a, action.autoWaves ?? 0);
      return;
    case 'pass':
      pass(state, events, close3a);
      return;
    case 'endTurn': {
      const st = activeTurn(state);
      events.push(event('endTurn', { player: kingdomName(state, st.seat) }));
      endSeatTurn(state);
      return;
    }
    case 'confirmJoint':
      confirmJoint(state, action.accept, rng, events, close3a);
      return;
    case 'hold':
      hold(state, rng, events);
      return;
    case 'retreat':
      retreatAll(state, action.moves, events);
      return;
    case 'continue':
      continueAssault(state, rng, events);
      return;
    case 'stop':
      stopAssault(state, events);
      return;
    case 'occupant':
      chooseOccupant(state, action.seat, events);
      return;
    case 'overflow':
      overflowAction(state, action.hex, action.dice, events);
      return;
    case 'land':
      land(state, action.hex, action.drop, events);
      return;
    case 'shipToCapital':
      shipToCapital(state, events);
      return;
    case 'declineShip':
      declineShip(state, events);
      return;
    default: {
      const never: never = action;
      throw new RuleError(`${E}malformed`, { detail: JSON.stringify(never) });
    }
  }
}

function overflowAction(state: State, hex: string, dice: readonly number[], events: Events): void {
  const head = state.overflow[0];
  ruleCheck(head && head.hex === hex, `${E}wrongMoment`);
  const values = ownArmiesOn(state, hex, head.owner).map((a) => a.strength);
  const want = [...dice].sort((a, b) => b - a).join(',');
  const choice = overflowChoices(values).find((c) => c.dice.join(',') === want);
  ruleCheck(choice, `${E}badOverflow`);
  resolveOverflow(state, choice, events);
}

function requireShip(state: State): { king: Seat; strength: number } {
  const king = state.crusade.king;
  const ship = state.ship;
  if (king === null || !ship) throw new RuleError(`${E}wrongMoment`);
  return { king, strength: ship.strength };
}

function land(state: State, hex: string, drop: number | null, events: Events): void {
  const { king, strength } = requireShip(state);
  ruleCheck(landingHexes(state, king).includes(hex), `${E}badLanding`, { hex });
  const own = ownArmiesOn(state, hex, king);
  if (own.length >= 4) {
    ruleCheck(drop !== null && own.some((a) => a.id === drop), `${E}landingNeedsDrop`, { hex });
    removeArmies(state, [drop]);
  } else {
    ruleCheck(drop === null, `${E}landingNoDrop`);
  }
  addArmy(state, king, hex, strength);
  state.ship = null;
  state.lastAction = { kind: 'land', to: hex };
  events.push(event('shipLands', { player: kingdomName(state, king), hex, strength }));
}

function shipToCapital(state: State, events: Events): void {
  const { king, strength } = requireShip(state);
  const k = state.kingdoms[king];
  ruleCheck(k, `${E}unknownPlayer`);
  const before = k.garrison;
  k.garrison = capGarrison(k.garrison + strength);
  state.ship = null;
  events.push(event('shipToCapital', { player: kingdomName(state, king), before, after: k.garrison }));
}

function declineShip(state: State, events: Events): void {
  const { king } = requireShip(state);
  state.ship = null;
  events.push(event('shipDeclined', { player: kingdomName(state, king) }));
}
