/** Message helpers: every player-facing text is a `stary-kontynent.*` i18n key. */
import type { GameEvent, Msg, MsgParam, Seat } from '../kit/types.js';
import type { State } from './state.js';

export const NS = 'stary-kontynent';

/** Full keys by short key: menus build thousands of labels from a few dozen keys. */
const fullKeys = new Map<string, string>();

export function msg(key: string, params?: Record<string, MsgParam>): Msg {
  let full = fullKeys.get(key);
  if (full === undefined) {
    full = `${NS}.${key}`;
    fullKeys.set(key, full);
  }
  return params ? { key: full, params } : { key: full };
}

/**
 * Full keys of one group (colours, events) by the short key's last part: callers pass strings
 * that are already hashed (literals, a kingdom's colour), instead of building `group.part` first.
 */
function groupKeys(group: string): (part: string) => string {
  const keys = new Map<string, string>();
  return (part) => {
    let full = keys.get(part);
    if (full === undefined) {
      full = `${NS}.${group}.${part}`;
      keys.set(part, full);
    }
    return full;
  };
}

const colourKey = groupKeys('colour');
const eventKey = groupKeys('event');

/** A kingdom named by its colour, e.g. "Blue" / "Niebieski". */
export function kingdomName(state: State, seat: Seat): Msg {
  return { key: colourKey(state.kingdoms[seat]?.colour ?? 'blue') };
}

export function event(key: string, params?: Record<string, MsgParam>): GameEvent {
  const full = eventKey(key);
  return { msg: params ? { key: full, params } : { key: full } };
}

export function diceText(values: readonly number[]): string {
  return values.length === 0 ? '–' : `[${values.join(',')}]`;
}

/** Collects the events of one apply(). */
export type Events = GameEvent[];
