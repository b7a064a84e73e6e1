/**
 * Chocim 1621's bot: what the other side holds unseen (its hand and deck, its collected diplomacy
 * cards, its sealed combat and recall choices, its negotiation cards) is dealt again from the
 * cards the seat cannot see; the seat's own deck and the claim order are reshuffled.
 * Candidates include random whole drafts of the seat's described choice. Positions
 * are judged by morale (either side's collapse ends the game), supply and diplomacy strength.
 * The battle of words, where most games are decided, has a strategy of its own (`words`).
 */
import type { BotGame } from '../kit/bot.js';
import { type Draft, randomDraft } from '../kit/choice.js';
import type { Rng } from '../kit/rng.js';
import type { LabelledAction, Seat } from '../kit/types.js';
import { type Action, actionId } from './actions.js';
import { choice, choose } from './choice.js';
import { claim, strength } from './data/cards.js';
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
    // Their negotiation hand and unrevealed commits, from what we cannot see. A sealed selection
    // is part of the hand until the claim is locked (and how many cards it holds is hidden):
    // a random part of the dealt hand.
    const commits = n.revealed ? [] : n.commits.map((c) => c[them] ?? []);
    const pool = [...n.hands[them], ...commits.flat(), ...s.diplomacyDeck];
    const piles = deal(pool, [n.hands[them].length, ...commits.map((c) => c.length)], rng);
    n.hands[them] = piles[0] ?? [];
    n.selection[them] = n.confirmed[them] ? n.hands[them].filter(() => rng.int(2) === 0) : [];
    if (!n.revealed) {
      n.commits.forEach((c, i) => {
        c[them] = piles[1 + i] ?? [];
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

/*
 * The battle of words (5.12.2). The search cannot play it: its playouts let the other side play
 * the default (nothing until the last claim, then everything), so it learnt to keep every card
 * for the last claim and let the other side take the first four with single cards. Here each
 * claim is decided by trying every set of strengths the seat could commit against many imagined
 * rests of the battle: the other side's hand, earlier commitments and the order of the claims
 * still hidden drawn again (determinize), the other side playing one of a few styles, the seat
 * itself playing on with a simple rule; the set that wins most often is committed.
 */

/** A commitment as the outcome sees it: total strength and number of cards. */
interface Pledge {
  str: number;
  n: number;
}

/** How many imagined hands, and rests of the battle per hand, each claim decision weighs. */
const WORDS_DEALS = 40;
const WORDS_PLAYS = 5;
/** Strength kept above a claim's value so a single card of the other side does not turn it face down. */
const WORDS_GUARD = 2;

/** Cards per strength: counts[s] = how many cards of strength s. */
function countsOf(strengths: readonly number[]): number[] {
  const out: number[] = [];
  for (const x of strengths) out[x] = (out[x] ?? 0) + 1;
  return Array.from(out, (c) => c ?? 0);
}

function pledgeOf(counts: readonly number[]): Pledge {
  let str = 0;
  let n = 0;
  counts.forEach((c, s) => {
    str += c * s;
    n += c;
  });
  return { str, n };
}

/** Every different set of strengths a hand can commit, as counts per strength, cheapest first. */
function subsets(counts: readonly number[]): number[][] {
  let out: number[][] = [[]];
  counts.forEach((have, s) => {
    const next: number[][] = [];
    for (const partial of out)
      for (let k = 0; k <= have; k++) {
        const c = [...partial];
        c[s] = k;
        next.push(c);
      }
    out = next;
  });
  const filled = out.map((c) => Array.from({ length: counts.length }, (_, s) => c[s] ?? 0));
  return filled.sort((a, b) => pledgeOf(a).str - pledgeOf(b).str || pledgeOf(a).n - pledgeOf(b).n);
}

/** Answers of `cheapestReaching` already worked out in this decision (a rest asks the same often). */
type Memo = Map<string, number[] | null>;

/** The cheapest set (least strength, then fewest cards) reaching `target`, or null. */
function cheapestReaching(counts: readonly number[], target: number, memo: Memo): number[] | null {
  const key = `${counts.join('.')}>${target}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  let best: number[] | null = null;
  let bestPledge: Pledge | null = null;
  for (const c of subsets(counts)) {
    const p = pledgeOf(c);
    if (p.str < target) continue;
    if (!bestPledge || p.str < bestPledge.str || (p.str === bestPledge.str && p.n < bestPledge.n)) {
      best = c;
      bestPledge = p;
    }
  }
  memo.set(key, best);
  return best;
}

function minus(a: readonly number[], b: readonly number[]): number[] {
  return a.map((x, s) => x - (b[s] ?? 0));
}

/**
 * How a side plays a later claim in an imagined rest: everything on the last claim; otherwise
 * the cheapest set that takes the claim face up with a guard against a single card, or nothing
 * if the hand cannot; against a side with no cards left, just the claim's value.
 */
function plainPledge(
  counts: readonly number[],
  value: number,
  last: boolean,
  rivalCards: number,
  memo: Memo,
): number[] {
  const none = counts.map(() => 0);
  if (last) return [...counts];
  if (rivalCards === 0) {
    const up = cheapestReaching(counts, value, memo);
    if (up) return up;
    const smallest = counts.findIndex((c) => c > 0);
    if (smallest < 0) return none;
    const one = [...none];
    one[smallest] = 1;
    return one;
  }
  return cheapestReaching(counts, value + WORDS_GUARD, memo) ?? none;
}

type Style = 'random' | 'default' | 'plain';

/** The other side's commitments on the claims from the current one on, in one style. */
function rivalPledges(
  hand: readonly number[],
  order: readonly string[],
  side: Side,
  style: Style,
  rng: Rng,
  memo: Memo,
): Pledge[] {
  let counts = countsOf(hand);
  return order.map((id, i) => {
    const last = i === order.length - 1;
    let c: number[];
    if (style === 'default') c = last ? [...counts] : counts.map(() => 0);
    else if (style === 'plain') c = plainPledge(counts, claim(id).value[side], last, 1, memo);
    else {
      // A random-legal player: nothing, one card of some strength, or everything.
      const held = counts.flatMap((k, s) => (k > 0 ? [s] : []));
      const pick = held.length === 0 ? 0 : rng.int(held.length + 2);
      c = counts.map(() => 0);
      if (pick === held.length + 1) c = [...counts];
      else if (pick > 0) c[held[pick - 1] as number] = 1;
    }
    counts = minus(counts, c);
    return pledgeOf(c);
  });
}

/** 1 for a win, ½ for a draw, 0 for a loss: score, then claims won, then cards at the start (6). */
function wordsOutcome(
  me: Side,
  claims: { id: string; mine: Pledge; theirs: Pledge }[],
  startCounts: Record<Side, number>,
): number {
  const them = other(me);
  let score = 0;
  let won = 0;
  for (const { id, mine, theirs } of claims) {
    const c = claim(id);
    if (mine.str !== theirs.str ? mine.str > theirs.str : mine.n > theirs.n) {
      won++;
      if (mine.str >= c.value[me] + theirs.str) score += c.value[me];
    } else if (mine.str !== theirs.str || mine.n !== theirs.n) {
      won--;
      if (theirs.str >= c.value[them] + mine.str) score -= c.value[them];
    }
  }
  const margin = score || won || startCounts[me] - startCounts[them];
  return margin > 0 ? 1 : margin < 0 ? 0 : 0.5;
}

/** One imagined rest of the battle from the current claim on, the seat's part still open. */
interface Rest {
  past: { id: string; mine: Pledge; theirs: Pledge }[];
  order: string[];
  theirs: Pledge[];
  /** Cards the other side holds before each claim of `order`. */
  theirLeft: number[];
}

function imagineRests(root: State, me: Side, rng: Rng, memo: Memo): Rest[] {
  const them = other(me);
  const real = root.negotiation as NonNullable<State['negotiation']>;
  const rests: Rest[] = [];
  const styles: Style[] = ['random', 'random', 'default', 'plain'];
  for (let d = 0; d < WORDS_DEALS; d++) {
    const n = determinize(root, sideSeat(root, me), rng).negotiation as NonNullable<State['negotiation']>;
    const past = n.commits.map((c, i) => ({
      id: n.claims[i] as string,
      mine: pledgeOf(countsOf((real.commits[i]?.[me] ?? []).map(strength))),
      theirs: pledgeOf(countsOf(c[them].map(strength))),
    }));
    const order = n.claims.slice(n.index);
    const hand = n.hands[them].map(strength);
    for (let k = 0; k < WORDS_PLAYS; k++) {
      const style = styles[rng.int(styles.length)] as Style;
      const theirs = rivalPledges(hand, order, them, style, rng, memo);
      let left = hand.length;
      const theirLeft = theirs.map((p) => {
        const before = left;
        left -= p.n;
        return before;
      });
      rests.push({ past, order, theirs, theirLeft });
    }
  }
  return rests;
}

function sideSeat(s: State, side: Side): Seat {
  return s.seatOf[side];
}

/** The seat's commitment now (`first`), then the plain rule, against one imagined rest. */
function playRest(
  me: Side,
  hand: readonly number[],
  first: readonly number[],
  rest: Rest,
  start: Record<Side, number>,
  memo: Memo,
): number {
  let counts = minus(hand, first);
  const claims = [...rest.past];
  rest.order.forEach((id, i) => {
    const theirs = rest.theirs[i] as Pledge;
    if (i === 0) {
      claims.push({ id, mine: pledgeOf(first), theirs });
      return;
    }
    const c = plainPledge(counts, claim(id).value[me], i === rest.order.length - 1, rest.theirLeft[i] ?? 0, memo);
    counts = minus(counts, c);
    claims.push({ id, mine: pledgeOf(c), theirs });
  });
  return wordsOutcome(me, claims, start);
}

/** The seat's claim commitment, or null when the decision is not a claim (the search takes it). */
function words(root: State, seat: Seat, rng: Rng): Action | null {
  const n = root.negotiation;
  const me = sideOfSeat(root, seat);
  if (root.step?.kind !== 'claim' || !n || !me || n.hands[me].length === 0) return null;
  // Cards left after the last claim are lost.
  if (n.index === n.claims.length - 1) return { type: 'claimAll' };
  const hand = countsOf(n.hands[me].map(strength));
  const memo: Memo = new Map();
  const rests = imagineRests(root, me, rng, memo);
  let best: number[] = hand.map(() => 0);
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const cand of subsets(hand)) {
    let value = 0;
    for (const rest of rests) value += playRest(me, hand, cand, rest, n.startCounts, memo);
    if (value > bestValue) {
      bestValue = value;
      best = cand;
    }
  }
  const take = [...best];
  const cards = n.hands[me].filter((c) => {
    const s = strength(c);
    if ((take[s] ?? 0) <= 0) return false;
    take[s] = (take[s] ?? 0) - 1;
    return true;
  });
  return { type: 'claim', cards };
}

export const chocimBot: BotGame<State, Action> = {
  determinize,
  evaluate,
  candidates,
  policy: (state, seat, _fallback, rng) => words(state, seat, rng),
  budget: { samples: 2, horizon: 20, candidates: 8 },
};
