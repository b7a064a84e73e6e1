/**
 * The decisions that take several units or shots — the weather, the mutiny (D3), died of
 * wounds / hungry and cold (D16/D18, A-69), the bombardment (5.7.9) and a field taken (D10) — are
 * each one drafted choice: the seat fills every slot in one prompt, the engine receives one
 * complete action checked against the same description, and the history says it in one line.
 */
import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/engines/chocim-1621/actions.js';
import { chocimGame, type State } from '../../../src/engines/chocim-1621/index.js';
import { draftOfPicks, type Picks, pickSlots, picksOfDraft } from '../../../src/engines/chocim-1621/picks.js';
import { type ChoiceSlot, type Draft, draftComplete, randomDraft } from '../../../src/engines/kit/choice.js';
import { SeededRng } from '../../../src/engines/kit/rng.js';
import { RuleError } from '../../../src/engines/kit/ruleError.js';
import { act, fresh, put, resume, units } from './helpers.js';

type Side = 'PLC' | 'OTT';

const describeFor = (s: State, side: Side) => (d: Draft) => chocimGame.choice?.(s, s.seatOf[side], d) ?? null;

/** The action a draft makes (the prompt's Confirm), or the refusal. */
function confirm(s: State, side: Side, draft: Draft): Action {
  const choose = chocimGame.choose;
  if (!choose) throw new Error('chocim has no choose');
  return choose(s, s.seatOf[side], draft) as Action;
}

/** Applies once; the input is never changed and the side owes nothing more in this step. */
function once(s: State, side: Side, a: Action) {
  const before = JSON.stringify(s);
  const out = act(s, side, a);
  expect(JSON.stringify(s)).toBe(before);
  const stillOwes = chocimGame.pending(out.state).some((d) => d.seat === s.seatOf[side]);
  const step = (x: State) => `${x.step?.kind}:${x.step?.kind === 'cull' ? x.step.purpose : ''}`;
  if (step(out.state) === step(s)) expect(stillOwes).toBe(false);
  return out;
}

/** Refused with a RuleError, and the state unchanged. */
function refused(s: State, side: Side, a: Action): void {
  const before = JSON.stringify(s);
  expect(() => chocimGame.apply(s, s.seatOf[side], a, SeededRng.fromSeed('refused'))).toThrow(RuleError);
  expect(JSON.stringify(s)).toBe(before);
}

const keys = (events: { msg: { key: string } }[]) => events.map((e) => e.msg.key);

describe('weather (A-42): OTT removes all its units in one decision', () => {
  function week4(): State {
    const s = fresh();
    s.mutinied.janissary = 1;
    s.reserves.sultan_tents.janissary -= 1;
    s.week = 4;
    resume(s, 'prep');
    expect(s.step).toEqual({ kind: 'weather', remaining: 2 });
    return s;
  }

  it('two slots, each unit as often as it stands there; one action, one history line', () => {
    const s = week4();
    const c = describeFor(s, 'OTT')({});
    expect(c?.key).toBe('weather');
    expect(c?.slots.map((sl) => sl.id)).toEqual(['w0', 'w1']);
    expect(c?.pool?.['mutinied|janissary']).toBe(1);
    expect(chocimGame.choice?.(s, s.seatOf.PLC, {})).toBeNull();
    // The lone mutinied janissary cannot be taken twice.
    const twice = { w0: 'mutinied|janissary', w1: 'mutinied|janissary' };
    expect(c && draftComplete(c, twice)).toBe(false);
    expect(() => confirm(s, 'OTT', twice)).toThrow(RuleError);
    const a = confirm(s, 'OTT', { w0: 'mutinied|janissary', w1: 'r:tatar_camp|tatar' });
    expect(a).toEqual({
      type: 'weather',
      units: [
        { from: 'mutinied', unit: 'janissary' },
        { from: 'r:tatar_camp', unit: 'tatar' },
      ],
    });
    const { state, events } = once(s, 'OTT', a);
    expect(state.removed).toMatchObject({ janissary: 1, tatar: 1 });
    expect(state.step?.kind).not.toBe('weather');
    expect(keys(events).filter((k) => k === 'chocim-1621.event.weatherUnits')).toHaveLength(1);
  });

  it('too few, too many, a unit that is not there or not Ottoman: refused', () => {
    const s = week4();
    const tatar = { from: 'r:tatar_camp', unit: 'tatar' } as const;
    refused(s, 'OTT', { type: 'weather', units: [tatar] });
    refused(s, 'OTT', { type: 'weather', units: [tatar, tatar, tatar] });
    refused(s, 'OTT', {
      type: 'weather',
      units: [
        { from: 'mutinied', unit: 'janissary' },
        { from: 'mutinied', unit: 'janissary' },
      ],
    });
    refused(s, 'OTT', { type: 'weather', units: [tatar, { from: 'r:hetman_camp', unit: 'cavalry' }] });
    refused(s, 'PLC', { type: 'weather', units: [tatar, tatar] });
  });

  it('the default (D2) takes the mutinied unit first, then the reserve by the default order, in one action', () => {
    const s = week4();
    const d = chocimGame.defaultAction(s, s.seatOf.OTT) as Action;
    expect(d.type).toBe('weather');
    if (d.type === 'weather') {
      expect(d.units).toHaveLength(2);
      expect(d.units[0]).toEqual({ from: 'mutinied', unit: 'janissary' });
      expect(d.units[1]?.from.startsWith('r:')).toBe(true);
    }
    expect(once(s, 'OTT', d).state.step?.kind).not.toBe('weather');
  });
});

describe('mutiny (D3): each side sends all its owed units in one decision', () => {
  function mutiny(): State {
    const s = fresh();
    s.week = 2;
    s.morale.OTT = 2; // 2 janissaries
    s.slots['church.defence'] = units({});
    s.reserves.hetman_camp.infantry++;
    put(s, 'church.control', { janissary: 2 }, 'sultan_tents');
    resume(s, 'prep');
    expect(s.step).toEqual({ kind: 'mutiny' });
    return s;
  }

  it('one action with both janissaries, split as the side likes; one history line', () => {
    const s = mutiny();
    const ids = describeFor(s, 'OTT')({})?.slots.map((sl) => sl.id) ?? [];
    expect(ids).toHaveLength(2);
    const [first = '', second = ''] = ids;
    const a = confirm(s, 'OTT', { [first]: 'r:sultan_tents|janissary', [second]: 's:church.control|janissary' });
    expect(a).toEqual({
      type: 'mutiny',
      units: [
        { from: 'r:sultan_tents', unit: 'janissary' },
        { from: 's:church.control', unit: 'janissary' },
      ],
    });
    const { state, events } = once(s, 'OTT', a);
    expect(state.mutinied.janissary).toBe(2);
    expect(state.slots['church.control']?.janissary).toBe(1);
    expect(state.step).toEqual({ kind: 'turn' });
    expect(keys(events).filter((k) => k === 'chocim-1621.event.mutinyUnits')).toHaveLength(1);
  });

  it('fewer or more than owed, the wrong type, or a side that owes nothing: refused', () => {
    const s = mutiny();
    const jan = { from: 'r:sultan_tents', unit: 'janissary' } as const;
    refused(s, 'OTT', { type: 'mutiny', units: [jan] });
    refused(s, 'OTT', { type: 'mutiny', units: [jan, jan, jan] });
    refused(s, 'OTT', { type: 'mutiny', units: [jan, { from: 'r:sipahi_camp', unit: 'sipahi' }] });
    refused(s, 'PLC', { type: 'mutiny', units: [] });
  });
});

describe('died of wounds, hungry and cold (D16/D18, A-69): the side removes all its units at once', () => {
  /** PLC: 3 routed units and famine with no card to discard (hungry and cold takes 2). */
  function summary(): State {
    const s = fresh();
    s.routed = units({ cavalry: 1, infantry: 1, cossack: 1 });
    s.reserves.hetman_camp.cavalry--;
    s.reserves.hetman_camp.infantry--;
    s.reserves.cossack_camp.cossack--;
    s.supply.PLC = 0;
    s.collected.PLC = [];
    resume(s, 'summary.food');
    expect(s.step).toEqual({ kind: 'cull', purpose: 'wounds', remaining: { PLC: 1, OTT: 0 } });
    return s;
  }

  it('wounds: one routed unit; then hunger: both slots offer only the routed units left (routed first)', () => {
    const s = summary();
    refused(s, 'PLC', { type: 'cull', units: [{ from: 'r:hetman_camp', unit: 'cavalry' }] });
    const { state: h, events } = once(s, 'PLC', { type: 'cull', units: [{ from: 'routed', unit: 'cossack' }] });
    expect(keys(events)).toContain('chocim-1621.event.diedUnits');
    expect(h.step).toEqual({ kind: 'cull', purpose: 'hunger', remaining: { PLC: 2, OTT: 0 } });
    const c = describeFor(h, 'PLC')({});
    expect(c?.slots.map((sl) => sl.options.map((o) => o.value))).toEqual([
      ['routed|cavalry', 'routed|infantry'],
      ['routed|cavalry', 'routed|infantry'],
    ]);
    // A board unit while routed ones are left, or one routed unit twice: refused.
    refused(h, 'PLC', {
      type: 'cull',
      units: [
        { from: 'routed', unit: 'cavalry' },
        { from: 'r:hetman_camp', unit: 'infantry' },
      ],
    });
    refused(h, 'PLC', {
      type: 'cull',
      units: [
        { from: 'routed', unit: 'cavalry' },
        { from: 'routed', unit: 'cavalry' },
      ],
    });
    const d = chocimGame.defaultAction(h, h.seatOf.PLC) as Action;
    expect(d.type === 'cull' && d.units.length).toBe(2);
    const out = once(h, 'PLC', d);
    expect(out.state.removed).toMatchObject({ cavalry: 1, infantry: 1, cossack: 1 });
    expect(keys(out.events).filter((k) => k === 'chocim-1621.event.hungryUnits')).toHaveLength(1);
  });
});

describe('bombardment (5.7.9): every shot in one decision', () => {
  function e15(): State {
    const s = fresh();
    s.approach = 5;
    put(s, 'trenches.bombardment', { janissary: 3 }, 'sultan_tents');
    put(s, 'ramparts.defence', { infantry: 3 }, 'hetman_camp');
    resume(s, 'effects');
    expect(s.step).toEqual({ kind: 'bombard', shots: 3 });
    return s;
  }

  it('three shot slots; a defender can be driven off only as often as it stands there', () => {
    const s = e15();
    const c = describeFor(s, 'OTT')({});
    expect(c?.slots.map((sl) => sl.id)).toEqual(['s0', 's1', 's2']);
    expect(c?.slots[0]?.options.map((o) => o.value)).toContain('w|ramparts|infantry');
    expect(c?.pool?.['w|ramparts|infantry']).toBe(3);
    expect(c?.pool?.supply).toBeUndefined();
    const a = confirm(s, 'OTT', { s0: 'supply', s1: 'supply', s2: 'w|ramparts|infantry' });
    const { state, events } = once(s, 'OTT', a);
    expect(state.slots['ramparts.defence']?.infantry).toBe(2);
    expect(keys(events).filter((k) => k === 'chocim-1621.event.bombard')).toHaveLength(1);
    expect(keys(events).filter((k) => k === 'chocim-1621.event.shot.supply')).toHaveLength(2);
  });

  it('too few or too many shots, or a shot not yet unlocked: refused; the default shoots at supply', () => {
    const s = e15();
    refused(s, 'OTT', { type: 'bombard', shots: [{ shot: 'supply' }, { shot: 'supply' }] });
    refused(s, 'OTT', { type: 'bombard', shots: Array.from({ length: 4 }, () => ({ shot: 'supply' as const })) });
    refused(s, 'OTT', {
      type: 'bombard',
      shots: [{ shot: 'supply' }, { shot: 'supply' }, { shot: 'fortification', field: 'ramparts' }],
    });
    expect(chocimGame.defaultAction(s, s.seatOf.OTT)).toEqual({
      type: 'bombard',
      shots: [{ shot: 'supply' }, { shot: 'supply' }, { shot: 'supply' }],
    });
  });
});

describe('every unit-taking choice drafted at random is one legal action', () => {
  it('random drafts of each decision are accepted whole', () => {
    const rng = SeededRng.fromSeed('drafts');
    const states: [State, Side][] = [];
    const w = fresh();
    w.week = 4;
    resume(w, 'prep');
    states.push([w, 'OTT']);
    const b = fresh();
    b.approach = 6;
    put(b, 'trenches.bombardment', { janissary: 3 }, 'sultan_tents');
    put(b, 'ramparts.defence', { infantry: 2, cavalry: 1 }, 'hetman_camp');
    resume(b, 'effects');
    states.push([b, 'OTT']);
    for (const [s, side] of states) {
      for (let k = 0; k < 20; k++) {
        const draft = randomDraft(describeFor(s, side), (n) => rng.int(n));
        expect(draft).not.toBeNull();
        once(s, side, confirm(s, side, draft as Draft));
      }
    }
  });
});

describe('a list longer than a menu is asked place first', () => {
  it('30 things: a place slot, then the thing there; the draft of an action walks the same slots', () => {
    const items = Array.from({ length: 30 }, (_, k) => ({
      value: `p${k % 6}|t${k}`,
      group: `p${k % 6}`,
      groupLabel: { key: `g${k % 6}` },
      label: { key: `l${k}` },
      labelInGroup: { key: `i${k}` },
      count: 1,
    }));
    const p: Picks = {
      prefix: 'x',
      n: 2,
      itemsAt: () => items,
      label: () => ({ key: 'slot' }),
      groupLabel: () => ({ key: 'place' }),
    };
    const slots: ChoiceSlot[] = [];
    pickSlots(p, {}, slots, {});
    expect(slots.map((s) => s.id)).toEqual(['x0g', 'x1g']);
    expect(slots[0]?.options).toHaveLength(6);
    const draft = draftOfPicks(p, ['p1|t1', 'p1|t7']);
    expect(draft).toEqual({ x0g: 'p1', x0: 'p1|t1', x1g: 'p1', x1: 'p1|t7' });
    const full: ChoiceSlot[] = [];
    expect(pickSlots(p, draft, full, {})).toEqual(['p1|t1', 'p1|t7']);
    expect(full.map((s) => s.id)).toEqual(['x0g', 'x0', 'x1g', 'x1']);
    // Under the place, only what stands there (5 things at p1), each taken once.
    expect(full[3]?.options.map((o) => o.value)).not.toContain('p1|t1');
    expect(full[1]?.options).toHaveLength(5);
    expect(picksOfDraft(p, draft)).toEqual(['p1|t1', 'p1|t7']);
  });
});
