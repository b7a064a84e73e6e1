/**
 * Labels painted over the raster (blits) instead of inside the SVG: only labels nothing later
 * can touch move out, so the picture is the one librsvg draws with every label inside the
 * SVG; and the boxes that decide it are conservative.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../src/engines/kit/randomPlay.js';
import { listGames, productGameIds } from '../../src/engines/registry.js';
import { composeBoard } from '../../src/render/board.js';
import { diffViews } from '../../src/render/diff.js';
import { registerProductRenderers } from '../../src/render/games/index.js';
import { PublicView, renderSvg } from '../../src/render/index.js';
import { d6, el, group, seatStyle, svgDocument, textLine } from '../../src/render/kit/index.js';
import { withLabelBlits, withLabelSprites } from '../../src/render/labelSprites.js';
import { svgToOpaque } from '../../src/render/rasterise.js';
import { drawables, EVERYWHERE, parseTransform, pathBox, touches } from '../../src/render/svgBounds.js';
import { difference } from '../support/pixels.js';
import { showcaseNextView, showcaseRenderer, showcaseView } from './kitShowcase.js';

/** The reference: every label an embedded image inside the SVG, one librsvg pass. */
async function allInside(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(await withLabelSprites(svg, { wait: true })), { density: 72 })
    .ensureAlpha()
    .raw()
    .toBuffer();
}

async function expectSamePicture(svg: string): Promise<number> {
  const reference = await allInside(svg);
  const plan = await withLabelBlits(svg, { wait: true });
  const blitted = await svgToOpaque(svg, { wait: true });
  const d = difference(blitted.data, reference);
  // Blending the same sprite pixels outside librsvg rounds by at most a step.
  expect(d.max).toBeLessThanOrEqual(2);
  return plan.blits.length;
}

describe('label blits', () => {
  it('draw the showcase (stacked markers, rotated cards, highlights) as the SVG with every label inside', async () => {
    const previous = showcaseView();
    const current = showcaseNextView();
    const svg = composeBoard(showcaseRenderer, current, {
      locale: 'pl',
      previous,
      changes: diffViews(previous, current),
      title: 'Pokaz',
      phase: 'Runda 3',
      deadline: null,
      timeZone: 'Europe/Warsaw',
      players: [],
    });
    expect(await expectSamePicture(svg)).toBeGreaterThan(50);
  });

  registerProductRenderers();
  for (const def of listGames().filter((g) => productGameIds().includes(g.id))) {
    it(`draw ${def.id}'s mid-game board as the SVG with every label inside`, async () => {
      const seed = `blits-${def.id}`;
      const players = def.players.max;
      const steps = playRandomGame(def, { seed, players }).steps;
      const at = playRandomGame(def, { seed, players, maxSteps: Math.max(1, Math.floor(steps / 2)) }).state;
      const svg = renderSvg(PublicView.of(def, at), { locale: 'pl', title: def.title, phase: def.phase(at) });
      expect(await expectSamePicture(svg)).toBeGreaterThan(0);
    });
  }

  it('keep a label inside the SVG when a later shape covers it, and move it out when nothing does', async () => {
    const covered = textLine('Zasłonięty', 100, 100, { size: 20 });
    const free = textLine('Wolny', 100, 300, { size: 20 });
    const svg = svgDocument(400, 400, [
      el('rect', { width: 400, height: 400, fill: '#fff' }),
      covered,
      free,
      el('circle', { cx: 130, cy: 95, r: 12, fill: '#c00' }),
    ]);
    const plan = await withLabelBlits(svg, { wait: true });
    expect(plan.blits).toHaveLength(1);
    expect(plan.blits[0]?.top).toBeGreaterThan(250);
    expect(plan.svg).toContain('<image');
    await expectSamePicture(svg);
  });

  it('move a label out from under a later outline that only rings it (a change highlight)', async () => {
    const svg = svgDocument(400, 400, [
      el('rect', { width: 400, height: 400, fill: '#fff' }),
      textLine('Wewnątrz', 120, 200, { size: 20 }),
      textLine('Na krawędzi', 40, 108, { size: 20 }),
      el('rect', {
        x: 100,
        y: 100,
        width: 200,
        height: 200,
        rx: 6,
        fill: 'none',
        stroke: '#000',
        'stroke-width': 4,
        'stroke-dasharray': '8 4',
      }),
    ]);
    const plan = await withLabelBlits(svg, { wait: true });
    expect(plan.blits).toHaveLength(1);
    expect(plan.blits[0]?.left).toBeGreaterThan(100);
    await expectSamePicture(svg);
  });

  it('keep labels in rotated or fractionally moved groups inside the SVG', async () => {
    const svg = svgDocument(400, 400, [
      el('rect', { width: 400, height: 400, fill: '#fff' }),
      group([textLine('Obrócony', 0, 0, { size: 18 })], { x: 200, y: 100, rotate: 30 }),
      group([textLine('Przesunięty', 0, 0, { size: 18 })], { x: 100.5, y: 200 }),
      group([textLine('Całe piksele', 0, 0, { size: 18 })], { x: 100, y: 300 }),
    ]);
    const plan = await withLabelBlits(svg, { wait: true });
    expect(plan.blits).toHaveLength(1);
    expect((plan.svg.match(/<image/g) ?? []).length).toBe(2);
    await expectSamePicture(svg);
  });
});

describe('stamps', () => {
  it('paint pip dice from cached images: their shapes, on whole pixels', async () => {
    const dice = Array.from({ length: 24 }, (_, i) =>
      d6(40.3 + (i % 8) * 45.7, 40.6 + Math.floor(i / 8) * 45.2, 28, (i % 6) + 1, {
        seat: seatStyle(i % 5),
        changed: i % 7 === 0,
      }),
    );
    const svg = svgDocument(400, 160, [el('rect', { width: 400, height: 160, fill: '#fff' }), ...dice]);
    expect((svg.match(/data-label=/g) ?? []).length).toBe(24);
    const plan = await withLabelBlits(svg, { wait: true });
    expect(plan.blits).toHaveLength(24);
    // The same dice as shapes, moved to the whole pixels the stamps land on.
    const rounded = svg.replace(
      /<g data-label="l[0-9a-z]+" transform="translate\((-?[\d.]+) (-?[\d.]+)\) scale\(1\)">/g,
      (_whole, x: string, y: string) => `<g transform="translate(${Math.round(Number(x))} ${Math.round(Number(y))})">`,
    );
    const shapes = await sharp(Buffer.from(rounded), { density: 72 }).ensureAlpha().raw().toBuffer();
    const stamped = await svgToOpaque(svg, { wait: true });
    expect(difference(stamped.data, shapes).max).toBeLessThanOrEqual(2);
  });

  it('keep a die with a number (a label inside) as shapes', () => {
    expect(d6(10, 10, 20, 12)).not.toContain(') scale(1)"');
  });
});

describe('element bounds', () => {
  it('read transforms, and refuse the ones they do not know', () => {
    expect(parseTransform('translate(10 20) scale(2)')).toEqual([2, 0, 0, 2, 10, 20]);
    const r = parseTransform('rotate(90)');
    expect(r?.map((n) => Math.round(n * 1e9) / 1e9)).toEqual([0, 1, -1, 0, 0, 0]);
    expect(parseTransform('skewX(10)')).toBeNull();
  });

  it('bound paths by their points, relative commands and arcs included', () => {
    expect(pathBox('M10 10L20 30H5V0Z')).toEqual({ x0: 5, y0: 0, x1: 20, y1: 30 });
    expect(pathBox('M10 10l5 5h5v-20')).toEqual({ x0: 10, y0: -5, x1: 20, y1: 15 });
    expect(pathBox('M0 0Q50 -40 100 0')).toEqual({ x0: 0, y0: -40, x1: 100, y1: 0 });
    const arc = pathBox('M0 0a10 10 0 0 1 20 0');
    expect(arc && arc.y0 <= -10 && arc.x1 >= 20).toBe(true);
    // A large arc from (0 0) to (1 0) of radius 10 rises almost 20 above its chord.
    const large = pathBox('M0 0a10 10 0 1 1 1 0');
    expect(large && large.y0 <= -19.9).toBe(true);
    // Radii too small for the chord grow to half of it.
    const grown = pathBox('M0 0a1 1 0 0 1 40 0');
    expect(grown && grown.y0 <= -20).toBe(true);
  });

  it('see the inside of a rounded outline up to its corner arcs', () => {
    const svg = svgDocument(200, 200, [
      el('rect', { x: 10, y: 10, width: 100, height: 100, rx: 20, fill: 'none', stroke: '#000', 'stroke-width': 2 }),
    ]);
    const [outline] = drawables(svg, () => undefined);
    if (!outline) throw new Error('no outline');
    // Along a side, a few pixels in is clear of the stroke; in a corner, only inside its arc.
    expect(touches(outline, { x0: 40, y0: 15, x1: 80, y1: 30 })).toBe(false);
    expect(touches(outline, { x0: 15, y0: 40, x1: 30, y1: 80 })).toBe(false);
    expect(touches(outline, { x0: 13, y0: 13, x1: 30, y1: 30 })).toBe(true);
    expect(touches(outline, { x0: 20, y0: 20, x1: 30, y1: 30 })).toBe(false);
    expect(touches(outline, { x0: 9, y0: 40, x1: 30, y1: 50 })).toBe(true);
  });

  it('pad strokes, and cover everything for what they cannot read', () => {
    const svg = svgDocument(100, 100, [
      el('rect', { x: 10, y: 10, width: 10, height: 10, stroke: '#000', 'stroke-width': 4 }),
      el('rect', { x: 10, y: 10, width: 10, height: 10, filter: 'url(#f)' }),
      '<text x="1" y="1">t</text>',
    ]);
    const [stroked, filtered, text] = drawables(svg, () => undefined);
    expect(stroked?.box.x0).toBeLessThanOrEqual(8);
    expect(stroked?.box.x1).toBeGreaterThanOrEqual(22);
    const sharp = drawables(
      svgDocument(100, 100, [el('path', { d: 'M10 50L50 10L90 50', stroke: '#000', 'stroke-width': 4 })]),
      () => undefined,
    )[0];
    // A sharp miter join reaches well past half the stroke width.
    expect(sharp?.box.y0).toBeLessThanOrEqual(2);
    expect(filtered?.box).toEqual(EVERYWHERE);
    expect(text?.box).toEqual(EVERYWHERE);
  });
});
