/**
 * The rulebook's worked examples (spec section 7, E1–E19) with scripted dice.
 */
import { describe, expect, it } from 'vitest';
import { DIPLOMACY_CARDS } from '../../../src/engines/chocim-1621/data/cards.js';
import { countOf, type UnitType } from '../../../src/engines/chocim-1621/data/units.js';
import { chocimGame, type State } from '../../../src/engines/chocim-1621/index.js';
import { firstPicker } from '../../../src/engines/chocim-1621/rules/diplomacy.js';
import { resolveEffect } from '../../../src/engines/chocim-1621/rules/effects.js';
import { unitsInPlay } from '../../../src/engines/chocim-1621/rules/supply.js';
import type { ScriptedRng } from '../../../src/engines/kit/rng.js';
import { rolls, scripted, startAt } from '../../support/engine.js';
import {
  act,
  expectRuleError,
  firstUnits,
  fresh,
  giveCard,
  place,
  put,
  resume,
  run,
  turnOf,
  units,
} from './helpers.js';

const PITCHED = 'foreground.pitched_battle';

describe('E1 — Sivas levy: command value vs stratagem', () => {
  const given = () => {
    const s = turnOf(fresh(), 'OTT');
    giveCard(s, 'OTT', 'ott_levy_sivas');
    return s;
  };
  it('(A) command: 1 sipahi + 1 Tatar onto the pitched battle; a third unit is over the command value', () => {
    const s0 = given();
    const m = s0.morale.OTT;
    let s = run(s0, [
      { side: 'OTT', action: { type: 'play', card: 'ott_levy_sivas', mode: 'command' } },
      { side: 'OTT', action: place('r:sipahi_camp', 'sipahi', PITCHED) },
      { side: 'OTT', action: place('r:tatar_camp', 'tatar', PITCHED) },
    ]);
    expectRuleError(() => act(s, 'OTT', place('r:sipahi_camp', 'sipahi', PITCHED)));
    s = act(s, 'OTT', { type: 'commit' }).state;
    expect(s.slots[PITCHED]).toMatchObject({ sipahi: 1, tatar: 1 });
    expect(s.usedPile.OTT).toContain('ott_levy_sivas');
    expect(s.morale.OTT).toBe(m);
    expect(s.active).toBe('PLC');
  });
  it('(B) stratagem: exactly 2 janissaries onto the pilaf give +1 morale at once; the pilaf itself needs 4', () => {
    const s0 = given();
    const m = s0.morale.OTT;
    const s = run(s0, [
      { side: 'OTT', action: { type: 'play', card: 'ott_levy_sivas', mode: 'stratagem' } },
      { side: 'OTT', action: place('r:sultan_tents', 'janissary', 'sultan_tents.pilaf') },
      { side: 'OTT', action: place('r:sultan_tents', 'janissary', 'sultan_tents.pilaf') },
      { side: 'OTT', action: { type: 'commit' } },
    ]);
    expect(s.slots['sultan_tents.pilaf']?.janissary).toBe(2);
    expect(s.morale.OTT).toBe(m + 1);
    const fx = structuredClone(s);
    resolveEffect(fx, 'pilaf', [], scripted());
    expect(fx.morale.OTT).toBe(m + 1); // 2 < 4: no pilaf effect
    expect(fx.reserves.sultan_tents.janissary).toBe(12);
  });
  it('(C) the stratagem with sipahis, or onto another action, is refused', () => {
    const s = act(given(), 'OTT', { type: 'play', card: 'ott_levy_sivas', mode: 'stratagem' }).state;
    expectRuleError(() => act(s, 'OTT', place('r:sipahi_camp', 'sipahi', 'sultan_tents.pilaf')));
    expectRuleError(() => act(s, 'OTT', place('r:sultan_tents', 'janissary', 'trenches.dig_approaches')));
    // Only one janissary placed: the play cannot be committed (exactly 2).
    const one = act(s, 'OTT', place('r:sultan_tents', 'janissary', 'sultan_tents.pilaf')).state;
    expectRuleError(() => act(one, 'OTT', { type: 'commit' }));
  });
});

describe('E2 — card pictures are decoration', () => {
  it('a hussar card deploys 1 infantry and 1 Cossack from two reserves onto the bastion defence', () => {
    const s0 = turnOf(fresh(), 'PLC');
    giveCard(s0, 'PLC', 'plc_hussar_boratynski');
    const s = run(s0, [
      { side: 'PLC', action: { type: 'play', card: 'plc_hussar_boratynski', mode: 'command' } },
      { side: 'PLC', action: place('r:hetman_camp', 'infantry', 'lisowczyk_bastion.defence') },
      { side: 'PLC', action: place('r:cossack_camp', 'cossack', 'lisowczyk_bastion.defence') },
      { side: 'PLC', action: { type: 'commit' } },
    ]);
    expect(s.slots['lisowczyk_bastion.defence']).toMatchObject({ cavalry: 1, infantry: 1, cossack: 1 });
  });
});

describe('E3 — reinforcing the Kamieniec expedition', () => {
  it('2 cavalry join 1 infantry; in Effects PLC supply +5 and all 3 go home', () => {
    const s0 = turnOf(fresh(), 'PLC');
    put(s0, 'bridgehead.kamieniec_expedition', { infantry: 1 }, 'hetman_camp');
    giveCard(s0, 'PLC', 'plc_hussar_boratynski'); // command value 2
    const s = run(s0, [
      { side: 'PLC', action: { type: 'play', card: 'plc_hussar_boratynski', mode: 'command' } },
      { side: 'PLC', action: place('r:hetman_camp', 'cavalry', 'bridgehead.kamieniec_expedition') },
      { side: 'PLC', action: place('r:hetman_camp', 'cavalry', 'bridgehead.kamieniec_expedition') },
      { side: 'PLC', action: { type: 'commit' } },
    ]);
    expect(s.slots['bridgehead.kamieniec_expedition']).toMatchObject({ cavalry: 2, infantry: 1 });
    const supply = s.supply.PLC;
    resolveEffect(s, 'kamieniec_expedition', [], scripted());
    expect(s.supply.PLC).toBe(supply + 5);
    expect(s.reserves.hetman_camp).toMatchObject({ cavalry: 7, infantry: 3 });
  });
});

describe('E4 — castle: procession and knights’ circle', () => {
  const given = () => {
    const s = turnOf(fresh(), 'PLC');
    giveCard(s, 'PLC', 'plc_officer_10'); // command value 3
    return s;
  };
  it('2 cavalry take the extra-card token, 1 on the procession does nothing; next week PLC draws to 8', () => {
    let s = run(given(), [
      { side: 'PLC', action: { type: 'play', card: 'plc_officer_10', mode: 'command' } },
      { side: 'PLC', action: place('r:hetman_camp', 'cavalry', 'castle.knights_circle') },
      { side: 'PLC', action: place('r:hetman_camp', 'cavalry', 'castle.knights_circle') },
      { side: 'PLC', action: place('r:hetman_camp', 'cavalry', 'castle.procession') },
      { side: 'PLC', action: { type: 'commit' } },
    ]);
    const events: never[] = [];
    resolveEffect(s, 'knights_circle', events, scripted());
    resolveEffect(s, 'procession', events, scripted());
    expect(s.extraCard.PLC).toBe('taken');
    expect(s.step?.kind).not.toBe('procession');
    expect(s.reserves.hetman_camp.cavalry).toBe(7);
    s = structuredClone(s);
    s.week = 2;
    resume(s, 'prep');
    expect(s.hands.PLC.length + s.leaders.PLC.length).toBe(8);
    expect(s.extraCard.PLC).toBe('onBoard');
  });
  it('variant: 3 cavalry on the procession — PLC chooses morale +1 or an Ottoman random discard', () => {
    const s = run(given(), [
      { side: 'PLC', action: { type: 'play', card: 'plc_officer_10', mode: 'command' } },
      { side: 'PLC', action: place('r:hetman_camp', 'cavalry', 'castle.procession') },
      { side: 'PLC', action: place('r:hetman_camp', 'cavalry', 'castle.procession') },
      { side: 'PLC', action: place('r:hetman_camp', 'cavalry', 'castle.procession') },
      { side: 'PLC', action: { type: 'commit' } },
    ]);
    resolveEffect(s, 'procession', [], scripted());
    expect(s.step).toEqual({ kind: 'procession' });
    const ids = chocimGame.legalActions(s, s.seatOf.PLC).map((a) => a.id);
    expect(ids).toEqual(['procession:morale', 'procession:discard']);
  });
});

describe('E5 — mixed reserves to the redoubts', () => {
  const play = (s: State) =>
    run(s, [
      { side: 'PLC', action: { type: 'play', card: 'plc_officer_10', mode: 'command' } },
      { side: 'PLC', action: place('r:hetman_camp', 'cavalry', 'redoubts.defence') },
      { side: 'PLC', action: place('r:hetman_camp', 'infantry', 'redoubts.fill_approaches') },
      { side: 'PLC', action: place('r:cossack_camp', 'cossack', 'redoubts.fill_approaches') },
      { side: 'PLC', action: { type: 'commit' } },
    ]);
  it('cavalry on defence, infantry and Cossack filling the approaches', () => {
    const s0 = turnOf(fresh(), 'PLC');
    giveCard(s0, 'PLC', 'plc_officer_10');
    const s = play(s0);
    expect(s.slots['redoubts.defence']).toMatchObject({ infantry: 1, cavalry: 1 });
    expect(s.slots['redoubts.fill_approaches']).toMatchObject({ infantry: 1, cossack: 1 });
  });
  it('variant: 5 Ottomans on the pitched battle block the filling; cavalry on defence is still legal', () => {
    const s0 = turnOf(fresh(), 'PLC');
    giveCard(s0, 'PLC', 'plc_officer_10');
    put(s0, PITCHED, { sipahi: 5 }, 'sipahi_camp');
    expectRuleError(() => play(s0));
    const s = run(s0, [
      { side: 'PLC', action: { type: 'play', card: 'plc_officer_10', mode: 'command' } },
      { side: 'PLC', action: place('r:hetman_camp', 'cavalry', 'redoubts.defence') },
      { side: 'PLC', action: { type: 'commit' } },
    ]);
    expect(s.slots['redoubts.defence']?.cavalry).toBe(1);
  });
});

describe('E6 — two target fields in one play', () => {
  it('a Cossack to the foreground and one to the redoubts in one command play is refused', () => {
    const s0 = turnOf(fresh(), 'PLC');
    giveCard(s0, 'PLC', 'plc_officer_10');
    const s = run(s0, [
      { side: 'PLC', action: { type: 'play', card: 'plc_officer_10', mode: 'command' } },
      { side: 'PLC', action: place('r:cossack_camp', 'cossack', PITCHED) },
    ]);
    expectRuleError(() => act(s, 'PLC', place('r:cossack_camp', 'cossack', 'redoubts.defence')));
  });
});

describe('E7 — assault declaration window (bridgehead, min 1 max 4)', () => {
  it('(A) one unit: OTT may declare or wait; the unit stays', () => {
    const s0 = turnOf(fresh(), 'OTT');
    giveCard(s0, 'OTT', 'ott_officer_12'); // command value 3
    let s = run(s0, [
      { side: 'OTT', action: { type: 'play', card: 'ott_officer_12', mode: 'command' } },
      { side: 'OTT', action: place('r:sipahi_camp', 'sipahi', 'bridgehead.assault') },
      { side: 'OTT', action: { type: 'commit' } },
    ]);
    expect(s.step).toEqual({ kind: 'declare', slot: 'bridgehead.assault' });
    s = act(s, 'OTT', { type: 'declare', yes: false }).state;
    expect(s.slots['bridgehead.assault']?.sipahi).toBe(1);
    expect(s.active).toBe('PLC');
  });
  it('(B) four units in one play: the assault is mandatory and resolves now', () => {
    const s0 = turnOf(fresh(), 'OTT');
    giveCard(s0, 'OTT', 'ott_officer_12');
    put(s0, 'bridgehead.assault', { sipahi: 1 }, 'sipahi_camp');
    const rng = rolls(1, 1, 1, 1, 1, 1); // 4 OTT dice, 2 PLC dice
    const s = run(
      s0,
      [
        { side: 'OTT', action: { type: 'play', card: 'ott_officer_12', mode: 'command' } },
        { side: 'OTT', action: place('r:sipahi_camp', 'sipahi', 'bridgehead.assault') },
        { side: 'OTT', action: place('r:sipahi_camp', 'sipahi', 'bridgehead.assault') },
        { side: 'OTT', action: place('r:sipahi_camp', 'sipahi', 'bridgehead.assault') },
        { side: 'OTT', action: { type: 'commit' } },
      ],
      rng,
    );
    expect(rng.remainingDice()).toBe(0);
    expect(s.lastCombat?.field).toBe('bridgehead');
    expect(s.lastCombat?.outcome).toBe('held');
    expect(countOf(s.slots['bridgehead.assault'] ?? units({}))).toBe(0);
  });
});

describe('E8 — extra assault units from adjacent control (bastion)', () => {
  const given = (already: number) => {
    const s = turnOf(fresh(), 'OTT');
    put(s, 'cossack_camp.control', { sipahi: 1 }, 'sipahi_camp');
    s.reserves.hetman_camp.cossack += s.reserves.cossack_camp.cossack;
    s.reserves.cossack_camp.cossack = 0;
    put(s, 'redoubts.control', { sipahi: 1 }, 'sipahi_camp');
    s.reserves.hetman_camp.infantry += 1;
    s.slots['redoubts.defence'] = units({});
    put(s, 'lisowczyk_bastion.assault', { sipahi: already }, 'sipahi_camp');
    giveCard(s, 'OTT', 'ott_officer_12');
    return s;
  };
  const add = (s: State, n: number, rng: ScriptedRng) =>
    run(
      s,
      [
        { side: 'OTT', action: { type: 'play', card: 'ott_officer_12', mode: 'command' } },
        ...Array.from({ length: n }, () => ({
          side: 'OTT' as const,
          action: place('r:sipahi_camp', 'sipahi', 'lisowczyk_bastion.assault'),
        })),
        { side: 'OTT', action: { type: 'commit' } },
      ],
      rng,
    );
  it('(A) 4 + 2 = 6 reaches the maximum: the assault is declared automatically', () => {
    const rng = rolls(1, 1, 1, 1, 1, 1, 1); // 6 OTT dice, 1 PLC die
    const s = add(given(4), 2, rng);
    expect(rng.remainingDice()).toBe(0);
    expect(s.lastCombat?.field).toBe('lisowczyk_bastion');
  });
  it('(B) 4 + 3 = 7 is within capacity 7 and mandatory', () => {
    const rng = rolls(1, 1, 1, 1, 1, 1, 1, 1);
    const s = add(given(4), 3, rng);
    expect(s.lastCombat?.dice.OTT.raw).toHaveLength(7);
  });
  it('(C) an eighth unit is over capacity (cards hold at most 3, so 5 + 3 stands for 4 + 4)', () => {
    const s0 = given(5);
    const s = run(s0, [
      { side: 'OTT', action: { type: 'play', card: 'ott_officer_12', mode: 'command' } },
      { side: 'OTT', action: place('r:sipahi_camp', 'sipahi', 'lisowczyk_bastion.assault') },
      { side: 'OTT', action: place('r:sipahi_camp', 'sipahi', 'lisowczyk_bastion.assault') },
    ]);
    expectRuleError(() => act(s, 'OTT', place('r:sipahi_camp', 'sipahi', 'lisowczyk_bastion.assault')));
  });
});

describe('E9–E11 — who picks first in the diplomacy phase', () => {
  it('E9: OTT holds the church, so OTT picks first; O,P,O,P,O,P,O gives 4 and 3 cards', () => {
    const s = fresh();
    put(s, 'church.control', { sipahi: 1 }, 'sipahi_camp');
    s.slots['church.defence'] = units({});
    s.routed = units({ sipahi: 4 });
    s.reserves.sipahi_camp.sipahi -= 4;
    s.passed = { PLC: true, OTT: true };
    resume(s, 'diplomacy');
    expect(s.step).toMatchObject({ kind: 'diplomacyPick', side: 'OTT' });
    const order: string[] = [];
    let cur = s;
    while (cur.step?.kind === 'diplomacyPick') {
      const side = cur.step.side;
      order.push(side === 'OTT' ? 'O' : 'P');
      cur = act(cur, side, chocimGame.defaultAction(cur, cur.seatOf[side])).state;
    }
    expect(order.join(',')).toBe('O,P,O,P,O,P,O');
    expect(cur.collected.OTT).toHaveLength(4);
    expect(cur.collected.PLC).toHaveLength(3);
    expect(cur.display).toHaveLength(0);
  });
  it('E10: fewer routed units picks first', () => {
    const s = fresh();
    s.routed = units({ cavalry: 3, sipahi: 1 });
    expect(firstPicker(s)).toBe('OTT');
    s.routed = units({ cavalry: 1, sipahi: 4 });
    expect(firstPicker(s)).toBe('PLC');
  });
  it('E11: a tie goes to PLC', () => {
    const s = fresh();
    s.routed = units({ cavalry: 2, sipahi: 2 });
    expect(firstPicker(s)).toBe('PLC');
  });
});

describe('E12–E13 — supply consumption', () => {
  it('E12: 25 Ottoman units in play (22 on the board, 2 routed, 1 mutinied) eat 9', () => {
    const s = fresh();
    s.reserves.sipahi_camp.sipahi -= 14;
    s.removed.sipahi = 11;
    s.routed.sipahi = 2;
    s.mutinied.sipahi = 1;
    expect(unitsInPlay(s, 'OTT')).toBe(25);
    const before = s.supply.OTT;
    resume(s, 'supply');
    expect(s.supply.OTT).toBe(before - 9);
  });
  it('E13: 35 → 12, 36 → 12, 21 → 7, 19 → 7, 18 → 6', () => {
    /** Runs the engine's Supply phase on a copy; returns what each side ate, by supply and by the event. */
    const ate = (s: State) => {
      const t = structuredClone(s);
      const events = resume(t, 'supply');
      const told = events
        .filter((e) => e.msg.key === 'chocim-1621.event.consume')
        .map((e) => (e.msg.params as { n: number }).n);
      const eaten = { PLC: s.supply.PLC - t.supply.PLC, OTT: s.supply.OTT - t.supply.OTT };
      expect(told).toEqual([eaten.PLC, eaten.OTT]);
      return eaten;
    };
    const removed = (s: State, reserve: keyof State['reserves'], unit: UnitType, n: number) => {
      s.reserves[reserve][unit] -= n;
      s.removed[unit] += n;
    };
    const s = fresh();
    // Start of the game: 36 Ottoman and 21 Commonwealth units.
    expect([unitsInPlay(s, 'OTT'), unitsInPlay(s, 'PLC')]).toEqual([36, 21]);
    expect(ate(s)).toEqual({ PLC: 7, OTT: 12 });
    removed(s, 'sipahi_camp', 'sipahi', 1);
    removed(s, 'hetman_camp', 'cavalry', 2);
    expect([unitsInPlay(s, 'OTT'), unitsInPlay(s, 'PLC')]).toEqual([35, 19]);
    expect(ate(s)).toEqual({ PLC: 7, OTT: 12 });
    removed(s, 'hetman_camp', 'cavalry', 1);
    expect(unitsInPlay(s, 'PLC')).toBe(18);
    expect(ate(s).PLC).toBe(6);
  });
});

describe('E14 — digging vs filling', () => {
  it('3 janissaries dig, 1 infantry + 1 Cossack fill: the approach token goes from 2 to 3', () => {
    const s = fresh();
    s.approach = 2;
    put(s, 'trenches.dig_approaches', { janissary: 3 }, 'sultan_tents');
    put(s, 'redoubts.fill_approaches', { infantry: 1 }, 'hetman_camp');
    put(s, 'redoubts.fill_approaches', { cossack: 1 }, 'cossack_camp');
    resume(s, 'effects');
    expect(s.approach).toBe(3);
    expect(s.reserves.sultan_tents.janissary).toBe(12);
    expect(s.reserves.hetman_camp.infantry).toBe(3);
    expect(s.reserves.cossack_camp.cossack).toBe(7);
  });
});

describe('E15 — bombardment at position 5', () => {
  it('two shots drive 2 infantry off the ramparts, the third costs PLC 1 supply', () => {
    const s0 = fresh();
    s0.approach = 5;
    put(s0, 'trenches.bombardment', { janissary: 3 }, 'sultan_tents');
    put(s0, 'ramparts.defence', { infantry: 3 }, 'hetman_camp');
    resume(s0, 'effects');
    expect(s0.step).toEqual({ kind: 'bombard', shots: 3 });
    const drive = { shot: 'withdraw', field: 'ramparts', unit: 'infantry' } as const;
    // At position 5 a fortification shot is not yet unlocked.
    expectRuleError(() =>
      act(s0, 'OTT', {
        type: 'bombard',
        shots: [drive, drive, { shot: 'fortification', field: 'ramparts' }],
      }),
    );
    const supply = s0.supply.PLC;
    const hetmanInf = s0.reserves.hetman_camp.infantry;
    const s = run(s0, [{ side: 'OTT', action: { type: 'bombard', shots: [drive, drive, { shot: 'supply' }] } }]);
    expect(s.slots['ramparts.defence']?.infantry).toBe(1);
    expect(s.reserves.hetman_camp.infantry).toBe(hetmanInf + 2);
    // Supply −1 from the shot; the flow then runs on through the Supply phase.
    const consumed = Math.ceil(21 / 3);
    expect(s.supply.PLC).toBe(supply - 1 - consumed);
    expect(s.reserves.sultan_tents.janissary).toBe(12);
  });
});

describe('E16 — assault on the ramparts with the Kaffa levy and ladders', () => {
  it('3 hits against 1: two infantry withdraw, one holds; the Tatar is routed', () => {
    const s0 = turnOf(fresh(), 'OTT');
    // OTT holds the bastion, so the ramparts (line II) are open to it.
    s0.slots['lisowczyk_bastion.defence'] = units({});
    s0.reserves.hetman_camp.cavalry += 1;
    put(s0, 'lisowczyk_bastion.control', { sipahi: 1 }, 'sipahi_camp');
    put(s0, 'ramparts.defence', { infantry: 3 }, 'hetman_camp');
    put(s0, 'ramparts.assault', { tatar: 1 }, 'tatar_camp');
    put(s0, 'ramparts.assault', { janissary: 1 }, 'sultan_tents');
    put(s0, 'ramparts.assault', { sipahi: 1 }, 'sipahi_camp');
    put(s0, 'trenches.ladders', { janissary: 2 }, 'sultan_tents');
    giveCard(s0, 'OTT', 'ott_levy_kaffa');
    expect(s0.fortification.ramparts).toBe(2);
    const morale = { ...s0.morale };
    const rng = rolls(6, 5, 5, 4, 4, 3, 3, 6, 4, 3, 2, 2, 1);
    let s = run(
      s0,
      [
        { side: 'OTT', action: { type: 'play', card: 'ott_levy_kaffa', mode: 'stratagem' } },
        { side: 'OTT', action: place('r:sultan_tents', 'janissary', 'ramparts.assault') },
        { side: 'OTT', action: place('r:sultan_tents', 'janissary', 'ramparts.assault') },
        { side: 'OTT', action: { type: 'commit' } },
        { side: 'OTT', action: { type: 'declare', yes: true } },
        { side: 'OTT', action: { type: 'support', commit: 2 } },
      ],
      rng,
    );
    expect(s.step?.kind).toBe('combat');
    if (s.step?.kind !== 'combat') return;
    expect(s.step.combat.dice?.OTT.base).toEqual([4, 3, 3, 2, 2, 1, 1]);
    s = run(
      s,
      [0, 1, 2, 3].map((die) => ({ side: 'OTT' as const, action: { type: 'boost' as const, die } })),
      rng,
    );
    s = act(s, 'OTT', { type: 'boostDone' }, rng).state;
    expect(rng.remainingDice()).toBe(0);
    // PLC's one 6 routs one Ottoman unit: OTT chooses the Tatar (useless in further assaults).
    // PLC's 2 withdrawals can only be infantry, so they are taken without asking.
    expect(s.step?.kind === 'combat' && s.step.combat.losses).toEqual({
      PLC: { rout: 0, withdraw: 0 },
      OTT: { rout: 1, withdraw: 0 },
    });
    s = act(s, 'OTT', { type: 'loss', from: 's:ramparts.assault', unit: 'tatar' }, rng).state;
    expect(s.lastCombat?.dice.OTT.final).toEqual([5, 4, 4, 3, 2, 1, 1]);
    expect(s.routed).toMatchObject({ tatar: 1 });
    expect(s.lastCombat?.withdrawn).toEqual({ PLC: 2, OTT: 0 });
    expect(s.lastCombat?.outcome).toBe('held');
    expect(s.slots['ramparts.defence']?.infantry).toBe(1);
    expect(s.reserves.hetman_camp.infantry).toBe(2);
    expect(countOf(s.slots['ramparts.assault'] ?? units({}))).toBe(0);
    expect(s.reserves.sultan_tents.janissary).toBe(12);
    expect(s.reserves.sipahi_camp.sipahi).toBe(16); // one still holds the bastion
    expect(countOf(s.slots['trenches.ladders'] ?? units({}))).toBe(0);
    expect(s.usedPile.OTT).toContain('ott_levy_kaffa');
    expect(s.morale).toEqual(morale);
  });
});

describe('E17 — pitched battle', () => {
  it('PLC wins 5–2; routs 1 sipahi and a Cossack + an infantry; PLC takes the bonus card', () => {
    const s0 = turnOf(fresh(), 'PLC');
    put(s0, PITCHED, { tatar: 1 }, 'tatar_camp');
    put(s0, PITCHED, { janissary: 1 }, 'sultan_tents');
    put(s0, PITCHED, { sipahi: 2 }, 'sipahi_camp');
    put(s0, PITCHED, { cavalry: 2 }, 'hetman_camp');
    put(s0, PITCHED, { cossack: 1 }, 'cossack_camp');
    put(s0, 'tatar_camp.ambush', { tatar: 1 }, 'tatar_camp');
    giveCard(s0, 'PLC', 'plc_officer_10');
    const morale = { ...s0.morale };
    const rng = rolls(1, 3, 5, 6, 1, 2, 2, 3, 4, 4, 4, 5, 6);
    let s = run(
      s0,
      [
        { side: 'PLC', action: { type: 'play', card: 'plc_officer_10', mode: 'command' } },
        { side: 'PLC', action: place('r:hetman_camp', 'infantry', PITCHED) },
        { side: 'PLC', action: place('r:hetman_camp', 'infantry', PITCHED) },
        { side: 'PLC', action: place('r:hetman_camp', 'cavalry', PITCHED) },
        { side: 'PLC', action: { type: 'commit' } },
        { side: 'PLC', action: { type: 'declare', yes: true } },
        { side: 'OTT', action: { type: 'support', commit: 1 } },
        { side: 'OTT', action: { type: 'boost', die: 2 } },
        { side: 'OTT', action: { type: 'boostDone' } },
        // Routs, each owner's choice: OTT a sipahi; PLC a Cossack and an infantry.
        { side: 'OTT', action: { type: 'loss', from: `s:${PITCHED}`, unit: 'sipahi' } },
        { side: 'PLC', action: { type: 'loss', from: `s:${PITCHED}`, unit: 'cossack' } },
        { side: 'PLC', action: { type: 'loss', from: `s:${PITCHED}`, unit: 'infantry' } },
      ],
      rng,
    );
    expect(rng.remainingDice()).toBe(0);
    expect(s.lastCombat?.dice.OTT.final).toEqual([1, 3, 6, 6]);
    expect(s.lastCombat?.outcome).toBe('won-PLC');
    expect(s.routed).toMatchObject({ sipahi: 1, cossack: 1, infantry: 1 });
    expect(countOf(s.slots[PITCHED] ?? units({}))).toBe(0);
    expect(s.reserves.hetman_camp).toMatchObject({ cavalry: 7, infantry: 2 });
    expect(s.reserves.tatar_camp.tatar).toBe(7);
    expect(s.morale).toEqual({ PLC: morale.PLC + 1, OTT: morale.OTT - 1 });
    expect(s.step).toEqual({ kind: 'bonusPick', side: 'PLC' });
    const pick = s.display[0] as string;
    s = act(s, 'PLC', { type: 'pick', card: pick }).state;
    expect(s.collected.PLC).toEqual([pick]);
    expect(s.display).toHaveLength(7);
    expect(s.bonusToken).toBe('used');
  });
});

describe('E18 — battle of words', () => {
  const cardsOf = (strengths: number[]) => {
    const used = new Set<string>();
    return strengths.map((v) => {
      const c = DIPLOMACY_CARDS.find((d) => d.strength === v && !used.has(d.id));
      if (!c) throw new Error('no card');
      used.add(c.id);
      return c.id;
    });
  };
  const negotiate = (plc: number[]) => {
    const s = fresh();
    const ott = cardsOf([1, 1, 1, 2, 2]);
    const pl = cardsOf(plc).filter((c) => !ott.includes(c));
    s.collected = { PLC: pl, OTT: ott };
    s.supply = { PLC: 10, OTT: 20 };
    s.morale = { PLC: 6, OTT: 8 };
    // Claims in a fixed order: Moldavia first.
    resume(s, 'negotiation', scripted());
    expect(s.negotiation?.claims[0]).toBe('moldavia');
    let cur = s;
    for (const c of ott) cur = act(cur, 'OTT', { type: 'claimAdd', card: c }).state;
    cur = act(cur, 'OTT', { type: 'claimConfirm' }).state;
    cur = act(cur, 'PLC', { type: 'claimAll' }).state;
    return cur;
  };
  it('PLC 12 against OTT 7 wins Moldavia face down (12 < 6 + 7)', () => {
    const s = negotiate([3, 3, 3, 3]);
    expect(s.negotiation?.outcome[0]).toMatchObject({ claim: 'moldavia', winner: 'PLC', faceUp: false });
    expect(s.outcome).toMatchObject({ scores: { PLC: 0, OTT: 0 }, claimsWon: { PLC: 1, OTT: 0 }, winner: 'PLC' });
  });
  it('variant: PLC 13 wins it face up for 6 points', () => {
    const s = negotiate([3, 3, 3, 4]);
    expect(s.negotiation?.outcome[0]).toMatchObject({ winner: 'PLC', faceUp: true });
    expect(s.outcome?.scores.PLC).toBe(6);
  });
});

describe('E19 — alternation and the Ottoman double play', () => {
  /** Plays any card for one unit onto a harmless action. */
  const playOne = (s: State) => {
    const side = s.active;
    const seat = s.seatOf[side];
    const card = chocimGame.legalActions(s, seat).find((a) => a.action.type === 'play' && a.action.mode === 'command');
    if (card?.action.type !== 'play') throw new Error('no card');
    const safe = firstUnits(s, side, card.action.card).find((p) =>
      /defence|plunder|pilaf|council|dig|bombard|loot|kamieniec/.test(p.to),
    );
    if (!safe) throw new Error('no safe placement');
    return act(s, side, { type: 'play', card: card.action.card, mode: 'command', placements: [safe] }).state;
  };
  it('P,O,P,O,…,P,O,O: OTT makes plays 14 and 15 back to back', () => {
    let s = fresh();
    const order: string[] = [];
    while (s.phase === 'actions' && s.step?.kind === 'turn') {
      order.push(s.active === 'PLC' ? 'P' : 'O');
      s = playOne(s);
    }
    expect(order.join('')).toBe('POPOPOPOPOPOPOO');
  });
  it('variant: PLC plays its 3 leaders then passes; OTT plays its other 5 in a row; PLC draws 0 next week', () => {
    let s = fresh();
    const order: string[] = [];
    while (s.phase === 'actions' && s.step?.kind === 'turn') {
      const plcLeadersLeft = s.leaders.PLC.some((l) => !l.used);
      if (s.active === 'PLC' && !plcLeadersLeft) {
        order.push('p');
        s = act(s, 'PLC', { type: 'pass' }).state;
        continue;
      }
      order.push(s.active === 'PLC' ? 'P' : 'O');
      if (s.active === 'PLC') {
        const leader = s.leaders.PLC.find((l) => !l.used)?.id as string;
        const safe = firstUnits(s, 'PLC', leader).find((p) => p.to.endsWith('defence'));
        if (!safe) throw new Error('no safe placement');
        s = act(s, 'PLC', { type: 'play', card: leader, mode: 'command', placements: [safe] }).state;
      } else s = playOne(s);
    }
    expect(order.join('')).toBe('POPOPOpOOOOO');
    expect(s.hands.PLC).toHaveLength(4);
    expect(s.hands.OTT).toHaveLength(0);
    const next = startAt(s, (t) => {
      t.week = 2;
    });
    const handBefore = next.hands.PLC.length;
    resume(next, 'prep');
    expect(next.hands.PLC.length).toBe(handBefore);
  });
});
