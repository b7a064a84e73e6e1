/**
 * The board-image pipeline on a toy game: renderers only ever see the spectator view,
 * images are PNGs of the renderer's size, and identical requests are rendered once.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findSecretString, type GameDefinition, SeededRng } from '../../src/engines/kit/index.js';
import { catalog } from '../../src/i18n/catalogs/render.js';
import { LOCALES } from '../../src/i18n/types.js';
import {
  type BoardRenderer,
  clearRenderCache,
  contentArea,
  NoRendererError,
  PublicView,
  registerRenderer,
  renderBoard,
  renderSvg,
} from '../../src/render/index.js';
import { auditText, formatDeadline, overflowing, playerPanel, seatStyle, track } from '../../src/render/kit/index.js';

/** A toy game: each seat holds a secret word and a score; a move scores a point. */
interface ToyState {
  round: number;
  scores: number[];
  secretWords: string[];
}
interface ToyView {
  round: number;
  scores: number[];
  /** Only whether each seat has a word, never the word. */
  hasWord: boolean[];
}
type ToyAction = { kind: 'score' };

const SECRET = 'TAJNE-HASŁO-kwiatuszek';

const toy: GameDefinition<ToyState, ToyAction, ToyView> = {
  id: 'render-toy',
  engineVersion: 1,
  title: { key: 'render-toy.title' },
  players: { min: 2, max: 5 },
  factions: [],
  options: [],
  rulings: [],
  setup: (seats) => ({ round: 1, scores: seats.map(() => 0), secretWords: seats.map((s) => `${SECRET}-${s.seat}`) }),
  pending: (state) => [{ seat: state.round % state.scores.length, kind: 'turn', prompt: { key: 'render-toy.move' } }],
  phase: (state) => ({ key: 'render.round', params: { round: state.round } }),
  legalActions: () => [{ id: 'score', action: { kind: 'score' }, label: { key: 'render-toy.score' } }],
  parseAction: () => ({ kind: 'score' }),
  apply: (state, seat) => ({
    state: { ...state, round: state.round + 1, scores: state.scores.map((s, i) => (i === seat ? s + 1 : s)) },
    events: [],
  }),
  view: (state) => ({ round: state.round, scores: [...state.scores], hasWord: state.secretWords.map((w) => w !== '') }),
  defaultAction: () => ({ kind: 'score' }),
  result: () => null,
};

/** Every input the toy renderer was called with, to assert on what renderers receive. */
const received: unknown[] = [];

/** The README's example renderer, nearly verbatim. */
const toyRenderer: BoardRenderer<ToyView> = {
  width: 1600,
  height: 1000,
  draw(view, ctx) {
    received.push(view);
    const box = contentArea(this);
    const out: string[] = [];
    out.push(
      track({
        x: box.x,
        y: box.y,
        width: box.width,
        height: 120,
        spaces: 21,
        title: ctx.locale === 'pl' ? 'Punkty' : 'Points',
        markers: view.scores.map((score, seat) => ({ space: score, style: seatStyle(seat) })),
        changed: view.scores.flatMap((score, seat) => (ctx.changes.has('scores', seat) ? [score] : [])),
      }),
    );
    view.scores.forEach((score, seat) => {
      out.push(
        playerPanel({
          x: box.x + seat * 310,
          y: box.y + 140,
          width: 300,
          height: 100,
          style: seatStyle(seat),
          name: `Gracz ${seat + 1}`,
          resources: [{ label: ctx.locale === 'pl' ? 'Punkty' : 'Points', value: score }],
          changed: ctx.changes.has('scores', seat),
        }),
      );
    });
    return out;
  },
};

registerRenderer(toy.id, toyRenderer);

const seats = [0, 1, 2].map((seat) => ({ seat, faction: '' }));
const start = toy.setup(seats, {}, SeededRng.fromSeed('toy'));
const afterMove = toy.apply(start, 1, { kind: 'score' }, SeededRng.fromSeed('toy')).state;
const request = { locale: 'pl' as const, title: 'Gra testowa', phase: toy.phase(afterMove), deadline: null };

describe('renderers see only the public view', () => {
  it('never receives a secret that sits in the full state', async () => {
    received.length = 0;
    expect(JSON.stringify(afterMove)).toContain(SECRET);
    const view = PublicView.of(toy, afterMove);
    expect(findSecretString(view.data, `${SECRET}-0`)).toEqual([]);
    expect(JSON.stringify(view.data)).not.toContain(SECRET);
    const svg = renderSvg(view, { ...request, previous: PublicView.of(toy, start) });
    expect(svg).not.toContain(SECRET);
    await renderBoard(view, request);
    expect(received.length).toBeGreaterThan(0);
    for (const input of received) {
      expect(input).toEqual(toy.view(afterMove, null));
      expect(JSON.stringify(input)).not.toContain(SECRET);
    }
  });

  it('can only be given a view built by the engine', () => {
    // @ts-expect-error the constructor is private: a state cannot be passed off as a view
    const forged = new PublicView('render-toy', afterMove);
    expect(forged).toBeDefined();
  });
});

describe('renderBoard', () => {
  it('returns a PNG of the renderer size, and serves an identical view from the cache', async () => {
    clearRenderCache();
    const view = PublicView.of(toy, afterMove);
    const previous = PublicView.of(toy, start);
    const first = await renderBoard(view, { ...request, previous });
    expect(first.png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([first.width, first.height]).toEqual([1600, 1000]);
    expect(first.cached).toBe(false);
    writeFileSync(path.resolve(import.meta.dirname, '../../tmp/render-toy-pl.png'), first.png);

    received.length = 0;
    const again = await renderBoard(PublicView.of(toy, structuredClone(afterMove)), { ...request, previous });
    expect(again.cached).toBe(true);
    expect(again.hash).toBe(first.hash);
    expect(again.png.equals(first.png)).toBe(true);
    expect(received).toEqual([]);

    // Anything that changes the pixels changes the key.
    const english = await renderBoard(view, { ...request, locale: 'en', previous });
    const noPrevious = await renderBoard(view, request);
    const withDeadline = await renderBoard(view, { ...request, previous, deadline: new Date('2026-12-01T18:00:00Z') });
    expect(new Set([first.hash, english.hash, noPrevious.hash, withDeadline.hash]).size).toBe(4);
  });

  it('renders concurrent identical requests once', async () => {
    clearRenderCache();
    received.length = 0;
    const view = PublicView.of(toy, start);
    const images = await Promise.all([1, 2, 3].map(() => renderBoard(view, request)));
    expect(new Set(images.map((i) => i.hash)).size).toBe(1);
    expect(received.length).toBe(1);
    expect(images.filter((i) => !i.cached).length).toBe(1);
  });

  it('lays out the toy board without overflow', () => {
    const { placements } = auditText(() => renderSvg(PublicView.of(toy, afterMove), request));
    expect(placements.length).toBeGreaterThan(0);
    expect(overflowing(placements)).toEqual([]);
  });

  it('refuses a game without a renderer', async () => {
    const other = { ...toy, id: 'no-such-renderer' };
    await expect(renderBoard(PublicView.of(other, start), request)).rejects.toBeInstanceOf(NoRendererError);
  });
});

describe('title bar and messages', () => {
  it('prints the deadline in the channel zone and language', () => {
    const d = new Date('2026-11-26T20:00:00Z');
    expect(formatDeadline(d, 'pl', 'Europe/Warsaw')).toMatch(/26 lis.*21:00/);
    expect(formatDeadline(d, 'en', 'Europe/Warsaw')).toMatch(/26 Nov.*21:00/);
  });

  it('has every render message in Polish and English', () => {
    for (const locale of LOCALES) {
      expect(Object.keys(catalog[locale]).sort()).toEqual(Object.keys(catalog.pl).sort());
      for (const key of Object.keys(catalog[locale])) expect(key.startsWith('render.')).toBe(true);
    }
  });
});
