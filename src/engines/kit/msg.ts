/**
 * One message helper for every game (issue #22): `msg(ns)` gives a builder of the game's i18n
 * messages, so `const m = msg('magnaci'); m('law.X', { n: 2 })` is `{ key: 'magnaci.law.X', params }`.
 * Every player-facing text an engine produces is such a Msg; the catalogs in src/i18n hold the words.
 */
import type { GameEvent, Msg, MsgParam, Seat } from './types.js';

export type MsgParams = Record<string, MsgParam>;

export interface MsgBuilder {
  (key: string, params?: MsgParams): Msg;
  /** The namespace, e.g. 'magnaci' (the game id). */
  readonly ns: string;
  /** A public event `<ns>.event.<key>`; with `to`, only those seats see it. */
  event(key: string, params?: MsgParams, to?: Seat[]): GameEvent;
}

export function msg(ns: string): MsgBuilder {
  const build = (key: string, params?: MsgParams): Msg =>
    params ? { key: `${ns}.${key}`, params } : { key: `${ns}.${key}` };
  const event = (key: string, params?: MsgParams, to?: Seat[]): GameEvent => {
    const m = build(`event.${key}`, params);
    return to === undefined ? { msg: m } : { msg: m, to };
  };
  return Object.freeze(Object.assign(build, { ns, event }));
}
