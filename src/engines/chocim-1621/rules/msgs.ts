/** Builders for the engine's messages (the kit's `msg`); every key lives under `chocim-1621.` in the catalog. */
import { msg as kitMsg } from '../../kit/msg.js';
import type { Msg } from '../../kit/types.js';
import { commander } from '../data/cards.js';
import type { Side, UnitType } from '../data/units.js';
import type { UnitPick } from '../state.js';

export const NS = 'chocim-1621';

export const msg = kitMsg(NS);

export function sideMsg(side: Side): Msg {
  return msg(`side.${side}`);
}

export function unitMsg(unit: UnitType): Msg {
  return msg(`unit.${unit}`);
}

export function fieldMsg(field: string): Msg {
  return msg(`field.${field}`);
}

export function actionMsg(action: string): Msg {
  return msg(`action.${action}`);
}

export function slotMsg(slot: string): Msg {
  const dot = slot.indexOf('.');
  return msg('slot', { field: fieldMsg(slot.slice(0, dot)), action: actionMsg(slot.slice(dot + 1)) });
}

export function locationMsg(loc: string): Msg {
  if (loc === 'routed' || loc === 'mutinied') return msg(`area.${loc}`);
  if (loc.startsWith('r:')) return msg('reserveOf', { field: fieldMsg(loc.slice(2)) });
  return slotMsg(loc.slice(2));
}

/** A commander card's name; filler officers are named by number and command value. */
export function cardMsg(id: string): Msg {
  const c = commander(id);
  const filler = /_officer_(\d+)$/.exec(id);
  if (filler) return msg('card.officer', { n: Number(filler[1]), cv: c.commandValue });
  return msg(`card.${id}`, { cv: c.commandValue });
}

export function claimMsg(id: string): Msg {
  return msg(`claim.${id}`);
}

/** Units grouped by place and type, in first-seen order: "2 × cavalry (X), 1 × infantry (Y)". */
export function unitsMsg(units: UnitPick[]): Msg {
  const groups: { from: string; unit: UnitType; n: number }[] = [];
  for (const p of units) {
    const g = groups.find((x) => x.from === p.from && x.unit === p.unit);
    if (g) g.n++;
    else groups.push({ ...p, n: 1 });
  }
  const parts = groups.map((g) => msg('unitsAt', { n: g.n, unit: unitMsg(g.unit), from: locationMsg(g.from) }));
  return joinMsgs(parts);
}

/** "a, b, c" as nested messages (a message parameter holds one message, not a list). */
export function joinMsgs(parts: Msg[]): Msg {
  const [first, ...rest] = parts;
  if (!first) return msg('nothing');
  if (rest.length === 0) return first;
  return msg('list', { a: first, b: joinMsgs(rest) });
}

/** "2 × tatar, 1 × sipahi" for an occupation's units sent back. */
export function backMsg(back: { unit: UnitType; n: number }[]): Msg {
  return joinMsgs(back.map((b) => msg('unitsCount', { n: b.n, unit: unitMsg(b.unit) })));
}
