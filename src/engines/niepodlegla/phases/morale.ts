/**
 * Phase 4 (§4.4, Kontrola morale): the morale check, and the threat cards it draws, one at a time
 * through the queue (the top, then the bottom if its condition fails).
 */
import { isControlled } from '../board.js';
import { threat } from '../cards.js';
import { REGION_DATA } from '../data/map.js';
import { REVOLUTION_ROUND } from '../data/tracks.js';
import { m } from '../msg.js';
import { type Events, say } from '../resolve.js';
import type { QueueItem, State } from '../state.js';

/** Threat cards due at the morale check (§4.4), decided once before drawing (A25). */
export function threatsDue(pool: number, x: boolean): number {
  if (x) return 4;
  if (pool >= 6) return 0;
  if (pool >= 4) return 0;
  if (pool >= 2) return 1;
  return 2;
}

/** Counts the pool once: the shield for a full pool, else the threat draws queued. */
export function moraleCheck(s: State, ev: Events): void {
  const pool = s.morale.pool;
  const n = threatsDue(pool, s.morale.x);
  say(s, ev, 'event.moraleCheck', { pool, n });
  if (!s.morale.x && pool >= 6) {
    const field = s.round + 1;
    if (s.shieldField === field) say(s, ev, 'event.shield.wasted');
    else {
      s.shieldField = field;
      say(s, ev, 'event.shield.placed', { field });
    }
  }
  for (let i = 0; i < n; i++) s.queue.push({ step: { k: 'drawThreat' }, source: { kind: 'threat', id: 'check' } });
}

/** Draws one threat card: its top effects, then its bottom check, go first in the queue. */
export function drawThreat(s: State, ev: Events): void {
  const deck = s.round < REVOLUTION_ROUND ? s.threats.early : s.threats.late;
  const id = deck.shift();
  if (id === undefined) {
    say(s, ev, 'event.threat.empty');
    return;
  }
  s.revealed.push(id);
  say(s, ev, 'event.threat.drawn', { card: m(`threat.${id}`) });
  const t = threat(id);
  const items: QueueItem[] = t.topFx.map((e) => ({ step: e, source: { kind: 'threat', id } }));
  if (t.bottom) items.push({ step: { k: 'threatBottom', card: id }, source: { kind: 'threat', id } });
  s.queue.unshift(...items);
}

/** The bottom part applies when its condition fails (ruling A6, switchable). */
export function bottomApplies(s: State, id: string): boolean {
  const t = threat(id);
  if (!t.bottom) return false;
  const empty = t.bottom.regions.map((r) => REGION_DATA[r].cities.every((c) => !isControlled(s, c)));
  return s.options.threatBottom === 'all' ? empty.every(Boolean) : empty.some(Boolean);
}

export function threatBottom(s: State, id: string, ev: Events): void {
  if (!bottomApplies(s, id)) {
    say(s, ev, 'event.threat.bottomSafe', { card: m(`threat.${id}`) });
    return;
  }
  say(s, ev, 'event.threat.bottom', { card: m(`threat.${id}`) });
  s.queue.unshift(...threat(id).bottomFx.map((e) => ({ step: e, source: { kind: 'threat' as const, id } })));
}
