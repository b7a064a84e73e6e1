/**
 * Reusable per-index scratch for the rules' hot paths (sets of map indices, small counters).
 * Making a typed array costs more than the little search that uses it, and these run on every
 * new board, so each user keeps one instance for the life of the process and empties it in O(1)
 * by moving to a new generation. An instance serves one computation at a time: every user is a
 * synchronous function that does not call itself or another user of the same instance.
 */
export class IndexScratch {
  private stamp = new Uint32Array(64);
  private value = new Uint8Array(64);
  private generation = 0;

  /** Forgets everything; indices from now on are below `size`. */
  reset(size: number): this {
    if (this.stamp.length < size) {
      this.stamp = new Uint32Array(size * 2);
      this.value = new Uint8Array(size * 2);
      this.generation = 0;
    }
    this.generation += 1;
    if (this.generation === 0xffffffff) {
      this.stamp.fill(0);
      this.generation = 1;
    }
    return this;
  }

  /** The value at the index since the last reset (0 if never set). */
  get(i: number): number {
    return this.stamp[i] === this.generation ? (this.value[i] as number) : 0;
  }

  /** Sets the value (0..255) at the index. */
  set(i: number, v: number): void {
    this.stamp[i] = this.generation;
    this.value[i] = v;
  }

  has(i: number): boolean {
    return this.stamp[i] === this.generation && this.value[i] !== 0;
  }

  add(i: number): void {
    this.set(i, 1);
  }
}
