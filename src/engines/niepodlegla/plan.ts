/**
 * Phase 1 (§4.1): pawns on missions and the split of the neutral dice, decided by the group one
 * seat at a time, and the default plan "P1" of §9.3 used for deadlines and the one-click "auto plan".
 */
import type { Seat } from '../kit/types.js';
import { mission, smallFinal } from './cards.js';
import { CHARACTER_DATA, CHARACTERS } from './data/dice.js';
import type { Sym } from './data/symbols.js';
import { TOKEN_DATA, TOKENS } from './data/tokens.js';
import type { State } from './state.js';
import { severity, sum, value } from './weights.js';

export interface PlanCard {
  id: string;
  /** Index in the display (or among the small finals at the final). */
  slot: number;
  req: readonly Sym[];
  score: number;
}

/** Cards that may still take a pawn now, in slot order. */
export function openCards(s: State): PlanCard[] {
  if (s.final) {
    return s.final.small.flatMap((f, slot) => {
      if (f.pawn !== null) return [];
      const card = smallFinal(f.card);
      return [{ id: f.card, slot, req: f.easy ? card.easy : card.hard, score: 0 }];
    });
  }
  return s.display.flatMap((d, slot) => {
    if (d.pawn !== null) return [];
    const mi = mission(s, d.card);
    const lose = sum(mi.loseFx.map((e) => severity(s, e)));
    const block = mi.excl ? 0.5 * lose : lose;
    const score = block + 0.5 * sum(mi.winFx.map((e) => value(s, e))) - 0.5 * (mi.req.length - 2);
    return [{ id: d.card, slot, req: mi.req, score }];
  });
}

export function availablePawns(s: State, seat: Seat): number {
  const prisoned = s.final ? 0 : (s.prison.pawns[seat] ?? 0);
  return Math.max(0, s.pawnsPerPlayer - prisoned);
}

export function placedPawns(s: State, seat: Seat): number {
  if (s.final) return s.final.small.filter((f) => f.pawn === seat).length;
  return s.display.filter((d) => d.pawn === seat).length;
}

/** How many pawns the seat places at its step: all it has, unless the display runs short (A19). */
export function pawnsToPlace(s: State, seat: Seat): number {
  return Math.min(availablePawns(s, seat) - placedPawns(s, seat), openCards(s).length);
}

/** Affinity of a seat for a requirement: matching character-die symbols, plus 0.5 per matching token. */
function affinity(s: State, seat: Seat, req: readonly Sym[]): number {
  let a = 0;
  for (const c of CHARACTERS) {
    if (s.characters[c] !== seat || s.prison.characterDice.includes(c)) continue;
    const d = CHARACTER_DATA[c];
    a += req.filter((r) => r === d.a || r === d.b).length;
  }
  for (const t of TOKENS) {
    const data = TOKEN_DATA[t];
    if (s.tokens[t].owner === seat && s.tokens[t].active && data.kind === 'SYMBOL')
      a += 0.5 * req.filter((r) => r === data.symbol).length;
  }
  return a;
}

/** P1 step 1–3: which open cards each seat should take (seats whose step is already done keep theirs). */
export function defaultPawns(s: State, seats: readonly Seat[]): Map<Seat, string[]> {
  const free = new Map<Seat, number>();
  for (const seat of seats) free.set(seat, Math.max(0, availablePawns(s, seat) - placedPawns(s, seat)));
  const k = sum([...free.values()]);
  const ranked = [...openCards(s)].sort((a, b) => b.score - a.score || a.slot - b.slot).slice(0, k);
  const out = new Map<Seat, string[]>(seats.map((seat) => [seat, []]));
  for (const card of ranked) {
    let best: Seat | null = null;
    let bestKey: [number, number] = [-1, -1];
    for (const seat of seats) {
      const f = free.get(seat) ?? 0;
      if (f <= 0) continue;
      const key: [number, number] = [affinity(s, seat, card.req), f];
      if (best === null || key[0] > bestKey[0] || (key[0] === bestKey[0] && key[1] > bestKey[1])) {
        best = seat;
        bestKey = key;
      }
    }
    if (best === null) break;
    free.set(best, (free.get(best) ?? 0) - 1);
    out.get(best)?.push(card.id);
  }
  return out;
}

/** The default cards for one seat's step: P1's pick, topped up by score when the display is short. */
export function defaultPawnsFor(s: State, seat: Seat, remainingSeats: readonly Seat[]): string[] {
  const need = pawnsToPlace(s, seat);
  const picked = (defaultPawns(s, remainingSeats).get(seat) ?? []).slice(0, need);
  if (picked.length < need) {
    const extra = [...openCards(s)]
      .sort((a, b) => b.score - a.score || a.slot - b.slot)
      .map((c) => c.id)
      .filter((id) => !picked.includes(id));
    picked.push(...extra.slice(0, need - picked.length));
  }
  return picked;
}

/** Requirement size a seat carries this round (its pawns' cards). */
function carriedSymbols(s: State, seat: Seat): number {
  if (s.final)
    return sum(
      s.final.small
        .filter((f) => f.pawn === seat)
        .map((f) => {
          const c = smallFinal(f.card);
          return (f.easy ? c.easy : c.hard).length;
        }),
    );
  return sum(s.display.filter((d) => d.pawn === seat).map((d) => mission(s, d.card).req.length));
}

function characterDiceOf(s: State, seat: Seat): number {
  return CHARACTERS.filter((c) => s.characters[c] === seat && !s.prison.characterDice.includes(c)).length;
}

/** P1 step 4: 1 die each, the rest one at a time to the seat with the largest unmet need. */
export function defaultDice(s: State): number[] {
  const players = s.players;
  const fixed = s.alloc.map((a) => a ?? null);
  const alloc = fixed.map((a) => a ?? 1);
  let left = s.neutralPool - sum(alloc);
  while (left > 0) {
    let best = -1;
    let bestNeed = Number.NEGATIVE_INFINITY;
    for (let seat = 0; seat < players; seat++) {
      if (fixed[seat] !== null) continue;
      const need = carriedSymbols(s, seat) - (alloc[seat] ?? 0) - 1.5 * characterDiceOf(s, seat);
      if (need > bestNeed) {
        best = seat;
        bestNeed = need;
      }
    }
    if (best < 0) break;
    alloc[best] = (alloc[best] ?? 0) + 1;
    left--;
  }
  return alloc;
}

/** Ruling A40: fewer dice than players → one each in seat order, seats without a character die first. */
export function scarceDice(s: State): number[] {
  const order = [...Array(s.players).keys()].sort(
    (a, b) => Number(characterDiceOf(s, a) > 0) - Number(characterDiceOf(s, b) > 0) || a - b,
  );
  const alloc: number[] = Array(s.players).fill(0);
  order.slice(0, s.neutralPool).forEach((seat) => {
    alloc[seat] = 1;
  });
  return alloc;
}

/** How many dice a seat may take at its step so that every later seat still gets one. */
export function diceRange(s: State, seat: Seat): { min: number; max: number } {
  const decided = sum(s.alloc.map((a) => a ?? 0));
  const later = s.alloc.filter((a, i) => a === null && i !== seat).length;
  return { min: 1, max: s.neutralPool - decided - later };
}
