/** Builders for the engine's messages (the kit's `msg`); every key lives under `chocim-1621.` in the catalog. */
import { msg as kitMsg } from '../../kit/msg.js';
import type { Msg } from '../../kit/types.js';
import { commander } from '../data/cards.js';
import type { Side, UnitType } from '../data/units.js';

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
