/**
 * One test per proposed ruling of the spec (§8) and per ruling of this implementation,
 * in the order `/game rules` lists them.
 */
import { describe, expect, test } from 'vitest';
import { SeededRng } from '../../../src/engines/kit/rng.js';
import { RuleError } from '../../../src/engines/kit/ruleError.js';
import { seatCompletion } from '../../../src/engines/niepodlegla/completion.js';
import { NEUTRAL_FACES } from '../../../src/engines/niepodlegla/data/dice.js';
import { parseEffect } from '../../../src/engines/niepodlegla/effects.js';
import { niepodleglaGame as game } from '../../../src/engines/niepodlegla/index.js';
import { refillPools } from '../../../src/engines/niepodlegla/phases/end.js';
import { randomDeckViolations } from '../../../src/engines/niepodlegla/randomDeck.js';
import type { State } from '../../../src/engines/niepodlegla/state.js';
import { rolls, scripted } from '../../support/engine.js';
import { BLACK, die, fresh, ind, optionIds, resolve, runAfter, settle } from './craft.js';

const rng = () => scripted();
const keys = (s: State) => s.recent.map((m) => m.key.replace('niepodlegla.', ''));

/** Round 9 ends with the given tracks; returns the state at round 10. */
function toNovember(accord: number, foreign: number, prep: (s: State) => void = () => {}, players = 2): State {
  const s = fresh(players);
  s.round = 9;
  s.accord = accord;
  s.foreign = foreign;
  prep(s);
  runAfter(s, 'positive');
  return s;
}

/** A border defence in phase 2 with every small final pawned (easy sides) and the given dice. */
function border(dice: ReturnType<typeof die>[], pool = 5, d: string[] = []): State {
  const s = fresh(2);
  s.round = 10;
  s.phase = 'finalFight';
  s.final = {
    paris: 3,
    warsaw: 4,
    small: ['A-61', 'A-62'].map((card, i) => ({ card, easy: true, pawn: i })),
    d,
    dWanted: d.length,
    stopped: false,
  };
  s.dice = dice;
  s.neutralPool = dice.filter((x) => x.character === null).length;
  s.morale.pool = pool;
  return s;
}
const coverAll = () => [
  die('n01', 0, ['FIGHT', 'PEOPLE']),
  die('n02', 1, ['FIGHT', 'PEOPLE']),
  die('n03', 0, ['DIPLOMACY', 'DIPLOMACY']),
  die('n04', 0, ['DIPLOMACY']),
  die('n05', 1, ['FIGHT', 'FIGHT']),
  die('n06', 1, ['FIGHT', 'FIGHT']),
];

describe('rulings of the spec', () => {
  test('A3 markers met: accord + foreign ≥ 10 continues, 9 loses on 11 November', () => {
    expect(toNovember(5, 5).outcome).toBeNull();
    const lost = toNovember(5, 4);
    expect(lost.outcome).toMatchObject({ win: false, reason: 'november', score: null });
    expect(game.result(lost)?.winners).toEqual([]);
  });

  test('A4 a +1 at 10 does nothing', () => {
    const s = fresh();
    s.foreign = 10;
    resolve(s, ['F+1']);
    expect(s.foreign).toBe(10);
  });

  test('A5 region rewards: Prussia and Kresy +1 die, Galicia and Central +1 morale', () => {
    const s = fresh(2);
    for (const c of ['GDANSK', 'POZNAN', 'OPOLE', 'KOWNO', 'WILNO', 'PINSK', 'LUCK'] as const) ind(s, c);
    for (const c of ['WARSZAWA', 'LODZ', 'LUBLIN', 'KIELCE', 'BIALYSTOK'] as const) ind(s, c);
    refillPools(s, []);
    expect(s.neutralPool).toBe(7 + 2);
    expect(s.morale.pool).toBe(6 + 1);
  });

  test('A6 option "all": the bottom applies only when every pictured region is empty', () => {
    const s = fresh(2, { threatBottom: 'all' });
    s.round = 7;
    s.foreign = 3;
    s.morale.pool = 3;
    s.threats.late = ['T2-03'];
    s.display = [];
    ind(s, 'WARSZAWA');
    runAfter(s, 'negative');
    expect(s.foreign).toBe(3);
  });

  test('A7 the S display: 9 cards without A-10/A-11 for 2–3 players, all 11 for 4', () => {
    const two = fresh(2).display.map((d) => d.card);
    expect(two).toHaveLength(9);
    expect(two).not.toContain('A-10');
    expect(two).not.toContain('A-11');
    expect(fresh(4).display).toHaveLength(11);
  });

  test('A8 option "kresy": the Russian partition of field 6 is Kresy only', () => {
    const s = fresh(2, { russianPartition: 'kresy' });
    resolve(s, ['OBS2:RUS:G:RUSSIAN_PARTITION']);
    expect(optionIds(s)).toHaveLength(6);
  });

  test('A9 a released morale marker goes to the reserve, not the pool', () => {
    const s = fresh(2);
    s.prison.morale = 1;
    s.morale.pool = 3;
    s.display = [];
    s.threats.early = [];
    runAfter(s, 'fight');
    expect(keys(s)).toContain('event.prison.released');
    expect(keys(s)).toContain('event.moraleCheck');
    expect(s.recent.find((m) => m.key.endsWith('moraleCheck'))?.params?.pool).toBe(3);
  });

  test('A10 a pass that spends the last 2 markers ends phase 2; the die counts for its receiver', () => {
    const s = fresh(2);
    s.morale.pool = 2;
    s.display = [{ card: 'A-15', pawn: 1 }];
    s.dice = [die('n01', 0, ['PEOPLE', 'DIPLOMACY']), die('n02', 1, ['MONEY'])];
    s.neutralPool = 2;
    const { state: after, events } = game.apply(s, 0, { type: 'pass', die: 'n01', to: 1 }, rng());
    const k = events.map((e) => e.msg.key.replace('niepodlegla.', ''));
    expect(after.phase).not.toBe('fight');
    expect(k).toContain('event.moraleEmpty');
    expect(k).toContain('event.mission.completed');
  });

  test('A11 a morale token works only in phase 2 and not at the next refill', () => {
    const s = fresh(2);
    s.tokens.TK7 = { owner: 0, holder: 0, active: true };
    s.morale.pool = 3;
    s.dice = [die('n01', 0, ['MONEY'])];
    s.neutralPool = 1;
    const used = game.apply(s, 0, { type: 'useToken', token: 'TK7' }, rng()).state;
    expect(used.morale).toMatchObject({ pool: 5, temp: 2 });
    expect(used.tokens.TK7.active).toBe(false);
    refillPools(used, []);
    expect(used.morale).toMatchObject({ pool: 6, temp: 0 });
    const plan = fresh(2);
    plan.tokens.TK7 = { owner: 0, holder: 0, active: true };
    plan.phase = 'negative';
    expect(game.legalActions(plan, 0)).toEqual([]);
  });

  test('A12 at most 13 morale markers: a morale token at 12 adds 1', () => {
    const s = fresh(2);
    s.tokens.TK8 = { owner: 0, holder: 0, active: true };
    s.morale.pool = 12;
    s.dice = [die('n01', 0, ['MONEY'])];
    const used = game.apply(s, 0, { type: 'useToken', token: 'TK8' }, rng()).state;
    expect(used.morale.pool).toBe(13);
  });

  test('A13 no independence token left: the placement is lost', () => {
    const s = fresh();
    s.indSupply = 0;
    const ev = resolve(s, ['IND:KRAKOW']);
    expect(s.cities.KRAKOW.ind).toBe(0);
    expect(ev.map((e) => e.msg.key)).toContain('niepodlegla.event.ind.noSupply');
  });

  test('A14 a token turns grey only if the final allocation needs it', () => {
    const s = fresh(2);
    s.tokens.TK1 = { owner: 0, holder: 0, active: true };
    s.tokens.TK3 = { owner: 0, holder: 0, active: true };
    s.display = [{ card: 'A-01', pawn: 0 }];
    s.dice = [die('n01', 0, ['FIGHT'])];
    expect(seatCompletion(s, 0)).toEqual({ cards: ['A-01'], tokens: ['TK3'] });
  });

  test('A15 two shields in one round are one shield', () => {
    const s = fresh(2);
    s.morale.pool = 7;
    s.display = [{ card: 'A-02', pawn: 0 }];
    s.dice = [die('n01', 0, ['MONEY']), die('n02', 0, ['MONEY'])];
    s.neutralPool = 2;
    runAfter(s, 'fight');
    expect(keys(s)).toContain('event.shield.wasted');
    expect(keys(s).filter((k) => k === 'event.shield.placed')).toHaveLength(1);
  });

  test('A16 a time jump at round 5 reaches the revolution; in round 9 it is ignored', () => {
    const s = fresh(2);
    s.round = 5;
    s.cities.KOWNO.obs.RUS_TSAR = 1;
    resolve(s, ['TIME']);
    expect(s.round).toBe(6);
    expect(s.cities.KOWNO.obs.RUS_BOLSHEVIK).toBe(1);
    const nine = fresh(2);
    nine.round = 9;
    resolve(nine, ['TIME']);
    expect(nine.round).toBe(9);
  });

  test('A17 fewer than 2 untaken missions: discard those there are', () => {
    const s = fresh(2);
    s.display = [
      { card: 'A-03', pawn: 0 },
      { card: 'A-05', pawn: null },
    ];
    resolve(s, ['DISCARD_UNTAKEN:2']);
    expect(s.display.map((d) => d.card)).toEqual(['A-03']);
  });

  test('A18 pawns leave prison before the border defence; character dice stay', () => {
    const s = toNovember(6, 6, (x) => {
      x.prison.pawns = [1, 0];
      x.prison.characterDice = ['HALLER'];
      x.characters.HALLER = 0;
    });
    expect(s.prison.pawns).toEqual([0, 0]);
    expect(s.prison.characterDice).toEqual(['HALLER']);
  });

  test('A19 a short display: as many pawns as there are missions', () => {
    const s = fresh(2);
    s.display = [
      { card: 'A-03', pawn: null },
      { card: 'A-05', pawn: null },
    ];
    s.stack = [];
    runAfter(s, 'end');
    // The first seat must place only 2 of its 3 pawns; the second then has none to place.
    expect(optionIds(s)).toEqual(['auto', 'cards:a-03.a-05']);
    const after = settle(s, 'cards:a-03.a-05');
    expect(after.display.every((d) => d.pawn === 0)).toBe(true);
    expect(after.choice?.item.step.k).toBe('planDice');
  });

  test('A20 missions in slot order, effects in printed order', () => {
    const s = fresh(2);
    s.display = [
      { card: 'A-03', pawn: null },
      { card: 'A-02', pawn: null },
    ];
    s.accord = 2;
    s.morale.pool = 5;
    runAfter(s, 'fight');
    const k = keys(s);
    expect(k.indexOf('event.obs.placed')).toBeLessThan(k.indexOf('event.track.moved'));
  });

  test('A21 allocation: most missions, then the lowest slot; an explicit priority overrides', () => {
    const s = fresh(2);
    s.display = [
      { card: 'A-15', pawn: 0 },
      { card: 'A-23', pawn: 0 },
    ];
    s.dice = [die('n01', 0, ['PEOPLE']), die('n02', 0, ['PEOPLE']), die('n03', 0, ['DIPLOMACY'])];
    expect(seatCompletion(s, 0).cards).toEqual(['A-15']);
    const p = game.apply(s, 0, { type: 'priority', missions: ['A-23', 'A-15'] }, rng()).state;
    expect(seatCompletion(p, 0).cards).toEqual(['A-23']);
  });

  test('A22 (a) a roll that meets everything and empties morale is a victory', () => {
    const dice = coverAll();
    dice[5] = die('n06', 1, ['MONEY']);
    const s = border(dice, 2);
    if (s.final) s.final.warsaw = 3;
    // Player 1 rerolls the MONEY die: MONEY+FIGHT (Warsaw's third FIGHT), black die 2 empties the pool.
    const after = game.apply(s, 1, { type: 'reroll', dice: ['n06'] }, scripted({ dice: [6, BLACK[2]] })).state;
    expect(after.morale.pool).toBe(0);
    expect(after.outcome).toMatchObject({ win: true, reason: 'victory', score: 10 + 10 + 2 * 4 });
  });

  test('A22 (b) D penalty: rolls that take the pool to 0 are a defeat (a pool already at 0: dPenaltyFall)', () => {
    const s = border(coverAll(), 1, ['A-70']);
    // Required met, D open: both players stop, one black die per open D card.
    let after = game.apply(s, 0, { type: 'done' }, rng()).state;
    after = game.apply(after, 1, { type: 'done' }, scripted({ dice: [BLACK[1]] })).state;
    expect(after.outcome).toMatchObject({ win: false, reason: 'dPenalty' });
  });

  test('A23 the score is shown on a border-defence defeat, not after 11 November', () => {
    const s = border([die('n01', 0, ['MONEY']), die('n02', 1, ['MONEY'])], 1);
    // DIPLOMACY+MONEY: no card complete, and the black die empties the pool.
    const after = game.apply(s, 0, { type: 'reroll', dice: ['n01'] }, scripted({ dice: [4, BLACK[1]] })).state;
    expect(after.outcome).toMatchObject({ win: false, reason: 'morale', score: 0 });
    expect(game.result(after)?.scores).toEqual([0, 0]);
    expect(game.result(toNovember(0, 0))?.scores).toBeUndefined();
  });

  test('A24 BLACK with an empty pool and a roll of 1 sets X', () => {
    const s = fresh();
    s.morale.pool = 0;
    resolve(s, ['BLACK'], scripted({ dice: [BLACK[1]] }));
    expect(s.morale.x).toBe(true);
  });

  test('A25 the number of threat cards is fixed before drawing', () => {
    const s = fresh(2);
    s.morale.pool = 3;
    s.display = [];
    s.threats.early = ['T1-11', 'T1-01'];
    const ev = runAfter(s, 'negative', scripted({ dice: [BLACK[2]] }));
    expect(ev.filter((e) => e.msg.key === 'niepodlegla.event.threat.drawn')).toHaveLength(1);
    expect(s.threats.early).toEqual(['T1-01']);
  });

  test('A26 an empty early deck in rounds 1–5 never draws from the late deck', () => {
    const s = fresh(2);
    s.morale.pool = 1;
    s.display = [];
    s.threats.early = [];
    const late = [...s.threats.late];
    runAfter(s, 'negative');
    expect(s.threats.late).toEqual(late);
  });

  test('A28 a TIME from a threat card works like phase 3 (ignored in round 9)', () => {
    const s = fresh(2);
    s.round = 9;
    const ev = resolve(s, ['TIME'], rng(), 'T1-01');
    expect(s.round).toBe(9);
    expect(ev.map((e) => e.msg.key)).toContain('niepodlegla.event.time.ignored');
  });

  test('A29 no holder of Piłsudski’s die: nobody can decide; the default settles', () => {
    const s = fresh(2);
    resolve(s, ['IND:R:GALICIA']);
    let t = game.apply(s, 0, { type: 'propose', option: 'city:lwow' }, rng()).state;
    t = game.apply(t, 1, { type: 'propose', option: 'city:krakow' }, rng()).state;
    expect(game.legalActions(t, 0).map((a) => a.id)).toEqual(['agree']);
    expect(game.defaultAction(t, 0)).toEqual({ type: 'agree' });
    expect(game.apply(t, 0, game.defaultAction(t, 0), rng()).state.cities.KRAKOW.ind).toBe(1);
  });

  test('A30 only the holder of a die can pass it', () => {
    const s = fresh(2);
    s.dice = [die('n01', 1, ['MONEY'])];
    expect(() => game.apply(s, 0, { type: 'pass', die: 'n01', to: 1 }, rng())).toThrow(RuleError);
  });

  test('A31 small finals flip automatically when their condition holds', () => {
    const s = toNovember(7, 3);
    expect(s.final?.small.find((f) => f.card === 'A-61')?.easy).toBe(true);
    expect(s.final?.small.find((f) => f.card === 'A-68')).toBeUndefined();
  });

  test('A32 the obstacle removal is taken by default; the group may decline', () => {
    const s = fresh(2);
    s.foreign = 1;
    s.cities.OPOLE.obs.CEN = 1;
    s.cities.LUCK.obs.UKR = 1;
    resolve(s, ['F+1']);
    expect(optionIds(s)).toContain('decline');
    expect(s.choice?.defaultOption).not.toBe('decline');
    expect(settle(s, 'decline').cities.OPOLE.obs.CEN).toBe(1);
  });

  test('A33 a pawn imprisoned in phase 4 does not undo the completed mission', () => {
    const s = fresh(2);
    s.morale.pool = 3;
    s.threats.early = ['T1-03'];
    s.display = [{ card: 'A-02', pawn: 0 }];
    s.dice = [die('n01', 0, ['MONEY']), die('n02', 0, ['MONEY'])];
    runAfter(s, 'fight');
    const after = settle(s, 'seat:0');
    expect(after.prison.pawns[0]).toBe(1);
    expect(after.accord).toBe(1);
  });

  test('A34 only character dice owned when the threat resolves can be imprisoned', () => {
    const s = fresh(2);
    s.round = 7;
    s.morale.pool = 3;
    s.threats.late = ['T2-01'];
    s.display = [{ card: 'A-12', pawn: 0 }];
    s.dice = [die('n01', 0, ['DIPLOMACY', 'DIPLOMACY']), die('n02', 0, ['MONEY'])];
    runAfter(s, 'fight');
    // Paderewski's die is won in phase 5, after the threat: nothing to imprison.
    expect(s.prison.characterDice).toEqual([]);
    expect(s.characters.PADEREWSKI).toBe(0);
  });

  test('A35 FLIP_TOKENS re-triggers on every rise', () => {
    const s = fresh(2);
    s.tokens.TK1 = { owner: 0, holder: 0, active: false };
    s.foreign = 3;
    resolve(s, ['F+1']);
    expect(s.tokens.TK1.active).toBe(true);
    s.tokens.TK1.active = false;
    resolve(s, ['F-1', 'F+1']);
    expect(s.tokens.TK1.active).toBe(true);
  });

  test('A36 a Russia token is tsarist in rounds 1–5 and Bolshevik from round 6', () => {
    const s = fresh(2);
    s.round = 5;
    resolve(s, ['OBS:RUS:WILNO']);
    s.round = 6;
    resolve(s, ['OBS:RUS:WILNO']);
    expect(s.cities.WILNO.obs).toMatchObject({ RUS_TSAR: 1, RUS_BOLSHEVIK: 1 });
  });

  test('A38 the DEFEAT symbol ends the game at once', () => {
    const s = fresh(2);
    resolve(s, ['DEFEAT']);
    expect(s.outcome?.win).toBe(false);
  });

  test('A39 Paris Peace Conference: DIPLOMACY needed at every separation s of the spec (0…5, 6+)', () => {
    // The spec's table (§2.9): s = accord + foreign − 10; the tracks top out at 10, so s ≤ 10.
    const table: [number, number][] = [
      [0, 9],
      [1, 8],
      [2, 7],
      [3, 6],
      [4, 5],
      [5, 4],
      [6, 3],
      [7, 3],
      [8, 3],
      [9, 3],
      [10, 3],
    ];
    for (const [sep, need] of table) {
      const s = toNovember(10, sep);
      expect(s.final?.paris, `s = ${sep}`).toBe(need);
    }
    // The same separation from other track splits gives the same requirement.
    expect(toNovember(7, 6).final?.paris).toBe(6);
    expect(toNovember(5, 5).final?.paris).toBe(9);
  });

  test('A39 Battle of Warsaw: FIGHT needed for b Bolshevik tokens on the map at the setup (0, 1–2, … 15+)', () => {
    // Ruling finalReach (the spec's §2.9 had min(9, 4 + ⌈b/2⌉)): min(9, 1 + ⌈b/2⌉).
    const table: [number, number][] = [
      [0, 1],
      [1, 2],
      [2, 2],
      [3, 3],
      [4, 3],
      [5, 4],
      [6, 4],
      [7, 5],
      [8, 5],
      [9, 6],
      [10, 6],
      [16, 9],
    ];
    const cities = ['KOWNO', 'WILNO', 'PINSK', 'LUCK', 'WARSZAWA', 'LODZ', 'LUBLIN', 'KIELCE'] as const;
    for (const [b, need] of table) {
      const s = toNovember(6, 6, (st) => {
        for (let i = 0; i < b; i++) st.cities[cities[i % cities.length] ?? 'KOWNO'].obs.RUS_BOLSHEVIK += 1;
        // Tsarist, Central Powers and Ukrainian tokens do not count.
        st.cities.KRAKOW.obs = { RUS_TSAR: 2, RUS_BOLSHEVIK: 0, CEN: 3, UKR: 1 };
      });
      expect(s.final?.warsaw, `b = ${b}`).toBe(need);
    }
  });

  test('finalReach: neutral faces are the six pairs of the four symbols; Paris keeps 7 and 6 → 6', () => {
    // Every face shows two different symbols, every pair once, so each symbol sits on three faces.
    expect(NEUTRAL_FACES).toHaveLength(6);
    const pairs = NEUTRAL_FACES.map((f) => [...f].sort().join('+'));
    expect(new Set(pairs).size).toBe(6);
    for (const f of NEUTRAL_FACES) expect(new Set(f).size).toBe(2);
    for (const sym of ['PEOPLE', 'DIPLOMACY', 'MONEY', 'FIGHT'] as const)
      expect(NEUTRAL_FACES.filter((f) => f.includes(sym))).toHaveLength(3);
    // The numbers the rulebook gives are kept: the Paris example, and Warsaw easier with fewer Bolsheviks.
    expect(toNovember(7, 6).final?.paris).toBe(6);
    const warsaw = (b: number) =>
      toNovember(6, 6, (st) => {
        st.cities.WILNO.obs.RUS_BOLSHEVIK = b;
      }).final?.warsaw ?? 0;
    expect(warsaw(3)).toBeLessThan(warsaw(9));
    // A rolled neutral die shows one of those pairs.
    const s = border([die('n01', 0, ['MONEY'])], 5);
    const after = game.apply(s, 0, { type: 'reroll', dice: ['n01'] }, scripted({ dice: [2, BLACK[0]] })).state;
    expect(after.dice.find((d) => d.id === 'n01')?.face).toEqual(['PEOPLE', 'MONEY']);
  });

  test('A40 fewer dice than players: one each, players without a character die first', () => {
    const s = fresh(3);
    s.prison.neutralDice = 8; // 9 − 8 = 1 die for 3 players
    s.characters.WITOS = 0;
    s.display = [];
    s.stack = [];
    runAfter(s, 'end', rolls(1, 1));
    expect(s.alloc).toEqual([0, 1, 0]);
  });

  test('A42 a done player who receives a die must confirm again', () => {
    const s = fresh(2);
    s.morale.pool = 5;
    s.dice = [die('n01', 0, ['MONEY']), die('n02', 1, ['MONEY'])];
    const d = game.apply(s, 1, { type: 'done' }, rng()).state;
    const p = game.apply(d, 0, { type: 'pass', die: 'n01', to: 1 }, rng()).state;
    expect(p.done[1]).toBe(false);
  });

  test('A44 the D challenges need everyone: one "no" settles, and it is the default', () => {
    const s = toNovember(6, 6);
    expect(s.choice?.item.step.k).toBe('dCount');
    expect(game.defaultAction(s, 1)).toEqual({ type: 'propose', option: 'count:0' });
    const yes = game.apply(s, 0, { type: 'propose', option: 'count:3' }, rng()).state;
    const no = game.apply(yes, 1, { type: 'propose', option: 'count:0' }, rng()).state;
    expect(no.final?.d).toEqual([]);
    expect(no.choice?.item.step.k).toBe('planPawns');
  });

  test('A45 ending phase 2 is a group decision: anyone proposes a stop, all agree, or the Piłsudski holder settles a dispute', () => {
    // Three players in phase 2, morale 5; seat 2 holds Piłsudski's die.
    const fight = (): State => {
      const s = fresh(3);
      s.characters.PILSUDSKI = 2;
      s.morale.pool = 5;
      s.dice = [die('n01', 0, ['MONEY']), die('n02', 1, ['MONEY']), die('pilsudski', 2, ['FIGHT'], 'PILSUDSKI')];
      s.neutralPool = 2;
      return s;
    };
    const ids = (s: State, seat: number) => game.legalActions(s, seat).map((a) => a.id);
    const apply = (s: State, seat: number, action: Parameters<typeof game.apply>[2]) =>
      game.apply(s, seat, action, rng()).state;

    // Any player may propose, not only the holder; the proposal opens a group decision.
    const s = fight();
    expect(ids(s, 0)).toContain('stop');
    const proposed = apply(s, 0, { type: 'stop' });
    expect(proposed.phase).toBe('fight');
    expect(proposed.fightOver).toBe(false);
    expect(proposed.choice?.item.step.k).toBe('stopFight');
    expect(proposed.choice?.proposal).toEqual({ option: 'stop', by: 0, agreed: [0] });
    expect(game.pending(proposed).map((d) => [d.seat, d.kind])).toEqual([
      [1, 'group'],
      [2, 'group'],
    ]);
    // While the group decides, nobody rolls; without a dispute the holder has nothing to settle.
    expect(() => apply(proposed, 1, { type: 'reroll', dice: ['n02'] })).toThrow(RuleError);
    expect(ids(proposed, 2).some((id) => id.startsWith('decide:'))).toBe(false);
    expect(() => apply(proposed, 2, { type: 'decide', option: 'stop' })).toThrow(RuleError);
    // A silent seat's deadline default agrees: silence stops the rolling, as at the phase deadline.
    expect(game.defaultAction(proposed, 1)).toEqual({ type: 'agree' });

    // Everyone agrees: phase 2 ends.
    const agreed = apply(apply(proposed, 1, { type: 'agree' }), 2, { type: 'agree' });
    expect(agreed.phase).not.toBe('fight');
    expect(agreed.choice?.item.step.k).not.toBe('stopFight');

    // A dispute: seat 1 proposes to keep rolling. Only the holder may settle it, either way.
    const disputed = apply(proposed, 1, { type: 'propose', option: 'continue' });
    expect(ids(disputed, 2)).toEqual(expect.arrayContaining(['decide:stop', 'decide:continue']));
    expect(ids(disputed, 0).some((id) => id.startsWith('decide:'))).toBe(false);
    expect(() => apply(disputed, 0, { type: 'decide', option: 'stop' })).toThrow(RuleError);
    expect(apply(disputed, 2, { type: 'decide', option: 'stop' }).phase).not.toBe('fight');
    const goOn = apply(disputed, 2, { type: 'decide', option: 'continue' });
    expect(goOn.phase).toBe('fight');
    expect(goOn.choice).toBeNull();
    expect(goOn.fightOver).toBe(false);
    expect(ids(goOn, 1)).toContain('reroll:n02');

    // The holder alone no longer ends the phase: their stop is a proposal like anyone's.
    const holder = apply(fight(), 2, { type: 'stop' });
    expect(holder.phase).toBe('fight');
    expect(holder.choice?.proposal).toEqual({ option: 'stop', by: 2, agreed: [2] });

    // Not in the border defence (§6.3).
    const f = border(coverAll().slice(0, 2), 5);
    f.characters.PILSUDSKI = 1;
    expect(ids(f, 1)).not.toContain('stop');
    expect(() => apply(f, 1, { type: 'stop' })).toThrow(RuleError);
  });

  test('A46 border-defence default: reroll the dice the best allocation does not need', () => {
    const dice = coverAll();
    dice.push(die('n07', 0, ['MONEY']));
    dice[5] = die('n06', 1, ['PEOPLE']);
    const s = border(dice, 5);
    expect(game.defaultAction(s, 0)).toEqual({ type: 'reroll', dice: ['n07'] });
  });
});

describe('rulings of this implementation', () => {
  test('oneProposal: each seat proposes once per decision', () => {
    const s = fresh(2);
    resolve(s, ['IND:R:GALICIA']);
    const t = game.apply(s, 0, { type: 'propose', option: 'city:lwow' }, rng()).state;
    expect(() => game.apply(t, 0, { type: 'propose', option: 'city:krakow' }, rng())).toThrow(RuleError);
  });

  test('agreedMayPropose: a seat that agreed may still make its own proposal, as a free action; the holder still decides', () => {
    const s = fresh(3);
    s.characters.PILSUDSKI = 2;
    resolve(s, ['IND:R:GALICIA']);
    const p = game.apply(s, 0, { type: 'propose', option: 'city:lwow' }, rng()).state;
    const a = game.apply(p, 1, { type: 'agree' }, rng()).state;
    expect(game.pending(a).map((d) => d.seat)).toEqual([2]);
    // Seat 1 owes nothing, so everything it is offered is free (the Table admits it); seat 2 owes.
    const offered = game.legalActions(a, 1);
    expect(offered.map((x) => x.id)).toContain('propose:city:krakow');
    expect(offered.map((x) => x.id)).not.toContain('agree');
    expect(offered.every((x) => x.free === true)).toBe(true);
    expect(game.legalActions(a, 2).some((x) => x.free === true)).toBe(false);
    // Seat 0 made its one proposal and agreed to it: nothing left for it to do.
    expect(game.legalActions(a, 0)).toEqual([]);
    // The counter-proposal needs everyone again: seat 0, which agreed before, owes once more.
    const q = game.apply(a, 1, { type: 'propose', option: 'city:krakow' }, rng()).state;
    expect(q.choice?.proposal).toMatchObject({ option: 'city:krakow', by: 1, agreed: [1] });
    expect(game.pending(q).map((d) => d.seat)).toEqual([0, 2]);
    // The holder agrees, then still has the final say in the dispute (a free action now).
    const h = game.apply(q, 2, { type: 'agree' }, rng()).state;
    expect(game.pending(h).map((d) => d.seat)).toEqual([0]);
    const decide = game.legalActions(h, 2).filter((x) => x.action.type === 'decide');
    expect(decide.map((x) => x.id)).toContain('decide:city:lwow');
    expect(decide.every((x) => x.free === true)).toBe(true);
    const settled = game.apply(h, 2, { type: 'decide', option: 'city:lwow' }, rng()).state;
    expect(settled.choice).toBeNull();
    expect(settled.cities.LWOW.ind).toBe(1);
  });

  test('doneMayAct: a seat that declared done may still act (free actions); acting withdraws its "done"', () => {
    const s = fresh(2);
    s.morale.pool = 5;
    s.dice = [die('n01', 0, ['MONEY']), die('n02', 1, ['MONEY'])];
    const d = game.apply(s, 1, { type: 'done' }, rng()).state;
    expect(game.pending(d).map((x) => x.seat)).toEqual([0]);
    const offered = game.legalActions(d, 1);
    expect(offered.map((x) => x.id)).toEqual(expect.arrayContaining(['reroll:n02', 'pass:n02:0']));
    expect(offered.map((x) => x.id)).not.toContain('done');
    expect(offered.every((x) => x.free === true)).toBe(true);
    expect(game.legalActions(d, 0).some((x) => x.free === true)).toBe(false);
    // A reroll (black die blank) puts seat 1 back among those who owe; phase 2 goes on.
    const r = game.apply(d, 1, { type: 'reroll', dice: ['n02'] }, scripted({ dice: [1, BLACK[0]] })).state;
    expect(r.done).toEqual([false, false]);
    expect(r.morale.pool).toBe(5);
    expect(game.pending(r).map((x) => x.seat)).toEqual([0, 1]);
    expect(game.legalActions(r, 1).some((x) => x.free === true)).toBe(false);
    // Once everyone is done the phase is over: nothing is offered any more.
    const over = game.apply(game.apply(r, 1, { type: 'done' }, rng()).state, 0, { type: 'done' }, rng()).state;
    expect(over.phase).not.toBe('fight');
  });

  test('cancelOrder: independence cancels a Bolshevik token first', () => {
    const s = fresh();
    s.cities.WILNO.obs = { RUS_TSAR: 1, RUS_BOLSHEVIK: 1, CEN: 1, UKR: 0 };
    resolve(s, ['IND:WILNO']);
    expect(s.cities.WILNO.obs).toEqual({ RUS_TSAR: 1, RUS_BOLSHEVIK: 0, CEN: 1, UKR: 0 });
  });

  test('imprisonEmptyPool: a morale marker imprisoned at pool 0 still lowers the next refill', () => {
    const s = fresh();
    s.morale.pool = 0;
    resolve(s, ['IMPRISON:MORALE']);
    refillPools(s, []);
    expect(s.morale.pool).toBe(5);
  });

  test('lendOwner: only the owner lends a token, and it comes back at the end of the round', () => {
    const s = fresh(2);
    s.tokens.TK1 = { owner: 0, holder: 1, active: true };
    s.dice = [die('n01', 0, ['MONEY'])];
    expect(() => game.apply(s, 1, { type: 'lend', token: 'TK1', to: 0 }, rng())).toThrow(RuleError);
  });

  test('moraleTokenOwner: a borrowed morale token cannot be used by the borrower, and a morale token is not lent', () => {
    const s = fresh(2);
    s.morale.pool = 4;
    s.dice = [die('n01', 0, ['MONEY']), die('n02', 1, ['MONEY'])];
    s.neutralPool = 2;
    // TK7 (morale +2) belongs to seat 0 but sits with seat 1, as a state saved with a lent morale token would.
    s.tokens.TK7 = { owner: 0, holder: 1, active: true };
    const ids = (seat: number) => game.legalActions(s, seat).map((a) => a.id);
    expect(ids(1)).not.toContain('use:tk7');
    expect(() => game.apply(s, 1, { type: 'useToken', token: 'TK7' }, rng())).toThrow(RuleError);
    // Back with its owner it works: +2 markers for this round.
    s.tokens.TK7 = { owner: 0, holder: 0, active: true };
    expect(ids(0)).toContain('use:tk7');
    expect(game.apply(s, 0, { type: 'useToken', token: 'TK7' }, rng()).state.morale).toMatchObject({
      pool: 6,
      temp: 2,
    });
    // Lending is for the tokens that count as dice: the owner may lend TK1, not TK7.
    s.tokens.TK1 = { owner: 0, holder: 0, active: true };
    expect(ids(0)).toContain('lend:tk1:1');
    expect(ids(0)).not.toContain('lend:tk7:1');
    expect(() => game.apply(s, 0, { type: 'lend', token: 'TK7', to: 1 }, rng())).toThrow(RuleError);
  });

  test('dPenaltyFall: with the pool already at 0, blank penalty rolls are a victory; a pip is a defeat', () => {
    // Everything but the D cards is met; seat 0 rerolls a spare die (MONEY again) and the black
    // die takes the last marker: the pool is 0 with the required missions met, so phase 2 ends
    // and the D penalty rolls one black die per open D card.
    const start = () => {
      const dice = coverAll();
      dice.push(die('n07', 0, ['MONEY']));
      return border(dice, 1, ['A-70', 'A-71']);
    };
    const play = (penalty: number[]) =>
      game.apply(start(), 0, { type: 'reroll', dice: ['n07'] }, scripted({ dice: [3, BLACK[1], ...penalty] })).state;
    const blank = play([BLACK[0], BLACK[0]]);
    expect(blank.morale.pool).toBe(0);
    expect(blank.outcome).toMatchObject({ win: true, reason: 'victory', dCompleted: 0, score: 10 + 10 + 2 * 4 });
    const pip = play([BLACK[0], BLACK[1]]);
    expect(pip.outcome).toMatchObject({ win: false, reason: 'dPenalty' });
    // And from a pool of 2: a 1 leaves 1 (victory), a 2 empties it (defeat).
    const two = (penalty: number[]) => {
      const s = border(coverAll(), 2, ['A-70']);
      const d = game.apply(s, 0, { type: 'done' }, rng()).state;
      return game.apply(d, 1, { type: 'done' }, scripted({ dice: penalty })).state;
    };
    expect(two([BLACK[1]]).outcome).toMatchObject({ win: true, reason: 'victory' });
    expect(two([BLACK[2]]).outcome).toMatchObject({ win: false, reason: 'dPenalty' });
  });

  test('randomDeck: with the option the cards are generated from the seed within §2.8 (more in randomDeck.test.ts)', () => {
    const seats = [0, 1, 2].map((seat) => ({ seat, faction: ['red', 'blue', 'green'][seat] ?? 'red' }));
    const a = game.setup(seats, { randomDeck: true }, SeededRng.fromSeed('ruling-deck'));
    const b = game.setup(seats, { randomDeck: true }, SeededRng.fromSeed('ruling-deck'));
    expect(a.randomDeck).toEqual(b.randomDeck);
    expect(randomDeckViolations(a.randomDeck ?? [])).toEqual([]);
    expect(game.setup(seats, {}, SeededRng.fromSeed('ruling-deck')).randomDeck).toBeNull();
  });

  test('reconstructed data is validated at load, naming the card', () => {
    expect(() => parseEffect('OBS:XXX:KRAKOW', 'A-99')).toThrow(/A-99/);
    expect(game.rulings.some((r) => r.id === 'reconstructed')).toBe(true);
  });
});
