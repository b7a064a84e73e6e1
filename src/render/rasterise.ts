/**
 * SVG → PNG with sharp (librsvg). Tuned for speed: the boards are flat colours, so light
 * zlib compression keeps them well under Discord's limits while staying fast.
 */

import sharp from 'sharp';
import type { RgbImage } from './composite.js';
import { useShippedFonts } from './font/fontconfig.js';
import { withLabelSprites } from './labelSprites.js';

// The font config must be in place before sharp's fontconfig first initialises.
useShippedFonts();

export interface Png {
  png: Buffer;
  width: number;
  height: number;
}

/** SVG → PNG; kit text is drawn from cached label images (see labelSprites.ts). */
export async function svgToPng(svg: string): Promise<Png> {
  useShippedFonts();
  // Boards are opaque (parchment background): RGB encodes faster and smaller than RGBA.
  const { data, info } = await sharp(Buffer.from(await withLabelSprites(svg)), { density: 72 })
    .removeAlpha()
    .png(PNG_OPTIONS)
    .toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height };
}

/**
 * Light zlib and no row filters: flat board art compresses to a few hundred KiB this way
 * (well under Discord's limits), and encoding stays a small part of an image's time.
 */
const PNG_OPTIONS = { compressionLevel: 2, adaptiveFiltering: false } as const;

/** An opaque SVG (a board's static layer) → raw RGB, its labels from sprites built first. */
export async function svgToRgb(svg: string): Promise<RgbImage> {
  useShippedFonts();
  const { data, info } = await sharp(Buffer.from(await withLabelSprites(svg, { wait: true })), { density: 72 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * A transparent SVG (what is painted over a static layer) → raw straight-alpha RGBA. Labels
 * come from sprites when cached, else from glyph outlines (same look) while their sprites
 * are built in the background.
 */
export async function overlayToRgba(svg: string): Promise<Buffer> {
  useShippedFonts();
  return sharp(Buffer.from(await withLabelSprites(svg)), { density: 72 })
    .ensureAlpha()
    .raw()
    .toBuffer();
}

/** Raw RGB → PNG. */
export async function rgbToPng(image: RgbImage): Promise<Png> {
  const png = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } })
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
