/**
 * Paints a rasterised overlay (straight-alpha RGBA, as sharp returns it) over an opaque RGB
 * image. Done here rather than with sharp's `composite`, which converts both images to
 * floating point and costs several times a plain pass over the pixels: a board's overlay is
 * mostly transparent, so most pixels are one alpha test.
 */

/** An opaque image: `data` holds width × height × 3 bytes (RGB). */
export interface RgbImage {
  data: Buffer;
  width: number;
  height: number;
}

/** The 32-bit fast paths read a pixel as one little-endian word (alpha on top): little-endian hosts only. */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** The pixels of straight-alpha RGBA bytes as 32-bit words, or null when that cannot be read fast. */
function words(rgba: Uint8Array, pixels: number): Uint32Array | null {
  return LITTLE_ENDIAN && rgba.byteOffset % 4 === 0 ? new Uint32Array(rgba.buffer, rgba.byteOffset, pixels) : null;
}

/** Paints the pixel `p` (a little-endian RGBA word, alpha > 0, not premultiplied) over RGB at `out[d]`. */
function paintPixel(out: Buffer, d: number, p: number): void {
  const a = p >>> 24;
  if (a === 255) {
    out[d] = p & 255;
    out[d + 1] = (p >>> 8) & 255;
    out[d + 2] = (p >>> 16) & 255;
    return;
  }
  const rest = 255 - a;
  // Rounded (x + 127) / 255 via the exact integer identity for 0 ≤ x ≤ 65025.
  const r = (p & 255) * a + (out[d] as number) * rest + 128;
  const g = ((p >>> 8) & 255) * a + (out[d + 1] as number) * rest + 128;
  const b = ((p >>> 16) & 255) * a + (out[d + 2] as number) * rest + 128;
  out[d] = (r + (r >> 8)) >> 8;
  out[d + 1] = (g + (g >> 8)) >> 8;
  out[d + 2] = (b + (b >> 8)) >> 8;
}

/** The same from the bytes at `rgba[s]` (the slow path, for a misaligned or big-endian buffer). */
function paintBytes(out: Buffer, d: number, rgba: Uint8Array, s: number): void {
  const a = rgba[s + 3] ?? 0;
  if (a === 0) return;
  paintPixel(out, d, ((a << 24) | ((rgba[s + 2] ?? 0) << 16) | ((rgba[s + 1] ?? 0) << 8) | (rgba[s] ?? 0)) >>> 0);
}

/**
 * `base` with `overlay` (width × height × 4 bytes, RGBA, not premultiplied) painted over it;
 * `base` is not changed. The result is written to `into` when given (same length as base's data).
 */
export function paintOver(base: RgbImage, overlay: Uint8Array, into?: Buffer): RgbImage {
  const pixels = base.width * base.height;
  if (base.data.length !== pixels * 3 || overlay.length !== pixels * 4 || (into && into.length !== pixels * 3)) {
    throw new Error(`paintOver: sizes differ (base ${base.data.length} B, overlay ${overlay.length} B, ${pixels} px)`);
  }
  const out = into ?? Buffer.allocUnsafe(base.data.length);
  base.data.copy(out);
  const px = words(overlay, pixels);
  if (px) {
    // Most of an overlay is transparent: one word compare per pixel (alpha 0 ⇔ word < 2²⁴).
    for (let i = 0; i < pixels; i++) {
      const p = px[i] as number;
      if (p >= 0x1000000) paintPixel(out, i * 3, p);
    }
  } else {
    for (let i = 0; i < pixels; i++) paintBytes(out, i * 3, overlay, i * 4);
  }
  return { data: out, width: base.width, height: base.height };
}

/**
 * Each sprite's runs of painted pixels (alpha > 0), as (row, first column, end column) triples:
 * a label's box is mostly transparent, so a blit visits only its ink. Keyed by the pixel array,
 * which a sprite never changes; dropped with it.
 */
const inkRunsOf = new WeakMap<Uint8Array, Int32Array>();

function inkRuns(rgba: Uint8Array, width: number, height: number): Int32Array {
  const known = inkRunsOf.get(rgba);
  if (known) return known;
  const painted = (x: number, y: number) => (rgba[(y * width + x) * 4 + 3] ?? 0) !== 0;
  const list: number[] = [];
  for (let y = 0; y < height; y++) {
    let x = 0;
    while (x < width) {
      while (x < width && !painted(x, y)) x++;
      const first = x;
      while (x < width && painted(x, y)) x++;
      if (x > first) list.push(y, first, x);
    }
  }
  const runs = Int32Array.from(list);
  inkRunsOf.set(rgba, runs);
  return runs;
}

/**
 * Paints `rgba` (width × height × 4 bytes, not premultiplied) onto `target` in place, its
 * top-left corner at pixel (left, top); what falls outside the target is cut off.
 * `rgba` must not change afterwards (its runs of ink are remembered).
 */
export function blitOver(
  target: RgbImage,
  rgba: Uint8Array,
  width: number,
  height: number,
  left: number,
  top: number,
): void {
  const out = target.data;
  const x0 = Math.max(0, -left);
  const x1 = Math.min(width, target.width - left);
  const y0 = Math.max(0, -top);
  const y1 = Math.min(height, target.height - top);
  const px = words(rgba, width * height);
  const runs = inkRuns(rgba, width, height);
  for (let k = 0; k < runs.length; k += 3) {
    const y = runs[k] as number;
    if (y < y0 || y >= y1) continue;
    const from = Math.max(x0, runs[k + 1] as number);
    const to = Math.min(x1, runs[k + 2] as number);
    let d = ((top + y) * target.width + left + from) * 3;
    for (let s = y * width + from, end = y * width + to; s < end; s++, d += 3) {
      if (px) paintPixel(out, d, px[s] as number);
      else paintBytes(out, d, rgba, s * 4);
    }
  }
}
