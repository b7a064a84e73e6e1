/**
 * One test per proposed ruling of the spec (section 8, A-1 … A-70) that changes behaviour;
 * data-only rulings are checked against the data files.
 */
import { describe, expect, it } from 'vitest';
import { FIELD_DATA, PITCHED, PLC_FIELDS } from '../../../src/engines/chocim-1621/data/board.js';
import { CLAIM_CARDS, COMMANDER_CARDS, DIPLOMACY_CARDS } from '../../../src/engines/chocim-1621/data/cards.js';
import { MORALE, SUPPLY } from '../../../src/engines/chocim-1621/data/tracks.js';
import { countOf } from '../../../src/engines/chocim-1621/data/units.js';
import { chocimGame, RULING_IDS, type State } from '../../../src/engines/chocim-1621/index.js';
import { controlsForeground, neighbours } from '../../../src/engines/chocim-1621/rules/board.js';
import { planStatus } from '../../../src/engines/chocim-1621/rules/combat.js';
import { assaultCapacity, ottMayEnter, plcPathOk } from '../../../src/engines/chocim-1621/rules/deploy.js';
import { legalShots, resolveEffect } from '../../../src/engines/chocim-1621/rules/effects.js';
import { decide, discardCount } from '../../../src/engines/chocim-1621/rules/negotiation.js';
import { hasMessage } from '../../../src/i18n/index.js';
import { rolls, scripted, startAt } from '../../support/engine.js';
import { act, expectRuleError, fresh, giveCard, place, put, resume, run, turnOf, units } from './helpers.js';

const PITCHED_SLOT = 'foreground.pitched_battle';
const playCmd = (card: string) => ({ type: 'play' as const, card, mode: 'command' as const });

/** OTT holds a PLC field: one sipahi on its control, its defence emptied. */
function ottHolds(s: State, field: (typeof PLC_FIELDS)[number]): void {
  const d = s.slots[`${field}.defence`];
  if (d) for (const t of ['cavalry', 'infantry', 'cossack'] as const) s.reserves.hetman_camp[t] += d[t];
  s.slots[`${field}.defence`] = units({});
  if (field === 'cossack_camp') {
    s.reserves.hetman_camp.cossack += s.reserves.cossack_camp.cossack;
    s.reserves.cossack_camp.cossack = 0;
  }
  put(s, `${field}.control`, { sipahi: 1 }, 'sipahi_camp');
}

describe('rulings are listed for players', () => {
  it('every ruling A-1 … A-70, the reconstructed-values note and the play-by-post rulings have pl and en text', () => {
    expect(RULING_IDS).toHaveLength(77);
    expect(RULING_IDS.slice(-6)).toEqual(['PBP-1', 'PBP-2', 'PBP-3', 'PBP-4', 'PBP-5', 'PBP-6']);
    for (const r of chocimGame.rulings) {
      expect(hasMessage(r.text.key, 'pl'), r.id).toBe(true);
      expect(hasMessage(r.text.key, 'en'), r.id).toBe(true);
    }
  });
});

describe('data rulings (A-2 … A-6, A-18, A-27, A-63)', () => {
  it('A-2/A-3: board data has every PLC field; the ramparts fortification is 2; the Hetman camp has no control', () => {
    expect(Object.keys(FIELD_DATA).sort()).toEqual([...PLC_FIELDS].sort());
    expect(FIELD_DATA.ramparts.fortification.v).toBe(2);
    expect(FIELD_DATA.hetman_camp.controlLimit).toBeNull();
  });
  it('A-4: tracks have a lowest space, a start and rows covering every supply value', () => {
    expect(MORALE.PLC.min).toBe(0);
    expect(SUPPLY.OTT.rows[0]?.famine).toBe(true);
  });
  it('A-5/A-6: 20 + 25 commander cards, 55 diplomacy cards of strength ≥ 1, Moldavia worth 6', () => {
    expect(COMMANDER_CARDS.filter((c) => c.side === 'PLC')).toHaveLength(20);
    expect(COMMANDER_CARDS.filter((c) => c.side === 'OTT')).toHaveLength(25);
    expect(DIPLOMACY_CARDS.every((c) => c.strength >= 1)).toBe(true);
    expect(CLAIM_CARDS.find((c) => c.id === 'moldavia')?.value).toEqual({ PLC: 6, OTT: 6 });
  });
  it('A-18: pitched battle minimum PLC 4 / OTT 5 — it is also what controls the foreground', () => {
    expect(PITCHED.PLC.min.v).toBe(4);
    expect(PITCHED.OTT.min.v).toBe(5);
    const s = fresh();
    put(s, PITCHED_SLOT, { cavalry: 4 }, 'hetman_camp');
    expect(controlsForeground(s, 'PLC')).toBe(true);
    expect(controlsForeground(s, 'OTT')).toBe(false);
  });
});

describe('hands and cards (A-7, A-8, A-9, A-10, A-43, A-44, A-46)', () => {
  it('A-7: week 1 PLC holds 3 leaders + 4 officers, OTT 3 + 5; with the option off, 7 and 8 officers', () => {
    const s = fresh();
    expect([s.leaders.PLC.length, s.hands.PLC.length, s.leaders.OTT.length, s.hands.OTT.length]).toEqual([3, 4, 3, 5]);
    const alt = fresh({ handLimitCountsLeaders: false });
    expect([alt.hands.PLC.length, alt.hands.OTT.length]).toEqual([7, 8]);
    expect(alt.rules.week5ExtraCommanderCard).toBe(true); // A-43 ties the flags
  });
  it('A-8: an empty deck is rebuilt from the used pile', () => {
    const s = fresh();
    s.usedPile.PLC = [...s.decks.PLC];
    s.decks.PLC = [];
    s.hands.PLC = [];
    s.week = 2;
    resume(s, 'prep');
    expect(s.hands.PLC).toHaveLength(4);
  });
  it('A-9: a hand over the target draws nothing and discards nothing', () => {
    const s = fresh();
    for (const c of s.decks.PLC.slice(0, 3)) giveCard(s, 'PLC', c);
    const before = s.hands.PLC.length;
    s.week = 2;
    resume(s, 'prep');
    expect(s.hands.PLC).toHaveLength(before);
  });
  it('A-10: a command play must place at least one unit', () => {
    const s = act(fresh(), 'PLC', playCmd(fresh().hands.PLC[0] as string)).state;
    expectRuleError(() => act(s, 'PLC', { type: 'commit' }));
  });
  it('A-44/A-43: Chodkiewicz leaves in week 4 and PLC draws one officer instead; week 5 draws no extra', () => {
    const s = fresh();
    s.week = 4;
    resume(s, 'prep');
    expect(s.leaders.PLC.map((l) => l.id)).not.toContain('plc_hetman_lit');
    expect(s.removedCards).toContain('plc_hetman_lit');
    expect(s.hands.PLC.length + s.leaders.PLC.length).toBe(7);
    const w5 = startAt(s, (t) => {
      t.step = null;
      t.week = 5;
    });
    resume(w5, 'prep');
    expect(w5.hands.PLC.length + w5.leaders.PLC.length).toBe(7);
  });
  it('A-46: week 1 has no mutiny check and no new display', () => {
    const s = fresh();
    expect(s.display).toHaveLength(7);
    expect(countOf(s.mutinied)).toBe(0);
  });
});

describe('deployment (A-11, A-12, A-27, A-28, A-30, A-31, A-32, A-60, A-61, A-62, A-70)', () => {
  it('A-11/A-12: units back in reserve deploy again; Tatars deploy onto the pursuit in their own camp', () => {
    const s = turnOf(fresh(), 'OTT');
    giveCard(s, 'OTT', 'ott_officer_12');
    const out = run(s, [
      { side: 'OTT', action: playCmd('ott_officer_12') },
      { side: 'OTT', action: place('r:tatar_camp', 'tatar', 'tatar_camp.pursuit') },
      { side: 'OTT', action: { type: 'commit' } },
    ]);
    expect(out.slots['tatar_camp.pursuit']?.tatar).toBe(1);
  });
  it('A-27: PLC counter-attacks an OTT-held field from a neighbour it can reach', () => {
    const s = fresh();
    ottHolds(s, 'church');
    expect(plcPathOk(s, 'r:hetman_camp', 'church.counterattack')).toBe(true);
    expect(plcPathOk(s, 'r:hetman_camp', 'church.defence')).toBe(false);
  });
  it('A-28: occupying an abandoned field takes the assault minimum in one play; the rest over the limit go home', () => {
    const s = turnOf(fresh(), 'OTT');
    s.slots['redoubts.defence'] = units({}); // abandoned (min 3, control limit 3)
    s.reserves.hetman_camp.infantry++;
    giveCard(s, 'OTT', 'ott_officer_12');
    const two = run(s, [
      { side: 'OTT', action: playCmd('ott_officer_12') },
      { side: 'OTT', action: place('r:sipahi_camp', 'sipahi', 'redoubts.control') },
      { side: 'OTT', action: place('r:sipahi_camp', 'sipahi', 'redoubts.control') },
    ]);
    expectRuleError(() => act(two, 'OTT', { type: 'commit' }));
    const morale = { ...s.morale };
    const three = run(two, [
      { side: 'OTT', action: place('r:sipahi_camp', 'sipahi', 'redoubts.control') },
      { side: 'OTT', action: { type: 'commit' } },
    ]);
    expect(three.slots['redoubts.control']?.sipahi).toBe(3);
    expect(three.morale).toEqual(morale); // no morale by default
  });
  it('A-28 option: with abandonedFieldMorale the occupation moves morale like a capture', () => {
    const s = turnOf(fresh({ abandonedFieldMorale: true }), 'OTT');
    s.slots['bridgehead.defence'] = units({});
    s.reserves.hetman_camp.infantry++;
    giveCard(s, 'OTT', 'ott_officer_12');
    const out = run(s, [
      { side: 'OTT', action: playCmd('ott_officer_12') },
      { side: 'OTT', action: place('r:sipahi_camp', 'sipahi', 'bridgehead.control') },
      { side: 'OTT', action: { type: 'commit' } },
    ]);
    expect(out.morale).toEqual({ PLC: s.morale.PLC - 1, OTT: s.morale.OTT + 1 });
  });
  it('A-30: the Hetman camp has no control action', () => {
    const s = fresh();
    expect(s.slots['hetman_camp.control']).toBeUndefined();
    expect(() => planStatus(s, 'OTT', 'hetman_camp.control')).toThrow();
  });
  it('A-31: dots count only PLC fields (not the Hetman camp) that OTT holds; option max5 adds the redoubts', () => {
    const s = fresh();
    ottHolds(s, 'cossack_camp');
    ottHolds(s, 'redoubts');
    expect(assaultCapacity(s, 'lisowczyk_bastion')).toBe(7);
    const alt = fresh({ bastionReading: 'max5' });
    ottHolds(alt, 'cossack_camp');
    ottHolds(alt, 'redoubts');
    expect(neighbours(alt.rules, 'lisowczyk_bastion')).toContain('redoubts');
    expect(assaultCapacity(alt, 'lisowczyk_bastion')).toBe(7);
  });
  it('A-32: a plan at its minimum may be declared only in the play that placed units', () => {
    const s = turnOf(fresh(), 'OTT');
    put(s, 'redoubts.assault', { sipahi: 3 }, 'sipahi_camp'); // min 3 reached earlier
    giveCard(s, 'OTT', 'ott_officer_12');
    const out = run(s, [
      { side: 'OTT', action: playCmd('ott_officer_12') },
      { side: 'OTT', action: place('r:sipahi_camp', 'sipahi', 'sultan_tents.council') },
      { side: 'OTT', action: { type: 'commit' } },
    ]);
    expect(out.step?.kind).toBe('turn');
  });
  it('A-60: a PLC path may cross the foreground only while PLC controls it', () => {
    const s = fresh();
    ottHolds(s, 'lisowczyk_bastion');
    expect(plcPathOk(s, 'r:cossack_camp', 'redoubts.defence')).toBe(false);
    put(s, PITCHED_SLOT, { cavalry: 4 }, 'hetman_camp');
    expect(plcPathOk(s, 'r:cossack_camp', 'redoubts.defence')).toBe(true);
  });
  it('A-61: line II opens next to an OTT-held line I field; the Hetman camp needs a held II + adjacent I', () => {
    const s = fresh();
    expect(ottMayEnter(s, 'ramparts')).toBe(false);
    ottHolds(s, 'redoubts');
    expect(ottMayEnter(s, 'ramparts')).toBe(true);
    expect(ottMayEnter(s, 'hetman_camp')).toBe(false);
    ottHolds(s, 'ramparts');
    expect(ottMayEnter(s, 'hetman_camp')).toBe(true);
  });
  it('A-62: undeclared assault units go home in Summary; OTT may not assault a field it holds', () => {
    const s = fresh();
    put(s, 'church.assault', { sipahi: 1 }, 'sipahi_camp');
    s.passed = { PLC: true, OTT: true };
    resume(s, 'summary');
    expect(countOf(s.slots['church.assault'] ?? units({}))).toBe(0);
    const h = turnOf(fresh(), 'OTT');
    ottHolds(h, 'church');
    giveCard(h, 'OTT', 'ott_officer_12');
    const d = act(h, 'OTT', playCmd('ott_officer_12')).state;
    expectRuleError(() => act(d, 'OTT', place('r:sipahi_camp', 'sipahi', 'church.assault')));
  });
  it('A-70: PLC may put units on a camp defence without a limit', () => {
    const s = turnOf(fresh(), 'PLC');
    giveCard(s, 'PLC', 'plc_officer_10');
    const out = run(s, [
      { side: 'PLC', action: playCmd('plc_officer_10') },
      { side: 'PLC', action: place('r:hetman_camp', 'cavalry', 'cossack_camp.defence') },
      { side: 'PLC', action: { type: 'commit' } },
    ]);
    expect(out.slots['cossack_camp.defence']?.cavalry).toBe(1);
  });
});

/** An OTT assault on the church with `att` units against its defence, scripted dice. */
function assault(s0: State, add: number, dice: number[]) {
  const s = turnOf(s0, 'OTT');
  giveCard(s, 'OTT', 'ott_officer_12');
  const rng = scripted({ dice });
  const steps = [
    { side: 'OTT' as const, action: playCmd('ott_officer_12') },
    ...Array.from({ length: add }, () => ({
      side: 'OTT' as const,
      action: place('r:sultan_tents', 'janissary', 'church.assault'),
    })),
    { side: 'OTT' as const, action: { type: 'commit' as const } },
  ];
  let out = run(s, steps, rng);
  if (out.step?.kind === 'declare') out = act(out, 'OTT', { type: 'declare', yes: true }, rng).state;
  return { state: out, rng };
}

describe('combat (A-19, A-20, A-21, A-23, A-24, A-25, A-26, A-29, A-34, A-36, A-64, A-65, A-67)', () => {
  it('A-29: an assault on an undefended field succeeds without dice and moves morale', () => {
    const s = fresh();
    s.slots['church.defence'] = units({});
    s.reserves.hetman_camp.infantry++;
    const { state } = assault(s, 3, []);
    expect(state.lastCombat?.outcome).toBe('captured');
    expect(state.slots['church.control']?.janissary).toBe(3);
    expect(state.morale).toEqual({ PLC: s.morale.PLC - 1, OTT: s.morale.OTT + 1 });
    // D10: the most stay by default; OTT may send some back before going on.
    expect(state.step).toEqual({ kind: 'occupy', field: 'church', mode: 'capture' });
    expect(chocimGame.defaultAction(state, state.seatOf.OTT)).toEqual({ type: 'occupy', back: [] });
    const out = run(state, [{ side: 'OTT', action: { type: 'occupy', back: [{ unit: 'janissary', n: 1 }] } }]);
    expect(out.slots['church.control']?.janissary).toBe(2);
    expect(out.active).toBe('PLC');
  });
  it('A-25: hits are still compared after every defender is routed — the attacker may have to withdraw', () => {
    // Church at fortification 0: 3 janissaries (6 dice) vs 1 infantry (2 dice).
    // OTT's 6 routs the defender; PLC's two 4s are 2 hits against 0: OTT withdraws 2 of 3, one takes the field.
    const s = fresh();
    s.fortification.church = 0;
    const { state } = assault(s, 3, [6, 1, 1, 1, 1, 1, 4, 4]);
    expect(state.lastCombat?.routed).toEqual({ PLC: 1, OTT: 0 });
    expect(state.lastCombat?.withdrawn.OTT).toBe(2);
    expect(state.lastCombat?.outcome).toBe('captured');
    expect(state.slots['church.control']?.janissary).toBe(1);
  });
  it('A-24: when both sides are wiped out the assault fails and the field stays PLC', () => {
    const s0 = turnOf(fresh(), 'OTT');
    s0.fortification.bridgehead = 0;
    giveCard(s0, 'OTT', 'ott_officer_12');
    const rng = rolls(6, 1, 6, 1);
    let out = run(
      s0,
      [
        { side: 'OTT', action: playCmd('ott_officer_12') },
        { side: 'OTT', action: place('r:sultan_tents', 'janissary', 'bridgehead.assault') },
        { side: 'OTT', action: { type: 'commit' } },
      ],
      rng,
    );
    out = act(out, 'OTT', { type: 'declare', yes: true }, rng).state;
    expect(out.lastCombat?.outcome).toBe('failed');
    expect(countOf(out.slots['bridgehead.control'] ?? units({}))).toBe(0);
    expect(out.morale).toEqual(s0.morale);
  });
  it('A-36: a +1 on a 6 is allowed but stays 6', () => {
    const s = turnOf(fresh(), 'OTT');
    put(s, 'trenches.ladders', { janissary: 1 }, 'sultan_tents');
    giveCard(s, 'OTT', 'ott_officer_12');
    s.fortification.church = 0;
    const rng = rolls(6, 1, 1, 1, 1, 1, 1, 1);
    let out = run(
      s,
      [
        { side: 'OTT', action: playCmd('ott_officer_12') },
        ...[1, 2, 3].map(() => ({
          side: 'OTT' as const,
          action: place('r:sultan_tents', 'janissary', 'church.assault'),
        })),
        { side: 'OTT', action: { type: 'commit' } },
        { side: 'OTT', action: { type: 'declare', yes: true } },
        { side: 'OTT', action: { type: 'support', commit: 1 } },
        { side: 'OTT', action: { type: 'boost', die: 0 } },
      ],
      rng,
    );
    out = act(out, 'OTT', { type: 'boostDone' }, rng).state;
    expect(out.lastCombat?.dice.OTT.final[0]).toBe(6);
  });
  it('A-34: partial support commitment; uncommitted units stay on the support action', () => {
    const s = fresh();
    put(s, 'trenches.ladders', { janissary: 3 }, 'sultan_tents');
    const t = turnOf(s, 'OTT');
    giveCard(t, 'OTT', 'ott_officer_12');
    const rng = rolls(1, 1, 1, 1, 1, 1, 1, 1);
    let out = run(
      t,
      [
        { side: 'OTT', action: playCmd('ott_officer_12') },
        ...[1, 2, 3].map(() => ({
          side: 'OTT' as const,
          action: place('r:sultan_tents', 'janissary', 'church.assault'),
        })),
        { side: 'OTT', action: { type: 'commit' } },
        { side: 'OTT', action: { type: 'declare', yes: true } },
        { side: 'OTT', action: { type: 'support', commit: 1 } },
      ],
      rng,
    );
    out = act(out, 'OTT', { type: 'boostDone' }, rng).state;
    expect(out.slots['trenches.ladders']?.janissary).toBe(2);
  });
  it('A-20: a tied pitched battle has no winner, no morale change, and the bonus stays available', () => {
    const s = turnOf(fresh(), 'PLC');
    put(s, PITCHED_SLOT, { sipahi: 1 }, 'sipahi_camp');
    put(s, PITCHED_SLOT, { infantry: 3 }, 'hetman_camp');
    giveCard(s, 'PLC', 'plc_officer_10');
    // OTT 1 die, PLC 3 infantry + 1 cavalry = 5 dice: one success each.
    const rng = rolls(4, 4, 1, 1, 1, 1);
    const out = run(
      s,
      [
        { side: 'PLC', action: playCmd('plc_officer_10') },
        { side: 'PLC', action: place('r:hetman_camp', 'cavalry', PITCHED_SLOT) },
        { side: 'PLC', action: { type: 'commit' } },
        { side: 'PLC', action: { type: 'declare', yes: true } },
      ],
      rng,
    );
    expect(out.lastCombat?.outcome).toBe('draw');
    expect(out.morale).toEqual(s.morale);
    expect(out.bonusToken).toBe('available');
  });
  it('A-21/A-65: when OTT is at its maximum, one PLC unit arriving triggers the battle; no side exceeds its maximum', () => {
    const s = turnOf(fresh(), 'PLC');
    put(s, PITCHED_SLOT, { sipahi: 10 }, 'sipahi_camp');
    expect(planStatus(s, 'PLC', PITCHED_SLOT)).toBe('none');
    put(s, PITCHED_SLOT, { cossack: 1 }, 'cossack_camp');
    expect(planStatus(s, 'PLC', PITCHED_SLOT)).toBe('forced');
    const o = turnOf(fresh(), 'OTT');
    put(o, PITCHED_SLOT, { sipahi: 10 }, 'sipahi_camp');
    giveCard(o, 'OTT', 'ott_officer_12');
    const d = act(o, 'OTT', playCmd('ott_officer_12')).state;
    expectRuleError(() => act(d, 'OTT', place('r:sipahi_camp', 'sipahi', PITCHED_SLOT)));
  });
  it('A-19/A-67: a second pitched battle in a week gets no bonus card', () => {
    const s = turnOf(fresh(), 'PLC');
    s.bonusToken = 'used';
    put(s, PITCHED_SLOT, { sipahi: 1 }, 'sipahi_camp');
    put(s, PITCHED_SLOT, { infantry: 3 }, 'hetman_camp');
    giveCard(s, 'PLC', 'plc_officer_10');
    const out = run(
      s,
      [
        { side: 'PLC', action: playCmd('plc_officer_10') },
        { side: 'PLC', action: place('r:hetman_camp', 'cavalry', PITCHED_SLOT) },
        { side: 'PLC', action: { type: 'commit' } },
        { side: 'PLC', action: { type: 'declare', yes: true } },
      ],
      rolls(1, 4, 4, 4, 4, 1),
    );
    expect(out.lastCombat?.outcome).toBe('won-PLC');
    expect(out.step?.kind).not.toBe('bonusPick');
    expect(out.morale).toEqual({ PLC: s.morale.PLC + 1, OTT: s.morale.OTT - 1 });
  });
  it('A-23: withdrawn Cossack-camp defenders stay in the camp reserve', () => {
    const s = turnOf(fresh(), 'OTT');
    s.reserves.cossack_camp.cossack = 1;
    s.reserves.hetman_camp.cossack = 6;
    put(s, 'cossack_camp.assault', { janissary: 3 }, 'sultan_tents');
    giveCard(s, 'OTT', 'ott_officer_12');
    // 4 janissaries = 8 dice (fortification 1); 1 Cossack = 2 dice. OTT 2 hits, PLC 0: the Cossack withdraws.
    const rng = rolls(6, 6, 1, 1, 1, 1, 1, 1, 1, 1);
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
    expect(out.lastCombat?.withdrawn.PLC).toBe(1);
    // The camp fell: its Cossacks moved to the Hetman's camp.
    expect(out.lastCombat?.outcome).toBe('captured');
    expect(out.reserves.hetman_camp.cossack).toBe(7);
  });
  it('A-26: after a successful counter-attack PLC attackers go home and no morale changes', () => {
    const s = turnOf(fresh(), 'PLC');
    ottHolds(s, 'church');
    put(s, 'church.counterattack', { infantry: 1 }, 'hetman_camp');
    giveCard(s, 'PLC', 'plc_officer_10');
    // 2 infantry = 4 dice vs 1 sipahi = 1 die: PLC rolls a 6 and routs it.
    const out = run(
      s,
      [
        { side: 'PLC', action: playCmd('plc_officer_10') },
        { side: 'PLC', action: place('r:hetman_camp', 'infantry', 'church.counterattack') },
        { side: 'PLC', action: { type: 'commit' } },
        { side: 'PLC', action: { type: 'declare', yes: true } },
      ],
      rolls(1, 6, 1, 1, 1),
    );
    expect(out.lastCombat?.outcome).toBe('retaken');
    expect(countOf(out.slots['church.counterattack'] ?? units({}))).toBe(0);
    expect(out.morale).toEqual(s.morale);
  });
  it('A-33: the Grand Vizier deploys to two fields; OTT picks which plan comes first', () => {
    const s = turnOf(fresh(), 'OTT');
    put(s, PITCHED_SLOT, { cavalry: 1 }, 'hetman_camp');
    put(s, PITCHED_SLOT, { sipahi: 4 }, 'sipahi_camp');
    let out = run(s, [
      { side: 'OTT', action: { type: 'play', card: 'ott_vizier', mode: 'stratagem' } },
      { side: 'OTT', action: place('r:sipahi_camp', 'sipahi', 'bridgehead.assault') },
      { side: 'OTT', action: place('r:sipahi_camp', 'sipahi', PITCHED_SLOT) },
      { side: 'OTT', action: { type: 'commit' } },
    ]);
    expect(out.step).toEqual({ kind: 'planOrder' });
    out = act(out, 'OTT', { type: 'planFirst', slot: PITCHED_SLOT }).state;
    expect(out.step).toEqual({ kind: 'declare', slot: PITCHED_SLOT });
    out = act(out, 'OTT', { type: 'declare', yes: false }).state;
    expect(out.step).toEqual({ kind: 'declare', slot: 'bridgehead.assault' });
    out = act(out, 'OTT', { type: 'declare', yes: false }).state;
    expect(out.active).toBe('PLC');
  });
  it('A-64: the Kaffa +1s apply only if the play leads to combat', () => {
    const s = turnOf(fresh(), 'OTT');
    giveCard(s, 'OTT', 'ott_levy_kaffa');
    const out = run(s, [
      { side: 'OTT', action: { type: 'play', card: 'ott_levy_kaffa', mode: 'stratagem' } },
      { side: 'OTT', action: place('r:sipahi_camp', 'sipahi', PITCHED_SLOT) },
      { side: 'OTT', action: place('r:sipahi_camp', 'sipahi', PITCHED_SLOT) },
      { side: 'OTT', action: { type: 'commit' } },
    ]);
    expect(out.play).toBeNull();
    expect(out.active).toBe('PLC');
  });
});

describe('effects (A-13, A-14, A-15, A-16, A-17, A-37, A-38, A-39, A-40, A-41, A-66)', () => {
  it('A-13: janissaries plunder for +1; with the option off they may not go there', () => {
    const s = fresh();
    put(s, 'sipahi_camp.plunder', { janissary: 2, sipahi: 1, tatar: 1 });
    s.reserves.sultan_tents.janissary -= 2;
    s.reserves.sipahi_camp.sipahi -= 1;
    s.reserves.tatar_camp.tatar -= 1;
    const before = s.supply.OTT;
    resolveEffect(s, 'plunder', [], scripted());
    expect(s.supply.OTT).toBe(before + 5);
  });
  it('A-14/A-15: one raiding unit takes 2 off the plunder, never below 0', () => {
    const s = fresh();
    put(s, 'sipahi_camp.plunder', { sipahi: 1 }, 'sipahi_camp');
    put(s, 'lisowczyk_bastion.raid', { infantry: 1 }, 'hetman_camp');
    const before = s.supply.OTT;
    resolveEffect(s, 'raid', [], scripted());
    expect(s.supply.OTT).toBe(before);
    const cav = turnOf(fresh({ raidUnitTypes: 'cavalry' }), 'PLC');
    giveCard(cav, 'PLC', 'plc_officer_10');
    const d = act(cav, 'PLC', playCmd('plc_officer_10')).state;
    expectRuleError(() => act(d, 'PLC', place('r:hetman_camp', 'infantry', 'lisowczyk_bastion.raid')));
  });
  it('A-16: the approach track stops at 6', () => {
    const s = fresh();
    s.approach = 5;
    put(s, 'trenches.dig_approaches', { janissary: 4 }, 'sultan_tents');
    resolveEffect(s, 'dig_approaches', [], scripted());
    expect(s.approach).toBe(6);
  });
  it('A-17 a shot at a fortification already at 0 is legal and has no effect (5.7.9)', () => {
    const s0 = fresh();
    s0.approach = 6;
    s0.fortification.church = 0;
    put(s0, 'trenches.bombardment', { janissary: 2 }, 'sultan_tents');
    resume(s0, 'effects');
    expect(s0.step).toEqual({ kind: 'bombard', shots: 2 });
    const offered = chocimGame.choice?.(s0, s0.seatOf.OTT, {})?.slots[0]?.options.find((o) => o.value === 'f|church');
    expect(offered?.label.key).toBe('chocim-1621.label.shot.fortificationNone');
    // Both shots in one decision: the first at the church (at 0), the second at the castle.
    const before = structuredClone(s0);
    const { state: s, events } = act(s0, 'OTT', {
      type: 'bombard',
      shots: [
        { shot: 'fortification', field: 'church' },
        { shot: 'fortification', field: 'castle' },
      ],
    });
    // The church shot is spent, nothing changes there: it stays at 0, no track moves for it.
    expect(s.fortification.church).toBe(0);
    expect(events.map((e) => e.msg.key)).toContain('chocim-1621.event.shot.fortificationNone');
    // A fortification above 0 still drops by one, never below 0.
    expect(s.fortification.castle).toBe(before.fortification.castle - 1);
    expect(s.slots['church.defence']).toEqual(before.slots['church.defence']);
  });
  it('A-39: fortify raises any one PLC field, capped at 3', () => {
    const s = fresh();
    put(s, 'church.fortify', { infantry: 3 }, 'hetman_camp');
    resolveEffect(s, 'fortify', [], scripted());
    expect(s.step).toEqual({ kind: 'fortify' });
    const ids = chocimGame.legalActions(s, s.seatOf.PLC).map((a) => a.id);
    expect(ids).not.toContain('fortify:castle'); // already 3
    const out = act(s, 'PLC', { type: 'fortify', field: 'hetman_camp' }).state;
    expect(out.fortification.hetman_camp).toBe(2);
  });
  it('A-37 the pitched battle resolves as an effect (no combat), then its units go back to reserve for the rest of the week', () => {
    const s = fresh();
    put(s, PITCHED_SLOT, { cavalry: 2, infantry: 2 }, 'hetman_camp');
    put(s, PITCHED_SLOT, { sipahi: 2 }, 'sipahi_camp');
    expect(controlsForeground(s, 'PLC')).toBe(true);
    const before = structuredClone(s);
    const events = resume(s, 'effects');
    // 4 PLC (its minimum) against 2 OTT (below 5): OTT morale −1, and no battle is fought.
    expect(s.morale).toEqual({ PLC: before.morale.PLC, OTT: before.morale.OTT - 1 });
    expect(events.map((e) => e.msg.key)).toContain('chocim-1621.event.effect.pitched');
    expect(s.lastCombat).toBeNull();
    expect(s.routed).toEqual(before.routed);
    // Every unit is back in its reserve: the foreground is empty and nobody controls it.
    expect(countOf(s.slots[PITCHED_SLOT] ?? units({}))).toBe(0);
    expect(s.reserves.hetman_camp).toMatchObject({ cavalry: 7, infantry: 3 });
    expect(s.reserves.sipahi_camp.sipahi).toBe(17);
    expect(controlsForeground(s, 'PLC') || controlsForeground(s, 'OTT')).toBe(false);
    // The week goes on to the Summary with nothing of the battle left to recall.
    expect(s.phase).toBe('summary');
    const recalls = chocimGame.legalActions(s, s.seatOf.PLC).filter((a) => a.action.type === 'recall');
    expect(
      recalls.some((a) => a.action.type === 'recall' && a.action.back.some((b) => b.from.includes('foreground'))),
    ).toBe(false);
  });
  it('A-38: the procession takes exactly one option', () => {
    const s = fresh();
    put(s, 'castle.procession', { cavalry: 3 }, 'hetman_camp');
    resolveEffect(s, 'procession', [], scripted());
    const out = act(s, 'PLC', { type: 'procession', option: 'morale' }).state;
    expect(out.morale.PLC).toBe(s.morale.PLC + 1);
  });
  it('A-40: a partial threshold stack gives nothing and its units go home', () => {
    const s = fresh();
    put(s, 'sultan_tents.council', { sipahi: 2 }, 'sipahi_camp');
    resolveEffect(s, 'council', [], scripted());
    expect(s.extraCard.OTT).toBe('onBoard');
    expect(s.reserves.sipahi_camp.sipahi).toBe(17);
  });
  it('A-41: bombardment may drive units off a defence action, not out of a camp reserve', () => {
    const s = fresh();
    s.approach = 5;
    const withdraws = legalShots(s).filter((x) => x.shot === 'withdraw');
    expect(withdraws.map((x) => x.field).sort()).toEqual(['bridgehead', 'church', 'lisowczyk_bastion', 'redoubts']);
  });
  it('A-66: with PLC filling, dig and fill resolve in PLC’s step, before the bombardment', () => {
    const s = fresh();
    s.approach = 3;
    put(s, 'trenches.dig_approaches', { janissary: 2 }, 'sultan_tents');
    put(s, 'redoubts.fill_approaches', { infantry: 1 }, 'hetman_camp');
    put(s, 'trenches.bombardment', { janissary: 1 }, 'sultan_tents');
    resume(s, 'effects');
    expect(s.approach).toBe(4);
    expect(s.step).toEqual({ kind: 'bombard', shots: 1 });
  });
});

describe('preparation and summary (A-42, A-45, A-47, A-48, A-49, A-50, A-51, A-59, A-69)', () => {
  it('A-42: week 4 weather — OTT removes 2 units of its choice, mutinied ones allowed', () => {
    const s = fresh();
    s.mutinied.janissary = 1;
    s.reserves.sultan_tents.janissary -= 1;
    s.week = 4;
    resume(s, 'prep');
    expect(s.step).toEqual({ kind: 'weather', remaining: 2 });
    const out = run(s, [
      {
        side: 'OTT',
        action: {
          type: 'weather',
          units: [
            { from: 'mutinied', unit: 'janissary' },
            { from: 'r:tatar_camp', unit: 'tatar' },
          ],
        },
      },
    ]);
    expect(out.removed).toMatchObject({ janissary: 1, tatar: 1 });
  });
  it('A-45: the mutinied area is topped up to the morale requirement and surplus returns', () => {
    const s = fresh();
    s.morale.OTT = 2;
    s.week = 2;
    resume(s, 'prep');
    expect(s.mutinied.janissary).toBe(2);
    const t = startAt(s, (x) => {
      x.morale.OTT = 3;
      x.step = null;
    });
    resume(t, 'prep');
    expect(t.mutinied.janissary).toBe(1);
  });
  it('A-47/A-69: each side loses one routed unit to wounds; hungry-and-cold takes routed units first', () => {
    const s = fresh();
    s.routed = units({ cavalry: 1, infantry: 1, sipahi: 2 });
    s.reserves.hetman_camp.cavalry--;
    s.reserves.hetman_camp.infantry--;
    s.reserves.sipahi_camp.sipahi -= 2;
    s.supply.PLC = 2; // shortage row, remove 1
    resume(s, 'summary.food');
    // PLC chooses which routed unit dies of wounds; OTT has only sipahis routed, so no question.
    expect(s.step).toEqual({ kind: 'cull', purpose: 'wounds', remaining: { PLC: 1, OTT: 0 } });
    expect(chocimGame.defaultAction(s, s.seatOf.PLC)).toEqual({
      type: 'cull',
      units: [{ from: 'routed', unit: 'infantry' }],
    });
    // Hungry and cold (shortage row: 1 unit) then takes the remaining routed cavalry first.
    const out = act(s, 'PLC', { type: 'cull', units: [{ from: 'routed', unit: 'infantry' }] }).state;
    expect(out.removed).toMatchObject({ infantry: 1, cavalry: 1, sipahi: 1 });
    expect(countOf(out.routed)).toBe(0);
  });
  it('A-48: famine — the starving side discards a card of its choice, then negotiations start', () => {
    const s = fresh();
    s.supply.PLC = 0;
    s.collected.PLC = s.display.splice(0, 2);
    resume(s, 'summary.food');
    expect(s.step).toEqual({ kind: 'famine', side: 'PLC' });
    let out = act(s, 'PLC', { type: 'famine', card: s.collected.PLC[0] as string }).state;
    expect(out.diplomacyDiscard).toHaveLength(1);
    // Famine also removes 2 units (hungry and cold), the owner's pick; defaults here.
    while (out.step?.kind === 'cull') out = act(out, 'PLC', chocimGame.defaultAction(out, out.seatOf.PLC)).state;
    expect(countOf(out.removed, 'PLC')).toBe(2);
    expect(out.phase).toBe('negotiation');
  });
  it('A-49: morale and supply are clamped to their tracks', () => {
    const s = fresh();
    s.morale.OTT = MORALE.OTT.max;
    put(s, 'sultan_tents.pilaf', { janissary: 4 }, 'sultan_tents');
    resolveEffect(s, 'pilaf', [], scripted());
    expect(s.morale.OTT).toBe(MORALE.OTT.max);
  });
  it('A-50/A-51: bunt is checked at the end of Summary, before rokosz', () => {
    const s = fresh();
    s.morale = { PLC: 0, OTT: 0 };
    resume(s, 'summary.end');
    expect(s.outcome?.winner).toBe('PLC');
    expect(chocimGame.result(s)?.winners).toEqual([s.seatOf.PLC]);
  });
  it('A-59: Cossacks gather in the Cossack camp while PLC holds it', () => {
    const s = fresh();
    s.reserves.cossack_camp.cossack = 4;
    s.reserves.hetman_camp.cossack = 3;
    resume(s, 'summary.food');
    expect(s.reserves.cossack_camp.cossack).toBe(7);
  });
});

describe('diplomacy and negotiations (A-52, A-53, A-54, A-55, A-56, A-57)', () => {
  it('A-57: holding the foreground does not make OTT pick first', async () => {
    const { firstPicker } = await import('../../../src/engines/chocim-1621/rules/diplomacy.js');
    const s = fresh();
    put(s, PITCHED_SLOT, { sipahi: 6 }, 'sipahi_camp');
    expect(firstPicker(s)).toBe('PLC');
  });
  it('A-52/A-53: discards are the weakest cards, never below 7', () => {
    const s = fresh();
    s.supply.PLC = 2; // 2 discards on the supply row
    s.morale.PLC = 6;
    expect(discardCount(s, 'PLC')).toBe(2);
    s.collected.PLC = DIPLOMACY_CARDS.filter((c) => c.strength >= 3)
      .slice(0, 6)
      .map((c) => c.id)
      .concat(
        DIPLOMACY_CARDS.filter((c) => c.strength === 1)
          .slice(0, 2)
          .map((c) => c.id),
      );
    s.collected.OTT = [];
    resume(s, 'negotiation');
    expect(s.negotiation?.discarded.PLC).toHaveLength(1);
    expect(s.negotiation?.hands.PLC).toHaveLength(7);
  });
  it('A-54: an empty commitment is allowed; 0 against 0 wins nothing', () => {
    const s = fresh();
    s.collected = { PLC: [s.display[0] as string], OTT: [s.display[1] as string] };
    s.display = s.display.slice(2);
    resume(s, 'negotiation');
    let cur = run(s, [
      { side: 'PLC', action: { type: 'claimConfirm' } },
      { side: 'OTT', action: { type: 'claimConfirm' } },
    ]);
    expect(cur.negotiation?.commits[0]).toEqual({ PLC: [], OTT: [] });
    cur = run(cur, [
      { side: 'PLC', action: { type: 'claimAll' } },
      { side: 'OTT', action: { type: 'claimAll' } },
    ]);
    expect(cur.negotiation?.revealed).toBe(true);
    expect(cur.negotiation?.outcome[0]?.winner).toBeNull();
  });
  it('A-55: the face-up test uses the winner’s value of a dual-valued claim', () => {
    // Tatars: PLC 4, OTT 2. OTT wins with 3 against 1: 3 ≥ 2 + 1 → face up for OTT.
    const o = decide({ PLC: 0, OTT: 2 }, { PLC: 0, OTT: 1 }, { PLC: 7, OTT: 7 });
    expect(o.winner).toBe('OTT');
  });
  it('A-56: a tie after every tie-break is a draw with no winner', () => {
    const o = decide({ PLC: 6, OTT: 6 }, { PLC: 2, OTT: 2 }, { PLC: 8, OTT: 8 });
    expect(o.winner).toBe('draw');
    const s = fresh();
    s.outcome = o;
    expect(chocimGame.result(s)?.winners).toEqual([]);
    expect(chocimGame.result(s)?.ranking).toEqual([[0, 1]]);
  });
});

describe('play-by-post defaults (spec 9.2)', () => {
  it('a missed action-phase turn passes; a missed support commits everything; claims 1–4 commit nothing', () => {
    const s = fresh();
    expect(chocimGame.defaultAction(s, s.seatOf.PLC)).toEqual({ type: 'pass' });
  });
  it('A-63: the Sivas levy effect is reconstructed as morale +1 in the card data', () => {
    const sivas = COMMANDER_CARDS.find((c) => c.id === 'ott_levy_sivas');
    expect(sivas?.stratagems[0]).toMatchObject({ kind: 'pilafLevy', morale: 1 });
  });
});
