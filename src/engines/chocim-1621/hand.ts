/**
 * "My hand": the seat's own cards as the physical game shows them — each commander card with
 * its name, command value and stratagem, the face-up leaders, the diplomacy cards collected
 * (their argument strengths), and any sealed choice still open. Built from the seat's own view,
 * so nothing the view hides can slip in.
 */
import type { Msg, Seat } from '../kit/types.js';
import { commander, type Stratagem } from './data/cards.js';
import type { Side } from './data/units.js';
import { cardMsg, claimMsg, locationMsg, msg, unitMsg } from './rules/msgs.js';
import type { State } from './state.js';
import { type CardRef, view } from './view.js';

export function stratagemMsg(s: Stratagem): Msg {
  switch (s.kind) {
    case 'multiField':
      return msg('hand.stratagem.multiField');
    case 'redeploy':
      return msg('hand.stratagem.redeploy');
    case 'withdraw':
      return msg('hand.stratagem.withdraw', { count: s.count });
    case 'pilafLevy':
      return msg('hand.stratagem.pilafLevy', { count: s.count, morale: s.morale });
    case 'diceLevy':
      return msg('hand.stratagem.diceLevy', { count: s.count, dice: s.dice });
  }
}

/** One commander card: its name with the command value, and its stratagem if it has one. */
function commanderLine(id: string, key: 'hand.card' | 'hand.leader' | 'hand.leaderUsed'): Msg {
  const c = commander(id);
  const strat = c.stratagems[0];
  return msg(key, {
    card: cardMsg(id),
    cv: c.commandValue,
    stratagem: strat ? msg('hand.withStratagem', { what: stratagemMsg(strat) }) : msg('hand.noStratagem'),
  });
}

function strengths(cards: CardRef[]): Msg {
  return msg('hand.strengths', {
    list: cards
      .map((c) => c.strength)
      .sort((a, b) => b - a)
      .join(', '),
    total: cards.reduce((sum, c) => sum + c.strength, 0),
  });
}

export function hand(state: State, seat: Seat): Msg[] {
  const v = view(state, seat);
  const side: Side | null = v.viewer;
  if (!side) return [msg('hand.noSide')];
  const me = v.sides[side];
  // The header of the message already names the seat and its side.
  const lines: Msg[] = [];

  const cards = me.hand ?? [];
  lines.push(msg('hand.cardsHeader', { n: cards.length }));
  if (cards.length === 0) lines.push(msg('hand.none'));
  for (const id of cards) lines.push(commanderLine(id, 'hand.card'));

  if (me.leaders.length > 0) {
    lines.push(msg('hand.leadersHeader'));
    for (const l of me.leaders) lines.push(commanderLine(l.id, l.used ? 'hand.leaderUsed' : 'hand.leader'));
  }
  lines.push(msg('hand.deck', { n: me.deckCount }));

  const collected = me.collected ?? [];
  lines.push(
    collected.length > 0
      ? msg('hand.diplomacy', { n: collected.length, strengths: strengths(collected) })
      : msg('hand.diplomacyNone'),
  );

  if (v.combat) {
    const c = v.combat;
    if (c.stage === 'support' && c.mySupport !== null)
      lines.push(msg('hand.sealedSupport', { n: c.mySupport, field: msg(`field.${c.field}`) }));
    if (c.stage === 'modifiers' && c.myBoosts && c.myBoosts.length > 0)
      lines.push(msg('hand.sealedBoosts', { dice: c.myBoosts.map((i) => i + 1).join(', ') }));
  }
  const mine = v.recall?.mine;
  if (mine && mine.length > 0) {
    lines.push(msg('hand.sealedRecall'));
    for (const p of mine) lines.push(msg('hand.recallPick', { unit: unitMsg(p.unit), from: locationMsg(p.from) }));
  }
  const n = v.negotiation;
  if (n?.myHand) {
    lines.push(
      n.myHand.length > 0
        ? msg('hand.negotiation', { n: n.myHand.length, strengths: strengths(n.myHand) })
        : msg('hand.negotiationNone'),
    );
    const claimId = n.claims[n.index];
    if (n.mySelection && n.mySelection.length > 0 && claimId)
      lines.push(msg('hand.sealedClaim', { claim: claimMsg(claimId), strengths: strengths(n.mySelection) }));
  }
  return lines;
}
