/**
 * Plans and combat (spec 5.4–5.6): declaring, sealed support commitments, the roll, the fortification,
 * sealed +1 assignments, routs, hits and withdrawals, capture and recapture, pitched battles.
 */
import type { Rng } from '../../kit/rng.js';
import type { GameEvent } from '../../kit/types.js';
import { PITCHED, type PlcField } from '../data/board.js';
import { MORALE } from '../data/tracks.js';
import {
  countOf,
  type DiceContext,
  diceFor,
  noUnits,
  other,
  SIDE_TYPES,
  type Side,
  type Units,
  type UnitType,
} from '../data/units.js';
import type { Combat, CombatReport, PlayInProgress, SlotId, State } from '../state.js';
import {
  clamp,
  emptySlot,
  isPlcField,
  leastValuableFirst,
  move,
  ottControls,
  PITCHED_SLOT,
  peekUnits,
  plcControls,
  sendHome,
  slotField,
  slotId,
  slotSpec,
  slotUnits,
} from './board.js';
import { fieldMsg, msg, sideMsg } from './msgs.js';
import { settleOccupation } from './occupation.js';

export type PlanStatus = 'forced' | 'optional' | 'none';

/** May / must the active side declare this plan now (5.4)? */
export function planStatus(s: State, side: Side, slot: SlotId): PlanStatus {
  const spec = slotSpec(s.rules, slot);
  const f = spec.field;
  if (spec.action === 'pitched_battle') {
    const u = slotUnits(s, PITCHED_SLOT);
    const mine = countOf(u, side);
    const theirs = countOf(u, other(side));
    if (mine === 0 || theirs === 0) return 'none';
    if (theirs >= PITCHED[other(side)].max.v) return 'forced'; // later arrival triggers it
    if (mine >= PITCHED[side].max.v) return 'forced';
    return mine >= PITCHED[side].min.v ? 'optional' : 'none';
  }
  if (!isPlcField(f)) return 'none';
  const n = countOf(slotUnits(s, slot), side);
  if (n === 0) return 'none';
  if (spec.action === 'assault' && !plcControls(s, f)) return 'none';
  if (spec.action === 'counterattack' && !ottControls(s, f)) return 'none';
  if (n >= spec.max) return 'forced';
  return n >= spec.min ? 'optional' : 'none';
}

function contexts(kind: Combat['kind'], field: string): Record<Side, DiceContext> {
  if (kind === 'pitched') return { PLC: { kind: 'pitched' }, OTT: { kind: 'pitched' } };
  if (kind === 'assault') return { OTT: { kind: 'assault', field }, PLC: { kind: 'defence', field } };
  return { PLC: { kind: 'counterattack' }, OTT: { kind: 'assault', field } };
}

/** Where each side's participants stand (first location listed is used first for losses). */
function pools(kind: Combat['kind'], field: string): Record<Side, string[]> {
  if (kind === 'pitched') return { PLC: [`s:${PITCHED_SLOT}`], OTT: [`s:${PITCHED_SLOT}`] };
  if (kind === 'assault') {
    const def = [`s:${slotId(field, 'defence')}`];
    if (field === 'hetman_camp' || field === 'cossack_camp') def.push(`r:${field}`);
    return { OTT: [`s:${slotId(field, 'assault')}`], PLC: def };
  }
  return { PLC: [`s:${slotId(field, 'counterattack')}`], OTT: [`s:${slotId(field, 'control')}`] };
}

function participants(s: State, kind: Combat['kind'], field: string): Record<Side, Units> {
  const out: Record<Side, Units> = { PLC: noUnits(), OTT: noUnits() };
  const p = pools(kind, field);
  for (const side of ['PLC', 'OTT'] as const)
    for (const loc of p[side]) {
      const u = peekUnits(s, loc);
      for (const t of SIDE_TYPES[side]) out[side][t] += u[t];
    }
  return out;
}

/** Support action usable by a side in this kind of combat (5.6, A-34). */
export function supportSlot(kind: Combat['kind'], side: Side): SlotId | null {
  if (kind === 'pitched') return side === 'OTT' ? 'tatar_camp.ambush' : 'lisowczyk_bastion.flank_attack';
  if (side === 'PLC') return 'ramparts.cannonade';
  return kind === 'assault' ? 'trenches.ladders' : null;
}

export function combatDice(s: State, kind: Combat['kind'], field: string): Record<Side, number> {
  const part = participants(s, kind, field);
  const ctx = contexts(kind, field);
  const out = { PLC: 0, OTT: 0 };
  for (const side of ['PLC', 'OTT'] as const)
    for (const t of SIDE_TYPES[side]) out[side] += part[side][t] * diceFor(t, ctx[side]);
  return out;
}

/** Starts a declared plan. Resolves at once unless a side owes a sealed support or +1 choice. */
export function startCombat(
  s: State,
  kind: Combat['kind'],
  field: string,
  play: PlayInProgress,
  events: GameEvent[],
  rng: Rng,
): void {
  events.push({ msg: msg(`event.declare.${kind}`, { side: sideMsg(play.side), field: fieldMsg(field) }) });
  const bonus = { PLC: 0, OTT: 0 };
  bonus[play.side] = play.diceBonus;
  play.diceBonus = 0; // Kaffa: only the first combat of the play
  if (kind === 'assault' && isPlcField(field) && countOf(participants(s, kind, field).PLC) === 0) {
    // Nobody defends: the assault succeeds without dice.
    const report: CombatReport = {
      kind,
      field,
      dice: { PLC: { raw: [], final: [] }, OTT: { raw: [], final: [] } },
      support: { PLC: 0, OTT: 0 },
      routed: { PLC: 0, OTT: 0 },
      withdrawn: { PLC: 0, OTT: 0 },
      outcome: 'captured',
    };
    capture(s, field, events, report);
    s.lastCombat = report;
    return;
  }
  const avail = { PLC: 0, OTT: 0 };
  for (const side of ['PLC', 'OTT'] as const) {
    const slot = supportSlot(kind, side);
    if (slot) avail[side] = countOf(slotUnits(s, slot), side);
  }
  const c: Combat = {
    kind,
    field,
    stage: 'support',
    supportAvailable: avail,
    support: { PLC: avail.PLC > 0 ? null : 0, OTT: avail.OTT > 0 ? null : 0 },
    bonus,
    dice: null,
    boosts: { PLC: [], OTT: [] },
    boostDone: { PLC: true, OTT: true },
    losses: null,
    part: null,
    report: null,
  };
  continueCombat(s, c, events, rng);
}

/** Sides that still owe a sealed choice in this combat. */
export function combatOwing(c: Combat): Side[] {
  if (c.stage === 'support') return (['PLC', 'OTT'] as const).filter((x) => c.support[x] === null);
  if (c.stage === 'losses') {
    const l = c.losses;
    return l ? (['PLC', 'OTT'] as const).filter((x) => l[x].rout + l[x].withdraw > 0) : [];
  }
  return (['PLC', 'OTT'] as const).filter((x) => !c.boostDone[x]);
}

/** How many +1s a side may place (support committed + stratagem), at most one per die. */
export function modifiers(c: Combat, side: Side): number {
  const dice = c.dice?.[side].base.length ?? 0;
  return Math.min(dice, (c.support[side] ?? 0) + c.bonus[side]);
}

/** Runs the combat as far as it can go without a sealed choice. */
export function continueCombat(s: State, c: Combat, events: GameEvent[], rng: Rng): void {
  if (combatOwing(c).length > 0) {
    s.step = { kind: 'combat', combat: c };
    return;
  }
  if (c.stage === 'support') {
    for (const side of ['PLC', 'OTT'] as const) {
      const k = c.support[side] ?? 0;
      if (c.supportAvailable[side] > 0) events.push({ msg: msg('event.support', { side: sideMsg(side), n: k }) });
    }
    roll(s, c, rng);
    c.stage = 'modifiers';
    for (const side of ['PLC', 'OTT'] as const) c.boostDone[side] = modifiers(c, side) === 0;
    const dice = c.dice;
    if (dice)
      events.push({
        msg: msg('event.roll', {
          plc: dice.PLC.base.join(' ') || '—',
          ott: dice.OTT.base.join(' ') || '—',
          ottRaw: dice.OTT.raw.join(' ') || '—',
        }),
      });
    if (combatOwing(c).length > 0) {
      s.step = { kind: 'combat', combat: c };
      return;
    }
  }
  s.step = null;
  finish(s, c, events);
}

function roll(s: State, c: Combat, rng: Rng): void {
  const n = combatDice(s, c.kind, c.field);
  const fort = c.kind === 'assault' && isPlcField(c.field) ? s.fortification[c.field] : 0;
  // Ottoman dice first, then Commonwealth dice; each assault die loses the fortification, minimum 1.
  const ottRaw = rng.dice(n.OTT, 6);
  const plcRaw = rng.dice(n.PLC, 6);
  c.dice = {
    OTT: { raw: ottRaw, base: ottRaw.map((d) => Math.max(1, d - fort)) },
    PLC: { raw: plcRaw, base: [...plcRaw] },
  };
}

function finalDice(c: Combat, side: Side): number[] {
  const d = c.dice?.[side];
  if (!d) return [];
  return d.base.map((v, i) => Math.min(6, v + (c.boosts[side].includes(i) ? 1 : 0)));
}

function finish(s: State, c: Combat, events: GameEvent[]): void {
  const fin = { PLC: finalDice(c, 'PLC'), OTT: finalDice(c, 'OTT') };
  const report: CombatReport = {
    kind: c.kind,
    field: c.field,
    dice: { PLC: { raw: c.dice?.PLC.raw ?? [], final: fin.PLC }, OTT: { raw: c.dice?.OTT.raw ?? [], final: fin.OTT } },
    support: { PLC: c.support.PLC ?? 0, OTT: c.support.OTT ?? 0 },
    routed: { PLC: 0, OTT: 0 },
    withdrawn: { PLC: 0, OTT: 0 },
    outcome: 'held',
  };
  events.push({ msg: msg('event.final', { plc: fin.PLC.join(' ') || '—', ott: fin.OTT.join(' ') || '—' }) });
  // Committed support units go back to reserve (5.6).
  for (const side of ['PLC', 'OTT'] as const) {
    const slot = supportSlot(c.kind, side);
    let k = c.support[side] ?? 0;
    if (!slot) continue;
    for (const t of SIDE_TYPES[side]) {
      const n = Math.min(k, slotUnits(s, slot)[t]);
      sendHome(s, `s:${slot}`, t, n);
      k -= n;
    }
  }
  // How many units each side loses is fixed by the dice; which ones is the owner's choice.
  const part = participants(s, c.kind, c.field);
  const sixes = (xs: number[]) => xs.filter((d) => d === 6).length;
  const rout = { PLC: Math.min(sixes(fin.OTT), countOf(part.PLC)), OTT: Math.min(sixes(fin.PLC), countOf(part.OTT)) };
  const withdraw = { PLC: 0, OTT: 0 };
  if (c.kind !== 'pitched') {
    const attacker: Side = c.kind === 'assault' ? 'OTT' : 'PLC';
    const defender = other(attacker);
    const left = { PLC: countOf(part.PLC) - rout.PLC, OTT: countOf(part.OTT) - rout.OTT };
    if (left[attacker] > 0 || left[defender] > 0) {
      const hits = (xs: number[]) => xs.filter((d) => d === 4 || d === 5).length;
      const hA = hits(fin[attacker]);
      const hD = hits(fin[defender]);
      if (hA !== hD) {
        const loser = hA < hD ? attacker : defender;
        withdraw[loser] = Math.min(Math.abs(hA - hD), left[loser]);
      }
    }
  }
  c.stage = 'losses';
  c.part = part;
  c.report = report;
  c.losses = { PLC: { rout: rout.PLC, withdraw: withdraw.PLC }, OTT: { rout: rout.OTT, withdraw: withdraw.OTT } };
  for (const side of ['PLC', 'OTT'] as const) autoLosses(s, c, side);
  if (combatOwing(c).length > 0) {
    s.step = { kind: 'combat', combat: c };
    return;
  }
  concludeCombat(s, c, events);
}

export interface LossOption {
  from: string;
  unit: UnitType;
}

/** Units the side may pick for its next loss (routs first, then withdrawals). */
export function lossOptions(s: State, c: Combat, side: Side): LossOption[] {
  const l = c.losses?.[side];
  const part = c.part?.[side];
  if (!l || !part || l.rout + l.withdraw === 0) return [];
  const out: LossOption[] = [];
  for (const loc of pools(c.kind, c.field)[side])
    for (const t of SIDE_TYPES[side]) if (part[t] > 0 && peekUnits(s, loc)[t] > 0) out.push({ from: loc, unit: t });
  return out;
}

/** The default pick: least valuable first (spec 9.1). */
export function defaultLoss(s: State, c: Combat, side: Side): LossOption | undefined {
  const options = lossOptions(s, c, side);
  const ctx = contexts(c.kind, c.field)[side];
  const part = c.part?.[side];
  if (!part) return options[0];
  const best = leastValuableFirst(side, part, (u) => diceFor(u, ctx)).find((t) => options.some((o) => o.unit === t));
  return options.find((o) => o.unit === best) ?? options[0];
}

/** Takes one loss: to the routed area, or back to reserve (camp defenders stay, A-23). */
export function takeLoss(s: State, c: Combat, side: Side, from: string, unit: UnitType): void {
  const l = c.losses?.[side];
  const part = c.part?.[side];
  const report = c.report;
  if (!l || !part || !report) return;
  part[unit]--;
  if (l.rout > 0) {
    move(s, from, 'routed', unit);
    l.rout--;
    report.routed[side]++;
  } else {
    if (!from.startsWith('r:')) sendHome(s, from, unit);
    l.withdraw--;
    report.withdrawn[side]++;
  }
}

/**
 * Losses that leave the owner no choice are taken without asking: every unit left goes the same
 * way (all routed, or all withdrawn), or only one kind of unit stands in one place. Units of one
 * type in two places (a camp's defence action and its reserve, A-70) are still the owner's pick.
 */
function autoLosses(s: State, c: Combat, side: Side): void {
  for (;;) {
    const options = lossOptions(s, c, side);
    const first = options[0];
    const l = c.losses?.[side];
    const part = c.part?.[side];
    if (!first || !l || !part) return;
    const left = countOf(part);
    const allSame = l.rout >= left || (l.rout === 0 && l.withdraw >= left);
    if (!allSame && options.some((o) => o.unit !== first.unit || o.from !== first.from)) return;
    takeLoss(s, c, side, first.from, first.unit);
  }
}

/** After the losses: success or failure of the plan (combat steps 9–12, 5.5.3 steps 9–11). */
export function concludeCombat(s: State, c: Combat, events: GameEvent[]): void {
  s.step = null;
  const report = c.report;
  const part = c.part;
  if (!report || !part) return;
  const fin = { PLC: report.dice.PLC.final, OTT: report.dice.OTT.final };
  if (c.kind === 'pitched') {
    finishPitched(s, fin, events, report);
    return;
  }
  const attacker: Side = c.kind === 'assault' ? 'OTT' : 'PLC';
  const defender = other(attacker);
  const where = pools(c.kind, c.field);
  events.push({
    msg: msg('event.losses', {
      plcRouted: report.routed.PLC,
      ottRouted: report.routed.OTT,
      plcWithdrawn: report.withdrawn.PLC,
      ottWithdrawn: report.withdrawn.OTT,
    }),
  });
  if (countOf(part[defender]) > 0) {
    // Defenders remain: the plan fails and the attackers go home.
    for (const loc of where[attacker]) for (const t of SIDE_TYPES[attacker]) sendHome(s, loc, t, peekUnits(s, loc)[t]);
    report.outcome = c.kind === 'assault' ? 'held' : 'failed';
    events.push({ msg: msg(`event.outcome.${report.outcome}`, { field: fieldMsg(c.field) }) });
    s.lastCombat = report;
    return;
  }
  if (c.kind === 'counterattack') {
    // The control action is empty: PLC regains the field; survivors return to reserve.
    emptySlot(s, slotId(c.field, 'counterattack'), 'PLC');
    report.outcome = 'retaken';
    events.push({ msg: msg('event.outcome.retaken', { field: fieldMsg(c.field) }) });
    s.lastCombat = report;
    return;
  }
  if (countOf(part.OTT) === 0) {
    // Both sides wiped out: the assault fails.
    report.outcome = 'failed';
    events.push({ msg: msg('event.outcome.failed', { field: fieldMsg(c.field) }) });
    s.lastCombat = report;
    return;
  }
  report.outcome = 'captured';
  capture(s, c.field, events, report);
  s.lastCombat = report;
}

/** A successful assault (combat steps 10–12). */
function capture(s: State, field: string, events: GameEvent[], report: CombatReport): void {
  if (!isPlcField(field)) return;
  events.push({ msg: msg('event.outcome.captured', { field: fieldMsg(field) }) });
  report.outcome = 'captured';
  if (field === 'hetman_camp') {
    s.outcome = {
      winner: 'OTT',
      reason: 'hetman-camp',
      scores: { PLC: 0, OTT: 0 },
      claimsWon: { PLC: 0, OTT: 0 },
      cardsAtStart: { PLC: 0, OTT: 0 },
    };
    s.phase = 'over';
    s.step = null;
    return;
  }
  occupy(s, field);
  s.morale.OTT = clamp(s.morale.OTT + 1, MORALE.OTT.min, MORALE.OTT.max);
  s.morale.PLC = clamp(s.morale.PLC - 1, MORALE.PLC.min, MORALE.PLC.max);
  settleOccupation(s, field, 'capture', events); // D10: how many and which stay is OTT's choice
}

/** All survivors step onto control (OTT then trims them, D10); PLC units on the field go home. */
function occupy(s: State, field: PlcField): void {
  const assault = `s:${slotId(field, 'assault')}`;
  for (const t of SIDE_TYPES.OTT) move(s, assault, `s:${slotId(field, 'control')}`, t, peekUnits(s, assault)[t]);
  for (const slot of Object.keys(s.slots)) {
    if (slotField(slot) !== field) continue;
    emptySlot(s, slot, 'PLC');
  }
  if (field === 'cossack_camp') {
    // The Cossack reserve moves to the Hetman's camp.
    const r = s.reserves.cossack_camp;
    for (const t of SIDE_TYPES.PLC) move(s, 'r:cossack_camp', 'r:hetman_camp', t, r[t]);
  }
}

function finishPitched(s: State, fin: Record<Side, number[]>, events: GameEvent[], report: CombatReport): void {
  const succ = (xs: number[]) => xs.filter((d) => d >= 4).length;
  const sP = succ(fin.PLC);
  const sO = succ(fin.OTT);
  emptySlot(s, PITCHED_SLOT);
  const winner: Side | null = sP > sO ? 'PLC' : sO > sP ? 'OTT' : null;
  report.outcome = winner === null ? 'draw' : winner === 'PLC' ? 'won-PLC' : 'won-OTT';
  events.push({
    msg: msg('event.pitched', { plc: sP, ott: sO, plcRouted: report.routed.PLC, ottRouted: report.routed.OTT }),
  });
  s.lastCombat = report;
  if (winner === null) {
    events.push({ msg: msg('event.pitchedDraw') });
    return;
  }
  events.push({ msg: msg('event.pitchedWon', { side: sideMsg(winner) }) });
  s.morale[winner] = clamp(s.morale[winner] + 1, MORALE[winner].min, MORALE[winner].max);
  if (winner === 'PLC') s.morale.OTT = clamp(s.morale.OTT - 1, MORALE.OTT.min, MORALE.OTT.max);
  if (s.bonusToken === 'available') {
    s.bonusToken = 'used';
    if (s.display.length > 0) s.step = { kind: 'bonusPick', side: winner };
  }
}

/** The next plan of a committed play: resolve it, ask about it, or skip it. */
export function nextPlan(s: State, play: PlayInProgress, events: GameEvent[], rng: Rng): boolean {
  play.slots = play.slots.filter((slot) => planStatus(s, play.side, slot) !== 'none');
  if (play.slots.length > 1) {
    s.step = { kind: 'planOrder' };
    return true;
  }
  while (play.slots.length > 0) {
    const slot = play.slots[0] as SlotId;
    const status = planStatus(s, play.side, slot);
    if (status === 'none') {
      play.slots.shift();
      continue;
    }
    if (status === 'optional') {
      s.step = { kind: 'declare', slot };
      return true;
    }
    play.slots.shift();
    startPlan(s, play, slot, events, rng);
    return true;
  }
  return false;
}

export function startPlan(s: State, play: PlayInProgress, slot: SlotId, events: GameEvent[], rng: Rng): void {
  const spec = slotSpec(s.rules, slot);
  const kind: Combat['kind'] =
    spec.action === 'pitched_battle' ? 'pitched' : spec.action === 'assault' ? 'assault' : 'counterattack';
  startCombat(s, kind, spec.field, play, events, rng);
}

/** D7: raise 3→4 (a new hit) first, then 5→6 (a rout), lowest index first; the rest unused. */
export function greedyBoosts(c: Combat, side: Side): number[] {
  const base = c.dice?.[side].base ?? [];
  const k = modifiers(c, side);
  const out: number[] = [];
  for (const want of [3, 5])
    base.forEach((v, i) => {
      if (v === want && out.length < k) out.push(i);
    });
  return out;
}
