/**
 * Negotiations (spec 5.12): automatic discards down to the floor, then the battle of words —
 * five claims, each with sealed simultaneous commitments, all revealed after the fifth.
 */
import type { Rng } from '../../kit/rng.js';
import type { GameEvent } from '../../kit/types.js';
import { CLAIM_CARDS, claim, strength } from '../data/cards.js';
import { MORALE, NEGOTIATION_FLOOR, OTT_REMOVED_PER_DISCARD, supplyRow } from '../data/tracks.js';
import { countOf, other, type Side } from '../data/units.js';
import type { Negotiation, Outcome, State } from '../state.js';
import { ottControlledPlcFields } from './board.js';
import { claimMsg, msg, sideMsg } from './msgs.js';

/** Cards a side must discard before the battle of words (5.12.1). */
export function discardCount(s: State, side: Side): number {
  const supply = supplyRow(side, s.supply[side]).negotiationDiscards ?? 0;
  const morale = MORALE[side].negotiationDiscards[s.morale[side]] ?? 0;
  const extra =
    side === 'PLC' ? ottControlledPlcFields(s).length : Math.floor(countOf(s.removed, 'OTT') / OTT_REMOVED_PER_DISCARD);
  return supply + morale + extra;
}

/** Weakest first; ties by card id so the choice is deterministic. */
function weakestFirst(cards: string[]): string[] {
  return [...cards].sort((a, b) => strength(a) - strength(b) || (a < b ? -1 : a > b ? 1 : 0));
}

export function startNegotiation(s: State, events: GameEvent[], rng: Rng): void {
  s.phase = 'negotiation';
  events.push({ msg: msg('event.phase.negotiation') });
  const hands = { PLC: [...s.collected.PLC], OTT: [...s.collected.OTT] };
  const discarded: Record<Side, string[]> = { PLC: [], OTT: [] };
  for (const side of ['PLC', 'OTT'] as const) {
    const k = Math.min(discardCount(s, side), Math.max(0, hands[side].length - NEGOTIATION_FLOOR));
    const sorted = weakestFirst(hands[side]);
    discarded[side] = sorted.slice(0, k);
    hands[side] = hands[side].filter((c) => !discarded[side].includes(c));
    events.push({ msg: msg('event.negotiationCards', { side: sideMsg(side), discarded: k, n: hands[side].length }) });
  }
  const n: Negotiation = {
    claims: rng.shuffle(CLAIM_CARDS.map((c) => c.id)),
    index: 0,
    hands,
    startCounts: { PLC: hands.PLC.length, OTT: hands.OTT.length },
    discarded,
    selection: { PLC: [], OTT: [] },
    confirmed: { PLC: false, OTT: false },
    commits: [],
    revealed: false,
    outcome: [],
  };
  s.collected = { PLC: [], OTT: [] };
  s.negotiation = n;
  openClaim(s, n, events);
}

function openClaim(s: State, n: Negotiation, events: GameEvent[]): void {
  while (n.index < n.claims.length) {
    const c = n.claims[n.index];
    if (c === undefined) break;
    events.push({ msg: msg('event.claimRevealed', { claim: claimMsg(c), n: n.index + 1 }) });
    // A side with no cards left has nothing to decide (A-54: an empty commitment).
    n.selection = { PLC: [], OTT: [] };
    n.confirmed = { PLC: n.hands.PLC.length === 0, OTT: n.hands.OTT.length === 0 };
    if (!n.confirmed.PLC || !n.confirmed.OTT) {
      s.step = { kind: 'claim' };
      return;
    }
    lockClaim(n, events);
  }
  reveal(s, n, events);
}

/** Both sides confirmed: the commitments are sealed and only their counts are announced. */
export function lockClaim(n: Negotiation, events: GameEvent[]): void {
  n.commits.push({ PLC: [...n.selection.PLC], OTT: [...n.selection.OTT] });
  for (const side of ['PLC', 'OTT'] as const)
    n.hands[side] = n.hands[side].filter((c) => !n.selection[side].includes(c));
  events.push({ msg: msg('event.claimCommitted', { plc: n.selection.PLC.length, ott: n.selection.OTT.length }) });
  n.index++;
}

/** Called when the last owed seat confirms the current claim. */
export function claimConfirmed(s: State, events: GameEvent[]): void {
  const n = s.negotiation;
  if (!n?.confirmed.PLC || !n.confirmed.OTT) return;
  s.step = null;
  lockClaim(n, events);
  openClaim(s, n, events);
}

function total(cards: string[]): number {
  return cards.reduce((a, c) => a + strength(c), 0);
}

/** The battle of words is decided (5.12.2, A-55) and the game ends (section 6). */
function reveal(s: State, n: Negotiation, events: GameEvent[]): void {
  s.step = null;
  n.revealed = true;
  const scores = { PLC: 0, OTT: 0 };
  const won = { PLC: 0, OTT: 0 };
  n.commits.forEach((commit, i) => {
    const id = n.claims[i];
    if (id === undefined) return;
    const str = { PLC: total(commit.PLC), OTT: total(commit.OTT) };
    let winner: Side | null = null;
    if (str.PLC !== str.OTT) winner = str.PLC > str.OTT ? 'PLC' : 'OTT';
    else if (commit.PLC.length !== commit.OTT.length) winner = commit.PLC.length > commit.OTT.length ? 'PLC' : 'OTT';
    let faceUp = false;
    if (winner) {
      const loser = other(winner);
      faceUp = str[winner] >= claim(id).value[winner] + str[loser];
      won[winner]++;
      if (faceUp) scores[winner] += claim(id).value[winner];
    }
    n.outcome.push({ claim: id, winner, faceUp, strength: str });
    events.push({
      msg: msg(winner ? (faceUp ? 'event.claimWonUp' : 'event.claimWonDown') : 'event.claimNobody', {
        claim: claimMsg(id),
        side: winner ? sideMsg(winner) : '',
        plc: str.PLC,
        ott: str.OTT,
      }),
    });
  });
  s.outcome = decide(scores, won, n.startCounts);
  s.phase = 'over';
}

/** Score, then claims won face up or down, then cards at the start, then a draw (section 6, A-56). */
export function decide(scores: Record<Side, number>, won: Record<Side, number>, cards: Record<Side, number>): Outcome {
  let winner: Side | 'draw' = 'draw';
  for (const [a, b] of [
    [scores.PLC, scores.OTT],
    [won.PLC, won.OTT],
    [cards.PLC, cards.OTT],
  ] as const) {
    if (a !== b) {
      winner = a > b ? 'PLC' : 'OTT';
      break;
    }
  }
  return { winner, reason: 'negotiation', scores, claimsWon: won, cardsAtStart: cards };
}
