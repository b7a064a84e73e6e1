/** One test per proposed ruling of the spec's §7 (A1–A51). */
import { describe, expect, it } from 'vitest';
import { defaultOptions, defaultSeats, playRandomGame } from '../../../src/engines/kit/randomPlay.js';
import { SeededRng } from '../../../src/engines/kit/rng.js';
import { RuleError } from '../../../src/engines/kit/ruleError.js';
import { actionSchema } from '../../../src/engines/stary-kontynent/actions.js';
import { connected, hexController, provinceController } from '../../../src/engines/stary-kontynent/control.js';
import { TERRAIN } from '../../../src/engines/stary-kontynent/data/terrain.js';
import { TILES } from '../../../src/engines/stary-kontynent/data/tiles.js';
import {
  buildMap,
  firstIllegalPlacement,
  genesisPlacements,
  placementCells,
} from '../../../src/engines/stary-kontynent/genesis.js';
import { capitalCells, capitalNeighbours } from '../../../src/engines/stary-kontynent/geometry.js';
import { cellKey, isAdjacent } from '../../../src/engines/stary-kontynent/hex.js';
import { legalActions } from '../../../src/engines/stary-kontynent/legal.js';
import { waveAdvantage } from '../../../src/engines/stary-kontynent/rules/assault.js';
import { legalCapitalCells } from '../../../src/engines/stary-kontynent/rules/capitals.js';
import { turnOrder } from '../../../src/engines/stary-kontynent/rules/seatTurn.js';
import { extraMoveArmies, marchOutOptions } from '../../../src/engines/stary-kontynent/rules/turnActions.js';
import {
  crusaders,
  crusadeShare,
  electKing,
  income,
  plague,
} from '../../../src/engines/stary-kontynent/rules/upkeep.js';
import { victoryCheck } from '../../../src/engines/stary-kontynent/rules/victory.js';
import type { State } from '../../../src/engines/stary-kontynent/state.js';
import { t } from '../../../src/i18n/index.js';
import { rolls, scripted } from '../../support/engine.js';
import { act, armyId, BLUE, dice, F1, GREEN, game, position, put, R1, RED } from './fixtures.js';

function ruleKey(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof RuleError) return e.key.replace('stary-kontynent.error.', '');
    throw e;
  }
  return 'accepted';
}
const vassal = (s: State, v: number, liege: number, autonomous = false) => {
  const k = s.kingdoms[v];
  if (k) {
    k.suzerain = liege;
    k.autonomous = autonomous;
  }
};
const ship = (s: State, king: number, strength: number) => {
  s.crusade = { total: 101, succeededOnTurn: 0, king };
  s.stage = 'crusaders';
  s.ship = { strength };
};

describe('rulings', () => {
  it('A1 title: "Stary Kontynent"', () => {
    expect(t('pl', game.title)).toBe('Stary Kontynent');
    expect(game.rulings.map((r) => r.id)).toContain('A1');
  });

  it('A2 2–4 players in blue, red, green, yellow', () => {
    expect(game.players).toEqual({ min: 2, max: 4 });
    expect(game.factions.map((f) => f.id)).toEqual(['blue', 'red', 'green', 'yellow']);
  });

  it('A3 eleven provinces 2..12, 44 hexes', () => {
    const map = buildMap(genesisPlacements(SeededRng.fromSeed('a3')));
    expect([...new Set(map.hexes.map((h) => h.province))].sort((a, b) => a - b)).toEqual([
      2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
    expect(map.hexes).toHaveLength(44);
  });

  it('A4 the rhombus tile: a–d are not adjacent in any rotation, the other pairs are', () => {
    for (let k = 0; k < 6; k++) {
      const c = placementCells({ rotation: k, t: { q: 0, r: 0 } });
      expect(isAdjacent(c.a, c.d)).toBe(false);
      for (const [x, y] of [
        ['a', 'b'],
        ['a', 'c'],
        ['b', 'c'],
        ['b', 'd'],
        ['c', 'd'],
      ] as const)
        expect(isAdjacent(c[x], c[y])).toBe(true);
    }
  });

  it('A5 reconstructed terrain: one plain per tile; 11 plain, 9 marsh, 12 forest, 4 cave, 6 mountain', () => {
    const counts: Record<string, number> = {};
    for (const tile of TILES)
      for (const terrain of Object.values(tile.terrain)) counts[terrain] = (counts[terrain] ?? 0) + 1;
    expect(counts).toEqual({ plain: 11, marsh: 9, forest: 12, cave: 4, mountain: 6, goldMountain: 1, fertilePlain: 1 });
    expect(game.rulings.some((r) => r.id === 'reconstructed')).toBe(true);
  });

  it('A6 gold mountains in 2, fertile plain in 12, both in slot a', () => {
    const map = buildMap(R1);
    expect(map.hexes.filter((h) => h.special).map((h) => `${h.id}:${h.terrain}`)).toEqual([
      '2a:goldMountain',
      '12a:fertilePlain',
    ]);
  });

  it('A7 hex control sums the dice: 6-threshold fertile plain held by [3,3]', () => {
    const s = position({ armies: { [BLUE]: { '12a': [3, 3] } } });
    expect(hexController(s, '12a')).toBe(BLUE);
  });

  it('A8 both mountain terrains shift the advantage to the defender', () => {
    expect(TERRAIN.mountain.mountain && TERRAIN.goldMountain.mountain).toBe(true);
    expect(TERRAIN.fertilePlain.mountain).toBe(false);
    expect(waveAdvantage(12, 6, { mountain: true, castle: false, previous: null }).adv).toBe(1);
  });

  it('A9 Genesis is seeded and always legal', () => {
    for (let i = 0; i < 10; i++) {
      const p = genesisPlacements(SeededRng.fromSeed(`a9-${i}`));
      expect(firstIllegalPlacement(p)).toBeNull();
      expect(genesisPlacements(SeededRng.fromSeed(`a9-${i}`))).toEqual(p);
    }
  });

  it('A10 enclosed holes are lakes: not coast, not capital cells', () => {
    let found = false;
    for (let i = 0; i < 60 && !found; i++) {
      const map = buildMap(genesisPlacements(SeededRng.fromSeed(`lake-${i}`)));
      if (map.lakes.length === 0) continue;
      found = true;
      const lakes = new Set(map.lakes.map(cellKey));
      for (const p of [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
        for (const c of capitalCells(map, p)) expect(lakes.has(cellKey(c))).toBe(false);
      const s = position({ map, capitals: [null, null] });
      const hexNextToLake = map.hexes.find((h) => map.lakes.some((l) => isAdjacent(l, h)));
      if (hexNextToLake) expect(game.legalActions(s, BLUE).filter((a) => a.free !== true).length).toBeGreaterThan(0);
    }
    expect(found).toBe(true);
  });

  it('A11 the shore is every hex with an outer edge (F1: all 16)', () => {
    expect(buildMap(F1).hexes.every((h) => h.coastal)).toBe(true);
    expect(
      buildMap(R1)
        .hexes.filter((h) => h.province === 12)
        .some((h) => h.coastal),
    ).toBe(false);
  });

  it('A12 the capital stands off-map; its neighbours are the hexes touching its cell', () => {
    const map = buildMap(F1);
    expect(capitalNeighbours(map, { q: -1, r: 1 }).sort()).toEqual(['3a', '3c']);
    expect(map.hexes.some((h) => h.q === -1 && h.r === 1)).toBe(false);
  });

  it('A13 capitals are never on or next to each other', () => {
    const s = position({ map: buildMap(R1), capitals: [{ q: 2, r: -1 }, null] });
    const cells = legalCapitalCells(s, 11);
    expect(cells.some((c) => c.q === 3 && c.r === -2)).toBe(false);
    expect(cells.some((c) => c.q === 2 && c.r === -1)).toBe(false);
  });

  it('A14 capitals in seat order; default cell has most neighbours', () => {
    const rng = SeededRng.fromSeed('a14');
    const s = game.setup(defaultSeats(game, 3), defaultOptions(game), rng);
    expect(s.capitalPlacement?.seat).toBe(s.order[0]);
    const d = game.defaultAction(s, s.order[0] ?? 0);
    expect(d.type).toBe('capital');
  });

  it('A15 start: capitals at 9, an empty map, nothing crusaded', () => {
    const s = game.setup(defaultSeats(game, 4), defaultOptions(game), SeededRng.fromSeed('a15'));
    expect(s.kingdoms.map((k) => k.garrison)).toEqual([9, 9, 9, 9]);
    expect(s.armies).toEqual([]);
    expect(s.crusade.total).toBe(0);
  });

  it('A16 the first seat rotates each turn unless switched off', () => {
    const s = position({ players: 3 });
    s.order = [2, 0, 1];
    s.turn = 1;
    expect(turnOrder(s)).toEqual([2, 0, 1]);
    s.turn = 2;
    expect(turnOrder(s)).toEqual([0, 1, 2]);
    s.options.rotateFirstPlayer = false;
    expect(turnOrder(s)).toEqual([2, 0, 1]);
  });

  it('A17 plague hits every army in the province, is judged at the roll, spares capitals', () => {
    const s = position({
      armies: { [BLUE]: { '3a': [3], '3c': [2], '3d': [1] }, [RED]: { '3b': [5] } },
      garrisons: [4, 4],
    });
    plague(s, rolls(1, 2), []);
    expect(dice(s, '3b', RED)).toEqual([3]);
    expect(dice(s, '3d')).toEqual([]); // control broke, but the plague was already judged
    expect(s.kingdoms.map((k) => k.garrison)).toEqual([4, 4]);
  });

  it('A18 revolt: no eligible recipient disbands the hex; the "after losses" reading averts it', () => {
    const s = position({ armies: { [BLUE]: { '12a': [6], '12b': [1, 1], '12c': [4] } } });
    vassal(s, RED, BLUE);
    plague(s, scripted({ dice: [6, 6], ints: [1] }), []);
    expect(dice(s, '12c')).toEqual([]);
    const v = position({
      armies: { [BLUE]: { '12a': [6], '12b': [1, 1], '12c': [4] } },
      options: { revoltAfterLosses: true },
    });
    plague(v, rolls(6, 6), []);
    expect(dice(v, '12c', BLUE)).toEqual([3]);
  });

  it('A19 success at 101; no Crusade afterwards; the king comes next turn', () => {
    const s = position();
    s.crusade.total = 95;
    const t1 = act(s, { type: 'crusade', points: 6 }).state;
    expect(t1.crusade.succeededOnTurn).toBe(1);
    expect(crusaders(structuredClone(t1), scripted(), [])).toBe(false); // same turn: nothing yet
    const other = position({ active: RED });
    other.crusade = { total: 101, succeededOnTurn: 1, king: null };
    expect(ruleKey(() => act(other, { type: 'crusade', points: 6 }))).toBe('crusadeOver');
  });

  it('A20 share rounds half up; a tie is played off without the share', () => {
    expect([crusadeShare(55), crusadeShare(54), crusadeShare(4), crusadeShare(5)]).toEqual([6, 5, 0, 1]);
    const s = position();
    for (const k of s.kingdoms) k.crusadePoints = 10;
    electKing(s, rolls(3, 3, 2, 5), []);
    expect(s.crusade.king).toBe(RED);
  });

  it('A21 the ship is 3..6 and comes in the election turn', () => {
    const s = position({ turn: 2 });
    s.crusade = { total: 101, succeededOnTurn: 1, king: BLUE };
    expect(crusaders(s, scripted({ ints: [3] }), [])).toBe(true);
    expect(s.ship).toEqual({ strength: 6 });
  });

  it('A22 landing: not in a vassal’s province, not next to an ally’s capital; decline allowed', () => {
    const s = position({
      players: 3,
      capitals: [{ q: -1, r: 1 }, { q: 6, r: 0 }, null],
      armies: { [GREEN]: { '5a': [2], '5b': [1], '5c': [4] } },
    });
    vassal(s, RED, BLUE);
    vassal(s, GREEN, BLUE);
    ship(s, BLUE, 3);
    const ids = legalActions(s, BLUE).map((a) => a.id);
    expect(ids.some((id) => id.startsWith('land:5'))).toBe(false);
    expect(ids.some((id) => id === 'land:8b' || id === 'land:8d')).toBe(false);
    expect(ids).toContain('ship:decline');
    expect(act(s, { type: 'declineShip' }).state.ship).toBeNull();
  });

  it('A23 cut off: even an army too weak to hold its hex blocks; empty neutral land does not', () => {
    const s = position({
      armies: { [BLUE]: { '12a': [6], '12b': [1], '12c': [3] }, [RED]: { '3a': [1], '12d': [1] } },
    });
    expect(connected(s, ['12a', '12b', '12c', '12d'], { q: -1, r: 1 }, BLUE)).toBe(false);
    const open = position({ armies: { [BLUE]: { '12a': [6], '12b': [1], '12c': [3] } } });
    expect(connected(open, ['12a', '12b', '12c', '12d'], { q: -1, r: 1 }, BLUE)).toBe(true);
  });

  it('A24 the liege routes a vassal’s income; every income is computed on the same state', () => {
    const s = position({ armies: { [RED]: { '3a': [3], '3c': [2], '3d': [1] } }, garrisons: [2, 2] });
    vassal(s, RED, BLUE);
    const red = s.kingdoms[RED];
    if (red) red.incomeTo = 'liege';
    income(s, []);
    expect(s.kingdoms.map((k) => k.garrison)).toEqual([4, 2]);
  });

  it('A25 every increase stops at 9: Levy at 9', () => {
    expect(act(position(), { type: 'levy' }).state.kingdoms[BLUE]?.garrison).toBe(9);
  });

  it('A26 the main action is optional: pass, then extra moves', () => {
    const s = position({ armies: { [BLUE]: { '3a': [3], '3c': [2], '3d': [1] } }, everControlled: { [BLUE]: [3] } });
    const t1 = act(s, { type: 'pass' }).state;
    expect(t1.seatTurn?.step).toBe('3c');
    expect(extraMoveArmies(t1).length).toBeGreaterThan(0);
  });

  it('A27 Levy is refused after reorganising, unless the lenient option is on', () => {
    const base = { armies: { [BLUE]: { '3a': [6, 2] } } };
    const strict = act(position(base), { type: 'reorganise', hex: '3a', dice: [4, 4] }).state;
    expect(ruleKey(() => act(strict, { type: 'levy' }))).toBe('levyAfterReorganise');
    const lenient = act(position({ ...base, options: { levyAfterReorganise: true } }), {
      type: 'reorganise',
      hex: '3a',
      dice: [4, 4],
    }).state;
    expect(ruleKey(() => act(lenient, { type: 'levy' }))).toBe('accepted');
  });

  it('A28 a marched-out army makes no extra move this turn', () => {
    const s = position({ armies: { [BLUE]: { '3a': [3], '3c': [2], '3d': [1] } }, everControlled: { [BLUE]: [3] } });
    const t1 = act(s, { type: 'marchOut', hex: '3a', strength: 2 }).state;
    expect(extraMoveArmies(t1).some((a) => a.hex === '3a' && a.strength === 2)).toBe(false);
  });

  it('A29 only one’s own capital; the no-waste variant refuses lost pips', () => {
    const s = position({ armies: { [RED]: { '3a': [4] } }, active: RED });
    vassal(s, RED, BLUE, true);
    expect(legalActions(s, RED).some((a) => a.id.startsWith('move:3a:') && a.id.endsWith(':capital'))).toBe(false);
    const w = position({
      armies: { [BLUE]: { '3c': [4] } },
      garrisons: [7, 9],
      options: { capitalEntryNoWaste: true },
    });
    expect(ruleKey(() => act(w, { type: 'move', army: armyId(w, '3c', 4), to: 'capital', extra: false }))).toBe(
      'capitalWouldOverflow',
    );
  });

  it('A30 extra moves come after the main action and may enter the capital', () => {
    const s = position({
      armies: { [BLUE]: { '3a': [3], '3c': [2], '3d': [1] } },
      everControlled: { [BLUE]: [3] },
      garrisons: [1, 9],
    });
    expect(ruleKey(() => act(s, { type: 'move', army: armyId(s, '3c', 2), to: 'capital', extra: true }))).toBe(
      'extraMoveBeforeMain',
    );
    const t1 = act(s, { type: 'pass' }).state;
    const t2 = act(t1, { type: 'move', army: armyId(t1, '3c', 2), to: 'capital', extra: true }).state;
    expect(t2.kingdoms[BLUE]?.garrison).toBe(3);
  });

  it('A31 castles change owner with the armies, stay with an empty hex, and walls count in a siege', () => {
    const s = position({ armies: { [RED]: { '5a': [2] } }, castles: [{ hex: '5b', owner: BLUE }], active: RED });
    // Red is the last seat: his turn ends and the next game turn's plague (1+1, no province 2 here) rolls.
    const t1 = act(s, { type: 'move', army: armyId(s, '5a', 2), to: '5b', extra: false }, rolls(1, 1)).state;
    expect(t1.castles).toEqual([{ hex: '5b', owner: RED }]);
    expect(waveAdvantage(14, 7, { mountain: false, castle: true, previous: null }).adv).toBe(1);
    const siege = position({ armies: { [BLUE]: { '8b': [6, 6], '8d': [6, 6] } }, garrisons: [9, 0] });
    const red = siege.kingdoms[RED];
    if (red) red.walls = true;
    const out = act(
      siege,
      { type: 'assault', target: { kind: 'capital', seat: RED }, armies: siege.armies.map((a) => a.id) },
      rolls(6, 1),
    );
    expect(out.state.kingdoms[RED]?.walls).toBe(false);
    expect(out.state.kingdoms[RED]?.suzerain).toBe(BLUE);
  });

  it('A32 castle march-out needs a castle still connected to the capital', () => {
    const s = position({ castles: [{ hex: '5b', owner: BLUE }], armies: { [RED]: { '3b': [1], '3d': [1] } } });
    expect(marchOutOptions(s, BLUE).some((o) => o.hex === '5b')).toBe(false);
    const open = position({ castles: [{ hex: '5b', owner: BLUE }] });
    expect(marchOutOptions(open, BLUE).find((o) => o.hex === '5b')?.max).toBe(3);
  });

  it('A33 the advantage is signed and clamped to ±5', () => {
    expect(waveAdvantage(3, 2, { mountain: true, castle: true, previous: null })).toEqual({ ratio: 1, adv: -1 });
    expect(waveAdvantage(1, 20, { mountain: true, castle: true, previous: 'defender' }).adv).toBe(-5);
    expect(waveAdvantage(14, 7, { mountain: false, castle: false, previous: null }).adv).toBe(2);
  });

  it('A34 the winner’s bonus lasts one wave; a tie gives none', () => {
    expect(waveAdvantage(10, 10, { mountain: false, castle: false, previous: 'attacker' }).adv).toBe(1);
    expect(waveAdvantage(10, 10, { mountain: false, castle: false, previous: null }).adv).toBe(0);
  });

  it('A35 a tie at a capital costs 1 garrison and 1 per attacking die, never a capture', () => {
    const s = position({ armies: { [BLUE]: { '8b': [6, 6] } }, garrisons: [9, 0] });
    const out = act(
      s,
      { type: 'assault', target: { kind: 'capital', seat: RED }, armies: s.armies.map((a) => a.id) },
      rolls(3, 3),
    );
    expect(out.state.kingdoms[RED]?.suzerain).toBeNull();
    expect(dice(out.state, '8b')).toEqual([5, 5]);
  });

  it('A36 a natural 1 stops even a winning wave against a 0 capital', () => {
    const s = position({ armies: { [BLUE]: { '8b': [6, 6], '8d': [6, 6] } }, garrisons: [9, 0] });
    const out = act(
      s,
      { type: 'assault', target: { kind: 'capital', seat: RED }, armies: s.armies.map((a) => a.id) },
      rolls(1, 1),
    );
    expect(out.state.kingdoms[RED]?.suzerain).toBeNull();
    expect(out.state.assault).toBeNull();
  });

  it('A37 retreat: to an empty hex of a province one holds; all or nothing; adjacent-only variant', () => {
    const armies = { [BLUE]: { '5a': [6, 6] }, [RED]: { '5b': [6], '8a': [3], '8b': [1], '8c': [2] } };
    const s = act(
      position({ armies }),
      { type: 'assault', target: { kind: 'hex', hex: '5b' }, armies: [1, 2] },
      rolls(4, 4),
    ).state;
    const ids = legalActions(s, RED).map((a) => a.id);
    expect(ids).toContain('retreat:8d'); // empty hex of Red's province 8
    expect(ids).toContain('retreat:8a');
    const adj = act(
      position({ armies, options: { retreatAdjacentOnly: true } }),
      { type: 'assault', target: { kind: 'hex', hex: '5b' }, armies: [1, 2] },
      rolls(4, 4),
    ).state;
    expect(
      legalActions(adj, RED)
        .map((a) => a.id)
        .filter((id) => id.startsWith('retreat'))
        .sort(),
    ).toEqual(['retreat:8a']);
    const none = act(
      position({ armies: { [BLUE]: { '5a': [6, 6] }, [RED]: { '5b': [6] } } }),
      { type: 'assault', target: { kind: 'hex', hex: '5b' }, armies: [1, 2] },
      rolls(4, 4),
    ).state;
    expect(none.assault?.stage).toBe('continue');
  });

  it('A38 all surviving attackers occupy', () => {
    const s = position({ armies: { [BLUE]: { '5a': [3], '5c': [3] }, [RED]: { '5b': [1] } } });
    const out = act(
      s,
      {
        type: 'assault',
        target: { kind: 'hex', hex: '5b' },
        armies: s.armies.filter((a) => a.owner === BLUE).map((a) => a.id),
      },
      rolls(3, 1),
    ).state;
    expect(dice(out, '5b', BLUE)).toEqual([3, 3]);
  });

  it('A39 overflow merges whole dice; merged dice make no extra move', () => {
    const s = position({
      map: buildMap(R1),
      capitals: [null, null],
      armies: { [BLUE]: { '7a': [1], '7b': [3, 3], '7d': [1, 1, 1, 1] } },
    });
    const t1 = act(s, { type: 'move', army: armyId(s, '7b', 3), to: '7c', extra: false }).state;
    expect(ruleKey(() => act(t1, { type: 'overflow', hex: '7d', dice: [5, 1, 1, 1] }))).toBe('badOverflow');
    const t2 = act(t1, { type: 'overflow', hex: '7d', dice: [6, 1, 1, 1] }).state;
    expect(t2.armies.find((a) => a.hex === '7d' && a.strength === 6)?.startHex).toBeNull();
  });

  it('A40 the special army comes in addition, even on the same hex', () => {
    const map = buildMap(R1);
    const s = position({ map, capitals: [null, null], armies: { [BLUE]: { '2b': [3], '2c': [2], '3a': [1] } } });
    // 2d is a plain next to 2b/2c; Blue steps onto it from nowhere: put a die next to it first.
    put(s, BLUE, '2d', 1);
    const t1 = act(s, { type: 'pass' }).state;
    expect(dice(t1, '2a', BLUE)).toEqual([6, 3]);
  });

  it('A41 a capture makes the loser and his vassals vassals of the conqueror’s liege', () => {
    const s = position({
      players: 3,
      capitals: [{ q: -1, r: 1 }, { q: 6, r: 0 }, null],
      armies: { [BLUE]: { '8b': [6, 6], '8d': [6, 6] } },
      garrisons: [9, 0],
    });
    vassal(s, GREEN, RED);
    const out = act(
      s,
      { type: 'assault', target: { kind: 'capital', seat: RED }, armies: s.armies.map((a) => a.id) },
      rolls(6, 1),
    ).state;
    expect(out.kingdoms.map((k) => k.suzerain)).toEqual([null, BLUE, BLUE]);
    expect(out.kingdoms[RED]?.capital).toEqual({ q: 6, r: 0 });
  });

  it('A42 the liege answers for a vassal unless he grants autonomy', () => {
    const s = position({ active: RED });
    vassal(s, RED, BLUE);
    expect(game.pending(s)[0]?.seat).toBe(BLUE);
    vassal(s, RED, BLUE, true);
    expect(game.pending(s)[0]?.seat).toBe(RED);
    const mine = position();
    vassal(mine, RED, BLUE);
    const t1 = act(mine, { type: 'vassalAutonomy', vassal: RED, on: true }).state;
    expect(t1.kingdoms[RED]?.autonomous).toBe(true);
  });

  it('A43 vassalage is permanent: no command frees a vassal', () => {
    const types = actionSchema.options.map((o) => o.shape.type.value);
    expect(types.some((x) => /independ|free|leave/i.test(x))).toBe(false);
  });

  it('A44 joint assault by an autonomous vassal needs the liege; co-vassals may join', () => {
    const s = position({
      players: 3,
      capitals: [
        { q: -1, r: 1 },
        { q: 6, r: 0 },
        { q: 10, r: 10 },
      ],
      armies: { [BLUE]: { '5d': [4] }, [RED]: { '3d': [3] }, [GREEN]: { '5c': [3] } },
      active: RED,
    });
    vassal(s, RED, BLUE, true);
    const t1 = act(s, {
      type: 'assault',
      target: { kind: 'hex', hex: '5c' },
      armies: [armyId(s, '5d', 4), armyId(s, '3d', 3)],
    }).state;
    expect(t1.assault?.stage).toBe('confirm');
    expect(game.pending(t1)[0]?.seat).toBe(BLUE);
    expect(game.defaultAction(t1, BLUE)).toEqual({ type: 'confirmJoint', accept: false });
    const refused = act(t1, { type: 'confirmJoint', accept: false }).state;
    expect(refused.assault).toBeNull();
    expect(refused.mainUsed).toEqual([]);
    // Two vassals of Blue attack Blue's enemy together.
    const co = position({
      players: 4,
      capitals: [{ q: -1, r: 1 }, { q: 6, r: 0 }, null, null],
      armies: { [RED]: { '5d': [4] }, [GREEN]: { '3d': [3] }, 3: { '5c': [1] } },
      active: RED,
    });
    vassal(co, RED, BLUE, true);
    vassal(co, GREEN, BLUE, true);
    expect(
      ruleKey(() =>
        act(
          co,
          { type: 'assault', target: { kind: 'hex', hex: '5c' }, armies: [armyId(co, '5d', 4), armyId(co, '3d', 3)] },
          scripted(),
        ),
      ),
    ).toBe('accepted');
  });

  it('A45 only lieges win; the turn limit’s tie is a draw', () => {
    const s = position({ options: { maxTurns: '10' }, turn: 10 });
    expect(victoryCheck(s, [])).toBe(true);
    expect(game.result(s)?.winners).toEqual([]);
    expect(s.endReason).toBe('draw');
  });

  it('A46 no commands to give away armies or land', () => {
    const types = actionSchema.options.map((o) => o.shape.type.value);
    expect(types.some((x) => /gift|give|trade/i.test(x))).toBe(false);
  });

  it('A47 the dice supply is unlimited', () => {
    const s = position();
    for (const h of s.map.hexes) for (let i = 0; i < 3; i++) put(s, BLUE, h.id, 1);
    const free = s.map.hexes.find((h) => h.id === '3a');
    expect(free).toBeDefined();
    expect(ruleKey(() => act(s, { type: 'marchOut', hex: '3c', strength: 1 }))).toBe('accepted');
  });

  it('A48 everything is rolled from the seed: same seed, same game', () => {
    const a = playRandomGame(game, { seed: 'a48', players: 3, options: { maxTurns: '4' } });
    const b = playRandomGame(game, { seed: 'a48', players: 3, options: { maxTurns: '4' } });
    expect(b.state).toEqual(a.state);
  });

  it('A49 crusaders are ordinary armies of the king', () => {
    const s = position();
    ship(s, BLUE, 5);
    const t1 = act(s, { type: 'land', hex: '5b', drop: null }).state;
    const army = t1.armies.find((a) => a.hex === '5b');
    expect(army).toMatchObject({ owner: BLUE, strength: 5 });
  });

  it('A50 reorganising works on several hexes, never between them', () => {
    const s = position({ armies: { [BLUE]: { '3a': [6, 2], '3c': [2] } } });
    const t1 = act(s, { type: 'reorganise', hex: '3a', dice: [4, 4] }).state;
    const t2 = act(t1, { type: 'reorganise', hex: '3c', dice: [1, 1] }).state;
    expect([dice(t2, '3a'), dice(t2, '3c')]).toEqual([
      [4, 4],
      [1, 1],
    ]);
    expect(ruleKey(() => act(t2, { type: 'reorganise', hex: '3c', dice: [3] }))).toBe('reorganiseSum');
  });

  it('A51 the garrison never attacks: an assault needs armies on hexes', () => {
    const s = position({ armies: { [RED]: { '3a': [1] } } });
    expect(ruleKey(() => act(s, { type: 'assault', target: { kind: 'hex', hex: '3a' }, armies: [999] }))).toBe(
      'attackerNotAdjacent',
    );
    expect(provinceController(s, 3)).toBeNull();
  });
});

describe('settings open at any time (spec §8 "any time": standing orders, vassal settings)', () => {
  const settings = (s: State, seat: number) => game.legalActions(s, seat).filter((a) => a.free === true);

  it('a seat that owes nothing may set its standing order; nothing else changes', () => {
    const s = position({ active: BLUE });
    expect(game.pending(s)[0]?.seat).toBe(BLUE);
    const mine = settings(s, RED);
    expect(mine.map((a) => a.id)).toEqual(['standing-retreat:never']);
    expect(game.legalActions(s, RED).every((a) => a.free === true)).toBe(true);
    const out = game.apply(s, RED, mine[0]?.action as never, scripted());
    expect(out.state.kingdoms[RED]?.standingRetreat).toBe('never');
    expect(out.state.kingdoms[BLUE]?.standingRetreat).toBe('ask');
    expect(game.pending(out.state)).toEqual(game.pending(s));
    expect(out.state.seatTurn).toEqual(s.seatTurn);
    expect(settings(out.state, RED).map((a) => a.id)).toEqual(['standing-retreat:ask']);
  });

  it('the suzerain changes a vassal’s income and autonomy outside his own turn; the vassal cannot', () => {
    const s = position({ players: 3, active: GREEN });
    vassal(s, RED, BLUE);
    const ids = settings(s, BLUE).map((a) => a.id);
    expect(ids).toEqual([
      'standing-retreat:never',
      'standing-retreat:red:never',
      'vassal:red:income-liege',
      'vassal:red:autonomy-on',
    ]);
    expect(settings(s, RED)).toEqual([]); // a vassal without autonomy: his liege answers for him (A42)
    const t = game.apply(s, BLUE, { type: 'vassalIncome', vassal: RED, to: 'liege' }, scripted()).state;
    expect(t.kingdoms[RED]?.incomeTo).toBe('liege');
    expect(ruleKey(() => game.apply(s, RED, { type: 'vassalIncome', vassal: RED, to: 'liege' }, scripted()))).toBe(
      'notYourVassal',
    );
    const u = game.apply(t, BLUE, { type: 'vassalAutonomy', vassal: RED, on: true }, scripted()).state;
    expect(settings(u, RED).map((a) => a.id)).toEqual(['standing-retreat:never']);
    expect(
      ruleKey(() => game.apply(u, BLUE, { type: 'standingRetreat', order: 'never', player: RED }, scripted())),
    ).toBe('notYourKingdom');
  });

  it('a setting is never a default, and none is open once the game is over', () => {
    const s = position({ active: BLUE });
    expect(game.defaultAction(s, BLUE)).toEqual({ type: 'endTurn' });
    const over = position();
    over.stage = 'over';
    over.seatTurn = null;
    expect(game.legalActions(over, BLUE)).toEqual([]);
    expect(ruleKey(() => game.apply(over, BLUE, { type: 'standingRetreat', order: 'never' }, scripted()))).toBe(
      'gameOver',
    );
  });

  it('a standing order logged without a kingdom (before settings were free) is for the kingdom whose turn it is', () => {
    const s = position({ players: 3, active: RED });
    vassal(s, RED, BLUE);
    const t = game.apply(s, BLUE, { type: 'standingRetreat', order: 'never' }, scripted()).state;
    expect(t.kingdoms.map((k) => k.standingRetreat)).toEqual(['ask', 'never', 'ask']);
    const u = game.apply(s, GREEN, { type: 'standingRetreat', order: 'never' }, scripted()).state;
    expect(u.kingdoms.map((k) => k.standingRetreat)).toEqual(['ask', 'ask', 'never']);
  });
});

describe('play-by-post conveniences (§8.2–8.3)', () => {
  const armies = { [BLUE]: { '5a': [6, 6] }, [RED]: { '5b': [6], '8a': [2] } };
  it('standing order "never retreat" skips the defender’s prompt', () => {
    const s = position({ armies });
    const red = s.kingdoms[RED];
    if (red) red.standingRetreat = 'never';
    const out = act(s, { type: 'assault', target: { kind: 'hex', hex: '5b' }, armies: [1, 2] }, rolls(4, 4));
    expect(out.state.assault?.stage).toBe('continue');
    expect(legalActions(position(), BLUE).some((a) => a.id === 'standing-retreat:never')).toBe(true);
  });
  it('autowaves pre-answers "continue" for the attacker', () => {
    const s = position({ armies: { [BLUE]: { '5a': [6, 6] }, [RED]: { '5b': [6] } } });
    const out = act(
      s,
      { type: 'assault', target: { kind: 'hex', hex: '5b' }, armies: [1, 2], autoWaves: 2 },
      rolls(4, 4, 2, 6, 5, 6),
    );
    expect(out.state.assault?.wave).toBe(3);
    expect(out.state.assault?.stage).toBe('continue');
    expect(dice(out.state, '5a')).toEqual([4, 4]);
  });
});
