/** Message helpers: every player-facing text is a `stary-kontynent.*` i18n key. */
import { msg as kitMsg } from '../kit/msg.js';
import type { GameEvent, Msg, MsgParam, Seat } from '../kit/types.js';
import type { State } from './state.js';

export const NS = 'stary-kontynent';

export const msg = kitMsg(NS);

/** A kingdom named by its colour, e.g. "Blue" / "Niebieski". */
export function kingdomName(state: State, seat: Seat): Msg {
  return msg(`colour.${state.kingdoms[seat]?.colour ?? 'blue'}`);
}

export function event(key: string, params?: Record<string, MsgParam>): GameEvent {
  return msg.event(key, params);
}

export function diceText(values: readonly number[]): string {
  return values.length === 0 ? '–' : `[${values.join(',')}]`;
}

/** Collects the events of one apply(). */
export type Events = GameEvent[];
