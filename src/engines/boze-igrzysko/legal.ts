/**
 * Every legal action of a seat, with labels (who owes a decision is pending.ts). Compound choices
 * (recruitment, moving cubes) are offered in steps so lists stay short; the influence tokens
 * are described as a choice (choice.ts) and drafted outside the engine.
 */

import { listOf } from '../kit/list.js';
import type { LabelledAction, Msg, Seat } from '../kit/types.js';
import { type Action, actionId } from './actions.js';
import { ESTATE_TRACKS, PROVINCE_FIELD, PROVINCES } from './data/board.js';
import { actorOf } from './pending.js';
import { recruitComplete, recruitFits, recruitPrice, recruitProvinces, UNIT_KINDS, withUnit } from './phases/armies.js';
import { campaignOptions } from './phases/campaigns.js';
import { defaultShortage, defaultTokens } from './phases/clientele.js';
import { buildOptions, estateCost, freeSpace } from './phases/estates.js';
import { reliefOptions } from './phases/relief.js';
import { specialOptions } from './phases/special.js';
import type { State } from './state.js';
import { enemyName, msg, playerName, provinceName, unitsRecruited } from './util.js';

export function slotName(slot: string): Msg {
  return slot === 'COURT' ? msg('court') : msg(`province.${slot}`);
}

export function labelOf(state: State, a: Action): Msg {
  const base = baseLabel(state, a);
  if ('thenPass' in a && a.thenPass) return msg('action.andPass', { action: base });
  if (a.type === 'pass' && a.rest) return msg('action.skipBoth');
  return base;
}

function baseLabel(state: State, a: Action): Msg {
  switch (a.type) {
    case 'setupEstate':
    case 'build': {
      const i = freeSpace(state, a.province) ?? 0;
      return msg(`action.${a.type}`, {
        province: provinceName(a.province),
        value: ESTATE_TRACKS[a.province].v[i] ?? 0,
      });
    }
    case 'tokens':
      return msg('action.tokens', { ...a.values });
    case 'shortagePlace':
    case 'veto':
    case 'recruitStart':
      return msg(`action.${a.type}`, { province: provinceName(a.province) });
    case 'shortageAll':
      return msg('action.shortageAll', { ...a.counts });
    case 'bid':
      return msg('action.bid', { zl: a.amount });
    case 'manager':
    case 'city':
      return msg(`action.${a.type}`, { province: provinceName(a.province), space: a.estate + 1 });
    case 'diplomacy':
      return msg('action.diplomacy', {
        enemy: enemyName(state, a.field),
        level: a.level,
        seat: provinceName(a.seat),
      });
    case 'move':
      return msg('action.move', { from: provinceName(a.from), to: provinceName(a.to) });
    case 'confederation':
      return msg('action.confederation', { province: provinceName(a.province), target: playerName(state, a.target) });
    case 'colleges':
      return msg('action.colleges', { n: a.provinces.length, list: listOf(a.provinces.map(provinceName)) });
    case 'recruitAdd':
      return msg(`action.recruitAdd.${a.unit}`);
    case 'recruit':
      return msg('action.recruit', { province: provinceName(a.province), units: unitsRecruited(a) });
    case 'campaign': {
      const key = `action.campaign${a.crownSeat === null ? '' : 'Crown'}${a.cossacks ? 'Cossacks' : ''}`;
      return msg(key, {
        province: provinceName(a.province),
        enemy: enemyName(state, PROVINCE_FIELD[a.province]),
        seat: a.crownSeat === null ? '' : provinceName(a.crownSeat),
      });
    }
    case 'relief':
      return msg(a.seat === null ? 'action.reliefFree' : 'action.relief', {
        target: a.target === 'E5' ? msg('field.E5') : provinceName(a.target),
        seat: a.seat === null ? '' : provinceName(a.seat),
      });
    case 'pass':
      return msg(state.stage.kind === 'special' ? 'action.skip' : 'action.pass');
    case 'gdansk':
    case 'moveDone':
    case 'recruitCancel':
      return msg(`action.${a.type}`);
    case 'recruitConfirm': {
      const d = state.stage.kind === 'armies' ? state.stage.draft : null;
      return msg('action.recruitConfirm', { zl: d ? recruitPrice(state, d) : 0 });
    }
    default: {
      const never: never = a;
      return msg(String(never));
    }
  }
}

/** Each action, and the same action followed by a pass at the seat's next turn in this phase. */
function withLast<T extends { thenPass?: boolean | undefined }>(actions: T[]): T[] {
  return actions.flatMap((a) => [a, { ...a, thenPass: true }]);
}

/** The raw legal actions (unlabelled). */
export function legalList(state: State, seat: Seat): Action[] {
  const st = state.stage;
  const pl = state.players[seat];
  if (!pl) return [];
  switch (st.kind) {
    case 'clientele':
      // The placement is drafted against tokenChoice (choice.ts); listed here is the suggested
      // one, for /act and bots. A sealed seat may change its placement until the reveal.
      return [{ type: 'tokens', values: defaultTokens(state, seat) }];
    case 'bid': {
      if (!st.contenders.includes(seat)) return [];
      return Array.from({ length: pl.money + 1 }, (_, amount) => ({ type: 'bid' as const, amount }));
    }
    default:
      break;
  }
  if (actorOf(state) !== seat) return [];
  switch (st.kind) {
    case 'setupEstates':
      return PROVINCES.filter((p) => freeSpace(state, p) !== null && pl.discs > 0).map((province) => ({
        type: 'setupEstate' as const,
        province,
      }));
    case 'shortage': {
      const out: Action[] = PROVINCES.filter((p) => st.room[p] > 0).map((province) => ({
        type: 'shortagePlace' as const,
        province,
      }));
      out.push({ type: 'shortageAll', counts: defaultShortage(state) });
      return out;
    }
    case 'estates':
      return [
        ...withLast(
          buildOptions(state, seat, st.cycle).map(
            (province): Extract<Action, { type: 'build' }> => ({ type: 'build', province }),
          ),
        ),
        { type: 'pass' },
      ];
    case 'special':
      if (st.moved > 0) return [...specialOptions(state, seat, st.moved), { type: 'moveDone' }];
      return [
        ...specialOptions(state, seat, 0),
        { type: 'pass' },
        ...(st.cycle === 1 ? [{ type: 'pass' as const, rest: true }] : []),
      ];
    case 'armies': {
      const d = st.draft;
      if (d === null)
        return [
          ...recruitProvinces(state, seat).map((province) => ({ type: 'recruitStart' as const, province })),
          { type: 'pass' },
        ];
      const out: Action[] = UNIT_KINDS.filter((u) => recruitFits(state, seat, withUnit(d, u))).map((unit) => ({
        type: 'recruitAdd' as const,
        unit,
      }));
      if (recruitComplete(state, d)) out.push({ type: 'recruitConfirm' }, { type: 'recruitConfirm', thenPass: true });
      out.push({ type: 'recruitCancel' }, { type: 'pass' });
      return out;
    }
    case 'campaigns':
      return [...withLast(campaignOptions(state, seat)), { type: 'pass' }];
    case 'relief':
      return [...withLast(reliefOptions(state, seat)), { type: 'pass' }];
    default:
      return [];
  }
}

/** Menu groups, each small enough for one Discord select menu (at most 25 options). */
function groupOf(a: Action): string | undefined {
  switch (a.type) {
    case 'bid':
      return `bid-${Math.floor(a.amount / 25)}`;
    case 'diplomacy':
      return `diplomacy-${a.field.toLowerCase()}`;
    case 'move':
      return `move-${a.from.toLowerCase()}`;
    case 'colleges':
      return `colleges-${a.provinces.length}`;
    case 'campaign':
      return `campaign-${a.province.toLowerCase()}`;
    case 'manager':
    case 'gdansk':
    case 'veto':
    case 'confederation':
    case 'city':
    case 'relief':
      return a.type;
    default:
      return undefined;
  }
}

/** What a group's menu asks, in players' words. */
function groupLabelOf(state: State, a: Action): Msg | undefined {
  switch (a.type) {
    case 'bid': {
      const from = Math.floor(a.amount / 25) * 25;
      return msg('group.bid', { from, to: from + 24 });
    }
    case 'diplomacy':
      return msg('group.diplomacy', { enemy: enemyName(state, a.field) });
    case 'move':
      return msg('group.move', { from: provinceName(a.from) });
    case 'colleges':
      return msg('group.colleges', { n: a.provinces.length });
    case 'campaign':
      return msg('group.campaign', { province: provinceName(a.province) });
    case 'manager':
    case 'gdansk':
    case 'veto':
    case 'confederation':
    case 'city':
    case 'relief':
      return msg(`group.${a.type}`);
    default:
      return undefined;
  }
}

export function legalActions(state: State, seat: Seat): LabelledAction<Action>[] {
  return legalList(state, seat).map((action) => {
    const group = groupOf(action);
    const groupLabel = group ? groupLabelOf(state, action) : undefined;
    return {
      id: actionId(action),
      action,
      label: labelOf(state, action),
      ...(group ? { group } : {}),
      ...(groupLabel ? { groupLabel } : {}),
    };
  });
}

export { estateCost };
