/**
 * The capitals (spec §2.10, setup step 4; A12–A15): in seat order, the bot rolls 2d6 for each
 * player's province and the player places his capital on a legal cell at its edge.
 */
import type { Rng } from '../../kit/rng.js';
import { ruleCheck } from '../../kit/ruleError.js';
import { PROVINCES } from '../data/tiles.js';
import { buildMap, genesisPlacements } from '../genesis.js';
import { capitalCells, capitalNeighbours } from '../geometry.js';
import { type Axial, isAdjacent } from '../hex.js';
import { type Events, event, kingdomName } from '../msg.js';
import type { Kingdom, State } from '../state.js';

const E = 'stary-kontynent.error.';

/** Capital cells of the province still legal: not on or next to a placed capital (A13). */
export function legalCapitalCells(state: State, province: number): Axial[] {
  const placed = state.kingdoms.map((k) => k.capital).filter((c): c is Axial => c !== null);
  return capitalCells(state.map, province).filter(
    (c) => !placed.some((p) => (p.q === c.q && p.r === c.r) || isAdjacent(p, c)),
  );
}

function eligible(state: State, province: number, drawn: readonly number[]): boolean {
  return !drawn.includes(province) && legalCapitalCells(state, province).length > 0;
}

/**
 * Where the seat order stands: the index of the first seat still without a capital, or -1 when
 * every capital is placed. Capitals go down in seat order, and a new Genesis lifts them all.
 */
export function nextToPlace(state: State): number {
  return state.order.findIndex((seat) => state.kingdoms[seat]?.capital === null);
}

/**
 * Rolls 2d6 for the seat at `index` of the seat order until an eligible province comes up. If no
 * province can take the capital, Genesis runs again and placement restarts (A13).
 */
export function rollCapitalProvince(state: State, index: number, rng: Rng, events: Events): void {
  for (;;) {
    const seat = state.order[index] ?? 0;
    const drawn = state.kingdoms.map((k) => k.capitalProvince).filter((p): p is number => p !== null);
    if (!PROVINCES.some((p) => eligible(state, p, drawn))) {
      state.map = buildMap(genesisPlacements(rng));
      for (const seat of state.kingdoms.map((k) => k.seat)) {
        const k = state.kingdoms[seat] as Kingdom;
        k.capital = null;
        k.capitalProvince = null;
      }
      index = 0;
      events.push(event('genesisAgain', {}));
      continue;
    }
    const rolls: [number, number][] = [];
    for (;;) {
      const roll: [number, number] = [rng.d6(), rng.d6()];
      rolls.push(roll);
      const p = roll[0] + roll[1];
      if (eligible(state, p, drawn)) {
        state.capitalPlacement = { seat, province: p, rolls };
        for (const r of rolls)
          events.push(
            event('capitalRoll', { player: kingdomName(state, seat), a: r[0], b: r[1], province: r[0] + r[1] }),
          );
        return;
      }
    }
  }
}

/** The rolling player places his capital (`/sk capital`); the next seat's roll is the flow's. */
export function placeCapital(state: State, q: number, r: number, events: Events): void {
  const p = state.capitalPlacement;
  ruleCheck(p !== null, `${E}wrongMoment`);
  const legal = legalCapitalCells(state, p.province);
  ruleCheck(
    legal.some((c) => c.q === q && c.r === r),
    `${E}badCapitalCell`,
    { province: p.province },
  );
  const k = state.kingdoms[p.seat];
  ruleCheck(k, `${E}unknownPlayer`);
  k.capital = { q, r };
  k.capitalProvince = p.province;
  events.push(
    event('capitalPlaced', {
      player: kingdomName(state, p.seat),
      province: p.province,
      hexes: capitalNeighbours(state.map, { q, r }).join(', '),
    }),
  );
  state.capitalPlacement = null;
}

/** The default cell: most neighbouring hexes, then (q, r) ascending (A14). */
export function defaultCapitalCell(state: State): Axial | null {
  const p = state.capitalPlacement;
  if (!p) return null;
  const cells = legalCapitalCells(state, p.province).map((c) => ({ c, n: capitalNeighbours(state.map, c).length }));
  cells.sort((x, y) => y.n - x.n || x.c.q - y.c.q || x.c.r - y.c.r);
  return cells[0]?.c ?? null;
}
