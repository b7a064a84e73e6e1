/**
 * The engine's own steps of a game turn: 1a plague and baron revolt, 1b the Crusader Kingdom,
 * 2 income (spec §5.4–5.6).
 */
import type { Rng } from '../../kit/rng.js';
import type { Seat } from '../../kit/types.js';
import { armiesAt, board } from '../board.js';
import { connected, provinceControllers, provinceHexes, sameRealm } from '../control.js';
import { RULES } from '../data/constants.js';
import { TERRAIN } from '../data/terrain.js';
import { SPECIAL_PROVINCES } from '../data/tiles.js';
import { capitalNeighbours } from '../geometry.js';
import { diceText, type Events, event, kingdomName } from '../msg.js';
import type { HexId, State } from '../state.js';
import { capGarrison, castleOn, removeDead } from './armies.js';

/**
 * A new game turn: its number, and every army's moved/assaulted flags and the main actions used
 * cleared (spec §5.7: at the start of every game turn, step 1a).
 */
export function startGameTurn(state: State, events: Events): void {
  state.turn += 1;
  state.mainUsed = [];
  state.lastAction = null;
  for (const a of state.armies) {
    a.moved = false;
    a.assaulted = false;
  }
  events.push(event('turnStart', { turn: state.turn }));
}

/** 1a — Plague (plaga): 2d6 picks a province; only conquered land suffers (A17, A18). */
export function plague(state: State, rng: Rng, events: Events): void {
  const rolls: [number, number] = [rng.d6(), rng.d6()];
  const province = rolls[0] + rolls[1];
  state.plague = { turn: state.turn, province, rolls };
  const struck = provinceControllers(state).get(province) ?? null; // judged at the roll (A17)
  if (struck === null) {
    events.push(event('plagueIgnored', { a: rolls[0], b: rolls[1], province }));
    return;
  }
  events.push(event('plague', { a: rolls[0], b: rolls[1], province, player: kingdomName(state, struck) }));
  const hexes = provinceHexes(state.map, province);
  for (const h of hexes) {
    const found = state.armies.filter((a) => a.hex === h.id);
    if (found.length === 0) continue;
    if (castleOn(state, h.id)) {
      events.push(event('plagueCastle', { hex: h.id }));
      continue;
    }
    const onHex = found.map((a) => a);
    const before = onHex.map((a) => a.strength);
    for (const a of onHex) a.strength -= TERRAIN[h.terrain].plagueLoss;
    events.push(
      event('plagueLoss', {
        hex: h.id,
        player: kingdomName(state, onHex[0]?.owner ?? 0),
        before: diceText(before),
        after: diceText(onHex.map((a) => a.strength).filter((s) => s >= RULES.armyMin)),
      }),
    );
  }
  removeDead(state);
  if (!SPECIAL_PROVINCES.includes(province)) return;
  if (state.options.revoltAfterLosses && provinceControllers(state).get(province) !== struck) {
    events.push(event('revoltAverted', { province }));
    return;
  }
  baronRevolt(state, rng, province, struck, events);
}

/** Bunt baronów: one hex still held by the ruler goes over to a random enemy (A18). */
function baronRevolt(state: State, rng: Rng, province: number, ruler: Seat, events: Events): void {
  const held = provinceHexes(state.map, province).filter((h) =>
    state.armies.some((a) => a.hex === h.id && a.owner === ruler),
  );
  if (held.length === 0) return;
  const hex = held[rng.int(held.length)] ?? held[0];
  if (!hex) return;
  const recipients = state.kingdoms
    .filter((k) => k.suzerain === null && !sameRealm(state, k.seat, ruler))
    .map((k) => k.seat)
    .sort((a, b) => a - b);
  if (recipients.length === 0) {
    state.armies = state.armies.filter((a) => !(a.hex === hex.id && a.owner === ruler));
    events.push(event('revoltDisband', { hex: hex.id, player: kingdomName(state, ruler) }));
    return;
  }
  const to = recipients[rng.int(recipients.length)] ?? recipients[0] ?? ruler;
  for (const a of state.armies) if (a.hex === hex.id && a.owner === ruler) a.owner = to;
  const castle = castleOn(state, hex.id) ? state.castles.find((c) => c.hex === hex.id) : undefined;
  if (castle) castle.owner = to;
  events.push(event('revolt', { hex: hex.id, from: kingdomName(state, ruler), to: kingdomName(state, to) }));
}

/** One exploding d6: roll again after every 6 (1 → 1 + 6 + 6 + 4 = 17). */
function explodingD6(rng: Rng): number[] {
  const rolls: number[] = [];
  for (;;) {
    const r = rng.d6();
    rolls.push(r);
    if (r !== 6) return rolls;
  }
}

/** Round half up of points / 10 (A20). */
export function crusadeShare(points: number): number {
  return Math.floor((points + 5) / 10);
}

/** 1b — elects the Crusader king once (A20). */
export function electKing(state: State, rng: Rng, events: Events): void {
  let contenders: { seat: Seat; score: number }[] = [];
  for (const seat of state.order) {
    const points = state.kingdoms[seat]?.crusadePoints ?? 0;
    const share = crusadeShare(points);
    if (share < 1) continue;
    const rolls = explodingD6(rng);
    const score = share + rolls.reduce((s, r) => s + r, 0);
    events.push(event('kingRoll', { player: kingdomName(state, seat), share, rolls: rolls.join('+'), score }));
    contenders.push({ seat, score });
  }
  for (;;) {
    if (contenders.length === 0) return;
    const best = Math.max(...contenders.map((c) => c.score));
    const top = contenders.filter((c) => c.score === best);
    if (top.length === 1) {
      const king = top[0]?.seat ?? 0;
      state.crusade.king = king;
      events.push(event('kingElected', { player: kingdomName(state, king) }));
      return;
    }
    contenders = top.map((c) => {
      const rolls = explodingD6(rng);
      const score = rolls.reduce((s, r) => s + r, 0);
      events.push(event('kingPlayoff', { player: kingdomName(state, c.seat), rolls: rolls.join('+'), score }));
      return { seat: c.seat, score };
    });
  }
}

/** Coastal hexes where the king's ship may land (§5.5, A22). */
export function landingHexes(state: State, king: Seat): HexId[] {
  const provCtl = provinceControllers(state);
  const foreignCapitalHexes = new Set<HexId>();
  for (const k of state.kingdoms)
    if (k.seat !== king && k.capital)
      for (const h of capitalNeighbours(state.map, k.capital)) foreignCapitalHexes.add(h);
  const b = board(state);
  return state.map.hexes
    .filter((h) => {
      if (!h.coastal || foreignCapitalHexes.has(h.id)) return false;
      if (armiesAt(b, h.id).some((a) => a.owner !== king)) return false;
      const c = provCtl.get(h.province);
      return c === undefined || c === king;
    })
    .map((h) => h.id);
}

/** 1b — the Crusader ship; true when the king now owes a decision. */
export function crusaders(state: State, rng: Rng, events: Events): boolean {
  const won = state.crusade.succeededOnTurn;
  if (won === null || won >= state.turn) return false;
  if (state.crusade.king === null) electKing(state, rng, events);
  const king = state.crusade.king;
  if (king === null) return false;
  const strength = RULES.shipMin + rng.int(RULES.shipMax - RULES.shipMin + 1);
  if (landingHexes(state, king).length === 0) {
    events.push(event('shipLost', { player: kingdomName(state, king), strength }));
    return false;
  }
  state.ship = { strength };
  events.push(event('shipArrives', { player: kingdomName(state, king), strength }));
  return true;
}

/** 2 — Income (dochód): +2 per connected controlled province, +3 for 2 and 12, capped at 9. */
export function income(state: State, events: Events): void {
  const provCtl = provinceControllers(state);
  const delta = new Map<Seat, number>();
  for (const [province, x] of [...provCtl].sort((a, b) => a[0] - b[0])) {
    const ruler = state.kingdoms[x];
    if (!ruler) continue;
    const dest = ruler.suzerain !== null && ruler.incomeTo === 'liege' ? ruler.suzerain : x;
    const capital = state.kingdoms[dest]?.capital;
    if (!capital) continue;
    const hexes = provinceHexes(state.map, province).map((h) => h.id);
    if (!connected(state, hexes, capital, x, provCtl)) {
      events.push(event('incomeCutOff', { province, player: kingdomName(state, x) }));
      continue;
    }
    const amount = SPECIAL_PROVINCES.includes(province) ? RULES.incomeSpecial : RULES.income;
    delta.set(dest, (delta.get(dest) ?? 0) + amount);
  }
  for (const seat of state.kingdoms.map((x) => x.seat)) {
    const d = delta.get(seat) ?? 0;
    const k = d === 0 ? undefined : state.kingdoms[seat];
    if (!k) continue;
    const before = k.garrison;
    k.garrison = capGarrison(k.garrison + d);
    events.push(event('income', { player: kingdomName(state, k.seat), amount: d, before, after: k.garrison }));
  }
}
