/**
 * The worked examples of the rulebook (spec §8, EX-1 … EX-28), with scripted dice.
 * All examples assume 3 players. Where the rulebook gives an outcome without dice, the
 * dice are chosen to reproduce it ("dice chosen" in the spec).
 */
import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/engines/boze-igrzysko/actions.js';
import { flow } from '../../../src/engines/boze-igrzysko/flow.js';
import { bozeIgrzyskoGame as game } from '../../../src/engines/boze-igrzysko/index.js';
import { campaignOptions } from '../../../src/engines/boze-igrzysko/phases/campaigns.js';
import { crownArmyFor } from '../../../src/engines/boze-igrzysko/phases/crownArmy.js';
import { runEndOfTurn } from '../../../src/engines/boze-igrzysko/phases/endOfTurn.js';
import { runEvents } from '../../../src/engines/boze-igrzysko/phases/events.js';
import { runExpansion } from '../../../src/engines/boze-igrzysko/phases/expansion.js';
import { estateIncome, runIncome } from '../../../src/engines/boze-igrzysko/phases/income.js';
import { runInvasions, strengtheningRoll } from '../../../src/engines/boze-igrzysko/phases/invasions.js';
import { runPlunder } from '../../../src/engines/boze-igrzysko/phases/plunder.js';
import { runPrestige, warGlory } from '../../../src/engines/boze-igrzysko/phases/prestige.js';
import { runSejm } from '../../../src/engines/boze-igrzysko/phases/sejm.js';
import { specialOptions } from '../../../src/engines/boze-igrzysko/phases/special.js';
import { finalScoring } from '../../../src/engines/boze-igrzysko/result.js';
import { markersEnter } from '../../../src/engines/boze-igrzysko/rules/enemies.js';
import type { State } from '../../../src/engines/boze-igrzysko/state.js';
import { baseStrength, strength } from '../../../src/engines/boze-igrzysko/util.js';
import { runFlow } from '../../../src/engines/kit/flow.js';
import { ScriptedRng } from '../../../src/engines/kit/rng.js';
import { rolls } from '../../support/engine.js';
import { board, cubes, cubesIn, enemy, estate, log, seatOf, sejm, setPlayer, units } from './helpers.js';

/** Applies an action of a colour through the engine. */
function act(s: State, colour: string, action: Action, rng = new ScriptedRng()): State {
  const seat = s.players.findIndex((p) => p.colour === colour);
  return game.apply(s, seat, action, rng).state;
}

/** Opens the current phase (stage 'auto') so that it waits for a decision. */
function open(s: State, rng = new ScriptedRng()): State {
  runFlow(flow, s, { rng, log: log() });
  return s;
}

describe('Boże Igrzysko — worked examples', () => {
  it('EX-1 Income: Lithuania pays 8 to red, 3 to white and blue; everyone gets the minimum 10', () => {
    const s = board(['red', 'white', 'blue']);
    estate(s, 'red', 'LIT', { manager: true });
    estate(s, 'red', 'LIT');
    estate(s, 'white', 'LIT');
    estate(s, 'blue', 'LIT');
    expect([estateIncome(s, 0), estateIncome(s, 1), estateIncome(s, 2)]).toEqual([8, 3, 3]);
    for (const p of s.players) p.money = 0;
    runIncome(s, log());
    expect(s.players.map((p) => p.money)).toEqual([10, 10, 10]);
  });

  it('EX-2 Clientele: red 4 and blue 2 cubes enter Lithuania, yellow 0; tokens are used up', () => {
    let s = board(['red', 'blue', 'yellow'], 1, 2);
    open(s);
    const dice = rolls(6, 6, 6, 6);
    s = act(s, 'red', { type: 'tokens', values: { PRU: 0, LIT: 4, UKR: 0, MAL: 1, WIE: 1, COURT: 5 } });
    s = act(s, 'blue', { type: 'tokens', values: { PRU: 0, LIT: 2, UKR: 0, MAL: 1, WIE: 1, COURT: 4 } });
    s = act(s, 'yellow', { type: 'tokens', values: { PRU: 1, LIT: 0, UKR: 0, MAL: 1, WIE: 2, COURT: 3 } }, dice);
    // The reveal brings 4 red and 2 blue cubes; the Sejm phase that follows then takes one red cube for
    // red's Lithuanian deputy (red leads there 4 to 2).
    expect(s.sejm.LIT).toBe(seatOf(s, 'red'));
    expect([cubesIn(s, 'red', 'LIT') + 1, cubesIn(s, 'blue', 'LIT'), cubesIn(s, 'yellow', 'LIT')]).toEqual([4, 2, 0]);
    expect(s.players[0]?.cubes).toBe(20 - 6 + 1);
    expect(s.players[1]?.cubes).toBe(20 - 4);
    expect(s.players[0]?.tokens.filter((t) => t === 4)).toEqual([4]);
  });

  it('EX-3 Hetman and Crown Army: red outbids blue 3 to 1, both pay; Court sum 8 gives 4 inf + 3 cav', () => {
    let s = board(['red', 'blue', 'white'], 1, 2);
    s.mace = 2;
    open(s);
    s = act(s, 'red', { type: 'tokens', values: { PRU: 0, LIT: 0, UKR: 1, MAL: 1, WIE: 2, COURT: 3 } });
    s = act(s, 'blue', { type: 'tokens', values: { PRU: 0, LIT: 0, UKR: 1, MAL: 1, WIE: 2, COURT: 3 } });
    s = act(s, 'white', { type: 'tokens', values: { PRU: 0, LIT: 0, UKR: 1, MAL: 1, WIE: 3, COURT: 2 } });
    expect(s.stage.kind).toBe('bid');
    expect(game.pending(s).map((d) => d.seat)).toEqual([0, 1]);
    s = act(s, 'red', { type: 'bid', amount: 3 });
    s = act(s, 'blue', { type: 'bid', amount: 1 }, rolls(6, 6, 6, 6));
    expect(s.mace).toBe(seatOf(s, 'red'));
    expect(s.players.map((p) => p.money)).toEqual([7, 9, 10]);
    expect(s.crown).toEqual({ inf: 4, cav: 3, art: 0 });
    expect(crownArmyFor(1, 8)).toEqual({ inf: 4, cav: 3, art: 0 });
  });

  it('EX-4 Events: a roll of 2, 2, 4, 6 puts 2 green cubes in E2 and 1 orange in E4', () => {
    const s = board(['red', 'white', 'blue'], 1, 5);
    runEvents(s, rolls(2, 2, 4, 6), log());
    expect(s.fields.E2.enemy.green).toBe(2);
    expect(s.fields.E4.enemy.orange).toBe(1);
    expect(s.fields.E1.enemy.black + s.fields.E3.enemy.brown + s.fields.E5.markers).toBe(0);
  });

  it('EX-5 Sejm: red (3 cubes) wins Lithuania and pays a cube; a 2–2 tie elects nobody', () => {
    const s = board(['red', 'blue', 'white']);
    cubes(s, 'white', 'PRU', 2);
    cubes(s, 'red', 'LIT', 3);
    cubes(s, 'blue', 'LIT', 2);
    cubes(s, 'white', 'LIT', 1);
    runSejm(s, log());
    expect(s.sejm.PRU).toBe(seatOf(s, 'white'));
    expect(s.sejm.LIT).toBe(seatOf(s, 'red'));
    expect(cubesIn(s, 'red', 'LIT')).toBe(2);
    const t = board(['red', 'blue', 'white']);
    cubes(t, 'red', 'LIT', 2);
    cubes(t, 'blue', 'LIT', 2);
    runSejm(t, log());
    expect(t.sejm.LIT).toBeNull();
    expect(cubesIn(t, 'red', 'LIT')).toBe(2);
  });

  describe('EX-6 New estates', () => {
    /** T1, Hetman red, order red → white → blue; UKR spaces 1–2 taken; red 1 and blue 5 cubes in UKR, white 1 in MAL. */
    function start(): State {
      const s = board(['red', 'white', 'blue'], 1, 7);
      estate(s, 'white', 'UKR');
      estate(s, 'blue', 'UKR');
      cubes(s, 'red', 'UKR', 1);
      cubes(s, 'blue', 'UKR', 5);
      cubes(s, 'white', 'MAL', 1);
      // Red also has cubes in Lithuania (so the special actions that follow wait for him).
      cubes(s, 'red', 'LIT', 4);
      s.mace = seatOf(s, 'red');
      return open(s);
    }
    function twoCycles(): State {
      let s = start();
      s = act(s, 'red', { type: 'build', province: 'UKR' });
      s = act(s, 'white', { type: 'build', province: 'MAL' });
      s = act(s, 'blue', { type: 'build', province: 'UKR' });
      expect(s.provinces.UKR.estates.map((e) => e.owner)).toEqual([1, 2, 0, 2]);
      expect([cubesIn(s, 'red', 'UKR'), cubesIn(s, 'white', 'MAL'), cubesIn(s, 'blue', 'UKR')]).toEqual([0, 0, 4]);
      // Cycle 2 costs 2 cubes: red passes; white has no cube left and is passed automatically.
      expect(s.stage.kind === 'estates' && s.stage.cycle).toBe(2);
      s = act(s, 'red', { type: 'pass' });
      expect(game.pending(s)[0]?.seat).toBe(seatOf(s, 'blue'));
      s = act(s, 'blue', { type: 'build', province: 'UKR' });
      expect(cubesIn(s, 'blue', 'UKR')).toBe(2);
      expect(s.provinces.UKR.estates.length).toBe(5);
      return s;
    }
    it('branch (a): blue passes in cycle 3 and keeps 2 cubes in Ukraine', () => {
      let s = twoCycles();
      s = act(s, 'blue', { type: 'pass' });
      expect(s.phase).toBe(8);
      expect(cubesIn(s, 'blue', 'UKR')).toBe(2);
    });
    it('branch (b): blue builds again (2 → 0) and is then passed automatically', () => {
      let s = twoCycles();
      s = act(s, 'blue', { type: 'build', province: 'UKR' });
      expect(cubesIn(s, 'blue', 'UKR')).toBe(0);
      expect(s.provinces.UKR.estates.length).toBe(6);
      expect(s.phase).toBe(8);
    });
    it('a player who passed cannot build again when the order comes back to him', () => {
      let s = start();
      s = act(s, 'red', { type: 'pass' });
      s = act(s, 'white', { type: 'pass' });
      s = act(s, 'blue', { type: 'build', province: 'UKR' });
      expect(game.pending(s)[0]?.seat).toBe(seatOf(s, 'blue'));
    });
  });

  it('EX-7 Gdańsk: with Prussia at prosperity 3 a cube from Prussia brings 6 zł', () => {
    let s = board(['red', 'white', 'blue'], 1, 8);
    cubes(s, 'red', 'PRU', 1);
    cubes(s, 'white', 'MAL', 1);
    s.mace = 0;
    open(s);
    s = act(s, 'red', { type: 'gdansk' });
    expect(s.players[0]?.money).toBe(16);
    expect(cubesIn(s, 'red', 'PRU')).toBe(0);
  });

  describe('EX-8/EX-9 Diplomacy and a broken treaty', () => {
    function treatyWithMoscow(): State {
      let s = board(['red', 'white', 'blue'], 1, 8);
      cubes(s, 'red', 'LIT', 2);
      sejm(s, 'red', 'PRU');
      s.mace = 0;
      open(s);
      s = act(s, 'red', { type: 'diplomacy', field: 'E2', level: 2, seat: 'PRU' }, rolls(5));
      return s;
    }
    it('EX-8: red pays 2 + 5 = 7 zł, gives up a Lithuanian cube and the Sejm disc; no campaign on Moscow', () => {
      const s = treatyWithMoscow();
      expect(s.players[0]?.money).toBe(3);
      expect(s.treaty).toEqual({ field: 'E2', breakOn: 2, by: 0 });
      expect(s.sejm.PRU).toBeNull();
      expect(cubesIn(s, 'red', 'LIT')).toBe(1);
      units(s, 'red', 'LIT', 2, 0);
      expect(campaignOptions(s, 0).filter((c) => c.province === 'LIT')).toEqual([]);
      // Enemy cubes already in Lithuania may still be attacked.
      enemy(s, 'LIT', 'green', 1);
      expect(campaignOptions(s, 0).filter((c) => c.province === 'LIT').length).toBeGreaterThan(0);
    });
    it('EX-9: a P11 roll of 2, 2, 3, 5 breaks it; the 2s add nothing; E3 +1 brown, E5 +1 marker', () => {
      const s = treatyWithMoscow();
      strengtheningRoll(s, [2, 2, 3, 5], log());
      expect(s.treaty).toBeNull();
      expect(s.fields.E2.enemy.green).toBe(0);
      expect(s.fields.E3.enemy.brown).toBe(1);
      expect(s.fields.E5.markers).toBe(1);
    });
    it('EX-9 counter-case: 2, 3, 4, 5 leaves the treaty and Moscow does not invade', () => {
      const s = treatyWithMoscow();
      s.phase = 11;
      runInvasions(s, rolls(2, 3, 4, 5), log());
      expect(s.treaty?.field).toBe('E2');
      expect(s.provinces.LIT.enemy.green).toBe(0);
    });
  });

  describe('EX-10 Confederation', () => {
    function setup(whiteCubes: number): State {
      const s = board(['red', 'white', 'blue'], 4, 8);
      s.players.forEach((p, i) => {
        p.pp = [40, 38, 30][i] ?? 0;
      });
      cubes(s, 'blue', 'LIT', 5);
      cubes(s, 'red', 'LIT', 4);
      cubes(s, 'white', 'LIT', whiteCubes);
      estate(s, 'red', 'LIT');
      estate(s, 'white', 'LIT');
      estate(s, 'blue', 'LIT');
      estate(s, 'red', 'LIT');
      s.mace = seatOf(s, 'blue');
      return open(s);
    }
    it("blue (fewest PP) takes red's lowest Lithuanian estate; white (6 cubes) cannot be targeted", () => {
      let s = setup(6);
      const targets = specialOptions(s, 2, 0).filter((a) => a.type === 'confederation');
      expect(targets).toEqual([{ type: 'confederation', province: 'LIT', target: 0 }]);
      s = act(s, 'blue', { type: 'confederation', province: 'LIT', target: 0 });
      expect(cubesIn(s, 'blue', 'LIT')).toBe(3);
      expect(s.provinces.LIT.estates.map((e) => e.owner)).toEqual([2, 1, 2, 0]);
      expect(s.players[0]?.discs).toBe(14);
    });
    it('variant: with 4 white cubes, blue may take white’s estate (value 4)', () => {
      let s = setup(4);
      s = act(s, 'blue', { type: 'confederation', province: 'LIT', target: 1 });
      expect(s.provinces.LIT.estates[1]?.owner).toBe(2);
    });
  });

  it('EX-11 City: a city under the Wielkopolska estate; no second city this turn', () => {
    let s = board(['red', 'white', 'blue'], 3, 8);
    cubes(s, 'red', 'WIE', 2);
    estate(s, 'red', 'WIE');
    cubes(s, 'white', 'MAL', 3);
    estate(s, 'white', 'MAL');
    s.mace = 0;
    open(s);
    s = act(s, 'red', { type: 'city', province: 'WIE', estate: 0 });
    expect(cubesIn(s, 'red', 'WIE')).toBe(0);
    expect(s.provinces.WIE.estates[0]?.city).toBe(true);
    expect(s.cities).toBe(1);
    expect(specialOptions(s, 1, 0).some((a) => a.type === 'city')).toBe(false);
  });

  describe('Chain A (turn 2): armies, campaigns, Chmielnicki uprising, double election, relief', () => {
    /** EX-12 start: order blue (Hetman) → white → red. */
    function ex12(): State {
      const s = board(['blue', 'white', 'red'], 2, 9);
      s.mace = 0;
      enemy(s, 'MAL', 'orange', 1);
      cubes(s, 'blue', 'UKR', 3);
      cubes(s, 'white', 'UKR', 3);
      cubes(s, 'red', 'MAL', 4);
      for (const p of s.players) p.money = 30;
      return open(s);
    }

    it('EX-12 Private armies: blue pays 10, white 12 (with 2 Cossacks), red 10 (half price in MAL)', () => {
      let s = ex12();
      s = act(s, 'blue', { type: 'recruitStart', province: 'UKR' });
      s = act(s, 'blue', { type: 'recruitAdd', unit: 'inf' });
      s = act(s, 'blue', { type: 'recruitAdd', unit: 'cav' });
      s = act(s, 'blue', { type: 'recruitAdd', unit: 'cav' });
      s = act(s, 'blue', { type: 'recruitConfirm' });
      s = act(s, 'white', { type: 'recruit', province: 'UKR', inf: 2, cav: 1, art: 0, cossacks: 2 });
      s = act(s, 'red', { type: 'recruit', province: 'MAL', inf: 3, cav: 2, art: 1, cossacks: 0 });
      expect(s.players.map((p) => p.money)).toEqual([20, 18, 20]);
      expect([cubesIn(s, 'blue', 'UKR'), cubesIn(s, 'white', 'UKR'), cubesIn(s, 'red', 'MAL')]).toEqual([2, 2, 3]);
      s = act(s, 'blue', { type: 'pass' });
      s = act(s, 'white', { type: 'pass' });
      s = act(s, 'red', { type: 'pass' });
      expect(s.cossacks).toEqual({ pool: 0, ukr: 2, e3: 0 });
      expect(s.phase).toBe(10);
    });

    /** EX-13 start: the armies of EX-12 stand; E3 holds 1 brown cube; WIE cubes for EX-16; discs for EX-18. */
    function ex13(): State {
      const s = board(['blue', 'white', 'red'], 2, 10);
      s.mace = 0;
      units(s, 'blue', 'UKR', 1, 2);
      cubes(s, 'blue', 'UKR', 2);
      units(s, 'white', 'UKR', 2, 1);
      cubes(s, 'white', 'UKR', 2);
      s.cossacks = { pool: 0, ukr: 2, e3: 0 };
      units(s, 'red', 'MAL', 3, 2, 1);
      cubes(s, 'red', 'MAL', 3);
      enemy(s, 'MAL', 'orange', 1);
      s.fields.E3.enemy.brown = 1;
      cubes(s, 'blue', 'WIE', 3);
      cubes(s, 'white', 'WIE', 3);
      cubes(s, 'red', 'WIE', 2);
      sejm(s, 'white', 'UKR');
      sejm(s, 'red', 'MAL');
      s.crown = { inf: 2, cav: 2, art: 0 };
      return open(s);
    }

    it('EX-13, EX-15, EX-16, EX-18: campaigns, the uprising, the double election and the relief of Ukraine', () => {
      const rng = new ScriptedRng({
        dice: [
          // EX-13 cycle 1: blue, white, red
          3, 4, 2, 5, 2, 5, 2, 3, 1, 3, 1, 4, 2, 3, 5,
          // cycle 2
          2, 1, 4, 3, 5, 6, 2, 2, 1, 5, 1, 3,
          // cycle 3: red
          4, 2,
          // EX-15: P11 roll, then the defence of Ukraine
          1, 2, 5, 6, 2, 3, 5, 3, 2,
          // EX-18: blue's free relief, white's relief
          2, 3, 4, 2, 5, 6, 5, 3,
        ],
      });
      let s = ex13();
      const campaign = (c: string, province: 'UKR' | 'MAL', cossacks: boolean) => {
        s = act(s, c, { type: 'campaign', province, cossacks, crownSeat: null }, rng);
      };
      campaign('blue', 'UKR', true);
      expect(s.fields.E3.cubes[0]).toBe(2);
      campaign('white', 'UKR', true);
      expect(s.fields.E3.cubes[1]).toBe(1);
      expect(s.cossacks).toEqual({ pool: 1, ukr: 1, e3: 0 });
      campaign('red', 'MAL', false);
      expect(s.provinces.MAL.enemy.orange).toBe(0);
      expect(s.fields.E4.cubes[2]).toBe(2);
      campaign('blue', 'UKR', true);
      expect(s.fields.E3.cubes[0]).toBe(3);
      campaign('white', 'UKR', true);
      expect(s.fields.E3.cubes[1]).toBe(3);
      campaign('red', 'MAL', false);
      expect(s.fields.E4.cubes[2]).toBe(4);
      // EX-13 expected end state (before red's last campaign starts the invasions):
      expect(s.provinces.UKR.units[0]).toEqual({ inf: 1, cav: 1, art: 0 });
      expect(s.provinces.UKR.units[1]).toEqual({ inf: 2, cav: 1, art: 0 });
      expect(s.provinces.MAL.units[2]).toEqual({ inf: 1, cav: 1, art: 1 });
      expect(s.fields.E3.enemy.brown).toBe(1);
      expect([cubesIn(s, 'blue', 'UKR'), cubesIn(s, 'white', 'UKR'), cubesIn(s, 'red', 'MAL')]).toEqual([0, 0, 1]);
      // Cycle 3: blue and white have no cube left and are passed; red campaigns once more, then the phase ends.
      expect(game.pending(s)[0]?.seat).toBe(2);
      campaign('red', 'MAL', false);
      expect(s.fields.E4.cubes[2]).toBe(5);
      expect(cubesIn(s, 'red', 'MAL')).toBe(0);

      // EX-15 (P11 ran): E1 +1 black, E2 +1 green, the 6 moved the Cossack standing in UKR to E3.
      expect([s.fields.E1.enemy.black, s.fields.E2.enemy.green, s.fields.E5.markers]).toEqual([1, 1, 0]);
      expect(s.cossacks).toEqual({ pool: 1, ukr: 0, e3: 1 });
      // Tatars 7 + 1 + 1 = 9 against 6 Polish cubes: 3 brown entered, 1 was shot down.
      expect(s.provinces.UKR.enemy.brown).toBe(2);
      // Ottomans: strength 5, 5 Polish cubes: no invasion.
      expect(s.provinces.MAL.enemy.orange).toBe(0);
      // EX-16: 5 markers against WIE cubes blue 3, white 3, red 2 → removed blue, white, red, blue, white.
      expect([cubesIn(s, 'blue', 'WIE'), cubesIn(s, 'white', 'WIE'), cubesIn(s, 'red', 'WIE')]).toEqual([1, 1, 1]);
      expect(s.provinces.WIE.markers).toBe(0);

      // EX-18: the relief phase; blue's free attack first.
      expect(s.phase).toBe(12);
      expect(game.pending(s)[0]?.seat).toBe(0);
      s = act(s, 'blue', { type: 'relief', target: 'UKR', seat: null }, rng);
      expect(s.provinces.UKR.enemy.brown).toBe(1);
      s = act(s, 'white', { type: 'relief', target: 'UKR', seat: 'UKR' }, rng);
      expect(s.provinces.UKR.enemy.brown).toBe(0);
      expect(s.fields.E3.king).toBe(0);
      expect(s.sejm.UKR).toBeNull();
      expect(s.provinces.UKR.enemyPlaced).toBe(true);
      expect(rng.remainingDice()).toBe(0);
    });

    it('EX-16 Double election: the 5 markers remove blue, white, red, blue, white — in that order', () => {
      // Each marker removes one cube, so the k-th marker's cube is the difference between k − 1 and k markers.
      const afterMarkers = (m: number) => {
        const s = board(['blue', 'white', 'red'], 2, 11);
        s.mace = 0; // the Hetman (blue) starts; turn order blue → white → red
        cubes(s, 'blue', 'WIE', 3);
        cubes(s, 'white', 'WIE', 3);
        cubes(s, 'red', 'WIE', 2);
        markersEnter(s, 'WIE', m, log());
        return s;
      };
      const left = (s: State) => (['blue', 'white', 'red'] as const).map((c) => cubesIn(s, c, 'WIE'));
      const removedBy: string[] = [];
      for (let k = 1; k <= 5; k++) {
        const before = left(afterMarkers(k - 1));
        const after = left(afterMarkers(k));
        const hit = before.findIndex((n, i) => n - (after[i] ?? 0) === 1);
        expect(before.reduce((a, b) => a + b, 0) - after.reduce((a, b) => a + b, 0)).toBe(1);
        removedBy.push(['blue', 'white', 'red'][hit] ?? '?');
      }
      expect(removedBy).toEqual(['blue', 'white', 'red', 'blue', 'white']);
      const end = afterMarkers(5);
      expect(left(end)).toEqual([1, 1, 1]);
      expect(end.provinces.WIE.markers).toBe(0);
      // The strength of E5 in this turn is the 4 printed plus the marker of the rolled 5: all 5 are cancelled.
      const field = board(['blue', 'white', 'red'], 2, 11);
      field.fields.E5.markers = 1;
      expect(strength(field, 'E5')).toBe(5);
    });

    it('EX-14 Enemy strength data', () => {
      const s3 = board(['red', 'white', 'blue'], 4);
      const s4 = board(['red', 'white', 'blue', 'yellow'], 4);
      expect([baseStrength(s3, 'E2'), baseStrength(s4, 'E2')]).toEqual([11, 15]);
      expect([baseStrength(s3, 'E4'), baseStrength(s4, 'E4')]).toEqual([3, 4]);
      s3.carriedOrangeE5 = 2;
      s4.carriedOrangeE5 = 1;
      expect([baseStrength(s3, 'E4'), baseStrength(s4, 'E4')]).toEqual([10, 13]);
      expect([baseStrength(s3, 'E5'), baseStrength(s4, 'E5')]).toEqual([10, 13]);
      s3.turn = 3;
      expect(baseStrength(s3, 'E4')).toBe(12);
      s3.turn = 2;
      expect([baseStrength(s3, 'E3'), baseStrength(s3, 'E5')]).toEqual([7, 4]);
    });

    it('EX-23 War glory: red +5 for E4; blue and white 1 each for E3, though the Tatars invaded', () => {
      const s = board(['blue', 'white', 'red'], 2, 15);
      s.fields.E4.cubes[2] = 5;
      s.fields.E3.cubes[0] = 3;
      s.fields.E3.cubes[1] = 3;
      warGlory(s, log());
      expect(s.players.map((p) => p.pp)).toEqual([1, 1, 5]);
    });
  });

  describe('Chain B (turn 3): the Relief of Vienna', () => {
    function ex17(): State {
      const s = board(['red', 'white', 'blue'], 3, 11);
      s.mace = 0;
      s.fields.E4.enemy.orange = 1;
      s.fields.E4.cubes = [3, 0, 2];
      s.fields.E5.markers = 3;
      sejm(s, 'red', 'PRU');
      s.crown = { inf: 2, cav: 2, art: 0 };
      return s;
    }
    it('EX-17: Ottoman strength 13 against 5 Polish cubes: 8 orange cubes go to E5, markers discarded, MAL spared', () => {
      const s = ex17();
      runFlow(flow, s, { rng: rolls(6, 6, 6, 6), log: log() });
      expect(strength(s, 'E4')).toBe(13);
      expect(s.fields.E5.enemy.orange).toBe(8);
      expect(s.fields.E5.markers).toBe(0);
      expect(s.provinces.MAL.enemy.orange).toBe(0);
      expect(s.provinces.WIE.markers).toBe(0);
      expect(s.ottomanInvadedE5).toBe(true);
    });
    it('EX-19 and EX-21: two Crown Army attacks leave 4 orange cubes; 4 − 2 = 2 enter Wielkopolska; 2 stay in E5', () => {
      const s = ex17();
      const rng = rolls(6, 6, 6, 6, 5, 2, 4, 3, 6, 1, 4, 2);
      runFlow(flow, s, { rng, log: log() });
      const t = act(s, 'red', { type: 'relief', target: 'E5', seat: null }, rng);
      expect(t.fields.E5.enemy.orange).toBe(6);
      // White and blue have no Sejm disc: they cannot pay for an attack and are passed.
      expect(game.pending(t)[0]?.seat).toBe(0);
      const out = game.apply(t, 0, { type: 'relief', target: 'E5', seat: 'PRU' }, rng);
      // Red's second attack removes 2 more (4 remain) and costs an infantry token; red has no disc
      // left, so the phase ends and P13 → P16 follow in the same step.
      const relief = out.events.find((e) => e.msg.key === 'boze-igrzysko.event.relief');
      expect(relief?.msg.params).toMatchObject({ removed: 2, lost: 1 });
      // EX-21: 4 − 2 = 2 orange cubes expand into Wielkopolska.
      const ottomans = out.events.filter(
        (e) =>
          e.msg.key === 'boze-igrzysko.event.expansion' &&
          JSON.stringify(e.msg.params?.enemy) === JSON.stringify({ key: 'boze-igrzysko.enemy.ottomans' }),
      );
      expect(ottomans.map((e) => e.msg.params)).toMatchObject([
        { n: 2, province: { key: 'boze-igrzysko.province.WIE' } },
      ]);
      // End of T3: at most two Ottoman cubes stay in E5 for turn 4.
      expect(out.state.turn).toBe(4);
      expect(out.state.carriedOrangeE5).toBe(2);
      expect(out.state.fields.E5.enemy.orange).toBe(2);
      expect(rng.remainingDice()).toBe(0);
    });
    it('EX-21 directly: E5 holds 4 orange cubes; 2 enter WIE, E5 keeps its 4 until the end of the turn', () => {
      const s = board(['red', 'white', 'blue'], 3, 13);
      s.ottomanInvadedE5 = true;
      s.fields.E5.enemy.orange = 4;
      s.provinces.WIE.markers = 2;
      runExpansion(s, new ScriptedRng(), log());
      expect(s.provinces.WIE.enemy.orange).toBe(2);
      expect(s.provinces.WIE.markers).toBe(0);
      expect(s.fields.E5.enemy.orange).toBe(4);
    });
  });

  describe('Chain C (turn 2): the Swedish Deluge', () => {
    function ex20(): State {
      const s = board(['blue', 'red', 'white'], 2, 13);
      s.mace = 0;
      enemy(s, 'PRU', 'black', 5);
      cubes(s, 'white', 'PRU', 1);
      for (let i = 0; i < 4; i++) estate(s, i % 2 === 0 ? 'white' : 'blue', 'PRU');
      cubes(s, 'blue', 'LIT', 2);
      cubes(s, 'red', 'LIT', 1);
      units(s, 'blue', 'LIT', 1, 1);
      estate(s, 'blue', 'LIT');
      estate(s, 'red', 'LIT');
      cubes(s, 'white', 'WIE', 3);
      estate(s, 'white', 'WIE');
      estate(s, 'red', 'WIE');
      enemy(s, 'UKR', 'brown', 3);
      return s;
    }
    it('EX-20 expansion: PRU 5 black; LIT 1 black after defence and the clash with the Tatars; WIE 4 black; UKR 3 brown', () => {
      const s = ex20();
      const rng = rolls(5, 2, 2, 4);
      runExpansion(s, rng, log());
      expect(s.provinces.PRU.enemy.black).toBe(5);
      expect(s.provinces.LIT.enemy).toMatchObject({ black: 1, brown: 0 });
      expect(s.provinces.WIE.enemy.black).toBe(4);
      expect(s.provinces.UKR.enemy.brown).toBe(3);
      expect(rng.remainingDice()).toBe(0);
    });
    it('EX-22 plunder: PRU loses all 4 estates, LIT and WIE one each (red’s), prosperity −1 in all three', () => {
      const s = ex20();
      runExpansion(s, rolls(5, 2, 2, 4), log());
      runPlunder(s, log());
      expect(s.provinces.PRU.estates).toEqual([]);
      expect(s.provinces.LIT.estates.map((e) => e.owner)).toEqual([0]);
      expect(s.provinces.WIE.estates.map((e) => e.owner)).toEqual([2]);
      expect([s.provinces.PRU.prosperity, s.provinces.LIT.prosperity, s.provinces.WIE.prosperity]).toEqual([2, 2, 2]);
    });
    it('EX-22 counter-case: enemies that annihilate each other leave the province defended', () => {
      const s = board(['blue', 'red', 'white'], 2, 14);
      s.provinces.LIT.enemyPlaced = true;
      estate(s, 'red', 'LIT');
      runPlunder(s, log());
      expect(s.provinces.LIT.estates.length).toBe(1);
      expect(s.provinces.LIT.prosperity).toBe(3);
    });
    it('EX-25 end of turn: PRU black 5 → 1, WIE 4 → 3, LIT stays 1, UKR 3 → 0', () => {
      const s = ex20();
      runExpansion(s, rolls(5, 2, 2, 4), log());
      runPlunder(s, log());
      runEndOfTurn(s, log());
      expect(s.provinces.PRU.enemy.black).toBe(1);
      expect(s.provinces.WIE.enemy.black).toBe(3);
      expect(s.provinces.LIT.enemy.black).toBe(1);
      expect(s.provinces.UKR.enemy.brown).toBe(0);
    });
  });

  it('EX-24 Luxury: 12 zł → pays 10, +2 PP, keeps 2 zł', () => {
    const s = board(['red', 'white', 'blue'], 1, 15);
    for (const p of s.players) p.money = 12;
    runPrestige(s, log());
    expect(s.players[0]).toMatchObject({ money: 2, pp: 2 });
  });

  it('EX-26 Final scoring: Lithuania gives red 3×3 + 4 = 13, white 4, blue 5 + 5 = 10', () => {
    const s = board(['red', 'white', 'blue'], 4, 15);
    estate(s, 'red', 'LIT', { city: true });
    estate(s, 'red', 'LIT', { manager: true });
    estate(s, 'white', 'LIT');
    estate(s, 'blue', 'LIT');
    estate(s, 'blue', 'LIT');
    finalScoring(s, log());
    expect(s.players.map((p) => p.pp)).toEqual([13, 4, 10]);
  });

  describe('EX-27 More durable treaty (12.2)', () => {
    function yellowTreaty(die: number, level: 2 | 4 | 6 = 4): State {
      let s = board(['yellow', 'red', 'blue'], 2, 8, { durableTreaties: true });
      setPlayer(s, 0, { money: 8 });
      cubes(s, 'yellow', 'LIT', 1);
      cubes(s, 'red', 'MAL', 1);
      sejm(s, 'yellow', 'MAL');
      s.mace = 0;
      open(s);
      s = act(s, 'yellow', { type: 'diplomacy', field: 'E2', level, seat: 'MAL' }, new ScriptedRng({ dice: [die] }));
      return s;
    }
    it('level 4, die 1: pays 5, keeps 3; broken only by three 2s', () => {
      const s = yellowTreaty(1);
      expect(s.players[0]?.money).toBe(3);
      expect(s.treaty?.breakOn).toBe(3);
      const a = structuredClone(s);
      strengtheningRoll(a, [2, 2, 3, 4], log());
      expect(a.treaty).not.toBeNull();
      strengtheningRoll(s, [2, 2, 2, 5], log());
      expect(s.treaty).toBeNull();
    });
    it('die 5: price 9 > 8 → no treaty; cube, disc and all 8 zł are lost', () => {
      const s = yellowTreaty(5);
      expect(s.treaty).toBeNull();
      expect(s.players[0]?.money).toBe(0);
      expect(cubesIn(s, 'yellow', 'LIT')).toBe(0);
      expect(s.sejm.MAL).toBeNull();
    });
    it('level 6: only four 2s break it', () => {
      const s = yellowTreaty(1, 6);
      expect(s.treaty?.breakOn).toBe(4);
    });
  });

  it('EX-28 Colleges: 3 provinces cost 6 zł for 3 PP; all 5 cost 10 zł for 7 PP', () => {
    let s = board(['red', 'white', 'blue'], 2, 8);
    for (const p of ['PRU', 'LIT', 'UKR', 'MAL', 'WIE'] as const) cubes(s, 'red', p, 2);
    cubes(s, 'white', 'MAL', 1);
    cubes(s, 'blue', 'MAL', 1);
    setPlayer(s, 0, { money: 20 });
    s.mace = 0;
    open(s);
    s = act(s, 'red', { type: 'colleges', provinces: ['PRU', 'LIT', 'UKR'] });
    expect(s.players[0]).toMatchObject({ money: 14, pp: 3 });
    s = act(s, 'white', { type: 'pass' });
    s = act(s, 'blue', { type: 'pass' });
    s = act(s, 'red', { type: 'colleges', provinces: ['PRU', 'LIT', 'UKR', 'MAL', 'WIE'] });
    expect(s.players[0]).toMatchObject({ money: 4, pp: 10 });
  });
});
