/**
 * Boards with a static layer: the layer is rasterised once per (renderer, locale, key) and the
 * changing part painted over it, and the image is the one a single pass would draw.
 */
import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../src/engines/kit/randomPlay.js';
import type { GameDefinition } from '../../src/engines/kit/types.js';
import { listGames, productGameIds } from '../../src/engines/registry.js';
import { t } from '../../src/i18n/index.js';
import { paintOver } from '../../src/render/composite.js';
import { registerProductRenderers } from '../../src/render/games/index.js';
import {
  type BoardRenderer,
  baseLayer,
  clearRenderCache,
  contentArea,
  getRenderer,
  PublicView,
  registerRenderer,
  renderBoard,
  renderSvg,
} from '../../src/render/index.js';
import { legend, panel, playerPanel, seatStyle, track } from '../../src/render/kit/index.js';
import { labelSpritesSettled } from '../../src/render/labelSprites.js';
import { svgToPng } from '../../src/render/rasterise.js';
import { difference, pixels } from '../support/pixels.js';

interface LayerView {
  round: number;
  scores: number[];
}

const SIZE = { width: 1600, height: 1000 };

/** Track cells, a legend and one panel per seat are static; markers and values change. */
const layeredRenderer: BoardRenderer<LayerView, { seats: number }> = {
  ...SIZE,
  base: {
    key: (view) => ({ seats: view.scores.length }),
    draw(key, ctx) {
      const box = contentArea(SIZE);
      const out = [
        legend({
          x: box.x,
          y: box.y + 400,
          width: 600,
          height: 160,
          title: t(ctx.locale, { key: 'render.legend' }),
          entries: Array.from({ length: key.seats }, (_, seat) => ({
            kind: 'seat' as const,
            style: seatStyle(seat),
            label: `${t(ctx.locale, { key: 'render.activeSeat' })} ${seat + 1}`,
          })),
        }),
      ];
      for (let seat = 0; seat < key.seats; seat++)
        out.push(panel({ x: box.x + seat * 310, y: box.y + 260, width: 300, height: 120, title: `${seat + 1}` }));
      return out;
    },
  },
  draw(view, ctx) {
    const box = contentArea(SIZE);
    const out = [
      track({
        x: box.x,
        y: box.y,
        width: box.width,
        height: 120,
        spaces: 21,
        title: t(ctx.locale, { key: 'render.round', params: { round: view.round } }),
        markers: view.scores.map((score, seat) => ({ space: score, style: seatStyle(seat) })),
        changed: view.scores.flatMap((score, seat) => (ctx.changes.has('scores', seat) ? [score] : [])),
      }),
    ];
    view.scores.forEach((score, seat) => {
      out.push(
        playerPanel({
          x: box.x + seat * 310,
          y: box.y + 140,
          width: 300,
          height: 100,
          style: seatStyle(seat),
          name: `${seat + 1}`,
          resources: [{ label: t(ctx.locale, { key: 'render.round', params: { round: score } }), value: score }],
          active: seat === view.round % view.scores.length,
          changed: ctx.changes.has('scores', seat),
        }),
      );
    });
    return out;
  },
};

const game: GameDefinition<LayerView, null, LayerView> = {
  id: 'render-layers',
  engineVersion: 1,
  title: { key: 'render.legend' },
  players: { min: 2, max: 5 },
  factions: [],
  options: [],
  rulings: [],
  setup: (seats) => ({ round: 1, scores: seats.map(() => 0) }),
  pending: () => [],
  phase: (state) => ({ key: 'render.round', params: { round: state.round } }),
  legalActions: () => [],
  parseAction: () => null,
  apply: (state) => ({ state, events: [] }),
  view: (state) => ({ round: state.round, scores: [...state.scores] }),
  defaultAction: () => null,
  result: () => null,
};
registerRenderer(game.id, layeredRenderer);

const request = { locale: 'pl' as const, title: 'Warstwy', phase: 'Runda 3', deadline: null };

describe('static layer cache', () => {
  it('rasterises a layer once per renderer, locale and key', async () => {
    const a = await baseLayer(layeredRenderer, { seats: 3 }, 'pl');
    expect([a.width, a.height, a.data.length]).toEqual([1600, 1000, 1600 * 1000 * 4]);
    expect(await baseLayer(layeredRenderer, { seats: 3 }, 'pl')).toBe(a);

    const english = await baseLayer(layeredRenderer, { seats: 3 }, 'en');
    const fourSeats = await baseLayer(layeredRenderer, { seats: 4 }, 'pl');
    expect(english).not.toBe(a);
    expect(fourSeats).not.toBe(a);
    // Different keys are different pictures, not only different cache entries.
    expect(difference(english.data, a.data).bytes).toBeGreaterThan(0);
    expect(difference(fourSeats.data, a.data).bytes).toBeGreaterThan(0);
    expect(difference(fourSeats.data, english.data).bytes).toBeGreaterThan(0);
  });

  it('keeps two renderers apart even when their keys are equal', async () => {
    const other: BoardRenderer<LayerView, { seats: number }> = {
      ...layeredRenderer,
      base: { key: (v) => ({ seats: v.scores.length }), draw: () => [] },
    };
    const mine = await baseLayer(layeredRenderer, { seats: 3 }, 'pl');
    const theirs = await baseLayer(other, { seats: 3 }, 'pl');
    expect(difference(mine.data, theirs.data).bytes).toBeGreaterThan(0);
  });
});

describe('layered rendering', () => {
  const previous = PublicView.of(game, { round: 2, scores: [3, 5, 1] });
  const view = PublicView.of(game, { round: 3, scores: [3, 7, 1] });

  it('draws the image a single pass over the whole board draws', async () => {
    clearRenderCache({ layers: true });
    // Label sprites are built in the background the first time: settle them so both paths use them.
    await renderBoard(view, { ...request, previous });
    await labelSpritesSettled();
    clearRenderCache();
    const layered = await renderBoard(view, { ...request, previous });
    const single = await svgToPng(renderSvg(view, { ...request, previous }));
    expect([layered.width, layered.height]).toEqual([1600, 1000]);
    const d = difference(await pixels(layered.png), await pixels(single.png));
    // Painting a rasterised overlay rounds anti-aliased edges differently by a step or two.
    expect(d.max).toBeLessThanOrEqual(3);
    expect(d.bytes).toBeLessThan(0.01 * 1600 * 1000 * 3);
  });

  it('changes the image when the view changes, on the same cached layer', async () => {
    clearRenderCache();
    const before = await renderBoard(previous, request);
    const after = await renderBoard(view, request);
    expect(after.hash).not.toBe(before.hash);
    expect(difference(await pixels(after.png), await pixels(before.png)).bytes).toBeGreaterThan(0);
    // A change of seat count is a different layer (the fourth panel), and shows.
    const four = await renderBoard(PublicView.of(game, { round: 3, scores: [3, 7, 1, 0] }), request);
    expect(difference(await pixels(four.png), await pixels(after.png)).bytes).toBeGreaterThan(0);
  });
});

describe('product boards with a static layer', () => {
  registerProductRenderers();
  const games = listGames().filter(
    (g) => productGameIds().includes(g.id) && getRenderer(g.id)?.base?.layered !== false && getRenderer(g.id)?.base,
  );

  it('has some', () => {
    expect(games.map((g) => g.id)).toContain('stary-kontynent');
  });

  for (const def of games) {
    it(`${def.id}: the layered mid-game image is the single-pass one`, async () => {
      const seed = `layers-${def.id}`;
      const players = def.players.max;
      const steps = playRandomGame(def, { seed, players }).steps;
      const at = playRandomGame(def, { seed, players, maxSteps: Math.max(1, Math.floor(steps / 2)) }).state;
      const view = PublicView.of(def, at);
      const req = { locale: 'pl' as const, title: def.title, phase: def.phase(at), deadline: null };
      clearRenderCache();
      await renderBoard(view, req);
      await labelSpritesSettled();
      clearRenderCache();
      const layered = await renderBoard(view, req);
      const single = await svgToPng(renderSvg(view, req));
      const d = difference(await pixels(layered.png), await pixels(single.png));
      expect(d.max).toBeLessThanOrEqual(3);
      expect(d.bytes).toBeLessThan(0.01 * 1600 * 1000 * 3);
    });
  }
});

describe('paintOver', () => {
  it('keeps the base under transparent pixels, takes opaque ones and mixes the rest', () => {
    const base = {
      data: Buffer.from([10, 20, 30, 255, 10, 20, 30, 255, 10, 20, 30, 255, 200, 100, 0, 255]),
      width: 4,
      height: 1,
    };
    const overlay = new Uint8Array([
      ...[255, 255, 255, 0], // transparent
      ...[1, 2, 3, 255], // opaque
      ...[210, 220, 230, 128], // half
      ...[0, 0, 0, 255],
    ]);
    const out = paintOver(base, overlay);
    expect([...out.data]).toEqual([10, 20, 30, 255, 1, 2, 3, 255, 110, 120, 130, 255, 0, 0, 0, 255]);
    expect([...base.data.subarray(0, 4)]).toEqual([10, 20, 30, 255]);
  });

  it('gives the same pixels from a misaligned overlay (the byte path) as from an aligned one', () => {
    const base = { data: Buffer.alloc(4 * 4, 255), width: 4, height: 1 };
    const pixels = [...[255, 255, 255, 0], ...[1, 2, 3, 255], ...[210, 220, 230, 128], ...[9, 8, 7, 1]];
    const aligned = paintOver(base, new Uint8Array(pixels));
    const shifted = new Uint8Array(pixels.length + 1);
    shifted.set(pixels, 1);
    const misaligned = paintOver(base, shifted.subarray(1));
    expect([...misaligned.data]).toEqual([...aligned.data]);
  });

  it('refuses images of different sizes', () => {
    expect(() => paintOver({ data: Buffer.alloc(12), width: 2, height: 2 }, new Uint8Array(8))).toThrow(/sizes/);
  });
});
