/**
 * What changed between the view in the previous image and the current one, as JSON paths
 * in the same notation as the engine kit's `findInJson` (`$.provinces[3].owner`). Renderers
 * ask `changes.has(...)` for each thing they draw and add the standard highlight.
 */

export type PathSegment = string | number;

/** `$.a[2].b` from ['a', 2, 'b']. */
export function jsonPath(...segments: PathSegment[]): string {
  let out = '$';
  for (const s of segments) out += typeof s === 'number' ? `[${s}]` : `.${s}`;
  return out;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/**
 * Pushes onto `out` the paths under `at` (the segments walked so far) where `a` and `b` differ.
 * A path is written only for a difference: a view has thousands of leaves and few change.
 */
function collect(a: unknown, b: unknown, at: PathSegment[], out: string[]): void {
  if (Object.is(a, b)) return;
  if (Array.isArray(a) && Array.isArray(b)) {
    const n = Math.max(a.length, b.length);
    for (let i = 0; i < n; i++) {
      at.push(i);
      if (i >= a.length || i >= b.length) out.push(jsonPath(...at));
      else collect(a[i], b[i], at, out);
      at.pop();
    }
    return;
  }
  if (isRecord(a) && isRecord(b)) {
    for (const k in a) {
      at.push(k);
      if (!(k in b)) out.push(jsonPath(...at));
      else collect(a[k], b[k], at, out);
      at.pop();
    }
    for (const k in b) {
      if (k in a) continue;
      at.push(k);
      out.push(jsonPath(...at));
      at.pop();
    }
    return;
  }
  out.push(jsonPath(...at));
}

/** Whether `inner` is `outer` or lies beneath it. */
function within(inner: string, outer: string): boolean {
  if (!inner.startsWith(outer)) return false;
  const next = inner.charAt(outer.length);
  return next === '' || next === '.' || next === '[';
}

export interface ChangeSet {
  /** False for the first image of a game (nothing to compare with): highlight nothing. */
  readonly comparable: boolean;
  /** The changed leaves (or the roots of added/removed/retyped subtrees). */
  readonly paths: readonly string[];
  /**
   * Whether anything at, under or above this path changed. Pass a path string or its
   * segments: `has('players', 2)` is `has('$.players[2]')`.
   */
  has(...path: PathSegment[]): boolean;
}

export function diffViews(previous: unknown, current: unknown): ChangeSet {
  const comparable = previous !== null && previous !== undefined;
  const paths: string[] = [];
  if (comparable) collect(previous, current, [], paths);
  return {
    comparable,
    paths,
    has(...segments: PathSegment[]): boolean {
      const first = segments[0];
      const target =
        segments.length === 1 && typeof first === 'string' && first.startsWith('$') ? first : jsonPath(...segments);
      return paths.some((p) => within(p, target) || within(target, p));
    },
  };
}

/** No comparison: the first image, or a renderer test without a previous view. */
export const NO_CHANGES: ChangeSet = diffViews(null, null);
