/**
 * Board rendering benchmark: the kit's showcase board (every primitive, ~1,300 glyphs) at
 * 1600×1000, timed end to end (compose SVG + rasterise + labels + PNG encode), against two
 * floors measured in the same run: rasterising the SVG exactly as the board path hands it
 * to librsvg (labels that are painted afterwards taken out) to raw pixels, and the fixed
 * cost of any 1600×1000 image (the bare background through librsvg and the PNG encoder);
 * plus the first image (label cache cold) and a cache hit.
 */
import { composeBoard } from '../src/render/board.js';
import { diffViews } from '../src/render/diff.js';
import { clearRenderCache, PublicView, registerRenderer, renderBoard } from '../src/render/index.js';
import { background } from '../src/render/kit/frame.js';
import { svgDocument } from '../src/render/kit/svg.js';
import { clearLabelSprites, labelSpritesSettled, withLabelBlits } from '../src/render/labelSprites.js';
import { svgToPng, svgToRaw } from '../src/render/rasterise.js';
import type { RenderContext } from '../src/render/types.js';
import { type ShowcaseView, showcaseNextView, showcaseRenderer, showcaseView } from '../test/render/kitShowcase.js';
import { percentile, type Row } from './stats.js';

function summary(samples: number[]): { p50: number; p95: number } {
  const s = [...samples].sort((a, b) => a - b);
  return { p50: round(percentile(s, 50)), p95: round(percentile(s, 95)) };
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}

async function timed<T>(f: () => Promise<T> | T): Promise<{ wall: number; cpu: number; value: T }> {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const value = await f();
  const wall = performance.now() - t0;
  const c = process.cpuUsage(c0);
  return { wall, cpu: (c.user + c.system) / 1000, value };
}

export type { Row };

export async function benchRender(iterations = 25): Promise<Row[]> {
  const previous = showcaseView();
  const current = showcaseNextView();
  const ctx: RenderContext<ShowcaseView> = {
    locale: 'pl',
    previous,
    changes: diffViews(previous, current),
    title: 'Magnaci: Gra o Rzeczpospolitą',
    phase: 'Runda 3 · Faza Sejmu: głosowanie nad ustawą',
    deadline: new Date('2026-11-26T20:00:00Z'),
    timeZone: 'Europe/Warsaw',
    players: [],
  };
  // Warm up: font files, fontconfig, librsvg, label sprites.
  for (let i = 0; i < 3; i++) await svgToPng(composeBoard(showcaseRenderer, current, ctx));
  // The floor rasterises exactly what the board path rasterises: the SVG without the labels painted afterwards.
  const svg = (await withLabelBlits(composeBoard(showcaseRenderer, current, ctx), { wait: true })).svg;
  const empty = svgDocument(1600, 1000, [background(1600, 1000)]);

  const full: number[] = [];
  const fullCpu: number[] = [];
  const floor: number[] = [];
  const floorCpu: number[] = [];
  const canvas: number[] = [];
  const canvasCpu: number[] = [];
  let pngBytes = 0;
  for (let i = 0; i < iterations; i++) {
    // Interleaved, so both see the same machine load.
    const a = await timed(async () => svgToPng(composeBoard(showcaseRenderer, current, ctx)));
    full.push(a.wall);
    fullCpu.push(a.cpu);
    pngBytes = a.value.png.length;
    const b = await timed(() => svgToRaw(svg));
    floor.push(b.wall);
    floorCpu.push(b.cpu);
    const e = await timed(() => svgToPng(empty));
    canvas.push(e.wall);
    canvasCpu.push(e.cpu);
  }
  const cold: number[] = [];
  const coldCpu: number[] = [];
  for (let i = 0; i < Math.max(3, Math.round(iterations / 5)); i++) {
    await labelSpritesSettled();
    clearLabelSprites();
    const c = await timed(async () => svgToPng(composeBoard(showcaseRenderer, current, ctx)));
    cold.push(c.wall);
    coldCpu.push(c.cpu);
  }

  registerRenderer('bench-showcase', showcaseRenderer);
  const definition = {
    id: 'bench-showcase',
    view: (s: ShowcaseView) => s,
  };
  const view = PublicView.of(
    {
      ...definition,
      engineVersion: 1,
      title: { key: 'bench' },
      players: { min: 1, max: 5 },
      factions: [],
      options: [],
      rulings: [],
      setup: () => current,
      pending: () => [],
      phase: () => ({ key: 'bench' }),
      legalActions: () => [],
      parseAction: () => null,
      apply: (s: ShowcaseView) => ({ state: s, events: [] }),
      defaultAction: () => null,
      result: () => null,
    },
    current,
  );
  clearRenderCache();
  const request = { locale: 'pl' as const, title: ctx.title, phase: ctx.phase, deadline: ctx.deadline };
  await renderBoard(view, request);
  const hits: number[] = [];
  for (let i = 0; i < iterations; i++) hits.push((await timed(() => renderBoard(view, request))).wall);

  const f = summary(full);
  const r = summary(floor);
  const fc = summary(fullCpu);
  const rc = summary(floorCpu);
  const cc = summary(coldCpu);
  const e = summary(canvas);
  const ec = summary(canvasCpu);
  return [
    {
      name: 'render: showcase board 1600×1000 (compose + raster + PNG)',
      ...f,
      unit: 'ms',
      extra: `PNG ${(pngBytes / 1024).toFixed(0)} KiB; CPU p50 ${fc.p50} ms, p95 ${fc.p95} ms`,
    },
    {
      name: 'render: rasterise-only floor (same SVG → raw pixels)',
      ...r,
      unit: 'ms',
      extra: `board/floor p50 ${(f.p50 / r.p50).toFixed(2)}×; CPU p50 ${rc.p50} ms`,
    },
    {
      name: 'render: canvas floor (bare 1600×1000 background → PNG)',
      ...e,
      unit: 'ms',
      extra: `board/canvas p50 ${(f.p50 / e.p50).toFixed(2)}×; CPU p50 ${ec.p50} ms`,
    },
    {
      name: 'render: showcase board, cold label cache (first image; sprites built after)',
      ...summary(cold),
      unit: 'ms',
      extra: `CPU p50 ${cc.p50} ms`,
    },
    { name: 'render: cache hit (identical view)', ...summary(hits), unit: 'ms' },
  ];
}

// Run directly: `npx tsx bench/render.ts`.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await benchRender()) {
    console.log(
      `${row.name.padEnd(64)} p50 ${String(row.p50).padStart(7)} ${row.unit}  p95 ${String(row.p95).padStart(7)} ${row.unit}  ${row.extra ?? ''}`,
    );
  }
}
