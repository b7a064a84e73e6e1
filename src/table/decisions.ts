/** Comparing who owes what before and after a change: new prompts, kept deadlines. */
import type { Decision } from '../engines/kit/types.js';

export function decisionKey(d: Decision): string {
  return `${d.seat}|${d.kind}|${JSON.stringify(d.prompt)}`;
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
