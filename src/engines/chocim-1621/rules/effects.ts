/**
 * The effects phase (spec 4.4, 5.7): the pitched battle effect first, then PLC's effects, then
 * the Ottomans'; linked pairs resolve together at the first half reached (A-66).
 */
import type { Rng } from '../../kit/rng.js';
import type { GameEvent } from '../../kit/types.js';
import {
  ACTIONS,
  APPROACH_MAX,
  FORTIFICATION_MAX,
  PITCHED,
  PLC_FIELDS,
  type PlcField,
  SHOT_THRESHOLD,
} from '../data/board.js';
import { strength } from '../data/cards.js';
import { MORALE, SUPPLY } from '../data/tracks.js';
import { countOf, type Side, type Units, type UnitType } from '../data/units.js';
import type { EffectItem, State } from '../state.js';
import { clamp, emptySlot, PITCHED_SLOT, plcControls, sendHome, slotId, slotUnits } from './board.js';
import { fieldMsg, msg, sideMsg, unitMsg } from './msgs.js';

/**
 * Each side's effects in catalogue order (2.3): the order the default takes (D13/D14). The Ottoman
 * list has digging before the bombardment, so by default the new approach position is in force.
 * The PLC half of a linked pair stands for the pair.
 */
export const EFFECT_ORDER: Record<Side, readonly EffectItem[]> = {
  PLC: [
    'kamieniec_expedition',
    'raid',
    'loot_expedition',
    'fill_approaches',
    'fortify',
    'night_sortie',
    'procession',
    'knights_circle',
  ],
  OTT: ['pilaf', 'council', 'intrigues', 'pursuit', 'plunder', 'dig_approaches', 'bombardment'],
};

/** The Ottoman half of each linked pair (4.4). */
export const LINKED: Partial<Record<EffectItem, EffectItem>> = {
  kamieniec_expedition: 'pursuit',
  raid: 'plunder',
  fill_approaches: 'dig_approaches',
};

export function effectSlot(item: EffectItem): string {
  if (item === 'pitched_battle') return PITCHED_SLOT;
  const f = ACTIONS[item].field?.v;
  if (!f) throw new Error(`chocim-1621 data: effect ${item} has no field`);
  return slotId(f, item);
}

function units(s: State, item: EffectItem): Units {
  return slotUnits(s, effectSlot(item));
}

function n(s: State, item: EffectItem): number {
  return countOf(units(s, item));
}

/** Does any unit stand on this effect's action? */
export function hasUnits(s: State, item: EffectItem): boolean {
  return n(s, item) > 0;
}

/**
 * The effects a side still has to resolve, in catalogue order. Every resolved effect empties its
 * action (and its linked partner's), so this list shrinks as the side picks (4.4 steps 2–3).
 */
export function effectsLeft(s: State, side: Side): EffectItem[] {
  return EFFECT_ORDER[side].filter((item) => n(s, item) > 0);
}

/** 4.4 step 1: the phase opens with the pitched battle effect, which never asks anything. */
export function startEffects(s: State, events: GameEvent[], rng: Rng): void {
  s.phase = 'effects';
  events.push({ msg: msg('event.phase.effects') });
  if (hasUnits(s, 'pitched_battle')) resolveEffect(s, 'pitched_battle', events, rng);
}

/**
 * 4.4 steps 2–3: the side's next effect. The last one left resolves at once, there being nothing
 * to order [ruling PBP-1]; with more, the side picks which goes first (D13/D14, the step is set).
 * False once the side has none left.
 */
export function nextEffect(s: State, side: Side, events: GameEvent[], rng: Rng): boolean {
  const left = effectsLeft(s, side);
  const only = left[0];
  if (only === undefined) return false;
  if (left.length === 1) resolveEffect(s, only, events, rng);
  else s.step = { kind: 'effectOrder', side };
  return true;
}

function addSupply(s: State, side: Side, delta: number): void {
  s.supply[side] = clamp(s.supply[side] + delta, SUPPLY[side].min, SUPPLY[side].max);
}

export function addMorale(s: State, side: Side, delta: number): void {
  s.morale[side] = clamp(s.morale[side] + delta, MORALE[side].min, MORALE[side].max);
}

/** A random collected diplomacy card is discarded and revealed (intrigues, procession). */
export function randomDiscard(s: State, side: Side, rng: Rng, events: GameEvent[]): void {
  const pile = s.collected[side];
  if (pile.length === 0) return;
  const i = rng.int(pile.length);
  const [card] = pile.splice(i, 1);
  if (card === undefined) return;
  s.diplomacyDiscard.push(card);
  events.push({ msg: msg('event.discardRandom', { side: sideMsg(side), strength: strength(card) }) });
}

function exactly(s: State, item: EffectItem): boolean {
  const spec = ACTIONS[item as keyof typeof ACTIONS];
  return spec.exactly !== undefined && n(s, item) === spec.exactly.v;
}

/** Resolves one effect. Returns true if a decision is now owed (the step is set). */
export function resolveEffect(s: State, item: EffectItem, events: GameEvent[], rng: Rng): boolean {
  const u = units(s, item);
  const done = (...items: EffectItem[]) => {
    for (const it of items) emptySlot(s, effectSlot(it));
  };
  switch (item) {
    case 'pitched_battle': {
      const a = countOf(u, 'PLC') >= PITCHED.PLC.min.v;
      const b = countOf(u, 'OTT') >= PITCHED.OTT.min.v;
      if (a && !b) addMorale(s, 'OTT', -1);
      if (b && !a) addMorale(s, 'OTT', 1);
      events.push({ msg: msg('event.effect.pitched', { delta: a && !b ? -1 : b && !a ? 1 : 0 }) });
      done(item);
      return false;
    }
    case 'kamieniec_expedition':
    case 'pursuit': {
      const exp = units(s, 'kamieniec_expedition');
      const tatars = units(s, 'pursuit').tatar;
      if (countOf(exp) > 0) {
        const y = Math.max(0, 2 * exp.cavalry + exp.infantry + exp.cossack - tatars);
        addSupply(s, 'PLC', y);
        events.push({ msg: msg('event.effect.kamieniec', { n: y, pursuit: tatars }) });
      }
      done('kamieniec_expedition', 'pursuit');
      return false;
    }
    case 'raid':
    case 'plunder': {
      const p = units(s, 'plunder');
      const raid = countOf(units(s, 'raid')) > 0;
      if (countOf(p) > 0) {
        const base = p.sipahi + 2 * p.tatar + p.janissary;
        const y = Math.max(0, base - (raid ? 2 : 0));
        addSupply(s, 'OTT', y);
        events.push({ msg: msg('event.effect.plunder', { n: y, raid: raid ? 2 : 0 }) });
      }
      done('raid', 'plunder');
      return false;
    }
    case 'loot_expedition': {
      addSupply(s, 'OTT', -u.cossack);
      addSupply(s, 'PLC', u.cossack);
      events.push({ msg: msg('event.effect.loot', { n: u.cossack }) });
      done(item);
      return false;
    }
    case 'fill_approaches':
    case 'dig_approaches': {
      const dig = units(s, 'dig_approaches').janissary;
      const fill = units(s, 'fill_approaches');
      const before = s.approach;
      s.approach = clamp(s.approach + dig - fill.infantry - fill.cossack, 0, APPROACH_MAX);
      events.push({ msg: msg('event.effect.approach', { from: before, to: s.approach }) });
      done('fill_approaches', 'dig_approaches');
      return false;
    }
    case 'fortify': {
      const fire = exactly(s, item);
      done(item);
      if (!fire) return noEffect(events, item);
      if (fortifiable(s).length === 0) return false;
      s.step = { kind: 'fortify' };
      return true;
    }
    case 'night_sortie': {
      addMorale(s, 'OTT', -u.cossack);
      events.push({ msg: msg('event.effect.sortie', { n: u.cossack }) });
      done(item);
      return false;
    }
    case 'procession': {
      const fire = exactly(s, item);
      done(item);
      if (!fire) return noEffect(events, item);
      s.step = { kind: 'procession' };
      return true;
    }
    case 'knights_circle':
    case 'council': {
      const side: Side = item === 'council' ? 'OTT' : 'PLC';
      const fire = exactly(s, item);
      done(item);
      if (!fire) return noEffect(events, item);
      s.extraCard[side] = 'taken';
      events.push({ msg: msg('event.effect.extraCard', { side: sideMsg(side) }) });
      return false;
    }
    case 'pilaf': {
      const fire = exactly(s, item);
      done(item);
      if (!fire) return noEffect(events, item);
      addMorale(s, 'OTT', 1);
      events.push({ msg: msg('event.effect.pilaf') });
      return false;
    }
    case 'intrigues': {
      const fire = exactly(s, item);
      done(item);
      if (!fire) return noEffect(events, item);
      randomDiscard(s, 'PLC', rng, events);
      return false;
    }
    case 'bombardment': {
      const shots = u.janissary;
      done(item);
      if (s.approach < SHOT_THRESHOLD.supply) return noEffect(events, item);
      s.step = { kind: 'bombard', shots };
      return true;
    }
  }
}

function noEffect(events: GameEvent[], item: EffectItem): false {
  events.push({ msg: msg('event.effect.none', { action: msg(`action.${item}`) }) });
  return false;
}

/** Fields the fortify effect may raise (any PLC field below 3, A-39). */
export function fortifiable(s: State): PlcField[] {
  return PLC_FIELDS.filter((f) => s.fortification[f] < FORTIFICATION_MAX);
}

export function applyFortify(s: State, field: PlcField, events: GameEvent[]): void {
  s.fortification[field] = Math.min(FORTIFICATION_MAX, s.fortification[field] + 1);
  events.push({ msg: msg('event.effect.fortify', { field: fieldMsg(field), n: s.fortification[field] }) });
}

export interface Shot {
  shot: 'supply' | 'withdraw' | 'fortification';
  field?: PlcField;
  unit?: UnitType;
}

/** Shots unlocked by the approach track, cumulative (5.7.9). */
export function legalShots(s: State): Shot[] {
  const out: Shot[] = [{ shot: 'supply' }];
  if (s.approach >= SHOT_THRESHOLD.withdraw)
    for (const f of PLC_FIELDS) {
      const d = slotUnits(s, slotId(f, 'defence'));
      for (const t of ['cavalry', 'infantry', 'cossack'] as const)
        if (d[t] > 0) out.push({ shot: 'withdraw', field: f, unit: t });
    }
  // A fortification already at 0 may still be shot at; the shot has no effect (5.7.9, A-17).
  if (s.approach >= SHOT_THRESHOLD.fortification)
    for (const f of PLC_FIELDS) out.push({ shot: 'fortification', field: f });
  return out;
}

export function applyShot(s: State, shot: Shot, events: GameEvent[]): void {
  if (shot.shot === 'supply') {
    addSupply(s, 'PLC', -1);
    events.push({ msg: msg('event.shot.supply') });
  } else if (shot.shot === 'withdraw' && shot.field && shot.unit) {
    sendHome(s, `s:${slotId(shot.field, 'defence')}`, shot.unit);
    events.push({ msg: msg('event.shot.withdraw', { unit: unitMsg(shot.unit), field: fieldMsg(shot.field) }) });
  } else if (shot.field && s.fortification[shot.field] === 0) {
    events.push({ msg: msg('event.shot.fortificationNone', { field: fieldMsg(shot.field) }) });
  } else if (shot.field) {
    s.fortification[shot.field] -= 1;
    events.push({
      msg: msg('event.shot.fortification', { field: fieldMsg(shot.field), n: s.fortification[shot.field] }),
    });
  }
}

/** Default fortify target: the PLC-controlled field with the lowest fortification below 3 (D13). */
export function defaultFortify(s: State): PlcField {
  const options = fortifiable(s);
  const held = options.filter((f) => plcControls(s, f));
  const pool = held.length > 0 ? held : options;
  let best = pool[0] ?? 'hetman_camp';
  for (const f of pool) if (s.fortification[f] < s.fortification[best]) best = f;
  return best;
}
