/**
 * Menu entries that follow from the map alone — "reorganise on 7b", "march a 3 out to 7b",
 * "assault 7b", "build a castle on 7b", and the label of "move the 3 on 7b" — made once per map
 * and shared by every menu after. The menu of a turn's start is rebuilt after every command and
 * lists ~35 entries; making each one afresh (id text, action, label, parameters) was half its
 * cost. Shared entries are frozen, so a consumer that tried to change one would throw instead of
 * changing every later menu.
 */
import type { LabelledAction, Msg } from '../kit/types.js';
import type { Action } from './actions.js';
import type { Geometry } from './geometry.js';
import { msg } from './msg.js';
import type { HexId } from './state.js';

type LA = LabelledAction<Action>;

/** An entry's id and label, shared; the caller adds the action (it names an army). */
export interface SharedLabel {
  id: string;
  label: Msg;
}

interface MapEntries {
  reorganise: (LA | undefined)[];
  march: (LA | undefined)[];
  assault: (LA | undefined)[];
  castle: (LA | undefined)[];
  move: (SharedLabel | undefined)[];
  extra: (SharedLabel | undefined)[];
}

const byMap = new WeakMap<Geometry, MapEntries>();

function entriesOf(geo: Geometry): MapEntries {
  let e = byMap.get(geo);
  if (!e) {
    e = { reorganise: [], march: [], assault: [], castle: [], move: [], extra: [] };
    byMap.set(geo, e);
  }
  return e;
}

function frozen(entry: LA): LA {
  Object.freeze(entry.action);
  if (entry.label.params) Object.freeze(entry.label.params);
  Object.freeze(entry.label);
  return Object.freeze(entry);
}

function la(id: string, action: Action, label: Msg, group?: string): LA {
  return group ? { id, action, label, group } : { id, action, label };
}

function idOf(geo: Geometry, ix: number): HexId {
  const def = geo.hexes[ix];
  if (!def) throw new Error(`stary-kontynent: no hex at map index ${ix}`);
  return def.id;
}

/** Pick the hex to reorganise (3a). */
export function pickReorganiseEntry(geo: Geometry, ix: number): LA {
  const cache = entriesOf(geo).reorganise;
  let e = cache[ix];
  if (!e) {
    const hex = idOf(geo, ix);
    e = frozen(
      la(`reorg:${hex}`, { type: 'pickReorganise', hex }, msg('action.pickReorganise', { hex }), 'reorganise'),
    );
    cache[ix] = e;
  }
  return e;
}

/** March an army of `strength` out of the capital onto the hex (3b). */
export function marchOutEntry(geo: Geometry, ix: number, strength: number): LA {
  const cache = entriesOf(geo).march;
  const key = ix * 8 + strength;
  let e = cache[key];
  if (!e) {
    const hex = idOf(geo, ix);
    e = frozen(
      la(
        `march:${hex}:${strength}`,
        { type: 'marchOut', hex, strength },
        msg('action.marchOut', { hex, strength }),
        'march',
      ),
    );
    cache[key] = e;
  }
  return e;
}

/** Pick the armies on the hex as the target of an assault (3b). */
export function hexTargetEntry(geo: Geometry, ix: number): LA {
  const cache = entriesOf(geo).assault;
  let e = cache[ix];
  if (!e) {
    const hex = idOf(geo, ix);
    e = frozen(
      la(
        `assault:${hex}`,
        { type: 'pickTarget', target: { kind: 'hex', hex } },
        msg('action.pickTarget', { target: hex }),
        'assault',
      ),
    );
    Object.freeze((e.action as Extract<Action, { type: 'pickTarget' }>).target);
    cache[ix] = e;
  }
  return e;
}

/** Pick the hex to build a castle on (3b). */
export function pickCastleEntry(geo: Geometry, ix: number): LA {
  const cache = entriesOf(geo).castle;
  let e = cache[ix];
  if (!e) {
    const hex = idOf(geo, ix);
    e = frozen(la(`castle:${hex}`, { type: 'pickCastle', hex }, msg('action.pickCastle', { hex }), 'castle'));
    cache[ix] = e;
  }
  return e;
}

/** Id and label of "move the die of `strength` on the hex" (main move or extra move). */
export function pickMoveLabel(geo: Geometry, ix: number, strength: number, extra: boolean): SharedLabel {
  const cache = extra ? entriesOf(geo).extra : entriesOf(geo).move;
  const key = ix * 8 + strength;
  let e = cache[key];
  if (!e) {
    const hex = idOf(geo, ix);
    const label = msg(extra ? 'action.pickExtra' : 'action.pickMove', { hex, strength });
    Object.freeze(label.params);
    e = Object.freeze({ id: `${extra ? 'extra' : 'move'}:${hex}:${strength}`, label: Object.freeze(label) });
    cache[key] = e;
  }
  return e;
}
