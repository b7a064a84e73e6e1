/**
 * Chocim's decisions that take several units (or shots) at once, each described (kit/choice.ts)
 * and drafted outside the engine, then applied as one action:
 *
 * - the weather of weeks 4–5: which Ottoman units the cold takes;
 * - the mutiny check (P5, D3): where each unit owed to the mutinied area comes from;
 * - died of wounds / hungry and cold (D16/D18, A-69): which own units are removed, routed first;
 * - the bombardment (5.7.9): every shot, one per janissary;
 * - a field taken (D10, A-28): how many of each unit type go back from its control action.
 */
import type { Choice, ChoiceSlot, Draft } from '../kit/choice.js';
import type { Msg } from '../kit/types.js';
import type { Action } from './actions.js';
import { countOf, SIDE_TYPES, type Side, type UnitType } from './data/units.js';
import { type Item, type Picks, pickSlots } from './picks.js';
import { isPlcField, peekUnits, slotField } from './rules/board.js';
import { legalShots } from './rules/effects.js';
import { fieldMsg, locationMsg, msg, unitMsg } from './rules/msgs.js';
import { mutinyOptions, mutinyOwed } from './rules/mutiny.js';
import { controlLimit, occupationKeep } from './rules/occupation.js';
import { weatherSources } from './rules/preparation.js';
import { boardSources } from './rules/summary.js';
import type { State, UnitPick } from './state.js';

/** The field (or area) a location belongs to: a long list of units is asked place first. */
function placeOf(from: string): string {
  if (from.startsWith('r:')) return from.slice(2);
  if (from.startsWith('s:')) return slotField(from.slice(2));
  return from;
}

function placeMsg(place: string): Msg {
  return place === 'routed' || place === 'mutinied' ? msg(`area.${place}`) : fieldMsg(place);
}

export function unitValue(p: UnitPick): string {
  return `${p.from}|${p.unit}`;
}

export function unitOfValue(v: string): UnitPick {
  const [from = '', unit = ''] = v.split('|');
  return { from, unit: unit as UnitType };
}

function unitItems(s: State, sources: UnitPick[]): Item[] {
  return sources.map((p) => ({
    value: unitValue(p),
    group: placeOf(p.from),
    groupLabel: placeMsg(placeOf(p.from)),
    label: msg('choice.unitThere', { unit: unitMsg(p.unit), from: locationMsg(p.from) }),
    labelInGroup: msg('choice.unitThere', { unit: unitMsg(p.unit), from: locationMsg(p.from) }),
    count: peekUnits(s, p.from)[p.unit],
  }));
}

// ——— the weather ———

export function weatherPicks(s: State): Picks | null {
  const st = s.step;
  if (st?.kind !== 'weather') return null;
  const items = unitItems(s, weatherSources(s));
  return {
    prefix: 'w',
    n: st.remaining,
    itemsAt: () => items,
    label: (i) => msg('choice.removeUnit', { n: i + 1, of: st.remaining }),
    groupLabel: (i) => msg('choice.removeWhere', { n: i + 1, of: st.remaining }),
  };
}

// ——— died of wounds, hungry and cold ———

export function cullPicks(s: State, side: Side): Picks | null {
  const st = s.step;
  if (st?.kind !== 'cull' || st.remaining[side] === 0) return null;
  const n = st.remaining[side];
  const routed = unitItems(
    s,
    SIDE_TYPES[side].filter((t) => s.routed[t] > 0).map((unit) => ({ from: 'routed', unit })),
  );
  // Routed units go first (step 5, A-69): the first slots take every routed unit there is.
  const inRout = countOf(s.routed, side);
  const board = st.purpose === 'hunger' && inRout < n ? unitItems(s, boardSources(s, side)) : [];
  return {
    prefix: 'c',
    n,
    itemsAt: (i) => (i < inRout ? routed : board),
    label: (i) => msg('choice.removeUnit', { n: i + 1, of: n }),
    groupLabel: (i) => msg('choice.removeWhere', { n: i + 1, of: n }),
  };
}

// ——— the mutiny check ———

/** One Picks per unit type the side owes (slot ids `m<type index><i>`). */
export function mutinyPicks(s: State, side: Side): Picks[] {
  if (s.step?.kind !== 'mutiny') return [];
  const options = mutinyOptions(s, side);
  return SIDE_TYPES[side].flatMap((t, j) => {
    const n = mutinyOwed(s, side, t);
    if (n === 0) return [];
    const items = unitItems(
      s,
      options.filter((o) => o.unit === t),
    ).map((it) => ({ ...it, label: locationMsg(unitOfValue(it.value).from) }));
    return [
      {
        prefix: `m${j}`,
        n,
        itemsAt: () => items,
        label: (i: number) => msg('choice.mutinyUnit', { unit: unitMsg(t), n: i + 1, of: n }),
        groupLabel: (i: number) => msg('choice.mutinyWhere', { unit: unitMsg(t), n: i + 1, of: n }),
      },
    ];
  });
}

// ——— the bombardment ———

export function shotValue(sh: { shot: string; field?: string | undefined; unit?: string | undefined }): string {
  if (sh.shot === 'withdraw') return `w|${sh.field ?? ''}|${sh.unit ?? ''}`;
  if (sh.shot === 'fortification') return `f|${sh.field ?? ''}`;
  return 'supply';
}

export function shotOfValue(v: string): Extract<Action, { type: 'bombard' }>['shots'][number] {
  const [k, field, unit] = v.split('|');
  if (k === 'w') return { shot: 'withdraw', field: field ?? '', unit: unit as UnitType };
  if (k === 'f') return { shot: 'fortification', field: field ?? '' };
  return { shot: 'supply' };
}

export function bombardPicks(s: State): Picks | null {
  const st = s.step;
  if (st?.kind !== 'bombard') return null;
  const items: Item[] = legalShots(s).map((sh) => {
    const atZero = sh.shot === 'fortification' && sh.field !== undefined && s.fortification[sh.field] === 0;
    const label = msg(`label.shot.${atZero ? 'fortificationNone' : sh.shot}`, {
      field: sh.field ? fieldMsg(sh.field) : '',
      unit: sh.unit ? unitMsg(sh.unit) : '',
    });
    const kind = sh.shot;
    return {
      value: shotValue(sh),
      group: kind,
      groupLabel: msg(`choice.shotKind.${kind}`),
      label,
      labelInGroup: label,
      // A unit is driven off as often as it stands there; supply and walls take any number.
      count: sh.shot === 'withdraw' && sh.field && sh.unit ? peekUnits(s, `s:${sh.field}.defence`)[sh.unit] : Infinity,
    };
  });
  return {
    prefix: 's',
    n: st.shots,
    itemsAt: () => items,
    label: (i) => msg('choice.shot', { n: i + 1, of: st.shots }),
    groupLabel: (i) => msg('choice.shotKindOf', { n: i + 1, of: st.shots }),
  };
}

// ——— a field taken ———

/** OTT unit types on the taken field's control action, with how many stand there. */
export function occupyRows(s: State): { unit: UnitType; count: number }[] {
  const st = s.step;
  if (st?.kind !== 'occupy') return [];
  const u = peekUnits(s, `s:${st.field}.control`);
  return SIDE_TYPES.OTT.filter((t) => u[t] > 0).map((unit) => ({ unit, count: u[unit] }));
}

function occupyChoice(s: State, draft: Draft): Choice | null {
  const st = s.step;
  if (st?.kind !== 'occupy' || !isPlcField(st.field)) return null;
  const field = st.field;
  const rows = occupyRows(s);
  const slots: ChoiceSlot[] = rows.map((r, k) => ({
    id: `o${k}`,
    label: msg('choice.occupyRow', { unit: unitMsg(r.unit), n: r.count }),
    options: Array.from({ length: r.count }, (_, j) => ({
      value: String(j + 1),
      label: msg('choice.recallBack', { n: j + 1, all: j + 1 === r.count ? 'yes' : 'no' }),
    })),
    optional: true,
  }));
  const choice: Choice = { key: 'occupy', slots, sealed: false };
  const [min, max] = occupationKeep(s, field, st.mode);
  const back = rows.reduce((n, _row, k) => n + Number(draft[`o${k}`] ?? 0), 0);
  const stay = countOf(peekUnits(s, `s:${field}.control`)) - back;
  if (stay < min || stay > max)
    choice.invalid = msg('choice.occupyKeep', {
      min,
      max,
      exact: min === max ? 'yes' : 'no',
      limit: controlLimit(field),
      field: fieldMsg(field),
    });
  return choice;
}

// ——— the choices ———

function picksChoice(key: string, all: Picks[], draft: Draft): Choice | null {
  if (all.length === 0) return null;
  const slots: ChoiceSlot[] = [];
  const pool: Record<string, number> = {};
  for (const p of all) pickSlots(p, draft, slots, pool);
  return { key, slots, pool, sealed: false };
}

/** The unit-taking choice `side` owes now, or null. */
export function unitsChoice(s: State, side: Side, draft: Draft): Choice | null {
  const st = s.step;
  switch (st?.kind) {
    case 'weather': {
      const p = side === 'OTT' ? weatherPicks(s) : null;
      return picksChoice('weather', p ? [p] : [], draft);
    }
    case 'cull': {
      const p = cullPicks(s, side);
      return picksChoice('cull', p ? [p] : [], draft);
    }
    case 'mutiny':
      return picksChoice('mutiny', mutinyPicks(s, side), draft);
    case 'bombard': {
      const p = side === 'OTT' ? bombardPicks(s) : null;
      return picksChoice('bombard', p ? [p] : [], draft);
    }
    case 'occupy':
      return side === 'OTT' ? occupyChoice(s, draft) : null;
    default:
      return null;
  }
}
