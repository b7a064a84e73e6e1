/**
 * apply(): validates an action — a compound one (a whole play, recall, +1s, claim, the units a
 * side removes or sends, a bombardment) against the
 * seat's described choice (choice.ts), a simple one against legalActions — applies it to a copy
 * of the state and runs the automatic flow to the next decision. Never mutates its input.
 */

import { draftComplete } from '../kit/choice.js';
import type { Rng } from '../kit/rng.js';
import { RuleError } from '../kit/ruleError.js';
import type { ApplyResult, GameEvent, Seat } from '../kit/types.js';
import { nextState } from '../kit/update.js';
import { type Action, actionId } from './actions.js';
import { choice, draftOf } from './choice.js';
import { strength } from './data/cards.js';
import { other, type Side } from './data/units.js';
import { legalActions } from './legal.js';
import { isPlcField, move } from './rules/board.js';
import {
  combatOwing,
  concludeCombat,
  continueCombat,
  greedyBoosts,
  planStatus,
  startPlan,
  takeLoss,
} from './rules/combat.js';
import { commitDraft, newDraft } from './rules/deploy.js';
import { addMorale, applyFortify, applyShot, randomDiscard, resolveEffect } from './rules/effects.js';
import { advance } from './rules/flow.js';
import { locationMsg, msg, sideMsg, unitMsg, unitsMsg } from './rules/msgs.js';
import { mutinyAll, mutinyCheck } from './rules/mutiny.js';
import { claimConfirmed } from './rules/negotiation.js';
import { occupationBack } from './rules/occupation.js';
import { cullAll, finishRecall } from './rules/summary.js';
import { sideOfSeat } from './sides.js';
import type { State } from './state.js';

export function apply(state: State, seat: Seat, action: Action, rng: Rng): ApplyResult<State> {
  const side = sideOfSeat(state, seat);
  if (!side) throw new RuleError('chocim-1621.error.notSeated');
  if (state.outcome) throw new RuleError('chocim-1621.error.gameOver');
  const id = actionId(action);
  if (!isLegal(state, seat, side, action, id)) {
    if (legalActions(state, seat).length === 0) throw new RuleError('chocim-1621.error.notYourTurn');
    throw new RuleError('chocim-1621.error.illegal', { action: id });
  }
  const s = nextState(state);
  const events: GameEvent[] = [];
  const decksBefore = s.decks.PLC.length + s.decks.OTT.length + s.diplomacyDeck.length;
  const revealed = handle(s, side, action, events, rng);
  advance(s, events, rng);
  const decksAfter = s.decks.PLC.length + s.decks.OTT.length + s.diplomacyDeck.length;
  return { state: s, events, revealed: revealed || decksAfter !== decksBefore || s.outcome !== null };
}

/**
 * One legality source: a compound action is legal when the draft it stands for is a complete,
 * legal draft of the seat's described choice (the prompt's own description); a simple move when
 * legalActions lists it.
 */
function isLegal(s: State, seat: Seat, side: Side, a: Action, id: string): boolean {
  const draft = draftOf(s, side, a);
  if (draft === null) return legalActions(s, seat).some((l) => l.id === id);
  const c = choice(s, seat, draft);
  return c !== null && c.key === choiceKey(a) && draftComplete(c, draft);
}

function choiceKey(a: Action): string {
  return a.type === 'boostAuto' ? 'boost' : a.type;
}

/** Applies one action; returns true when it revealed sealed choices. */
function handle(s: State, side: Side, a: Action, events: GameEvent[], rng: Rng): boolean {
  const st = s.step;
  if (!st) return false;
  const seat = [s.seatOf[side]];
  switch (a.type) {
    case 'pass':
      s.passed[side] = true;
      s.step = null;
      s.active = other(side);
      s.cursor = 'actions';
      events.push({ msg: msg('event.pass', { side: sideMsg(side) }) });
      return false;
    case 'play': {
      if (st.kind !== 'turn') return false;
      const d = newDraft(side, a.card, a.mode);
      d.placements = a.placements.map((p) => ({ ...p }));
      s.step = null;
      s.play = commitDraft(s, d, events);
      s.cursor = 'play';
      return true; // the private play is shown: the card and every placement (D4)
    }
    case 'planFirst': {
      const play = s.play;
      if (!play) return false;
      s.step = null;
      const slot = play.slots.find((x) => x === a.slot);
      if (!slot) return false;
      play.slots = play.slots.filter((x) => x !== slot);
      // The chosen plan resolves now if forced, or is offered for declaration.
      if (planStatus(s, side, slot) === 'forced') startPlan(s, play, slot, events, rng);
      else s.step = { kind: 'declare', slot };
      if (s.step?.kind === 'declare') play.slots.unshift(slot);
      return false;
    }
    case 'declare': {
      const play = s.play;
      if (!play) return false;
      const slot = play.slots.shift();
      s.step = null;
      if (slot && a.yes) startPlan(s, play, slot, events, rng);
      else events.push({ msg: msg('event.noDeclare', { side: sideMsg(side) }) });
      return false;
    }
    case 'support':
    case 'boost':
    case 'boostAuto': {
      if (st.kind !== 'combat') return false;
      const c = st.combat;
      if (a.type === 'support') c.support[side] = a.commit;
      else {
        c.boosts[side] = a.type === 'boostAuto' ? greedyBoosts(c, side) : [...a.dice];
        c.boostDone[side] = true;
      }
      events.push({ msg: msg('event.sealed', { side: sideMsg(side) }) });
      events.push({ msg: msg('event.sealedPrivate'), to: seat });
      if (combatOwing(c).length > 0) return false;
      s.step = null;
      continueCombat(s, c, events, rng);
      return true;
    }
    case 'loss': {
      if (st.kind !== 'combat') return false;
      const c = st.combat;
      takeLoss(s, c, side, a.from, a.unit);
      events.push({
        msg: msg('event.loss', { side: sideMsg(side), unit: unitMsg(a.unit), from: locationMsg(a.from) }),
      });
      if (combatOwing(c).length === 0) concludeCombat(s, c, events);
      return false;
    }
    case 'pick': {
      s.display = s.display.filter((c) => c !== a.card);
      s.collected[side].push(a.card);
      events.push({ msg: msg('event.pick', { side: sideMsg(side), s: strength(a.card) }) });
      if (st.kind === 'bonusPick') {
        const refill = s.diplomacyDeck.shift();
        if (refill !== undefined) s.display.push(refill);
        s.step = null;
      } else if (st.kind === 'diplomacyPick') {
        s.step =
          s.display.length === 0 ? null : { kind: 'diplomacyPick', side: other(side), picksLeft: s.display.length };
      }
      return false;
    }
    case 'mutiny':
      if (st.kind !== 'mutiny') return false;
      mutinyAll(s, side, a.units, events);
      mutinyCheck(s, events, false);
      return false;
    case 'effect':
      if (st.kind !== 'effectOrder') return false;
      s.step = null;
      resolveEffect(s, a.item, events, rng);
      return false;
    case 'weather':
      if (st.kind !== 'weather') return false;
      for (const u of a.units) move(s, u.from, 'removed', u.unit);
      events.push({ msg: msg('event.weatherUnits', { side: sideMsg(side), units: unitsMsg(a.units) }) });
      s.step = null;
      return false;
    case 'fortify':
      if (isPlcField(a.field)) applyFortify(s, a.field, events);
      s.step = null;
      return false;
    case 'procession':
      if (a.option === 'morale') {
        addMorale(s, 'PLC', 1);
        events.push({ msg: msg('event.effect.processionMorale') });
      } else randomDiscard(s, 'OTT', rng, events);
      s.step = null;
      return false;
    case 'bombard': {
      if (st.kind !== 'bombard') return false;
      events.push({ msg: msg('event.bombard', { side: sideMsg(side), n: a.shots.length }) });
      for (const sh of a.shots) {
        const field = sh.field !== undefined && isPlcField(sh.field) ? sh.field : undefined;
        applyShot(s, { shot: sh.shot, ...(field ? { field } : {}), ...(sh.unit ? { unit: sh.unit } : {}) }, events);
      }
      s.step = null;
      return false;
    }
    case 'recall': {
      if (st.kind !== 'recall') return false;
      const picks = a.back.flatMap((b) => Array.from({ length: b.n }, () => ({ from: b.from, unit: b.unit })));
      st.picks[side] = picks;
      st.done[side] = true;
      events.push({ msg: msg('event.sealed', { side: sideMsg(side) }) });
      events.push({ msg: msg('event.recallPrivate', { n: picks.length }), to: seat });
      if (!st.done[other(side)]) return false;
      finishRecall(s, st.picks, events);
      return true;
    }
    case 'cull': {
      if (st.kind !== 'cull') return false;
      cullAll(s, side, a.units, events, st.purpose);
      st.remaining[side] = 0;
      if (st.remaining.PLC + st.remaining.OTT === 0) s.step = null;
      return false;
    }
    case 'occupy':
      if (st.kind !== 'occupy' || !isPlcField(st.field)) return false;
      occupationBack(s, st.field, a.back, events);
      return false;
    case 'famine':
      s.collected[side] = s.collected[side].filter((c) => c !== a.card);
      s.diplomacyDiscard.push(a.card);
      events.push({ msg: msg('event.famineDiscard', { side: sideMsg(side), s: strength(a.card) }) });
      s.step = null;
      return true; // the discarded card is shown
    case 'claim':
    case 'claimAll': {
      const n = s.negotiation;
      if (!n) return false;
      n.selection[side] = a.type === 'claimAll' ? [...n.hands[side]] : [...a.cards];
      n.confirmed[side] = true;
      events.push({ msg: msg('event.sealed', { side: sideMsg(side) }) });
      events.push({ msg: msg('event.claimPrivate', { n: n.selection[side].length }), to: seat });
      if (!n.confirmed[other(side)]) return false;
      claimConfirmed(s, events);
      return true;
    }
  }
}
