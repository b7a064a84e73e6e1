/**
 * Player decisions the spec's play-by-post table (9.2) gives to a side, each asked as a real
 * decision: the effects order (D13/D14), mutiny sources (D3), the sealed summary recall (D15)
 * and the occupation of a taken field (D10, A-28). Rulings PBP-1 … PBP-4.
 */
import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/engines/chocim-1621/actions.js';
import { SUPPLY } from '../../../src/engines/chocim-1621/data/tracks.js';
import { flow } from '../../../src/engines/chocim-1621/flow.js';
import { chocimGame, type State } from '../../../src/engines/chocim-1621/index.js';
import { canCommit, commitDraft, newDraft } from '../../../src/engines/chocim-1621/rules/deploy.js';
import { runFlow } from '../../../src/engines/kit/flow.js';
import type { LabelledAction } from '../../../src/engines/kit/types.js';
import { rolls, scripted } from '../../support/engine.js';
import type { Click } from './helpers.js';
import { act, actionOf, expectRuleError, fresh, giveCard, place, put, resume, run, turnOf, units } from './helpers.js';

const ids = (s: State, side: 'PLC' | 'OTT') => chocimGame.legalActions(s, s.seatOf[side]).map((a) => a.id);
/** The options of each slot of the side's described choice for an empty draft (null: none owed). */
const slotOptions = (s: State, side: 'PLC' | 'OTT') =>
  chocimGame.choice?.(s, s.seatOf[side], {})?.slots.map((sl) => sl.options.map((o) => o.value)) ?? null;
const owing = (s: State) => chocimGame.pending(s).map((d) => ({ seat: d.seat, kind: d.kind, prompt: d.prompt.key }));
const playCmd = (card: string): Click => ({ type: 'play', card, mode: 'command' });

/** Discord shows up to 20 buttons, else up to 4 select menus (one per group) of 25 options. */
function fitsDiscord(legal: LabelledAction<unknown>[]): boolean {
  if (legal.length <= 20) return true;
  const groups = new Map<string, number>();
  for (const a of legal) groups.set(a.group ?? '', (groups.get(a.group ?? '') ?? 0) + 1);
  return groups.size <= 4 && [...groups.values()].every((n) => n <= 25);
}

/** OTT holds the church with these units on its control; its infantry defender went home. */
function ottHoldsChurch(s: State, u: Parameters<typeof units>[0], reserve: string): void {
  s.slots['church.defence'] = units({});
  s.reserves.hetman_camp.infantry++;
  put(s, 'church.control', u, reserve);
}

describe('D13/D14 — the order of the effects is the player’s (PBP-1)', () => {
  /**
   * OTT's supply is at the top of its track, so the order matters: loot first (36 → 34) leaves
   * room for the raided plunder (+1 → 35); the pair first is lost at the top (36) and loot then
   * takes it to 34. The Supply phase that follows eats 12 (36 units) either way.
   */
  function lootAndRaid(): State {
    const s = fresh();
    s.supply.OTT = SUPPLY.OTT.max;
    put(s, 'cossack_camp.loot_expedition', { cossack: 2 }, 'cossack_camp');
    put(s, 'lisowczyk_bastion.raid', { cavalry: 1 }, 'hetman_camp');
    put(s, 'sipahi_camp.plunder', { sipahi: 3 }, 'sipahi_camp');
    resume(s, 'effects');
    return s;
  }

  it('PLC is asked which effect resolves next; the linked pair is one choice; the default is catalogue order', () => {
    const s = lootAndRaid();
    expect(s.step).toEqual({ kind: 'effectOrder', side: 'PLC' });
    expect(owing(s)).toEqual([{ seat: s.seatOf.PLC, kind: 'turn', prompt: 'chocim-1621.prompt.effectOrder' }]);
    expect(ids(s, 'PLC')).toEqual(['effect:raid', 'effect:loot_expedition']);
    expect(ids(s, 'OTT')).toEqual([]);
    const raid = chocimGame.legalActions(s, s.seatOf.PLC)[0];
    expect(raid?.label.key).toBe('chocim-1621.label.effectPair');
    expect(chocimGame.view(s, null).effectsLeft).toEqual(['raid', 'loot_expedition']);
    expect(chocimGame.defaultAction(s, s.seatOf.PLC)).toEqual({ type: 'effect', item: 'raid' });
    expectRuleError(() => act(s, 'PLC', { type: 'effect', item: 'plunder' }));
    expectRuleError(() => act(s, 'OTT', { type: 'effect', item: 'raid' }));
  });

  it('loot first: OTT 36 − 2 + 1 = 35; the pair first: 36 (capped) − 2 = 34 — then the week eats 12', () => {
    const s = lootAndRaid();
    const lootFirst = act(s, 'PLC', { type: 'effect', item: 'loot_expedition' }).state;
    expect(lootFirst.supply.OTT).toBe(35 - 12);
    const pairFirst = act(s, 'PLC', { type: 'effect', item: 'raid' }).state;
    expect(pairFirst.supply.OTT).toBe(34 - 12);
    // Either way every unit went home and the last effect resolved without a question.
    for (const out of [lootFirst, pairFirst]) {
      expect(out.reserves.cossack_camp.cossack).toBe(7);
      expect(out.reserves.sipahi_camp.sipahi).toBe(17);
      expect(out.phase).toBe('summary');
    }
  });

  it('OTT orders its own effects: digging before the bombardment unlocks the shots (default), after it does not', () => {
    const s = fresh();
    s.approach = 3;
    put(s, 'trenches.dig_approaches', { janissary: 1 }, 'sultan_tents');
    put(s, 'trenches.bombardment', { janissary: 2 }, 'sultan_tents');
    resume(s, 'effects');
    // PLC has no effect (and nothing filling the approaches), so OTT picks the order.
    expect(s.step).toEqual({ kind: 'effectOrder', side: 'OTT' });
    expect(ids(s, 'OTT')).toEqual(['effect:dig_approaches', 'effect:bombardment']);
    expect(chocimGame.defaultAction(s, s.seatOf.OTT)).toEqual({ type: 'effect', item: 'dig_approaches' });
    const dig = act(s, 'OTT', { type: 'effect', item: 'dig_approaches' }).state;
    expect(dig.approach).toBe(4);
    expect(dig.step).toEqual({ kind: 'bombard', shots: 2 });
    const plcSupply = s.supply.PLC;
    const bombardFirst = act(s, 'OTT', { type: 'effect', item: 'bombardment' }).state;
    expect(bombardFirst.approach).toBe(4);
    expect(bombardFirst.supply.PLC).toBe(plcSupply - 7); // no shot; only the week's consumption
    expect(bombardFirst.reserves.sultan_tents.janissary).toBe(12);
  });

  it('a pair with PLC units resolves in PLC’s step, and a single effect left resolves without a question', () => {
    const s = fresh();
    const ottSupply = s.supply.OTT;
    put(s, 'bridgehead.kamieniec_expedition', { cavalry: 1 }, 'hetman_camp');
    put(s, 'tatar_camp.pursuit', { tatar: 1 }, 'tatar_camp');
    put(s, 'sipahi_camp.plunder', { sipahi: 2 }, 'sipahi_camp');
    const events = resume(s, 'effects');
    // PLC's only item (expedition + pursuit) and OTT's only item (plunder) needed no choice.
    expect(events.some((e) => e.msg.key === 'chocim-1621.event.effect.kamieniec')).toBe(true);
    expect(s.supply.OTT).toBe(ottSupply + 2 - 12);
    expect(s.phase).toBe('summary');
  });
});

describe('D3 — where the mutinied units come from is the owner’s choice (PBP-2)', () => {
  /** Week 2's Preparation with OTT morale 2 (2 janissaries must mutiny) and 2 janissaries holding the church. */
  function ottMutiny(): State {
    const s = fresh();
    s.week = 2;
    s.morale.OTT = 2;
    ottHoldsChurch(s, { janissary: 2 }, 'sultan_tents');
    resume(s, 'prep');
    return s;
  }

  it('OTT may take them from its reserve (the default) or from the church control', () => {
    const s = ottMutiny();
    expect(s.step).toEqual({ kind: 'mutiny' });
    expect(owing(s)).toEqual([{ seat: s.seatOf.OTT, kind: 'turn', prompt: 'chocim-1621.prompt.mutiny' }]);
    // One decision: where each of the two janissaries comes from.
    const both = ['r:sultan_tents|janissary', 's:church.control|janissary'];
    expect(slotOptions(s, 'OTT')).toEqual([both, both]);
    expect(slotOptions(s, 'PLC')).toBeNull();
    expect(ids(s, 'PLC')).toEqual([]);
    expect(chocimGame.view(s, null).mutinyOwed).toEqual({ PLC: 0, OTT: 2 });
    const fromTents = { from: 'r:sultan_tents', unit: 'janissary' } as const;
    const fromChurchUnit = { from: 's:church.control', unit: 'janissary' } as const;
    expect(chocimGame.defaultAction(s, s.seatOf.OTT)).toEqual({ type: 'mutiny', units: [fromTents, fromTents] });
    const byDefault = run(s, [{ side: 'OTT', action: { type: 'mutiny', units: [fromTents, fromTents] } }]);
    expect(byDefault.mutinied.janissary).toBe(2);
    expect(byDefault.slots['church.control']?.janissary).toBe(2);
    expect(byDefault.step).toEqual({ kind: 'turn' });
    // Taking both from the church gives the field back to PLC (5.2).
    const fromChurch = run(s, [{ side: 'OTT', action: { type: 'mutiny', units: [fromChurchUnit, fromChurchUnit] } }]);
    expect(fromChurch.mutinied.janissary).toBe(2);
    expect(fromChurch.reserves.sultan_tents.janissary).toBe(10);
    expect(fromChurch.slots['church.control']?.janissary).toBe(0);
    expect(fromChurch.phase).toBe('actions');
  });

  it('both sides choose at the same time, in public', () => {
    const s = fresh();
    s.week = 2;
    s.morale.OTT = 2;
    s.morale.PLC = 3; // 1 Cossack
    ottHoldsChurch(s, { janissary: 2 }, 'sultan_tents');
    put(s, 'redoubts.defence', { cossack: 1 }, 'cossack_camp');
    resume(s, 'prep');
    expect(owing(s).map((d) => [d.seat, d.kind])).toEqual([
      [s.seatOf.PLC, 'turn'],
      [s.seatOf.OTT, 'turn'],
    ]);
    expect(slotOptions(s, 'PLC')).toEqual([['r:cossack_camp|cossack', 's:redoubts.defence|cossack']]);
    const plcDone = act(s, 'PLC', { type: 'mutiny', units: [{ from: 's:redoubts.defence', unit: 'cossack' }] }).state;
    expect(plcDone.slots['redoubts.defence']?.cossack).toBe(0);
    expect(owing(plcDone).map((d) => d.seat)).toEqual([s.seatOf.OTT]);
    expect(ids(plcDone, 'PLC')).toEqual([]);
  });

  it('no question when the choice is forced: every janissary left must go', () => {
    const s = fresh();
    s.week = 2;
    s.morale.OTT = 1; // 3 janissaries
    s.removed.janissary = 9;
    s.reserves.sultan_tents.janissary = 2;
    put(s, 'church.control', { janissary: 1 });
    s.slots['church.defence'] = units({});
    s.reserves.hetman_camp.infantry++;
    const events = resume(s, 'prep');
    expect(s.step).toEqual({ kind: 'turn' });
    expect(s.mutinied.janissary).toBe(3);
    expect(events.filter((e) => e.msg.key === 'chocim-1621.event.mutinyUnit')).toHaveLength(3);
  });
});

describe('D15 — Summary step 1 is chosen by both sides at once, sealed (PBP-3)', () => {
  /** Summary with PLC's four setup defenders and 2 sipahis holding the church. */
  function summary(): State {
    const s = fresh();
    ottHoldsChurch(s, { sipahi: 2 }, 'sipahi_camp');
    resume(s, 'summary');
    return s;
  }

  it('both sides owe a sealed choice; a side’s marks show only in its own view', () => {
    const s = summary();
    expect(s.step?.kind).toBe('recall');
    expect(owing(s)).toEqual([
      { seat: s.seatOf.PLC, kind: 'secret', prompt: 'chocim-1621.prompt.recall' },
      { seat: s.seatOf.OTT, kind: 'secret', prompt: 'chocim-1621.prompt.recall' },
    ]);
    // One sealed choice per side: how many of each unit type on each defence/control action go back.
    const plc = chocimGame.choice?.(s, s.seatOf.PLC);
    expect(plc?.sealed).toBe(true);
    expect(plc?.slots).toHaveLength(3);
    expect(plc?.slots.map((x) => x.options.map((o) => o.value))).toEqual([['1'], ['1'], ['1']]);
    expect(chocimGame.choice?.(s, s.seatOf.OTT)?.slots.map((x) => x.options.length)).toEqual([2]);
    // The prompt's draft (the redoubts' infantry goes back) becomes one whole action.
    const action = chocimGame.choose?.(s, s.seatOf.PLC, { r2: '1' });
    expect(action).toEqual({ type: 'recall', back: [{ from: 's:redoubts.defence', unit: 'infantry', n: 1 }] });
    const confirmed = act(s, 'PLC', action as Action);
    const c = confirmed.state;
    // Nothing moved yet; only PLC sees what it marked.
    expect(c.slots['redoubts.defence']?.infantry).toBe(1);
    expect(chocimGame.view(c, c.seatOf.PLC).recall).toEqual({
      submitted: { PLC: true, OTT: false },
      mine: [{ from: 's:redoubts.defence', unit: 'infantry' }],
    });
    expect(chocimGame.view(c, c.seatOf.OTT).recall).toEqual({ submitted: { PLC: true, OTT: false }, mine: [] });
    expect(chocimGame.view(c, null).recall?.mine).toBeNull();
    const publicKeys = confirmed.events.filter((e) => !e.to).map((e) => e.msg.key);
    expect(publicKeys).toEqual(['chocim-1621.event.sealed']);
    expect(confirmed.events.find((e) => e.to)?.to).toEqual([c.seatOf.PLC]);
    // PLC may still change its mind until OTT has chosen.
    expect(owing(c).map((d) => d.seat)).toEqual([c.seatOf.OTT]);
    expect(chocimGame.choice?.(c, c.seatOf.PLC)?.current).toEqual({ r2: '1' });
  });

  it('when both have confirmed, the marked units go home together and the choices are revealed', () => {
    const s = summary();
    const hetmanInfantry = s.reserves.hetman_camp.infantry;
    const before = run(s, [
      { side: 'PLC', action: { type: 'recall', from: 's:redoubts.defence', unit: 'infantry' } },
      { side: 'PLC', action: { type: 'recall', from: 's:bridgehead.defence', unit: 'infantry' } },
      { side: 'PLC', action: { type: 'unrecall', from: 's:bridgehead.defence', unit: 'infantry' } },
      { side: 'PLC', action: { type: 'recallDone' } },
      { side: 'OTT', action: { type: 'recall', from: 's:church.control', unit: 'sipahi' } },
    ]);
    const out = chocimGame.apply(
      before,
      before.seatOf.OTT,
      actionOf(before, 'OTT', { type: 'recallDone' }) as Action,
      scripted(),
    );
    expect(out.revealed).toBe(true);
    const keys = out.events.map((e) => e.msg.key);
    expect(keys.filter((k) => k === 'chocim-1621.event.recall')).toHaveLength(2);
    expect(keys.filter((k) => k === 'chocim-1621.event.recallCount')).toHaveLength(2);
    const o = out.state;
    expect(o.slots['redoubts.defence']?.infantry).toBe(0);
    expect(o.slots['bridgehead.defence']?.infantry).toBe(1);
    expect(o.reserves.hetman_camp.infantry).toBe(hetmanInfantry + 1);
    expect(o.slots['church.control']?.sipahi).toBe(1);
  });

  it('the default keeps everything in place', () => {
    const s = summary();
    expect(chocimGame.defaultAction(s, s.seatOf.PLC)).toEqual({ type: 'recall', back: [] });
    const out = run(s, [
      { side: 'PLC', action: chocimGame.defaultAction(s, s.seatOf.PLC) },
      { side: 'OTT', action: chocimGame.defaultAction(s, s.seatOf.OTT) },
    ]);
    expect(out.slots['redoubts.defence']?.infantry).toBe(1);
    expect(out.slots['church.control']?.sipahi).toBe(2);
  });

  it('a side with nothing on defence/control owes nothing; the other still chooses', () => {
    const s = fresh();
    resume(s, 'summary');
    expect(owing(s).map((d) => d.seat)).toEqual([s.seatOf.PLC]);
    expect(ids(s, 'OTT')).toEqual([]);
  });

  it('the most PLC can mark (3 unit types on all 8 defence actions) still fits Discord menus', () => {
    const s = fresh();
    for (const f of ['cossack_camp', 'lisowczyk_bastion', 'redoubts', 'church', 'bridgehead', 'ramparts', 'castle']) {
      s.slots[`${f}.defence`] = units({ cavalry: 1, infantry: 1, cossack: 1 });
    }
    s.slots['hetman_camp.defence'] = units({ cavalry: 1, infantry: 1, cossack: 1 });
    s.reserves.hetman_camp = units({});
    s.reserves.cossack_camp = units({});
    resume(s, 'summary');
    const legal = chocimGame.legalActions(s, s.seatOf.PLC);
    expect(legal.filter((l) => l.group === 'recall')).toHaveLength(24);
    expect(fitsDiscord(legal)).toBe(true);
    // The described choice: 24 rows, within the 25 a menu of slots shows.
    expect(chocimGame.choice?.(s, s.seatOf.PLC)?.slots).toHaveLength(24);
    const all = chocimGame.choose?.(
      s,
      s.seatOf.PLC,
      Object.fromEntries(Array.from({ length: 24 }, (_, k) => [`r${k}`, '1'])),
    );
    const out = act(s, 'PLC', all as Action).state;
    expect(out.reserves.hetman_camp).toMatchObject({ cavalry: 8, infantry: 8 });
  });
});

describe('D10 / A-28 — which attackers stay on the taken field’s control (PBP-4)', () => {
  /** OTT adds 1 sipahi to 2 janissaries + 1 Tatar on the undefended church's assault and declares. */
  function capture(onAssault: Parameters<typeof units>[0]): State {
    const s = turnOf(fresh(), 'OTT');
    s.slots['church.defence'] = units({});
    s.reserves.hetman_camp.infantry++;
    for (const [t, n] of Object.entries(onAssault))
      put(
        s,
        'church.assault',
        { [t]: n },
        t === 'janissary' ? 'sultan_tents' : t === 'tatar' ? 'tatar_camp' : 'sipahi_camp',
      );
    giveCard(s, 'OTT', 'ott_officer_12');
    let out = run(s, [
      { side: 'OTT', action: playCmd('ott_officer_12') },
      { side: 'OTT', action: place('r:sipahi_camp', 'sipahi', 'church.assault') },
      { side: 'OTT', action: { type: 'commit' } },
    ]);
    if (out.step?.kind === 'declare') out = act(out, 'OTT', { type: 'declare', yes: true }).state;
    return out;
  }

  it('4 survivors for a control of 3: OTT must send one back, its choice; the default keeps the most dice', () => {
    const s = capture({ janissary: 2, tatar: 1 });
    expect(s.lastCombat?.outcome).toBe('captured');
    expect(s.step).toEqual({ kind: 'occupy', field: 'church', mode: 'capture' });
    expect(s.slots['church.control']).toMatchObject({ janissary: 2, sipahi: 1, tatar: 1 });
    expect(chocimGame.view(s, null).occupyField).toBe('church');
    expect(owing(s)).toEqual([{ seat: s.seatOf.OTT, kind: 'turn', prompt: 'chocim-1621.prompt.occupy' }]);
    // One decision: how many of each kind go back. Over the limit, keeping everyone is refused.
    expect(slotOptions(s, 'OTT')).toEqual([['1'], ['1', '2'], ['1']]);
    expectRuleError(() => act(s, 'OTT', { type: 'occupy', back: [] }));
    // A Tatar rolls no dice at the church: the default sends it back and keeps the rest.
    expect(chocimGame.defaultAction(s, s.seatOf.OTT)).toEqual({ type: 'occupy', back: [{ unit: 'tatar', n: 1 }] });
    const d = act(s, 'OTT', chocimGame.defaultAction(s, s.seatOf.OTT)).state;
    expect(d.slots['church.control']).toMatchObject({ janissary: 2, sipahi: 1, tatar: 0 });
    expect(d.step).toEqual({ kind: 'turn' });
    // OTT may instead keep the Tatar and send a janissary home.
    const kept = act(s, 'OTT', { type: 'occupy', back: [{ unit: 'janissary', n: 1 }] }).state;
    expect(kept.slots['church.control']).toMatchObject({ janissary: 1, sipahi: 1, tatar: 1 });
    expect(kept.reserves.sultan_tents.janissary).toBe(11);
    expect(kept.step).toEqual({ kind: 'turn' });
    expect(kept.active).toBe('PLC');
  });

  it('survivors of one kind over the limit are trimmed without a question; how many stay is still asked', () => {
    const s = turnOf(fresh(), 'OTT');
    s.slots['church.defence'] = units({});
    s.reserves.hetman_camp.infantry++;
    put(s, 'church.assault', { sipahi: 4 }, 'sipahi_camp');
    giveCard(s, 'OTT', 'ott_officer_12');
    const out = run(s, [
      { side: 'OTT', action: playCmd('ott_officer_12') },
      { side: 'OTT', action: place('r:sipahi_camp', 'sipahi', 'church.assault') },
      { side: 'OTT', action: { type: 'commit' } },
    ]);
    // 5 = the church's maximum: the assault is forced and succeeds without dice.
    expect(out.slots['church.control']?.sipahi).toBe(3);
    expect(out.reserves.sipahi_camp.sipahi).toBe(14);
    expect(out.step).toEqual({ kind: 'occupy', field: 'church', mode: 'capture' });
    // Two of the three sipahis may still go back (one stays at least).
    expect(slotOptions(out, 'OTT')).toEqual([['1', '2', '3']]);
    expectRuleError(() => act(out, 'OTT', { type: 'occupy', back: [{ unit: 'sipahi', n: 3 }] }));
    expect(
      act(out, 'OTT', { type: 'occupy', back: [{ unit: 'sipahi', n: 2 }] }).state.slots['church.control']?.sipahi,
    ).toBe(1);
  });

  it('A-28: walking into the abandoned bastion with 4 (its assault minimum) for a control of 3 — OTT picks who goes back', () => {
    // No card in the reconstructed decks commands 4 units; the play is crafted as if one did.
    const s = turnOf(fresh(), 'OTT');
    s.slots['lisowczyk_bastion.defence'] = units({});
    s.reserves.hetman_camp.cavalry++;
    giveCard(s, 'OTT', 'ott_officer_12');
    // The rules' own commit of such a play, then the flow on (what apply does with a whole play).
    const play = { ...newDraft('OTT', 'ott_officer_12', 'command'), limit: 4 };
    play.placements = [
      { from: 'r:sipahi_camp', unit: 'sipahi', to: 'lisowczyk_bastion.control' },
      { from: 'r:sipahi_camp', unit: 'sipahi', to: 'lisowczyk_bastion.control' },
      { from: 'r:tatar_camp', unit: 'tatar', to: 'lisowczyk_bastion.control' },
      { from: 'r:tatar_camp', unit: 'tatar', to: 'lisowczyk_bastion.control' },
    ];
    expect(canCommit(s, play)).toBe(true);
    const out = structuredClone(s);
    out.step = null;
    out.play = commitDraft(out, play, []);
    out.cursor = 'play';
    runFlow(flow, out, { events: [], rng: scripted() });
    expect(out.step).toEqual({ kind: 'occupy', field: 'lisowczyk_bastion', mode: 'walkIn' });
    expect(slotOptions(out, 'OTT')).toEqual([
      ['1', '2'],
      ['1', '2'],
    ]);
    expect(chocimGame.defaultAction(out, out.seatOf.OTT)).toEqual({ type: 'occupy', back: [{ unit: 'tatar', n: 1 }] });
    // A walk-in keeps exactly the limit: OTT already chose how many in its play.
    expectRuleError(() => act(out, 'OTT', { type: 'occupy', back: [{ unit: 'sipahi', n: 2 }] }));
    const done = act(out, 'OTT', { type: 'occupy', back: [{ unit: 'sipahi', n: 1 }] }).state;
    expect(done.slots['lisowczyk_bastion.control']).toMatchObject({ sipahi: 1, tatar: 2 });
    expect(done.reserves.sipahi_camp.sipahi).toBe(16);
    expect(done.step).toEqual({ kind: 'turn' });
    expect(done.active).toBe('PLC');
  });

  it('A-28: the control limit is checked only after the Ottoman walk-in that can overfill it, not after other plays', () => {
    // A control over its limit that no walk-in of the play caused (as if a printed limit had been
    // corrected downwards): the old check after every play stopped PLC's play to make OTT trim it.
    const over = (side: 'PLC' | 'OTT') => {
      const s = turnOf(fresh(), side);
      s.slots['church.defence'] = units({});
      s.reserves.hetman_camp.infantry++;
      put(s, 'church.control', { sipahi: 4 }, 'sipahi_camp');
      return s;
    };
    const plc = over('PLC');
    giveCard(plc, 'PLC', 'plc_officer_10');
    const afterPlc = run(plc, [
      { side: 'PLC', action: playCmd('plc_officer_10') },
      { side: 'PLC', action: place('r:hetman_camp', 'cavalry', 'castle.procession') },
      { side: 'PLC', action: { type: 'commit' } },
    ]);
    expect(afterPlc.step).toEqual({ kind: 'turn' });
    expect(afterPlc.active).toBe('OTT');
    expect(afterPlc.slots['church.control']?.sipahi).toBe(4);
    // An Ottoman play that walks in nowhere is not stopped either.
    const ott = over('OTT');
    giveCard(ott, 'OTT', 'ott_officer_12');
    const afterOtt = run(ott, [
      { side: 'OTT', action: playCmd('ott_officer_12') },
      { side: 'OTT', action: place('r:sultan_tents', 'janissary', 'sultan_tents.pilaf') },
      { side: 'OTT', action: { type: 'commit' } },
    ]);
    expect(afterOtt.step).toEqual({ kind: 'turn' });
    expect(afterOtt.active).toBe('PLC');
    // The walk-in itself is still settled at once (previous test): only the fields it entered are checked.
  });
});

describe('D8/D9 — combat losses are asked whenever the owner has a choice', () => {
  it('Cossacks on the camp’s defence action and in its reserve: the owner picks which one is routed', () => {
    // Cossack camp at fortification 0; 3 Cossacks defend (1 on the defence action, 2 in the reserve).
    const s = turnOf(fresh(), 'OTT');
    s.fortification.cossack_camp = 0;
    s.reserves.hetman_camp.cossack = 4;
    s.reserves.cossack_camp.cossack = 3;
    put(s, 'cossack_camp.defence', { cossack: 1 }, 'cossack_camp');
    put(s, 'cossack_camp.assault', { janissary: 3 }, 'sultan_tents');
    giveCard(s, 'OTT', 'ott_officer_12');
    // OTT 4 janissaries = 8 dice, one 6; PLC 3 Cossacks in their camp = 6 dice, nothing.
    const rng = rolls(6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1);
    const out = run(
      s,
      [
        { side: 'OTT', action: playCmd('ott_officer_12') },
        { side: 'OTT', action: place('r:sultan_tents', 'janissary', 'cossack_camp.assault') },
        { side: 'OTT', action: { type: 'commit' } },
        { side: 'OTT', action: { type: 'declare', yes: true } },
      ],
      rng,
    );
    expect(out.step?.kind).toBe('combat');
    expect(owing(out)).toEqual([{ seat: out.seatOf.PLC, kind: 'turn', prompt: 'chocim-1621.prompt.losses' }]);
    expect(ids(out, 'PLC')).toEqual(['loss:s:cc.defence:cos', 'loss:r:cc:cos']);
    const kept = act(out, 'PLC', { type: 'loss', from: 'r:cossack_camp', unit: 'cossack' }).state;
    expect(kept.routed.cossack).toBe(1);
    expect(kept.slots['cossack_camp.defence']?.cossack).toBe(1);
    expect(kept.lastCombat?.outcome).toBe('held');
  });

  it('when every defender is routed there is nothing to choose, whatever their types', () => {
    // Church at fortification 0: 1 infantry + 1 cavalry against 3 janissaries rolling two 6s.
    const s = turnOf(fresh(), 'OTT');
    s.fortification.church = 0;
    put(s, 'church.defence', { cavalry: 1 }, 'hetman_camp');
    put(s, 'church.assault', { janissary: 2 }, 'sultan_tents');
    giveCard(s, 'OTT', 'ott_officer_12');
    const rng = rolls(6, 6, 1, 1, 1, 1, 1, 1, 1);
    const out = run(
      s,
      [
        { side: 'OTT', action: playCmd('ott_officer_12') },
        { side: 'OTT', action: place('r:sultan_tents', 'janissary', 'church.assault') },
        { side: 'OTT', action: { type: 'commit' } },
        { side: 'OTT', action: { type: 'declare', yes: true } },
      ],
      rng,
    );
    expect(out.routed).toMatchObject({ infantry: 1, cavalry: 1 });
    expect(out.lastCombat?.outcome).toBe('captured');
    expect(out.step).toEqual({ kind: 'occupy', field: 'church', mode: 'capture' });
  });
});

describe('D16/D17/D18 — the summary removals', () => {
  it('died of wounds: both sides pick their own routed unit at the same time, in public', () => {
    const s = fresh();
    s.routed = units({ cavalry: 1, infantry: 1, sipahi: 1, tatar: 1 });
    s.reserves.hetman_camp.cavalry--;
    s.reserves.hetman_camp.infantry--;
    s.reserves.sipahi_camp.sipahi--;
    s.reserves.tatar_camp.tatar--;
    resume(s, 'summary.food');
    expect(s.step).toEqual({ kind: 'cull', purpose: 'wounds', remaining: { PLC: 1, OTT: 1 } });
    expect(owing(s)).toEqual([
      { seat: s.seatOf.PLC, kind: 'turn', prompt: 'chocim-1621.prompt.cull' },
      { seat: s.seatOf.OTT, kind: 'turn', prompt: 'chocim-1621.prompt.cull' },
    ]);
    expect(slotOptions(s, 'OTT')).toEqual([['routed|sipahi', 'routed|tatar']]);
    // Default: least valuable first (a Tatar rolls as many pitched-battle dice as a sipahi; tie order).
    expect(chocimGame.defaultAction(s, s.seatOf.OTT)).toEqual({
      type: 'cull',
      units: [{ from: 'routed', unit: 'sipahi' }],
    });
    const ott = act(s, 'OTT', { type: 'cull', units: [{ from: 'routed', unit: 'tatar' }] }).state;
    expect(owing(ott).map((d) => d.seat)).toEqual([s.seatOf.PLC]);
    expect(ids(ott, 'OTT')).toEqual([]);
    const both = act(ott, 'PLC', { type: 'cull', units: [{ from: 'routed', unit: 'cavalry' }] }).state;
    expect(both.removed).toMatchObject({ cavalry: 1, tatar: 1 });
    // Back to the ranks: the other routed units went home; the week goes on.
    expect(both.reserves.hetman_camp.infantry).toBe(3);
    expect(both.week).toBe(2);
  });

  it('famine: the discard is asked by DM (private) — a public prompt would show the whole collection', () => {
    const s = fresh();
    s.supply.OTT = 0;
    s.collected.OTT = s.display.splice(0, 3);
    resume(s, 'summary.food');
    expect(s.step).toEqual({ kind: 'famine', side: 'OTT' });
    expect(owing(s)).toEqual([{ seat: s.seatOf.OTT, kind: 'private', prompt: 'chocim-1621.prompt.famine' }]);
    const card = s.collected.OTT[1] as string;
    const out = chocimGame.apply(s, s.seatOf.OTT, { type: 'famine', card }, scripted());
    expect(out.revealed).toBe(true);
    expect(out.state.diplomacyDiscard).toEqual([card]);
  });
});

describe('D4 — the play is chosen in private; only the finished play is public', () => {
  it('the turn and the deployment are private DM decisions (their menus list the hand); building tells nobody else anything; committing reveals the play', () => {
    const s = turnOf(fresh(), 'PLC');
    expect(owing(s)).toEqual([{ seat: s.seatOf.PLC, kind: 'private', prompt: 'chocim-1621.prompt.turn' }]);
    const card = s.hands.PLC[0] as string;
    expect(ids(s, 'PLC').some((id) => id.startsWith(`play:${card}:cmd:`))).toBe(true);
    expect(ids(s, 'OTT')).toEqual([]);
    // The play is drafted outside the engine against the seat's choice: the card, then each unit
    // (its field, then its action and source). Only the seat itself is offered it.
    expect(chocimGame.choice?.(s, s.seatOf.OTT)).toBeNull();
    const start = chocimGame.choice?.(s, s.seatOf.PLC, {});
    expect(start?.sealed).toBe(false);
    expect(start?.slots.map((x) => x.id)).toEqual(['c']);
    expect(start?.slots[0]?.options.map((o) => o.value)).toContain(card);
    const draft = { c: card, f0: 'ramparts', u0: 'ramparts.defence|r:hetman_camp|cavalry' };
    const full = chocimGame.choice?.(s, s.seatOf.PLC, draft);
    expect(full?.slots.map((x) => x.id)).toEqual(['c', 'f0', 'u0', 'f1']);
    // Nothing of a draft is in the state: the engine's state and every view are as before.
    const action = chocimGame.choose?.(s, s.seatOf.PLC, draft) as Action;
    expect(action).toEqual({
      type: 'play',
      card,
      mode: 'command',
      placements: [{ from: 'r:hetman_camp', unit: 'cavalry', to: 'ramparts.defence' }],
    });
    expect(JSON.stringify(s)).not.toContain('placements');
    const out = chocimGame.apply(s, s.seatOf.PLC, action, scripted());
    expect(out.revealed).toBe(true);
    expect(out.events.filter((e) => !e.to).map((e) => e.msg.key)).toEqual([
      'chocim-1621.event.playCommand',
      'chocim-1621.event.placed',
    ]);
    // The turn passes to OTT, again in private.
    expect(owing(out.state)).toEqual([{ seat: s.seatOf.OTT, kind: 'private', prompt: 'chocim-1621.prompt.turn' }]);
  });

  it('declaring a plan the finished play made possible is a public decision', () => {
    const s = turnOf(fresh(), 'OTT');
    giveCard(s, 'OTT', 'ott_officer_12');
    const out = run(s, [
      { side: 'OTT', action: playCmd('ott_officer_12') },
      { side: 'OTT', action: place('r:sultan_tents', 'janissary', 'bridgehead.assault') },
      { side: 'OTT', action: { type: 'commit' } },
    ]);
    expect(out.step).toEqual({ kind: 'declare', slot: 'bridgehead.assault' });
    expect(owing(out)).toEqual([{ seat: s.seatOf.OTT, kind: 'turn', prompt: 'chocim-1621.prompt.declare' }]);
  });
});
