/**
 * Worked examples E24–E33 of the spec (section 7): Commonwealth Strength, Silent Sejm,
 * final scoring, 2-player Dominance, Scales, misplays, the card commentary and markers.
 */
import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../src/engines/kit/ruleError.js';
import { markerOf, provinceModifier, wealth } from '../../../src/engines/magnaci/board.js';
import { scaleOf } from '../../../src/engines/magnaci/data/conflicts.js';
import { magnaciGame } from '../../../src/engines/magnaci/index.js';
import type { State } from '../../../src/engines/magnaci/state.js';
import { conflictScene, newGame, resume, Table } from './helpers.js';

function setEstates(s: State, area: keyof State['estates'], values: number[]): void {
  s.estates[area] = [...values];
}

describe('Magnaci examples E24–E33', () => {
  it('E24 — Litwa: Inflanty Fief +1, Silent Sejm −2, Fortress +3 → +2', () => {
    const s = newGame(3);
    setEstates(s, 'INFLANTY', [1, 0, 0]);
    s.silentSejm = ['LITWA'];
    s.buildings.FORTRESS = 'LITWA';
    expect(provinceModifier(s, 'LITWA')).toBe(2);
  });

  it('E25 — Silent Sejm lost: −2 in every Province, already in a later Conflict of the same Age', () => {
    // Sejm Niemy on field I (Litwa), Bunt Gdańszczan on field IX (Prusy), 3 players, low cards.
    const t = conflictScene(3, { 0: 'SEJM_NIEMY', 8: 'BUNT_GDANSZCZAN' });
    for (const seat of [0, 1, 2]) t.seal(seat, { I: 'F2', IX: 'F6' });
    expect(t.state.silentSejm).toHaveLength(5);
    const prusy = t.state.contests.find((c) => c.key === 'conflict:8');
    expect(prusy).toMatchObject({ cs: 18 - 2, scale: 18, won: false });
  });

  it('E26 — final scoring with 5 players: Red 9 wins; with 4 in Ukraina Red Dominates for 11', () => {
    const s = newGame(5); // seats: red, blue, yellow, black, white
    const [RED, BLUE, YELLOW, BLACK, WHITE] = [0, 1, 2, 3, 4];
    setEstates(s, 'UKRAINA', [3, 0, 1, 1, 1]);
    setEstates(s, 'MALOPOLSKA', [1, 1, 3, 2, 0]);
    setEstates(s, 'WIELKOPOLSKA', [1, 2, 0, 0, 2]);
    expect([BLUE, BLACK, WHITE, YELLOW, RED].map((x) => wealth(s, x))).toEqual([5, 5, 5, 7, 9]);
    setEstates(s, 'UKRAINA', [4, 0, 1, 1, 1]);
    expect(markerOf(s, 'UKRAINA')).toEqual({ seat: RED, kind: 'DOM' });
    expect(wealth(s, RED)).toBe(11);
  });

  it('E27 — the alternative counting (first ×2, last ×2 / ×3) agrees', () => {
    const s = newGame(5);
    setEstates(s, 'UKRAINA', [3, 0, 1, 1, 1]);
    setEstates(s, 'MALOPOLSKA', [1, 1, 3, 2, 0]);
    setEstates(s, 'WIELKOPOLSKA', [1, 2, 0, 0, 2]);
    const alternative = (seat: number) => {
      let w = 0;
      for (const p of ['PRUSY', 'LITWA', 'UKRAINA', 'MALOPOLSKA', 'WIELKOPOLSKA'] as const) {
        const n = s.estates[p][seat] ?? 0;
        if (n === 0) continue;
        const mk = markerOf(s, p);
        const lastExtra = mk?.seat === seat ? (mk.kind === 'DOM' ? 2 : 1) : 0;
        w += n + 1 + lastExtra; // first counts double, last double (Adv) or triple (Dom)
      }
      return w;
    };
    for (const seat of [0, 1, 2, 3, 4]) expect(alternative(seat)).toBe(wealth(s, seat));
  });

  it('E28 — 2 players: 3 vs 2 is Advantage, 4 vs 2 Dominance; with 3 players 3 vs 2 Dominates', () => {
    const two = newGame(2);
    setEstates(two, 'LITWA', [3, 2]);
    expect(markerOf(two, 'LITWA')).toEqual({ seat: 0, kind: 'ADV' });
    setEstates(two, 'LITWA', [4, 2]);
    expect(markerOf(two, 'LITWA')).toEqual({ seat: 0, kind: 'DOM' });
    const three = newGame(3);
    setEstates(three, 'LITWA', [3, 2, 0]);
    expect(markerOf(three, 'LITWA')).toEqual({ seat: 0, kind: 'DOM' });
  });

  it('E29 — Wojna inflancka: Scale 28 with 4, 21 with 3, 14 with 2, 35 with 5', () => {
    expect([2, 3, 4, 5].map((n) => scaleOf('WOJNA_INFLANCKA', n))).toEqual([14, 21, 28, 35]);
  });

  it('E30 — misplays cannot happen: short, doubled or foreign placements are refused', () => {
    const t = new Table(newGame(3)).defaultsUntil((s) => s.prompt?.p === 'sealed');
    const seat = t.waiting()[0] ?? 0;
    expect(() => t.seal(seat, { PRYMAS: 'F2', HETMAN: 'F3' })).toThrow(RuleError);
    expect(() => t.seal(seat, { PRYMAS: 'F2', HETMAN: 'F2', KANCLERZ: 'F4' })).toThrow(RuleError);
    expect(() => t.seal(seat, { PRYMAS: 'F2', HETMAN: 'F3', SEJM: 'F4' })).toThrow(RuleError);
    // …and a missed deadline places a full, legal set instead of random cards.
    t.act(seat, magnaciGame.defaultAction(t.state, seat));
    expect(t.state.players[seat]?.hand).toHaveLength(10);
  });

  it('E31a — Biskupstwo: a 5 with +10 (15) takes the Prymas from an unmodified 14', () => {
    const t = new Table(newGame(3)).defaultsUntil((s) => s.prompt?.p === 'sealed');
    t.state.players[0]?.laws.push('BISKUPSTWO');
    t.seal(0, { PRYMAS: 'F5', PODSKARBI: 'F2', HETMAN: 'F3' });
    t.seal(1, { PRYMAS: 'F14', PODSKARBI: 'F4', HETMAN: 'F6' });
    t.seal(2, { PODSKARBI: 'F7', HETMAN: 'F8', KANCLERZ: 'F9' });
    t.expectPrompt('window', 0);
    t.act(0, { type: 'play', play: { card: 'BISKUPSTWO' } });
    expect(t.state.senators.PRYMAS.holder).toBe(0);
    expect(t.state.contests[0]?.totals.slice(0, 2)).toEqual([15, 14]);
  });

  it('E31b — the Kanclerz gives 2 Estates under a CROWN King', () => {
    const state = newGame(3);
    state.kings[0] = { id: 'ZYGMUNT_AUGUST', revealed: false, removed: false };
    const t = new Table(state).defaultsUntil((s) => s.prompt?.p === 'sealed');
    t.seal(0, { PRYMAS: 'F2', PODSKARBI: 'F3', KANCLERZ: 'F14' });
    t.seal(1, { PRYMAS: 'F3', PODSKARBI: 'F2', KANCLERZ: 'F4' });
    t.seal(2, { PRYMAS: 'F4', PODSKARBI: 'F5', HETMAN: 'F2' });
    t.defaultsUntil((s) => s.senators.KANCLERZ.holder !== null);
    expect(
      t.events.find((e) => e.msg.key === 'magnaci.event.officeWon' && JSON.stringify(e.msg).includes('KANCLERZ'))?.msg
        .params?.n,
    ).toBe(2);
  });

  it('E31c — a Fief is worth 2 Wealth (1 Estate + 1 Presence)', () => {
    const s = newGame(3);
    setEstates(s, 'SLASK', [1, 0, 0]);
    expect(wealth(s, 0)).toBe(2);
  });

  it('E31d — a typical Conflict Lost: the lowest with 2 Estates there loses both', () => {
    const t = conflictScene(3, { 8: 'WOJNA_SZWEDZKA' });
    setEstates(t.state, 'PRUSY', [2, 1, 1]);
    t.seal(0, { IX: 'F2' }).seal(1, { IX: 'F3' }).seal(2, { IX: 'F4' });
    expect(t.estates('PRUSY')).toEqual([0, 0, 0]);
  });

  it('E31e — a dangerous Conflict burns every listed Province; the lowest loses one more at home', () => {
    const t = conflictScene(3, { 8: 'POTOP_SZWEDZKI' });
    setEstates(t.state, 'PRUSY', [2, 2, 1]);
    setEstates(t.state, 'WIELKOPOLSKA', [1, 1, 0]);
    setEstates(t.state, 'MALOPOLSKA', [0, 2, 1]);
    t.seal(0, { IX: 'F2' }).seal(1, { IX: 'F3' }).seal(2, { IX: 'F4' });
    expect(t.estates('PRUSY')).toEqual([0, 1, 0]);
    expect(t.estates('WIELKOPOLSKA')).toEqual([0, 0, 0]);
    expect(t.estates('MALOPOLSKA')).toEqual([0, 1, 0]);
  });

  it('E31f — Podskarbi swing: {A:2, B:2} → {A:1, B:3}, B gains Dominance', () => {
    const t = conflictScene(3, {});
    const s = t.state;
    setEstates(s, 'WIELKOPOLSKA', [2, 2, 0]);
    s.senators.PODSKARBI = { holder: 1, used: false };
    s.prompt = null;
    t.state = resume(s);
    t.expectPrompt('window', 1);
    t.act(1, { type: 'play', play: { card: 'PODSKARBI', target: 0, province: 'WIELKOPOLSKA' } });
    expect(t.estates('WIELKOPOLSKA')).toEqual([1, 3, 0]);
    expect(markerOf(t.state, 'WIELKOPOLSKA')).toEqual({ seat: 1, kind: 'DOM' });
  });

  it('E31g — Konstytucja 3 maja: 1 Estate when won, +5 Wealth at the end without Partitions', () => {
    const state = newGame(3);
    state.lawDeck = ['KONSTYTUCJA_3_MAJA', 'TRYBUNAL', 'ROKOSZ', 'VETO', 'ASYGNATY'];
    const t = new Table(state).defaultsUntil((s) => s.phase === 'SEJM' && s.prompt?.p === 'sealed');
    // After the default Senate bids every hand is 5–9, Lady, 11–14.
    t.seal(0, { I: 'F14', II: 'F5', III: 'F6', IV: 'F7', V: 'F8' });
    t.seal(1, { I: 'F5', II: 'F6', III: 'F7', IV: 'F8', V: 'F9' });
    t.seal(2, { I: 'F6', II: 'F7', III: 'F8', IV: 'F9', V: 'F11' });
    t.defaultsUntil(() => t.keys().includes('magnaci.event.lawWon')); // the Kanclerz holder passes
    const won = t.events.find((e) => e.msg.key === 'magnaci.event.lawWon');
    expect(won?.msg.params?.n).toBe(1);
    const s = newGame(3);
    s.players[0]?.laws.push('KONSTYTUCJA_3_MAJA');
    expect(wealth(s, 0)).toBe(5);
    s.partitionPawns = ['UKRAINA'];
    expect(wealth(s, 0)).toBe(0);
  });

  it('E31h — the Lady with Kapitulacja has Strength −2', () => {
    const t = conflictScene(3, { 8: 'WOJNA_SZWEDZKA' }, ['DAMA', 'F3', 'F4', 'F5', 'F6']);
    t.state.players[0]?.laws.push('KAPITULACJA');
    t.seal(0, { IX: 'DAMA' }).seal(1, { IX: 'F3' }).seal(2, { IX: 'F4' });
    t.act(0, { type: 'play', play: { card: 'KAPITULACJA' } });
    expect(t.state.contests.at(-1)?.totals).toEqual([-2, 3, 4]);
  });

  it('E32 — nobody bids for the Prymas: the last player takes it without Estates and breaks ties', () => {
    const t = new Table(newGame(3)).defaultsUntil((s) => s.prompt?.p === 'sealed');
    t.seal(0, { PODSKARBI: 'F9', HETMAN: 'F2', KANCLERZ: 'F3' });
    t.seal(1, { PODSKARBI: 'F9', HETMAN: 'F3', KANCLERZ: 'F2' });
    t.seal(2, { PODSKARBI: 'F2', HETMAN: 'F4', KANCLERZ: 'F5' });
    expect(t.state.senators.PRYMAS.holder).toBe(2);
    expect(t.keys()).toContain('magnaci.event.prymasToLast');
    t.expectPrompt('pick', 2); // Podskarbi tie 9–9 goes to the Prymas
  });

  it('E33 — markers: {2,1,1} Advantage, {3,1,1} Dominance, {2,2} none', () => {
    const s = newGame(3);
    setEstates(s, 'UKRAINA', [2, 1, 1]);
    expect(markerOf(s, 'UKRAINA')).toEqual({ seat: 0, kind: 'ADV' });
    setEstates(s, 'UKRAINA', [3, 1, 1]);
    expect(markerOf(s, 'UKRAINA')).toEqual({ seat: 0, kind: 'DOM' });
    setEstates(s, 'UKRAINA', [2, 2, 0]);
    expect(markerOf(s, 'UKRAINA')).toBeNull();
  });
});
