/**
 * Each product game's board rendered to PNG (compose + rasterise + encode) at its natural
 * size, as the Table renders it during a game: a different mid-game view every run (six
 * views from 30 % to 70 % of a random game, each with the view before it as `previous`,
 * so change highlights are drawn), the image cache cleared before each run and every run
 * checked to be a real render, not a cache hit. As in a game, the board of the move before is
 * rendered first (not timed), so the timed board is painted over it where it can be
 * (repaint.ts); the row says how many runs were. The game's static layer (if its renderer
 * has one) stays cached between runs, as it does between the images of one game; the first
 * image of a game, which rasterises that layer too and has no previous image, is timed apart.
 *
 * Each board has its floor measured in the same run, interleaved with the renders so both see
 * the same machine load: sharp rasterising and PNG-encoding the full composed SVG of the same
 * view (no static layer; labels still drawn from the cached label sprites, as `svgToPng`
 * does), composed beforehand. Target: board p95 ≤ 1.3× floor p95. Each board's row also says
 * how many labels per view stay inside the SVG its render rasterises (see `labelsLeft`).
 */
import { constants, PerformanceObserver } from 'node:perf_hooks';
import { playRandomGame } from '../src/engines/kit/randomPlay.js';
import type { AnyGameDefinition } from '../src/engines/kit/types.js';
import { listGames, productGameIds } from '../src/engines/registry.js';
import { composeBoard, composeOverlay, renderContext } from '../src/render/board.js';
import { registerProductRenderers } from '../src/render/games/index.js';
import {
  type BoardRequest,
  clearRenderCache,
  getRenderer,
  PublicView,
  renderBoard,
  svgToPng,
} from '../src/render/index.js';
import { labelSpritesSettled, withLabelBlits } from '../src/render/labelSprites.js';
import { percentile, type Row } from './stats.js';

/** The game the benchmark's boards belong to (the Table's id for it). */
const TABLE = 'bench-game';

/** Points of the game (fractions of its length) whose boards are rendered. */
const POINTS = [0.3, 0.38, 0.46, 0.54, 0.62, 0.7];

interface Sample {
  view: PublicView<unknown>;
  request: BoardRequest<unknown>;
  /** The board of the move before, as the game rendered it. */
  before: { view: PublicView<unknown>; request: BoardRequest<unknown> };
  /** The full composed SVG of the view, for the floor. */
  svg: string;
  /** What the render rasterises itself: the overlay when the board has a static layer, else `svg`. */
  drawn: string;
}

function midGameSamples(def: AnyGameDefinition): Sample[] {
  const seed = `bench-board-${def.id}`;
  const players = def.players.max;
  const steps = playRandomGame(def, { seed, players }).steps;
  const renderer = getRenderer(def.id);
  if (!renderer) throw new Error(`bench: no renderer for ${def.id}`);
  return POINTS.map((point) => {
    const at = Math.max(1, Math.round(steps * point));
    const state = playRandomGame(def, { seed, players, maxSteps: at }).state;
    const before = playRandomGame(def, { seed, players, maxSteps: at - 1 }).state;
    const earlier = playRandomGame(def, { seed, players, maxSteps: Math.max(0, at - 2) }).state;
    const view = PublicView.of(def, state);
    const requestFor = (s: unknown, previous: unknown): BoardRequest<unknown> => ({
      locale: 'pl',
      previous: PublicView.of(def, previous),
      title: def.title,
      phase: def.phase(s),
      deadline: new Date('2026-11-26T20:00:00Z'),
      table: TABLE,
    });
    const request = requestFor(state, before);
    const ctx = renderContext(view, request);
    const svg = composeBoard(renderer, view.data, ctx);
    const layered = renderer.base !== undefined && renderer.base.layered !== false;
    return {
      view,
      request,
      before: { view: PublicView.of(def, before), request: requestFor(before, earlier) },
      svg,
      drawn: layered ? composeOverlay(renderer, view.data, ctx) : svg,
    };
  });
}

/**
 * How many labels of each view stay inside the SVG that the render rasterises (an embedded
 * image each, ≈ 100 µs in librsvg) instead of being painted over the raster: "min–max of total".
 */
async function labelsLeft(samples: Sample[]): Promise<string> {
  const left: number[] = [];
  let total = 0;
  for (const s of samples) {
    const labels = (s.drawn.match(/data-label="/g) ?? []).length;
    left.push(labels - (await withLabelBlits(s.drawn)).blits.length);
    total = Math.max(total, labels);
  }
  return `${Math.min(...left)}–${Math.max(...left)} of ≤ ${total}`;
}

/**
 * One real render (never a cache hit) after the game's board of the move before: wall and CPU
 * time in ms, PNG size, whether it was painted over that board.
 */
async function renderOnce(
  sample: Sample,
): Promise<{ wall: number; cpu: number; bytes: number; size: string; repainted: boolean }> {
  clearRenderCache();
  await renderBoard(sample.before.view, sample.before.request);
  clearRenderCache();
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const image = await renderBoard(sample.view, sample.request);
  const wall = performance.now() - t0;
  const c = process.cpuUsage(c0);
  if (image.cached) throw new Error('bench: a board run was served from the image cache');
  return {
    wall,
    cpu: (c.user + c.system) / 1000,
    bytes: image.png.length,
    size: `${image.width}×${image.height}`,
    repainted: image.repainted,
  };
}

function p(samples: number[], q: number): number {
  return (
    Math.round(
      percentile(
        [...samples].sort((a, b) => a - b),
        q,
      ) * 10,
    ) / 10
  );
}

/**
 * Full (mark-compact) collections and their pause while `fn` runs: a p95 of a few dozen samples
 * is set by the two or three runs such a pause lands in, so the row says how many there were.
 */
async function withMajorGcs<T>(fn: () => Promise<T>): Promise<{ result: T; count: number; ms: number }> {
  let count = 0;
  let ms = 0;
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const { detail } = e as { detail?: { kind?: number } };
      if (detail?.kind !== constants.NODE_PERFORMANCE_GC_MAJOR) continue;
      count++;
      ms += e.duration;
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  const result = await fn();
  // GC entries are delivered asynchronously.
  await new Promise((resolve) => setTimeout(resolve, 10));
  observer.disconnect();
  return { result, count, ms };
}

/**
 * 144 runs (24 per view). A full collection (every few runs: the rasters are external memory)
 * adds 4–15 ms to whichever run it lands in, board or floor, so a p95 is a run with one in it;
 * with 72 runs the board's p95 against the floor's swung from 0.9× to 1.5× between runs of the
 * bench, with 144 from 0.9× to 1.2×. BENCH_BOARD_RUNS overrides.
 */
export async function benchBoards(runs = Number(process.env.BENCH_BOARD_RUNS ?? 144)): Promise<Row[]> {
  registerProductRenderers();
  const rows: Row[] = [];
  // BENCH_GAMES=chocim-1621,… benches only those boards (all product games by default).
  const only = (process.env.BENCH_GAMES ?? '').split(',').filter((g) => g !== '');
  const ids = new Set(productGameIds().filter((g) => only.length === 0 || only.includes(g)));
  for (const def of listGames().filter((g) => ids.has(g.id))) {
    const samples = midGameSamples(def);
    // The first image of the game: its static layer is not cached yet, nor a previous image.
    clearRenderCache({ layers: true, previous: true });
    const firstSample = samples[0] as Sample;
    const f0 = performance.now();
    await renderBoard(firstSample.view, firstSample.request);
    const first = { wall: performance.now() - f0 };
    // Warm up: label images of these views (built in the background after the first image).
    for (const s of samples) await renderOnce(s);
    await labelSpritesSettled();
    const left = await labelsLeft(samples);
    const wall: number[] = [];
    const cpu: number[] = [];
    const floor: number[] = [];
    const floorCpu: number[] = [];
    let maxBytes = 0;
    let size = '';
    let repainted = 0;
    const gcs = await withMajorGcs(async () => {
      for (let i = 0; i < runs; i++) {
        const sample = samples[i % samples.length] as Sample;
        const r = await renderOnce(sample);
        const c0 = process.cpuUsage();
        const f0 = performance.now();
        await svgToPng(sample.svg);
        floor.push(performance.now() - f0);
        const fc = process.cpuUsage(c0);
        floorCpu.push((fc.user + fc.system) / 1000);
        wall.push(r.wall);
        cpu.push(r.cpu);
        maxBytes = Math.max(maxBytes, r.bytes);
        size = r.size;
        if (r.repainted) repainted++;
      }
    });
    rows.push({
      name: `board ${def.id}: mid-game render (${samples.length} views)`,
      p50: p(wall, 50),
      p95: p(wall, 95),
      unit: 'ms',
      extra:
        `${size}, PNG ≤ ${(maxBytes / 1024).toFixed(0)} KiB, highlights; CPU p50 ${p(cpu, 50)} p95 ${p(cpu, 95)} ms; ` +
        `first image of a game ${first.wall.toFixed(0)} ms; labels left in the SVG ${left}; p95 ${(p(wall, 95) / p(floor, 95)).toFixed(2)}× floor; ` +
        `${runs} runs (${repainted} painted over the move before), ${gcs.count} full GCs (${gcs.ms.toFixed(0)} ms) during them`,
    });
    rows.push({
      name: `board ${def.id}: floor (sharp raster + PNG of the full SVG)`,
      p50: p(floor, 50),
      p95: p(floor, 95),
      unit: 'ms',
      extra: `same views, same run; CPU p50 ${p(floorCpu, 50)} p95 ${p(floorCpu, 95)} ms; board p50 ${(p(wall, 50) / p(floor, 50)).toFixed(2)}× floor`,
    });
  }
  return rows;
}

// Run directly: `npx tsx bench/boards.ts`.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { printTable } = await import('./stats.js');
  printTable(await benchBoards());
}
