/**
 * Paints a rasterised overlay or a label (straight-alpha RGBA, as sharp returns it) over an
 * opaque image. Done here rather than with sharp's `composite`, which converts both images to
 * floating point and costs several times a plain pass over the pixels.
 *
 * The opaque image is kept as RGBA with alpha 255, not RGB: a pixel is then one 32-bit word,
 * so an opaque overlay pixel is one store instead of three byte stores (a board overlay covers
 * about half the image: ≈ 3.5 against ≈ 11 ms), and sharp hands an SVG's raster over faster
 * with its alpha band than without. The alpha band is dropped when the PNG is encoded.
 */

/** An opaque image: `data` holds width × height × 4 bytes, RGBA, every alpha 255. */
export interface OpaqueImage {
  data: Buffer;
  width: number;
  height: number;
}

/** The 32-bit paths read a pixel as one little-endian word (alpha on top): little-endian hosts only. */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** The pixels of RGBA bytes as 32-bit words, or null when they cannot be read that way. */
function words(rgba: Uint8Array, pixels: number): Uint32Array | null {
  return LITTLE_ENDIAN && rgba.byteOffset % 4 === 0 ? new Uint32Array(rgba.buffer, rgba.byteOffset, pixels) : null;
}

/** `x × a + y × (255 − a)`, divided by 255 and rounded, via the exact integer identity for 0 ≤ x, y ≤ 255. */
function mix(x: number, y: number, a: number): number {
  const v = x * a + y * (255 - a) + 128;
  return (v + (v >> 8)) >> 8;
}

/** The opaque word `under` with the straight-alpha word `p` (alpha > 0) painted over it. */
function over(p: number, under: number): number {
  const a = p >>> 24;
  if (a === 255) return p;
  const r = mix(p & 255, under & 255, a);
  const g = mix((p >>> 8) & 255, (under >>> 8) & 255, a);
  const b = mix((p >>> 16) & 255, (under >>> 16) & 255, a);
  return (0xff000000 | (b << 16) | (g << 8) | r) >>> 0;
}

/** The same on bytes (a misaligned buffer or a big-endian host): `src[s]` over `out[d]`. */
function overBytes(out: Uint8Array, d: number, src: Uint8Array, s: number): void {
  const a = src[s + 3] ?? 0;
  if (a === 0) return;
  for (let c = 0; c < 3; c++) out[d + c] = mix(src[s + c] ?? 0, out[d + c] ?? 0, a);
  out[d + 3] = 255;
}

/**
 * `base` with `overlay` (width × height × 4 bytes, RGBA, not premultiplied) painted over it;
 * `base` is not changed. The result is written to `into` when given (same length as base's data).
 */
export function paintOver(base: OpaqueImage, overlay: Uint8Array, into?: Buffer): OpaqueImage {
  const pixels = base.width * base.height;
  if (base.data.length !== pixels * 4 || overlay.length !== pixels * 4 || (into && into.length !== pixels * 4)) {
    throw new Error(`paintOver: sizes differ (base ${base.data.length} B, overlay ${overlay.length} B, ${pixels} px)`);
  }
  const out = into ?? Buffer.allocUnsafe(base.data.length);
  base.data.copy(out);
  const src = words(overlay, pixels);
  const dst = words(out, pixels);
  if (src && dst) {
    // Most of an overlay is transparent: one compare per pixel (alpha 0 ⇔ word < 2²⁴).
    for (let i = 0; i < pixels; i++) {
      const p = src[i] as number;
      if (p >= 0x1000000) dst[i] = over(p, dst[i] as number);
    }
  } else {
    for (let i = 0; i < pixels * 4; i += 4) overBytes(out, i, overlay, i);
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
 * top-left corner at pixel (left, top); what falls outside the target (or `clip`) is cut off.
 * `rgba` must not change afterwards (its runs of ink are remembered).
 */
export function blitOver(
  target: OpaqueImage,
  rgba: Uint8Array,
  width: number,
  height: number,
  left: number,
  top: number,
  /** Only these target pixels change (x1, y1 exclusive); the whole target by default. */
  clip: { x0: number; y0: number; x1: number; y1: number } = { x0: 0, y0: 0, x1: target.width, y1: target.height },
): void {
  const x0 = Math.max(0, clip.x0 - left);
  const x1 = Math.min(width, target.width - left, clip.x1 - left);
  const y0 = Math.max(0, clip.y0 - top);
  const y1 = Math.min(height, target.height - top, clip.y1 - top);
  const src = words(rgba, width * height);
  const dst = words(target.data, target.width * target.height);
  const runs = inkRuns(rgba, width, height);
  for (let k = 0; k < runs.length; k += 3) {
    const y = runs[k] as number;
    if (y < y0 || y >= y1) continue;
    const from = Math.max(x0, runs[k + 1] as number);
    const to = Math.min(x1, runs[k + 2] as number);
    let d = (top + y) * target.width + left + from;
    for (let s = y * width + from, end = y * width + to; s < end; s++, d++) {
      if (src && dst) dst[d] = over(src[s] as number, dst[d] as number);
      else overBytes(target.data, d * 4, rgba, s * 4);
    }
  }
}
