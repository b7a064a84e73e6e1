/**
 * A small LRU of rendered images keyed by a hash of everything that affects the pixels,
 * so an unchanged board (a reminder, a re-post) is never rendered twice. Concurrent
 * requests for the same key share one render.
 */
import { createHash } from 'node:crypto';

/** JSON with object keys sorted, so equal views hash equally whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return 'null';
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += (i > 0 ? ',' : '') + canonicalJson(value[i]);
    return `${out}]`;
  }
  if (value !== null && typeof value === 'object') {
    // Keys in code-unit order (as `<` compares them), undefined members left out; one string
    // built in place (a board's view and its previous view are hashed for every image).
    const record = value as Record<string, unknown>;
    let out = '{';
    let first = true;
    for (const k of Object.keys(record).sort()) {
      const v = record[k];
      if (v === undefined) continue;
      out += `${first ? '' : ','}${JSON.stringify(k)}:${canonicalJson(v)}`;
      first = false;
    }
    return `${out}}`;
  }
  return JSON.stringify(value);
}

export function hashOf(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex');
}

/**
 * An LRU bounded by entries and by bytes: a long-running bot's memory must not grow with the
 * images it has made. `sizeOf` tells an entry's bytes (or `set` is told them); the least
 * recently used entries go until both bounds hold.
 */
export class LruCache<V> {
  private readonly entries = new Map<string, { value: V; bytes: number }>();
  private total = 0;
  private readonly maxBytes: number;
  private readonly sizeOf: (value: V) => number;

  constructor(
    private readonly capacity: number,
    bounds: { maxBytes?: number; sizeOf?: (value: V) => number } = {},
  ) {
    this.maxBytes = bounds.maxBytes ?? Number.POSITIVE_INFINITY;
    this.sizeOf = bounds.sizeOf ?? (() => 0);
  }

  get(key: string): V | undefined {
    const e = this.entries.get(key);
    if (e !== undefined) {
      // Re-insert to mark as most recently used.
      this.entries.delete(key);
      this.entries.set(key, e);
    }
    return e?.value;
  }

  set(key: string, value: V, bytes: number = this.sizeOf(value)): void {
    this.delete(key);
    this.entries.set(key, { value, bytes });
    this.total += bytes;
    while (this.entries.size > this.capacity || (this.total > this.maxBytes && this.entries.size > 1)) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
  }

  delete(key: string): void {
    const e = this.entries.get(key);
    if (!e) return;
    this.total -= e.bytes;
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  /** The bytes its entries hold (as sized). */
  get bytes(): number {
    return this.total;
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
  }
}

/** A byte budget from the environment (in MiB), else the default. */
export function budgetMiB(name: string, fallback: number): number {
  const raw = Number(process.env[name]);
  return (Number.isFinite(raw) && raw > 0 ? raw : fallback) * 1024 * 1024;
}
