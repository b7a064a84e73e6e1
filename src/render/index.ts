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
import { renderLayered } from './layered.js';
import { type Png, svgToPng } from './rasterise.js';
import { getRenderer } from './registry.js';
import type { PublicView } from './types.js';

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

export interface BoardImage extends Png {
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
const cache = new LruCache<Png>(CACHE_CAPACITY, {
  maxBytes: budgetMiB('RENDER_IMAGE_CACHE_MB', 16),
  sizeOf: (p) => p.png.length,
});
const inFlight = new Map<string, Promise<Png>>();

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
    const { base } = renderer;
    // A board with a static layer paints only its changing part; others rasterise in one pass.
    return base && base.layered !== false
      ? renderLayered(renderer, base, view.data, renderContext(view, request))
      : svgToPng(composeBoard(renderer, view.data, renderContext(view, request)));
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

/** Empties the image cache (tests, benchmarks); `{ layers: true }` also forgets the static layers. */
export function clearRenderCache(options: { layers?: boolean } = {}): void {
  cache.clear();
  if (options.layers) clearBaseLayers();
}
