/**
 * One way to make the next state without touching the input. apply() works on `nextState(input)`,
 * a deep copy of the plain JSON state that the rules then change freely (the draft), and returns
 * it; the input stays as it was (each game's `purity` test plays random games on deep-frozen
 * states). A game may name top-level fields that never change after setup (Stary Kontynent's map,
 * the options): those are shared, not copied — the frozen-state tests catch a write to one.
 *
 * Why a copy and not immer or structuredClone: a copy of plain data is as fast as the hand-written
 * copies the games had (bench `engine copy`), structuredClone was 2–4× slower, and immer adds
 * proxies and freezing to every rules function for states that are only a few KB.
 */

/** The next state to change: every field a deep copy of plain JSON data but the `fixed` ones. */
export function nextState<S extends object>(input: S, fixed: readonly (keyof S & string)[] = []): S {
  const out: Record<string, unknown> = {};
  const record = input as Record<string, unknown>;
  for (const k of Object.keys(record)) {
    const v = record[k];
    if (isSkipped(v)) continue;
    out[k] = fixed.includes(k as keyof S & string) ? v : jsonCopy(v);
  }
  return out as S;
}

/** Thrown inside plainCopy when a value is not plain JSON data; jsonCopy then lets JSON decide. */
const NOT_PLAIN = Symbol('not plain');

/**
 * What JSON.parse(JSON.stringify(value)) returns, without the text in between: the log must hold
 * exactly what storage would give back, and a game logs thousands of actions. Plain data (objects,
 * arrays, strings, finite numbers, booleans, null) is copied directly with JSON's rules for
 * undefined, functions and symbols; anything else (toJSON, Dates, Maps, class instances, bigint,
 * non-finite numbers, cycles, very deep nesting) goes through JSON itself, errors included.
 */
export function jsonCopy(value: unknown): unknown {
  try {
    if (isSkipped(value)) return JSON.parse(JSON.stringify(value)); // throws, as JSON does
    return plainCopy(value, 0);
  } catch (e) {
    if (e !== NOT_PLAIN) throw e;
    return JSON.parse(JSON.stringify(value));
  }
}

/** Values JSON leaves out of objects and writes as null in arrays. */
function isSkipped(v: unknown): boolean {
  return v === undefined || typeof v === 'function' || typeof v === 'symbol';
}

function plainCopy(v: unknown, depth: number): unknown {
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return v;
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw NOT_PLAIN;
    return v === 0 ? 0 : v; // -0 becomes 0
  }
  if (typeof v !== 'object' || depth > 64) throw NOT_PLAIN;
  if (Array.isArray(v)) {
    if (Object.getPrototypeOf(v) !== Array.prototype) throw NOT_PLAIN;
    const out: unknown[] = new Array(v.length);
    for (let i = 0; i < v.length; i++) {
      const item: unknown = v[i];
      out[i] = isSkipped(item) ? null : plainCopy(item, depth + 1);
    }
    return out;
  }
  const proto = Object.getPrototypeOf(v);
  if ((proto !== Object.prototype && proto !== null) || 'toJSON' in v) throw NOT_PLAIN;
  const out: Record<string, unknown> = {};
  const record = v as Record<string, unknown>;
  for (const k of Object.keys(record)) {
    if (k === '__proto__') throw NOT_PLAIN; // JSON.parse makes it an own key; assignment would not
    const item = record[k];
    if (!isSkipped(item)) out[k] = plainCopy(item, depth + 1);
  }
  return out;
}
