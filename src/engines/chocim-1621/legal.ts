/**
 * Every legal action for a seat, with ids and labels (who owes what is in pending.ts). Compound
 * decisions (a whole card play, the sealed recall, +1s, claims, the units a side removes or
 * sends and the bombardment's shots) are described in choice.ts and
 * checked against that description; here they appear as complete suggested moves (for /act,
 * defaults and bots). apply() accepts a simple move only when it is listed here.
 */
import type { LabelledAction, Seat } from '../kit/types.js';
import { type Action, actionId } from './actions.js';
import { playLabel, suggestedPlays } from './choice.js';
import { strength } from './data/cards.js';
import { defaultUnits } from './defaultUnits.js';
import { lossOptions, modifiers } from './rules/combat.js';
import { effectsLeft, fortifiable, hasUnits, LINKED } from './rules/effects.js';
import { actionMsg, backMsg, fieldMsg, locationMsg, msg, slotMsg, unitMsg, unitsMsg } from './rules/msgs.js';
import { recallable } from './rules/summary.js';
import { actingSide, sideOfSeat } from './sides.js';
import type { State } from './state.js';

/** "Remove: 2 × cavalry (X)", "Every shot: PLC supply −1 (3)", "Send back 1 × tatar" — a whole default. */
function unitsLabel(a: Action): LabelledAction<Action>['label'] {
  switch (a.type) {
    case 'weather':
    case 'cull':
      return msg('label.removeUnits', { units: unitsMsg(a.units) });
    case 'mutiny':
      return msg('label.mutinyUnits', { units: unitsMsg(a.units) });
    case 'bombard':
      return msg('label.bombardSupply', { n: a.shots.length });
    case 'occupy':
      return a.back.length > 0 ? msg('label.occupyBack', { units: backMsg(a.back) }) : msg('label.occupyKeepAll');
    default:
      return msg('label.drafted');
  }
}

function la(action: Action, label: LabelledAction<Action>['label'], group?: string): LabelledAction<Action> {
  return group ? { id: actionId(action), action, label, group } : { id: actionId(action), action, label };
}

export function legalActions(s: State, seat: Seat): LabelledAction<Action>[] {
  const side = sideOfSeat(s, seat);
  const st = s.step;
  if (!side || !st || s.outcome) return [];
  const out: LabelledAction<Action>[] = [];
  if (st.kind === 'combat') {
    const c = st.combat;
    if (c.stage === 'support' && c.supportAvailable[side] > 0) {
      for (let k = 0; k <= c.supportAvailable[side]; k++)
        out.push(la({ type: 'support', commit: k }, msg('label.support', { n: k }), 'support'));
    }
    if (c.stage === 'losses') {
      const rout = (c.losses?.[side].rout ?? 0) > 0;
      for (const o of lossOptions(s, c, side))
        out.push(
          la(
            { type: 'loss', from: o.from, unit: o.unit },
            msg(rout ? 'label.rout' : 'label.withdrawLoss', { unit: unitMsg(o.unit), from: locationMsg(o.from) }),
          ),
        );
    }
    if (c.stage === 'modifiers' && modifiers(c, side) > 0 && c.dice) {
      // Whole placements of the +1s; any other set of dice is drafted against choice.ts.
      out.push(la({ type: 'boostAuto' }, msg('label.boostAuto')));
      out.push(la({ type: 'boost', dice: [] }, msg('label.boostNone')));
    }
    return out;
  }
  if (st.kind === 'claim') {
    const n = s.negotiation;
    if (!n || n.hands[side].length === 0) return out;
    // Whole commitments: nothing, one card, or all; any other set is drafted against choice.ts.
    out.push(la({ type: 'claim', cards: [] }, msg('label.claimNone')));
    const seen = new Set<number>();
    for (const c of n.hands[side]) {
      if (seen.has(strength(c))) continue;
      seen.add(strength(c));
      out.push(la({ type: 'claim', cards: [c] }, msg('label.claimOne', { s: strength(c) }), 'one'));
    }
    out.push(la({ type: 'claimAll' }, msg('label.claimAll', { n: n.hands[side].length })));
    return out;
  }
  if (
    st.kind === 'mutiny' ||
    st.kind === 'cull' ||
    st.kind === 'weather' ||
    st.kind === 'bombard' ||
    st.kind === 'occupy'
  ) {
    // The default whole choice; any other set of units (or shots) is drafted against choice.ts.
    const d = defaultUnits(s, side);
    if (d) out.push(la(d, unitsLabel(d)));
    return out;
  }
  if (st.kind === 'recall') {
    // Sealed: offered until both sides are in, so a side may change its mind (like the claims).
    // Whole recalls: everyone stays, one unit goes back, or everyone goes back; any other mix is
    // drafted against choice.ts.
    const can = recallable(s, side);
    if (can.length === 0) return out;
    out.push(la({ type: 'recall', back: [] }, msg('label.recallNone')));
    for (const r of can)
      out.push(
        la(
          { type: 'recall', back: [{ from: r.from, unit: r.unit, n: 1 }] },
          msg('label.recall', { unit: unitMsg(r.unit), from: locationMsg(r.from) }),
          'recall',
        ),
      );
    const all = can.map((r) => ({ ...r, n: s.slots[r.from.slice(2)]?.[r.unit] ?? 0 }));
    const total = all.reduce((k, r) => k + r.n, 0);
    if (total > 1) out.push(la({ type: 'recall', back: all }, msg('label.recallAll', { n: total })));
    return out;
  }
  if (actingSide(s) !== side) return out;
  switch (st.kind) {
    case 'turn': {
      // Pass, and one suggested whole play per card and mode; the seat's own play is drafted
      // against choice.ts (card, mode, then unit by unit).
      out.push(la({ type: 'pass' }, msg('label.pass')));
      for (const p of suggestedPlays(s, side)) out.push(la(p, playLabel(p), p.mode));
      return out;
    }
    case 'planOrder':
      for (const slot of s.play?.slots ?? [])
        out.push(la({ type: 'planFirst', slot }, msg('label.planFirst', { slot: slotMsg(slot) })));
      return out;
    case 'declare':
      out.push(la({ type: 'declare', yes: true }, msg('label.declareYes', { slot: slotMsg(st.slot) })));
      out.push(la({ type: 'declare', yes: false }, msg('label.declareNo')));
      return out;
    case 'bonusPick':
    case 'diplomacyPick':
      for (const card of s.display) out.push(la({ type: 'pick', card }, msg('label.pick', { s: strength(card) })));
      return out;
    case 'fortify':
      for (const f of fortifiable(s))
        out.push(
          la({ type: 'fortify', field: f }, msg('label.fortify', { field: fieldMsg(f), n: s.fortification[f] })),
        );
      return out;
    case 'procession':
      out.push(la({ type: 'procession', option: 'morale' }, msg('label.processionMorale')));
      out.push(la({ type: 'procession', option: 'discard' }, msg('label.processionDiscard')));
      return out;
    case 'effectOrder':
      for (const item of effectsLeft(s, side)) {
        const partner = LINKED[item];
        const label =
          partner && hasUnits(s, partner)
            ? msg('label.effectPair', { action: actionMsg(item), partner: actionMsg(partner) })
            : msg('label.effect', { action: actionMsg(item) });
        out.push(la({ type: 'effect', item }, label));
      }
      return out;
    case 'famine':
      for (const card of s.collected[side])
        out.push(la({ type: 'famine', card }, msg('label.discard', { s: strength(card) })));
      return out;
  }
}
