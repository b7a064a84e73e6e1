/**
 * Rasters of boards' static layers (see `BoardBase` in types.ts), kept as raw pixels so that an
 * image costs only the rasterising of what changed, a pass over the pixels and the PNG encode.
 * Keyed by the renderer, the locale and the renderer's base key; concurrent requests for the
 * same layer share one raster.
 */

import type { Locale } from '../i18n/types.js';
import { composeBase } from './board.js';
import { budgetMiB, hashOf, LruCache } from './cache.js';
import type { OpaqueImage } from './composite.js';
import { svgToOpaque } from './rasterise.js';
import type { BoardRenderer } from './types.js';

/**
 * 6.4 MB each at 1600×1000: at most RENDER_LAYER_CACHE_MB (32 MiB by default, five layers of that
 * size) — the fixed boards of every game and a few random maps; a game whose layer was dropped
 * rebuilds it once. A layer being rasterised counts as its final size.
 */
const CAPACITY = 12;
const LAYER_ESTIMATE = 1600 * 1000 * 4;
const layers = new LruCache<Promise<OpaqueImage>>(CAPACITY, {
  maxBytes: budgetMiB('RENDER_LAYER_CACHE_MB', 32),
  sizeOf: () => LAYER_ESTIMATE,
});

/** A number per renderer object, so two renderers registered under one id never share layers. */
const rendererIds = new WeakMap<object, number>();
let nextRendererId = 0;

function rendererId(renderer: object): number {
  let id = rendererIds.get(renderer);
  if (id === undefined) {
    id = nextRendererId++;
    rendererIds.set(renderer, id);
  }
  return id;
}

/** The static layer of `renderer` for `key` in `locale`, rasterised at most once while cached. */
export function baseLayer<V, K>(renderer: BoardRenderer<V, K>, key: K, locale: Locale): Promise<OpaqueImage> {
  const cacheKey = hashOf({ renderer: rendererId(renderer), locale, key });
  const hit = layers.get(cacheKey);
  if (hit) return hit;
  const job = svgToOpaque(composeBase(renderer, key, locale), { wait: true });
  layers.set(cacheKey, job);
  // A failed raster must not stay cached: the next image tries again. A finished one counts its bytes.
  job.then(
    (image) => {
      if (layers.get(cacheKey) === job) layers.set(cacheKey, job, image.data.length);
    },
    () => {
      if (layers.get(cacheKey) === job) layers.delete(cacheKey);
    },
  );
  return job;
}

/** Forgets every static layer (benchmarks of a first image, tests). */
export function clearBaseLayers(): void {
  layers.clear();
}
