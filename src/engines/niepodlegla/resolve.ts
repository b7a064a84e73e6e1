/**
 * Resolving single effects on a draft state (§4.3–4.5, §5): track moves with their profits,
 * token placement, the black die, time jumps, prison, rewards. Group choices (which city, which
 * obstacle…) are made before these are called; see choices.ts.
 */

import type { Rng } from '../kit/rng.js';
import type { GameEvent, Seat } from '../kit/types.js';
import { obstacleKindNow, placeIndependence, placeObstacle } from './board.js';
import type { ObstacleKind } from './data/counts.js';
import { BLACK_FACES } from './data/dice.js';
import type { City } from './data/map.js';
import { TOKENS } from './data/tokens.js';
import { MORALE_MARKERS, NEUTRAL_DICE, TRACK_MAX, TRACK_MIN, TRACK_PROFITS, type Track } from './data/tracks.js';
import type { Effect, ObsKind } from './effects.js';
import { cardMsg, characterMsg, cityMsg, m, obstacleMsg, playerMsg, tokenMsg } from './msg.js';
import type { QueueItem, State } from './state.js';

export type Events = GameEvent[];

export function say(s: State, ev: Events, key: string, params?: Parameters<typeof m>[1]): void {
  const msg = m(key, params);
  ev.push({ msg });
  s.recent.push(msg);
  if (s.recent.length > 12) s.recent.splice(0, s.recent.length - 12);
}

/** One roll of the black threat die: the number of morale markers it takes. */
export function rollBlack(rng: Rng): number {
  return BLACK_FACES[rng.die(BLACK_FACES.length) - 1] ?? 0;
}

/** Removes morale markers; taking more than remain empties the pool and sets X (overflow). */
export function loseMorale(s: State, n: number, ev: Events): void {
  if (n <= 0) return;
  if (n > s.morale.pool) {
    s.morale.pool = 0;
    s.morale.x = true;
    say(s, ev, 'event.overflow');
    return;
  }
  s.morale.pool -= n;
}

export function moveTrack(s: State, track: Track, delta: 1 | -1, ev: Events, source: QueueItem['source']): void {
  const from = s[track];
  const to = Math.min(TRACK_MAX, Math.max(TRACK_MIN, from + delta));
  if (to === from) {
    say(s, ev, 'event.track.stuck', { track: m(`track.${track}`), value: from });
    return;
  }
  s[track] = to;
  say(s, ev, 'event.track.moved', { track: m(`track.${track}`), from, to });
  if (to < from) return;
  // Profits trigger when the marker arrives from a lower value (TEXT); each rise re-triggers (A35).
  const profit = TRACK_PROFITS[track][to];
  if (profit === 'REMOVE_OBSTACLE') s.queue.unshift({ step: { k: 'removeObstacle' }, source });
  else if (profit === 'FLIP_TOKENS') {
    flipAllTokens(s);
    say(s, ev, 'event.profit.flip', { track: m(`track.${track}`), level: to });
  } else if (profit === 'MORALE_BONUS') say(s, ev, 'event.profit.morale', { level: to });
}

export function flipAllTokens(s: State): void {
  for (const t of TOKENS) if (s.tokens[t].owner !== null) s.tokens[t].active = true;
}

export function putIndependence(s: State, city: City, ev: Events): void {
  const out = placeIndependence(s, city);
  say(s, ev, `event.ind.${out}`, { city: cityMsg(city) });
}

export function putObstacle(s: State, city: City, kind: ObsKind, ev: Events): void {
  const k: ObstacleKind = obstacleKindNow(kind, s.round);
  const out = placeObstacle(s, city, k);
  say(s, ev, `event.obs.${out}`, { city: cityMsg(city), kind: obstacleMsg(k) });
}

export function removeObstacle(s: State, city: City, kind: ObstacleKind, ev: Events): void {
  const c = s.cities[city];
  if (c.obs[kind] <= 0) return;
  c.obs[kind] -= 1;
  say(s, ev, 'event.profit.removed', { city: cityMsg(city), kind: obstacleMsg(kind) });
}

export function placeShield(s: State, ev: Events): void {
  const field = s.round + 1;
  if (s.shieldField === field) {
    say(s, ev, 'event.shield.wasted');
    return;
  }
  s.shieldField = field;
  say(s, ev, 'event.shield.placed', { field });
}

/** Effects that need no group choice; returns false when the effect must go through a choice instead. */
export function resolveSimple(s: State, e: Effect, item: QueueItem, rng: Rng, ev: Events): boolean {
  switch (e.k) {
    case 'track':
      moveTrack(s, e.track, e.delta, ev, item.source);
      return true;
    case 'time':
      if (s.round >= 9) say(s, ev, 'event.time.ignored');
      else s.queue.unshift({ step: { k: 'advanceTime', cause: 'jump' }, source: item.source });
      return true;
    case 'black': {
      const n = rollBlack(rng);
      say(s, ev, 'event.black', { value: n });
      loseMorale(s, n, ev);
      return true;
    }
    case 'remove': {
      const i = s.display.findIndex((d) => d.card === item.source.id);
      if (i >= 0) {
        s.display.splice(i, 1);
        say(s, ev, 'event.mission.removed', { mission: cardMsg(item.source.id) });
      }
      return true;
    }
    case 'defeat':
      s.outcome = { win: false, reason: 'defeatEffect', score: null, dCompleted: 0 };
      say(s, ev, 'event.defeat');
      return true;
    case 'shield':
      placeShield(s, ev);
      return true;
    case 'die':
      if (item.actor !== undefined) {
        s.characters[e.character] = item.actor;
        say(s, ev, 'event.die.won', { seat: playerMsg(s, item.actor), character: characterMsg(e.character) });
      }
      return true;
    case 'token':
      if (item.actor !== undefined) {
        s.tokens[e.token] = { owner: item.actor, active: true, holder: item.actor };
        say(s, ev, 'event.token.won', { seat: playerMsg(s, item.actor), token: tokenMsg(e.token) });
      }
      return true;
    case 'imprison':
      if (e.what === 'MORALE') {
        if (s.prison.morale < MORALE_MARKERS) {
          // The marker leaves the current pool if any is left; either way it lowers the next refill.
          s.prison.morale += 1;
          s.morale.pool = Math.max(0, s.morale.pool - 1);
          say(s, ev, 'event.prison.morale');
        }
        return true;
      }
      if (e.what === 'NEUTRAL_DIE') {
        if (s.prison.neutralDice < NEUTRAL_DICE) {
          s.prison.neutralDice += 1;
          say(s, ev, 'event.prison.neutralDie');
        }
        return true;
      }
      return false;
    default:
      return false;
  }
}

export function imprisonPawn(s: State, seat: Seat, ev: Events): void {
  s.prison.pawns[seat] = (s.prison.pawns[seat] ?? 0) + 1;
  say(s, ev, 'event.prison.pawn', { seat: playerMsg(s, seat) });
}
