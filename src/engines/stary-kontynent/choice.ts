/**
 * A seat's turn described as a tree to walk (kit/choice.ts): first what to do (reorganise, levy,
 * march out, move, assault, build, crusade, pass, end the turn), then what that needs — a hex and
 * its new dice, an army and where it goes, a target and the armies that join the assault. The
 * presenter drafts it outside the game state; the engine receives one complete move. The same
 * builders list the complete moves of legalActions (legal.ts), and apply() checks every turn move
 * against this description (`fitsTurn`), so the rules of what may be chosen are written once.
 */
import { type Choice, type ChoiceOption, type ChoiceSlot, type Draft, draftComplete } from '../kit/choice.js';
import { RuleError } from '../kit/ruleError.js';
import type { Msg, Seat } from '../kit/types.js';
import type { Action } from './actions.js';
import { board } from './board.js';
import { diceText, kingdomName, msg } from './msg.js';
import { currentDecision } from './pending.js';
import { findArmy } from './rules/armies.js';
import {
  assaultTargets,
  possibleAttackers,
  retreatDestinations,
  retreatingArmies,
  targetName,
} from './rules/assault.js';
import {
  canReorganise,
  castleHexes,
  castlePayments,
  crusadeOptions,
  extraMoveArmies,
  levyAllowed,
  levyLabel,
  mainActionOpen,
  mainMoveArmies,
  marchOutOptions,
  moveTargets,
  reorganiseOptions,
  wallsAllowed,
} from './rules/turnActions.js';
import type { Army, AssaultTarget, HexId, State } from './state.js';

/** What to do: the first slot's values. */
export type Deed = 'r' | 'l' | 'o' | 'm' | 'a' | 'c' | 'w' | 'k' | 'p' | 'e';

/** Dice as a slot value: the faces largest first ("321"), "0" for none. */
export const diceValue = (dice: readonly number[]): string =>
  dice.length === 0 ? '0' : [...dice].sort((a, b) => b - a).join('');
const diceOf = (value: string): number[] => (value === '0' ? [] : [...value].map(Number));

export const targetValue = (t: AssaultTarget): string => (t.kind === 'hex' ? t.hex : `s${t.seat}`);

const opt = (value: string, label: Msg): ChoiceOption => ({ value, label });
const hexOption = (hex: HexId): ChoiceOption => opt(hex, msg('choice.hex', { hex }));
const diceOption = (dice: readonly number[]): ChoiceOption =>
  opt(diceValue(dice), msg('choice.dice', { dice: diceText(dice) }));

/** The hexes (map order) where the seat may reorganise, with the new dice sets for each. */
export function reorganiseHexes(state: State, seat: Seat): { hex: HexId; sets: number[][] }[] {
  if (!canReorganise(state)) return [];
  const held = new Set(state.armies.filter((a) => a.owner === seat).map((a) => a.hex));
  const out: { hex: HexId; sets: number[][] }[] = [];
  for (const h of state.map.hexes) {
    if (!held.has(h.id)) continue;
    const sets = reorganiseOptions(state, seat, h.id);
    if (sets.length > 0) out.push({ hex: h.id, sets });
  }
  return out;
}

/** The armies that may move now (main move in 3a, extra moves in 3c), per hex, one per strength. */
export function movers(state: State): { extra: boolean; byHex: Map<HexId, Army[]> } {
  const st = state.seatTurn;
  const extra = st?.step === '3c';
  const armies = extra ? extraMoveArmies(state) : mainMoveArmies(state);
  const here = new Map<HexId, Army[]>();
  for (const a of [...armies].sort((x, y) => x.id - y.id)) {
    const list = here.get(a.hex) ?? [];
    if (!list.some((x) => x.strength === a.strength)) list.push(a);
    here.set(a.hex, list);
  }
  // Hexes in map order.
  const byHex = new Map<HexId, Army[]>();
  for (const h of state.map.hexes) {
    const list = here.get(h.id);
    if (list) byHex.set(h.id, list);
  }
  return { extra, byHex };
}

const DEEDS: readonly Deed[] = ['r', 'l', 'o', 'm', 'a', 'c', 'w', 'k', 'p', 'e'];

/** Whether the active seat may do this now (the first slot's options, one by one). */
function deedOpen(state: State, seat: Seat, deed: Deed): boolean {
  const st = state.seatTurn;
  if (!st) return false;
  if (st.step !== '3a') return deed === 'e' || (deed === 'm' && movers(state).byHex.size > 0);
  const main = mainActionOpen(state);
  switch (deed) {
    case 'r':
      return reorganiseHexes(state, seat).length > 0;
    case 'l':
      return main && levyAllowed(state);
    case 'o':
      return main && marchOutOptions(state, seat).length > 0;
    case 'm':
      return main && movers(state).byHex.size > 0;
    case 'a':
      return main && assaultTargets(state).length > 0;
    case 'c':
      return main && castleHexes(state, seat).length > 0;
    case 'w':
      return main && wallsAllowed(state, seat);
    case 'k':
      return main && crusadeOptions(state, seat).length > 0;
    case 'p':
    case 'e':
      return true;
  }
}

/** The deeds open to the active seat, in the order the prompt lists them (or just `only`). */
function deeds(state: State, seat: Seat, only?: Deed): Deed[] {
  return (only ? [only] : DEEDS).filter((d) => DEEDS.includes(d) && deedOpen(state, seat, d));
}

const DEED_LABEL: Record<Deed, string> = {
  r: 'choice.do.reorganise',
  l: 'action.levy',
  o: 'choice.do.march',
  m: 'choice.do.move',
  a: 'choice.do.assault',
  c: 'choice.do.castle',
  w: 'action.walls',
  k: 'choice.do.crusade',
  p: 'action.pass',
  e: 'action.endTurn',
};

function deedLabel(state: State, d: Deed): Msg {
  if (d === 'm' && state.seatTurn?.step === '3c') return msg('choice.do.extra');
  if (d === 'l') return levyLabel(state);
  return msg(DEED_LABEL[d]);
}

const slot = (id: string, label: string, options: ChoiceOption[]): ChoiceSlot => ({ id, label: msg(label), options });

/** The active seat's turn as a choice, for the draft so far; null when the seat owes no turn. */
export function turnChoice(state: State, seat: Seat, draftSoFar?: Draft): Choice | null {
  const d = currentDecision(state);
  if (d?.seat === seat && d.owed === 'retreat') return retreatChoice(state, draftSoFar ?? {});
  return describeTurn(state, seat, draftSoFar ?? {});
}

/**
 * The defender's answer between waves (§5.12): hold, or retreat — then, army by army, where it
 * goes (each destination's room counts the armies sent there before it).
 */
function retreatChoice(state: State, draft: Draft): Choice {
  const armies = retreatingArmies(state);
  const slots: ChoiceSlot[] = [
    slot('do', 'choice.slot.defence', [opt('h', msg('action.hold')), opt('r', msg('choice.retreat'))]),
  ];
  if (draft.do === 'r') {
    const plan: { army: number; to: HexId }[] = [];
    for (const a of armies) {
      const options = retreatDestinations(state, plan).map((x) => hexOption(x.hex));
      slots.push({
        id: `r${a.id}`,
        label: msg('choice.slot.retreatArmy', { strength: a.strength, hex: a.hex }),
        options,
      });
      const to = draft[`r${a.id}`];
      if (to === undefined || !options.some((o) => o.value === to)) break;
      plan.push({ army: a.id, to });
    }
  }
  return { key: 'retreat', slots, sealed: false };
}

function chooseRetreat(state: State, draft: Draft): Action {
  if (draft.do === 'h') return { type: 'hold' };
  return { type: 'retreat', moves: retreatingArmies(state).map((a) => ({ army: a.id, to: draft[`r${a.id}`] ?? '' })) };
}

/**
 * The turn as described for a draft; with `only`, the first slot offers just that deed if it is
 * open (what apply() needs to check one move, without weighing every other deed).
 */
function describeTurn(state: State, seat: Seat, draft: Draft, only?: Deed): Choice | null {
  const d = currentDecision(state);
  if (!d || d.seat !== seat || d.owed !== 'turn') return null;
  const turnSeat = d.onBehalfOf;
  const open = deeds(state, turnSeat, only);
  const slots: ChoiceSlot[] = [
    slot(
      'do',
      'choice.slot.do',
      open.map((x) => opt(x, deedLabel(state, x))),
    ),
  ];
  const out: Choice = { key: 'turn', slots, sealed: false };
  const deed = draft.do as Deed | undefined;
  if (deed === undefined || !open.includes(deed)) return out;
  switch (deed) {
    case 'r': {
      const hexes = reorganiseHexes(state, turnSeat);
      slots.push(
        slot(
          'hex',
          'choice.slot.hex',
          hexes.map((h) => hexOption(h.hex)),
        ),
      );
      const at = hexes.find((h) => h.hex === draft.hex);
      if (at) slots.push(slot('dice', 'choice.slot.newDice', at.sets.map(diceOption)));
      break;
    }
    case 'o': {
      const hexes = marchOutOptions(state, turnSeat);
      slots.push(
        slot(
          'hex',
          'choice.slot.marchTo',
          hexes.map((h) => hexOption(h.hex)),
        ),
      );
      const at = hexes.find((h) => h.hex === draft.hex);
      if (at)
        slots.push(
          slot(
            'str',
            'choice.slot.strength',
            Array.from({ length: at.max }, (_, i) => opt(String(i + 1), msg('choice.strength', { strength: i + 1 }))),
          ),
        );
      break;
    }
    case 'm': {
      const { byHex } = movers(state);
      slots.push(slot('from', 'choice.slot.from', [...byHex.keys()].map(hexOption)));
      const here = draft.from === undefined ? undefined : byHex.get(draft.from);
      if (!here) break;
      slots.push(
        slot(
          'army',
          'choice.slot.army',
          here.map((a) => opt(String(a.strength), msg('choice.army', { strength: a.strength, hex: a.hex }))),
        ),
      );
      const army = here.find((a) => String(a.strength) === draft.army);
      if (!army) break;
      slots.push(
        slot(
          'to',
          'choice.slot.to',
          moveTargets(state, army, board(state)).map((t) =>
            t === 'capital' ? opt('cap', msg('choice.toCapital')) : hexOption(t),
          ),
        ),
      );
      break;
    }
    case 'a': {
      const targets = assaultTargets(state);
      slots.push(
        slot(
          'target',
          'choice.slot.target',
          targets.map((t) => opt(targetValue(t), targetName(state, t))),
        ),
      );
      const target = targets.find((t) => targetValue(t) === draft.target);
      if (!target) break;
      const attackers = possibleAttackers(state, turnSeat, target);
      for (const a of attackers)
        slots.push({
          id: `a${a.id}`,
          label: msg('choice.slot.attacker', { player: kingdomName(state, a.owner), strength: a.strength, hex: a.hex }),
          optional: true,
          options: [opt('y', msg('choice.joins'))],
        });
      if (!attackers.some((a) => draft[`a${a.id}`] === 'y')) out.invalid = msg('choice.noAttackers');
      break;
    }
    case 'c': {
      const hexes = castleHexes(state, turnSeat);
      slots.push(slot('hex', 'choice.slot.castleHex', hexes.map(hexOption)));
      if (draft.hex !== undefined && hexes.includes(draft.hex))
        slots.push(slot('left', 'choice.slot.left', castlePayments(state, turnSeat, draft.hex).map(diceOption)));
      break;
    }
    case 'k':
      slots.push(
        slot(
          'pts',
          'choice.slot.points',
          crusadeOptions(state, turnSeat).map((p) => opt(String(p), msg('action.crusade', { points: p }))),
        ),
      );
      break;
    default:
      break;
  }
  return out;
}

/** The complete move a finished draft makes; throws RuleError unless it fits the description. */
export function chooseTurn(state: State, seat: Seat, draft: Draft): Action {
  const choice = turnChoice(state, seat, draft);
  if (!choice || !draftComplete(choice, draft)) throw new RuleError('core.error.choice');
  if (choice.key === 'retreat') return chooseRetreat(state, draft);
  const action = actionOf(state, draft);
  if (!action) throw new RuleError('core.error.choice');
  return action;
}

function actionOf(state: State, draft: Draft): Action | null {
  const st = state.seatTurn;
  if (!st) return null;
  switch (draft.do as Deed) {
    case 'r':
      return draft.hex && draft.dice ? { type: 'reorganise', hex: draft.hex, dice: diceOf(draft.dice) } : null;
    case 'l':
      return { type: 'levy' };
    case 'o':
      return draft.hex && draft.str ? { type: 'marchOut', hex: draft.hex, strength: Number(draft.str) } : null;
    case 'm': {
      const army = movers(state)
        .byHex.get(draft.from ?? '')
        ?.find((a) => String(a.strength) === draft.army);
      if (!army || !draft.to) return null;
      return { type: 'move', army: army.id, to: draft.to === 'cap' ? 'capital' : draft.to, extra: st.step === '3c' };
    }
    case 'a': {
      const target = assaultTargets(state).find((t) => targetValue(t) === draft.target);
      if (!target) return null;
      const armies = Object.keys(draft)
        .filter((k) => /^a\d+$/.test(k) && draft[k] === 'y')
        .map((k) => Number(k.slice(1)))
        .sort((a, b) => a - b);
      return { type: 'assault', target, armies };
    }
    case 'c':
      return draft.hex && draft.left ? { type: 'castle', hex: draft.hex, dice: diceOf(draft.left) } : null;
    case 'w':
      return { type: 'walls' };
    case 'k':
      return draft.pts ? { type: 'crusade', points: Number(draft.pts) } : null;
    case 'p':
      return { type: 'pass' };
    case 'e':
      return { type: 'endTurn' };
    default:
      return null;
  }
}

/** The draft a turn move would be made from, or null for a move that is not a turn move. */
export function draftOf(state: State, action: Action): Draft | null {
  switch (action.type) {
    case 'reorganise':
      return { do: 'r', hex: action.hex, dice: diceValue(action.dice) };
    case 'levy':
      return { do: 'l' };
    case 'marchOut':
      return { do: 'o', hex: action.hex, str: String(action.strength) };
    case 'move': {
      const army = findArmy(state, action.army);
      if (!army) return null;
      return { do: 'm', from: army.hex, army: String(army.strength), to: action.to === 'capital' ? 'cap' : action.to };
    }
    case 'assault': {
      const out: Draft = { do: 'a', target: targetValue(action.target) };
      for (const id of action.armies) out[`a${id}`] = 'y';
      return out;
    }
    case 'castle':
      return { do: 'c', hex: action.hex, left: diceValue(action.dice) };
    case 'walls':
      return { do: 'w' };
    case 'crusade':
      return { do: 'k', pts: String(action.points) };
    case 'pass':
      return { do: 'p' };
    case 'endTurn':
      return { do: 'e' };
    default:
      return null;
  }
}

/** Whether a turn move fits the seat's turn as described (apply refuses one that does not). */
export function fitsTurn(state: State, seat: Seat, action: Action): boolean {
  const draft = draftOf(state, action);
  if (!draft) return false;
  const choice = describeTurn(state, seat, draft, draft.do as Deed);
  if (!choice || !draftComplete(choice, draft)) return false;
  // Army ids are one per strength and hex in the description; the move may name any of them.
  if (action.type === 'move') {
    const st = state.seatTurn;
    const extra = st?.step === '3c';
    const armies = extra ? extraMoveArmies(state) : mainMoveArmies(state);
    return action.extra === extra && armies.some((a) => a.id === action.army);
  }
  return true;
}
