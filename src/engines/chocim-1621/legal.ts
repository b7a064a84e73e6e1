/**
 * Who owes what (pending) and every legal action for a seat, with ids and labels.
 * legalActions is also the validator: apply() accepts only what is listed here.
 */
import type { Decision, LabelledAction, Seat } from '../kit/types.js';
import { type Action, actionId } from './actions.js';
import { commander, strength } from './data/cards.js';
import type { Side } from './data/units.js';
import { isPlcField } from './rules/board.js';
import { combatOwing, lossOptions, modifiers } from './rules/combat.js';
import { canCommit, legalPlacements, legalWithdrawals, newDraft, playableCards, playFeasible } from './rules/deploy.js';
import { effectsLeft, fortifiable, hasUnits, LINKED, legalShots } from './rules/effects.js';
import { weatherSources } from './rules/flow.js';
import { actionMsg, cardMsg, fieldMsg, locationMsg, msg, slotMsg, unitMsg } from './rules/msgs.js';
import { mutinyOptions, owesMutiny } from './rules/mutiny.js';
import { occupationMayEnd, occupationReturns } from './rules/occupation.js';
import { cullOptions, recallable } from './rules/summary.js';
import type { State } from './state.js';

export function sideOfSeat(s: State, seat: Seat): Side | null {
  if (s.seatOf.PLC === seat) return 'PLC';
  if (s.seatOf.OTT === seat) return 'OTT';
  return null;
}

/** The side that acts in a 'turn' step right now. */
export function actingSide(s: State): Side | null {
  const st = s.step;
  if (!st) return null;
  switch (st.kind) {
    case 'turn':
      return s.active;
    case 'draft':
      return st.draft.side;
    case 'declare':
    case 'planOrder':
      return s.play?.side ?? s.active;
    case 'bonusPick':
    case 'diplomacyPick':
    case 'famine':
    case 'effectOrder':
      return st.side;
    case 'weather':
    case 'bombard':
    case 'occupy':
      return 'OTT';
    case 'fortify':
    case 'procession':
      return 'PLC';
    case 'combat':
    case 'claim':
    case 'mutiny':
    case 'recall':
    case 'cull':
      return null; // both sides may owe at once (pending)
  }
}

export function pending(s: State): Decision[] {
  const st = s.step;
  if (!st || s.outcome) return [];
  if (st.kind === 'combat') {
    const c = st.combat;
    return combatOwing(c).map((side) => ({
      seat: s.seatOf[side],
      kind: c.stage === 'losses' ? 'turn' : 'secret',
      prompt:
        c.stage === 'losses'
          ? msg('prompt.losses', { rout: c.losses?.[side].rout ?? 0, withdraw: c.losses?.[side].withdraw ?? 0 })
          : msg(c.stage === 'support' ? 'prompt.support' : 'prompt.boost'),
    }));
  }
  if (st.kind === 'claim') {
    const n = s.negotiation;
    if (!n) return [];
    return (['PLC', 'OTT'] as const)
      .filter((side) => !n.confirmed[side])
      .map((side) => ({ seat: s.seatOf[side], kind: 'secret', prompt: msg('prompt.claim', { n: n.index + 1 }) }));
  }
  if (st.kind === 'mutiny')
    return (['PLC', 'OTT'] as const)
      .filter((side) => owesMutiny(s, side))
      .map((side) => ({ seat: s.seatOf[side], kind: 'turn', prompt: msg('prompt.mutiny') }));
  if (st.kind === 'cull')
    return (['PLC', 'OTT'] as const)
      .filter((side) => st.remaining[side] > 0)
      .map((side) => ({ seat: s.seatOf[side], kind: 'turn', prompt: msg('prompt.cull') }));
  if (st.kind === 'recall')
    return (['PLC', 'OTT'] as const)
      .filter((side) => !st.done[side])
      .map((side) => ({ seat: s.seatOf[side], kind: 'secret', prompt: msg('prompt.recall') }));
  const side = actingSide(s);
  if (!side) return [];
  // Choices made from private cards are asked by DM, never in a public prompt: the actions-phase
  // play and its deployment list the hand (D4: "the menus that list the hand MUST be ephemeral or
  // sent by DM; only the finished play is posted"), the famine discard the collection (D17).
  // They are 'private', not 'secret': one side decides alone, nothing is simultaneous, so each
  // step is applied and announced like a turn (no commitments) and only its prompt is private.
  const kind = st.kind === 'turn' || st.kind === 'draft' || st.kind === 'famine' ? 'private' : 'turn';
  return [{ seat: s.seatOf[side], kind, prompt: msg(`prompt.${st.kind}`) }];
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
      const mine = c.boosts[side];
      c.dice[side].base.forEach((v, i) => {
        const on = mine.includes(i);
        if (on || mine.length < modifiers(c, side))
          out.push(la({ type: 'boost', die: i }, msg(on ? 'label.unboost' : 'label.boost', { n: i + 1, v }), 'boost'));
      });
      out.push(la({ type: 'boostDone' }, msg('label.boostDone', { n: mine.length })));
      out.push(la({ type: 'boostAuto' }, msg('label.boostAuto')));
    }
    return out;
  }
  if (st.kind === 'claim') {
    const n = s.negotiation;
    if (!n || n.hands[side].length === 0) return out;
    const sel = n.selection[side];
    for (const c of n.hands[side])
      out.push(
        sel.includes(c)
          ? la({ type: 'claimRemove', card: c }, msg('label.claimRemove', { s: strength(c) }), 'remove')
          : la({ type: 'claimAdd', card: c }, msg('label.claimAdd', { s: strength(c) }), 'add'),
      );
    out.push(la({ type: 'claimConfirm' }, msg('label.claimConfirm', { n: sel.length })));
    out.push(la({ type: 'claimAll' }, msg('label.claimAll', { n: n.hands[side].length })));
    return out;
  }
  if (st.kind === 'mutiny') {
    if (!owesMutiny(s, side)) return out;
    for (const o of mutinyOptions(s, side))
      out.push(
        la(
          { type: 'mutiny', from: o.from, unit: o.unit },
          msg('label.mutiny', { unit: unitMsg(o.unit), from: locationMsg(o.from) }),
          o.unit,
        ),
      );
    return out;
  }
  if (st.kind === 'cull') {
    if (st.remaining[side] === 0) return out;
    for (const o of cullOptions(s, side, st.purpose))
      out.push(
        la(
          { type: 'cull', from: o.from, unit: o.unit },
          msg('label.remove', { unit: unitMsg(o.unit), from: locationMsg(o.from) }),
        ),
      );
    return out;
  }
  if (st.kind === 'recall') {
    // Sealed: offered until both sides confirm, so a side may change its mind (like the claims).
    const picks = st.picks[side];
    const can = recallable(s, side, picks);
    if (can.length === 0 && picks.length === 0) return out;
    for (const r of can)
      out.push(
        la(
          { type: 'recall', from: r.from, unit: r.unit },
          msg('label.recall', { unit: unitMsg(r.unit), from: locationMsg(r.from) }),
          'recall',
        ),
      );
    const marked = new Set<string>();
    for (const p of picks) {
      const key = `${p.from}|${p.unit}`;
      if (marked.has(key)) continue;
      marked.add(key);
      out.push(
        la(
          { type: 'unrecall', from: p.from, unit: p.unit },
          msg('label.unrecall', { unit: unitMsg(p.unit), from: locationMsg(p.from) }),
          'keep',
        ),
      );
    }
    out.push(la({ type: 'recallDone' }, msg('label.recallDone', { n: picks.length })));
    return out;
  }
  if (actingSide(s) !== side) return out;
  switch (st.kind) {
    case 'turn': {
      out.push(la({ type: 'pass' }, msg('label.pass')));
      const cards = playableCards(s, side);
      // Every command play has the same feasibility: can one unit be deployed anywhere?
      const commandOk = cards.length > 0 && playFeasible(s, newDraft(side, cards[0] as string, 'command'));
      for (const card of cards) {
        const c = commander(card);
        if (commandOk)
          out.push(
            la({ type: 'play', card, mode: 'command' }, msg('label.playCommand', { card: cardMsg(card) }), 'command'),
          );
        if (c.stratagems.length > 0 && playFeasible(s, newDraft(side, card, 'stratagem')))
          out.push(
            la(
              { type: 'play', card, mode: 'stratagem' },
              msg('label.playStratagem', { card: cardMsg(card) }),
              'stratagem',
            ),
          );
      }
      return out;
    }
    case 'draft': {
      const d = st.draft;
      for (const p of legalPlacements(s, d))
        out.push(
          la(
            { type: 'place', from: p.from, unit: p.unit, to: p.to },
            msg('label.place', { unit: unitMsg(p.unit), from: locationMsg(p.from), slot: slotMsg(p.to) }),
            p.to.slice(0, p.to.indexOf('.')),
          ),
        );
      for (const p of legalWithdrawals(s, d))
        out.push(
          la(
            { type: 'withdraw', from: p.from, unit: p.unit },
            msg('label.withdraw', { unit: unitMsg(p.unit), from: locationMsg(p.from) }),
            'withdraw',
          ),
        );
      if (canCommit(s, d)) out.push(la({ type: 'commit' }, msg('label.commit', { n: d.placements.length })));
      out.push(la({ type: 'cancel' }, msg('label.cancel')));
      out.push(la({ type: 'pass' }, msg('label.pass')));
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
    case 'weather':
      for (const w of weatherSources(s))
        out.push(
          la(
            { type: 'weather', from: w.from, unit: w.unit },
            msg('label.remove', { unit: unitMsg(w.unit), from: locationMsg(w.from) }),
          ),
        );
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
    case 'bombard':
      for (const sh of legalShots(s)) {
        const a: Action = {
          type: 'shot',
          shot: sh.shot,
          ...(sh.field ? { field: sh.field } : {}),
          ...(sh.unit ? { unit: sh.unit } : {}),
        };
        // A shot at a fortification already at 0 is legal but does nothing: the label says so.
        const atZero = sh.shot === 'fortification' && sh.field !== undefined && s.fortification[sh.field] === 0;
        out.push(
          la(
            a,
            msg(`label.shot.${atZero ? 'fortificationNone' : sh.shot}`, {
              field: sh.field ? fieldMsg(sh.field) : '',
              unit: sh.unit ? unitMsg(sh.unit) : '',
            }),
          ),
        );
      }
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
    case 'occupy': {
      if (!isPlcField(st.field)) return out;
      for (const t of occupationReturns(s, st.field, st.mode))
        out.push(
          la(
            { type: 'occupyReturn', unit: t },
            msg('label.occupyReturn', { unit: unitMsg(t), field: fieldMsg(st.field) }),
          ),
        );
      if (occupationMayEnd(s, st.field)) out.push(la({ type: 'occupyDone' }, msg('label.occupyDone')));
      return out;
    }
  }
}
