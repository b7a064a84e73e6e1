/**
 * Which missions the dice and tokens cover (§4.2 "completion algorithm"): symbols are units
 * `(type, owner)`, requirement slots are filled by a unit of the same type or a joker, and a set
 * of missions is feasible when a max-flow saturates every slot. One die's symbols may feed several
 * missions of its holder; joint final cards accept anybody's units.
 */
import type { Seat } from '../kit/types.js';
import type { Face, Sym } from './data/symbols.js';
import { TOKEN_DATA, TOKENS, type TokenId } from './data/tokens.js';
import type { State } from './state.js';

export interface Unit {
  owner: Seat;
  face: Face;
  count: number;
  /** Set when the unit is an activist token (spent only if the final matching needs it, A14). */
  token?: TokenId;
}

export interface Need {
  id: string;
  req: readonly Sym[];
  /** Who may feed it: one seat (a pawn's owner) or everybody (joint final cards). */
  feeder: Seat | 'all';
}

/** Max-flow on a small bipartite graph: unit groups → (card, symbol) slot groups. */
export function coverable(needs: readonly Need[], units: readonly Unit[]): boolean {
  const total = needs.reduce((a, n) => a + n.req.length, 0);
  return total === 0 || covered(needs, units, true) === total;
}

/** How many requirement slots of `needs` the units can fill at once (the max-flow's value). */
export function coveredSlots(needs: readonly Need[], units: readonly Unit[]): number {
  return covered(needs, units, false);
}

function covered(needs: readonly Need[], units: readonly Unit[], all: boolean): number {
  const slots: { card: number; sym: Sym; cap: number }[] = [];
  needs.forEach((n, card) => {
    const bySym = new Map<Sym, number>();
    for (const r of n.req) bySym.set(r, (bySym.get(r) ?? 0) + 1);
    for (const [sym, cap] of bySym) slots.push({ card, sym, cap });
  });
  const total = slots.reduce((a, s) => a + s.cap, 0);
  if (total === 0) return 0;
  const supply = units.reduce((a, u) => a + u.count, 0);
  // Asked only whether every slot fills: too few symbols settle it without a search.
  if (all && supply < total) return 0;
  // Residual capacities: unit i → slot j is unbounded when compatible.
  const uLeft = units.map((u) => u.count);
  const sLeft = slots.map((s) => s.cap);
  const flow: number[][] = units.map(() => slots.map(() => 0));
  const compatible = (i: number, j: number): boolean => {
    const u = units[i];
    const s = slots[j];
    if (!u || !s) return false;
    const need = needs[s.card];
    if (!need) return false;
    if (need.feeder !== 'all' && need.feeder !== u.owner) return false;
    return u.face === s.sym || u.face === 'JOKER';
  };
  let pushed = 0;
  // Augmenting paths alternate unit → slot (forward) and slot → unit (backward along flow).
  for (;;) {
    const prevSlot: (number | null)[] = slots.map(() => null);
    const prevUnit: (number | null)[] = units.map(() => null);
    const seenU = units.map((_, i) => (uLeft[i] ?? 0) > 0);
    const queue: number[] = units.map((_, i) => i).filter((i) => seenU[i]);
    let found: number | null = null;
    while (queue.length > 0 && found === null) {
      const i = queue.shift() ?? 0;
      for (let j = 0; j < slots.length; j++) {
        if (prevSlot[j] !== null || !compatible(i, j)) continue;
        prevSlot[j] = i;
        if ((sLeft[j] ?? 0) > 0) {
          found = j;
          break;
        }
        for (let k = 0; k < units.length; k++) {
          if (!seenU[k] && (flow[k]?.[j] ?? 0) > 0) {
            seenU[k] = true;
            prevUnit[k] = j;
            queue.push(k);
          }
        }
      }
    }
    if (found === null) break;
    // Walk back and apply one unit of flow.
    let j: number | null = found;
    sLeft[found] = (sLeft[found] ?? 0) - 1;
    while (j !== null) {
      const i: number = prevSlot[j] ?? 0;
      const row = flow[i];
      if (row) row[j] = (row[j] ?? 0) + 1;
      const back: number | null = prevUnit[i] ?? null;
      if (back === null) {
        uLeft[i] = (uLeft[i] ?? 0) - 1;
        j = null;
      } else {
        const backRow = flow[i];
        if (backRow) backRow[back] = (backRow[back] ?? 0) - 1;
        j = back;
      }
    }
    pushed++;
    if (pushed === total) return pushed;
  }
  return pushed;
}

/** Symbols a seat holds now: faces of held dice and active symbol tokens it holds. */
export function unitsOf(s: State, seat: Seat, withTokens = true): Unit[] {
  const counts = new Map<Face, number>();
  for (const d of s.dice) if (d.holder === seat) for (const f of d.face) counts.set(f, (counts.get(f) ?? 0) + 1);
  const out: Unit[] = [...counts].map(([face, count]) => ({ owner: seat, face, count }));
  if (withTokens) out.push(...tokenUnits(s, seat));
  return out;
}

export function tokenUnits(s: State, seat: Seat): Unit[] {
  const out: Unit[] = [];
  for (const id of TOKENS) {
    const t = s.tokens[id];
    const data = TOKEN_DATA[id];
    if (t.holder === seat && t.active && data.kind === 'SYMBOL')
      out.push({ owner: seat, face: data.symbol, count: 1, token: id });
  }
  return out;
}

/** The fewest tokens (by subset size, then token order) that make `needs` coverable; null if impossible. */
export function tokensNeeded(needs: readonly Need[], base: readonly Unit[], tokens: readonly Unit[]): TokenId[] | null {
  const n = tokens.length;
  const subsets: number[] = [];
  for (let mask = 0; mask < 1 << n; mask++) subsets.push(mask);
  subsets.sort((a, b) => popcount(a) - popcount(b) || a - b);
  for (const mask of subsets) {
    const chosen = tokens.filter((_, i) => (mask >> i) & 1);
    if (coverable(needs, [...base, ...chosen])) return chosen.flatMap((t) => (t.token ? [t.token] : []));
  }
  return null;
}

function popcount(x: number): number {
  let c = 0;
  for (let v = x; v > 0; v >>= 1) c += v & 1;
  return c;
}
