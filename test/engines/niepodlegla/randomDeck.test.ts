/**
 * The optional randomised mission deck (spec §2.8, "If a randomised deck is preferred … generate
 * it with a seeded RNG under the same constraints"): off by default, generated at setup from the
 * game's rng, the same for the same seed, within every listed constraint for any seed, and a
 * game played with it ends validly and replays exactly.
 */
import { describe, expect, test } from 'vitest';
import { playRandomGame } from '../../../src/engines/kit/randomPlay.js';
import { replay } from '../../../src/engines/kit/replay.js';
import { SeededRng } from '../../../src/engines/kit/rng.js';
import { CHARACTERS } from '../../../src/engines/niepodlegla/data/dice.js';
import { MISSIONS } from '../../../src/engines/niepodlegla/data/missions.js';
import { SYMBOLS } from '../../../src/engines/niepodlegla/data/symbols.js';
import { TOKENS } from '../../../src/engines/niepodlegla/data/tokens.js';
import { niepodleglaGame as game } from '../../../src/engines/niepodlegla/index.js';
import { generateRandomDeck, randomDeckViolations } from '../../../src/engines/niepodlegla/randomDeck.js';
import type { State } from '../../../src/engines/niepodlegla/state.js';
import { t } from '../../../src/i18n/index.js';
import { checkInvariants, leaks, withTracks } from './helpers.js';

const seats = (n: number) =>
  Array.from({ length: n }, (_, seat) => ({ seat, faction: ['red', 'blue', 'green', 'yellow'][seat] ?? 'red' }));
const setup = (seed: string, players: number, options: Record<string, boolean | string> = {}): State =>
  game.setup(seats(players), options, SeededRng.fromSeed(seed));

describe('the randomised mission deck option', () => {
  test('is a game option, off by default, named in both languages and listed among the rulings', () => {
    const option = game.options.find((o) => o.key === 'randomDeck');
    expect(option).toMatchObject({ kind: 'boolean', default: false });
    expect(t('pl', option?.label ?? { key: '?' })).toContain('Losowa talia misji');
    expect(t('en', option?.label ?? { key: '?' })).toContain('Random mission deck');
    // /game new offers "randomDeck=off — <label>" in autocomplete, which Discord cuts at 100 characters.
    for (const locale of ['pl', 'en'] as const)
      expect(`randomDeck=off — ${t(locale, option?.label ?? { key: '?' })}`.length).toBeLessThanOrEqual(100);
    const ruling = game.rulings.find((r) => r.id === 'randomDeck');
    expect(ruling).toBeDefined();
    expect(t('pl', ruling?.text ?? { key: '?' })).toContain('20–33%');
    expect(t('en', ruling?.text ?? { key: '?' })).toContain('20–33%');
  });

  test('off: the printed deck, drawn exactly as before the option existed', () => {
    const s = setup('deck-off', 4);
    expect(s.randomDeck).toBeNull();
    expect(s.display.map((d) => d.card)).toEqual(MISSIONS.filter((m) => m.deck === 'S').map((m) => m.id));
    // Off by default means the same state as asking for it off.
    expect(setup('deck-off', 4, { randomDeck: false })).toEqual(s);
  });

  test('on: 60 generated cards R-01…R-60 make the stack and display; the same seed gives the same deck', () => {
    const a = setup('deck-seed', 4, { randomDeck: true });
    const b = setup('deck-seed', 4, { randomDeck: true });
    expect(a.randomDeck).not.toBeNull();
    expect(a.randomDeck).toEqual(b.randomDeck);
    expect(a).toEqual(b);
    const ids = a.randomDeck?.map((c) => c.id) ?? [];
    expect(ids).toEqual(Array.from({ length: 60 }, (_, i) => `R-${String(i + 1).padStart(2, '0')}`));
    // Every generated card is in play with 4 players: 11 start cards shown, 49 in the stack, deck 1 on top.
    expect(a.display.map((d) => d.card)).toEqual(ids.slice(0, 11));
    expect([...a.stack].sort()).toEqual(ids.slice(11));
    expect(a.stack.slice(0, 17).every((id) => Number(id.slice(2)) <= 28)).toBe(true);
    // Another seed, another deck.
    expect(setup('deck-other', 4, { randomDeck: true }).randomDeck).not.toEqual(a.randomDeck);
  });

  test('with 2–3 players the 4-player-only generated cards stay out, as with the printed deck', () => {
    for (const players of [2, 3]) {
      const s = setup(`deck-p${players}`, players, { randomDeck: true });
      const p4 = new Set(s.randomDeck?.filter((c) => c.p4).map((c) => c.id));
      expect(p4.size).toBe(14);
      expect([...s.stack, ...s.display.map((d) => d.card)].filter((id) => p4.has(id))).toEqual([]);
      expect(s.display).toHaveLength(9);
    }
  });

  test('for 300 seeds every constraint of §2.8 holds (restated here, not only by the engine)', () => {
    for (let i = 0; i < 300; i++) {
      const deck = generateRandomDeck(SeededRng.fromSeed(`constraints-${i}`));
      expect(randomDeckViolations(deck)).toEqual([]);
      const of = (d: string) => deck.filter((c) => c.deck === d);
      // Counts per deck and 4-player-only counts.
      expect([of('S'), of('1'), of('2'), of('3')].map((x) => x.length)).toEqual([11, 17, 16, 16]);
      expect([of('S'), of('1'), of('2'), of('3')].map((x) => x.filter((c) => c.p4).length)).toEqual([2, 4, 4, 4]);
      // Requirement sizes: S 2 (3 at most once), deck 1 2–3, deck 2 3, deck 3 3–4.
      expect(of('S').every((c) => c.req.length === 2 || c.req.length === 3)).toBe(true);
      expect(of('S').filter((c) => c.req.length === 3).length).toBeLessThanOrEqual(1);
      expect(of('1').every((c) => c.req.length >= 2 && c.req.length <= 3)).toBe(true);
      expect(of('2').every((c) => c.req.length === 3)).toBe(true);
      expect(of('3').every((c) => c.req.length >= 3 && c.req.length <= 4)).toBe(true);
      // Each symbol fills 20–33% of all requirement slots.
      const slots = deck.flatMap((c) => c.req);
      for (const sym of SYMBOLS) {
        const share = slots.filter((x) => x === sym).length / slots.length;
        expect(share).toBeGreaterThanOrEqual(0.2);
        expect(share).toBeLessThanOrEqual(0.33);
      }
      // Exactly one DIE per character and one TOKEN per token, all on non-p4 cards.
      const rewards = deck.flatMap((c) => c.win.map((w) => ({ c, w })));
      for (const what of [...CHARACTERS.map((c) => `DIE:${c}`), ...TOKENS.map((k) => `TOKEN:${k}`)]) {
        const on = rewards.filter((r) => r.w === what);
        expect(on).toHaveLength(1);
        expect(on[0]?.c.p4).toBe(false);
      }
      // 5 shields, 3 time penalties (none in S or deck 1), 6 "!" cards.
      expect(rewards.filter((r) => r.w === 'SHIELD')).toHaveLength(5);
      const time = deck.filter((c) => c.lose.includes('TIME'));
      expect(time).toHaveLength(3);
      expect(time.every((c) => c.deck === '2' || c.deck === '3')).toBe(true);
      expect(deck.filter((c) => c.excl)).toHaveLength(6);
      // 1–2 rewards and exactly 1 penalty on every card.
      expect(deck.every((c) => c.win.length >= 1 && c.win.length <= 2 && c.lose.length === 1)).toBe(true);
      // About 40% track steps and about 35% independence among the rewards (±5 points).
      const track = rewards.filter((r) => r.w === 'F+1' || r.w === 'A+1').length / rewards.length;
      const ind = rewards.filter((r) => /^IND2?:/.test(r.w)).length / rewards.length;
      expect(track).toBeGreaterThanOrEqual(0.35);
      expect(track).toBeLessThanOrEqual(0.45);
      expect(ind).toBeGreaterThanOrEqual(0.3);
      expect(ind).toBeLessThanOrEqual(0.4);
    }
  });

  test('the constraint check names what a broken deck breaks', () => {
    const deck = generateRandomDeck(SeededRng.fromSeed('broken'));
    const first = deck[0];
    if (!first) throw new Error('empty deck');
    const broken = [{ ...first, lose: ['TIME'] }, ...deck.slice(1).map((c) => ({ ...c, excl: false }))];
    expect(randomDeckViolations(broken)).toEqual(
      expect.arrayContaining(['4 time penalties', 'R-01: time penalty in deck S', '0 "!" cards']),
    );
  });

  test('a generated card shows its id as "Random mission R-nn", and no view reveals the stack order', () => {
    const s = setup('deck-view', 3, { randomDeck: true });
    const v = game.view(s, null);
    expect(v.display.every((d) => d.id.startsWith('R-'))).toBe(true);
    expect(t('pl', v.display[0]?.title ?? { key: '?' })).toBe(`Misja losowa ${v.display[0]?.id}`);
    expect(t('en', v.display[0]?.title ?? { key: '?' })).toBe(`Random mission ${v.display[0]?.id}`);
    expect(v.display.every((d) => d.rewards.length >= 1 && d.penalties.length === 1)).toBe(true);
    expect(leaks(s)).toEqual([]);
  });

  test.each([2, 3, 4])(
    'full random games with the option on end validly and replay exactly (%i players)',
    (players) => {
      let finals = 0;
      for (let i = 0; i < 10; i++) {
        // Every other game starts with the tracks raised, so some reach the border defence.
        const def = i % 2 === 0 ? game : withTracks(6, 6);
        const g = playRandomGame<State>(def, {
          seed: `rd-${players}-${i}`,
          players,
          options: { randomDeck: true, dChallenges: i % 4 === 1 },
          defaultRate: i % 3 === 0 ? 0.3 : undefined,
          onStep: (state) => checkInvariants(state as State),
        });
        expect(g.result).not.toBeNull();
        expect(g.state.randomDeck).toHaveLength(60);
        if (g.state.final) finals++;
        const r = replay<State>(def, { seed: g.seed, seats: g.seats, options: g.options, actions: g.log });
        expect(r.state).toEqual(g.state);
        // The stored state survives JSON, as the Table keeps it.
        expect(JSON.parse(JSON.stringify(g.state))).toEqual(g.state);
      }
      expect(finals).toBeGreaterThan(0);
    },
  );
});
