/**
 * The worked examples of the spec (§7, E1–E20) as tests with scripted dice. Symbols and values
 * marked RECON in the spec follow our reconstructed data.
 */
import { describe, expect, test } from 'vitest';
import { RuleError } from '../../../src/engines/kit/ruleError.js';
import { seatCompletion } from '../../../src/engines/niepodlegla/completion.js';
import { niepodleglaGame as game } from '../../../src/engines/niepodlegla/index.js';
import { moraleBonus, refillPools } from '../../../src/engines/niepodlegla/phases/end.js';
import { threatsDue } from '../../../src/engines/niepodlegla/phases/morale.js';
import type { State } from '../../../src/engines/niepodlegla/state.js';
import { rolls, scripted } from '../../support/engine.js';
import { BLACK, die, fresh, ind, optionIds, resolve, runAfter, settle } from './craft.js';

const CITY = { ind: 0, obs: { RUS_TSAR: 0, RUS_BOLSHEVIK: 0, CEN: 0, UKR: 0 } };

describe('E1–E5: placing tokens', () => {
  test('E1 placing at a named city: IND:KRAKOW', () => {
    const s = fresh();
    resolve(s, ['IND:KRAKOW']);
    expect(s.cities.KRAKOW.ind).toBe(1);
    expect(s.indSupply).toBe(33);
  });

  test('E2 obstacle at a named city: OBS:CEN:LUBLIN', () => {
    const s = fresh();
    resolve(s, ['OBS:CEN:LUBLIN']);
    expect(s.cities.LUBLIN.obs.CEN).toBe(1);
  });

  test('E3 region without a city: IND:R:GALICIA lets the players pick one of four', () => {
    const s = fresh();
    resolve(s, ['IND:R:GALICIA']);
    expect(optionIds(s)).toEqual(['city:cieszyn', 'city:krakow', 'city:lwow', 'city:stanislawow']);
    const after = settle(s, 'city:lwow');
    expect(after.cities.LWOW.ind).toBe(1);
    expect(() => game.apply(s, 0, { type: 'propose', option: 'city:wilno' }, scripted())).toThrow(RuleError);
  });

  test('E4 two tokens in different cities (A-04, A-54)', () => {
    const s = fresh();
    resolve(s, ['IND2:R:CENTRAL'], undefined, 'A-04');
    expect(optionIds(s)).toContain('cities:warszawa.kielce');
    expect(optionIds(s)).not.toContain('cities:kielce.kielce');
    const after = settle(s, 'cities:warszawa.kielce');
    expect([after.cities.WARSZAWA.ind, after.cities.KIELCE.ind]).toEqual([1, 1]);
    expect(() => game.apply(s, 0, { type: 'propose', option: 'cities:kielce.kielce' }, scripted())).toThrow(RuleError);
    const k = fresh();
    resolve(k, ['IND2:R:KRESY'], undefined, 'A-54');
    const kresy = settle(k, 'cities:wilno.luck');
    expect([kresy.cities.WILNO.ind, kresy.cities.LUCK.ind]).toEqual([1, 1]);
  });

  test('E5 cancellation: independence on a Central Powers obstacle removes both', () => {
    const s = fresh();
    s.cities.KRAKOW.obs.CEN = 1;
    resolve(s, ['IND:KRAKOW']);
    expect(s.cities.KRAKOW).toEqual(CITY);
    expect(s.indSupply).toBe(34);
  });
});

/** Player 0 holds Witos's green die and two neutral dice; pawns on A-04 and A-06 (E6). */
function e6(): State {
  const s = fresh(2);
  s.characters.WITOS = 0;
  s.display = [
    { card: 'A-04', pawn: 0 },
    { card: 'A-06', pawn: 0 },
  ];
  s.phase = 'plan';
  s.alloc = [2, 1];
  s.morale.pool = 6;
  return s;
}

describe('E6: splitting one die between two missions', () => {
  // First roll: N1 = PEOPLE+FIGHT, N2 = MONEY+FIGHT, green = PEOPLE+PEOPLE; player 1's die:
  // PEOPLE+DIPLOMACY (ruling finalReach: every neutral face shows a pair of symbols).
  const firstRoll = [3, 6, 2, 1];

  test('reroll of the useless die with black 1: morale 5, both missions completed', () => {
    const s0 = e6();
    runAfter(s0, 'plan', scripted({ dice: firstRoll }));
    expect(s0.dice.map((d) => [d.id, d.face])).toEqual([
      ['n01', ['PEOPLE', 'FIGHT']],
      ['n02', ['MONEY', 'FIGHT']],
      ['witos', ['PEOPLE', 'PEOPLE']],
      ['n03', ['PEOPLE', 'DIPLOMACY']],
    ]);
    // Check 1: A-04 is covered (FIGHT and a PEOPLE); A-06 is not (no DIPLOMACY), N2 is useless.
    expect(seatCompletion(s0, 0).cards).toEqual(['A-04']);
    // P rerolls N2 only: PEOPLE+DIPLOMACY, black die 1.
    const s1 = game.apply(s0, 0, { type: 'reroll', dice: ['n02'] }, scripted({ dice: [1, BLACK[1]] })).state;
    expect(s1.morale.pool).toBe(5);
    // The two additional symbols (one die) complete A-06; the green die's PEOPLE feed both missions.
    expect(seatCompletion(s1, 0).cards).toEqual(['A-04', 'A-06']);
    // End of phase 2: both are completed (then phase 5 asks where A-04's two tokens go).
    let s2 = game.apply(s1, 0, { type: 'done' }, scripted()).state;
    s2 = game.apply(s2, 1, { type: 'done' }, scripted()).state;
    expect(s2.completed.map((c) => c.card)).toEqual(['A-04', 'A-06']);
    expect(s2.phase).toBe('positive');
    expect(s2.choice?.item.step.k).toBe('ind2');
  });

  test('variant: the black die shows blank, morale stays 6', () => {
    const s0 = e6();
    runAfter(s0, 'plan', scripted({ dice: firstRoll }));
    const s1 = game.apply(s0, 0, { type: 'reroll', dice: ['n02'] }, scripted({ dice: [1, BLACK[0]] })).state;
    expect(s1.morale.pool).toBe(6);
  });
});

/** End of phase 2 with the given display and dice; runs phases 3–6 until the next decision. */
function endOfRound(s: State, rng = scripted()): State {
  runAfter(s, 'fight', rng);
  return s;
}

describe('E7: the "!" mission (A-50, RECON)', () => {
  const base = (): State => {
    const s = fresh(2);
    s.foreign = 3;
    s.morale.pool = 5;
    s.threats.early = [];
    return s;
  };
  test('(a) no pawn on A-50: foreign −1 in phase 3', () => {
    const s = base();
    s.display = [{ card: 'A-50', pawn: null }];
    expect(endOfRound(s).foreign).toBe(2);
  });
  test('(b) pawn on A-50, not completed: foreign −1', () => {
    const s = base();
    s.display = [{ card: 'A-50', pawn: 0 }];
    s.dice = [die('n01', 0, ['MONEY'])];
    s.neutralPool = 1;
    expect(endOfRound(s).foreign).toBe(2);
  });
  test('(c) pawn on A-50 and completed: no penalty, then F+1, F+1', () => {
    const s = base();
    s.display = [{ card: 'A-50', pawn: 0 }];
    s.dice = [die('n01', 0, ['DIPLOMACY']), die('n02', 0, ['DIPLOMACY']), die('n03', 0, ['DIPLOMACY'])];
    s.neutralPool = 3;
    expect(endOfRound(s).foreign).toBe(5);
  });
  test('contrast: a failed mission without "!" that has a pawn gives no penalty', () => {
    const s = base();
    s.display = [{ card: 'A-15', pawn: 0 }];
    s.dice = [die('n01', 0, ['MONEY'])];
    s.neutralPool = 1;
    expect(endOfRound(s).foreign).toBe(3);
  });
});

describe('E8–E11: the time track', () => {
  test('E8 shield from a mission: A-02 completed, field 2 skipped, Kraków unchanged', () => {
    const s = fresh(2);
    s.morale.pool = 4; // phase 4: no shield, no threats
    s.display = [{ card: 'A-02', pawn: 0 }];
    s.dice = [die('n01', 0, ['MONEY']), die('n02', 0, ['MONEY'])];
    s.neutralPool = 2;
    const ev: string[] = [];
    const after = endOfRound(s);
    ev.push(...after.recent.map((m) => m.key));
    expect(after.accord).toBe(1);
    expect(after.round).toBe(2);
    expect(after.cities.KRAKOW).toEqual(CITY);
    expect(after.shieldField).toBeNull();
    expect(ev).toContain('niepodlegla.event.shield.used');
  });

  test('E9 time-track example 1: entering 2 puts a CEN obstacle in Kraków', () => {
    const s = fresh(2);
    s.morale.pool = 4;
    s.display = [];
    const after = endOfRound(s);
    expect(after.round).toBe(2);
    expect(after.cities.KRAKOW.obs.CEN).toBe(1);
  });

  test('E9 variant: Kraków held 1 independence token, both are removed', () => {
    const s = fresh(2);
    s.morale.pool = 4;
    s.display = [];
    ind(s, 'KRAKOW');
    const after = endOfRound(s);
    expect(after.cities.KRAKOW).toEqual(CITY);
    expect(after.indSupply).toBe(34);
  });

  test('E10 time-track example 2: entering 4, a tsarist obstacle in a Kresy city of the players’ choice', () => {
    const s = fresh(2);
    s.round = 3;
    runAfter(s, 'positive');
    expect(s.round).toBe(4);
    expect(optionIds(s)).toEqual(['city:kowno', 'city:wilno', 'city:pinsk', 'city:luck']);
    // Default (§9.3 obstacle target): no independence anywhere → canonical order.
    expect(s.choice?.defaultOption).toBe('city:kowno');
    const after = settle(s, 'city:pinsk');
    expect(after.cities.PINSK.obs.RUS_TSAR).toBe(1);
  });

  test('E11 time-track example 3: February Revolution, then 2 Bolshevik obstacles in two different cities', () => {
    const s = fresh(2);
    s.round = 5;
    s.cities.WILNO.obs.RUS_TSAR = 1;
    const early = [...s.threats.early];
    const late = [...s.threats.late];
    runAfter(s, 'positive');
    expect(s.round).toBe(6);
    // 1. The revolution happened first: tsarist → Bolshevik, early threats under the late deck.
    expect(s.cities.WILNO.obs).toEqual({ RUS_TSAR: 0, RUS_BOLSHEVIK: 1, CEN: 0, UKR: 0 });
    expect(s.threats.late).toEqual([...late, ...early]);
    // 2. Two different cities of the Russian partition (Kresy + Central, A8).
    expect(optionIds(s)).toContain('cities:wilno.luck');
    expect(optionIds(s)).toContain('cities:warszawa.lublin');
    expect(optionIds(s)).not.toContain('cities:wilno.wilno');
    expect(optionIds(s)).toHaveLength(36);
    const after = settle(s, 'cities:wilno.luck');
    expect(after.cities.WILNO.obs.RUS_BOLSHEVIK).toBe(2);
    expect(after.cities.LUCK.obs.RUS_BOLSHEVIK).toBe(1);
  });
});

test('E12 morale refill, 4 players: 9 + 1 (accord 4) + 1 (Galicia) − 1 (prison) = 10', () => {
  const s = fresh(4);
  s.accord = 4;
  for (const c of ['CIESZYN', 'KRAKOW', 'LWOW', 'STANISLAWOW'] as const) ind(s, c);
  s.prison.morale = 1;
  refillPools(s, []);
  expect(s.morale.pool).toBe(10);
});

test('E13 Paris Peace Conference: accord 7 + foreign 6 → game continues, Paris needs 6 DIPLOMACY', () => {
  const s = fresh(2);
  s.round = 9;
  s.accord = 7;
  s.foreign = 6;
  runAfter(s, 'positive');
  expect(s.outcome).toBeNull();
  expect(s.round).toBe(10);
  expect(s.final?.paris).toBe(6);
});

describe('E14–E15: final cards flip', () => {
  /** Enters round 10; the scripted shuffle keeps the order, so A-61…A-66 are drawn. */
  const toFinal = (prep: (s: State) => void): State => {
    const s = fresh(2);
    s.round = 9;
    s.accord = 5;
    s.foreign = 5;
    prep(s);
    runAfter(s, 'positive');
    return s;
  };
  const side = (s: State, id: string) => s.final?.small.find((f) => f.card === id)?.easy;
  test('E14 (a) Poznań has independence: A-62 easy (2 symbols)', () => {
    const s = toFinal((x) => ind(x, 'POZNAN'));
    expect(side(s, 'A-62')).toBe(true);
  });
  test('E14 (b) Poznań has none: A-62 stays hard (3 symbols)', () => {
    expect(
      side(
        toFinal(() => {}),
        'A-62',
      ),
    ).toBe(false);
  });
  const cities = [
    'GDANSK',
    'POZNAN',
    'OPOLE',
    'CIESZYN',
    'KRAKOW',
    'LWOW',
    'STANISLAWOW',
    'KOWNO',
    'WILNO',
    'PINSK',
    'LUCK',
  ] as const;
  test('E15 (a) exactly 11 areas with independence: A-63 easy', () => {
    expect(
      side(
        toFinal((s) =>
          cities.forEach((c) => {
            ind(s, c);
          }),
        ),
        'A-63',
      ),
    ).toBe(true);
  });
  test('E15 (b) exactly 10: A-63 hard', () => {
    expect(
      side(
        toFinal((s) =>
          cities.slice(0, 10).forEach((c) => {
            ind(s, c);
          }),
        ),
        'A-63',
      ),
    ).toBe(false);
  });
});

describe('E16: two-part threat card T2-03', () => {
  const draw = (prep: (s: State) => void): State => {
    const s = fresh(2);
    s.round = 7;
    s.foreign = 3;
    s.morale.pool = 3; // one threat card
    s.threats.late = ['T2-03'];
    s.display = [];
    prep(s);
    runAfter(s, 'negative');
    return s;
  };
  test('(a) Kresy 0, Central 2 → the bottom applies: foreign 2', () => {
    const s = draw((x) => {
      ind(x, 'WARSZAWA');
      ind(x, 'LUBLIN');
    });
    expect(s.revealed).toEqual(['T2-03']);
    expect(s.foreign).toBe(2);
  });
  test('(b) Kresy 1, Central 1 → foreign stays 3', () => {
    const s = draw((x) => {
      ind(x, 'WILNO');
      ind(x, 'LUBLIN');
    });
    expect(s.foreign).toBe(3);
  });
  test('top: nobody owns a character die → nothing; with owners the players choose', () => {
    const s = draw(() => {});
    expect(s.prison.characterDice).toEqual([]);
    const t = fresh(2);
    t.round = 7;
    t.morale.pool = 3;
    t.threats.late = ['T2-03'];
    t.display = [];
    t.characters.HALLER = 0;
    t.characters.WITOS = 1;
    runAfter(t, 'negative');
    expect(optionIds(t)).toEqual(['die:witos', 'die:haller']);
    const after = settle(t, 'die:witos');
    expect(after.prison.characterDice).toEqual(['WITOS']);
  });
});

test('E17 morale check thresholds', () => {
  const rows: [number, boolean, number][] = [
    [9, false, 0],
    [6, false, 0],
    [5, false, 0],
    [4, false, 0],
    [3, false, 1],
    [2, false, 1],
    [1, false, 2],
    [0, false, 2],
    [0, true, 4],
  ];
  for (const [pool, x, n] of rows) expect(threatsDue(pool, x), `${pool} ${x}`).toBe(n);
  // ≥ 6 places the shield on the next field.
  for (const pool of [9, 6, 5]) {
    const s = fresh(2);
    s.morale.pool = pool;
    s.display = [];
    runAfter(s, 'negative');
    expect(
      s.recent.some((m) => m.key === 'niepodlegla.event.shield.placed'),
      `pool ${pool}`,
    ).toBe(pool >= 6);
  }
});

describe('E18: overflow', () => {
  /**
   * Phase 2 with one spare die each and a threat deck whose first four cards resolve without a
   * group decision or a die (T1-11 under them would roll one), so the morale check draws exactly
   * the cards it counts.
   */
  const fight = (pool: number): State => {
    const s = fresh(2);
    s.morale.pool = pool;
    s.dice = [die('n01', 0, ['MONEY']), die('n02', 1, ['MONEY'])];
    s.neutralPool = 2;
    s.display = [];
    s.threats.early = ['T1-01', 'T1-05', 'T1-09', 'T1-02', 'T1-11'];
    return s;
  };
  const keysOf = (events: { msg: { key: string } }[]) => events.map((e) => e.msg.key.replace('niepodlegla.', ''));
  const drawn = (events: { msg: { key: string } }[]) => keysOf(events).filter((k) => k === 'event.threat.drawn').length;
  test('pool 1, black 2 → pool 0, X, phase 2 ends, 4 threat cards drawn', () => {
    const { state, events } = game.apply(
      fight(1),
      0,
      { type: 'reroll', dice: ['n01'] },
      scripted({ dice: [1, BLACK[2]] }),
    );
    const keys = keysOf(events);
    // The black die takes 2 of 1 marker: overflow (X), and phase 2 ends at once.
    expect(keys).toContain('event.overflow');
    expect(keys.indexOf('event.overflow')).toBeLessThan(keys.indexOf('event.phase.negative'));
    expect(events.find((e) => e.msg.key === 'niepodlegla.event.moraleCheck')?.msg.params).toEqual({ pool: 0, n: 4 });
    expect(drawn(events)).toBe(4);
    expect(state.threats.early).toEqual(['T1-11']);
  });
  test('pool 2, black 2 → pool 0, no X, 2 threat cards drawn', () => {
    const { state, events } = game.apply(
      fight(2),
      0,
      { type: 'reroll', dice: ['n01'] },
      scripted({ dice: [1, BLACK[2]] }),
    );
    expect(keysOf(events)).not.toContain('event.overflow');
    expect(events.find((e) => e.msg.key === 'niepodlegla.event.moraleCheck')?.msg.params).toEqual({ pool: 0, n: 2 });
    expect(drawn(events)).toBe(2);
    expect(state.threats.early).toEqual(['T1-09', 'T1-02', 'T1-11']);
  });
});

test('E19 accord drop: the morale bonus goes and comes back; removals re-trigger', () => {
  const s = fresh(2);
  s.accord = 4;
  expect(moraleBonus(s)).toBe(1);
  resolve(s, ['A-1']);
  expect(s.accord).toBe(3);
  expect(moraleBonus(s)).toBe(0);
  resolve(s, ['A+1']);
  expect(moraleBonus(s)).toBe(1);
  // Rising 1 → 2 grants one obstacle removal; dropping back does not restore it; rising again grants another.
  const r = fresh(2);
  r.accord = 1;
  r.cities.KOWNO.obs.CEN = 2;
  resolve(r, ['A+1']);
  expect(r.choice?.item.step.k).toBe('removeObstacle');
  let after = settle(r, 'obstacle:kowno:cen');
  expect(after.cities.KOWNO.obs.CEN).toBe(1);
  resolve(after, ['A-1']);
  expect(after.cities.KOWNO.obs.CEN).toBe(1);
  resolve(after, ['A+1']);
  // Only one obstacle left and "decline": the group decides again.
  expect(optionIds(after)).toEqual(['obstacle:kowno:cen', 'decline']);
  after = settle(after, 'obstacle:kowno:cen');
  expect(after.cities.KOWNO.obs.CEN).toBe(0);
});

describe("E20: rank table, through the engine's scoring", () => {
  /** A border defence with every small final pawned (easy sides), the given D cards and dice. */
  const finalState = (players: number, dice: [string, number, string[]][], d: string[] = [], pool = 5): State => {
    const s = fresh(players);
    s.round = 10;
    s.phase = 'finalFight';
    const cards = ['A-61', 'A-62', 'A-63', 'A-64', 'A-65', 'A-66', 'A-67', 'A-68'].slice(0, players === 4 ? 8 : 6);
    s.final = {
      paris: 3,
      warsaw: 4,
      small: cards.map((card, i) => ({ card, easy: true, pawn: i % players })),
      d,
      dWanted: d.length,
      stopped: false,
    };
    s.dice = dice.map(([id, holder, face]) => die(id, holder, face as never));
    s.morale.pool = pool;
    return s;
  };
  const easyNeeds: Record<string, string[]> = {
    'A-61': ['FIGHT', 'PEOPLE'],
    'A-62': ['FIGHT', 'PEOPLE'],
    'A-63': ['FIGHT', 'DIPLOMACY'],
    'A-64': ['FIGHT', 'MONEY'],
    'A-65': ['FIGHT', 'PEOPLE'],
    'A-66': ['PEOPLE', 'DIPLOMACY'],
    'A-67': ['PEOPLE', 'FIGHT'],
    'A-68': ['DIPLOMACY', 'DIPLOMACY'],
  };
  const dNeeds: Record<string, string[]> = {
    'A-70': ['FIGHT', 'FIGHT', 'DIPLOMACY'],
    'A-71': ['DIPLOMACY', 'DIPLOMACY', 'PEOPLE'],
    'A-72': ['PEOPLE', 'PEOPLE', 'MONEY'],
    'A-73': ['FIGHT', 'MONEY', 'MONEY'],
    'A-74': ['DIPLOMACY', 'DIPLOMACY', 'MONEY'],
  };
  /** Dice covering Paris (3), Warsaw (4), each small final but `skip`, each D card, plus one spare MONEY die. */
  const coverAll = (players: number, d: string[] = [], skip: string[] = []): [string, number, string[]][] => {
    const out: [string, number, string[]][] = [];
    const cards = Object.keys(easyNeeds).slice(0, players === 4 ? 8 : 6);
    cards.forEach((c, i) => {
      if (!skip.includes(c)) out.push([`s${i}`, i % players, easyNeeds[c] ?? []]);
    });
    out.push(['p1', 0, ['DIPLOMACY', 'DIPLOMACY']], ['p2', 0, ['DIPLOMACY']]);
    out.push(['w1', 1, ['FIGHT', 'FIGHT']], ['w2', 1, ['FIGHT', 'FIGHT']]);
    d.forEach((c, i) => {
      out.push([`d${i}`, i % players, dNeeds[c] ?? []]);
    });
    out.push(['n99', 0, ['MONEY']]);
    return out;
  };
  /** The game's own result: the team score and the rank it converts to. */
  const scored = (s: State) => {
    const r = game.result(s);
    const rank = r?.reason.params?.rank;
    return {
      win: s.outcome?.win,
      score: r?.scores?.[0],
      rank:
        typeof rank === 'object' && rank !== null && 'key' in rank ? rank.key.replace('niepodlegla.rank.', '') : null,
    };
  };
  /** Seat 0 rerolls the spare die (blank face kept as MONEY: scripted 1) with the given black die. */
  const reroll = (s: State, black: number) =>
    game.apply(s, 0, { type: 'reroll', dice: ['n99'] }, rolls(1, black)).state;

  test('2 players, a win with 0 D → 44, rotmistrz', () => {
    const after = reroll(finalState(2, coverAll(2)), BLACK[0]);
    expect(scored(after)).toEqual({ win: true, score: 44, rank: 'cavalryCaptain' });
  });
  test('4 players, a win with 3 D → 50, generał brygady', () => {
    const d = ['A-70', 'A-71', 'A-72'];
    const after = game.apply(finalState(4, coverAll(4, d), d), 0, { type: 'done' }, scripted()).state;
    expect(after.outcome?.dCompleted).toBe(3);
    expect(scored(after)).toEqual({ win: true, score: 50, rank: 'brigadierGeneral' });
  });
  test('any player count, a win with 5 D → 54, Marszałek Polski', () => {
    const d = ['A-70', 'A-71', 'A-72', 'A-73', 'A-74'];
    for (const players of [2, 4]) {
      const after = game.apply(finalState(players, coverAll(players, d), d), 0, { type: 'done' }, scripted()).state;
      expect(after.outcome?.dCompleted, `${players} players`).toBe(5);
      expect(scored(after).rank, `${players} players`).toBe('marshal');
      expect(scored(after).score).toBe(players === 4 ? 10 + 10 + 8 * 3 + 5 * 2 : 10 + 10 + 6 * 4 + 5 * 2);
    }
  });
  test('4 players, Paris + Warsaw + 7 of 8 small F + 0 D (a loss) → 41, "try again"', () => {
    // Morale runs out (black 2 on a pool of 1) with A-68 still open.
    const after = reroll(finalState(4, coverAll(4, [], ['A-68']), [], 1), BLACK[2]);
    expect(after.outcome?.reason).toBe('morale');
    expect(scored(after)).toEqual({ win: false, score: 41, rank: 'tryAgain' });
  });
});
