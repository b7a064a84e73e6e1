/**
 * The summary phase (spec 4.6): back to camp, the sick and wounded, died of wounds, food,
 * hungry and cold, back to the ranks, and the end-of-week checks.
 */
import type { GameEvent } from '../../kit/types.js';
import { RESERVES } from '../data/board.js';
import { MORALE, ROUTED_MORALE, supplyRow, WEEKS } from '../data/tracks.js';
import { countOf, diceFor, SIDE_TYPES, type Side, type UnitType } from '../data/units.js';
import type { State, UnitPick } from '../state.js';
import { emptySlot, leastValuableFirst, move, plcControls, sendHome, slotAction, slotSpec } from './board.js';
import { addMorale } from './effects.js';
import { locationMsg, msg, sideMsg, unitMsg, unitsMsg } from './msgs.js';

/**
 * The phase opens with step 1: plans and supports empty, and the sides say which defence/control
 * units go back too (startRecall).
 */
export function startSummary(s: State, events: GameEvent[]): void {
  s.phase = 'summary';
  events.push({ msg: msg('event.phase.summary') });
  summaryReturn(s);
  startRecall(s);
}

/** Step 1: plans and supports empty; defence/control units may stay (decided next). */
export function summaryReturn(s: State): void {
  for (const slot of Object.keys(s.slots)) {
    const spec = slotSpec(s.rules, slot);
    if (spec.kind === 'plan' || spec.kind === 'support') emptySlot(s, slot);
  }
}

/**
 * Defence (PLC) or control (OTT) units a side may still mark to go back in step 1: what stands
 * there minus what it has marked already.
 */
export function recallable(s: State, side: Side, picks: UnitPick[] = []): UnitPick[] {
  const action = side === 'PLC' ? 'defence' : 'control';
  const out: UnitPick[] = [];
  for (const slot of Object.keys(s.slots).sort()) {
    if (slotAction(slot) !== action) continue;
    const u = s.slots[slot];
    if (!u) continue;
    const from = `s:${slot}`;
    for (const t of SIDE_TYPES[side]) {
      const marked = picks.filter((p) => p.from === from && p.unit === t).length;
      if (u[t] > marked) out.push({ from, unit: t });
    }
  }
  return out;
}

/**
 * Step 1's choice (D15): both sides at once, sealed until both confirm. A side with nothing on
 * defence/control owes nothing; when neither has anything, nobody is asked.
 */
export function startRecall(s: State): void {
  const done = { PLC: recallable(s, 'PLC').length === 0, OTT: recallable(s, 'OTT').length === 0 };
  if (done.PLC && done.OTT) return;
  s.step = { kind: 'recall', picks: { PLC: [], OTT: [] }, done };
}

/** Both have confirmed: the marked units go back together, and the choices become public. */
export function finishRecall(s: State, picks: Record<Side, UnitPick[]>, events: GameEvent[]): void {
  for (const side of ['PLC', 'OTT'] as const) {
    events.push({ msg: msg('event.recallCount', { side: sideMsg(side), n: picks[side].length }) });
    for (const p of picks[side]) {
      events.push({ msg: msg('event.recall', { unit: unitMsg(p.unit), from: locationMsg(p.from) }) });
      sendHome(s, p.from, p.unit);
    }
  }
  s.step = null;
}

/** After step 1: Cossacks gather in the Cossack camp while PLC holds it. */
function gatherCossacks(s: State): void {
  if (!plcControls(s, 'cossack_camp')) return;
  move(s, 'r:hetman_camp', 'r:cossack_camp', 'cossack', s.reserves.hetman_camp.cossack);
}

/** Steps 2 and 4 (morale); died of wounds and the famine discard are the owners' picks (startCulls, startFamineDiscard). */
export function summaryFood(s: State, events: GameEvent[]): void {
  gatherCossacks(s);
  for (const side of ['PLC', 'OTT'] as const) {
    // 2. Sight of the sick and wounded.
    const routed = countOf(s.routed, side);
    const loss = ROUTED_MORALE[side].find((r) => routed >= r.atLeast)?.loss ?? 0;
    if (loss > 0) {
      addMorale(s, side, -loss);
      events.push({ msg: msg('event.wounded', { side: sideMsg(side), n: loss }) });
    }
    // 3. Died of wounds is the owner's pick (startCulls, A-47); it changes nothing in step 4.
    // 4. Food.
    const row = supplyRow(side, s.supply[side]);
    if (row.doubleRations) {
      addMorale(s, side, 1);
      events.push({ msg: msg('event.doubleRations', { side: sideMsg(side) }) });
    }
    if (row.shortage) {
      addMorale(s, side, -1);
      events.push({ msg: msg('event.shortage', { side: sideMsg(side) }) });
    }
    if (row.famine) events.push({ msg: msg('event.famine', { side: sideMsg(side) }) });
  }
}

export interface CullOption {
  from: string;
  unit: UnitType;
}

/** Own units on the board (reserves and actions): step 5 takes them once no routed unit is left. */
export function boardSources(s: State, side: Side): CullOption[] {
  const out: CullOption[] = [];
  for (const r of RESERVES)
    for (const t of SIDE_TYPES[side]) if (s.reserves[r][t] > 0) out.push({ from: `r:${r}`, unit: t });
  for (const slot of Object.keys(s.slots).sort()) {
    const u = s.slots[slot];
    if (u) for (const t of SIDE_TYPES[side]) if (u[t] > 0) out.push({ from: `s:${slot}`, unit: t });
  }
  return out;
}

/** Units a side may remove: routed ones (step 3; step 5 takes them first, A-69), then the board. */
export function cullOptions(s: State, side: Side, purpose: 'wounds' | 'hunger'): CullOption[] {
  const out: CullOption[] = [];
  for (const t of SIDE_TYPES[side]) if (s.routed[t] > 0) out.push({ from: 'routed', unit: t });
  if (out.length > 0 || purpose === 'wounds') return out;
  return boardSources(s, side);
}

/** D16/D18 default: routed first, then reserves, then actions, least valuable first. */
export function defaultCull(s: State, side: Side, purpose: 'wounds' | 'hunger'): CullOption | undefined {
  const options = cullOptions(s, side, purpose);
  const first = options[0];
  if (!first) return undefined;
  const sameLoc = options.filter((o) => o.from === first.from);
  const here = { cavalry: 0, infantry: 0, cossack: 0, sipahi: 0, janissary: 0, tatar: 0 };
  for (const o of sameLoc) here[o.unit] = 1;
  const t = leastValuableFirst(side, here, (u) => diceFor(u, { kind: 'pitched' }))[0];
  return sameLoc.find((o) => o.unit === t) ?? first;
}

/** Removes one unit for step 3 or 5 (a removal that left no choice). */
export function cull(s: State, side: Side, o: CullOption, events: GameEvent[], purpose: 'wounds' | 'hunger'): void {
  move(s, o.from, 'removed', o.unit);
  events.push({
    msg: msg(purpose === 'wounds' ? 'event.died' : 'event.hungryUnit', { side: sideMsg(side), unit: unitMsg(o.unit) }),
  });
}

/** The owner's pick for step 3 or 5: every unit it removes, in one line. */
export function cullAll(
  s: State,
  side: Side,
  units: CullOption[],
  events: GameEvent[],
  purpose: 'wounds' | 'hunger',
): void {
  for (const o of units) move(s, o.from, 'removed', o.unit);
  events.push({
    msg: msg(purpose === 'wounds' ? 'event.diedUnits' : 'event.hungryUnits', {
      side: sideMsg(side),
      units: unitsMsg(units),
    }),
  });
}

/**
 * Takes the removals that leave no choice (one kind of unit in one place); returns how many are
 * still the owner's pick (0 when nothing is left to remove).
 */
export function settleCull(
  s: State,
  side: Side,
  purpose: 'wounds' | 'hunger',
  remaining: number,
  events: GameEvent[],
): number {
  let left = remaining;
  while (left > 0) {
    const options = cullOptions(s, side, purpose);
    const first = options[0];
    if (!first) return 0;
    if (options.some((o) => o.unit !== first.unit || o.from !== first.from)) return left;
    cull(s, side, first, events, purpose);
    left--;
  }
  return 0;
}

/**
 * Steps 3 and 5 (D16/D18): both sides pick their removed units at the same time, in public;
 * forced removals are taken at once (ruling PBP-5).
 */
export function startCulls(s: State, purpose: 'wounds' | 'hunger', events: GameEvent[]): void {
  const remaining = { PLC: 0, OTT: 0 };
  for (const side of ['PLC', 'OTT'] as const) {
    const n = purpose === 'wounds' ? 1 : (supplyRow(side, s.supply[side]).removeUnits ?? 0);
    if (purpose === 'hunger' && n > 0) events.push({ msg: msg('event.hungry', { side: sideMsg(side), n }) });
    remaining[side] = settleCull(s, side, purpose, n, events);
  }
  s.step = remaining.PLC + remaining.OTT > 0 ? { kind: 'cull', purpose, remaining } : null;
}

/**
 * Step 4's famine discard: a side on a famine row with diplomacy cards discards one of its choice
 * (the step is set).
 */
export function startFamineDiscard(s: State, side: Side): void {
  if (famine(s, side) && s.collected[side].length > 0) s.step = { kind: 'famine', side };
}

/** How the week ends (step 7): PLC wins by bunt, the negotiations, or the next week. */
export type WeekEnd = 'bunt' | 'negotiation' | 'nextWeek';

/** Steps 6–7 (step 5, hungry and cold, is the owners' pick: startCulls). */
export function summaryEnd(s: State, events: GameEvent[]): WeekEnd {
  for (const side of ['PLC', 'OTT'] as const) {
    // 6. Back to the ranks.
    for (const t of SIDE_TYPES[side]) sendHome(s, 'routed', t, s.routed[t]);
  }
  // 7. Nearing the end: bunt first, then rokosz / famine, then week 5.
  if (s.morale.OTT <= MORALE.OTT.min) {
    s.outcome = {
      winner: 'PLC',
      reason: 'bunt',
      scores: { PLC: 0, OTT: 0 },
      claimsWon: { PLC: 0, OTT: 0 },
      cardsAtStart: { PLC: 0, OTT: 0 },
    };
    s.phase = 'over';
    events.push({ msg: msg('event.bunt') });
    return 'bunt';
  }
  const early = s.morale.PLC <= MORALE.PLC.min || famine(s, 'PLC') || famine(s, 'OTT');
  if (early || s.week >= WEEKS) {
    events.push({ msg: msg(early ? 'event.earlyNegotiation' : 'event.siegeOver') });
    return 'negotiation';
  }
  s.week++;
  return 'nextWeek';
}

/** Whether the side's supply stands in a famine row (the summary's food step and the next week's draw). */
export function famine(s: State, side: Side): boolean {
  return supplyRow(side, s.supply[side]).famine === true;
}
