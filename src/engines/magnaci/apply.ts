/** apply(): checks the action against legalActions, answers the open decision, runs on. */

import { draftComplete } from '../kit/choice.js';
import { runFlow } from '../kit/flow.js';
import type { Rng } from '../kit/rng.js';
import { RuleError } from '../kit/ruleError.js';
import type { ApplyResult, Seat } from '../kit/types.js';
import { nextState } from '../kit/update.js';
import { type Action, type FreeAction, isFreeAction } from './actions.js';
import { applyAutopass, lapseAutopass } from './autopass.js';
import { at, estatesIn } from './board.js';
import { sealedChoice } from './choice.js';
import { type FamilyCardId, isFamilyCard } from './data/family.js';
import { OFFICES } from './data/senators.js';
import { addEstates, type Ctx, discardLaw, passWindowTurn, removeConflict, removeEstate, say } from './effects.js';
import { flow } from './flow.js';
import { actionId, decisionActions, freeActions } from './legal.js';
import { familyMsg, lawMsg, listMsg, m, officeMsg, seatMsg } from './msgs.js';
import { finish } from './phases/scoring.js';
import { owes, sealedRequired, sealedSlots, slotIndex } from './placements.js';
import { declarePlay } from './plays.js';
import type { BidKey, Prompt, State } from './state.js';
import { applyTrade, pruneOffers } from './trade.js';

export function apply(state: State, seat: Seat, action: Action, rng: Rng): ApplyResult<State> {
  if (state.phase === 'ENDED') throw new RuleError('magnaci.error.gameOver');
  if (isFreeAction(action)) return applyFree(state, seat, action, rng);
  if (!owes(state.prompt, seat)) throw new RuleError('magnaci.error.notYourDecision');
  const s = nextState(state);
  const ctx: Ctx = { s, ev: [], rng };
  const prompt = s.prompt;
  if (!prompt) throw new RuleError('magnaci.error.notYourDecision');
  let revealed = false;
  if (action.type === 'submit') {
    const choice = sealedChoice(state, seat);
    if (prompt.p !== 'sealed' || !choice) throw new RuleError('magnaci.error.illegal');
    checkSubmission(s, seat, prompt.phase, action.cards);
    if (!draftComplete(choice, action.cards)) throw new RuleError('magnaci.error.illegal');
    s.drafts[seat] = { ...action.cards };
    s.confirmed[seat] = true;
    revealed = afterConfirm(ctx, seat, prompt);
  } else {
    const id = actionId(action);
    const ok = decisionActions(state, seat).some((l) => l.id === id);
    if (!ok) throw new RuleError('magnaci.error.illegal', { action: id });
    revealed = answer(ctx, seat, action, prompt);
  }
  runFlow(flow, s, ctx);
  pruneOffers(ctx);
  return revealed ? { state: s, events: ctx.ev, revealed } : { state: s, events: ctx.ev };
}

/**
 * Free actions (trades, autopass): any seat, any moment, whether or not it owes a decision.
 * They answer no prompt; only an autopass set during the seat's own window turn passes it.
 */
function applyFree(state: State, seat: Seat, action: FreeAction, rng: Rng): ApplyResult<State> {
  const id = actionId(action);
  if (!freeActions(state, seat).some((l) => l.id === id)) throw new RuleError('magnaci.error.illegal', { action: id });
  const s = nextState(state);
  const ctx: Ctx = { s, ev: [], rng };
  if (action.type === 'autopass') applyAutopass(ctx, seat, action.on);
  else applyTrade(ctx, seat, action);
  runFlow(flow, s, ctx);
  pruneOffers(ctx);
  return { state: s, events: ctx.ev };
}

function checkSubmission(
  s: State,
  seat: Seat,
  phase: 'senate' | 'sejm' | 'conflict',
  cards: Record<string, string>,
): void {
  const slots = sealedSlots(s, phase);
  const entries = Object.entries(cards);
  const hand = s.players[seat]?.hand ?? [];
  if (entries.length !== sealedRequired(s, phase))
    throw new RuleError('magnaci.error.wrongCount', { n: sealedRequired(s, phase) });
  const seen = new Set<string>();
  for (const [slot, card] of entries) {
    if (!slots.includes(slot)) throw new RuleError('magnaci.error.badSlot', { slot });
    if (!isFamilyCard(card) || !hand.includes(card) || seen.has(card))
      throw new RuleError('magnaci.error.badCard', { card });
    seen.add(card);
  }
}

function answer(ctx: Ctx, seat: Seat, action: Action, prompt: Prompt): boolean {
  const s = ctx.s;
  switch (action.type) {
    case 'initialEstate':
      s.prompt = null;
      addEstates(ctx, seat, action.province, 1);
      return false;
    case 'play':
      s.prompt = null;
      declarePlay(ctx, seat, action.play);
      return false;
    case 'pass':
      passWindowTurn(ctx, seat);
      return false;
    case 'veto': {
      if (prompt.p !== 'veto') return false;
      s.prompt = null;
      const p = at(s.players, seat);
      p.laws = p.laws.filter((l) => l !== 'VETO');
      say(ctx, 'event.veto', { player: seatMsg(s, seat), actor: seatMsg(s, prompt.actor) });
      const next = s.tasks.shift();
      if (next?.t === 'entailResolve') s.tasks.unshift({ t: 'lose', seat: next.seat, area: next.area, entail: false });
      const card = prompt.play.card;
      // A vetoed Senator goes back to the Senate, lost for this Age (Ambiguity 21).
      if (card === 'HETMAN' || card === 'KANCLERZ' || card === 'PODSKARBI')
        s.senators[card] = { holder: null, used: true };
      return false;
    }
    case 'allow':
      s.prompt = null;
      return false;
    case 'entail': {
      if (prompt.p !== 'entail') return false;
      s.prompt = null;
      const p = at(s.players, seat);
      const i = p.laws.indexOf('ORDYNACJA');
      if (i >= 0) p.laws.splice(i, 1);
      say(ctx, 'event.entail', {
        player: seatMsg(s, seat),
        from: m(`area.${action.province}`),
        area: m(`area.${prompt.area}`),
      });
      s.tasks.unshift(
        { t: 'veto', seat, play: { card: 'ORDYNACJA', province: action.province } },
        { t: 'entailResolve', seat, from: action.province, area: prompt.area },
      );
      return false;
    }
    case 'acceptLoss':
      if (prompt.p !== 'entail') return false;
      s.prompt = null;
      removeEstate(ctx, seat, prompt.area);
      return false;
    case 'placeEstates':
      if (prompt.p !== 'placeEstates') return false;
      s.prompt = null;
      addEstates(ctx, seat, action.province, prompt.count);
      return false;
    case 'pick':
      if (prompt.p !== 'pick') return false;
      s.prompt = null;
      return pick(ctx, prompt, action.seat);
    case 'discardConflict':
      s.prompt = null;
      removeConflict(ctx, action.field, 'event.conflictDiscarded');
      return false;
    case 'discardLaw':
      s.prompt = null;
      discardLaw(ctx, seat, action.law);
      return false;
    case 'giveLaw': {
      if (prompt.p !== 'assignatsRespond') return false;
      const laws = s.players[seat]?.laws ?? [];
      if (laws.length === 1) {
        s.prompt = null;
        transferLaw(ctx, seat, prompt.user, at(laws, 0));
      } else s.prompt = { p: 'assignatsTake', seat: prompt.user, target: seat };
      return false;
    }
    case 'giveEstates': {
      if (prompt.p !== 'assignatsRespond') return false;
      s.prompt = null;
      const n = estatesIn(s, action.province, seat);
      say(ctx, 'event.assignatsEstates', { player: seatMsg(s, seat), n, area: m(`area.${action.province}`) });
      s.tasks.unshift(
        ...Array.from({ length: n }, () => ({ t: 'lose' as const, seat, area: action.province, entail: true })),
        { t: 'gainAt', seat: prompt.user, area: action.province, count: n },
      );
      return false;
    }
    case 'takeLaw':
      if (prompt.p !== 'assignatsTake') return false;
      s.prompt = null;
      transferLaw(ctx, prompt.target, seat, action.law);
      return false;
    case 'submit':
    case 'offerLaw':
    case 'acceptLaw':
    case 'declineLaw':
    case 'withdrawLaw':
    case 'autopass':
      // Handled before any prompt is answered (apply, applyFree).
      return false;
    default: {
      const never: never = action;
      throw new Error(`magnaci: unknown action ${JSON.stringify(never)}`);
    }
  }
}

function transferLaw(ctx: Ctx, from: Seat, to: Seat, law: State['players'][number]['laws'][number]): void {
  const a = at(ctx.s.players, from);
  const i = a.laws.indexOf(law);
  if (i < 0) return;
  a.laws.splice(i, 1);
  at(ctx.s.players, to).laws.push(law);
  say(ctx, 'event.lawGiven', { from: seatMsg(ctx.s, from), to: seatMsg(ctx.s, to), card: lawMsg(law) });
  lapseAutopass(ctx, to, law);
}

function pick(ctx: Ctx, prompt: Extract<Prompt, { p: 'pick' }>, chosen: Seat): boolean {
  const s = ctx.s;
  say(ctx, `event.picked.${prompt.purpose}`, { prymas: seatMsg(s, prompt.seat), player: seatMsg(s, chosen) });
  switch (prompt.purpose) {
    case 'office':
    case 'law':
    case 'reward':
      if (prompt.ctx) s.tasks.unshift({ t: 'award', ctx: prompt.ctx, seat: chosen });
      return false;
    case 'penalty':
      s.tasks.unshift({ t: 'penalty', field: prompt.field ?? 0, seat: chosen });
      return false;
    case 'order': {
      const task = s.tasks[0];
      if (task?.t !== 'turnOrder') return false;
      const [group = [], ...rest] = task.groups;
      s.tasks[0] = {
        t: 'turnOrder',
        decided: [...task.decided, chosen],
        groups: [group.filter((x) => x !== chosen), ...rest],
      };
      return false;
    }
    case 'final':
      finish(ctx, chosen);
      return false;
    default:
      return false;
  }
}

/** A sealed submission became final; the last one commits every placement at once. */
function afterConfirm(ctx: Ctx, seat: Seat, prompt: Extract<Prompt, { p: 'sealed' }>): boolean {
  const s = ctx.s;
  const draft = s.drafts[seat] ?? {};
  const mine = Object.entries(draft).map(([slot, card]) => {
    const office = OFFICES.find((o) => o === slot);
    return m('mine.part', { slot: office ? officeMsg(office) : slot, card: familyMsg(card) });
  });
  ctx.ev.push({ msg: m('event.mySubmission', { cards: listMsg(mine) }), to: [seat] });
  if (prompt.phase !== 'senate') say(ctx, 'event.submitted', { player: seatMsg(s, seat) });
  if (!prompt.seats.every((x) => s.confirmed[x])) return false;
  for (const x of prompt.seats) {
    const d = s.drafts[x] ?? {};
    const p = at(s.players, x);
    for (const [slot, card] of Object.entries(d)) {
      const key = bidKeyOf(prompt.phase, slot);
      if (!key) continue;
      const row = s.bids[key] ?? s.players.map((): FamilyCardId | null => null);
      row[x] = card;
      s.bids[key] = row;
      p.hand = p.hand.filter((h) => h !== card);
    }
    if (prompt.phase === 'senate') {
      const offices = OFFICES.filter((o) => d[o] !== undefined).map(officeMsg);
      say(ctx, 'event.senateBids', { player: seatMsg(s, x), offices: listMsg(offices) });
    }
    s.drafts[x] = {};
  }
  if (prompt.phase !== 'senate') say(ctx, `event.allSubmitted.${prompt.phase}`);
  s.prompt = null;
  return true;
}

function bidKeyOf(phase: 'senate' | 'sejm' | 'conflict', slot: string): BidKey | null {
  if (phase === 'senate') {
    const office = OFFICES.find((o) => o === slot);
    return office ? `senate:${office}` : null;
  }
  const i = slotIndex(slot);
  if (i < 0) return null;
  return phase === 'sejm' ? `sejm:${i}` : `conflict:${i}`;
}
