/** Helpers for Chocim 1621 tests: crafted states and acting by side. */
import { expect } from 'vitest';
import { noUnits, type Side, type Units, type UnitType } from '../../../src/engines/chocim-1621/data/units.js';
import { type Action, chocimGame, type State } from '../../../src/engines/chocim-1621/index.js';
import { advance } from '../../../src/engines/chocim-1621/rules/flow.js';
import { defaultOptions, defaultSeats } from '../../../src/engines/kit/randomPlay.js';
import { type Rng, ScriptedRng, SeededRng } from '../../../src/engines/kit/rng.js';
import { RuleError } from '../../../src/engines/kit/ruleError.js';
import type { GameEvent } from '../../../src/engines/kit/types.js';

export const PLC = 0;
export const OTT = 1;

/** A fresh game in week 1's actions phase (PLC to play), from a fixed seed. */
export function fresh(options: Record<string, boolean | string> = {}): State {
  return chocimGame.setup(
    defaultSeats(chocimGame, 2),
    { ...defaultOptions(chocimGame), ...options },
    SeededRng.fromSeed('chocim-test'),
  );
}

export function units(partial: Partial<Units>): Units {
  return { ...noUnits(), ...partial };
}

/** Puts a commander card in a side's hand (taking it out of the deck or used pile). */
export function giveCard(s: State, side: Side, card: string): void {
  s.decks[side] = s.decks[side].filter((c) => c !== card);
  s.usedPile[side] = s.usedPile[side].filter((c) => c !== card);
  if (!s.hands[side].includes(card)) s.hands[side].push(card);
}

/** The given side is to play in the actions phase. */
export function turnOf(s: State, side: Side): State {
  s.phase = 'actions';
  s.cursor = 'actions';
  s.active = side;
  s.step = { kind: 'turn' };
  return s;
}

/** Moves units from a reserve to an action directly (crafting a position). */
export function put(s: State, slot: string, u: Partial<Units>, reserve?: string): void {
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
}

export interface Step {
  side: Side;
  action: Action;
}

export function act(
  s: State,
  side: Side,
  action: Action,
  rng: Rng = new ScriptedRng(),
): { state: State; events: GameEvent[] } {
  const out = chocimGame.apply(s, s.seatOf[side], action, rng);
  return { state: out.state, events: out.events };
}

/** Applies several actions in order; returns the final state. */
export function run(s: State, steps: Step[], rng: Rng = new ScriptedRng()): State {
  let cur = s;
  for (const st of steps) cur = act(cur, st.side, st.action, rng).state;
  return cur;
}

export function expectRuleError(fn: () => unknown): void {
  expect(fn).toThrow(RuleError);
}

export function resume(s: State, cursor: string, rng: Rng = new ScriptedRng()): GameEvent[] {
  const events: GameEvent[] = [];
  s.cursor = cursor;
  s.step = null;
  advance(s, events, rng);
  return events;
}

export const place = (from: string, unit: UnitType, to: string): Action => ({ type: 'place', from, unit, to });
