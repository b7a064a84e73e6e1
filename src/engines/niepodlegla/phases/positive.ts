/** Phase 5 (§4.5, Skutki pozytywne): completed missions pay out, then everything goes back. */
import { mission } from '../cards.js';
import { type Events, say } from '../resolve.js';
import type { State } from '../state.js';

/** Queues the win effects of every completed mission, in display order, for the seat that completed it. */
export function beginPositive(s: State, ev: Events): void {
  say(s, ev, 'event.phase.positive');
  for (const c of s.completed)
    for (const e of mission(s, c.card).winFx)
      s.queue.push({ step: e, source: { kind: 'mission', id: c.card }, actor: c.seat });
}

/** §4.5 steps 2–3: completed missions leave, pawns, dice and lent tokens go back. */
export function returnComponents(s: State): void {
  const done = new Set(s.completed.map((c) => c.card));
  s.display = s.display.filter((d) => !done.has(d.card)).map((d) => ({ card: d.card, pawn: null }));
  for (const t of Object.values(s.tokens)) t.holder = t.owner;
  s.dice = [];
  s.alloc = Array(s.players).fill(null);
  s.done = Array(s.players).fill(false);
  s.priority = Array(s.players).fill(null);
  s.completed = [];
  s.fightOver = false;
}
