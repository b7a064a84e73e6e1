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

/** The 32-bit fast path reads alpha as the top byte, which holds on little-endian hosts only. */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

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
  // Reading alpha through a 32-bit view is the fast path; a misaligned buffer falls back to bytes.
  const alphas =
    LITTLE_ENDIAN && overlay.byteOffset % 4 === 0 ? new Uint32Array(overlay.buffer, overlay.byteOffset, pixels) : null;
  for (let i = 0; i < pixels; i++) {
    const a = alphas ? (alphas[i] ?? 0) >>> 24 : (overlay[i * 4 + 3] ?? 0);
    if (a === 0) continue;
    const s = i * 4;
    const d = i * 3;
    if (a === 255) {
      out[d] = overlay[s] ?? 0;
      out[d + 1] = overlay[s + 1] ?? 0;
      out[d + 2] = overlay[s + 2] ?? 0;
      continue;
    }
    const rest = 255 - a;
    // Rounded (x + 127) / 255 via the exact integer identity for 0 ≤ x ≤ 65025.
    for (let c = 0; c < 3; c++) {
      const x = (overlay[s + c] ?? 0) * a + (out[d + c] ?? 0) * rest + 128;
      out[d + c] = (x + (x >> 8)) >> 8;
    }
  }
  return { data: out, width: base.width, height: base.height };
}

/**
 * Paints `rgba` (width × height × 4 bytes, not premultiplied) onto `target` in place, its
 * top-left corner at pixel (left, top); what falls outside the target is cut off.
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
  for (let y = y0; y < y1; y++) {
    let s = (y * width + x0) * 4;
    let d = ((top + y) * target.width + left + x0) * 3;
    for (let x = x0; x < x1; x++, s += 4, d += 3) {
      const a = rgba[s + 3] ?? 0;
      if (a === 0) continue;
      if (a === 255) {
        out[d] = rgba[s] ?? 0;
        out[d + 1] = rgba[s + 1] ?? 0;
        out[d + 2] = rgba[s + 2] ?? 0;
        continue;
      }
      const rest = 255 - a;
      for (let c = 0; c < 3; c++) {
        const v = (rgba[s + c] ?? 0) * a + (out[d + c] ?? 0) * rest + 128;
        out[d + c] = (v + (v >> 8)) >> 8;
      }
    }
  }
}
