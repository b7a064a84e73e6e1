/**
 * Chocim 1621's bot: what the other side holds unseen (its hand and deck, its collected diplomacy
 * cards, its sealed combat and recall choices, its negotiation cards) is dealt again from the
 * cards the seat cannot see; the seat's own deck and the claim order are reshuffled.
 * Candidates include random whole drafts of the seat's described choice. Positions
 * are judged by morale (either side's collapse ends the game), supply and diplomacy strength.
 */
import type { BotGame } from '../kit/bot.js';
import { type Draft, randomDraft } from '../kit/choice.js';
import type { Rng } from '../kit/rng.js';
import type { LabelledAction, Seat } from '../kit/types.js';
import { type Action, actionId } from './actions.js';
import { choice, choose } from './choice.js';
import { strength } from './data/cards.js';
import type { Side } from './data/units.js';
import { msg } from './rules/msgs.js';
import { sideOfSeat } from './sides.js';
import type { State } from './state.js';

function shuffled(cards: string[], rng: Rng): string[] {
  const out = [...cards].sort();
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [out[i], out[j]] = [out[j] as string, out[i] as string];
  }
  return out;
}

/** Deals `pool` (shuffled) into piles of the given sizes; the rest is returned last. */
function deal(pool: string[], sizes: number[], rng: Rng): string[][] {
  const cards = shuffled(pool, rng);
  const out = sizes.map((n) => cards.splice(0, n));
  out.push(cards);
  return out;
}

function other(side: Side): Side {
  return side === 'PLC' ? 'OTT' : 'PLC';
}

export function determinize(real: State, seat: Seat, rng: Rng): State {
  const s = structuredClone(real);
  const me = sideOfSeat(s, seat) ?? 'PLC';
  const them = other(me);
  // Their hand and deck; our own deck's order.
  const [hand = [], deck = []] = deal([...s.hands[them], ...s.decks[them]], [s.hands[them].length], rng);
  s.hands[them] = hand;
  s.decks[them] = deck;
  s.decks[me] = shuffled(s.decks[me], rng);
  const n = s.negotiation;
  if (n) {
    // Their negotiation hand, sealed selection and unrevealed commits, from what we cannot see.
    const commits = n.revealed ? [] : n.commits.map((c) => c[them] ?? []);
    const pool = [...n.hands[them], ...n.selection[them], ...commits.flat(), ...s.diplomacyDeck];
    const piles = deal(pool, [n.hands[them].length, n.selection[them].length, ...commits.map((c) => c.length)], rng);
    n.hands[them] = piles[0] ?? [];
    n.selection[them] = piles[1] ?? [];
    if (!n.revealed) {
      n.commits.forEach((c, i) => {
        c[them] = piles[2 + i] ?? [];
      });
    }
    s.diplomacyDeck = piles[piles.length - 1] ?? [];
    if (!n.revealed) n.claims = [...n.claims.slice(0, n.index + 1), ...shuffled(n.claims.slice(n.index + 1), rng)];
  } else {
    const [collected = [], rest = []] = deal(
      [...s.collected[them], ...s.diplomacyDeck],
      [s.collected[them].length],
      rng,
    );
    s.collected[them] = collected;
    s.diplomacyDeck = rest;
  }
  const step = s.step;
  if (step?.kind === 'combat') {
    const c = step.combat;
    if (c.support[them] !== null) c.support[them] = rng.int(c.supportAvailable[them] + 1);
    if (c.boostDone[them]) c.boosts[them] = [];
  }
  if (step?.kind === 'recall' && step.done[them]) step.picks[them] = [];
  return s;
}

function cardsStrength(cards: string[]): number {
  let n = 0;
  for (const c of cards) n += strength(c);
  return n;
}

function standing(s: State, side: Side): number {
  const dip = s.negotiation ? cardsStrength(s.negotiation.hands[side]) : cardsStrength(s.collected[side]);
  return 3 * s.morale[side] + 0.3 * s.supply[side] + 0.5 * dip;
}

export function evaluate(s: State, seat: Seat): number {
  const me = sideOfSeat(s, seat) ?? 'PLC';
  return standing(s, me) - standing(s, other(me));
}

/**
 * The listed whole moves (pass, a suggested play per card, whole recalls, +1s and claims) first,
 * then a few random complete drafts of the seat's described choice (choice.ts): other
 * deployments, other mixes of units to send back, other sets of cards — the same drafts the
 * seat's prompt offers.
 */
function candidates(state: State, seat: Seat, legal: LabelledAction<Action>[], rng: Rng): LabelledAction<Action>[] {
  const describe = (d: Draft) => choice(state, seat, d);
  if (!describe({})) return legal;
  const out = [...legal];
  const seen = new Set(legal.map((l) => l.id));
  for (let i = 0; i < 6; i++) {
    const draft = randomDraft(describe, (n) => rng.int(n));
    if (!draft) continue;
    const action = choose(state, seat, draft);
    const id = actionId(action);
    if (seen.has(id)) continue;
    seen.add(id);
    out.push({ id, action, label: msg('label.drafted') });
  }
  return out;
}

export const chocimBot: BotGame<State, Action> = {
  determinize,
  evaluate,
  candidates,
  budget: { samples: 2, horizon: 20, candidates: 8 },
};
