/**
 * Discord-shaped ids: a millisecond timestamp since Discord's epoch shifted left by 22 bits,
 * plus a counter. discord.js reads creation times out of ids, so they must be real snowflakes.
 */
const DISCORD_EPOCH = 1420070400000n;

export class SnowflakeMint {
  private counter = 0n;
  private lastMs = 0n;

  next(now: number = Date.now()): string {
    let ms = BigInt(now) - DISCORD_EPOCH;
    // Ids must grow even when the clock stands still or steps back.
    if (ms <= this.lastMs) ms = this.lastMs;
    if (ms !== this.lastMs) this.counter = 0n;
    this.lastMs = ms;
    this.counter += 1n;
    if (this.counter >= 1n << 22n) {
      this.lastMs += 1n;
      this.counter = 1n;
    }
    return ((this.lastMs << 22n) | this.counter).toString();
  }

  /** Where the mint stands, so a restarted stand-in never mints an id it minted before. */
  state(): { lastMs: string; counter: string } {
    return { lastMs: this.lastMs.toString(), counter: this.counter.toString() };
  }

  restore(state: { lastMs: string; counter: string }): void {
    const lastMs = BigInt(state.lastMs);
    if (lastMs < this.lastMs || (lastMs === this.lastMs && BigInt(state.counter) <= this.counter)) return;
    this.lastMs = lastMs;
    this.counter = BigInt(state.counter);
  }
}
