/**
 * Law-card trading (spec 5.10, Ambiguity 23, D18): a won Law card may be handed to another
 * player at any moment, as a kind of currency. A hand-over is an offer the receiver accepts;
 * both are free actions (no turn needed), public, and non-binding: nothing promised in return
 * is enforced. Senators and Estates are never traded (they are not in this vocabulary).
 */
import type { LabelledAction, Seat } from '../kit/types.js';
import type { Action, FreeAction } from './actions.js';
import { lapseAutopass } from './autopass.js';
import { at } from './board.js';
import type { LawId } from './data/laws.js';
import { type Ctx, say } from './effects.js';
import { lawMsg, m, seatMsg } from './msgs.js';
import type { LawOffer, State } from './state.js';

type TradeAction = Extract<FreeAction, { type: 'offerLaw' | 'acceptLaw' | 'declineLaw' | 'withdrawLaw' }>;

export function offersOf(s: State): LawOffer[] {
  return s.offers ?? [];
}

/**
 * Law cards `seat` may hand over now: all it holds, except a card an open decision is about
 * (ruling "trade-stake"): the card to give up after a Law-card loss, the cards an Asygnaty demand
 * is choosing among, the VETO or Ordynacja being decided on. Trading those away would dodge it.
 */
export function tradeableLaws(s: State, seat: Seat): LawId[] {
  const laws = s.players[seat]?.laws ?? [];
  if (s.phase === 'ENDED') return [];
  const p = s.prompt;
  if (p) {
    if ((p.p === 'discardLaw' || p.p === 'assignatsRespond') && p.seat === seat) return [];
    if (p.p === 'assignatsTake' && p.target === seat) return [];
    if (p.p === 'veto' && p.seat === seat) return laws.filter((l) => l !== 'VETO');
    if (p.p === 'entail' && p.seat === seat) return laws.filter((l) => l !== 'ORDYNACJA');
  }
  return [...new Set(laws)];
}

function offerOf(s: State, law: LawId): LawOffer | undefined {
  return offersOf(s).find((o) => o.law === law);
}

/** The trade actions open to `seat`: offer its cards, answer offers made to it, withdraw its own. */
export function tradeActions(s: State, seat: Seat): LabelledAction<Action>[] {
  if (s.phase === 'ENDED' || !s.players[seat]) return [];
  const out: LabelledAction<Action>[] = [];
  const label = (key: string, law: LawId, player: Seat) => m(key, { card: lawMsg(law), player: seatMsg(s, player) });
  for (const o of offersOf(s)) {
    if (o.to !== seat) continue;
    // Accepting needs the giver still free to hand the card over (not at stake in a decision).
    if (tradeableLaws(s, o.from).includes(o.law))
      out.push({
        id: `accept:${o.law.toLowerCase()}`,
        action: { type: 'acceptLaw', law: o.law },
        label: label('act.acceptLaw', o.law, o.from),
        group: 'reply',
        free: true,
      });
    out.push({
      id: `decline:${o.law.toLowerCase()}`,
      action: { type: 'declineLaw', law: o.law },
      label: label('act.declineLaw', o.law, o.from),
      group: 'reply',
      free: true,
    });
  }
  for (const o of offersOf(s))
    if (o.from === seat)
      out.push({
        id: `withdraw:${o.law.toLowerCase()}`,
        action: { type: 'withdrawLaw', law: o.law },
        label: label('act.withdrawLaw', o.law, o.to),
        group: 'withdraw',
        free: true,
      });
  for (const law of tradeableLaws(s, seat))
    for (const to of s.turnOrder) {
      if (to === seat) continue;
      const open = offerOf(s, law);
      if (open && open.to === to) continue;
      out.push({
        id: `offer:${law.toLowerCase()}:p${to}`,
        action: { type: 'offerLaw', law, to },
        label: label('act.offerLaw', law, to),
        group: 'offer',
        free: true,
      });
    }
  return out;
}

function withoutOffer(s: State, law: LawId): void {
  s.offers = offersOf(s).filter((o) => o.law !== law);
}

/** Applies a legal trade action (legality was checked against tradeActions). */
export function applyTrade(ctx: Ctx, seat: Seat, a: TradeAction): void {
  const s = ctx.s;
  const open = offerOf(s, a.law);
  switch (a.type) {
    case 'offerLaw':
      // A card is offered to one player at a time: a new offer replaces the earlier one.
      if (open) say(ctx, 'event.offerWithdrawn', offerParams(s, open));
      withoutOffer(s, a.law);
      s.offers = [...offersOf(s), { from: seat, to: a.to, law: a.law }];
      say(ctx, 'event.offer', offerParams(s, { from: seat, to: a.to, law: a.law }));
      return;
    case 'acceptLaw':
      if (!open) return;
      withoutOffer(s, a.law);
      handOver(ctx, open);
      return;
    case 'declineLaw':
      if (!open) return;
      withoutOffer(s, a.law);
      say(ctx, 'event.offerDeclined', offerParams(s, open));
      return;
    case 'withdrawLaw':
      if (!open) return;
      withoutOffer(s, a.law);
      say(ctx, 'event.offerWithdrawn', offerParams(s, open));
      return;
    default: {
      const never: never = a;
      throw new Error(`magnaci: unknown trade ${JSON.stringify(never)}`);
    }
  }
}

function offerParams(s: State, o: LawOffer) {
  return { from: seatMsg(s, o.from), to: seatMsg(s, o.to), card: lawMsg(o.law) };
}

/**
 * The atomic hand-over. Received during an action window after the receiver's turn in it has
 * passed, the card cannot be played in that window (Ambiguity 23); it can in later ones.
 */
function handOver(ctx: Ctx, o: LawOffer): void {
  const s = ctx.s;
  const giver = at(s.players, o.from);
  const i = giver.laws.indexOf(o.law);
  if (i < 0) return;
  giver.laws.splice(i, 1);
  at(s.players, o.to).laws.push(o.law);
  say(ctx, 'event.tradeDone', offerParams(s, o));
  const w = s.window;
  if (w && ((w.round ?? 0) > 0 || s.turnOrder.indexOf(o.to) < w.idx)) {
    w.locked = [...(w.locked ?? []), { seat: o.to, law: o.law }];
    say(ctx, 'event.tradeLocked', { player: seatMsg(s, o.to), card: lawMsg(o.law) });
  }
  lapseAutopass(ctx, o.to, o.law);
}

/** Offers whose card left the giver (played, lost, taken, handed to someone else) lapse at once. */
export function pruneOffers(ctx: Ctx): void {
  const s = ctx.s;
  const gone = offersOf(s).filter((o) => !(s.players[o.from]?.laws ?? []).includes(o.law));
  if (gone.length === 0) return;
  s.offers = offersOf(s).filter((o) => !gone.includes(o));
  for (const o of gone) say(ctx, 'event.offerExpired.card', offerParams(s, o));
}

/** Unanswered offers expire when the phase they were made in ends (ruling "trade-expiry"). */
export function expireOffers(ctx: Ctx): void {
  const s = ctx.s;
  const open = offersOf(s);
  if (open.length === 0) return;
  s.offers = [];
  for (const o of open) say(ctx, 'event.offerExpired.phase', offerParams(s, o));
}
