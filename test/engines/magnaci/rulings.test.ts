/**
 * One test per proposed ruling of spec section 8 (Ambiguity N → "ruling N"). Rulings that
 * a worked example already pins are asserted there; the test here names that example.
 */
import { describe, expect, it } from 'vitest';
import { ScriptedRng } from '../../../src/engines/kit/rng.js';
import { estatesIn, markerOf, provinceModifier, wealth } from '../../../src/engines/magnaci/board.js';
import { scaleOf } from '../../../src/engines/magnaci/data/conflicts.js';
import { FAMILY, FAMILY_CARDS } from '../../../src/engines/magnaci/data/family.js';
import { POWER_FIELDS } from '../../../src/engines/magnaci/data/geography.js';
import { OFFICES } from '../../../src/engines/magnaci/data/senators.js';
import { magnaciGame } from '../../../src/engines/magnaci/index.js';
import { conflictLayout } from '../../../src/engines/magnaci/phases/conflicts.js';
import { eligiblePlays, grainRaftingGain } from '../../../src/engines/magnaci/plays.js';
import type { State, Task } from '../../../src/engines/magnaci/state.js';
import { conflictScene, newGame, resume, Table } from './helpers.js';

/** Jumps a Conflict scene to a window of the given kind, then the usual rest of the Age. */
function windowScene(t: Table, kind: 'pacta' | 'poselstwo' | 'interregnum'): Table {
  const s = t.state;
  s.prompt = null;
  const rest: Task[] = [{ t: 'conflictCleanup' }, { t: 'interregnum' }, { t: 'endAge' }];
  if (kind === 'interregnum') s.tasks = [{ t: 'conflictsResolveAll' }, ...rest];
  else if (kind === 'poselstwo')
    s.tasks = [
      { t: 'openWindow', ctx: { kind: 'poselstwo' } },
      { t: 'sealed', phase: 'conflict' },
      { t: 'conflictsResolveAll' },
      ...rest,
    ];
  else s.tasks = [{ t: 'openWindow', ctx: { kind: 'pacta' } }, ...rest];
  t.state = resume(s);
  return t;
}

describe('magnaci rulings (spec section 8)', () => {
  it('ruling 1 — the Family deck is 2–9, Lady, 11–14 (no ordinary 10)', () => {
    expect(FAMILY_CARDS.map((c) => FAMILY[c].strength)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 1, 11, 12, 13, 14]);
    expect(FAMILY.DAMA).toEqual({ strength: 1, influence: 10 });
  });

  it('ruling 2 — one pass around the table; several cards on one turn; the option loops until all pass', () => {
    for (const window of ['onePass', 'untilAllPass'] as const) {
      const t = conflictScene(3, { 8: 'WOJNA_SZWEDZKA' });
      t.state.options.window = window;
      t.state.players[0]?.laws.push('POSPOLITE_RUSZENIE', 'WOJSKA_KWARCIANE');
      t.state.players[1]?.laws.push('ROKOSZ');
      t.seal(0, { IX: 'F2' }).seal(1, { IX: 'F3' }).seal(2, { IX: 'F4' });
      t.act(0, { type: 'play', play: { card: 'POSPOLITE_RUSZENIE' } });
      t.expectPrompt('window', 0); // still seat 0's turn: may play another card
      t.pass(0);
      t.pass(1);
      if (window === 'onePass') expect(t.state.window).toBeNull();
      else t.expectPrompt('window', 0); // someone played: another round
    }
  });

  it('ruling 3 — modifiers need an own card in the contest', () => {
    const t = new Table(newGame(3)).defaultsUntil((s) => s.prompt?.p === 'sealed');
    t.state.players[0]?.laws.push('TRYBUNAL');
    t.seal(0, { PODSKARBI: 'F5', HETMAN: 'F2', KANCLERZ: 'F3' });
    t.seal(1, { PRYMAS: 'F14', PODSKARBI: 'F4', HETMAN: 'F6' });
    t.seal(2, { PRYMAS: 'F7', HETMAN: 'F8', KANCLERZ: 'F9' });
    // Seat 0 skipped the Prymas: no prompt there; it is asked first at the Podskarbi.
    expect(t.state.senators.PRYMAS.holder).toBe(1);
    expect(t.state.prompt).toMatchObject({ p: 'placeEstates', seat: 1 });
    t.place(1, 'LITWA');
    t.expectPrompt('window', 0);
  });

  it('ruling 4 — a three-way Prymas tie goes to the latest tied player', () => {
    const t = new Table(newGame(3)).defaultsUntil((s) => s.prompt?.p === 'sealed');
    t.seal(0, { PRYMAS: 'F9', PODSKARBI: 'F2', HETMAN: 'F3' });
    t.seal(1, { PRYMAS: 'F9', PODSKARBI: 'F3', HETMAN: 'F2' });
    t.seal(2, { PRYMAS: 'F9', PODSKARBI: 'F4', HETMAN: 'F5' });
    expect(t.state.senators.PRYMAS.holder).toBe(2);
  });

  it('ruling 5 — an office nobody bid for is set aside', () => {
    const t = new Table(newGame(3)).defaultsUntil((s) => s.prompt?.p === 'sealed');
    for (const seat of [0, 1, 2]) t.seal(seat, { PRYMAS: 'F9', PODSKARBI: 'F2', HETMAN: 'F3' });
    t.defaultsUntil((s) => s.phase === 'SEJM');
    expect(t.state.senators.KANCLERZ.holder).toBeNull();
    expect(t.keys()).toContain('magnaci.event.officeUnclaimed');
  });

  it('ruling 6 — 4 Senate fields and 5 Sejm fields', () => {
    expect(OFFICES).toHaveLength(4);
    const t = new Table(newGame(3)).defaultsUntil((s) => s.phase === 'SEJM');
    expect(t.state.sejmFields).toHaveLength(5);
  });

  it('ruling 7 — a Province is partitioned from the moment of loss: its Fief Reward is denied', () => {
    const t = conflictScene(3, { 0: 'WOJNA_Z_ROSJA', 1: 'WOJNA_INFLANCKA' }, ['F2', 'F5', 'F6', 'F14', 'F3']);
    t.seal(0, { I: 'F2', II: 'F6' }).seal(1, { I: 'F2', II: 'F5' }).seal(2, { I: 'F2', II: 'F14' });
    t.defaultsUntil((s) => s.contests.filter((c) => c.key.startsWith('conflict:')).length === 2);
    expect(t.state.contests.filter((c) => c.key.startsWith('conflict:')).map((c) => c.won)).toEqual([false, true]);
    expect(t.keys()).toContain('magnaci.event.fiefDenied');
    expect(t.estates('INFLANTY')).toEqual([0, 0, 0]);
  });

  it('ruling 8 — the Partition stays while a fresh card shares the fields, and lifts when it is won', () => {
    const t = conflictScene(3, { 2: 'BUNT_KOZAKOW', 3: 'WOJNA_Z_ABAZY_PASZA' }, ['F5', 'F6', 'F11', 'F12', 'F2']);
    t.state.conflictFields[2] = { card: 'BUNT_KOZAKOW', drawnInAge: 0, lostThisAge: false };
    t.state.partitioned = ['UKRAINA'];
    t.state.partitionPawns = ['UKRAINA'];
    t.seal(0, { III: 'F11', IV: 'F12' }).seal(1, { III: 'F6', IV: 'F5' }).seal(2, { III: 'F5', IV: 'F6' });
    const events = t.keys();
    expect(events.filter((k) => k === 'magnaci.event.partitionLifted')).toHaveLength(1);
    expect(events.lastIndexOf('magnaci.event.partitionLifted')).toBeGreaterThan(
      events.lastIndexOf('magnaci.event.conflictWon'),
    );
    expect(t.state.partitionPawns).toEqual([]);
  });

  it('ruling 9 — several players in one Fief: +1 Strength once, +1 Presence each', () => {
    const s = newGame(3);
    s.estates.SMOLENSZCZYZNA = [1, 1, 0];
    expect(provinceModifier(s, 'LITWA')).toBe(1);
    expect([wealth(s, 0), wealth(s, 1)]).toEqual([2, 2]);
  });

  it('ruling 10 — a multi-Province Raid does not take the other Province’s Fiefs', () => {
    const t = conflictScene(3, { 2: 'NAJAZD_ORDY_KRYMSKIEJ' });
    t.state.estates.MOLDAWIA = [1, 0, 0];
    t.seal(0, { III: 'F2' }).seal(1, { III: 'F2' }).seal(2, { III: 'F2' });
    expect(t.estates('MOLDAWIA')).toEqual([1, 0, 0]);
  });

  it('ruling 11 — losing Silent Sejm again adds no pawns', () => {
    const t = conflictScene(3, { 0: 'SEJM_NIEMY' });
    t.state.silentSejm = ['PRUSY', 'LITWA', 'UKRAINA', 'MALOPOLSKA', 'WIELKOPOLSKA'];
    t.seal(0, { I: 'F2' }).seal(1, { I: 'F2' }).seal(2, { I: 'F2' });
    expect(t.state.silentSejm).toHaveLength(5);
    expect(t.keys()).not.toContain('magnaci.event.silentSejm');
    expect(t.state.partitioned).toContain('LITWA');
  });

  it('ruling 12 — when no card in the deck can be placed, fewer Conflicts come out', () => {
    const s = newGame(3);
    s.conflictFields[0] = { card: 'WOJNA_Z_ROSJA', drawnInAge: 1, lostThisAge: false };
    s.conflictFields[1] = { card: 'SEJM_NIEMY', drawnInAge: 1, lostThisAge: false };
    s.conflictDeck = ['WOJNA_SMOLENSKA', 'WOJNA_MOSKIEWSKA', 'BUNT_KOZAKOW'];
    const ev: Parameters<typeof conflictLayout>[0]['ev'] = [];
    conflictLayout({ s, ev, rng: new ScriptedRng() });
    expect(s.conflictFields.filter((c) => c !== null)).toHaveLength(3);
    expect(ev.map((e) => e.msg.key)).toContain('magnaci.event.conflictDeckStuck');
  });

  it('ruling 13 — field numbering I–II Moscow … IX–X Brandenburg/Sweden', () => {
    expect(POWER_FIELDS).toEqual({
      MOSCOW: [0, 1],
      COSSACKS_TATARS: [2, 3],
      TURKEY: [4, 5],
      HABSBURG: [6, 7],
      BRANDENBURG_SWEDEN: [8, 9],
    });
  });

  it('ruling 14 — Poselstwo removes a leftover card, lifts its Partition and refills to 5', () => {
    const t = conflictScene(3, {
      0: 'WOJNA_Z_ROSJA',
      2: 'BUNT_KOZAKOW',
      4: 'WOJNA_TURECKA',
      6: 'INSUREKCJA',
      8: 'WOJNA_POLNOCNA',
    });
    t.state.conflictFields[0] = { card: 'WOJNA_Z_ROSJA', drawnInAge: 0, lostThisAge: false };
    t.state.partitioned = ['LITWA'];
    t.state.partitionPawns = ['LITWA'];
    t.state.conflictDeck = ['SWIETA_LIGA', 'POTOP_SZWEDZKI'];
    t.state.players[1]?.laws.push('POSELSTWO');
    windowScene(t, 'poselstwo');
    t.expectPrompt('window', 1);
    t.act(1, { type: 'play', play: { card: 'POSELSTWO', field: 0 } });
    expect(t.state.partitionPawns).toEqual([]);
    expect(t.state.conflictFields[0]).toBeNull();
    expect(t.state.conflictFields[5]?.card).toBe('SWIETA_LIGA');
  });

  it('ruling 15 — Pacta conventa counts Law cards won in this Sejm bearing the named symbol', () => {
    const t = conflictScene(3, {});
    t.state.players[0]?.laws.push('PACTA_CONVENTA');
    t.state.wonThisSejm = [['TRYBUNAL', 'KONFEDERACJA', 'KOLEGIA_JEZUICKIE'], [], []];
    windowScene(t, 'pacta');
    t.expectPrompt('window', 0);
    const ids = magnaciGame.legalActions(t.state, 0).map((a) => a.id);
    expect(ids).not.toContain('play:pacta_conventa:sabre'); // the Royal Policy (Batory)
    t.act(0, { type: 'play', play: { card: 'PACTA_CONVENTA', symbol: 'CROWN' } });
    expect(t.state.prompt).toMatchObject({ p: 'placeEstates', seat: 0, count: 2 });
  });

  it('ruling 16 — Spław zboża per Province; the strict option blocks it entirely', () => {
    const s = newGame(3);
    s.estates.WIELKOPOLSKA = [1, 0, 0];
    s.estates.MALOPOLSKA = [1, 0, 0];
    expect(grainRaftingGain(s, 0)).toBe(2);
    s.partitioned = ['MALOPOLSKA'];
    expect(grainRaftingGain(s, 0)).toBe(1);
    s.options.grainRafting = 'strict';
    expect(grainRaftingGain(s, 0)).toBe(0);
    s.options.grainRafting = 'perProvince';
    s.partitioned = ['WIELKOPOLSKA'];
    expect(grainRaftingGain(s, 0)).toBe(0);
    s.partitioned = ['PRUSY'];
    expect(grainRaftingGain(s, 0)).toBe(0);
  });

  it('ruling 17/18 — Prywatne księstwo ignores partitioned Dominances; Unia brzeska counts them', () => {
    const t = conflictScene(3, {});
    const s = t.state;
    s.estates.LITWA = [2, 0, 0];
    s.estates.PRUSY = [1, 0, 0];
    s.partitioned = ['LITWA'];
    s.partitionPawns = ['LITWA'];
    s.players[0]?.laws.push('PRYWATNE_KSIESTWO', 'UNIA_BRZESKA');
    windowScene(t, 'interregnum');
    const plays = eligiblePlays(t.state, 0).map((p) => p.card);
    expect(plays).toContain('UNIA_BRZESKA');
    expect(plays).not.toContain('PRYWATNE_KSIESTWO'); // only 1 Dominance outside Partition, 3 players need 2
  });

  it('ruling 19 — Asygnaty: the target gives a Law card, the user picks which', () => {
    const t = conflictScene(3, {});
    t.state.players[0]?.laws.push('ASYGNATY');
    t.state.players[1]?.laws.push('TRYBUNAL', 'ROKOSZ');
    t.state.estates.LITWA = [0, 2, 0];
    windowScene(t, 'interregnum');
    t.act(0, { type: 'play', play: { card: 'ASYGNATY', target: 1 } });
    t.expectPrompt('assignatsRespond', 1);
    const decision = magnaciGame.legalActions(t.state, 1).filter((a) => a.free !== true);
    expect(decision.map((a) => a.id)).toEqual(['givelaw', 'give:litwa']);
    t.act(1, { type: 'giveLaw' });
    t.expectPrompt('assignatsTake', 0);
    t.act(0, { type: 'takeLaw', law: 'ROKOSZ' });
    expect(t.state.players[0]?.laws).toEqual(['ROKOSZ']);
    expect(t.state.players[1]?.laws).toEqual(['TRYBUNAL']);
  });

  it('ruling 20 — Ordynacja redirects one Estate loss to another Province', () => {
    const t = conflictScene(3, { 8: 'WOJNA_SZWEDZKA' });
    t.state.players[1]?.laws.push('ORDYNACJA');
    t.state.estates.PRUSY = [0, 1, 0];
    t.state.estates.LITWA = [0, 3, 0];
    t.seal(0, { IX: 'F2' }).seal(1, { IX: 'F3' }).seal(2, { IX: 'F4' });
    t.expectPrompt('entail', 1);
    t.act(1, { type: 'entail', province: 'LITWA' });
    expect([estatesIn(t.state, 'PRUSY', 1), estatesIn(t.state, 'LITWA', 1)]).toEqual([1, 2]);
  });

  it('ruling 21/43 — VETO cancels the Hetman; its +3 never counts and it returns to the Senate', () => {
    const t = conflictScene(3, { 8: 'WOJNA_SZWEDZKA' });
    t.state.senators.HETMAN = { holder: 0, used: false };
    t.state.players[2]?.laws.push('VETO');
    t.seal(0, { IX: 'F6' }).seal(1, { IX: 'F6' }).seal(2, { IX: 'F6' });
    t.act(0, { type: 'play', play: { card: 'HETMAN' } });
    t.expectPrompt('veto', 2);
    t.act(2, { type: 'veto' });
    expect(t.state.senators.HETMAN.holder).toBeNull();
    expect(t.state.players[2]?.laws).toEqual([]);
    expect(t.state.contests.at(-1)?.totals).toEqual([6, 6, 6]);
  });

  it('ruling 22 — a Law card may be used in the phase it was won (see E10: S is asked with Kolegia jezuickie)', () => {
    const t = conflictScene(3, { 8: 'WOJNA_SZWEDZKA' });
    t.state.players[0]?.laws.push('KAPITULACJA');
    t.seal(0, { IX: 'F6' }).seal(1, { IX: 'F6' }).seal(2, { IX: 'F6' });
    t.expectPrompt('window', 0);
  });

  it('ruling 24 — with 4–5 players a player never has more than 35 Estates on the board', () => {
    const t = conflictScene(4, { 8: 'WOJNA_SZWEDZKA' }, ['F14', 'F6', 'F2', 'F3', 'F4']);
    t.state.estates.LITWA = [35, 0, 0, 0];
    t.seal(0, { IX: 'F14' }).seal(1, { IX: 'F6' }).seal(2, { IX: 'F6' }).seal(3, { IX: 'F6' });
    expect(t.estates('PRUSY')[0]).toBe(0);
  });

  it('ruling 25 — two players: 1 against 0 is Dominance', () => {
    const s = newGame(2);
    s.estates.PRUSY = [1, 0];
    expect(markerOf(s, 'PRUSY')).toEqual({ seat: 0, kind: 'DOM' });
  });

  it('ruling 26 — Strength may go negative and is summed as is (see E31h)', () => {
    const t = conflictScene(2, { 8: 'WOJNA_SZWEDZKA' }, ['DAMA', 'F3', 'F4', 'F5', 'F6']);
    t.state.players[0]?.laws.push('KAPITULACJA');
    t.seal(0, { IX: 'DAMA' }).seal(1, { IX: 'F6' });
    t.act(0, { type: 'play', play: { card: 'KAPITULACJA' } });
    expect(t.state.contests.at(-1)).toMatchObject({ cs: 4, totals: [-2, 6] });
  });

  it('ruling 27/28 — the lowest without Estates is spared; Raids hit partitioned Provinces (E16, E17)', () => {
    const t = conflictScene(3, { 8: 'WOJNA_SZWEDZKA' });
    t.state.partitioned = ['PRUSY'];
    t.state.estates.PRUSY = [0, 0, 2];
    t.seal(0, { IX: 'F2' }).seal(1, { IX: 'F3' }).seal(2, { IX: 'F4' });
    expect(t.estates('PRUSY')).toEqual([0, 0, 1]);
    expect(t.keys()).toContain('magnaci.event.lowestSpared');
  });

  it('ruling 29 — a Law-card loss without Law cards does nothing', () => {
    const t = conflictScene(3, { 6: 'KROLOWA_HABSBURZANKA' });
    t.seal(0, { VII: 'F2' }).seal(1, { VII: 'F3' }).seal(2, { VII: 'F4' });
    expect(t.keys()).toContain('magnaci.event.noLawToLose');
  });

  it('ruling 30 — the Third Partition is checked only in the Interregnum', () => {
    const t = conflictScene(3, { 0: 'WOJNA_Z_ROSJA', 2: 'BUNT_KOZAKOW', 4: 'WOJNA_TURECKA' });
    for (const seat of [0, 1, 2]) t.seal(seat, { I: 'F2', III: 'F3', V: 'F4' });
    t.defaultsUntil((s) => s.phase === 'ENDED'); // the Prymas names who takes each penalty
    expect(t.keys().indexOf('magnaci.event.thirdPartition')).toBeGreaterThan(
      t.keys().lastIndexOf('magnaci.event.partitionPawn'),
    );
    expect(magnaciGame.result(t.state)?.winners).toEqual([]);
  });

  it('ruling 32 — a final tie: the last Prymas names the winner', () => {
    const t = conflictScene(3, {});
    const s = t.state;
    s.age = 4;
    s.lastPrymas = 2;
    s.estates.PRUSY = [1, 0, 0];
    s.estates.LITWA = [0, 1, 0];
    s.prompt = null;
    s.tasks = [{ t: 'scoring' }];
    t.state = resume(s);
    t.expectPrompt('pick', 2);
    t.act(2, { type: 'pick', seat: 1 });
    expect(magnaciGame.result(t.state)).toMatchObject({ winners: [1], ranking: [[1], [0], [2]] });
  });

  it('ruling 33 — a turn-order tie among 3+: the Prymas gives a full order for the tied group', () => {
    const t = conflictScene(4, {});
    const s = t.state;
    s.turnOrder = [0, 1, 2, 3];
    // Seats 0, 1 and 2 tie on 2 Estates; seat 3 leads with 5. The Prymas (seat 1) is among the tied.
    s.estates.PRUSY = [1, 1, 1, 3];
    s.estates.LITWA = [1, 1, 1, 2];
    s.senators.PRYMAS = { holder: 1, used: false };
    s.prompt = null;
    s.tasks = [{ t: 'endAge' }];
    t.state = resume(s);
    // The Prymas is asked for the first of the three, then for the first of the two left.
    t.expectPrompt('pick', 1);
    expect(t.state.prompt).toMatchObject({ purpose: 'order', candidates: [0, 1, 2] });
    t.act(1, { type: 'pick', seat: 2 });
    t.expectPrompt('pick', 1);
    expect(t.state.prompt).toMatchObject({ purpose: 'order', candidates: [0, 1] });
    t.act(1, { type: 'pick', seat: 0 });
    // Most Estates first, then the tied group exactly as the Prymas ordered it.
    expect(t.state.turnOrder).toEqual([3, 2, 0, 1]);
    expect(t.state.age).toBe(2);
  });

  it('ruling 34 — revealed Family cards are public', () => {
    const t = new Table(newGame(3)).defaultsUntil((s) => s.revealed.length > 0);
    const spectator = magnaciGame.view(t.state, null);
    expect(spectator.players.some((p) => p.setAside.length > 0)).toBe(true);
  });

  it('ruling 35 — the Kanclerz is never playable in the Senate', () => {
    const s: State = newGame(3);
    s.senators.KANCLERZ = { holder: 0, used: false };
    s.bids['senate:PRYMAS'] = ['F5', null, null];
    s.revealed = ['senate:PRYMAS'];
    s.window = { ctx: { kind: 'senate', office: 'PRYMAS' }, idx: 0, playedThisRound: false };
    expect(eligiblePlays(s, 0)).toEqual([]);
  });

  it('ruling 38 — the cleanup compares Scales for the current player count', () => {
    expect(scaleOf('WOJNA_TURECKA', 2)).toBeGreaterThan(scaleOf('BUNT_KOZAKOW', 2));
    const t = conflictScene(3, { 2: 'BUNT_KOZAKOW', 3: 'POWSTANIE_CHMIELNICKIEGO' });
    for (const seat of [0, 1, 2]) t.seal(seat, { III: 'F2', IV: 'F3' });
    t.defaultsUntil((s) => s.phase !== 'CONFLICTS');
    expect(t.state.conflictFields[3]?.card ?? t.state.conflictFields[2]?.card).toBe('POWSTANIE_CHMIELNICKIEGO');
  });

  it('ruling 45 / defaults — every deadline default is accepted', () => {
    const t = new Table(newGame(4)).defaultsUntil((s) => s.phase === 'ENDED', 5000);
    expect(magnaciGame.result(t.state)).not.toBeNull();
  });
});
