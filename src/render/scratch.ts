/**
 * Reusable pixel buffers for composed images. A fresh 4.8 MB buffer per image costs page
 * faults and garbage-collector pressure that, on a busy machine, outweigh the compositing
 * itself; a few kept buffers serve every image of a given size.
 */

/** Kept free buffers, by byte length; a handful covers concurrent renders. */
const free = new Map<number, Buffer[]>();
const KEEP_PER_SIZE = 3;

/** A buffer of `length` bytes with unspecified content; give it back with `release` when done. */
export function acquire(length: number): Buffer {
  return free.get(length)?.pop() ?? Buffer.allocUnsafe(length);
}

/** Returns `buffer` for reuse: the caller must not touch it afterwards. */
export function release(buffer: Buffer): void {
  const list = free.get(buffer.length) ?? [];
  if (list.length < KEEP_PER_SIZE && !list.includes(buffer)) list.push(buffer);
  free.set(buffer.length, list);
}
