/**
 * Where a printed value comes from: one vocabulary for every game's data (issue #22).
 *
 * - RULEBOOK: stated in the rulebook or printed on a component we can read.
 * - DERIVED: follows from rulebook values (an example's arithmetic, a count of pictured cards).
 * - RULING: the rulebook is silent or contradicts itself; we decided (listed by /game rulings).
 * - RECONSTRUCTED: the printed value is lost to us (OCR, a missing card, a component never
 *   described); a best guess, listed by /game rulings, to be corrected in one line once checked.
 *
 * A value tagged RECONSTRUCTED says how in its note, and stands in the game's list of reconstructed
 * values that `/game rulings` shows (a game's `rulings.ts` names which data each item covers;
 * `unlistedReconstructed` finds a value no item covers). The older games' own words (TEXT,
 * PLACEHOLDER, MISSING, MIXED, GENERATED, RECONSTRUCTED-EXT/-INF/-GUESS) are gone: every game's
 * data is written in this vocabulary, and any other word is refused at load.
 */

export const PROVENANCE = ['RULEBOOK', 'DERIVED', 'RULING', 'RECONSTRUCTED'] as const;
export type Provenance = (typeof PROVENANCE)[number];

/** A provenance with its source note. */
export interface Source {
  tag: Provenance;
  note?: string;
}

/** A RECONSTRUCTED value's tag with how it was reconstructed. */
export function reconstructed(note: string): Readonly<Source> {
  return Object.freeze({ tag: 'RECONSTRUCTED', note });
}

export function isProvenance(tag: unknown): tag is Provenance {
  return typeof tag === 'string' && (PROVENANCE as readonly string[]).includes(tag);
}

/** A tag read in the vocabulary; throws on any other word. */
export function provenanceOf(tag: unknown, note?: string): Source {
  if (!isProvenance(tag)) throw new Error(`unknown provenance tag ${JSON.stringify(tag)}`);
  return note === undefined ? { tag } : { tag, note };
}

/** A field that holds a provenance tag: `tag`, `tags.x`, `symbolTag`, `DICE_TAG`, … */
const TAG_FIELD = /^(tag|tags|\w+Tag|\w+_TAG)$/;

export interface FoundTag {
  /** Where in the data, e.g. `TERRAIN.plain.tag`. */
  path: string;
  raw: unknown;
}

/** Every tag in a piece of data (walked deeply: objects and arrays; Maps' values too). */
export function collectTags(data: unknown, path = ''): FoundTag[] {
  const out: FoundTag[] = [];
  const seen = new Set<object>();
  const walk = (v: unknown, at: string, inTags: boolean): void => {
    if (inTags && typeof v === 'string') {
      out.push({ path: at, raw: v });
      return;
    }
    if (v === null || typeof v !== 'object') return;
    // A Source ({ tag, note }) where a tag stands: its tag is the one to read.
    if (inTags && typeof (v as Source).tag === 'string') {
      out.push({ path: `${at}.tag`, raw: (v as Source).tag });
      return;
    }
    if (seen.has(v)) return;
    seen.add(v);
    if (v instanceof Map) {
      for (const [k, x] of v) walk(x, `${at}[${String(k)}]`, false);
      return;
    }
    for (const [k, x] of Object.entries(v)) walk(x, at ? `${at}.${k}` : k, inTags || TAG_FIELD.test(k));
  };
  walk(data, path, false);
  return out;
}

/** Load-time check: every tag in the data reads in the vocabulary; throws naming the first that does not. */
export function checkProvenance(label: string, data: unknown): void {
  for (const t of collectTags(data)) {
    try {
      provenanceOf(t.raw);
    } catch (e) {
      throw new Error(`${label}: ${t.path}: ${(e as Error).message}`);
    }
  }
}

/** Every object reachable from `roots` (objects, arrays, Maps' values). */
function reachable(roots: readonly unknown[]): Set<object> {
  const out = new Set<object>();
  const stack = [...roots];
  while (stack.length > 0) {
    const v = stack.pop();
    if (v === null || typeof v !== 'object' || out.has(v)) continue;
    out.add(v);
    stack.push(...(v instanceof Map ? v.values() : Object.values(v)));
  }
  return out;
}

/**
 * The RECONSTRUCTED values of a game's data that no item of its reconstructed list covers, by path.
 * `items` maps each item (a ruling id shown by `/game rulings`) to the pieces of data it speaks of:
 * a value is covered when it sits in one of them (a table, a card, a tag object), however the data
 * modules re-export or rebuild the tables around it.
 */
export function unlistedReconstructed(data: unknown, items: Readonly<Record<string, readonly object[]>>): string[] {
  const covered = reachable(Object.values(items).flat());
  const out: string[] = [];
  const walk = (v: unknown, at: string, inside: readonly object[]): void => {
    if (v === null || typeof v !== 'object' || inside.includes(v)) return;
    const chain = [...inside, v];
    const entries = v instanceof Map ? [...v].map(([k, x]) => [String(k), x] as const) : Object.entries(v);
    for (const [k, x] of entries) {
      const path = at ? `${at}.${k}` : k;
      if (TAG_FIELD.test(k)) {
        // A bare tag belongs to the object holding it; a { tag, note } is its own.
        const holder = typeof x === 'string' ? v : (x as object | null);
        const tag = typeof x === 'string' ? x : (x as Source | null)?.tag;
        if (tag === 'RECONSTRUCTED' && holder !== null && !covered.has(holder)) out.push(path);
      }
      walk(x, path, chain);
    }
  };
  walk(data, '', []);
  return out;
}
