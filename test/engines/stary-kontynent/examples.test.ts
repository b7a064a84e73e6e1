/**
 * The worked examples of the spec's §6, each as a test with scripted dice and the exact outcome.
 */
import { describe, expect, it } from 'vitest';
import type { ScriptedRng } from '../../../src/engines/kit/rng.js';
import { RuleError } from '../../../src/engines/kit/ruleError.js';
import type { GameEvent } from '../../../src/engines/kit/types.js';
import { hexController, provinceController } from '../../../src/engines/stary-kontynent/control.js';
import { threshold } from '../../../src/engines/stary-kontynent/data/terrain.js';
import { defaultAction } from '../../../src/engines/stary-kontynent/defaults.js';
import {
  buildMap,
  candidatePlacements,
  firstIllegalPlacement,
  placementCells,
  touches,
} from '../../../src/engines/stary-kontynent/genesis.js';
import { capitalNeighbours, provinceHexes } from '../../../src/engines/stary-kontynent/geometry.js';
import { cellKey } from '../../../src/engines/stary-kontynent/hex.js';
import { legalActions } from '../../../src/engines/stary-kontynent/legal.js';
import { ratioAdvantage } from '../../../src/engines/stary-kontynent/rules/assault.js';
import {
  defaultCapitalCell,
  legalCapitalCells,
  rollCapitalProvince,
} from '../../../src/engines/stary-kontynent/rules/capitals.js';
import { overflowChoices } from '../../../src/engines/stary-kontynent/rules/overflow.js';
import { crusaders, income, plague } from '../../../src/engines/stary-kontynent/rules/upkeep.js';
import { victoryCheck } from '../../../src/engines/stary-kontynent/rules/victory.js';
import { emptyState, readOptions } from '../../../src/engines/stary-kontynent/setup.js';
import type { State } from '../../../src/engines/stary-kontynent/state.js';
import { t } from '../../../src/i18n/index.js';
import { rolls, scripted } from '../../support/engine.js';
import { act, armyId, BLUE, dice, eventKeys, GREEN, game, position, put, R1, RED, YELLOW } from './fixtures.js';

function ruleKey(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof RuleError) return e.key.replace('stary-kontynent.error.', '');
    throw e;
  }
  return 'accepted';
}

const r1 = buildMap(R1);

describe('6.1 Control', () => {
  it('E1 — who controls a province (province 7 of R1)', () => {
    const base = { map: r1, capitals: [null, null], armies: { [BLUE]: { '7a': [2], '7b': [3], '7c': [3] } } };
    const s = position(base);
    expect(['7a', '7b', '7c', '7d'].map((h) => hexController(s, h))).toEqual([BLUE, BLUE, BLUE, null]);
    expect(provinceController(s, 7)).toBe(BLUE);
    // Variant b: Red [6] on 7d holds its mountain, but province 7 stays blue.
    const b = position({ ...base, armies: { ...base.armies, [RED]: { '7d': [6] } } });
    expect(hexController(b, '7d')).toBe(RED);
    expect(provinceController(b, 7)).toBe(BLUE);
    // Variant c: 7b [2] is below the forest's 3.
    const c = position({ ...base, armies: { [BLUE]: { '7a': [2], '7b': [2], '7c': [3] } } });
    expect(hexController(c, '7b')).toBeNull();
    expect(provinceController(c, 7)).toBeNull();
    // Variant d: 7b [2,1] sums to 3 (A7).
    const d = position({ ...base, armies: { [BLUE]: { '7a': [2], '7b': [2, 1], '7c': [3] } } });
    expect(hexController(d, '7b')).toBe(BLUE);
  });

  it('E2 — losing control when strength falls', () => {
    const s = position({ armies: { [BLUE]: { '3a': [3], '3c': [2], '3d': [1] } } });
    expect(provinceController(s, 3)).toBe(BLUE);
    const a = s.armies.find((x) => x.hex === '3a');
    if (a) a.strength = 2;
    expect(hexController(s, '3a')).toBeNull();
    expect(provinceController(s, 3)).toBeNull();
  });
});

describe('6.2 Genesis and capitals', () => {
  const first = { province: 8, rotation: 0, t: { q: 0, r: 0 } };
  const setOf = (ps: { rotation: number; t: { q: number; r: number } }[]) => {
    const placed = new Set<string>();
    for (const p of ps) for (const c of Object.values(placementCells(p))) placed.add(cellKey(c));
    return placed;
  };
  const touchOf = (placed: Set<string>, k: number, q: number, r: number) =>
    touches(placed, Object.values(placementCells({ rotation: k, t: { q, r } })));

  it('E3 — the first two provinces must share a side', () => {
    const placed = setOf([first]);
    expect(touchOf(placed, 0, 2, 0)).toBe(2);
    expect(touchOf(placed, 0, 2, -2)).toBe(1);
    expect(touchOf(placed, 0, 3, -1)).toBe(0);
  });

  it('E4 — each later province must meet at least 3 placed hexes', () => {
    const tiles = [first, { province: 10, rotation: 0, t: { q: 2, r: 0 } }];
    const placed = setOf(tiles);
    expect(touchOf(placed, 0, 1, 2)).toBe(3);
    expect(touchOf(placed, 0, 0, 2)).toBe(3);
    expect(touchOf(placed, 0, 1, -2)).toBe(3);
    expect(touchOf(placed, 0, 4, 0)).toBe(2);
    expect(touchOf(placed, 1, 0, 2)).toBe(2);
    const cells = tiles.flatMap((p) => Object.values(placementCells(p)));
    const cands = candidatePlacements(placed, cells);
    expect(cands.some((c) => c.rotation === 0 && c.t.q === 1 && c.t.r === 0)).toBe(false); // overlaps
  });

  it('E5 — the last two provinces must touch 4 when possible; R1 is accepted', () => {
    expect(firstIllegalPlacement(R1)).toBeNull();
    // Placement 11 moved to a candidate touching exactly 3 is rejected.
    const ten = R1.slice(0, 10);
    const placed = setOf(ten);
    const cells = ten.flatMap((p) => Object.values(placementCells(p)));
    const three = candidatePlacements(placed, cells).find(
      (c) => touches(placed, Object.values(placementCells(c))) === 3,
    );
    expect(three).toBeDefined();
    if (three) expect(firstIllegalPlacement([...ten, { ...three, province: 4 }])).toBe(11);
    // R1 facts: province 12 has no coastal hex, the others do, and there are no lakes.
    expect(r1.lakes).toEqual([]);
    const coastalProvinces = new Set(r1.hexes.filter((h) => h.coastal).map((h) => h.province));
    expect([...coastalProvinces].sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('E6 — capital rolls, rerolls and adjacency', () => {
    const seats = [
      { seat: BLUE, faction: 'blue' },
      { seat: RED, faction: 'red' },
    ];
    let s: State = emptyState(seats, readOptions({}), r1, [BLUE, RED]);
    // Blue rolls 6+6 = 12 (no outer edge, reroll), then 4+6 = 10.
    rollCapitalProvince(s, 0, rolls(6, 6, 4, 6), []);
    expect(s.capitalPlacement).toMatchObject({ seat: BLUE, province: 10 });
    expect(legalCapitalCells(s, 10)).toEqual([
      { q: 1, r: -1 },
      { q: 2, r: -1 },
    ]);
    expect(capitalNeighbours(r1, { q: 1, r: -1 }).sort()).toEqual(['10a', '8a']);
    // Blue picks "10a NE", cell (2,−1); Red then rolls 5+5 = 10 (drawn, reroll) and 5+6 = 11.
    const ids = legalActions(s, BLUE).map((a) => a.id);
    expect(ids).toContain('capital:10a-ne');
    s = act(s, { type: 'capital', q: 2, r: -1 }, rolls(5, 5, 5, 6)).state;
    expect(s.kingdoms[BLUE]?.capital).toEqual({ q: 2, r: -1 });
    expect(s.kingdoms[BLUE]?.garrison).toBe(9);
    expect(capitalNeighbours(r1, { q: 2, r: -1 }).sort()).toEqual(['10a', '10b', '11b']);
    expect(s.capitalPlacement).toMatchObject({ seat: RED, province: 11 });
    const cells = legalCapitalCells(s, 11);
    expect(cells).toEqual([
      { q: 4, r: -3 },
      { q: 5, r: -3 },
      { q: 5, r: -2 },
      { q: 5, r: -1 },
    ]);
    expect(capitalNeighbours(r1, { q: 5, r: -1 }).sort()).toEqual(['11c', '6d']);
    // Red times out: (5,−2) ties with (5,−1) at 2 neighbours and wins on (q, r).
    expect(defaultCapitalCell(s)).toEqual({ q: 5, r: -2 });
    expect(defaultAction(s, RED)).toEqual({ type: 'capital', q: 5, r: -2 });
  });
});

describe('6.3 Plague', () => {
  it('E7 — ordinary plague, cave and castle', () => {
    const s = position({
      armies: { [BLUE]: { '3a': [3], '3c': [2], '3d': [1, 1] }, [RED]: { '3b': [5] } },
      castles: [{ hex: '3d', owner: BLUE }],
    });
    expect(provinceController(s, 3)).toBe(BLUE);
    const events: GameEvent[] = [];
    plague(s, rolls(1, 2), events);
    expect(dice(s, '3a')).toEqual([2]);
    expect(dice(s, '3b', RED)).toEqual([3]);
    expect(dice(s, '3c')).toEqual([1]);
    expect(dice(s, '3d')).toEqual([1, 1]);
    expect(hexController(s, '3d')).toBe(BLUE);
    expect(hexController(s, '3a')).toBeNull();
    expect(hexController(s, '3b')).toBeNull();
    expect(provinceController(s, 3)).toBeNull();
  });

  it('E8 — plague on uncontrolled land is ignored', () => {
    const s = position({ armies: { [RED]: { '8a': [3] } } });
    const events: GameEvent[] = [];
    plague(s, rolls(4, 4), events);
    expect(dice(s, '8a')).toEqual([3]);
    expect(eventKeys(events)).toEqual(['plagueIgnored']);
  });

  it('E9 — baron revolt in province 12', () => {
    const s = position({ armies: { [BLUE]: { '12a': [6], '12b': [1, 1], '12c': [4] } } });
    expect(provinceController(s, 12)).toBe(BLUE);
    const rng = scripted({ dice: [6, 6], ints: [1, 0] });
    plague(s, rng, []);
    expect(dice(s, '12a', BLUE)).toEqual([5]);
    expect(dice(s, '12b')).toEqual([]);
    expect(dice(s, '12c', RED)).toEqual([3]);
    expect(dice(s, '12c', BLUE)).toEqual([]);
    expect(provinceController(s, 12)).toBeNull();
    expect(rng.remainingDice()).toBe(0);
  });
});

describe('6.4 Crusade', () => {
  it('E10 — electing the Crusader king ("1 → 1 + 6 + 6 + 4 = 17")', () => {
    const s = position({ players: 3, turn: 15 });
    [12, 55, 36].forEach((p, i) => {
      const k = s.kingdoms[i];
      if (k) k.crusadePoints = p;
    });
    s.crusade = { total: 103, succeededOnTurn: 14, king: null };
    const events: GameEvent[] = [];
    const rng = scripted({ dice: [6, 6, 4, 5, 6, 5], ints: [1] });
    expect(crusaders(s, rng, events)).toBe(true);
    const scores = events.filter((e) => e.msg.key.endsWith('kingRoll')).map((e) => e.msg.params?.score);
    expect(scores).toEqual([17, 11, 15]);
    expect(s.crusade.king).toBe(BLUE);
    expect(s.ship).toEqual({ strength: 4 });
  });

  it('E11 — landing', () => {
    const s = position({ armies: { [BLUE]: { '5b': [1, 1, 2, 2] }, [RED]: { '12c': [1] } }, garrisons: [7, 9] });
    s.crusade = { total: 101, succeededOnTurn: 1, king: BLUE };
    s.stage = 'crusaders';
    s.ship = { strength: 4 };
    const ids = legalActions(s, BLUE).map((a) => a.id);
    expect(ids).toContain('land:5b:drop-1');
    for (const bad of ['8b', '8d', '12c']) expect(ids.some((id) => id.startsWith(`land:${bad}`))).toBe(false);
    const landed = act(s, { type: 'land', hex: '5b', drop: armyId(s, '5b', 1) }, rolls()).state;
    expect(dice(landed, '5b')).toEqual([4, 2, 2, 1]);
    // Instead: the capital, 7 → min(9, 11) = 9.
    const home = act(s, { type: 'shipToCapital' }).state;
    expect(home.kingdoms[BLUE]?.garrison).toBe(9);
    // A province controlled by Red is closed to the landing.
    const redProvince = position({ armies: { [RED]: { '5a': [2], '5b': [1], '5c': [4] } } });
    redProvince.crusade = { total: 101, succeededOnTurn: 1, king: BLUE };
    redProvince.stage = 'crusaders';
    redProvince.ship = { strength: 4 };
    expect(legalActions(redProvince, BLUE).some((a) => a.id.startsWith('land:5'))).toBe(false);
    // Ship lost: every coastal hex holds a foreign army — no prompt, not even the capital.
    const blocked = position({ turn: 2 });
    for (const h of blocked.map.hexes) put(blocked, RED, h.id, 1);
    blocked.crusade = { total: 101, succeededOnTurn: 1, king: BLUE };
    const events: GameEvent[] = [];
    expect(crusaders(blocked, scripted({ ints: [0] }), events)).toBe(false);
    expect(eventKeys(events)).toEqual(['shipLost']);
    expect(blocked.ship).toBeNull();
  });

  it('E12 — Crusade action and the 100 threshold', () => {
    const s = position({ garrisons: [8, 9] });
    const after = act(s, { type: 'crusade', points: 7 }).state;
    expect(after.kingdoms[BLUE]?.garrison).toBe(1);
    expect(after.kingdoms[BLUE]?.crusadePoints).toBe(7);
    expect(ruleKey(() => act(position({ garrisons: [5, 9] }), { type: 'crusade', points: 6 }))).toBe(
      'notEnoughGarrison',
    );
    const s95 = position();
    s95.crusade.total = 95;
    expect(act(s95, { type: 'crusade', points: 6 }).state.crusade.succeededOnTurn).toBe(1);
    const s94 = position();
    s94.crusade.total = 94;
    expect(act(s94, { type: 'crusade', points: 6 }).state.crusade.succeededOnTurn).toBeNull();
  });
});

describe('6.5 Income', () => {
  it('E13 — income and the cap', () => {
    const armies = { [BLUE]: { '3a': [3], '3c': [2], '3d': [1], '12a': [6], '12b': [1], '12c': [3] } };
    const s = position({ armies, garrisons: [2, 9] });
    income(s, []);
    expect(s.kingdoms[BLUE]?.garrison).toBe(7);
    const t = position({ armies, garrisons: [5, 9] });
    income(t, []);
    expect(t.kingdoms[BLUE]?.garrison).toBe(9);
  });

  it('E14 — cut-off provinces pay nothing', () => {
    const armies = {
      [BLUE]: { '3a': [3], '3c': [2], '3d': [1], '8a': [3], '8b': [1], '8c': [2] },
      [RED]: { '5a': [2], '5b': [1], '5c': [4] },
    };
    const s = position({ armies, garrisons: [2, 5] });
    income(s, []);
    expect(s.kingdoms[BLUE]?.garrison).toBe(4);
    expect(s.kingdoms[RED]?.garrison).toBe(5);
    // Variant: Red is Blue's vassal — the same realm blocks nothing.
    const v = position({ armies, garrisons: [2, 5] });
    const red = v.kingdoms[RED];
    if (red) red.suzerain = BLUE;
    income(v, []);
    expect(v.kingdoms[BLUE]?.garrison).toBe(6);
    expect(v.kingdoms[RED]?.garrison).toBe(7);
  });
});

describe('6.6 Player-turn actions', () => {
  it('E15 — reorganise', () => {
    const s = position({ armies: { [BLUE]: { '3a': [6, 2] } } });
    for (const set of [
      [4, 4],
      [3, 3, 1, 1],
      [6, 1, 1],
      [5, 2, 1],
    ])
      expect(dice(act(s, { type: 'reorganise', hex: '3a', dice: set }).state, '3a')).toEqual(set);
    expect(ruleKey(() => act(s, { type: 'reorganise', hex: '3a', dice: [6, 3] }))).toBe('reorganiseSum');
    expect(ruleKey(() => game.parseAction({ type: 'reorganise', hex: '3a', dice: [2, 2, 2, 1, 1] }))).toBe('malformed');
    expect(ruleKey(() => act(s, { type: 'reorganise', hex: '3c', dice: [6] }))).toBe('noArmyThere');
    const afterMain = act(position({ armies: { [BLUE]: { '3a': [6, 2], '3c': [1] } } }), { type: 'pass' }).state;
    // (Blue has extra moves? He controls nothing: passing ends the turn, so any reorganisation is refused.)
    expect(ruleKey(() => act(afterMain, { type: 'reorganise', hex: '3a', dice: [4, 4] }, undefined, BLUE))).not.toBe(
      'accepted',
    );
  });

  it('E16 — Levy', () => {
    const s = act(position({ garrisons: [4, 9] }), { type: 'levy' });
    expect(s.state.kingdoms[BLUE]?.garrison).toBe(7);
    // The Levy is the whole turn: no extra move follows, the turn passes to Red.
    expect(s.state.seatTurn?.seat).toBe(RED);
    expect(act(position({ garrisons: [8, 9] }), { type: 'levy' }).state.kingdoms[BLUE]?.garrison).toBe(9);
    // The offer says what the Levy does to the capped garrison, not a flat "+3".
    const levyLabel = (g: number) =>
      t('pl', legalActions(position({ garrisons: [g, 9] }), BLUE).find((a) => a.id === 'levy')?.label ?? '');
    expect(levyLabel(4)).toBe('Zaciąg (Stolica 4 → 7)');
    expect(levyLabel(9)).toBe('Zaciąg (Stolica 9 → 9)');
    const reorganised = act(position({ armies: { [BLUE]: { '3a': [6, 2] } } }), {
      type: 'reorganise',
      hex: '3a',
      dice: [4, 4],
    }).state;
    expect(ruleKey(() => act(reorganised, { type: 'levy' }))).toBe('levyAfterReorganise');
    expect(ruleKey(() => act(reorganised, { type: 'marchOut', hex: '3c', strength: 2 }))).toBe('accepted');
  });

  it('E17 — March out ("one army, so at most 6")', () => {
    const s = position();
    const out = act(s, { type: 'marchOut', hex: '3a', strength: 6 }).state;
    expect(out.kingdoms[BLUE]?.garrison).toBe(3);
    expect(dice(out, '3a')).toEqual([6]);
    expect(ruleKey(() => game.parseAction({ type: 'marchOut', hex: '3a', strength: 7 }))).toBe('malformed');
    expect(ruleKey(() => act(s, { type: 'marchOut', hex: '3b', strength: 2 }))).toBe('marchOutNotAdjacent');
    expect(ruleKey(() => act(position({ garrisons: [4, 9] }), { type: 'marchOut', hex: '3c', strength: 5 }))).toBe(
      'notEnoughGarrison',
    );
    expect(
      ruleKey(() => act(position({ armies: { [RED]: { '3c': [1] } } }), { type: 'marchOut', hex: '3c', strength: 2 })),
    ).toBe('hexOccupied');
    expect(
      ruleKey(() =>
        act(position({ armies: { [BLUE]: { '3a': [1, 1, 1, 1] } } }), { type: 'marchOut', hex: '3a', strength: 1 }),
      ),
    ).toBe('hexFull');
  });

  it('E18 — Move and entering one’s capital', () => {
    const s = position({ armies: { [BLUE]: { '3a': [6] }, [RED]: { '3c': [1] } } });
    const id = armyId(s, '3a', 6);
    expect(dice(act(s, { type: 'move', army: id, to: '3b', extra: false }).state, '3b')).toEqual([6]);
    expect(ruleKey(() => act(s, { type: 'move', army: id, to: '5a', extra: false }))).toBe('notAdjacent');
    expect(ruleKey(() => act(s, { type: 'move', army: id, to: '3c', extra: false }))).toBe('hexOccupied');
    const home = position({ armies: { [BLUE]: { '3c': [4] } }, garrisons: [3, 9] });
    const entered = act(home, { type: 'move', army: armyId(home, '3c', 4), to: 'capital', extra: false }).state;
    expect(entered.kingdoms[BLUE]?.garrison).toBe(7);
    expect(dice(entered, '3c')).toEqual([]);
    const full = position({ armies: { [BLUE]: { '3c': [4] } }, garrisons: [7, 9] });
    expect(
      act(full, { type: 'move', army: armyId(full, '3c', 4), to: 'capital', extra: false }).state.kingdoms[BLUE]
        ?.garrison,
    ).toBe(9);
  });

  it('E19 — castles', () => {
    const s = position({ armies: { [BLUE]: { '5a': [6, 3] } } });
    const def = defaultAction(s, BLUE);
    expect(def).toEqual({ type: 'endTurn' }); // a missed turn builds nothing; the default payment is below
    const built = act(s, { type: 'castle', hex: '5a', dice: [3] }).state;
    expect(dice(built, '5a')).toEqual([3]);
    expect(built.castles).toEqual([{ hex: '5a', owner: BLUE }]);
    const { defaultCastlePayment } = await_import();
    expect(defaultCastlePayment(s, BLUE, '5a')).toEqual([3]);
    const walls = act(position({ garrisons: [7, 9] }), { type: 'walls' }).state;
    expect(walls.kingdoms[BLUE]?.garrison).toBe(1);
    expect(walls.kingdoms[BLUE]?.walls).toBe(true);
    // Castle march-out: garrison 5, a connected castle on 5a holding one Blue die.
    const c = position({ armies: { [BLUE]: { '5a': [3] } }, castles: [{ hex: '5a', owner: BLUE }], garrisons: [5, 9] });
    const marched = act(c, { type: 'marchOut', hex: '5a', strength: 3 }).state;
    expect(marched.kingdoms[BLUE]?.garrison).toBe(2);
    expect(dice(marched, '5a')).toEqual([3, 3]);
    expect(ruleKey(() => act(c, { type: 'marchOut', hex: '5a', strength: 4 }))).toBe('marchOutCastleLimit');
  });

  it('E20 — extra moves', () => {
    const s = position({
      armies: { [BLUE]: { '3a': [3], '3c': [2], '3d': [1, 2], '12b': [1], '12c': [3], '12d': [2] } },
      everControlled: { [BLUE]: [3, 12] },
    });
    expect(provinceController(s, 3)).toBe(BLUE);
    expect(provinceController(s, 12)).toBe(BLUE);
    let t = act(s, { type: 'move', army: armyId(s, '12b', 1), to: '12a', extra: false }).state;
    expect(provinceController(t, 12)).toBeNull();
    expect(t.seatTurn?.extraEligible).toEqual([3, 12]);
    t = act(t, { type: 'move', army: armyId(t, '3d', 2), to: '5c', extra: true }).state;
    expect(ruleKey(() => act(t, { type: 'move', army: armyId(t, '3a', 3), to: '3b', extra: true }))).toBe(
      'extraMoveProvinceUsed',
    );
    expect(ruleKey(() => act(t, { type: 'move', army: armyId(t, '12a', 1), to: '12b', extra: true }))).toBe(
      'armyAlreadyActed',
    );
    t = act(t, { type: 'move', army: armyId(t, '12d', 2), to: '12b', extra: true }).state;
    expect(dice(t, '12b')).toEqual([2]);
    expect(dice(t, '5c')).toEqual([2]);
    expect(t.seatTurn?.seat).toBe(RED); // nothing left: the turn ended by itself
  });
});

import * as turnActions from '../../../src/engines/stary-kontynent/rules/turnActions.js';

function await_import() {
  return turnActions;
}

describe('6.7 Homage and overflow', () => {
  it('E21 — homage', () => {
    const s = position({ armies: { [BLUE]: { '3a': [3], '3c': [2], '5c': [1] } } });
    const t = act(s, { type: 'move', army: armyId(s, '5c', 1), to: '3d', extra: false }).state;
    expect(dice(t, '3b')).toEqual([4]);
    expect(['3a', '3b', '3c', '3d'].every((h) => hexController(t, h) === BLUE)).toBe(true);
    expect(t.kingdoms[BLUE]?.everControlled).toContain(3);
    // Variant: Red [1] on 3b — no army appears.
    const v = position({ armies: { [BLUE]: { '3a': [3], '3c': [2], '5c': [1] }, [RED]: { '3b': [1] } } });
    const w = act(v, { type: 'move', army: armyId(v, '5c', 1), to: '3d', extra: false }).state;
    expect(dice(w, '3b', BLUE)).toEqual([]);
    expect(dice(w, '3b', RED)).toEqual([1]);
    // Taking it again later gives nothing.
    const again = position({
      armies: { [BLUE]: { '3a': [3], '3c': [2], '5c': [1] } },
      everControlled: { [BLUE]: [3] },
    });
    const x = act(again, { type: 'move', army: armyId(again, '5c', 1), to: '3d', extra: false }).state;
    expect(dice(x, '3b')).toEqual([]);
  });

  it('E22 — special homage of province 12', () => {
    const s = position({ armies: { [BLUE]: { '12a': [6], '12b': [1], '3a': [3] } } });
    const t = act(s, { type: 'move', army: armyId(s, '3a', 3), to: '12c', extra: false }).state;
    expect(dice(t, '12a')).toEqual([6, 3]);
    expect(dice(t, '12b')).toEqual([1]);
    expect(dice(t, '12c')).toEqual([3]);
    expect(dice(t, '12d')).toEqual([2]);
  });

  it('E23 — homage overflow', () => {
    const s = position({
      map: r1,
      capitals: [null, null],
      armies: { [BLUE]: { '7a': [1], '7b': [3, 3], '7d': [1, 1, 1, 1] } },
    });
    const t = act(s, { type: 'move', army: armyId(s, '7b', 3), to: '7c', extra: false }).state;
    expect(dice(t, '7d')).toEqual([5, 1, 1, 1, 1]);
    expect(t.overflow).toEqual([{ hex: '7d', owner: BLUE }]);
    const ids = legalActions(t, BLUE)
      .filter((a) => a.free !== true) // settings are open at any time
      .map((a) => a.id);
    expect(ids.sort()).toEqual(['overflow:7d:5-2-1-1', 'overflow:7d:6-1-1-1']);
    expect(defaultAction(t, BLUE)).toEqual({ type: 'overflow', hex: '7d', dice: [6, 1, 1, 1] });
    const u = act(t, { type: 'overflow', hex: '7d', dice: [6, 1, 1, 1] }).state;
    expect(dice(u, '7d')).toEqual([6, 1, 1, 1]);
    expect(['7a', '7b', '7c', '7d'].every((h) => hexController(u, h) === BLUE)).toBe(true);
    // Removal variant: [6,6,6,5,4] cannot merge; the default drops the 4.
    expect(overflowChoices([6, 6, 6, 5, 4])[0]?.dice).toEqual([6, 6, 6, 5]);
  });
});

describe('6.8 Assaults', () => {
  it('E24 — computing the advantage ("7 → 3.5")', () => {
    const table: [number, number][] = [
      [7, 0],
      [10, 0],
      [11, 1],
      [13, 1],
      [14, 2],
      [17, 2],
      [18, 3],
      [20, 3],
      [21, 4],
      [24, 4],
      [25, 5],
      [40, 5],
    ];
    for (const [s, adv] of table) expect(ratioAdvantage(s, 7)).toBe(adv);
  });

  const e25 = () => position({ armies: { [BLUE]: { '5a': [6, 6] }, [RED]: { '5b': [6] } } });
  const assault = (s: State, rng: ScriptedRng) =>
    act(
      s,
      {
        type: 'assault',
        target: { kind: 'hex', hex: '5b' },
        armies: s.armies.filter((a) => a.hex === '5a').map((a) => a.id),
      },
      rng,
    );

  it('E25 — the rulebook’s wave: blue wins 6 to 4, the red die drops from 6 to 5', () => {
    const out = assault(e25(), rolls(4, 4));
    const wave = out.events.find((e) => e.msg.key.endsWith('.wave'));
    expect(wave?.msg.params).toMatchObject({ attack: 12, defence: 6, adv: '+2', tA: 6, tD: 4 });
    expect(dice(out.state, '5b')).toEqual([5]);
    expect(dice(out.state, '5a')).toEqual([6, 6]);
    expect(out.state.assault?.stage).toBe('continue');
  });

  it('E26 — tie and removal', () => {
    const s = position({ armies: { [BLUE]: { '5a': [4, 1] }, [RED]: { '5b': [4] } } });
    let t = assault(s, rolls(3, 3)).state;
    expect(dice(t, '5a')).toEqual([3]);
    expect(dice(t, '5b')).toEqual([3]);
    t = act(t, { type: 'continue' }, rolls(2, 5)).state;
    expect(dice(t, '5a')).toEqual([2]);
    expect(dice(t, '5b')).toEqual([3]);
  });

  it('E27 — the winner’s bonus in the next wave', () => {
    let t = assault(e25(), rolls(4, 4)).state;
    let out = act(t, { type: 'continue' }, rolls(2, 6));
    expect(out.events.find((e) => e.msg.key.endsWith('.wave'))?.msg.params).toMatchObject({ adv: '+3', tA: 5, tD: 6 });
    t = out.state;
    expect(dice(t, '5a')).toEqual([5, 5]);
    out = act(t, { type: 'continue' }, rolls(5, 6));
    expect(out.events.find((e) => e.msg.key.endsWith('.wave'))?.msg.params).toMatchObject({ adv: '+1', tA: 6, tD: 6 });
    t = out.state;
    expect(dice(t, '5a')).toEqual([4, 4]);
    expect(dice(t, '5b')).toEqual([4]);
    out = act(t, { type: 'continue' }, rolls(3, 1));
    expect(out.events.find((e) => e.msg.key.endsWith('.wave'))?.msg.params).toMatchObject({ adv: '+2', tA: 5, tD: 1 });
    t = act(out.state, { type: 'stop' }).state;
    expect(dice(t, '5a')).toEqual([4, 4]);
    expect(dice(t, '5b')).toEqual([3]);
    expect(t.assault).toBeNull();
  });

  it('E28 — retreat', () => {
    const s = position({
      armies: { [BLUE]: { '5a': [6, 6] }, [RED]: { '5b': [6], '8a': [2] } },
      castles: [{ hex: '5b', owner: RED }],
    });
    let t = assault(s, rolls(4, 5)).state; // castle: +2 −1 = +1; 5 vs 5 would tie, so:
    // (with the castle the wave is 4+1 vs 5: a tie; both lose a pip)
    expect(t.assault?.stage).toBe('retreat');
    t = act(t, { type: 'retreat', moves: [{ army: armyId(t, '5b', 5, RED), to: '8a' }] }).state;
    expect(dice(t, '5a')).toEqual([]);
    expect(dice(t, '5b', BLUE)).toEqual([5, 5]);
    expect(dice(t, '8a', RED)).toEqual([5, 2]);
    expect(t.castles).toEqual([{ hex: '5b', owner: BLUE }]); // taken intact
    // The example as printed: after the E25 wave Red [5] retreats to 8a, Blue [6,6] moves in.
    const plain = position({ armies: { [BLUE]: { '5a': [6, 6] }, [RED]: { '5b': [6], '8a': [2] } } });
    let p = assault(plain, rolls(4, 4)).state;
    p = act(p, { type: 'retreat', moves: [{ army: armyId(p, '5b', 5, RED), to: '8a' }] }).state;
    expect(dice(p, '5a')).toEqual([]);
    expect(dice(p, '5b', BLUE)).toEqual([6, 6]);
    expect(dice(p, '8a', RED)).toEqual([5, 2]);
  });

  it('E29 — the attacker’s 1 ends the assault', () => {
    const s = position({ armies: { [BLUE]: { '5a': [6, 6] }, [RED]: { '5b': [3] } } });
    const out = assault(s, rolls(1, 2));
    expect(out.events.find((e) => e.msg.key.endsWith('.wave'))?.msg.params).toMatchObject({ adv: '+5', tA: 6, tD: 2 });
    expect(dice(out.state, '5b')).toEqual([2]);
    expect(out.state.assault).toBeNull();
    expect(dice(out.state, '5a')).toEqual([6, 6]);
    // Had Red been [1]: destroyed, 5b left empty, Blue stays home.
    const one = position({ armies: { [BLUE]: { '5a': [6, 6] }, [RED]: { '5b': [1] } } });
    const o = assault(one, rolls(1, 2)).state;
    expect(dice(o, '5b')).toEqual([]);
    expect(dice(o, '5a')).toEqual([6, 6]);
  });

  it('E30 — annihilation, occupation and the castle razed', () => {
    const s = position({
      armies: { [BLUE]: { '5a': [5, 4] }, [RED]: { '5b': [2] } },
      castles: [{ hex: '5b', owner: RED }],
    });
    let out = assault(s, rolls(3, 6));
    expect(out.events.find((e) => e.msg.key.endsWith('.wave'))?.msg.params).toMatchObject({ adv: '+4', tA: 7, tD: 6 });
    expect(dice(out.state, '5b')).toEqual([1]);
    out = act(out.state, { type: 'continue' }, rolls(2, 6));
    expect(out.events.find((e) => e.msg.key.endsWith('.wave'))?.msg.params).toMatchObject({ adv: '+5', tA: 7, tD: 6 });
    expect(dice(out.state, '5b', BLUE)).toEqual([5, 4]);
    expect(dice(out.state, '5a')).toEqual([]);
    expect(out.state.castles).toEqual([]);
  });

  it('E31 — taking a capital', () => {
    const s = position({ armies: { [BLUE]: { '8b': [6, 6], '8d': [6, 6] } }, garrisons: [9, 2] });
    const ids = s.armies.map((a) => a.id);
    let out = act(s, { type: 'assault', target: { kind: 'capital', seat: RED }, armies: ids }, rolls(5, 4));
    expect(out.events.find((e) => e.msg.key.endsWith('.wave'))?.msg.params).toMatchObject({
      attack: 24,
      defence: 12,
      adv: '+2',
    });
    expect(out.state.kingdoms[RED]?.garrison).toBe(0);
    out = act(out.state, { type: 'continue' }, rolls(4, 3));
    expect(out.events.find((e) => e.msg.key.endsWith('.wave'))?.msg.params).toMatchObject({
      defence: 10,
      adv: '+3',
      tA: 7,
      tD: 3,
    });
    const t = out.state;
    expect(t.kingdoms[RED]?.garrison).toBe(9);
    expect(dice(t, '8b')).toEqual([]);
    expect(dice(t, '8d')).toEqual([]);
    expect(t.kingdoms[RED]?.suzerain).toBe(BLUE);
  });

  it('E32 — vassal and joint assault', () => {
    // After E31: Red is Blue's vassal. Blue routes Red's income to himself.
    const s = position({
      players: 3,
      armies: { [BLUE]: { '5d': [4] }, [RED]: { '3d': [3] }, [GREEN]: { '5c': [3] } },
    });
    const red = s.kingdoms[RED];
    if (red) red.suzerain = BLUE;
    let t = act(s, { type: 'vassalIncome', vassal: RED, to: 'liege' }).state;
    expect(t.kingdoms[RED]?.incomeTo).toBe('liege');
    const ids = [armyId(t, '5d', 4), armyId(t, '3d', 3)];
    let out = act(t, { type: 'assault', target: { kind: 'hex', hex: '5c' }, armies: ids }, rolls(5, 6));
    expect(out.events.find((e) => e.msg.key.endsWith('.wave'))?.msg.params).toMatchObject({ adv: '+2', tA: 7, tD: 6 });
    expect(dice(out.state, '5c', GREEN)).toEqual([2]);
    out = act(out.state, { type: 'continue' }, rolls(2, 6));
    expect(out.events.find((e) => e.msg.key.endsWith('.wave'))?.msg.params).toMatchObject({ adv: '+5', tA: 7, tD: 6 });
    // The spec says Green is destroyed here, but a lost wave costs one pip: Green [2] → [1].
    // One more wave (same dice) finishes the defender, as the rules require.
    expect(dice(out.state, '5c', GREEN)).toEqual([1]);
    out = act(out.state, { type: 'continue' }, rolls(2, 6));
    t = out.state;
    expect(dice(t, '5c', GREEN)).toEqual([]);
    expect(t.assault?.stage).toBe('occupant');
    expect(game.pending(t)[0]?.seat).toBe(BLUE); // the liege picks
    t = act(t, { type: 'occupant', seat: RED }).state;
    expect(dice(t, '5c', RED)).toEqual([3]);
    expect(dice(t, '5d', BLUE)).toEqual([4]);
    expect(t.mainUsed).toEqual(expect.arrayContaining([BLUE, RED]));
    const redArmy = t.armies.find((a) => a.hex === '5c');
    expect(redArmy?.assaulted).toBe(true);
    // Illegal alternative: Red's main action already used this turn.
    const used = position({
      players: 3,
      armies: { [BLUE]: { '5d': [4] }, [RED]: { '3d': [3] }, [GREEN]: { '5c': [3] } },
    });
    const r = used.kingdoms[RED];
    if (r) r.suzerain = BLUE;
    used.mainUsed = [RED];
    expect(
      ruleKey(() =>
        act(used, {
          type: 'assault',
          target: { kind: 'hex', hex: '5c' },
          armies: [armyId(used, '5d', 4), armyId(used, '3d', 3)],
        }),
      ),
    ).toBe('attackerNotAdjacent');
  });
});

describe('6.9 Victory', () => {
  function control(state: State, seat: number, province: number): void {
    const hexes = provinceHexes(state.map, province)
      .slice()
      .sort((a, b) => threshold(a.terrain) - threshold(b.terrain))
      .slice(0, 3);
    for (const h of hexes) put(state, seat, h.id, threshold(h.terrain));
  }
  function game4(): State {
    const s = position({ players: 4, map: r1, capitals: [null, null, null, null] });
    const red = s.kingdoms[RED];
    if (red) red.suzerain = BLUE;
    for (const p of [2, 3, 4, 6]) control(s, BLUE, p);
    control(s, RED, 9);
    for (const p of [7, 8]) control(s, GREEN, p);
    control(s, YELLOW, 10);
    return s;
  }
  it('E33 — victory check (A, B, C)', () => {
    const a = game4();
    expect(victoryCheck(a, [])).toBe(true);
    expect(a.winner).toBe(BLUE);
    const b = game4();
    control(b, YELLOW, 11);
    expect(victoryCheck(b, [])).toBe(false);
    expect(b.winner).toBeNull();
    const c = position({ players: 4, map: r1, capitals: [null, null, null, null] });
    for (const p of [2, 3, 4]) control(c, BLUE, p);
    expect(victoryCheck(c, [])).toBe(false);
  });
});
