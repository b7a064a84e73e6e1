/**
 * The rulebook's long worked example (spec section 7, E1–E23): Lubomirski (L, seat 0),
 * Potocki (P, seat 1) and Sapieha (S, seat 2) play the Golden Age. Each test continues
 * from the state the previous one left, exactly as the rulebook tells it.
 */
import { describe, expect, it } from 'vitest';
import { markerOf, royalPolicy } from '../../../src/engines/magnaci/board.js';
import { magnaciGame } from '../../../src/engines/magnaci/index.js';
import { newGame, Table } from './helpers.js';

const L = 0;
const P = 1;
const S = 2;

function prepared(): Table {
  const state = newGame(3);
  // The decks as the example deals them (the scripted shuffle keeps this order).
  state.lawDeck = [
    'KOLEGIA_JEZUICKIE',
    'PRYWATNE_KSIESTWO',
    'KAPITULACJA',
    'BISKUPSTWO',
    'TRYBUNAL',
    'WERSAL_POLNOCY',
    'KONFEDERACJA',
  ];
  state.conflictDeck = [
    'KROLOWA_HABSBURZANKA',
    'NAJAZD_ORDY_KRYMSKIEJ',
    'BUNT_KOZAKOW',
    'WOJNA_Z_ABAZY_PASZA',
    'WOJNA_INFLANCKA',
    'WOJNA_TURECKA',
    'POTOP_SZWEDZKI',
  ];
  return new Table(state);
}

describe('Magnaci worked example (E1–E23)', () => {
  const t = prepared();

  it('E1 — setup: initial Estates in turn order; a lone player Dominates', () => {
    expect(t.state.turnOrder).toEqual([L, P, S]);
    t.act(L, { type: 'initialEstate', province: 'PRUSY' });
    t.act(P, { type: 'initialEstate', province: 'WIELKOPOLSKA' });
    t.act(S, { type: 'initialEstate', province: 'LITWA' });
    expect(markerOf(t.state, 'PRUSY')).toEqual({ seat: L, kind: 'DOM' });
    expect(markerOf(t.state, 'WIELKOPOLSKA')).toEqual({ seat: P, kind: 'DOM' });
    expect(markerOf(t.state, 'LITWA')).toEqual({ seat: S, kind: 'DOM' });
    expect(markerOf(t.state, 'UKRAINA')).toBeNull();
    expect(markerOf(t.state, 'MALOPOLSKA')).toBeNull();
  });

  it('E2 — Royal Election: Stefan Batory, Royal Policy SABRE', () => {
    expect(t.state.kings[0]).toMatchObject({ id: 'STEFAN_BATORY', revealed: true });
    expect(royalPolicy(t.state)).toBe('SABRE');
    expect(t.state.phase).toBe('SENATE');
  });

  it('E3 — Senate placement is sequential; offices are public, values are not', () => {
    t.expectPrompt('sealed', L);
    t.seal(L, { PRYMAS: 'DAMA', PODSKARBI: 'F8', HETMAN: 'F14' });
    t.expectPrompt('sealed', P);
    t.seal(P, { PRYMAS: 'F12', PODSKARBI: 'F11', HETMAN: 'F14' });
    // Before Sapieha bids he sees where L and P bid, but not their values.
    const sv = magnaciGame.view(t.state, S);
    expect(sv.senate.map((o) => o.bids)).toEqual([
      ['hidden', 'hidden', null],
      ['hidden', 'hidden', null],
      ['hidden', 'hidden', null],
      [null, null, null],
    ]);
    expect(magnaciGame.view(t.state, L).senate[0]?.bids[L]).toBe('DAMA');
    t.seal(S, { PRYMAS: 'F12', HETMAN: 'F11', KANCLERZ: 'F2' });
  });

  it('E4 — Prymas: P and S tie at 12, the later player (S) wins; 1 Estate to Litwa', () => {
    expect(t.state.senators.PRYMAS.holder).toBe(S);
    t.expectPrompt('placeEstates', S);
    t.place(S, 'LITWA');
    expect(t.estates('LITWA')).toEqual([0, 0, 2]);
  });

  it('E5 — Podskarbi: P 11 beats L 8; Litwa {S:2, P:1} stays Dom S', () => {
    expect(t.state.senators.PODSKARBI.holder).toBe(P);
    t.place(P, 'LITWA');
    expect(t.estates('LITWA')).toEqual([0, 1, 2]);
    expect(markerOf(t.state, 'LITWA')).toEqual({ seat: S, kind: 'DOM' });
  });

  it('E6 — Hetman: L and P tie at 14, the Prymas picks L; 2 Estates (SABRE) in one Province', () => {
    t.expectPrompt('pick', S);
    t.act(S, { type: 'pick', seat: L });
    expect(t.state.senators.HETMAN.holder).toBe(L);
    t.expectPrompt('placeEstates', L);
    expect(t.state.prompt).toMatchObject({ count: 2 });
    t.place(L, 'WIELKOPOLSKA');
    expect(t.estates('WIELKOPOLSKA')).toEqual([2, 1, 0]);
    expect(markerOf(t.state, 'WIELKOPOLSKA')).toEqual({ seat: L, kind: 'DOM' });
  });

  it('E7 — Kanclerz: the single bidder S wins with a 2', () => {
    t.place(S, 'UKRAINA');
    expect(t.state.senators.KANCLERZ.holder).toBe(S);
    expect(t.estates('UKRAINA')).toEqual([0, 0, 1]);
    expect(t.state.players.map((p) => p.hand.length)).toEqual([10, 10, 10]);
  });

  it('E8 — Sejm: five Law cards dealt; simultaneous secret placement', () => {
    expect(t.state.sejmFields).toEqual([
      'KOLEGIA_JEZUICKIE',
      'PRYWATNE_KSIESTWO',
      'KAPITULACJA',
      'BISKUPSTWO',
      'TRYBUNAL',
    ]);
    expect(t.waiting().sort()).toEqual([L, P, S]);
    expect(magnaciGame.pending(t.state).every((d) => d.kind === 'secret')).toBe(true);
    t.seal(L, { I: 'F9', II: 'F13', III: 'F2', IV: 'F7', V: 'F3' });
    t.seal(P, { I: 'F13', II: 'F4', III: 'F9', IV: 'F8', V: 'F7' });
    // Nothing of L's or P's Sejm cards is visible to S before the reveal.
    expect(magnaciGame.view(t.state, S).sejm.map((f) => f.bids)).toEqual(Array(5).fill([null, null, null]));
    t.seal(S, { I: 'DAMA', II: 'F4', III: 'F7', IV: 'F14', V: 'F9' });
  });

  it('E9 — field I: S plays the Kanclerz (10 → 13) and, as Prymas, takes the tie', () => {
    t.expectPrompt('window', S);
    t.act(S, { type: 'play', play: { card: 'KANCLERZ' } });
    expect(t.state.senators.KANCLERZ.used).toBe(true);
    t.expectPrompt('pick', S);
    t.act(S, { type: 'pick', seat: S });
    t.place(S, 'UKRAINA');
    expect(t.state.players[S]?.laws).toEqual(['KOLEGIA_JEZUICKIE']);
    expect(t.estates('UKRAINA')).toEqual([0, 0, 3]);
  });

  it('E10 — field II: L wins Prywatne księstwo with 13', () => {
    t.expectPrompt('window', S); // S holds Kolegia jezuickie (+1) and may use it
    t.pass(S);
    t.place(L, 'MALOPOLSKA');
    expect(t.state.players[L]?.laws).toEqual(['PRYWATNE_KSIESTWO']);
    expect(markerOf(t.state, 'MALOPOLSKA')).toEqual({ seat: L, kind: 'DOM' });
  });

  it('E11 — field III: 7+1 < 9, S passes; Kapitulacja prints 0 but SABRE gives 1', () => {
    t.pass(S);
    expect(t.state.prompt).toMatchObject({ p: 'placeEstates', seat: P, count: 1 });
    t.place(P, 'LITWA');
    expect(t.estates('LITWA')).toEqual([0, 2, 2]);
    expect(markerOf(t.state, 'LITWA')).toBeNull();
  });

  it('E12 — field IV: S wins Biskupstwo, 2 Estates to Małopolska', () => {
    t.pass(S);
    t.place(S, 'MALOPOLSKA');
    expect(markerOf(t.state, 'MALOPOLSKA')).toEqual({ seat: S, kind: 'DOM' });
  });

  it('E13 — field V: S wins Trybunał; the state after the Sejm', () => {
    t.pass(S);
    t.place(S, 'LITWA');
    expect(t.estates('LITWA')).toEqual([0, 2, 4]);
    expect(t.estates('PRUSY')).toEqual([1, 0, 0]);
    expect(t.estates('UKRAINA')).toEqual([0, 0, 3]);
    expect(t.estates('MALOPOLSKA')).toEqual([1, 0, 2]);
    expect(t.estates('WIELKOPOLSKA')).toEqual([2, 1, 0]);
    expect(t.state.players.map((p) => p.laws)).toEqual([
      ['PRYWATNE_KSIESTWO'],
      ['KAPITULACJA'],
      ['KOLEGIA_JEZUICKIE', 'BISKUPSTWO', 'TRYBUNAL'],
    ]);
    expect(t.state.players.map((p) => [...p.hand].sort())).toEqual([
      ['F11', 'F12', 'F4', 'F5', 'F6'],
      ['DAMA', 'F2', 'F3', 'F5', 'F6'],
      ['F13', 'F3', 'F5', 'F6', 'F8'],
    ]);
  });

  it('E14 — Conflict layout: a third Ukraina card is shuffled back', () => {
    const f = t.state.conflictFields.map((c) => c?.card ?? null);
    expect(f[6]).toBe('KROLOWA_HABSBURZANKA');
    expect(f[2]).toBe('NAJAZD_ORDY_KRYMSKIEJ');
    expect(f[3]).toBe('BUNT_KOZAKOW');
    expect(f[0]).toBe('WOJNA_INFLANCKA');
    expect(f[4]).toBe('WOJNA_TURECKA');
    expect(f.filter((c) => c !== null)).toHaveLength(5);
    expect(t.state.conflictDeck).toContain('WOJNA_Z_ABAZY_PASZA');
    expect(t.keys()).toContain('magnaci.event.conflictReshuffled');
    t.seal(L, { I: 'F6', III: 'F5', IV: 'F4', V: 'F11', VII: 'F12' });
    t.seal(P, { I: 'F6', III: 'DAMA', IV: 'F2', V: 'F3', VII: 'F5' });
    t.seal(S, { I: 'F8', III: 'F13', IV: 'F6', V: 'F5', VII: 'F3' });
  });

  let beforeKapitulacja = t.state;

  it('E15 — Wojna inflancka: 20 < 21, but L’s Hetman saves it and L wins Inflanty', () => {
    t.expectPrompt('window', L);
    t.act(L, { type: 'play', play: { card: 'HETMAN' } });
    t.expectPrompt('window', P); // P holds Kapitulacja
    beforeKapitulacja = t.state;
    t.pass(P);
    expect(t.state.contests.at(-1)).toMatchObject({ cs: 23, scale: 21, won: true, winner: L });
    expect(t.estates('INFLANTY')).toEqual([1, 0, 0]);
    expect(t.state.conflictFields[0]).toBeNull();
  });

  it('E15b — counterfactual: P plays Kapitulacja after the Hetman; Litwa lost, P loses 2 there', () => {
    const alt = new Table(beforeKapitulacja);
    alt.act(P, { type: 'play', play: { card: 'KAPITULACJA' } });
    expect(alt.state.contests.find((c) => c.key === 'conflict:0')).toMatchObject({ cs: 20, won: false });
    // Raid: S 4→3, P 2→1; P played the lowest (3) and loses one more: P 1→0.
    expect(alt.estates('LITWA')).toEqual([0, 0, 3]);
    expect(alt.state.partitioned).toContain('LITWA');
    counterfactual = alt;
  });

  let counterfactual: Table | null = null;

  it('E23 — counterfactual Third Partition: Litwa, Ukraina and Małopolska partitioned → everybody loses', () => {
    const alt = counterfactual;
    if (!alt) throw new Error('E15b did not run');
    // Nobody holds a Conflict card any more: the rest of the Conflicts resolve as in E16–E19.
    alt.expectPrompt('discardConflict', S);
    alt.act(S, { type: 'discardConflict', field: 2 });
    expect([...alt.state.partitionPawns].sort()).toEqual(['LITWA', 'MALOPOLSKA', 'UKRAINA']);
    const result = magnaciGame.result(alt.state);
    expect(result?.winners).toEqual([]);
    expect(result?.reason.key).toBe('magnaci.result.partition');
    expect(magnaciGame.pending(alt.state)).toEqual([]);
  });

  it('E16 — Najazd Ordy Krymskiej: the Lady sabotages it; two-Province Raid', () => {
    t.expectPrompt('window', P);
    t.pass(P);
    expect(t.state.contests.at(-1)).toMatchObject({ cs: 19, scale: 21, won: false });
    expect(t.estates('UKRAINA')).toEqual([0, 0, 2]);
    expect(t.estates('MALOPOLSKA')).toEqual([0, 0, 1]);
    expect(t.keys()).toContain('magnaci.event.lowestSpared');
    expect(t.state.partitioned).toContain('UKRAINA');
  });

  it('E17 — Bunt Kozaków: 12 < 21, S loses another Estate in Ukraina', () => {
    t.pass(P);
    expect(t.state.contests.at(-1)).toMatchObject({ cs: 12, won: false });
    expect(t.estates('UKRAINA')).toEqual([0, 0, 1]);
  });

  it('E18 — Wojna turecka: 19 < 24, Małopolska raided and partitioned', () => {
    t.pass(P);
    expect(t.state.contests.at(-1)).toMatchObject({ cs: 19, scale: 24, won: false });
    expect(t.estates('MALOPOLSKA')).toEqual([0, 0, 0]);
    expect(t.state.partitioned).toContain('MALOPOLSKA');
  });

  it('E19b — counterfactual: Kapitulacja on Królowa Habsburżanka (17 < 18) would be the Third Partition', () => {
    const alt = new Table(t.state);
    alt.act(P, { type: 'play', play: { card: 'KAPITULACJA' } });
    expect(alt.state.contests.find((c) => c.key === 'conflict:6')).toMatchObject({ cs: 17, won: false });
    alt.act(S, { type: 'discardConflict', field: 2 });
    expect(magnaciGame.result(alt.state)?.winners).toEqual([]);
  });

  it('E19 — Królowa Habsburżanka: 20 ≥ 18, L takes Śląsk', () => {
    t.pass(P);
    expect(t.state.contests.at(-1)).toMatchObject({ cs: 20, scale: 18, won: true, winner: L });
    expect(t.estates('SLASK')).toEqual([1, 0, 0]);
  });

  it('E20 — cleanup: equal Scales on the Cossack fields, the Prymas discards Najazd Ordy', () => {
    t.expectPrompt('discardConflict', S);
    t.act(S, { type: 'discardConflict', field: 2 });
    expect(t.state.conflictFields.map((c) => c?.card ?? null).filter((c) => c !== null)).toEqual([
      'BUNT_KOZAKOW',
      'WOJNA_TURECKA',
    ]);
    expect([...t.state.partitionPawns].sort()).toEqual(['MALOPOLSKA', 'UKRAINA']);
  });

  it('E21 — Interregnum: Prywatne księstwo for L, then P’s Podskarbi on L in Prusy', () => {
    expect(t.state.kings[0]?.removed).toBe(true);
    t.expectPrompt('window', L);
    t.act(L, { type: 'play', play: { card: 'PRYWATNE_KSIESTWO' } });
    t.place(L, 'LITWA');
    expect(t.estates('LITWA')).toEqual([1, 2, 4]);
    expect(markerOf(t.state, 'LITWA')).toEqual({ seat: S, kind: 'DOM' });
    t.expectPrompt('window', P);
    const ids = magnaciGame.legalActions(t.state, P).map((a) => a.id);
    expect(ids).toContain('play:podskarbi:p0:prusy');
    expect(ids).not.toContain('play:podskarbi:p2:ukraina'); // partitioned
    expect(ids.some((id) => id.includes('inflanty') || id.includes('slask'))).toBe(false); // Fiefs
    t.act(P, { type: 'play', play: { card: 'PODSKARBI', target: L, province: 'PRUSY' } });
    expect(t.estates('PRUSY')).toEqual([0, 1, 0]);
    expect(markerOf(t.state, 'PRUSY')).toEqual({ seat: P, kind: 'DOM' });
  });

  it('E22 — new turn order: L and S tie at 5, the Prymas puts L first', () => {
    t.expectPrompt('pick', S);
    expect(t.state.prompt).toMatchObject({ purpose: 'order', candidates: [L, S] });
    t.act(S, { type: 'pick', seat: L });
    expect(t.state.turnOrder).toEqual([L, S, P]);
    expect(t.state.age).toBe(2);
    expect(t.state.players.every((p) => p.hand.length === 13)).toBe(true);
    expect(Object.values(t.state.senators).every((x) => x.holder === null)).toBe(true);
    expect(t.state.players[S]?.laws).toEqual(['KOLEGIA_JEZUICKIE', 'BISKUPSTWO', 'TRYBUNAL']);
    expect(t.state.players[P]?.laws).toEqual(['KAPITULACJA']);
  });
});
