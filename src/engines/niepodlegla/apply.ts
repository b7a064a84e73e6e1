/**
 * apply(): checks the action against the rules, then plays the order of play (flow.ts) on to the
 * next decision. Never mutates its input: it works on a structured clone.
 */
import { runFlow } from '../kit/flow.js';
import type { Rng } from '../kit/rng.js';
import { RuleError, ruleCheck } from '../kit/ruleError.js';
import type { ApplyResult, Seat } from '../kit/types.js';
import { nextState } from '../kit/update.js';
import type { Action } from './actions.js';
import { applyChoice, type ChoiceOption, openStopProposal } from './choices.js';
import { TOKEN_DATA } from './data/tokens.js';
import { MORALE_MARKERS } from './data/tracks.js';
import { flow } from './flow.js';
import {
  decideAvailable,
  dieLabel,
  doneAllowed,
  fightActions,
  fightActive,
  lendable,
  moraleTokenUsable,
} from './legal.js';
import { playerMsg, tokenMsg } from './msg.js';
import { diceText, rollDie } from './phases/fight.js';
import { checkFinal } from './phases/final.js';
import { type Events, loseMorale, rollBlack, say } from './resolve.js';
import type { State } from './state.js';

export function applyAction(state: State, seat: Seat, action: Action, rng: Rng): ApplyResult<State> {
  ruleCheck(state.outcome === null, 'niepodlegla.error.over');
  ruleCheck(Number.isInteger(seat) && seat >= 0 && seat < state.players, 'niepodlegla.error.seat');
  const s = nextState(state);
  const ev: Events = [];
  switch (action.type) {
    case 'propose':
    case 'agree':
    case 'decide':
      groupAction(s, seat, action, ev);
      break;
    case 'reroll':
    case 'pass':
    case 'lend':
    case 'useToken':
    case 'priority':
    case 'done':
    case 'stop':
      fightAction(s, seat, action, rng, ev);
      break;
    default: {
      const never: never = action;
      throw new RuleError('niepodlegla.error.malformed', { action: JSON.stringify(never) });
    }
  }
  runFlow(flow, s, { rng, ev });
  return { state: s, events: ev };
}

// ---------------------------------------------------------------- group decisions

function settle(s: State, option: ChoiceOption, ev: Events): void {
  const c = s.choice;
  if (!c) return;
  s.choice = null;
  say(s, ev, 'event.group.settled', { option: option.label });
  applyChoice(s, c.item, option.value, ev);
}

function groupAction(s: State, seat: Seat, action: Action, ev: Events): void {
  const c = s.choice;
  ruleCheck(c !== null, 'niepodlegla.error.noDecision');
  const options = c.options;
  const find = (id: string): ChoiceOption => {
    const o = options.find((x) => x.id === id);
    if (!o) throw new RuleError('niepodlegla.error.badOption', { option: id });
    return o;
  };
  if (action.type === 'propose') {
    ruleCheck(!c.proposers.includes(seat), 'niepodlegla.error.proposedAlready');
    const o = find(action.option);
    ruleCheck(c.proposal?.option !== o.id, 'niepodlegla.error.sameProposal');
    c.proposers.push(seat);
    say(s, ev, 'event.group.proposed', { seat: playerMsg(s, seat), option: o.label });
    // Ruling A44: the D challenges need everyone; a single "no" settles it at once.
    if (c.item.step.k === 'dCount' && o.value.k === 'count' && o.value.n === 0) {
      settle(s, o, ev);
      return;
    }
    c.proposal = { option: o.id, by: seat, agreed: [seat] };
  } else if (action.type === 'agree') {
    ruleCheck(c.proposal !== null, 'niepodlegla.error.noProposal');
    ruleCheck(!c.proposal.agreed.includes(seat), 'niepodlegla.error.agreedAlready');
    c.proposal.agreed.push(seat);
    say(s, ev, 'event.group.agreed', { seat: playerMsg(s, seat) });
  } else if (action.type === 'decide') {
    ruleCheck(decideAvailable(s, seat), 'niepodlegla.error.notHolder');
    const o = find(action.option);
    say(s, ev, 'event.group.decided', { seat: playerMsg(s, seat), option: o.label });
    settle(s, o, ev);
    return;
  }
  if (c.proposal && c.proposal.agreed.length >= s.players) settle(s, find(c.proposal.option), ev);
}

// ---------------------------------------------------------------- phase 2 (§4.2)

/**
 * Passing a die or lending a token to another seat costs 2 morale, and both seats must confirm
 * again (ruling A42: a player who receives a die must confirm again).
 */
function handOver(s: State, seat: Seat, to: Seat): void {
  ruleCheck(to !== seat && to >= 0 && to < s.players, 'niepodlegla.error.seat');
  ruleCheck(s.morale.pool >= 2, 'niepodlegla.error.moraleLow');
  s.morale.pool -= 2;
  s.done[to] = false;
  s.done[seat] = false;
}

function fightAction(s: State, seat: Seat, action: Action, rng: Rng, ev: Events): void {
  ruleCheck(fightActive(s), 'niepodlegla.error.notFighting');
  const held = (id: string) => s.dice.find((d) => d.id === id && d.holder === seat);
  switch (action.type) {
    case 'reroll': {
      const ids = [...new Set(action.dice)];
      ruleCheck(ids.length === action.dice.length, 'niepodlegla.error.badDice');
      const dice = s.dice.filter((d) => ids.includes(d.id));
      ruleCheck(dice.length === ids.length && dice.every((d) => d.holder === seat), 'niepodlegla.error.notYourDie');
      // Chosen dice in ascending id order (their order in the round), then the black die.
      for (const d of dice) rollDie(d, rng);
      const black = rollBlack(rng);
      loseMorale(s, black, ev);
      s.done[seat] = false;
      say(s, ev, 'event.reroll', { seat: playerMsg(s, seat), dice: diceText(dice), black, pool: s.morale.pool });
      break;
    }
    case 'pass': {
      const d = held(action.die);
      ruleCheck(d !== undefined, 'niepodlegla.error.notYourDie');
      handOver(s, seat, action.to);
      d.holder = action.to;
      say(s, ev, 'event.pass', {
        seat: playerMsg(s, seat),
        die: dieLabel(d),
        to: playerMsg(s, action.to),
        pool: s.morale.pool,
      });
      break;
    }
    case 'lend': {
      const t = s.tokens[action.token];
      ruleCheck(t.owner === seat && t.holder === seat && t.active, 'niepodlegla.error.notYourToken');
      ruleCheck(lendable(action.token), 'niepodlegla.error.moraleTokenLent');
      handOver(s, seat, action.to);
      t.holder = action.to;
      say(s, ev, 'event.lend', {
        seat: playerMsg(s, seat),
        token: tokenMsg(action.token),
        to: playerMsg(s, action.to),
        pool: s.morale.pool,
      });
      break;
    }
    case 'useToken': {
      const t = s.tokens[action.token];
      const data = TOKEN_DATA[action.token];
      // Owner only (§4.2, §2.5): the markers come from the owner's own token.
      ruleCheck(moraleTokenUsable(s, action.token, seat), 'niepodlegla.error.notYourToken');
      const room = Math.max(0, MORALE_MARKERS - s.morale.pool - s.prison.morale);
      const added = data.kind === 'MORALE' ? Math.min(data.value, room) : 0;
      s.morale.pool += added;
      s.morale.temp += added;
      t.active = false;
      s.done[seat] = false;
      say(s, ev, 'event.useToken', {
        seat: playerMsg(s, seat),
        token: tokenMsg(action.token),
        n: added,
        pool: s.morale.pool,
      });
      break;
    }
    case 'priority': {
      const legal = fightActions(s, seat).some(
        (a) => a.action.type === 'priority' && a.action.missions.join('+') === action.missions.join('+'),
      );
      ruleCheck(legal, 'niepodlegla.error.badPriority');
      s.priority[seat] = [...action.missions];
      say(s, ev, 'event.priority', { seat: playerMsg(s, seat) });
      break;
    }
    case 'done':
      ruleCheck(doneAllowed(s, seat), s.final ? 'niepodlegla.error.finalNoStop' : 'niepodlegla.error.doneAlready');
      s.done[seat] = true;
      say(s, ev, 'event.done', { seat: playerMsg(s, seat) });
      break;
    case 'stop':
      ruleCheck(!s.final, 'niepodlegla.error.finalNoStop');
      openStopProposal(s, seat);
      // Two players at least: the proposal always waits for someone else's agreement.
      say(s, ev, 'event.stop.proposed', { seat: playerMsg(s, seat) });
      return;
    default:
      throw new RuleError('niepodlegla.error.malformed');
  }
  if (s.final) {
    checkFinal(s, ev);
    return;
  }
  if (s.morale.pool <= 0) {
    s.fightOver = true;
    say(s, ev, 'event.moraleEmpty');
  } else if (s.done.every(Boolean)) s.fightOver = true;
}
