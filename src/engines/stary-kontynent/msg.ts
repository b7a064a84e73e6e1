/** Message helpers: every player-facing text is a `stary-kontynent.*` i18n key. */
import type { GameEvent, Msg, MsgParam, Seat } from '../kit/types.js';
import type { State } from './state.js';

export const NS = 'stary-kontynent';

export function msg(key: string, params?: Record<string, MsgParam>): Msg {
  return params ? { key: `${NS}.${key}`, params } : { key: `${NS}.${key}` };
}

/** A kingdom named by its colour, e.g. "Blue" / "Niebieski". */
export function kingdomName(state: State, seat: Seat): Msg {
  return { key: `${NS}.colour.${state.kingdoms[seat]?.colour ?? 'blue'}` };
}

export function event(key: string, params?: Record<string, MsgParam>): GameEvent {
  const full = `${NS}.event.${key}`;
  return { msg: params ? { key: full, params } : { key: full } };
}

export function diceText(values: readonly number[]): string {
  return values.length === 0 ? '–' : `[${values.join(',')}]`;
}

/** Collects the events of one apply(). */
export type Events = GameEvent[];
