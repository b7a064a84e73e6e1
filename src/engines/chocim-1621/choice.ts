/**
 * Chocim's compound decisions, described (kit/choice.ts) and drafted outside the engine:
 *
 * - the card play (a private decision, D4): which card, how it is used, then each unit it moves
 *   — a tree walked slot by slot: the field, then the action with the unit and where it comes
 *   from, for as many units as the card allows (later units optional);
 * - the summary recall (D15, sealed, both sides at once): how many of each unit type on each
 *   defence/control action go back;
 * - the +1s after a combat roll (sealed): the engine's placement or the seat's own dice;
 * - a negotiation claim (sealed): which diplomacy cards are committed;
 * - the decisions that take several units or shots at once (weather, mutiny, died of wounds,
 *   hungry and cold, bombardment, a field taken): choiceUnits.ts.
 *
 * `choose` turns a finished draft into one complete action, and `apply` accepts a compound action
 * only when its draft (`draftOf`) fits the same description — one legality source.
 */
import { type Choice, type ChoiceOption, type ChoiceSlot, checkDraft, type Draft } from '../kit/choice.js';
import { RuleError } from '../kit/ruleError.js';
import type { Msg, Seat } from '../kit/types.js';
import type { Action } from './actions.js';
import {
  bombardPicks,
  cullPicks,
  mutinyPicks,
  occupyRows,
  shotOfValue,
  shotValue,
  unitOfValue,
  unitsChoice,
  unitValue,
  weatherPicks,
} from './choiceUnits.js';
import { commander, strength } from './data/cards.js';
import type { Side, UnitType } from './data/units.js';
import { stratagemMsg } from './hand.js';
import { draftOfPicks, type Picks, picksOfDraft } from './picks.js';
import { slotField } from './rules/board.js';
import { greedyBoosts, modifiers } from './rules/combat.js';
import { canCommit, legalPlacements, legalWithdrawals, newDraft, playableCards, playFeasible } from './rules/deploy.js';
import { actionMsg, cardMsg, fieldMsg, locationMsg, msg, slotMsg, unitMsg } from './rules/msgs.js';
import { recallable } from './rules/summary.js';
import { actingSide, sideOfSeat } from './sides.js';
import type { Placement, Draft as PlayDraft, State, UnitPick } from './state.js';

type Play = Extract<Action, { type: 'play' }>;

const PASS = 'pass';

/** The card play as a tree: card, mode (cards with a stratagem), then the units one by one. */
function playChoice(s: State, side: Side, draft: Draft): Choice {
  const cards = playableCards(s, side);
  // Every command play has the same feasibility: can one unit be deployed anywhere?
  const commandOk = cards.length > 0 && playFeasible(s, newDraft(side, cards[0] as string, 'command'));
  const modesOf = (card: string): ('command' | 'stratagem')[] => {
    const out: ('command' | 'stratagem')[] = commandOk ? ['command'] : [];
    if (commander(card).stratagems.length > 0 && playFeasible(s, newDraft(side, card, 'stratagem')))
      out.push('stratagem');
    return out;
  };
  const cardOptions: ChoiceOption[] = [{ value: PASS, label: msg('choice.pass') }];
  const modes = new Map<string, ('command' | 'stratagem')[]>();
  for (const card of cards) {
    const m = modesOf(card);
    if (m.length === 0) continue;
    modes.set(card, m);
    cardOptions.push({ value: card, label: cardMsg(card) });
  }
  const slots: ChoiceSlot[] = [{ id: 'c', label: msg('choice.card'), options: cardOptions }];
  const base = { key: 'play', slots, sealed: false };
  const card = draft.c;
  const cardModes = card === undefined ? undefined : modes.get(card);
  if (card === undefined || card === PASS || !cardModes) return base;
  let mode: 'command' | 'stratagem' | undefined = 'command';
  if (commander(card).stratagems.length > 0) {
    const strat = commander(card).stratagems[0];
    slots.push({
      id: 'm',
      label: msg('choice.mode'),
      options: cardModes.map((m) => ({
        value: m,
        label:
          m === 'command' || !strat
            ? msg('choice.modeCommand', { n: commander(card).commandValue })
            : msg('choice.modeStratagem', { what: stratagemMsg(strat) }),
      })),
    });
    mode = draft.m === 'command' || draft.m === 'stratagem' ? draft.m : undefined;
  }
  if (mode === undefined || !cardModes.includes(mode)) return base;
  const d = newDraft(side, card, mode);
  // Units one by one; each follows the ones before it.
  for (let i = 0; i < d.limit; i++) {
    const field = `f${i}`;
    const what = `u${i}`;
    if (d.kind === 'withdraw') {
      const open = legalWithdrawals(s, d);
      if (open.length === 0) break;
      const froms = [...new Set(open.map((p) => p.from))];
      slots.push({
        id: field,
        label: msg('choice.withdrawFrom', { n: i + 1 }),
        options: froms.map((f) => ({ value: f, label: locationMsg(f) })),
        ...(i > 0 && !d.exact ? { optional: true } : {}),
      });
      const from = draft[field];
      if (from === undefined || !froms.includes(from)) break;
      slots.push({
        id: what,
        label: msg('choice.withdrawUnit', { n: i + 1 }),
        options: open.filter((p) => p.from === from).map((p) => ({ value: p.unit, label: unitMsg(p.unit) })),
      });
      const unit = draft[what];
      const pick = open.find((p) => p.from === from && p.unit === unit);
      if (!pick) break;
      d.placements.push(pick);
      continue;
    }
    const open = legalPlacements(s, d);
    if (open.length === 0) break;
    const fields = [...new Set(open.map((p) => slotField(p.to)))];
    slots.push({
      id: field,
      label: msg('choice.unitField', { n: i + 1 }),
      options: fields.map((f) => ({ value: f, label: fieldMsg(f) })),
      // Further units are optional, except in a levy that takes exactly its count.
      ...(i > 0 && !d.exact ? { optional: true } : {}),
    });
    const f = draft[field];
    if (f === undefined || !fields.includes(f as (typeof fields)[number])) break;
    const here = open.filter((p) => slotField(p.to) === f);
    slots.push({
      id: what,
      label: msg('choice.unitWhat', { n: i + 1, field: fieldMsg(f) }),
      options: here.map((p) => ({
        value: placementValue(p),
        label: msg('choice.unitOption', {
          unit: unitMsg(p.unit),
          from: locationMsg(p.from),
          action: actionMsg(p.to.slice(p.to.indexOf('.') + 1)),
        }),
      })),
    });
    const pick = here.find((p) => placementValue(p) === draft[what]);
    if (!pick) break;
    d.placements.push(pick);
  }
  // A full draft the rules still refuse: a levy needs exactly its count, an occupation its minimum.
  const lastFilled = slots.every((sl) => sl.optional === true || draft[sl.id] !== undefined);
  if (lastFilled && d.placements.length > 0 && !canCommit(s, d))
    return {
      ...base,
      invalid: d.exact && d.placements.length !== d.limit ? msg('choice.exact', { n: d.limit }) : msg('choice.occupy'),
    };
  return base;
}

function placementValue(p: Placement): string {
  return `${p.to}|${p.from}|${p.unit}`;
}

/** The draft a whole play makes (the same slots its description asks). */
function draftOfPlay(a: Play): Draft {
  const out: Draft = { c: a.card };
  if (commander(a.card).stratagems.length > 0) out.m = a.mode;
  a.placements.forEach((p, i) => {
    if (a.mode === 'stratagem' && commander(a.card).stratagems[0]?.kind === 'withdraw') {
      out[`f${i}`] = p.from;
      out[`u${i}`] = p.unit;
    } else {
      out[`f${i}`] = slotField(p.to);
      out[`u${i}`] = placementValue(p);
    }
  });
  return out;
}

function playOfDraft(side: Side, draft: Draft): Action {
  const card = draft.c as string;
  if (card === PASS) return { type: 'pass' };
  const mode = draft.m === 'stratagem' ? 'stratagem' : 'command';
  const d: PlayDraft = newDraft(side, card, mode);
  const placements: Placement[] = [];
  for (let i = 0; i < d.limit; i++) {
    const f = draft[`f${i}`];
    const u = draft[`u${i}`];
    if (f === undefined || u === undefined) break;
    if (d.kind === 'withdraw') placements.push({ from: f, unit: u as UnitType, to: 'reserve' });
    else {
      const [to, from, unit] = u.split('|');
      placements.push({ from: from as string, unit: unit as UnitType, to: to as string });
    }
  }
  return { type: 'play', card, mode, placements };
}

/** Defence (PLC) or control (OTT) units on the board, by action and type, that may go back. */
function recallRows(s: State, side: Side): { from: string; unit: UnitType; count: number }[] {
  return recallable(s, side).map((r) => ({
    ...r,
    count: s.slots[r.from.slice(2)]?.[r.unit] ?? 0,
  }));
}

function recallChoice(s: State, side: Side): Choice | null {
  const st = s.step;
  if (st?.kind !== 'recall') return null;
  const rows = recallRows(s, side);
  if (rows.length === 0) return null;
  const slots: ChoiceSlot[] = rows.map((r, k) => ({
    id: `r${k}`,
    label: msg('choice.recallRow', { unit: unitMsg(r.unit), from: locationMsg(r.from), n: r.count }),
    options: Array.from({ length: r.count }, (_, j) => ({
      value: String(j + 1),
      label: msg('choice.recallBack', { n: j + 1, all: j + 1 === r.count ? 'yes' : 'no' }),
    })),
    optional: true,
  }));
  const choice: Choice = { key: 'recall', slots, sealed: true };
  if (st.done[side]) choice.current = draftOfRecall(rows, st.picks[side]);
  return choice;
}

function draftOfRecall(rows: { from: string; unit: UnitType }[], picks: UnitPick[]): Draft {
  const out: Draft = {};
  rows.forEach((r, k) => {
    const n = picks.filter((p) => p.from === r.from && p.unit === r.unit).length;
    if (n > 0) out[`r${k}`] = String(n);
  });
  return out;
}

function boostChoice(s: State, side: Side, draft: Draft): Choice | null {
  const st = s.step;
  if (st?.kind !== 'combat' || st.combat.stage !== 'modifiers') return null;
  const c = st.combat;
  if (!c.dice) return null;
  const k = modifiers(c, side);
  if (k === 0) return null;
  const slots: ChoiceSlot[] = [
    {
      id: 'h',
      label: msg('choice.boostHow', { n: k }),
      options: [
        { value: 'auto', label: msg('choice.boostAuto') },
        { value: 'pick', label: msg('choice.boostPick') },
      ],
    },
  ];
  const dice: ChoiceOption[] = c.dice[side].base.map((v, i) => ({
    value: String(i),
    label: msg('label.boost', { n: i + 1, v }),
  }));
  const pool: Record<string, number> = {};
  for (const d of dice) pool[d.value] = 1;
  if (draft.h === 'pick')
    for (let j = 0; j < k; j++)
      slots.push({ id: `d${j}`, label: msg('choice.boostDie', { n: j + 1 }), options: dice, optional: true });
  const choice: Choice = { key: 'boost', slots, pool, sealed: true };
  if (c.boostDone[side]) {
    const current: Draft = { h: 'pick' };
    c.boosts[side].forEach((d, j) => {
      current[`d${j}`] = String(d);
    });
    choice.current = current;
  }
  return choice;
}

function claimChoice(s: State, side: Side): Choice | null {
  const n = s.negotiation;
  if (s.step?.kind !== 'claim' || !n || n.hands[side].length === 0) return null;
  const slots: ChoiceSlot[] = n.hands[side].map((card, i) => ({
    id: `k${i}`,
    label: msg('choice.claimCard', { s: strength(card) }),
    options: [{ value: 'y', label: msg('choice.claimGive') }],
    optional: true,
  }));
  const choice: Choice = { key: 'claim', slots, sealed: true };
  if (n.confirmed[side]) {
    const current: Draft = {};
    n.hands[side].forEach((card, i) => {
      if (n.selection[side].includes(card)) current[`k${i}`] = 'y';
    });
    choice.current = current;
  }
  return choice;
}

/** The unit-taking decisions a side owes now for a step kind (the mutiny: one per unit type). */
function unitPicksFor(s: State, side: Side, kind: 'weather' | 'cull' | 'mutiny'): Picks[] {
  if (s.step?.kind !== kind) return [];
  const one =
    kind === 'weather' ? (side === 'OTT' ? weatherPicks(s) : null) : kind === 'cull' ? cullPicks(s, side) : null;
  return kind === 'mutiny' ? mutinyPicks(s, side) : one ? [one] : [];
}

function unitPicksOf(s: State, side: Side, draft: Draft): string[] {
  const kind = s.step?.kind;
  if (kind !== 'weather' && kind !== 'cull' && kind !== 'mutiny') return [];
  return unitPicksFor(s, side, kind).flatMap((p) => picksOfDraft(p, draft));
}

/** The compound choice `seat` may make now, for the draft so far; null when it has none. */
export function choice(state: State, seat: Seat, draft?: Draft): Choice | null {
  const side = sideOfSeat(state, seat);
  const st = state.step;
  if (!side || !st || state.outcome) return null;
  const d = draft ?? {};
  switch (st.kind) {
    case 'turn':
      return actingSide(state) === side ? playChoice(state, side, d) : null;
    case 'recall':
      return recallChoice(state, side);
    case 'combat':
      return boostChoice(state, side, d);
    case 'claim':
      return claimChoice(state, side);
    case 'weather':
    case 'cull':
    case 'mutiny':
    case 'bombard':
    case 'occupy':
      return unitsChoice(state, side, d);
    default:
      return null;
  }
}

/** The one complete action a finished draft makes; throws unless it fits the choice now. */
export function choose(state: State, seat: Seat, draft: Draft): Action {
  const side = sideOfSeat(state, seat);
  const c = choice(state, seat, draft);
  if (!side || !c) throw new RuleError('chocim-1621.error.notYourTurn');
  checkDraft(c, draft);
  switch (c.key) {
    case 'play':
      return playOfDraft(side, draft);
    case 'recall': {
      const rows = recallRows(state, side);
      const back = rows.flatMap((r, k) => {
        const n = Number(draft[`r${k}`] ?? 0);
        return n > 0 ? [{ from: r.from, unit: r.unit, n }] : [];
      });
      return { type: 'recall', back };
    }
    case 'boost': {
      if (draft.h === 'auto') return { type: 'boostAuto' };
      const dice = Object.keys(draft)
        .filter((k) => k.startsWith('d'))
        .sort()
        .map((k) => Number(draft[k]));
      return { type: 'boost', dice };
    }
    case 'weather':
    case 'cull':
    case 'mutiny':
      return { type: c.key, units: unitPicksOf(state, side, draft).map(unitOfValue) };
    case 'bombard': {
      const p = bombardPicks(state);
      return { type: 'bombard', shots: p ? picksOfDraft(p, draft).map(shotOfValue) : [] };
    }
    case 'occupy':
      return {
        type: 'occupy',
        back: occupyRows(state).flatMap((r, k) => {
          const n = Number(draft[`o${k}`] ?? 0);
          return n > 0 ? [{ unit: r.unit, n }] : [];
        }),
      };
    default: {
      const n = state.negotiation;
      const hand = n ? n.hands[side] : [];
      return { type: 'claim', cards: hand.filter((_, i) => draft[`k${i}`] === 'y') };
    }
  }
}

/**
 * The draft a compound action stands for, or null for a simple move. `apply` checks it against
 * the seat's choice, so a whole play, recall, +1 placement or claim is legal exactly when the
 * prompt could have built it.
 */
export function draftOf(state: State, side: Side, a: Action): Draft | null {
  switch (a.type) {
    case 'play':
      return draftOfPlay(a);
    case 'recall': {
      const rows = recallRows(state, side);
      const out: Draft = {};
      for (const b of a.back) {
        const k = rows.findIndex((r) => r.from === b.from && r.unit === b.unit);
        // An unknown row or a repeated one does not fit (a made-up slot fails the check).
        const id = k < 0 ? `x${b.from}|${b.unit}` : `r${k}`;
        if (out[id] !== undefined) out[`${id}+`] = String(b.n);
        else out[id] = String(b.n);
      }
      return out;
    }
    case 'boost': {
      const out: Draft = { h: 'pick' };
      a.dice.forEach((d, j) => {
        out[`d${j}`] = String(d);
      });
      return out;
    }
    case 'boostAuto':
      return { h: 'auto' };
    case 'weather':
    case 'cull':
    case 'mutiny': {
      const all = unitPicksFor(state, side, a.type);
      const out: Draft = {};
      // Each unit to the slots of its type (the mutiny asks per type), in the order given.
      const byPicks = new Map<Picks, string[]>();
      for (const u of a.units) {
        const p = all.find((x) => x.itemsAt(0).some((it) => it.value.endsWith(`|${u.unit}`))) ?? all[0];
        if (!p) return { x: unitValue(u) };
        byPicks.set(p, [...(byPicks.get(p) ?? []), unitValue(u)]);
      }
      for (const [p, values] of byPicks) draftOfPicks(p, values, out);
      return out;
    }
    case 'bombard': {
      const p = bombardPicks(state);
      return p ? draftOfPicks(p, a.shots.map(shotValue)) : { x: 'bombard' };
    }
    case 'occupy': {
      const rows = occupyRows(state);
      const out: Draft = {};
      for (const b of a.back) {
        const k = rows.findIndex((r) => r.unit === b.unit);
        const id = k < 0 ? `x${b.unit}` : `o${k}`;
        if (out[id] !== undefined) out[`${id}+`] = String(b.n);
        else out[id] = String(b.n);
      }
      return out;
    }
    case 'claim': {
      const hand = state.negotiation?.hands[side] ?? [];
      const out: Draft = {};
      for (const card of a.cards) {
        const i = hand.indexOf(card);
        const id = i < 0 ? `x${card}` : `k${i}`;
        if (out[id] !== undefined) out[`${id}+`] = 'y';
        else out[id] = 'y';
      }
      return out;
    }
    default:
      return null;
  }
}

/**
 * A suggested whole play per card and mode for /act, defaults and bots: units one by one, each
 * to the action the previous one went to while it has room, else to the first open one. Command
 * plays differ only in their size, so one greedy sequence serves every card.
 */
export function suggestedPlays(s: State, side: Side): Play[] {
  const cards = playableCards(s, side);
  if (cards.length === 0) return [];
  const out: Play[] = [];
  const greedy = (d: PlayDraft): PlayDraft[] => {
    const prefixes: PlayDraft[] = [];
    let cur = d;
    for (let i = 0; i < d.limit; i++) {
      const open = d.kind === 'withdraw' ? legalWithdrawals(s, cur) : legalPlacements(s, cur);
      const last = cur.placements[cur.placements.length - 1];
      const next = (last && open.find((p) => p.to === last.to && p.from === last.from)) ?? open[0];
      if (!next) break;
      cur = { ...cur, placements: [...cur.placements, next] };
      prefixes.push(cur);
    }
    return prefixes;
  };
  const maxLimit = Math.max(...cards.map((c) => commander(c).commandValue));
  const commandSeq = greedy({ ...newDraft(side, cards[0] as string, 'command'), limit: maxLimit });
  for (const card of cards) {
    const cv = commander(card).commandValue;
    // The longest committable prefix the card's command value allows.
    for (let n = Math.min(cv, commandSeq.length); n > 0; n--) {
      const d = commandSeq[n - 1];
      if (d && canCommit(s, { ...d, limit: cv })) {
        out.push({ type: 'play', card, mode: 'command', placements: d.placements });
        break;
      }
    }
    if (commander(card).stratagems.length === 0) continue;
    const strat = newDraft(side, card, 'stratagem');
    const seq = greedy(strat);
    for (let n = seq.length; n > 0; n--) {
      const d = seq[n - 1];
      if (d && canCommit(s, d)) {
        out.push({ type: 'play', card, mode: 'stratagem', placements: d.placements });
        break;
      }
    }
  }
  return out;
}

/** "Hetman: command — 3 units to Redoubts (defence)" for a suggested play. */
export function playLabel(p: Play): Msg {
  const first = p.placements[0];
  const where = !first ? msg('choice.nowhere') : first.to === 'reserve' ? locationMsg(first.from) : slotMsg(first.to);
  return msg(p.mode === 'command' ? 'label.playCommandWhole' : 'label.playStratagemWhole', {
    card: cardMsg(p.card),
    n: p.placements.length,
    where,
    back: first?.to === 'reserve' ? 'yes' : 'no',
  });
}

export { greedyBoosts };
