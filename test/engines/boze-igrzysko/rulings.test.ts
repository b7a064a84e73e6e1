/**
 * One test per proposed ruling of the spec (§9, A-n). Each sets up the situation the ruling
 * decides and checks the engine does what the ruling says.
 */
import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/engines/boze-igrzysko/actions.js';
import { flow } from '../../../src/engines/boze-igrzysko/flow.js';
import { bozeIgrzyskoGame as game } from '../../../src/engines/boze-igrzysko/index.js';
import { recruitFits } from '../../../src/engines/boze-igrzysko/phases/armies.js';
import { campaignOptions, runCampaign } from '../../../src/engines/boze-igrzysko/phases/campaigns.js';
import { revealClientele } from '../../../src/engines/boze-igrzysko/phases/clientele.js';
import { crownArmyFor } from '../../../src/engines/boze-igrzysko/phases/crownArmy.js';
import { runEndOfTurn } from '../../../src/engines/boze-igrzysko/phases/endOfTurn.js';
import { buildOptions } from '../../../src/engines/boze-igrzysko/phases/estates.js';
import { runExpansion } from '../../../src/engines/boze-igrzysko/phases/expansion.js';
import { runInvasions, strengtheningRoll } from '../../../src/engines/boze-igrzysko/phases/invasions.js';
import { destroyEstates, runPlunder } from '../../../src/engines/boze-igrzysko/phases/plunder.js';
import { reliefTargets } from '../../../src/engines/boze-igrzysko/phases/relief.js';
import { runSejm } from '../../../src/engines/boze-igrzysko/phases/sejm.js';
import { specialOptions } from '../../../src/engines/boze-igrzysko/phases/special.js';
import { finalScoring, result } from '../../../src/engines/boze-igrzysko/result.js';
import { addEnemyStrength, enemyEnters, markersEnter } from '../../../src/engines/boze-igrzysko/rules/enemies.js';
import { setupOrder } from '../../../src/engines/boze-igrzysko/setup.js';
import type { State } from '../../../src/engines/boze-igrzysko/state.js';
import { baseStrength, strength } from '../../../src/engines/boze-igrzysko/util.js';
import { runFlow } from '../../../src/engines/kit/flow.js';
import { ScriptedRng } from '../../../src/engines/kit/rng.js';
import { RuleError } from '../../../src/engines/kit/ruleError.js';
import { board, cubes, cubesIn, enemy, estate, log, seatOf, sejm, setPlayer, units } from './helpers.js';

const rng = (dice: number[] = []) => new ScriptedRng({ dice });
const act = (s: State, seat: number, a: Action, r = rng()) => game.apply(s, seat, a, r).state;
const three = () => board(['red', 'white', 'blue']);

/** A bidding situation at P3: Court tokens given per seat. */
function mace(court: number[], money: number[], holder: number, dice: number[] = []): State {
  const s = board(['red', 'white', 'blue'], 1, 3);
  s.court = court;
  s.players.forEach((p, i) => {
    p.money = money[i] ?? 0;
  });
  s.mace = holder;
  // Everyone may build afterwards, so the game waits in phase 7 once the mace is granted.
  for (const c of ['red', 'white', 'blue'] as const) cubes(s, c, 'PRU', 1);
  runFlow(flow, s, { rng: rng(dice), log: log() });
  return s;
}

describe('Boże Igrzysko — rulings', () => {
  it('A-3: the Ottoman base strength in turn 2 (3 players) is 5', () => {
    expect(baseStrength(board(['red', 'white', 'blue'], 2), 'E4')).toBe(5);
  });

  it('A-8: after setup the mace stays with the starter of round 3 (3p) or the drawn first player (4p)', () => {
    expect(setupOrder(3, 0)).toEqual({ order: [0, 1, 2, 1, 2, 0, 2, 0, 1], mace: 2 });
    expect(setupOrder(4, 1)).toEqual({ order: [1, 2, 3, 0, 0, 3, 2, 1], mace: 1 });
    const s = game.setup(
      [0, 1, 2].map((seat) => ({ seat, faction: ['red', 'white', 'blue'][seat] ?? 'red' })),
      {},
      rng(),
    );
    expect(s.stage).toMatchObject({ kind: 'setupEstates', index: 0 });
    expect(s.mace).toBe(2);
  });

  it('A-9: in phase 2 short pools are placed in turn order from the previous Hetman', () => {
    const s = board(['red', 'white', 'blue'], 1, 2);
    s.mace = 1;
    setPlayer(s, 0, { cubes: 2 });
    setPlayer(s, 1, { cubes: 1 });
    const d = { PRU: 5, LIT: 4, UKR: 3, MAL: 2, WIE: 1, COURT: 0 };
    revealClientele(s, [d, d, d], log());
    expect(s.stage).toMatchObject({ kind: 'shortage', queue: [1, 0] });
  });

  it('A-10: a round where every bid is 0 ends the bidding; the previous Hetman keeps the mace', () => {
    let s = mace([3, 3, 1], [5, 5, 5], 2);
    s = act(s, 0, { type: 'bid', amount: 0 });
    s = act(s, 1, { type: 'bid', amount: 0 }, rng([6, 6, 6, 6]));
    expect(s.mace).toBe(2);
    expect(s.phase).toBeGreaterThan(3);
  });

  it('A-11: after a tie of bids only the top bidders bid again; everybody pays', () => {
    let s = mace([4, 4, 4], [5, 5, 5], 0);
    s = act(s, 0, { type: 'bid', amount: 2 });
    s = act(s, 1, { type: 'bid', amount: 2 });
    s = act(s, 2, { type: 'bid', amount: 1 });
    expect(s.stage).toMatchObject({ kind: 'bid', contenders: [0, 1], round: 2 });
    expect(s.players.map((p) => p.money)).toEqual([3, 3, 4]);
  });

  it('A-12: when no tied player has money the previous Hetman keeps the mace, even if not tied', () => {
    const s = mace([3, 3, 1], [0, 0, 5], 2, [6, 6, 6, 6]);
    expect(s.mace).toBe(2);
    // No bidding opened: the game went on through P4–P6 (P5 rolls the dice) and waits in P7.
    expect(s.phase).toBe(7);
  });

  it('A-13: a rolled 5 adds a marker in T1–T3, a purple cube in T4, an orange cube when the Ottomans hold E5', () => {
    const s = board(['red', 'white', 'blue'], 2);
    addEnemyStrength(s, 5, log());
    expect(s.fields.E5.markers).toBe(1);
    s.turn = 4;
    addEnemyStrength(s, 5, log());
    expect(s.fields.E5.enemy.purple).toBe(1);
    s.carriedOrangeE5 = 2;
    addEnemyStrength(s, 5, log());
    expect(s.fields.E5.enemy.orange).toBe(1);
  });

  it('A-14: a diet winner with no disc in his pool seats nobody and keeps his cubes', () => {
    const s = three();
    cubes(s, 'red', 'LIT', 3);
    setPlayer(s, 0, { discs: 0 });
    runSejm(s, log());
    expect(s.sejm.LIT).toBeNull();
    expect(cubesIn(s, 'red', 'LIT')).toBe(3);
  });

  it('A-14b: at the end of the turn every Cossack returns to the Cossacks field', () => {
    const s = three();
    s.cossacks = { pool: 0, ukr: 1, e3: 1 };
    runEndOfTurn(s, log());
    expect(s.cossacks).toEqual({ pool: 2, ukr: 0, e3: 0 });
  });

  it('A-15: Cossacks alone may be recruited, unless the table chose the stricter reading', () => {
    const loose = board(['red', 'white', 'blue'], 1, 9);
    cubes(loose, 'red', 'UKR', 1);
    cubes(loose, 'white', 'MAL', 1);
    const alone = { province: 'UKR' as const, inf: 0, cav: 0, art: 0, cossacks: 2 };
    loose.mace = 0;
    runFlow(flow, loose, { rng: rng(), log: log() });
    expect(act(loose, 0, { type: 'recruit', ...alone }).cossacks.ukr).toBe(2);
    const strict = board(['red', 'white', 'blue'], 1, 9, { cossackOnlyRecruitment: false });
    cubes(strict, 'red', 'UKR', 1);
    strict.mace = 0;
    runFlow(flow, strict, { rng: rng(), log: log() });
    expect(() => act(strict, 0, { type: 'recruit', ...alone })).toThrow(RuleError);
    expect(recruitFits(strict, 0, { ...alone, inf: 1 })).toBe(true);
  });

  describe('A-16: Cossacks fight only the Tatars', () => {
    function ukraine(): State {
      const s = three();
      units(s, 'red', 'UKR', 1, 0);
      s.cossacks = { pool: 0, ukr: 2, e3: 0 };
      return s;
    }
    it('they do not defend against green cubes', () => {
      const s = ukraine();
      const r = rng([6]);
      enemyEnters(s, 'UKR', 'green', 3, 'E2', r, log());
      expect(r.remainingDice()).toBe(0);
      expect(s.provinces.UKR.enemy.green).toBe(2);
    });
    it('they defend against brown cubes, after the players, and a 1 sends one back to the Cossacks field', () => {
      const s = ukraine();
      enemyEnters(s, 'UKR', 'brown', 3, 'E3', rng([2, 4, 1]), log());
      expect(s.provinces.UKR.enemy.brown).toBe(2);
      expect(s.cossacks).toEqual({ pool: 1, ukr: 1, e3: 0 });
    });
    it('in a campaign their hits reach E3 only once Ukraine holds no enemy cubes', () => {
      const s = ukraine();
      cubes(s, 'red', 'UKR', 2);
      enemy(s, 'UKR', 'green', 1);
      runCampaign(s, 0, { type: 'campaign', province: 'UKR', cossacks: true, crownSeat: null }, rng([2, 5, 5]), log());
      expect(s.provinces.UKR.enemy.green).toBe(1);
      expect(s.fields.E3.cubes[0]).toBe(0);
    });
  });

  it('A-17: the whole Crown Army joins after the player, with its own artillery only', () => {
    const s = board(['red', 'white', 'blue'], 2, 10);
    cubes(s, 'red', 'MAL', 2);
    units(s, 'red', 'MAL', 1, 0, 1);
    sejm(s, 'red', 'PRU');
    enemy(s, 'MAL', 'orange', 1);
    s.crown = { inf: 1, cav: 1, art: 0 };
    // Red's infantry 5 (+1) hits and clears the orange cube; the Crown rolls inf 4 (no bonus: miss), cav 4 (hit).
    runCampaign(s, 0, { type: 'campaign', province: 'MAL', cossacks: false, crownSeat: 'PRU' }, rng([5, 4, 4]), log());
    expect(s.provinces.MAL.enemy.orange).toBe(0);
    expect(s.fields.E4.king).toBe(1);
    expect(s.fields.E4.cubes[0]).toBe(0);
    expect(s.sejm.PRU).toBeNull();
  });

  it('A-18: against a treaty enemy a campaign needs enemy cubes in the province; extra hits are lost', () => {
    const s = board(['red', 'white', 'blue'], 1, 10);
    cubes(s, 'red', 'LIT', 2);
    units(s, 'red', 'LIT', 2, 0);
    s.treaty = { field: 'E2', breakOn: 2, by: 1 };
    expect(campaignOptions(s, 0)).toEqual([]);
    enemy(s, 'LIT', 'black', 1);
    expect(campaignOptions(s, 0).length).toBe(1);
    runCampaign(s, 0, { type: 'campaign', province: 'LIT', cossacks: false, crownSeat: null }, rng([6, 6]), log());
    expect(s.provinces.LIT.enemy.black).toBe(0);
    expect(s.fields.E2.cubes[0]).toBe(0);
    // WIE in T1–T3 works the same way.
    cubes(s, 'red', 'WIE', 1);
    units(s, 'red', 'WIE', 1, 0);
    expect(campaignOptions(s, 0).some((c) => c.province === 'WIE')).toBe(false);
  });

  it('A-19: a hit with an empty pool places nothing', () => {
    const s = board(['red', 'white', 'blue'], 1, 10);
    cubes(s, 'red', 'PRU', 20);
    units(s, 'red', 'PRU', 1, 0);
    runCampaign(s, 0, { type: 'campaign', province: 'PRU', cossacks: false, crownSeat: null }, rng([6]), log());
    // The cube paid for the campaign went back to the pool, so exactly one hit can be placed.
    expect(s.fields.E1.cubes[0]).toBe(1);
    expect(s.players[0]?.cubes).toBe(0);
  });

  it('A-20: campaign hits take enemy cubes of any colour in the province first', () => {
    const s = board(['red', 'white', 'blue'], 1, 10);
    cubes(s, 'red', 'PRU', 2);
    units(s, 'red', 'PRU', 2, 0);
    enemy(s, 'PRU', 'green', 1);
    runCampaign(s, 0, { type: 'campaign', province: 'PRU', cossacks: false, crownSeat: null }, rng([5, 6]), log());
    expect(s.provinces.PRU.enemy.green).toBe(0);
    expect(s.fields.E1.cubes[0]).toBe(1);
  });

  it('A-21: a campaign that would roll no die is not offered', () => {
    const s = board(['red', 'white', 'blue'], 1, 10);
    cubes(s, 'red', 'PRU', 2);
    expect(campaignOptions(s, 0)).toEqual([]);
  });

  it("A-22: declining the Hetman's free relief attack is a pass for the whole phase", () => {
    let s = board(['red', 'white', 'blue'], 1, 12);
    enemy(s, 'PRU', 'black', 2);
    s.crown = { inf: 2, cav: 0, art: 0 };
    sejm(s, 'red', 'LIT');
    sejm(s, 'white', 'PRU');
    runFlow(flow, s, { rng: rng(), log: log() });
    s = act(s, 0, { type: 'pass' });
    expect(s.stage.kind === 'relief' && s.stage.active[0]).toBe(false);
    expect(game.pending(s)[0]?.seat).toBe(1);
  });

  it('A-23: relief targets are provinces with enemy cubes (old ones too) and E5 in T3 with Ottomans', () => {
    const s = board(['red', 'white', 'blue'], 3, 12);
    enemy(s, 'MAL', 'brown', 1);
    s.fields.E5.enemy.orange = 3;
    expect(reliefTargets(s)).toEqual(['MAL', 'E5']);
    s.turn = 4;
    expect(reliefTargets(s)).toEqual(['MAL']);
  });

  it('A-24: only the acting enemy’s cubes in its own province expand; other enemies’ arrivals do not expand again', () => {
    const s = board(['red', 'white', 'blue'], 2, 13);
    enemy(s, 'PRU', 'black', 2);
    runExpansion(s, rng(), log());
    // Black reached LIT and WIE, but at step E2 there are no green cubes in LIT: nothing else moves.
    expect(s.provinces.LIT.enemy.black).toBe(2);
    expect(s.provinces.WIE.enemy.black).toBe(2);
    expect(s.provinces.PRU.enemy.black).toBe(2);
    expect(s.provinces.UKR.enemy).toMatchObject({ black: 0, green: 0 });
  });

  it('A-24: in T4 orange cubes that reached WIE at step 4 expand again at step 5 when the Ottomans hold E5', () => {
    const run = (ottomansInE5: boolean) => {
      const s = board(['red', 'white', 'blue'], 4, 13);
      if (ottomansInE5) {
        s.carriedOrangeE5 = 2;
        s.fields.E5.enemy.orange = 2;
      }
      enemy(s, 'MAL', 'orange', 5);
      cubes(s, 'red', 'WIE', 1);
      runExpansion(s, rng(), log());
      return s;
    };
    const ottoman = run(true);
    // Step 4: MAL (5 orange, no player cube) sends 5 into UKR and 5 into WIE.
    expect([ottoman.provinces.UKR.enemy.orange, ottoman.provinces.WIE.enemy.orange]).toEqual([5, 5]);
    // Step 5 acts for the Ottomans from WIE, its own province: 5 − 1 red cube = 4 into PRU (MAL already holds orange).
    expect(ottoman.provinces.PRU.enemy.orange).toBe(4);
    expect(ottoman.provinces.MAL.enemy.orange).toBe(5);
    // With the Habsburgs acting at step 5 (purple), the orange arrivals in WIE stay where they are.
    const habsburg = run(false);
    expect(habsburg.provinces.WIE.enemy.orange).toBe(5);
    expect(habsburg.provinces.PRU.enemy).toMatchObject({ orange: 0, purple: 0 });
    // The orange cubes that reached UKR are not in step 5's province: they never expand again.
    expect(ottoman.provinces.LIT.enemy.orange + habsburg.provinces.LIT.enemy.orange).toBe(0);
  });

  it('A-25: in T4 the (at most 2) Ottoman cubes kept in E5 add no strength; a rolled 5 adds one', () => {
    const s = board(['red', 'white', 'blue'], 4);
    s.carriedOrangeE5 = 2;
    s.fields.E5.enemy.orange = 2;
    expect(strength(s, 'E5')).toBe(10);
    addEnemyStrength(s, 5, log());
    expect(strength(s, 'E5')).toBe(11);
  });

  it('A-26: cubes come from the supply, then the enemy field, then only what exists', () => {
    const s = three();
    enemy(s, 'UKR', 'black', 20);
    s.fields.E1.enemy.black = 2;
    enemyEnters(s, 'PRU', 'black', 10, 'E1', rng(), log());
    // 25 black: 20 on the map, 2 in the field, 3 in the supply → 3 + 2 = 5 placed.
    expect(s.provinces.PRU.enemy.black).toBe(5);
    expect(s.fields.E1.enemy.black).toBe(0);
  });

  it('A-26 orange cubes never exceed 30: cubes standing in the other orange field (E5) are not taken', () => {
    const s = board(['red', 'white', 'blue'], 4, 11);
    // T4, the Ottomans hold E5: 25 orange on the map, 4 in E5, 1 in E4 — all 30, none in the supply.
    enemy(s, 'UKR', 'orange', 10);
    enemy(s, 'WIE', 'orange', 10);
    enemy(s, 'PRU', 'orange', 5);
    s.carriedOrangeE5 = 2;
    s.fields.E5.enemy.orange = 4;
    s.fields.E4.enemy.orange = 1;
    const inPlay = () =>
      (['PRU', 'LIT', 'UKR', 'MAL', 'WIE'] as const).reduce((a, p) => a + s.provinces[p].enemy.orange, 0) +
      s.fields.E4.enemy.orange +
      s.fields.E5.enemy.orange;
    expect(inPlay()).toBe(30);
    // The Ottomans invade MAL with 4: the supply is empty, their field E4 holds 1 — only that one enters.
    enemyEnters(s, 'MAL', 'orange', 4, 'E4', rng(), log());
    expect(s.provinces.MAL.enemy.orange).toBe(1);
    expect(s.fields.E4.enemy.orange).toBe(0);
    expect(s.fields.E5.enemy.orange).toBe(4);
    expect(inPlay()).toBe(30);
  });

  it('A-27: Habsburg markers are inert in T4: no expansion, no plunder', () => {
    const s = board(['red', 'white', 'blue'], 4, 13);
    s.provinces.WIE.markers = 3;
    estate(s, 'red', 'WIE');
    runExpansion(s, rng(), log());
    expect(s.provinces.MAL.markers + s.provinces.PRU.markers).toBe(0);
    runPlunder(s, log());
    expect(s.provinces.WIE.estates.length).toBe(1);
  });

  it('A-28: WIE prospers only with 2+ player cubes (all players together) in T1–T3', () => {
    const one = board(['red', 'white', 'blue'], 2, 14);
    cubes(one, 'red', 'WIE', 1);
    runPlunder(one, log());
    expect(one.provinces.WIE.prosperity).toBe(3);
    const two = board(['red', 'white', 'blue'], 2, 14);
    cubes(two, 'red', 'WIE', 1);
    cubes(two, 'white', 'WIE', 1);
    runPlunder(two, log());
    expect(two.provinces.WIE.prosperity).toBe(4);
  });

  it('A-29: managers and cities under plundered estates return to the supply', () => {
    const s = three();
    estate(s, 'red', 'PRU', { manager: true, city: true });
    destroyEstates(s, 'PRU', 1, log());
    expect([s.managers, s.cities, s.players[0]?.discs]).toEqual([8, 2, 15]);
  });

  it('A-30: confederation takes the lowest estate of the target without a city', () => {
    let s = board(['red', 'white', 'blue'], 3, 8);
    s.players.forEach((p, i) => {
      p.pp = [10, 10, 2][i] ?? 0;
    });
    estate(s, 'red', 'LIT', { city: true });
    estate(s, 'red', 'LIT');
    cubes(s, 'blue', 'LIT', 3);
    s.mace = 2;
    runFlow(flow, s, { rng: rng(), log: log() });
    s = act(s, 2, { type: 'confederation', province: 'LIT', target: 0 });
    expect(s.provinces.LIT.estates.map((e) => e.owner)).toEqual([0, 2]);
  });

  it('A-31: two players tied for the fewest PP may not confederate', () => {
    const s = board(['red', 'white', 'blue'], 3, 8);
    s.players.forEach((p, i) => {
      p.pp = [10, 2, 2][i] ?? 0;
    });
    estate(s, 'red', 'LIT');
    cubes(s, 'blue', 'LIT', 3);
    expect(specialOptions(s, 2, 0).some((a) => a.type === 'confederation')).toBe(false);
  });

  it('A-32/A-33: the game ends after P15 of T4; ties go to cubes on the map, money, then T4 turn order', () => {
    const s = board(['red', 'white', 'blue'], 4, 15);
    s.mace = 1;
    for (const p of s.players) p.money = 0;
    runFlow(flow, s, { rng: rng(), log: log() });
    expect(s.stage.kind).toBe('over');
    expect(s.phase).toBe(15);
    // All tied on 0 PP, cubes and money: white (Hetman) first, then blue, then red.
    expect(result(s)?.ranking).toEqual([[1], [2], [0]]);
    const t = board(['red', 'white', 'blue'], 4, 15);
    cubes(t, 'blue', 'MAL', 1);
    for (const p of t.players) p.money = 0;
    runFlow(flow, t, { rng: rng(), log: log() });
    expect(result(t)?.winners).toEqual([2]);
  });

  it('A-34: king cubes leave the enemy fields at the end of the turn', () => {
    const s = three();
    s.fields.E2.king = 3;
    runEndOfTurn(s, log());
    expect(s.fields.E2.king).toBe(0);
  });

  it('A-35: Habsburg markers do not halve the recruitment price', () => {
    let s = board(['red', 'white', 'blue'], 1, 9);
    cubes(s, 'red', 'WIE', 1);
    cubes(s, 'white', 'MAL', 1);
    s.provinces.WIE.markers = 2;
    s.mace = 0;
    runFlow(flow, s, { rng: rng(), log: log() });
    s = act(s, 0, { type: 'recruit', province: 'WIE', inf: 1, cav: 0, art: 0, cossacks: 0 });
    expect(s.players[0]?.money).toBe(8);
  });

  it('A-37/A-38: the treasury never runs dry and money is public', () => {
    const s = three();
    for (const p of s.players) p.money = 1000;
    expect(game.view(s, null).playerViews.map((p) => p.money)).toEqual([1000, 1000, 1000]);
  });

  it('A-39: markers stay across turns and plunder again', () => {
    const s = board(['red', 'white', 'blue'], 1, 14);
    s.provinces.WIE.markers = 1;
    estate(s, 'red', 'WIE');
    estate(s, 'red', 'WIE');
    runPlunder(s, log());
    runEndOfTurn(s, log());
    expect(s.provinces.WIE.markers).toBe(1);
    runPlunder(s, log());
    expect(s.provinces.WIE.estates.length).toBe(0);
  });

  it('A-40: no artillery in the T1 Crown Army, and nothing replaces it', () => {
    expect(crownArmyFor(1, 15)).toEqual({ inf: 4, cav: 4, art: 0 });
    expect(crownArmyFor(2, 15)).toEqual({ inf: 3, cav: 3, art: 1 });
  });

  it('A-41: a short pool is placed entirely, at most the token value per province', () => {
    let s = board(['red', 'white', 'blue'], 1, 2);
    setPlayer(s, 0, { cubes: 3 });
    const d = { PRU: 5, LIT: 4, UKR: 3, MAL: 2, WIE: 1, COURT: 0 };
    revealClientele(s, [{ ...d, PRU: 1, LIT: 2 }, d, d], log());
    expect(s.stage.kind).toBe('shortage');
    expect(() => act(s, 0, { type: 'shortageAll', counts: { PRU: 3, LIT: 0, UKR: 0, MAL: 0, WIE: 0 } })).toThrow(
      RuleError,
    );
    expect(() => act(s, 0, { type: 'shortageAll', counts: { PRU: 1, LIT: 1, UKR: 0, MAL: 0, WIE: 0 } })).toThrow(
      RuleError,
    );
    s = act(s, 0, { type: 'shortageAll', counts: { PRU: 1, LIT: 2, UKR: 0, MAL: 0, WIE: 0 } }, rng([6, 6, 6, 6]));
    expect(s.players[0]?.cubes).toBeGreaterThanOrEqual(0);
    expect(
      cubesIn(s, 'red', 'PRU') + cubesIn(s, 'red', 'LIT') + (s.sejm.PRU === 0 ? 1 : 0) + (s.sejm.LIT === 0 ? 1 : 0),
    ).toBe(3);
  });

  it('A-42: a province without player cubes elects nobody', () => {
    const s = three();
    runSejm(s, log());
    expect(Object.values(s.sejm).every((v) => v === null)).toBe(true);
  });

  it('A-43: no estate on a full track', () => {
    const s = three();
    for (let i = 0; i < 8; i++) estate(s, 'white', 'WIE');
    cubes(s, 'red', 'WIE', 3);
    expect(buildOptions(s, 0, 1)).toEqual([]);
  });

  it('A-44: plunder removes estates from the highest space down', () => {
    const s = three();
    estate(s, 'red', 'PRU');
    estate(s, 'white', 'PRU');
    estate(s, 'blue', 'PRU');
    destroyEstates(s, 'PRU', 2, log());
    expect(s.provinces.PRU.estates.map((e) => e.owner)).toEqual([0]);
  });

  it("A-45: a treaty enemy's single rolled number adds a cube as usual", () => {
    const s = three();
    s.treaty = { field: 'E2', breakOn: 2, by: 0 };
    strengtheningRoll(s, [2, 3, 4, 6], log());
    expect(s.treaty).not.toBeNull();
    expect(s.fields.E2.enemy.green).toBe(1);
  });

  it("A-46/A-47: a failed (or penniless) treaty attempt does not use up the turn's treaty", () => {
    let s = board(['red', 'white', 'blue'], 1, 8);
    cubes(s, 'red', 'LIT', 1);
    cubes(s, 'white', 'LIT', 1);
    sejm(s, 'red', 'PRU');
    sejm(s, 'white', 'MAL');
    cubes(s, 'blue', 'MAL', 1);
    setPlayer(s, 0, { money: 0 });
    s.mace = 0;
    runFlow(flow, s, { rng: rng(), log: log() });
    expect(specialOptions(s, 0, 0).some((a) => a.type === 'diplomacy')).toBe(true);
    s = act(s, 0, { type: 'diplomacy', field: 'E2', level: 2, seat: 'PRU' }, rng([1]));
    expect(s.treaty).toBeNull();
    s = act(s, 1, { type: 'diplomacy', field: 'E2', level: 2, seat: 'MAL' }, rng([1]));
    expect(s.treaty?.by).toBe(1);
  });

  it('A-48: a moved cube must change province', () => {
    const s = board(['red', 'white', 'blue'], 1, 8);
    cubes(s, 'red', 'LIT', 1);
    const moves = specialOptions(s, 0, 0).filter((a) => a.type === 'move');
    expect(moves.length).toBe(4);
    expect(moves.every((m) => m.type === 'move' && m.from !== m.to)).toBe(true);
  });

  it('A-49: skipping in the first special-action cycle keeps the second', () => {
    let s = board(['red', 'white', 'blue'], 1, 8);
    for (const c of ['red', 'white', 'blue'] as const) cubes(s, c, 'PRU', 2);
    s.mace = 0;
    runFlow(flow, s, { rng: rng(), log: log() });
    s = act(s, 0, { type: 'pass' });
    s = act(s, 1, { type: 'pass' });
    s = act(s, 2, { type: 'pass' });
    expect(s.stage).toMatchObject({ kind: 'special', cycle: 2 });
    s = act(s, 0, { type: 'gdansk' });
    expect(s.players[0]?.money).toBe(16);
  });

  it('A-50/A-60: the same Cossacks may serve several campaigns; using them is a yes/no choice', () => {
    const s = board(['red', 'white', 'blue'], 1, 10);
    for (const c of ['red', 'white'] as const) {
      cubes(s, c, 'UKR', 2);
      units(s, c, 'UKR', 1, 0);
    }
    s.cossacks = { pool: 0, ukr: 2, e3: 0 };
    expect(campaignOptions(s, 0).map((c) => c.cossacks)).toEqual([true, false]);
    runCampaign(s, 0, { type: 'campaign', province: 'UKR', cossacks: true, crownSeat: null }, rng([2, 3, 3]), log());
    expect(campaignOptions(s, 1).map((c) => c.cossacks)).toEqual([true, false]);
  });

  it('A-51: markers remove cubes cyclically from the Hetman, skipping players without cubes', () => {
    const s = three();
    s.mace = 1;
    cubes(s, 'red', 'WIE', 3);
    cubes(s, 'blue', 'WIE', 1);
    markersEnter(s, 'WIE', 3, log());
    // Order white (none) → blue → red → blue (none left) → red.
    expect([cubesIn(s, 'red', 'WIE'), cubesIn(s, 'blue', 'WIE')]).toEqual([1, 0]);
    expect(s.provinces.WIE.markers).toBe(0);
  });

  it('A-52: the private-duchy bonus is +1 per home estate, not tripled by a city', () => {
    const s = board(['red', 'white', 'blue'], 4, 15, { privateDuchies: true });
    estate(s, 'blue', 'MAL', { city: true });
    finalScoring(s, log());
    expect(s.players[2]?.pp).toBe(2 * 3 + 1);
  });

  it('A-53: in T4 with the Ottomans in E5, campaigns from WIE are legal but no treaty with E5', () => {
    const s = board(['red', 'white', 'blue'], 4, 10);
    s.carriedOrangeE5 = 2;
    cubes(s, 'red', 'WIE', 2);
    units(s, 'red', 'WIE', 1, 0);
    sejm(s, 'red', 'PRU');
    expect(campaignOptions(s, 0).some((c) => c.province === 'WIE')).toBe(true);
    expect(specialOptions(s, 0, 0).some((a) => a.type === 'diplomacy' && a.field === 'E5')).toBe(false);
  });

  it('A-54: destroyed units cannot be recruited again this turn', () => {
    const s = board(['red', 'white', 'blue'], 1, 10);
    cubes(s, 'red', 'PRU', 2);
    units(s, 'red', 'PRU', 4, 0);
    runCampaign(
      s,
      0,
      { type: 'campaign', province: 'PRU', cossacks: false, crownSeat: null },
      rng([1, 1, 2, 2]),
      log(),
    );
    expect(s.players[0]?.units.inf).toBe(0);
    expect(s.players[0]?.destroyed.inf).toBe(2);
    expect(recruitFits(s, 0, { province: 'PRU', inf: 1, cav: 0, art: 0, cossacks: 0 })).toBe(false);
  });

  it('A-55: in T4 markers in WIE are discarded when the E5 invasion enters', () => {
    const s = board(['red', 'white', 'blue'], 4, 11);
    s.provinces.WIE.markers = 2;
    runInvasions(s, rng([6, 6, 6, 6]), log());
    expect(s.provinces.WIE.markers).toBe(0);
    expect(s.provinces.WIE.enemy.purple).toBe(8);
  });

  it('A-56: a campaign with the Crown Army alone is allowed', () => {
    const s = board(['red', 'white', 'blue'], 1, 10);
    cubes(s, 'red', 'PRU', 1);
    sejm(s, 'red', 'LIT');
    s.crown = { inf: 1, cav: 0, art: 0 };
    expect(campaignOptions(s, 0)).toEqual([{ type: 'campaign', province: 'PRU', cossacks: false, crownSeat: 'LIT' }]);
  });

  it('A-57: the odd expansion cube goes to a province drawn with the game’s randomness, and is logged', () => {
    const s = board(['red', 'white', 'blue'], 1, 13);
    enemy(s, 'PRU', 'black', 20);
    s.provinces.UKR.enemy.black = 2;
    const l = log();
    runExpansion(s, rng(), l);
    // 25 − 22 = 3 black left for two targets that want 20 each: 1 each, the odd one to the first drawn (LIT).
    expect([s.provinces.LIT.enemy.black, s.provinces.WIE.enemy.black]).toEqual([2, 1]);
    expect(l.events.some((e) => e.msg.key === 'boze-igrzysko.event.oddCube')).toBe(true);
  });

  it('A-58: old Ottoman cubes in MAL in T3 expand at step E4', () => {
    const s = board(['red', 'white', 'blue'], 3, 13);
    enemy(s, 'MAL', 'orange', 2);
    runExpansion(s, rng(), log());
    expect([s.provinces.UKR.enemy.orange, s.provinces.WIE.enemy.orange]).toEqual([2, 2]);
  });

  it('A-59: in T2 rolled 6s take Cossacks from Ukraine first, then from the Cossacks field', () => {
    const s = board(['red', 'white', 'blue'], 2);
    s.cossacks = { pool: 1, ukr: 1, e3: 0 };
    strengtheningRoll(s, [6, 6, 6, 1], log());
    expect(s.cossacks).toEqual({ pool: 0, ukr: 0, e3: 2 });
  });

  it('§10.1: a pass submitted with an action stays private until the seat’s turn comes again', () => {
    let s = board(['red', 'white', 'blue'], 1, 7);
    for (const c of ['red', 'white', 'blue'] as const) cubes(s, c, 'LIT', 5);
    s.mace = 0;
    runFlow(flow, s, { rng: rng(), log: log() });
    const out = game.apply(s, 0, { type: 'build', province: 'LIT', thenPass: true }, rng());
    expect(out.events.find((e) => e.msg.key === 'boze-igrzysko.event.passPlanned')?.to).toEqual([0]);
    s = out.state;
    expect(game.view(s, 0).mine?.plannedPass).toBe(true);
    expect(game.view(s, 1).mine?.plannedPass).toBe(false);
    expect(JSON.stringify({ ...game.view(s, 1), seat: null, mine: null })).toBe(
      JSON.stringify({ ...game.view(s, null), seat: null, mine: null }),
    );
    s = act(s, 1, { type: 'build', province: 'LIT' });
    const last = game.apply(s, 2, { type: 'build', province: 'LIT' }, rng());
    // Red's turn came: the pass shows now, and white is next.
    expect(last.events.some((e) => e.msg.key === 'boze-igrzysko.event.pass' && e.to === undefined)).toBe(true);
    expect(game.pending(last.state)[0]?.seat).toBe(1);
  });

  it('every ruling is listed for players, with the reconstructed values', () => {
    expect(game.rulings.length).toBeGreaterThanOrEqual(50);
    expect(game.rulings.some((r) => r.id === 'reconstructed')).toBe(true);
  });
});

void seatOf;
