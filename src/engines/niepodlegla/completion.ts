/**
 * Which cards the current dice cover: per player in rounds 1–9 (§4.2 completion algorithm,
 * ruling A21), and jointly at the final (§6.3) where Paris, Warsaw and the D cards take anybody's
 * symbols and each small final takes only its pawn owner's.
 */
import type { Seat } from '../kit/types.js';
import { coverable, type Need, tokensNeeded, tokenUnits, type Unit, unitsOf } from './allocation.js';
import { dCard, mission, smallFinal } from './cards.js';
import { countRow } from './data/counts.js';
import { D_POINTS, MAIN_FINALS } from './data/finals.js';
import type { Sym } from './data/symbols.js';
import type { TokenId } from './data/tokens.js';
import type { State } from './state.js';

export interface SeatCompletion {
  cards: string[];
  tokens: TokenId[];
}

function subsets<T>(xs: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let mask = 0; mask < 1 << xs.length; mask++) out.push(xs.filter((_, i) => (mask >> i) & 1));
  return out;
}

/** The missions a seat completes with what it holds now, and the tokens that costs. */
export function seatCompletion(s: State, seat: Seat): SeatCompletion {
  const mine = s.display.map((d, slot) => ({ d, slot })).filter(({ d }) => d.pawn === seat);
  const base = unitsOf(s, seat, false);
  const toks = tokenUnits(s, seat);
  const all = [...base, ...toks];
  const need = (ids: readonly string[]): Need[] => ids.map((id) => ({ id, req: mission(s, id).req, feeder: seat }));
  let chosen: string[] = [];
  const priority = s.priority[seat];
  if (priority) {
    // An explicit order: take each mission in turn if it still fits with those already taken.
    const order = [...priority, ...mine.map((x) => x.d.card).filter((c) => !priority.includes(c))];
    for (const id of order)
      if (mine.some((x) => x.d.card === id) && coverable(need([...chosen, id]), all)) chosen.push(id);
  } else {
    let bestKey: [number, number, number] | null = null;
    for (const set of subsets(mine)) {
      const ids = set.map((x) => x.d.card);
      if (!coverable(need(ids), all)) continue;
      const key: [number, number, number] = [
        set.length,
        set.filter((x) => mission(s, x.d.card).excl).length,
        -set.reduce((a, x) => a + x.slot, 0),
      ];
      if (
        bestKey === null ||
        key[0] > bestKey[0] ||
        (key[0] === bestKey[0] && (key[1] > bestKey[1] || (key[1] === bestKey[1] && key[2] > bestKey[2])))
      ) {
        bestKey = key;
        chosen = ids;
      }
    }
  }
  const tokens = chosen.length > 0 ? (tokensNeeded(need(chosen), base, toks) ?? []) : [];
  return { cards: chosen, tokens };
}

// ---------------------------------------------------------------- the final

export interface FinalCard {
  id: string;
  kind: 'PARIS' | 'WARSAW' | 'SMALL' | 'D';
  need: Need;
  points: number;
}

export function finalCards(s: State): FinalCard[] {
  const f = s.final;
  if (!f) return [];
  const small = countRow(s.players).pointsPerSmallFinal;
  const rep = (sym: Sym, n: number): Sym[] => Array.from({ length: n }, () => sym);
  const out: FinalCard[] = [
    {
      id: 'PARIS',
      kind: 'PARIS',
      need: { id: 'PARIS', req: rep(MAIN_FINALS.PARIS.symbol, f.paris), feeder: 'all' },
      points: MAIN_FINALS.PARIS.points,
    },
    {
      id: 'WARSAW',
      kind: 'WARSAW',
      need: { id: 'WARSAW', req: rep(MAIN_FINALS.WARSAW.symbol, f.warsaw), feeder: 'all' },
      points: MAIN_FINALS.WARSAW.points,
    },
  ];
  for (const x of f.small) {
    const card = smallFinal(x.card);
    out.push({
      id: x.card,
      kind: 'SMALL',
      // A small final without a pawn (impossible once phase 1 is over) can take nobody's symbols.
      need: { id: x.card, req: x.easy ? card.easy : card.hard, feeder: x.pawn ?? -1 },
      points: small,
    });
  }
  for (const d of f.d)
    out.push({ id: d, kind: 'D', need: { id: d, req: dCard(d).req, feeder: 'all' }, points: D_POINTS });
  return out;
}

export function allUnits(s: State): Unit[] {
  const out: Unit[] = [];
  for (let seat = 0; seat < s.players; seat++) out.push(...unitsOf(s, seat, true));
  return out;
}

/** Paris, Warsaw and every small final covered together. */
export function requiredMet(s: State): boolean {
  const req = finalCards(s).filter((c) => c.kind !== 'D');
  return coverable(
    req.map((c) => c.need),
    allUnits(s),
  );
}

/** The most points coverable at once (branch and bound), with the D cards in that set. */
export function bestFinal(s: State): { points: number; cards: string[] } {
  const cards = finalCards(s);
  const units = allUnits(s);
  let best = { points: 0, cards: [] as string[] };
  const suffix: number[] = cards.map((_, i) => cards.slice(i).reduce((a, c) => a + c.points, 0));
  const visit = (i: number, taken: FinalCard[], points: number): void => {
    if (points > best.points) best = { points, cards: taken.map((c) => c.id) };
    if (i >= cards.length || points + (suffix[i] ?? 0) <= best.points) return;
    const c = cards[i];
    if (!c) return;
    const withC = [...taken, c];
    if (
      coverable(
        withC.map((x) => x.need),
        units,
      )
    )
      visit(i + 1, withC, points + c.points);
    visit(i + 1, taken, points);
  };
  visit(0, [], 0);
  return best;
}

/** With the required set met, how many D cards can be covered on top of it. */
export function dCovered(s: State): number {
  const cards = finalCards(s);
  const req = cards.filter((c) => c.kind !== 'D').map((c) => c.need);
  const ds = cards.filter((c) => c.kind === 'D').map((c) => c.need);
  const units = allUnits(s);
  for (let k = ds.length; k > 0; k--) {
    for (const set of subsets(ds)) if (set.length === k && coverable([...req, ...set], units)) return k;
  }
  return 0;
}
