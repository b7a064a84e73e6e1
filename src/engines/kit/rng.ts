/**
 * Randomness for engines. Engines use no ambient randomness: the Table injects an Rng
 * seeded per game, and tests inject a ScriptedRng to reproduce rulebook examples.
 *
 * The seeded generator is sfc32 (small fast counter, 128-bit state) keyed by cyrb128
 * of the game's seed string. Its state is four uint32s, so it serialises as JSON and a
 * game can continue after a restart exactly where it left off.
 */

export interface RngState {
  a: number;
  b: number;
  c: number;
  d: number;
}

export interface Rng {
  /** Uniform integer in [0, n). */
  int(n: number): number;
  /** One die with `sides` faces: 1..sides. */
  die(sides: number): number;
  d6(): number;
  d10(): number;
  /** Several dice at once, in roll order. */
  dice(count: number, sides: number): number[];
  /** A new array with the elements in random order (input untouched). */
  shuffle<T>(items: readonly T[]): T[];
  /** One element chosen uniformly. */
  pick<T>(items: readonly T[]): T;
  /** Serialisable state; equal states produce equal futures. */
  state(): RngState;
}

/** 128-bit hash of a string, used to key the generator from a human-readable seed. */
function cyrb128(text: string): RngState {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return { a: h1 >>> 0, b: h2 >>> 0, c: h3 >>> 0, d: h4 >>> 0 };
}

function checkCount(n: number): void {
  if (!Number.isInteger(n) || n <= 0) throw new RangeError(`rng: n must be a positive integer, got ${n}`);
}

abstract class BaseRng implements Rng {
  abstract int(n: number): number;
  abstract state(): RngState;

  die(sides: number): number {
    return this.int(sides) + 1;
  }
  d6(): number {
    return this.die(6);
  }
  d10(): number {
    return this.die(10);
  }
  dice(count: number, sides: number): number[] {
    const out: number[] = [];
    for (let i = 0; i < count; i++) out.push(this.die(sides));
    return out;
  }
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const tmp = out[i] as T;
      out[i] = out[j] as T;
      out[j] = tmp;
    }
    return out;
  }
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('rng.pick: empty list');
    return items[this.int(items.length)] as T;
  }
}

export class SeededRng extends BaseRng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  private constructor(s: RngState) {
    super();
    this.a = s.a >>> 0;
    this.b = s.b >>> 0;
    this.c = s.c >>> 0;
    this.d = s.d >>> 0;
  }

  static fromSeed(seed: string): SeededRng {
    const rng = new SeededRng(cyrb128(seed));
    // Discard the first outputs: sfc32 mixes poorly right after keying.
    for (let i = 0; i < 15; i++) rng.next();
    return rng;
  }

  static fromState(state: RngState): SeededRng {
    return new SeededRng(state);
  }

  /** Next uint32. */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  int(n: number): number {
    checkCount(n);
    // Rejection sampling: no modulo bias even for large n.
    const limit = Math.floor(0x100000000 / n) * n;
    let x = this.next();
    while (x >= limit) x = this.next();
    return x % n;
  }

  state(): RngState {
    return { a: this.a >>> 0, b: this.b >>> 0, c: this.c >>> 0, d: this.d >>> 0 };
  }
}

export interface RngScript {
  /** Die faces returned in order by die()/d6()/d10()/dice(). */
  dice?: number[];
  /** Raw values returned in order by int(n) (each must be in [0, n)). */
  ints?: number[];
}

/**
 * A scripted Rng for tests that reproduce a rulebook example: dice come out exactly as
 * listed. Shuffles keep the input order and pick() takes the first element unless `ints`
 * are scripted, so tests arrange decks explicitly. Running out of script throws, which
 * makes a test that rolls more dice than the example fail loudly.
 */
export class ScriptedRng extends BaseRng {
  private readonly diceQueue: number[];
  private readonly intQueue: number[];
  private calls = 0;

  constructor(script: RngScript = {}) {
    super();
    this.diceQueue = [...(script.dice ?? [])];
    this.intQueue = [...(script.ints ?? [])];
  }

  override die(sides: number): number {
    checkCount(sides);
    const v = this.diceQueue.shift();
    if (v === undefined) throw new Error(`ScriptedRng: no scripted die left (d${sides})`);
    if (!Number.isInteger(v) || v < 1 || v > sides)
      throw new Error(`ScriptedRng: scripted ${v} is not a d${sides} face`);
    this.calls++;
    return v;
  }

  int(n: number): number {
    checkCount(n);
    const v = this.intQueue.shift();
    if (v === undefined) throw new Error(`ScriptedRng: no scripted int left (int(${n}))`);
    if (!Number.isInteger(v) || v < 0 || v >= n) throw new Error(`ScriptedRng: scripted ${v} is not in [0, ${n})`);
    this.calls++;
    return v;
  }

  override shuffle<T>(items: readonly T[]): T[] {
    if (this.intQueue.length > 0) return super.shuffle(items);
    this.calls++;
    return [...items];
  }

  override pick<T>(items: readonly T[]): T {
    if (this.intQueue.length > 0) return super.pick(items);
    if (items.length === 0) throw new RangeError('rng.pick: empty list');
    this.calls++;
    return items[0] as T;
  }

  /** Dice still unused, so a test can assert the example consumed exactly its rolls. */
  remainingDice(): number {
    return this.diceQueue.length;
  }

  state(): RngState {
    // A scripted rng changes "state" with every call, so the Table's die-roll detection works.
    return { a: this.calls, b: this.diceQueue.length, c: this.intQueue.length, d: 0 };
  }
}

export function sameRngState(x: RngState, y: RngState): boolean {
  return x.a === y.a && x.b === y.b && x.c === y.c && x.d === y.d;
}
