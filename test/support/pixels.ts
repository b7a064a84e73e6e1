/** Comparing board images pixel by pixel (render tests). */
import sharp from 'sharp';

/** A PNG's pixels as RGB bytes. */
export async function pixels(png: Buffer): Promise<Buffer> {
  return sharp(png).removeAlpha().raw().toBuffer();
}

/** How many bytes differ, and by how much at most. */
export function difference(a: Buffer, b: Buffer): { bytes: number; max: number } {
  let bytes = 0;
  let max = 0;
  for (let i = 0; i < a.length; i++) {
    const d = Math.abs((a[i] ?? 0) - (b[i] ?? 0));
    if (d > 0) bytes++;
    if (d > max) max = d;
  }
  return { bytes, max };
}
