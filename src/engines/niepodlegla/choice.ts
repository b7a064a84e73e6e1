/**
 * What a seat may decide now, described (kit/choice.ts) rather than played menu by menu:
 *
 * - A group decision (§9.1) is a tree: first what you do (agree with the proposal on the table,
 *   propose something else, or — the Piłsudski holder in a dispute — decide), then the parts of
 *   the option in the order the rules ask them (a city, then a second one; a city, then which
 *   obstacle; the missions a seat's pawns go to, one by one). The parts are read off the
 *   decision's own option list (choices.ts), so a finished draft names exactly one option and
 *   the engine applies it as one `propose`/`agree`/`decide` action, checked against the same list.
 * - Phase 2 (§4.2) is a tree too: reroll (then which of your dice), pass a die (which, to whom),
 *   lend a token, use a morale token, order your missions, done, or propose to stop — each a
 *   complete action that `apply` checks against the same rules as `legalActions` lists.
 *
 * A seat whose only move is to agree gets no choice (the agree button shows instead).
 */
import { type Choice, type ChoiceSlot, checkDraft, type Draft } from '../kit/choice.js';
import { RuleError } from '../kit/ruleError.js';
import type { Msg, Seat } from '../kit/types.js';
import type { Action } from './actions.js';
import { TOKENS, type TokenId } from './data/tokens.js';
import { decideAvailable, dieLabel, doneAllowed, fightActive, lendable, moraleTokenUsable } from './legal.js';
import { cardMsg, characterMsg, cityMsg, m, obstacleMsg, playerMsg, tokenMsg } from './msg.js';
import type { ChoiceOptionData, Die, State } from './state.js';

/** One part of a group option: the value a slot takes and how it reads. */
interface Part {
  value: string;
  label: Msg;
}

/** A short slot value: lower-case letters and digits only. */
const short = (x: string): string => x.toLowerCase().replace(/[^a-z0-9]/g, '');

function partsOf(s: State, o: ChoiceOptionData): Part[] {
  const v = o.value;
  switch (v.k) {
    case 'cities':
      return v.cities.map((c) => ({ value: short(c), label: cityMsg(c) }));
    case 'obstacle':
      return [
        { value: short(v.city), label: cityMsg(v.city) },
        { value: short(v.kind), label: obstacleMsg(v.kind) },
      ];
    case 'cards':
      return v.cards.map((c) => ({ value: short(c), label: cardMsg(c) }));
    case 'seat':
      return [{ value: `s${v.seat}`, label: playerMsg(s, v.seat) }];
    case 'die':
      return [{ value: short(v.character), label: characterMsg(v.character) }];
    case 'count':
      return [
        {
          value: String(v.n),
          label: s.choice?.item.step.k === 'planDice' ? m('choice.part.dice', { n: v.n }) : o.label,
        },
      ];
    case 'stopFight':
      return [{ value: v.stop ? 'stop' : 'go', label: o.label }];
    case 'decline':
      return [{ value: 'none', label: o.label }];
    case 'auto':
      return [{ value: 'auto', label: o.label }];
    default:
      return [{ value: 'x', label: o.label }];
  }
}

/** The label of the i-th part slot of the current group decision. */
function partSlotLabel(s: State, i: number): Msg {
  const step = s.choice?.item.step;
  if (!step) return m('choice.slot.option');
  if (step.k === 'imprison') return m(`choice.slot.imprison.${step.what}`);
  return m(`choice.slot.${step.k}`, { n: i + 1 });
}

type Doing = 'a' | 'p' | 'd';

/** The options a seat may still propose (or decide), with their parts. */
function optionsFor(s: State, doing: Doing): { o: ChoiceOptionData; parts: Part[] }[] {
  const c = s.choice;
  if (!c) return [];
  const list = doing === 'p' ? c.options.filter((o) => o.id !== c.proposal?.option) : c.options;
  return list.map((o) => ({ o, parts: partsOf(s, o) }));
}

function doings(s: State, seat: Seat): Doing[] {
  const c = s.choice;
  if (!c) return [];
  const out: Doing[] = [];
  if (c.proposal && !c.proposal.agreed.includes(seat)) out.push('a');
  if (!c.proposers.includes(seat) && c.options.some((o) => o.id !== c.proposal?.option)) out.push('p');
  if (decideAvailable(s, seat)) out.push('d');
  return out;
}

function doingLabel(s: State, doing: Doing): Msg {
  const c = s.choice;
  const current = c?.options.find((o) => o.id === c.proposal?.option)?.label ?? m('list.none');
  if (doing === 'a') return m('choice.do.agree', { option: current });
  if (doing === 'p') return m(c?.proposal ? 'choice.do.counter' : 'choice.do.propose');
  return m('choice.do.decide');
}

function groupChoice(s: State, seat: Seat, draft: Draft): Choice | null {
  const c = s.choice;
  if (!c || s.outcome) return null;
  const can = doings(s, seat);
  // Agreeing alone is a simple move: its button shows.
  if (can.length === 0 || (can.length === 1 && can[0] === 'a')) return null;
  const slots: ChoiceSlot[] = [
    { id: 'do', label: m('choice.slot.do'), options: can.map((d) => ({ value: d, label: doingLabel(s, d) })) },
  ];
  const doing = draft.do as Doing | undefined;
  if (doing === 'p' || doing === 'd') {
    let matching = optionsFor(s, doing);
    for (let i = 0; matching.some((x) => x.parts.length > i); i++) {
      const id = `p${i}`;
      const seen = new Map<string, Msg>();
      for (const x of matching) {
        const part = x.parts[i];
        if (part && !seen.has(part.value)) seen.set(part.value, part.label);
      }
      slots.push({
        id,
        label: partSlotLabel(s, i),
        options: [...seen].map(([value, label]) => ({ value, label })),
      });
      const picked = draft[id];
      if (picked === undefined) break;
      matching = matching.filter((x) => x.parts[i]?.value === picked);
      if (matching.length === 0) break;
    }
  }
  return { key: 'group', slots, sealed: false };
}

// ---------------------------------------------------------------- phase 2

const heldDice = (s: State, seat: Seat): Die[] => s.dice.filter((d) => d.holder === seat);
const others = (s: State, seat: Seat): Seat[] => [...Array(s.players).keys()].filter((x) => x !== seat);

function myMissions(s: State, seat: Seat): string[] {
  return s.final ? [] : s.display.filter((d) => d.pawn === seat).map((d) => d.card);
}

type FightDo = 'r' | 'p' | 'l' | 'u' | 'o' | 'd' | 's';

function fightDoings(s: State, seat: Seat): FightDo[] {
  const out: FightDo[] = [];
  const held = heldDice(s, seat);
  if (held.length > 0) out.push('r');
  if (s.morale.pool >= 2 && held.length > 0) out.push('p');
  if (s.morale.pool >= 2 && lendableTokens(s, seat).length > 0) out.push('l');
  if (usableTokens(s, seat).length > 0) out.push('u');
  if (myMissions(s, seat).length >= 2) out.push('o');
  if (doneAllowed(s, seat)) out.push('d');
  if (!s.final) out.push('s');
  return out;
}

function lendableTokens(s: State, seat: Seat): TokenId[] {
  return TOKENS.filter((t) => {
    const ts = s.tokens[t];
    return ts.owner === seat && ts.holder === seat && ts.active && lendable(t);
  });
}

function usableTokens(s: State, seat: Seat): TokenId[] {
  return TOKENS.filter((t) => moraleTokenUsable(s, t, seat));
}

function fightChoice(s: State, seat: Seat, draft: Draft): Choice | null {
  if (!fightActive(s) || s.outcome) return null;
  const can = fightDoings(s, seat);
  if (can.length === 0) return null;
  const slots: ChoiceSlot[] = [
    {
      id: 'do',
      label: m('choice.slot.do'),
      options: can.map((d) => ({ value: d, label: m(`choice.fight.${d}`) })),
    },
  ];
  const choice: Choice = { key: 'fight', slots, sealed: false };
  const toSlot = (): ChoiceSlot => ({
    id: 'to',
    label: m('choice.slot.to'),
    options: others(s, seat).map((x) => ({ value: `s${x}`, label: playerMsg(s, x) })),
  });
  switch (draft.do as FightDo | undefined) {
    case 'r': {
      const held = heldDice(s, seat);
      held.forEach((d, i) => {
        slots.push({
          id: `r${i}`,
          label: dieLabel(d),
          optional: true,
          options: [{ value: 'y', label: m('choice.reroll.yes') }],
        });
      });
      if (!held.some((_, i) => draft[`r${i}`] === 'y')) choice.invalid = m('choice.invalid.noDice');
      break;
    }
    case 'p':
      slots.push({
        id: 'die',
        label: m('choice.slot.die'),
        options: heldDice(s, seat).map((d, i) => ({ value: String(i), label: dieLabel(d) })),
      });
      slots.push(toSlot());
      break;
    case 'l':
      slots.push({
        id: 'tok',
        label: m('choice.slot.token'),
        options: lendableTokens(s, seat).map((t) => ({ value: short(t), label: tokenMsg(t) })),
      });
      slots.push(toSlot());
      break;
    case 'u':
      slots.push({
        id: 'tok',
        label: m('choice.slot.token'),
        options: usableTokens(s, seat).map((t) => ({ value: short(t), label: tokenMsg(t) })),
      });
      break;
    case 'o': {
      const mine = myMissions(s, seat);
      const taken: string[] = [];
      for (let i = 0; i < mine.length; i++) {
        const id = `o${i}`;
        slots.push({
          id,
          label: m('choice.slot.priority', { n: i + 1 }),
          options: mine.filter((x) => !taken.includes(short(x))).map((x) => ({ value: short(x), label: cardMsg(x) })),
        });
        const v = draft[id];
        if (v === undefined) break;
        taken.push(v);
      }
      const order = priorityOrder(s, seat, draft);
      if (order && order.join('+') === s.priority[seat]?.join('+')) choice.invalid = m('choice.invalid.samePriority');
      break;
    }
    default:
      break;
  }
  return choice;
}

function priorityOrder(s: State, seat: Seat, draft: Draft): string[] | null {
  const mine = myMissions(s, seat);
  const out: string[] = [];
  for (let i = 0; i < mine.length; i++) {
    const card = mine.find((x) => short(x) === draft[`o${i}`]);
    if (!card) return null;
    out.push(card);
  }
  return out;
}

// ---------------------------------------------------------------- the contract

export function describe(s: State, seat: Seat, draft: Draft = {}): Choice | null {
  if (s.outcome || seat < 0 || seat >= s.players) return null;
  return s.choice ? groupChoice(s, seat, draft) : fightChoice(s, seat, draft);
}

export function choose(s: State, seat: Seat, draft: Draft): Action {
  const choice = describe(s, seat, draft);
  if (!choice) throw new RuleError('niepodlegla.error.noDecision');
  checkDraft(choice, draft);
  if (choice.key === 'group') {
    const doing = draft.do as Doing;
    if (doing === 'a') return { type: 'agree' };
    const found = optionsFor(s, doing).filter((x) => x.parts.every((p, i) => draft[`p${i}`] === p.value));
    const only = found.length === 1 ? found[0] : undefined;
    if (!only) throw new RuleError('core.error.choice');
    return doing === 'p' ? { type: 'propose', option: only.o.id } : { type: 'decide', option: only.o.id };
  }
  const to = (): Seat => Number((draft.to ?? '').slice(1));
  switch (draft.do as FightDo) {
    case 'r': {
      const held = heldDice(s, seat);
      return { type: 'reroll', dice: held.filter((_, i) => draft[`r${i}`] === 'y').map((d) => d.id) };
    }
    case 'p': {
      const die = heldDice(s, seat)[Number(draft.die)];
      if (!die) throw new RuleError('core.error.choice');
      return { type: 'pass', die: die.id, to: to() };
    }
    case 'l':
    case 'u': {
      const token = TOKENS.find((t) => short(t) === draft.tok);
      if (!token) throw new RuleError('core.error.choice');
      return draft.do === 'l' ? { type: 'lend', token, to: to() } : { type: 'useToken', token };
    }
    case 'o': {
      const order = priorityOrder(s, seat, draft);
      if (!order) throw new RuleError('core.error.choice');
      return { type: 'priority', missions: order };
    }
    case 'd':
      return { type: 'done' };
    case 's':
      return { type: 'stop' };
    default:
      throw new RuleError('core.error.choice');
  }
}
