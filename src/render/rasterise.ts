/**
 * SVG → PNG with sharp (librsvg). Tuned for speed: the boards are flat colours, so light
 * zlib compression keeps them well under Discord's limits while staying fast.
 */

import sharp from 'sharp';
import { blitOver, type OpaqueImage } from './composite.js';
import { useShippedFonts } from './font/fontconfig.js';
import { type LabelBlit, type LabelPlan, planLabels, plannedSvg, withLabelBlits } from './labelSprites.js';

// The font config must be in place before sharp's fontconfig first initialises.
useShippedFonts();

// sharp's guidance for long-running servers: libvips' operation cache helps only when the same
// input is processed again, and every board SVG is new, so it would hold up to 50 MB for
// nothing (SHARP_CACHE=1 turns it back on). Its thread pool is left to sharp, which uses one
// thread on glibc without jemalloc (less fragmentation); `npm start` preloads jemalloc when the
// system has it (scripts/start.mjs).
if (process.env.SHARP_CACHE !== '1') sharp.cache(false);

export interface Png {
  png: Buffer;
  width: number;
  height: number;
}

/**
 * The lightest zlib level and no row filters: flat board art still compresses to 260–400 KiB
 * (≈ 10 % more than level 2, well under the 1 MiB limit), and level 1 (zlib-ng's quick
 * deflate) encodes a 1600×1000 board ≈ 2.5 ms faster than level 2 (≈ 7 against 9.5 ms of CPU).
 * Row filters would cost more than they save: RLE-friendly filtering is a pass over the pixels.
 */
const PNG_OPTIONS = { compressionLevel: 1, adaptiveFiltering: false } as const;

/** Paints the labels taken out of an SVG over its raster, in paint order. */
export function applyBlits(image: OpaqueImage, blits: readonly LabelBlit[]): OpaqueImage {
  for (const b of blits) blitOver(image, b.rgba, b.width, b.height, b.left, b.top);
  return image;
}

/** SVG → PNG; kit text is drawn from cached label images (see labelSprites.ts). */
export async function svgToPng(svg: string): Promise<Png> {
  return opaqueToPng(await svgToOpaque(svg));
}

/**
 * An opaque SVG (a whole board, or its static layer) → raw RGBA (see `OpaqueImage`), labels
 * from sprites: `{ wait: true }` builds missing sprites first, else they are built in the
 * background and this image draws those labels from their glyph outlines (same look).
 */
export async function svgToOpaque(svg: string, options: { wait?: boolean } = {}): Promise<OpaqueImage> {
  return plannedToOpaque(svg, await planLabels(svg, options));
}

/** An opaque SVG whose labels are already planned (see `planLabels`) → raw RGBA. */
export async function plannedToOpaque(svg: string, plan: LabelPlan): Promise<OpaqueImage> {
  useShippedFonts();
  const drawn = plannedSvg(svg, plan);
  // With its alpha band: sharp hands the raster over ≈ 5 ms faster than with the band removed.
  const { data, info } = await sharp(Buffer.from(drawn.svg), { density: 72 })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return applyBlits({ data, width: info.width, height: info.height }, drawn.blits);
}

/**
 * A transparent SVG (what is painted over a static layer) → raw straight-alpha RGBA, and the
 * labels to paint over it once it is on its background.
 */
export async function overlayToRgba(svg: string): Promise<{ rgba: Buffer; blits: LabelBlit[] }> {
  useShippedFonts();
  const plan = await withLabelBlits(svg);
  const rgba = await sharp(Buffer.from(plan.svg), { density: 72 }).ensureAlpha().raw().toBuffer();
  return { rgba, blits: plan.blits };
}

/** An opaque image → PNG. Boards are opaque (parchment background): RGB encodes faster and smaller than RGBA. */
export async function opaqueToPng(image: OpaqueImage): Promise<Png> {
  const png = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 4 } })
    .removeAlpha()
    .png(PNG_OPTIONS)
    .toBuffer();
  return { png, width: image.width, height: image.height };
}

/** Rasterises without encoding (raw RGBA): the floor under `svgToPng`, for benchmarks and pixel tests. */
export async function svgToRaw(
  svg: string,
): Promise<{ data: Buffer; width: number; height: number; channels: number }> {
  useShippedFonts();
  const { data, info } = await sharp(Buffer.from(svg), { density: 72 }).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}
