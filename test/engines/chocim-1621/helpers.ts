/** Helpers for Chocim 1621 tests: crafted states and acting by side. */
import { expect } from 'vitest';
import { draftOf } from '../../../src/engines/chocim-1621/choice.js';
import { noUnits, type Side, type Units, type UnitType } from '../../../src/engines/chocim-1621/data/units.js';
import { flow } from '../../../src/engines/chocim-1621/flow.js';
import { type Action, chocimGame, type State } from '../../../src/engines/chocim-1621/index.js';
import { legalPlacements, newDraft } from '../../../src/engines/chocim-1621/rules/deploy.js';
import type { Cursor, Placement, UnitPick } from '../../../src/engines/chocim-1621/state.js';
import { draftFits } from '../../../src/engines/kit/choice.js';
import { runFlow } from '../../../src/engines/kit/flow.js';
import { defaultOptions, defaultSeats } from '../../../src/engines/kit/randomPlay.js';
import { type Rng, SeededRng } from '../../../src/engines/kit/rng.js';
import { RuleError } from '../../../src/engines/kit/ruleError.js';
import type { GameEvent } from '../../../src/engines/kit/types.js';
import { type Edit, scripted, startAt } from '../../support/engine.js';

export const PLC = 0;
export const OTT = 1;

/**
 * A fresh game in week 1's actions phase (PLC to play), from a fixed seed, with `edits` applied in
 * order (test/support/engine.ts `startAt`): `fresh({}, turnTo(OTT), posted(slot, { … }))`.
 */
export function fresh(options: Record<string, boolean | string> = {}, ...edits: Edit<State>[]): State {
  const base = chocimGame.setup(
    defaultSeats(chocimGame, 2),
    { ...defaultOptions(chocimGame), ...options },
    SeededRng.fromSeed('chocim-test'),
  );
  return startAt(base, ...edits);
}

export function units(partial: Partial<Units>): Units {
  return { ...noUnits(), ...partial };
}

/** Puts a commander card in a side's hand (taking it out of the deck or used pile). */
export function giveCard(s: State, side: Side, card: string): void {
  holding(side, card)(s);
}

/** Edit: the card is in the side's hand (taken out of the deck or used pile). */
export const holding =
  (side: Side, card: string): Edit<State> =>
  (s) => {
    s.decks[side] = s.decks[side].filter((c) => c !== card);
    s.usedPile[side] = s.usedPile[side].filter((c) => c !== card);
    if (!s.hands[side].includes(card)) s.hands[side].push(card);
  };

/** The given side is to play in the actions phase. */
export function turnOf(s: State, side: Side): State {
  turnTo(side)(s);
  return s;
}

/** Edit: the given side is to play in the actions phase. */
export const turnTo =
  (side: Side): Edit<State> =>
  (s) => {
    s.phase = 'actions';
    s.cursor = 'actions';
    s.active = side;
    s.step = { kind: 'turn' };
  };

/** Moves units from a reserve to an action directly (crafting a position). */
export function put(s: State, slot: string, u: Partial<Units>, reserve?: string): void {
  posted(slot, u, reserve)(s);
}

/** Edit: units stand on an action slot, taken from `reserve` if given (crafting a position). */
export const posted =
  (slot: string, u: Partial<Units>, reserve?: string): Edit<State> =>
  (s) => {
    const cur = s.slots[slot] ?? noUnits();
    for (const [t, n] of Object.entries(u) as [UnitType, number][]) {
      cur[t] += n;
      if (reserve) {
        const r = s.reserves[reserve as keyof State['reserves']];
        r[t] -= n;
        if (r[t] < 0) throw new Error(`test: reserve ${reserve} lacks ${t}`);
      }
    }
    s.slots[slot] = cur;
  };

/**
 * A step of a test script: a game move, or one click of a decision a player drafts outside the
 * engine (a card chosen, a unit placed, a unit marked to go back, a die or a card picked). The
 * clicks are checked against the seat's described choice as the prompt would (an option it does
 * not offer is a RuleError) and kept beside the state; the closing click (commit, recallDone,
 * boostDone, claimConfirm) sends the one complete action to the engine.
 */
export type Click =
  | { type: 'play'; card: string; mode: 'command' | 'stratagem' }
  | { type: 'place'; from: string; unit: UnitType; to: string }
  | { type: 'withdraw'; from: string; unit: UnitType }
  | { type: 'commit' }
  | { type: 'cancel' }
  | { type: 'recall'; from: string; unit: UnitType }
  | { type: 'unrecall'; from: string; unit: UnitType }
  | { type: 'recallDone' }
  | { type: 'boost'; die: number }
  | { type: 'boostDone' }
  | { type: 'claimAdd'; card: string }
  | { type: 'claimRemove'; card: string }
  | { type: 'claimConfirm' };
export type Scripted = Action | Click;

export interface Step {
  side: Side;
  action: Scripted;
}

type PlayDraft = { side: Side; card: string; mode: 'command' | 'stratagem'; placements: Placement[] };
interface Drafts {
  play: PlayDraft | null;
  recall: Record<Side, UnitPick[]>;
  boost: Record<Side, number[]>;
  claim: Record<Side, string[]>;
}
const drafts = new WeakMap<State, Drafts>();

function draftsOf(s: State): Drafts {
  return structuredClone(
    drafts.get(s) ?? {
      play: null,
      recall: { PLC: [], OTT: [] },
      boost: { PLC: [], OTT: [] },
      claim: { PLC: [], OTT: [] },
    },
  );
}

/** The draft so far (a click of the prompt) is one the seat's choice offers, or a RuleError. */
function offered(s: State, side: Side, a: Action): void {
  const d = draftOf(s, side, a);
  const c = d ? chocimGame.choice?.(s, s.seatOf[side], d) : null;
  if (!d || !c || !draftFits(c, d)) throw new RuleError('chocim-1621.error.illegal', { action: a.type });
}

function click(s: State, side: Side, c: Click): { state: State; events: GameEvent[] } | Action {
  const d = draftsOf(s);
  const keep = () => {
    const t = structuredClone(s);
    drafts.set(t, d);
    return { state: t, events: [] as GameEvent[] };
  };
  switch (c.type) {
    case 'play':
      d.play = { side, card: c.card, mode: c.mode, placements: [] };
      offered(s, side, { type: 'play', card: c.card, mode: c.mode, placements: [] });
      return keep();
    case 'place':
    case 'withdraw': {
      if (!d.play || d.play.side !== side) throw new RuleError('chocim-1621.error.illegal', { action: c.type });
      d.play.placements.push({ from: c.from, unit: c.unit, to: c.type === 'place' ? c.to : 'reserve' });
      offered(s, side, { type: 'play', card: d.play.card, mode: d.play.mode, placements: d.play.placements });
      return keep();
    }
    case 'cancel':
      d.play = null;
      return keep();
    case 'commit':
      if (!d.play || d.play.side !== side) throw new RuleError('chocim-1621.error.illegal', { action: c.type });
      return { type: 'play', card: d.play.card, mode: d.play.mode, placements: d.play.placements };
    case 'recall':
      d.recall[side].push({ from: c.from, unit: c.unit });
      offered(s, side, recallOf(d.recall[side]));
      return keep();
    case 'unrecall': {
      const i = d.recall[side].findIndex((p) => p.from === c.from && p.unit === c.unit);
      if (i < 0) throw new RuleError('chocim-1621.error.illegal', { action: c.type });
      d.recall[side].splice(i, 1);
      return keep();
    }
    case 'recallDone':
      return recallOf(d.recall[side]);
    case 'boost':
      d.boost[side] = d.boost[side].includes(c.die)
        ? d.boost[side].filter((x) => x !== c.die)
        : [...d.boost[side], c.die];
      offered(s, side, { type: 'boost', dice: d.boost[side] });
      return keep();
    case 'boostDone':
      return { type: 'boost', dice: d.boost[side] };
    case 'claimAdd':
      d.claim[side].push(c.card);
      offered(s, side, { type: 'claim', cards: d.claim[side] });
      return keep();
    case 'claimRemove':
      d.claim[side] = d.claim[side].filter((x) => x !== c.card);
      return keep();
    case 'claimConfirm':
      return { type: 'claim', cards: d.claim[side] };
  }
}

function recallOf(picks: UnitPick[]): Action {
  const back: { from: string; unit: UnitType; n: number }[] = [];
  for (const p of picks) {
    const b = back.find((x) => x.from === p.from && x.unit === p.unit);
    if (b) b.n++;
    else back.push({ ...p, n: 1 });
  }
  return { type: 'recall', back };
}

function isClick(a: Scripted): a is Click {
  switch (a.type) {
    case 'play':
      return !('placements' in a);
    case 'recall':
      return !('back' in a);
    case 'boost':
      return !('dice' in a);
    case 'place':
    case 'withdraw':
    case 'commit':
    case 'cancel':
    case 'unrecall':
    case 'recallDone':
    case 'boostDone':
    case 'claimAdd':
    case 'claimRemove':
    case 'claimConfirm':
      return true;
    default:
      return false;
  }
}

/** The complete action a script step stands for now (a closing click), or null for a mere click. */
export function actionOf(s: State, side: Side, a: Scripted): Action | null {
  if (!isClick(a)) return a;
  const out = click(s, side, a);
  return 'state' in out ? null : out;
}

export function act(
  s: State,
  side: Side,
  action: Scripted,
  rng: Rng = scripted(),
): { state: State; events: GameEvent[] } {
  let a: Action;
  if (isClick(action)) {
    const out = click(s, side, action);
    if ('state' in out) return out;
    a = out;
  } else a = action;
  const out = chocimGame.apply(s, s.seatOf[side], a, rng);
  // Clicks of the other side's sealed drafts stay beside the new state; this side's are spent.
  const d = draftsOf(s);
  d.play = null;
  d.recall[side] = [];
  d.boost[side] = [];
  d.claim[side] = [];
  drafts.set(out.state, d);
  return { state: out.state, events: out.events };
}

/** Applies several actions in order; returns the final state. */
export function run(s: State, steps: Step[], rng: Rng = scripted()): State {
  let cur = s;
  for (const st of steps) cur = act(cur, st.side, st.action, rng).state;
  return cur;
}

export function expectRuleError(fn: () => unknown): void {
  expect(fn).toThrow(RuleError);
}

export function resume(s: State, cursor: Cursor, rng: Rng = scripted()): GameEvent[] {
  const events: GameEvent[] = [];
  s.cursor = cursor;
  s.step = null;
  runFlow(flow, s, { events, rng });
  return events;
}

export const place = (from: string, unit: UnitType, to: string): Click => ({ type: 'place', from, unit, to });

/** The units a play with this card may place first (the options of the prompt's first unit). */
export function firstUnits(s: State, side: Side, card: string, mode: 'command' | 'stratagem' = 'command'): Placement[] {
  return legalPlacements(s, newDraft(side, card, mode));
}
