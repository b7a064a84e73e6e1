/** Comparing who owes what before and after a change: new prompts, kept deadlines. */
import type { Decision } from '../engines/kit/types.js';

export function decisionKey(d: Decision): string {
  return `${d.seat}|${d.kind}|${canonical(d.prompt)}`;
}

/**
 * JSON with object keys sorted: a prompt built from a state read back from the store (jsonb
 * keeps keys in its own order) must key the same as one built from the state in memory.
 */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    return `{${Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Decisions that are new since `before` (a seat that just started owing, or owes something else now). */
export function newDecisions(before: Decision[], after: Decision[]): Decision[] {
  const old = new Set(before.map(decisionKey));
  return after.filter((d) => !old.has(decisionKey(d)));
}

/** The same seats owe the same decisions: nothing to prompt, no deadline to move. */
export function sameDecisions(before: Decision[], after: Decision[]): boolean {
  return before.length === after.length && newDecisions(before, after).length === 0;
}
