/**
 * Reusable pixel buffers for composed images. A fresh 6.4 MB buffer per image costs page
 * faults and garbage-collector pressure that, on a busy machine, outweigh the compositing
 * itself; a few kept buffers serve every image of a given size.
 */

/** Kept free buffers, by byte length. */
const free = new Map<number, Buffer[]>();
/** At most this many bytes kept free in all (three 1600×1000 RGBA buffers): a bound, whatever the sizes. */
const KEEP_BYTES = 3 * 1600 * 1000 * 4;
let kept = 0;

/** A buffer of `length` bytes with unspecified content; give it back with `release` when done. */
export function acquire(length: number): Buffer {
  const buffer = free.get(length)?.pop();
  if (buffer === undefined) return Buffer.allocUnsafe(length);
  kept -= buffer.length;
  return buffer;
}

/** Returns `buffer` for reuse: the caller must not touch it afterwards. */
export function release(buffer: Buffer): void {
  const list = free.get(buffer.length) ?? [];
  if (kept + buffer.length > KEEP_BYTES || list.includes(buffer)) return;
  list.push(buffer);
  kept += buffer.length;
  free.set(buffer.length, list);
}
