/**
 * A seat's turn (spec §5.7–5.9): 3a reorganise, 3b one main action (Levy, March out, Move,
 * Assault, Castle, Crusade), 3c one extra move per province held when 3a closed.
 * Every function here works on a state already copied for this apply().
 */
import { RuleError, ruleCheck } from '../../kit/ruleError.js';
import type { Msg, Seat } from '../../kit/types.js';
import { armiesAt, type Board, board, castleOwnerAt, closedTo, heldIx, isClosed } from '../board.js';
import { linkedToCapital, ownArmiesOn } from '../control.js';
import { RULES } from '../data/constants.js';
import {
  adjacentHexes,
  areAdjacent,
  capitalHexes,
  capitalNeighbours,
  geometry,
  hexDef,
  mapIndex,
} from '../geometry.js';
import { diceText, type Events, event, kingdomName, msg } from '../msg.js';
import type { Army, HexId, Kingdom, SeatTurn, State } from '../state.js';
import { addArmy, capGarrison, castleOn, findArmy, moveArmy, removeArmies, sortedDesc } from './armies.js';

const E = 'stary-kontynent.error.';

export function activeTurn(state: State): SeatTurn {
  const st = state.seatTurn;
  if (!st || state.stage !== 'turns') throw new RuleError(`${E}notYourTurn`);
  return st;
}

export function kingdomOf(state: State, seat: Seat): Kingdom {
  const k = state.kingdoms[seat];
  if (!k) throw new RuleError(`${E}unknownPlayer`);
  return k;
}

/** The kingdom of a seat, on the working copy apply() changes (nextState, kit/update.ts). */
export function kingdomToChange(state: State, seat: Seat): Kingdom {
  const k = state.kingdoms[seat];
  if (!k) throw new RuleError(`${E}unknownPlayer`);
  return k;
}

/** Nonincreasing lists of `parts` (min..max of them) faces 1..6 summing to n. */
export function diceSets(n: number, minParts: number, maxParts: number): number[][] {
  const out: number[][] = [];
  const rec = (left: number, maxFace: number, acc: number[]): void => {
    if (left === 0) {
      if (acc.length >= minParts) out.push([...acc]);
      return;
    }
    if (acc.length === maxParts) return;
    for (let f = Math.min(RULES.armyMax, maxFace, left); f >= 1; f--) {
      acc.push(f);
      rec(left - f, f, acc);
      acc.pop();
    }
  };
  rec(n, RULES.armyMax, []);
  return out;
}

function sameMultiset(a: readonly number[], b: readonly number[]): boolean {
  return sameList(sortedDesc(a), sortedDesc(b));
}

function sameList(x: readonly number[], y: readonly number[]): boolean {
  return x.length === y.length && x.every((v, i) => v === y[i]);
}

function foreignOn(state: State, hex: HexId, seat: Seat): boolean {
  return armiesAt(board(state), hex).some((a) => a.owner !== seat);
}

function hasRoom(state: State, hex: HexId, seat: Seat): boolean {
  let own = 0;
  for (const a of armiesAt(board(state), hex)) if (a.owner === seat) own++;
  return own < RULES.maxArmiesPerHex;
}

/** A map hex an army of `seat` may step onto: no foreign army, fewer than 4 of his own. */
function canEnterOn(b: Board, hex: HexId, seat: Seat): boolean {
  return !isClosed(b, seat, hex);
}

export function mainActionOpen(state: State): boolean {
  const st = state.seatTurn;
  return !!st && st.step === '3a' && !state.mainUsed.includes(st.seat) && state.assault === null;
}

/**
 * Checks that the main action is open, then closes 3a at once: the extra-move snapshot is taken
 * when the command is issued, before its effects (A30). A rejected command discards the copy.
 */
function requireMain(state: State, close: (s: State) => void): SeatTurn {
  const st = activeTurn(state);
  ruleCheck(st.step === '3a', `${E}mainActionDone`);
  ruleCheck(!state.mainUsed.includes(st.seat), `${E}mainActionUsed`);
  close(state);
  return st;
}

/** After a main action: it is used up for this game turn. */
function spendMain(state: State): void {
  const st = activeTurn(state);
  if (!state.mainUsed.includes(st.seat)) state.mainUsed.push(st.seat);
}

// ── 3a Reorganise ───────────────────────────────────────────────────────────────────────────

export function reorganiseOptions(state: State, seat: Seat, hex: HexId): number[][] {
  const current = ownArmiesOn(state, hex, seat).map((a) => a.strength);
  if (current.length === 0) return [];
  const sum = current.reduce((s, v) => s + v, 0);
  const now = sortedDesc(current);
  return diceSets(sum, 1, RULES.maxArmiesPerHex).filter((set) => !sameList(set, now));
}

export function canReorganise(state: State): boolean {
  const st = state.seatTurn;
  return !!st && st.step === '3a' && state.assault === null;
}

export function reorganise(state: State, hex: HexId, dice: readonly number[], events: Events): void {
  const st = activeTurn(state);
  ruleCheck(st.step === '3a', `${E}reorganiseTooLate`);
  const armies = ownArmiesOn(state, hex, st.seat);
  ruleCheck(armies.length > 0, `${E}noArmyThere`, { hex });
  ruleCheck(dice.length >= 1 && dice.length <= RULES.maxArmiesPerHex, `${E}reorganiseDiceCount`);
  const sum = armies.reduce((s, a) => s + a.strength, 0);
  ruleCheck(dice.reduce((s, v) => s + v, 0) === sum, `${E}reorganiseSum`, { sum });
  ruleCheck(
    !sameMultiset(
      dice,
      armies.map((a) => a.strength),
    ),
    `${E}reorganiseSame`,
  );
  const moved = armies.some((a) => a.moved);
  const assaulted = armies.some((a) => a.assaulted);
  removeArmies(
    state,
    armies.map((a) => a.id),
  );
  for (const v of sortedDesc(dice)) {
    const a = addArmy(state, st.seat, hex, v, hex); // new dice inherit startHex = this hex
    a.moved = moved;
    a.assaulted = assaulted;
  }
  st.reorganised = true;
  events.push(
    event('reorganise', {
      player: kingdomName(state, st.seat),
      hex,
      before: diceText(sortedDesc(armies.map((a) => a.strength))),
      after: diceText(sortedDesc(dice)),
    }),
  );
}

// ── 3b Levy ─────────────────────────────────────────────────────────────────────────────────

export function levyAllowed(state: State): boolean {
  const st = state.seatTurn;
  return mainActionOpen(state) && !!st && (!st.reorganised || state.options.levyAfterReorganise);
}

/** A capital's garrison after a Levy: +3, capped. */
function afterLevy(garrison: number): number {
  return capGarrison(garrison + RULES.levy);
}

/** The levy as offered: what it does to the capital's garrison, which is capped (not always +3). */
export function levyLabel(state: State): Msg {
  const before = state.seatTurn ? kingdomToChange(state, state.seatTurn.seat).garrison : 0;
  return msg('action.levy', { before, after: afterLevy(before) });
}

export function levy(state: State, events: Events, close: (s: State) => void): void {
  const st = requireMain(state, close);
  ruleCheck(!st.reorganised || state.options.levyAfterReorganise, `${E}levyAfterReorganise`);
  const k = kingdomToChange(state, st.seat);
  const before = k.garrison;
  k.garrison = afterLevy(k.garrison);
  spendMain(state);
  st.levied = true;
  events.push(event('levy', { player: kingdomName(state, st.seat), before, after: k.garrison }));
}

// ── 3b March out ────────────────────────────────────────────────────────────────────────────

/** Hexes a new army may march out to, with the largest strength allowed there. */
export function marchOutOptions(state: State, seat: Seat): { hex: HexId; max: number }[] {
  const k = state.kingdoms[seat];
  if (!k?.capital || k.garrison < 1) return [];
  const out: { hex: HexId; max: number }[] = [];
  const near = capitalHexes(state.map, k.capital);
  const b = board(state);
  const closed = closedTo(b, seat);
  let linked: Uint8Array | null = null; // only when a castle asks
  // Candidates are the hexes by the capital and the seat's castles, listed in map order.
  const geo = geometry(state.map);
  // Each candidate's map index is looked up once; the indices are sorted as numbers (capital
  // hexes and castles are map hexes, and a hex holds one castle, so no index repeats).
  const ranked: number[] = [];
  for (const hex of near) ranked.push(Math.max(0, mapIndex(geo, hex)));
  for (const ix of b.castleHexes)
    if (castleOwnerAt(b, ix) === seat && !near.includes((state.map.hexes[ix] as { id: HexId }).id)) ranked.push(ix);
  ranked.sort((x, y) => x - y);
  for (const rank of ranked) {
    const hex = state.map.hexes[rank]?.id;
    if (hex === undefined || b.cells[closed + rank] === 1) continue;
    if (near.includes(hex)) out.push({ hex, max: Math.min(RULES.armyMax, k.garrison) });
    else {
      linked ??= linkedToCapital(state, k.capital, seat);
      if (linked[rank] === 1) out.push({ hex, max: Math.min(RULES.castleMarchMax, k.garrison) });
    }
  }
  return out;
}

export function marchOut(state: State, hex: HexId, strength: number, events: Events, close: (s: State) => void): void {
  const st = requireMain(state, close);
  const k = kingdomToChange(state, st.seat);
  ruleCheck(k.capital !== null, `${E}noCapital`);
  ruleCheck(strength >= 1 && strength <= RULES.armyMax, `${E}marchOutTooStrong`, { max: RULES.armyMax });
  ruleCheck(strength <= k.garrison, `${E}notEnoughGarrison`, { garrison: k.garrison });
  ruleCheck(!foreignOn(state, hex, st.seat), `${E}hexOccupied`, { hex });
  ruleCheck(hasRoom(state, hex, st.seat), `${E}hexFull`, { hex });
  const option = marchOutOptions(state, st.seat).find((o) => o.hex === hex);
  ruleCheck(option, `${E}marchOutNotAdjacent`, { hex });
  ruleCheck(strength <= option.max, `${E}marchOutCastleLimit`, { max: option.max });
  const before = k.garrison;
  k.garrison -= strength;
  addArmy(state, st.seat, hex, strength); // startHex null: no extra move this turn (A28)
  spendMain(state);
  state.lastAction = { kind: 'march', from: k.capital, to: hex };
  events.push(event('marchOut', { player: kingdomName(state, st.seat), hex, strength, before, after: k.garrison }));
}

// ── 3b Move and 3c extra moves ──────────────────────────────────────────────────────────────

/** Where this army may go by one Move: adjacent open hexes, or its own capital. */
export function moveTargets(state: State, army: Army, b: Board = board(state)): (HexId | 'capital')[] {
  const out: (HexId | 'capital')[] = adjacentHexes(state.map, army.hex).filter((h) => canEnterOn(b, h, army.owner));
  if (canEnterCapital(state, army)) out.push('capital');
  return out;
}

function canEnterCapital(state: State, army: Army): boolean {
  const k = state.kingdoms[army.owner];
  if (!k?.capital || !capitalHexes(state.map, k.capital).includes(army.hex)) return false;
  return !state.options.capitalEntryNoWaste || k.garrison + army.strength <= RULES.capitalMax;
}

function startProvince(state: State, army: Army): number | null {
  return army.startHex === null ? null : (hexDef(state.map, army.startHex)?.province ?? null);
}

/** Armies of the active seat that may still make an extra move (A30). */
export function extraMoveArmies(state: State): Army[] {
  const st = state.seatTurn;
  if (st?.step !== '3c' || st.levied || state.assault !== null) return [];
  const open = st.extraEligible.filter((p) => !st.extraUsed.includes(p));
  if (open.length === 0) return [];
  const b = board(state);
  return state.armies.filter((a) => mayMakeExtraMove(state, b, open, a));
}

function mayMakeExtraMove(state: State, b: Board, open: readonly number[], a: Army): boolean {
  if (a.owner !== state.seatTurn?.seat || a.moved || a.assaulted) return false;
  const p = startProvince(state, a);
  return p !== null && open.includes(p) && moveTargets(state, a, b).length > 0;
}

/** The player's own armies that may make the main Move. */
export function mainMoveArmies(state: State): Army[] {
  const st = state.seatTurn;
  if (!st || !mainActionOpen(state)) return [];
  const b = board(state);
  return state.armies.filter((a) => a.owner === st.seat && moveTargets(state, a, b).length > 0);
}

export function move(
  state: State,
  armyId: number,
  to: HexId | 'capital',
  extra: boolean,
  events: Events,
  close: (s: State) => void,
): void {
  const st = activeTurn(state);
  const army = findArmy(state, armyId);
  ruleCheck(army && army.owner === st.seat, `${E}notYourArmy`);
  let province: number | null = null;
  if (extra) {
    ruleCheck(st.step === '3c', `${E}extraMoveBeforeMain`);
    ruleCheck(!st.levied, `${E}extraMoveAfterLevy`);
    ruleCheck(!army.moved && !army.assaulted, `${E}armyAlreadyActed`);
    province = startProvince(state, army);
    ruleCheck(province !== null && st.extraEligible.includes(province), `${E}extraMoveNotEligible`);
    ruleCheck(!st.extraUsed.includes(province), `${E}extraMoveProvinceUsed`, { province });
  } else {
    requireMain(state, close);
  }
  const from = army.hex;
  if (to === 'capital') {
    const k = kingdomToChange(state, st.seat);
    ruleCheck(k.capital && capitalNeighbours(state.map, k.capital).includes(army.hex), `${E}notNextToCapital`);
    ruleCheck(
      !state.options.capitalEntryNoWaste || k.garrison + army.strength <= RULES.capitalMax,
      `${E}capitalWouldOverflow`,
    );
    const before = k.garrison;
    k.garrison = capGarrison(k.garrison + army.strength);
    removeArmies(state, [army.id]);
    events.push(
      event(extra ? 'extraEnterCapital' : 'enterCapital', {
        player: kingdomName(state, st.seat),
        hex: from,
        strength: army.strength,
        before,
        after: k.garrison,
      }),
    );
    state.lastAction = { kind: 'move', from, to: k.capital };
  } else {
    ruleCheck(areAdjacent(state.map, army.hex, to), `${E}notAdjacent`, { from: army.hex, to });
    ruleCheck(!foreignOn(state, to, st.seat), `${E}hexOccupied`, { hex: to });
    ruleCheck(hasRoom(state, to, st.seat), `${E}hexFull`, { hex: to });
    moveArmy(state, army, to).moved = true;
    events.push(
      event(extra ? 'extraMove' : 'move', {
        player: kingdomName(state, st.seat),
        from,
        to,
        strength: army.strength,
      }),
    );
    state.lastAction = { kind: 'move', from, to };
  }
  if (extra && province !== null) st.extraUsed.push(province);
  else spendMain(state);
}

// ── 3b Castle and walls ─────────────────────────────────────────────────────────────────────

export function castleHexes(state: State, seat: Seat): HexId[] {
  const b = board(state);
  const found: number[] = [];
  // The seat's hexes (a few) rather than the whole map, then in map order.
  for (const ix of heldIx(b, seat)) {
    if (castleOwnerAt(b, ix) >= 0) continue;
    let own = 0;
    for (const a of b.at[ix] as Army[]) if (a.owner === seat) own += a.strength;
    if (own >= RULES.castleCost) found.push(ix);
  }
  found.sort((x, y) => x - y);
  return found.map((ix) => (b.hexes[ix] as { id: HexId }).id);
}

/** The dice sets that may stay on the hex after paying 6 (possibly none). */
export function castlePayments(state: State, seat: Seat, hex: HexId): number[][] {
  const sum = ownArmiesOn(state, hex, seat).reduce((s, a) => s + a.strength, 0);
  if (sum < RULES.castleCost) return [];
  const left = sum - RULES.castleCost;
  return left === 0 ? [[]] : diceSets(left, 1, RULES.maxArmiesPerHex);
}

/** Default payment: pips come off the weakest dice first (§5.8.5). */
export function defaultCastlePayment(state: State, seat: Seat, hex: HexId): number[] {
  const dice = ownArmiesOn(state, hex, seat)
    .map((a) => a.strength)
    .sort((a, b) => a - b);
  let owed = RULES.castleCost;
  const left: number[] = [];
  for (const d of dice) {
    const pay = Math.min(d, owed);
    owed -= pay;
    if (d - pay > 0) left.push(d - pay);
  }
  return sortedDesc(left);
}

export function buildCastle(
  state: State,
  hex: HexId,
  dice: readonly number[],
  events: Events,
  close: (s: State) => void,
): void {
  const st = requireMain(state, close);
  ruleCheck(!castleOn(state, hex), `${E}castleExists`, { hex });
  const armies = ownArmiesOn(state, hex, st.seat);
  const sum = armies.reduce((s, a) => s + a.strength, 0);
  ruleCheck(sum >= RULES.castleCost, `${E}castleTooWeak`, { hex });
  ruleCheck(dice.reduce((s, v) => s + v, 0) === sum - RULES.castleCost, `${E}castlePayment`, { left: sum - 6 });
  const before = sortedDesc(armies.map((a) => a.strength));
  if (!sameMultiset(dice, before)) {
    removeArmies(
      state,
      armies.map((a) => a.id),
    );
    for (const v of sortedDesc(dice)) addArmy(state, st.seat, hex, v, hex);
  }
  state.castles.push({ hex, owner: st.seat });
  spendMain(state);
  events.push(
    event('castle', { player: kingdomName(state, st.seat), hex, before: diceText(before), after: diceText(dice) }),
  );
}

export function wallsAllowed(state: State, seat: Seat): boolean {
  const k = state.kingdoms[seat];
  return !!k?.capital && !k.walls && k.garrison >= RULES.castleCost;
}

export function buildWalls(state: State, events: Events, close: (s: State) => void): void {
  const st = requireMain(state, close);
  const k = kingdomToChange(state, st.seat);
  ruleCheck(!k.walls, `${E}wallsExist`);
  ruleCheck(k.garrison >= RULES.castleCost, `${E}notEnoughGarrison`, { garrison: k.garrison });
  const before = k.garrison;
  k.garrison -= RULES.castleCost;
  k.walls = true;
  spendMain(state);
  events.push(event('walls', { player: kingdomName(state, st.seat), before, after: k.garrison }));
}

// ── 3b Crusade ──────────────────────────────────────────────────────────────────────────────

export function crusadeOptions(state: State, seat: Seat): number[] {
  const k = state.kingdoms[seat];
  if (!k || state.crusade.succeededOnTurn !== null) return [];
  const out: number[] = [];
  for (let p = RULES.crusadeMin; p <= RULES.crusadeMax; p++) if (p <= k.garrison) out.push(p);
  return out;
}

export function crusade(state: State, points: number, events: Events, close: (s: State) => void): void {
  const st = requireMain(state, close);
  const k = kingdomToChange(state, st.seat);
  ruleCheck(state.crusade.succeededOnTurn === null, `${E}crusadeOver`);
  ruleCheck(points >= RULES.crusadeMin && points <= RULES.crusadeMax, `${E}crusadeRange`);
  ruleCheck(points <= k.garrison, `${E}notEnoughGarrison`, { garrison: k.garrison });
  k.garrison -= points;
  k.crusadePoints += points;
  state.crusade.total += points;
  spendMain(state);
  events.push(event('crusade', { player: kingdomName(state, st.seat), points, total: state.crusade.total }));
  if (state.crusade.total > RULES.crusadeThreshold) {
    state.crusade.succeededOnTurn = state.turn;
    events.push(event('crusadeWon', { total: state.crusade.total }));
  }
}

// ── Pass and end ────────────────────────────────────────────────────────────────────────────

export function pass(state: State, events: Events, close: (s: State) => void): void {
  const st = activeTurn(state);
  ruleCheck(st.step === '3a', `${E}mainActionDone`);
  close(state);
  events.push(event('pass', { player: kingdomName(state, st.seat) }));
}

// ── Vassal settings (the suzerain's) ────────────────────────────────────────────────────────

export function vassalsOf(state: State, seat: Seat): Kingdom[] {
  return state.kingdoms.filter((k) => k.suzerain === seat);
}

export function setVassalIncome(
  state: State,
  liegeSeat: Seat,
  vassal: Seat,
  to: 'own' | 'liege',
  events: Events,
): void {
  const v = kingdomToChange(state, vassal);
  ruleCheck(v.suzerain === liegeSeat, `${E}notYourVassal`);
  ruleCheck(v.incomeTo !== to, `${E}settingUnchanged`);
  v.incomeTo = to;
  events.push(event(to === 'liege' ? 'vassalIncomeLiege' : 'vassalIncomeOwn', { vassal: kingdomName(state, vassal) }));
}

export function setVassalAutonomy(state: State, liegeSeat: Seat, vassal: Seat, on: boolean, events: Events): void {
  const v = kingdomToChange(state, vassal);
  ruleCheck(v.suzerain === liegeSeat, `${E}notYourVassal`);
  ruleCheck(v.autonomous !== on, `${E}settingUnchanged`);
  v.autonomous = on;
  events.push(event(on ? 'autonomyOn' : 'autonomyOff', { vassal: kingdomName(state, vassal) }));
}
