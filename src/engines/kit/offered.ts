/**
 * Whether an action is one of the listed legal actions. Actions are plain JSON: two are the same
 * when their JSON is, whatever the order of their keys (an action parsed from a client's payload
 * need not spell its fields in the engine's order).
 */
import type { LabelledAction } from './types.js';

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(o)
        .filter((k) => o[k] !== undefined)
        .sort()
        .map((k) => [k, canonical(o[k])]),
    );
  }
  return value;
}

export function sameAction(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

export function isOffered(legal: readonly LabelledAction<unknown>[], action: unknown): boolean {
  return legal.some((l) => sameAction(l.action, action));
}
