/**
 * The Niepodległa board renders the spectator view of a random game at its start, middle and
 * end (a game that reaches the border defence) to valid PNGs, written to tmp/ for a person to
 * look at, with no overflowing text.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../src/engines/kit/randomPlay.js';
import { replay } from '../../src/engines/kit/replay.js';
import { D_CARDS, SMALL_FINALS } from '../../src/engines/niepodlegla/data/finals.js';
import { MISSIONS } from '../../src/engines/niepodlegla/data/missions.js';
import { niepodleglaGame as game, type State } from '../../src/engines/niepodlegla/index.js';
import { t } from '../../src/i18n/index.js';
import type { Locale } from '../../src/i18n/types.js';
import { niepodleglaRenderer } from '../../src/render/games/niepodlegla.js';
import { PublicView, registerRenderer, renderBoard, renderSvg } from '../../src/render/index.js';
import { auditText, overflowing } from '../../src/render/kit/index.js';
import { fresh } from '../engines/niepodlegla/craft.js';
import { withTracks } from '../engines/niepodlegla/helpers.js';

/** Every text the board lays out for this state, in this language. */
function texts(state: State, locale: Locale) {
  const view = PublicView.of(game, state);
  return auditText(() => renderSvg(view, { locale, title: game.title, phase: game.phase(state) })).placements;
}

/** Printed codes that must never reach the image: DSL effects and three-letter symbol codes. */
const RAW_CODE =
  /\b(IND2?|OBS2?|DIE|TOKEN):|\b[AF][+-]1\b|\b(LUD|DYP|PIE|WAL|PPL|DIP|MON|FGT|BLACK|SHIELD|REMOVE|TIME|PIL|DMO|PAD|WIT|HAL)\b/;

registerRenderer(game.id, niepodleglaRenderer);

describe('niepodlegla board', () => {
  it('renders start, middle and end of a random game', async () => {
    const def = withTracks(10, 10);
    const g = playRandomGame<State>(def, { seed: 'render-np-2', players: 4, options: { dChallenges: true } });
    expect(g.result).not.toBeNull();
    const at = (n: number): State =>
      replay<State>(def, { seed: g.seed, seats: g.seats, options: g.options, actions: g.log.slice(0, n) }).state;
    const states: [string, State][] = [
      ['start', at(3)],
      ['middle', at(Math.floor(g.log.length / 2))],
      ['end', g.state],
    ];
    const dir = path.resolve('tmp');
    mkdirSync(dir, { recursive: true });
    for (const [name, state] of states) {
      for (const locale of ['pl', 'en'] as const) {
        const view = PublicView.of(game, state);
        const request = { locale, title: game.title, phase: game.phase(state) };
        const { result: svg } = auditText(() => renderSvg(view, request));
        expect(svg.startsWith('<svg')).toBe(true);
        const png = await renderBoard(view, request);
        expect(png.width).toBe(1600);
        expect(png.height).toBe(1000);
        expect(png.png.subarray(1, 4).toString('latin1')).toBe('PNG');
        writeFileSync(path.join(dir, `render-niepodlegla-${name}${locale === 'en' ? '-en' : ''}.png`), png.png);
      }
    }
  });

  /** Token codes the board once printed ("PC×1", "car×4", "ukr×1", "TK7°"), threat card ids, raw keys. */
  const TOKEN_CODE = /(PC|CP|car|tsar|bol|ukr)×|\bTK\d|\bT\d-\d\d\b|niepodlegla\.|\b[a-z]+\.[A-Z_]+\b/;

  it('draws tokens as icons with counts and a key in words, never as codes (start, middle, late, end; both languages)', () => {
    const def = withTracks(10, 10);
    const g = playRandomGame<State>(def, { seed: 'render-np-icons', players: 4, options: { dChallenges: true } });
    const at = (n: number): State =>
      replay<State>(def, { seed: g.seed, seats: g.seats, options: g.options, actions: g.log.slice(0, n) }).state;
    const points = [3, Math.floor(g.log.length / 3), Math.floor((2 * g.log.length) / 3), g.log.length];
    let tokensSeen = 0;
    for (const n of points) {
      const state = n === g.log.length ? g.state : at(n);
      const view = PublicView.of(game, state);
      tokensSeen += view.data.seats.reduce((a, p) => a + p.tokens.length, 0);
      for (const locale of ['pl', 'en'] as const) {
        const { result: svg, placements } = auditText(() =>
          renderSvg(view, { locale, title: game.title, phase: game.phase(state) }),
        );
        const words = placements.map((p) => p.text);
        expect(words.filter((w) => TOKEN_CODE.test(w))).toEqual([]);
        expect(overflowing(placements).map((p) => p.text)).toEqual([]);
        // The key explains every map icon and every activist token in the channel's language.
        for (const k of ['IND', 'RUS_TSAR', 'RUS_BOLSHEVIK', 'CEN', 'UKR', 'inactive'])
          expect(words).toContain(t(locale, `niepodlegla.board.legend.${k}`));
        // Each city's tokens are icons (stamps) with their count as a number.
        const obstacles = view.data.cities.reduce(
          (a, c) => a + (c.ind > 0 ? 1 : 0) + Object.values(c.obs).filter((x) => x > 0).length,
          0,
        );
        expect(obstacles).toBeGreaterThan(0);
        expect(
          (svg.match(/<g data-label="l[0-9a-z]+" transform="translate\(-?\d+ -?\d+\) scale\(1\)">/g) ?? []).length,
        ).toBeGreaterThanOrEqual(obstacles + 5);
      }
    }
    expect(tokensSeen).toBeGreaterThan(0);
  });

  it('labels fit their boxes', () => {
    const g = playRandomGame<State>(game, { seed: 'render-np-fit', players: 3 });
    const view = PublicView.of(game, g.state);
    const { placements } = auditText(() =>
      renderSvg(view, { locale: 'pl', title: game.title, phase: game.phase(g.state) }),
    );
    expect(overflowing(placements).map((p) => p.text)).toEqual([]);
  });

  /** A requirement chip: a symbol's name or short name, with a count. */
  const CHIP =
    /^(\d+× )?(ludzie|dyplomacja|pieniądze|walka|people|diplomacy|money|fight|lud\.|dypl\.|pien\.|ppl\.|dipl\.|mon\.)$/;

  it('shows every mission card in words that fit, in both languages (the longest Polish labels included)', () => {
    for (const locale of ['pl', 'en'] as const) {
      for (let i = 0; i < MISSIONS.length; i += 11) {
        const s = fresh(4);
        s.display = MISSIONS.slice(i, i + 11).map((m) => ({ card: m.id, pawn: null }));
        const placed = texts(s, locale);
        expect(overflowing(placed).map((p) => p.text)).toEqual([]);
        // Requirements are never cut with "…" (a long effect may be, at the 16 px type floor).
        const chips = placed.filter((p) => CHIP.test(p.text));
        expect(chips.length).toBeGreaterThan(0);
        expect(chips.filter((p) => p.fit.truncated).map((p) => p.text)).toEqual([]);
        expect(placed.filter((p) => RAW_CODE.test(p.text)).map((p) => p.text)).toEqual([]);
        // And never below the type floor.
        expect(placed.filter((p) => p.fit.size < 16).map((p) => p.text)).toEqual([]);
      }
    }
    // The requirement of A-47 (PEOPLE, PEOPLE, FIGHT, MONEY) reads as chips with counts; with its
    // three effects the Polish card is full, so its chips take their short forms and share a row
    // (the English names fit whole); the effects are worded as the card words them.
    const s = fresh(4);
    s.display = [{ card: 'A-47', pawn: null }];
    const pl = texts(s, 'pl').map((p) => p.text);
    expect(pl).toEqual(expect.arrayContaining(['2× lud.', 'walka', 'pien.', 'niepodl.: tereny centralne']));
    expect(pl).toEqual(expect.arrayContaining(['zgoda +1', 'przeszk. ros.: tereny centralne']));
    const en = texts(s, 'en').map((p) => p.text);
    expect(en).toEqual(expect.arrayContaining(['2× people', 'fight', 'money', 'indep.: Central lands']));
  });

  it('shows the border-defence cards (up to 9 symbols, every small final, six D cards) in words that fit', () => {
    const g = playRandomGame<State>(withTracks(10, 10), {
      seed: 'render-np-2',
      players: 4,
      options: { dChallenges: true },
    });
    const s = structuredClone(g.state);
    const f = s.final;
    expect(f).not.toBeNull();
    if (!f) return;
    f.paris = 9;
    f.warsaw = 9;
    f.small = SMALL_FINALS.slice(0, 8).map((x, i) => ({ card: x.id, easy: i % 2 === 0, pawn: i % 4 }));
    f.d = D_CARDS.slice(0, 6).map((d) => d.id);
    for (const locale of ['pl', 'en'] as const) {
      const placed = texts(s, locale);
      expect(overflowing(placed).map((p) => p.text)).toEqual([]);
      expect(placed.filter((p) => RAW_CODE.test(p.text)).map((p) => p.text)).toEqual([]);
      const words = placed.map((p) => p.text);
      // Nine diplomacy symbols on a narrow card: the symbol's short name.
      expect(words).toEqual(expect.arrayContaining([locale === 'pl' ? '9× dypl.' : '9× dipl.']));
      // The symbol chips are never cut.
      const chips = placed.filter((p) => CHIP.test(p.text));
      expect(chips.filter((p) => p.fit.truncated)).toEqual([]);
    }
  });

  it('shows the cards of the randomised deck (option randomDeck) in words that fit', async () => {
    const g = playRandomGame<State>(game, {
      seed: 'render-np-random',
      players: 4,
      options: { randomDeck: true },
      maxSteps: 40,
    });
    for (const locale of ['pl', 'en'] as const) {
      const placed = texts(g.state, locale);
      expect(overflowing(placed).map((p) => p.text)).toEqual([]);
      const cards = placed.filter((p) => /^R-\d\d/.test(p.text));
      expect(cards.length).toBeGreaterThan(0);
      expect(placed.filter((p) => RAW_CODE.test(p.text)).map((p) => p.text)).toEqual([]);
    }
    const view = PublicView.of(game, g.state);
    const png = await renderBoard(view, { locale: 'pl', title: game.title, phase: game.phase(g.state) });
    mkdirSync('tmp', { recursive: true });
    writeFileSync(path.join('tmp', 'render-niepodlegla-random-deck.png'), png.png);
  });

  it('shows the dice in the player panels as symbol chips, in both languages', async () => {
    // A fight with dice rolled: the seats' faces become chips ("2× ludzie"), never codes.
    let fight: State | null = null;
    playRandomGame<State>(game, {
      seed: 'render-np-2',
      players: 4,
      onStep: (s) => {
        const v = game.view(s as State, null);
        if (!fight && v.seats.filter((p) => !p.done && p.dice.length > 0).length >= 3)
          fight = structuredClone(s as State);
      },
    });
    if (!fight) throw new Error('no fight with dice');
    const state: State = structuredClone(fight);
    // Seat 1 shows every symbol twice (the widest row of chips a seat can get).
    const mine = state.dice.filter((d) => d.holder === 0);
    const all = ['PEOPLE', 'DIPLOMACY', 'MONEY', 'FIGHT', 'JOKER'] as const;
    mine.forEach((d, i) => {
      d.face = i === 0 ? [...all, ...all] : [];
    });
    const view = PublicView.of(game, state);
    for (const locale of ['pl', 'en'] as const) {
      const placed = texts(state, locale);
      expect(overflowing(placed).map((p) => p.text)).toEqual([]);
      expect(placed.filter((p) => RAW_CODE.test(p.text)).map((p) => p.text)).toEqual([]);
      expect(placed.filter((p) => /\bn\d\d\b/.test(p.text)).map((p) => p.text)).toEqual([]);
      const words = placed.map((p) => p.text);
      // Seat 1's row is too wide even for the short forms: its symbols are drawn as tiles with
      // their counts (see the PNG); the other seats' as words.
      for (const seat of view.data.seats.slice(1)) {
        if (seat.done) continue;
        const counts = new Map<string, number>();
        for (const f of seat.dice.flatMap((d) => d.face)) counts.set(f, (counts.get(f) ?? 0) + 1);
        // One row of chips under the seat's name: the symbols' names, or their short forms
        // when the names do not fit, whole either way.
        for (const [sym, n] of counts) {
          const name = sym === 'JOKER' ? t(locale, 'render.niepodlegla.joker') : t(locale, `niepodlegla.symbol.${sym}`);
          const short = t(locale, `render.niepodlegla.short.${sym}`);
          const chips = [name, short].map((w) => (n > 1 ? `${n}× ${w}` : w));
          expect(chips.some((c) => words.includes(c))).toBe(true);
          expect(placed.filter((p) => chips.includes(p.text) && p.fit.truncated)).toEqual([]);
        }
      }
      const png = await renderBoard(view, { locale, title: game.title, phase: game.phase(state) });
      expect([png.width, png.height]).toEqual([1600, 1000]);
      expect(png.png.subarray(1, 4).toString('latin1')).toBe('PNG');
      mkdirSync('tmp', { recursive: true });
      writeFileSync(path.join('tmp', `render-niepodlegla-dice-${locale}.png`), png.png);
    }
  });
});
