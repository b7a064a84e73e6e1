/**
 * The queue every phase resolves its effects through (§4.3–4.6, §6.2): printed card effects, track
 * profits and the bookkeeping steps of the rules (a threat draw, a threat's bottom, a time jump),
 * one item at a time in order. An item with a real choice opens a group decision (state.choice)
 * and the queue waits for it; see choices.ts.
 */
import type { Rng } from '../../kit/rng.js';
import { applyChoice, choiceOptions, defaultOptionId, isChoiceStep, isEffectStep } from '../choices.js';
import { type Events, resolveSimple, say } from '../resolve.js';
import type { QueueItem, State } from '../state.js';
import { advanceTime } from './end.js';
import { drawThreat, threatBottom } from './morale.js';

/** Resolves the next queued item; false when the queue is empty. */
export function resolveNext(s: State, rng: Rng, ev: Events): boolean {
  const item = s.queue.shift();
  if (!item) return false;
  processItem(s, item, rng, ev);
  return true;
}

/** Resolves queued effects only (no phase change): stops at a group decision or an empty queue. */
export function drainQueue(s: State, rng: Rng, ev: Events): void {
  while (!s.outcome && !s.choice) if (!resolveNext(s, rng, ev)) return;
}

function processItem(s: State, item: QueueItem, rng: Rng, ev: Events): void {
  const step = item.step;
  switch (step.k) {
    case 'drawThreat':
      drawThreat(s, ev);
      return;
    case 'threatBottom':
      threatBottom(s, step.card, ev);
      return;
    case 'advanceTime':
      advanceTime(s, step.cause, ev);
      return;
    default:
      break;
  }
  if (isChoiceStep(step)) {
    const options = choiceOptions(s, item);
    if (options.length === 0) {
      if (step.k === 'ind' || step.k === 'ind2') say(s, ev, 'event.ind.noSupply');
      if (step.k === 'imprison') say(s, ev, 'event.prison.nothing');
      return;
    }
    const only = options[0];
    if (options.length === 1 && only) {
      applyChoice(s, item, only.value, ev);
      return;
    }
    s.choice = { item, options, defaultOption: defaultOptionId(s, item, options), proposal: null, proposers: [] };
    return;
  }
  if (isEffectStep(step)) resolveSimple(s, step, item, rng, ev);
}
