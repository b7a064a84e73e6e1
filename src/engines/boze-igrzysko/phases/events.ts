/** P5 — Events (6.3): four dice; each 1–5 strengthens that enemy, 6s are ignored. */
import type { Rng } from '../../kit/rng.js';
import { addEnemyStrength } from '../rules/enemies.js';
import type { State } from '../state.js';
import { diceText, type Log } from '../util.js';

export function runEvents(state: State, rng: Rng, log: Log): void {
  const dice = rng.dice(4, 6);
  state.lastDice.push({ what: 'events', dice });
  log.add('event.eventsRoll', { dice: diceText(dice) });
  for (const d of dice) if (d !== 6) addEnemyStrength(state, d, log);
}
