/**
 * Phase 6 (§4.6, Koniec rundy i przygotowanie następnej): the time marker moves (also on a TIME
 * effect's jump), the red field strikes unless the shield lies there, then the display and the
 * pools are refilled.
 */
import { flipTsarist, regionControlled } from '../board.js';
import { timeFieldEffects } from '../cards.js';
import { countRow } from '../data/counts.js';
import { REGION_DATA, REGIONS } from '../data/map.js';
import { FINAL_ROUND, MORALE_MARKERS, NEUTRAL_DICE, REVOLUTION_ROUND, TRACK_PROFITS } from '../data/tracks.js';
import { type Events, flipAllTokens, say } from '../resolve.js';
import type { State } from '../state.js';

/**
 * Moves the time marker one field: the February Revolution on entering 6, then the new field's red
 * effects go first in the queue, unless the shield lies there at the end of a round. Entering 10
 * is 11 November (§6.1), which the flow plays next; a jump never gets there (ignored in round 9).
 */
export function advanceTime(s: State, cause: 'round' | 'jump', ev: Events): void {
  s.round += 1;
  say(s, ev, cause === 'jump' ? 'event.time.jump' : 'event.time.round', { round: s.round });
  if (s.round === REVOLUTION_ROUND) februaryRevolution(s, ev);
  if (s.round === FINAL_ROUND) return;
  const fx = timeFieldEffects(s.round);
  if (cause === 'round' && s.shieldField === s.round) {
    s.shieldField = null;
    say(s, ev, fx.length > 0 ? 'event.shield.used' : 'event.shield.wasted');
    return;
  }
  if (s.shieldField !== null && s.shieldField <= s.round) s.shieldField = null;
  s.queue.unshift(...fx.map((e) => ({ step: e, source: { kind: 'time' as const, id: String(s.round) } })));
}

/** Round 6 (§5.8): tsarist → Bolshevik, early threats under the late deck, all tokens active. */
function februaryRevolution(s: State, ev: Events): void {
  flipTsarist(s);
  s.threats.late = [...s.threats.late, ...s.threats.early];
  s.threats.early = [];
  flipAllTokens(s);
  say(s, ev, 'event.february');
}

/** Phase 6 step 3: the display back up to its size from the top of the stack, while it lasts. */
export function refillDisplay(s: State, ev: Events): void {
  const want = countRow(s.players).display;
  let added = 0;
  while (s.display.length < want) {
    const card = s.stack.shift();
    if (card === undefined) break;
    s.display.push({ card, pawn: null });
    added++;
  }
  if (added > 0) say(s, ev, 'event.display.refilled', { n: added });
}

export function moraleBonus(s: State): number {
  const fields = Object.entries(TRACK_PROFITS.accord).filter(
    ([lvl, p]) => p === 'MORALE_BONUS' && Number(lvl) <= s.accord,
  );
  const regions = REGIONS.filter((r) => REGION_DATA[r].reward === 'MORALE' && regionControlled(s, r)).length;
  return fields.length + regions;
}

export function diceBonus(s: State): number {
  return REGIONS.filter((r) => REGION_DATA[r].reward === 'NEUTRAL_DIE' && regionControlled(s, r)).length;
}

/** Phase 6 step 4 (§4.6): base + bonuses − prison, within the physical caps (A12, A43). */
export function refillPools(s: State, ev: Events): void {
  const row = countRow(s.players);
  const dice = row.neutralDice + diceBonus(s) - s.prison.neutralDice;
  s.neutralPool = Math.max(0, Math.min(NEUTRAL_DICE - s.prison.neutralDice, dice));
  const morale = row.morale + moraleBonus(s) - s.prison.morale;
  s.morale = { pool: Math.max(0, Math.min(MORALE_MARKERS - s.prison.morale, morale)), temp: 0, x: false };
  say(s, ev, 'event.refill', { morale: s.morale.pool, dice: s.neutralPool });
}
