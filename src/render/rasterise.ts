/**
 * SVG → PNG with sharp (librsvg). Tuned for speed: the boards are flat colours, so light
 * zlib compression keeps them well under Discord's limits while staying fast.
 */

import sharp from 'sharp';
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
    .png({ compressionLevel: 2, adaptiveFiltering: false })
    .toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height };
}

/** Rasterises without encoding (raw RGBA): the floor under `svgToPng`, for benchmarks and pixel tests. */
export async function svgToRaw(
  svg: string,
): Promise<{ data: Buffer; width: number; height: number; channels: number }> {
  useShippedFonts();
  const { data, info } = await sharp(Buffer.from(svg), { density: 72 }).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}
