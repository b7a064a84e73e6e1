/**
 * Overflow (§5.11, A39): more than 4 of one kingdom's armies on a hex. The owner names 4 groups
 * of whole dice, each totalling at most 6; each group becomes one die and dice in no group are
 * removed. Removing is allowed only when merging alone cannot bring the hex down to 4.
 */
import type { Seat } from '../../kit/types.js';
import { board } from '../board.js';
import { ownArmiesOn } from '../control.js';
import { RULES } from '../data/constants.js';
import { compareHexIds } from '../genesis.js';
import { hexDef } from '../geometry.js';
import { diceText, type Events, event, kingdomName } from '../msg.js';
import type { HexId, State } from '../state.js';
import { addArmy, removeArmies, sortedDesc } from './armies.js';

/** Every multiset of dice summing to at most 6, as counts of faces 1..6 (29 of them). */
const GROUPS: number[][] = (() => {
  const out: number[][] = [];
  const rec = (remaining: number, maxFace: number, counts: number[]): void => {
    if (counts.some((c) => c > 0)) out.push([...counts]);
    for (let f = Math.min(maxFace, remaining); f >= 1; f--) {
      counts[f - 1] = (counts[f - 1] ?? 0) + 1;
      rec(remaining - f, f, counts);
      counts[f - 1] = (counts[f - 1] ?? 0) - 1;
    }
  };
  rec(RULES.armyMax, RULES.armyMax, [0, 0, 0, 0, 0, 0]);
  return out;
})();

function total(counts: readonly number[]): number {
  return counts.reduce((s, c, i) => s + c * (i + 1), 0);
}

export interface OverflowChoice {
  /** The four resulting dice, largest first. */
  dice: number[];
  /** The group contents (counts of faces) that produce them. */
  groups: number[][];
}

/** Every distinct legal outcome for dice `values` (more than 4 of them). */
export function overflowChoices(values: readonly number[]): OverflowChoice[] {
  const have = [0, 0, 0, 0, 0, 0];
  for (const v of values) have[v - 1] = (have[v - 1] ?? 0) + 1;
  const full = new Map<string, OverflowChoice>();
  const partial = new Map<string, OverflowChoice>();
  const used = [0, 0, 0, 0, 0, 0];
  const chosen: number[][] = [];
  const rec = (from: number): void => {
    if (chosen.length === RULES.maxArmiesPerHex) {
      const dice = sortedDesc(chosen.map(total));
      const key = dice.join(',');
      const isFull = used.every((u, i) => u === have[i]);
      const target = isFull ? full : partial;
      if (!target.has(key)) target.set(key, { dice, groups: chosen.map((g) => [...g]) });
      return;
    }
    for (let i = from; i < GROUPS.length; i++) {
      const g = GROUPS[i];
      if (!g) continue;
      if (g.some((c, f) => (used[f] ?? 0) + c > (have[f] ?? 0))) continue;
      for (let f = 0; f < 6; f++) used[f] = (used[f] ?? 0) + (g[f] ?? 0);
      chosen.push(g);
      rec(i);
      chosen.pop();
      for (let f = 0; f < 6; f++) used[f] = (used[f] ?? 0) - (g[f] ?? 0);
    }
  };
  rec(0);
  const list = [...(full.size > 0 ? full : partial).values()];
  return list.sort(compareChoices);
}

/** Best first: most pips kept, then the lexicographically largest dice (the default, A39). */
function compareChoices(a: OverflowChoice, b: OverflowChoice): number {
  const ta = a.dice.reduce((s, v) => s + v, 0);
  const tb = b.dice.reduce((s, v) => s + v, 0);
  if (ta !== tb) return tb - ta;
  for (let i = 0; i < a.dice.length; i++) {
    const d = (b.dice[i] ?? 0) - (a.dice[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** Queues every hex where a kingdom now stands with more than 4 armies. */
export function detectOverflow(state: State): void {
  // Asked after every command: almost always no hex holds more than 4 dice at all.
  if (board(state).mostOnAHex <= RULES.maxArmiesPerHex) return;
  const counts = new Map<string, { hex: HexId; owner: Seat; n: number }>();
  for (const a of state.armies) {
    const k = `${a.hex}|${a.owner}`;
    const cur = counts.get(k);
    if (cur) cur.n += 1;
    else counts.set(k, { hex: a.hex, owner: a.owner, n: 1 });
  }
  const found = [...counts.values()].filter((c) => c.n > RULES.maxArmiesPerHex);
  found.sort((x, y) => {
    const hx = hexDef(state.map, x.hex);
    const hy = hexDef(state.map, y.hex);
    return hx && hy ? compareHexIds(hx, hy) : 0;
  });
  for (const f of found)
    if (!state.overflow.some((o) => o.hex === f.hex && o.owner === f.owner))
      state.overflow.push({ hex: f.hex, owner: f.owner });
}

/** Applies a chosen outcome on the first queued overflow hex. */
export function resolveOverflow(state: State, choice: OverflowChoice, events: Events): void {
  const head = state.overflow[0];
  if (!head) return;
  const armies = ownArmiesOn(state, head.hex, head.owner);
  const pool = new Map<number, number[]>();
  for (const a of armies) pool.set(a.strength, [...(pool.get(a.strength) ?? []), a.id]);
  const before = sortedDesc(armies.map((a) => a.strength));
  const keep: { ids: number[]; total: number }[] = [];
  for (const g of choice.groups) {
    const ids: number[] = [];
    g.forEach((count, f) => {
      for (let i = 0; i < count; i++) {
        const list = pool.get(f + 1) ?? [];
        const id = list.shift();
        if (id !== undefined) ids.push(id);
      }
    });
    keep.push({ ids, total: total(g) });
  }
  removeArmies(
    state,
    armies.map((a) => a.id),
  );
  for (const k of keep) {
    const single = k.ids.length === 1 ? armies.find((a) => a.id === k.ids[0]) : undefined;
    if (single)
      state.armies.push(single); // a die in a group of one stays as it is
    else addArmy(state, head.owner, head.hex, k.total); // merged dice cannot make an extra move (A39)
  }
  state.overflow.shift();
  events.push(
    event('overflow', {
      player: kingdomName(state, head.owner),
      hex: head.hex,
      before: diceText(before),
      after: diceText(choice.dice),
    }),
  );
}
