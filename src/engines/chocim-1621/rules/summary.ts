/**
 * The summary phase (spec 4.6): back to camp, the sick and wounded, died of wounds, food,
 * hungry and cold, back to the ranks, and the end-of-week checks.
 */
import type { GameEvent } from '../../kit/types.js';
import { RESERVES } from '../data/board.js';
import { MORALE, ROUTED_MORALE, supplyRow, WEEKS } from '../data/tracks.js';
import { countOf, diceFor, SIDE_TYPES, type Side, type UnitType } from '../data/units.js';
import type { State } from '../state.js';
import { emptySlot, leastValuableFirst, move, plcControls, sendHome, slotAction, slotSpec } from './board.js';
import { addMorale } from './effects.js';
import { famine } from './flow.js';
import { msg, sideMsg, unitMsg } from './msgs.js';

/** Step 1: plans and supports empty; defence/control units may stay (decided next). */
export function summaryReturn(s: State): void {
  for (const slot of Object.keys(s.slots)) {
    const spec = slotSpec(s.rules, slot);
    if (spec.kind === 'plan' || spec.kind === 'support') emptySlot(s, slot);
  }
}

/** Defence (PLC) or control (OTT) units a side may send back in step 1. */
export function recallable(s: State, side: Side): { from: string; unit: UnitType }[] {
  const action = side === 'PLC' ? 'defence' : 'control';
  const out: { from: string; unit: UnitType }[] = [];
  for (const slot of Object.keys(s.slots).sort()) {
    if (slotAction(slot) !== action) continue;
    const u = s.slots[slot];
    if (!u) continue;
    for (const t of SIDE_TYPES[side]) if (u[t] > 0) out.push({ from: `s:${slot}`, unit: t });
  }
  return out;
}

export function recallOwed(s: State, side: Side): boolean {
  return recallable(s, side).length > 0;
}

/** After step 1: Cossacks gather in the Cossack camp while PLC holds it. */
function gatherCossacks(s: State): void {
  if (!plcControls(s, 'cossack_camp')) return;
  move(s, 'r:hetman_camp', 'r:cossack_camp', 'cossack', s.reserves.hetman_camp.cossack);
}

/** Steps 2–4 (morale parts); famine discards are decisions (flow.ts). */
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
    // 3. Died of wounds: one routed unit per side, least valuable first.
    const t = leastValuableFirst(side, s.routed, (u) => diceFor(u, { kind: 'pitched' }))[0];
    if (t) {
      move(s, 'routed', 'removed', t);
      events.push({ msg: msg('event.died', { side: sideMsg(side), unit: unitMsg(t) }) });
    }
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

/** Step 5 removal order (D18): routed first, then reserves, then actions, least valuable first. */
function removeOne(s: State, side: Side): UnitType | null {
  const dice = (u: UnitType) => diceFor(u, { kind: 'pitched' });
  const fromRouted = leastValuableFirst(side, s.routed, dice)[0];
  if (fromRouted) {
    move(s, 'routed', 'removed', fromRouted);
    return fromRouted;
  }
  for (const r of RESERVES) {
    const t = leastValuableFirst(side, s.reserves[r], dice)[0];
    if (t) {
      move(s, `r:${r}`, 'removed', t);
      return t;
    }
  }
  for (const slot of Object.keys(s.slots).sort()) {
    const u = s.slots[slot];
    const t = u ? leastValuableFirst(side, u, dice)[0] : undefined;
    if (t) {
      move(s, `s:${slot}`, 'removed', t);
      return t;
    }
  }
  return null;
}

/** Steps 5–7. */
export function summaryEnd(s: State, events: GameEvent[]): void {
  for (const side of ['PLC', 'OTT'] as const) {
    // 5. Hungry and cold (never mutinied units, A-69).
    const n = supplyRow(side, s.supply[side]).removeUnits ?? 0;
    let removed = 0;
    for (let i = 0; i < n; i++) if (removeOne(s, side)) removed++;
    if (removed > 0) events.push({ msg: msg('event.hungry', { side: sideMsg(side), n: removed }) });
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
    return;
  }
  const early = s.morale.PLC <= MORALE.PLC.min || famine(s, 'PLC') || famine(s, 'OTT');
  if (early || s.week >= WEEKS) {
    events.push({ msg: msg(early ? 'event.earlyNegotiation' : 'event.siegeOver') });
    s.cursor = 'negotiation';
    return;
  }
  s.week++;
  s.cursor = 'prep';
}
