/**
 * A board with a static layer, rendered in layers: the static layer's cached raster, the
 * rasterised overlay (title bar and the renderer's drawing) painted over it, then PNG.
 * The pixels match rasterising `composeBoard`'s single document (up to rounding of
 * anti-aliased edges), at the cost of the overlay's elements only.
 */

import { baseLayer } from './baseCache.js';
import { composeOverlay } from './board.js';
import { type OpaqueImage, paintOver } from './composite.js';
import { applyBlits, opaqueToPng, overlayToRgba, type Png } from './rasterise.js';
import { acquire, release } from './scratch.js';
import type { BoardBase, BoardRenderer, RenderContext } from './types.js';

/** `base` is `renderer.base`, passed apart so the type says it is there. */
export async function renderLayered<V, K>(
  renderer: BoardRenderer<V, K>,
  base: BoardBase<V, K>,
  view: V,
  ctx: RenderContext<V>,
): Promise<Png> {
  const scratch = acquire(renderer.width * renderer.height * 4);
  try {
    return await opaqueToPng(await layeredToOpaque(renderer, base, view, ctx, scratch));
  } finally {
    release(scratch);
  }
}

/** The layers painted into `into` (width × height × 4 bytes), as raw RGBA. */
export async function layeredToOpaque<V, K>(
  renderer: BoardRenderer<V, K>,
  base: BoardBase<V, K>,
  view: V,
  ctx: RenderContext<V>,
  into: Buffer,
): Promise<OpaqueImage> {
  // Both rasters start at once: libvips works on its own threads while the other waits.
  const [under, overlay] = await Promise.all([
    baseLayer(renderer, base.key(view), ctx.locale),
    overlayToRgba(composeOverlay(renderer, view, ctx)),
  ]);
  return applyBlits(paintOver(under, overlay.rgba, into), overlay.blits);
}
