/**
 * The board images service: a game's public view → PNG, cached by a hash of everything
 * that affects the pixels. See README.md in this folder for writing a game's renderer.
 *
 * The Table calls `renderBoard` only after its transaction has committed and after the
 * interaction was acknowledged: rendering takes tens of milliseconds and must never hold
 * a database transaction or Discord's 3-second window.
 */

import { clearBaseLayers } from './baseCache.js';
import { type BoardRequest, composeBoard, renderContext } from './board.js';
import { budgetMiB, hashOf, LruCache } from './cache.js';
import { type LabelPlan, planLabels } from './labelSprites.js';
import { layeredToOpaque, renderLayered } from './layered.js';
import { opaqueToPng, type Png, plannedToOpaque, svgToPng } from './rasterise.js';
import { getRenderer } from './registry.js';
import { clearPrevious, keepPrevious, type PaintedBoard, repaint, takePrevious } from './repaint.js';
import type { AnyBoardRenderer, PublicView, RenderContext } from './types.js';

export { baseLayer, clearBaseLayers } from './baseCache.js';
export { type BoardRequest, contentArea, DEFAULT_TIME_ZONE } from './board.js';
export { type ChangeSet, diffViews, jsonPath, NO_CHANGES } from './diff.js';
export { svgToPng, svgToRaw } from './rasterise.js';
export { getRenderer, hasRenderer, registerRenderer } from './registry.js';
export {
  type AnyBoardRenderer,
  type BaseContext,
  type BoardBase,
  type BoardRenderer,
  PublicView,
  type RenderContext,
} from './types.js';

/** A board's PNG and how it was made. */
interface Painted extends Png {
  /** Painted over the game's previous image (only what changed rasterised), not drawn whole. */
  repainted: boolean;
}

export interface BoardImage extends Painted {
  /** SHA-256 of (game, view, previous view, locale, title, phase, deadline, zone): the cache key. */
  hash: string;
  /** True when this image came from the cache. */
  cached: boolean;
}

/**
 * How many images to keep: a few per active game is plenty (the previous one is rarely re-asked),
 * and at most RENDER_IMAGE_CACHE_MB (16 MiB by default) of PNG bytes.
 */
const CACHE_CAPACITY = 128;
const cache = new LruCache<Painted>(CACHE_CAPACITY, {
  maxBytes: budgetMiB('RENDER_IMAGE_CACHE_MB', 16),
  sizeOf: (p) => p.png.length,
});
const inFlight = new Map<string, Promise<Painted>>();

function renderKey<V>(view: PublicView<V>, request: BoardRequest<V>): string {
  return hashOf({
    gameId: view.gameId,
    view: view.data,
    previous: request.previous?.data ?? null,
    locale: request.locale,
    title: request.title,
    phase: request.phase,
    deadline: request.deadline ?? null,
    timeZone: request.timeZone ?? null,
    players: request.players ?? [],
  });
}

export class NoRendererError extends Error {
  constructor(readonly gameId: string) {
    super(`no board renderer registered for game '${gameId}'`);
  }
}

/** The board as SVG (no rasterising, no cache): for tests and debugging. */
export function renderSvg<V>(view: PublicView<V>, request: BoardRequest<V>): string {
  const renderer = getRenderer(view.gameId);
  if (!renderer) throw new NoRendererError(view.gameId);
  return composeBoard(renderer, view.data, renderContext(view, request));
}

/** The board as PNG; identical requests are served from the cache (or share an in-flight render). */
export async function renderBoard<V>(view: PublicView<V>, request: BoardRequest<V>): Promise<BoardImage> {
  const hash = renderKey(view, request);
  const hit = cache.get(hash);
  if (hit) return { ...hit, hash, cached: true };
  const pending = inFlight.get(hash);
  if (pending) return { ...(await pending), hash, cached: true };
  const job = (async () => {
    const renderer = getRenderer(view.gameId);
    if (!renderer) throw new NoRendererError(view.gameId);
    const ctx = renderContext(view, request);
    if (request.table !== undefined) return paintForTable(request.table, renderer, view.data, ctx);
    return { ...(await paintWhole(renderer, view.data, ctx)), repainted: false };
  })();
  inFlight.set(hash, job);
  try {
    const png = await job;
    cache.set(hash, png);
    return { ...png, hash, cached: false };
  } finally {
    inFlight.delete(hash);
  }
}

/** A board drawn whole: over its static layer when it has one, else in one pass. */
function paintWhole(renderer: AnyBoardRenderer, view: unknown, ctx: RenderContext<unknown>): Promise<Png> {
  const { base } = renderer;
  return base && base.layered !== false
    ? renderLayered(renderer, base, view, ctx)
    : svgToPng(composeBoard(renderer, view, ctx));
}

/**
 * A board of a game being played: painted over the game's previous image when one is kept
 * (repaint.ts), else drawn whole; kept in turn for the game's next image.
 */
async function paintForTable(
  table: string,
  renderer: AnyBoardRenderer,
  view: unknown,
  ctx: RenderContext<unknown>,
): Promise<Painted> {
  const svg = composeBoard(renderer, view, ctx);
  const plan = await planLabels(svg);
  const before = takePrevious(table, renderer.width, renderer.height);
  const over = before ? await repaint(before, svg, plan) : null;
  const painted: PaintedBoard = over ?? (await drawnWhole(renderer, view, ctx, { svg, plan }, before));
  const png = await opaqueToPng(painted.image);
  keepPrevious(table, painted);
  return { ...png, repainted: over !== null };
}

/** The whole board, as a kept image (its own pixels: the previous image's buffer when there was one). */
async function drawnWhole(
  renderer: AnyBoardRenderer,
  view: unknown,
  ctx: RenderContext<unknown>,
  { svg, plan }: { svg: string; plan: LabelPlan },
  before: PaintedBoard | undefined,
): Promise<PaintedBoard> {
  const { base } = renderer;
  if (base && base.layered !== false) {
    const into = before?.image.data ?? Buffer.allocUnsafe(renderer.width * renderer.height * 4);
    return { svg, plan, image: await layeredToOpaque(renderer, base, view, ctx, into) };
  }
  return { svg, plan, image: await plannedToOpaque(svg, plan) };
}

/**
 * Empties the image cache (tests, benchmarks); `{ layers: true }` also forgets the static layers,
 * `{ previous: true }` the games' previous images (their next boards are drawn whole).
 */
export function clearRenderCache(options: { layers?: boolean; previous?: boolean } = {}): void {
  cache.clear();
  if (options.layers) clearBaseLayers();
  if (options.previous) clearPrevious();
}
