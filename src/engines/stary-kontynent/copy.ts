/**
 * The working copy apply() changes. structuredClone of a late-game state (~100 armies, ~30
 * castles) cost more than all the rules of a step together, so the copy is made by hand and is
 * copy-on-write where it matters: the army list and the castle list are shared with the input
 * until a rule changes them, and then each army object is copied only when that army changes.
 * Half of all commands (picking an army, going back, a setting) touch no army, and a move touches
 * one; the new state keeps sharing the rest, and what is derived from it (derived.ts).
 *
 * The discipline, for code that changes armies or castles:
 * - add, remove or reorder armies on ownArmyList(state), never on state.armies directly;
 * - change an army only through the object ownArmy(state, army) returns, right before the change
 *   (armyToMark for its turn marks alone: moved, assaulted, startHex);
 * - change castles only on writableCastles(state);
 * - change a kingdom only through the object ownKingdom(state, seat) returns.
 * Each of these also drops the working copy's memo (derived.ts). The map never changes after
 * setup (a re-run of Genesis replaces it by assignment) and neither do the options, so both are
 * always shared. Tests apply commands to deep-frozen states, so a change that skips these throws
 * instead of corrupting the input; states that apply() returns must be treated as immutable.
 */
import type { Seat } from '../kit/types.js';
import { beginWork, forget, isWorking, keepMemo } from './derived.js';
import type { Axial } from './hex.js';
import type { Army, AssaultState, AssaultTarget, Castle, Kingdom, LastAction, SeatTurn, State } from './state.js';

/** The apply() in progress (never nested, see derived.ts): which of its lists, armies and kingdoms are its own. */
let cow: {
  state: State;
  ownList: boolean;
  /** Made on the first army this apply() owns: most commands own none. */
  owned: Set<Army> | null;
  ownCastles: boolean;
  ownKingdoms: boolean[];
} | null = null;

function cowOf(state: State): NonNullable<typeof cow> | null {
  return cow !== null && cow.state === state && isWorking(state) ? cow : null;
}

const cell = (c: Axial): Axial => ({ q: c.q, r: c.r });

// Field by field rather than by spread: object literals of a fixed shape are what V8 copies fastest.
// The key order is the one setup() creates, so a stored state's JSON keeps its order.

function copyKingdom(k: Kingdom): Kingdom {
  return {
    seat: k.seat,
    colour: k.colour,
    capital: k.capital ? cell(k.capital) : null,
    capitalProvince: k.capitalProvince,
    garrison: k.garrison,
    walls: k.walls,
    suzerain: k.suzerain,
    incomeTo: k.incomeTo,
    autonomous: k.autonomous,
    everControlled: [...k.everControlled],
    crusadePoints: k.crusadePoints,
    standingRetreat: k.standingRetreat,
  };
}

function copyArmy(a: Army): Army {
  return {
    id: a.id,
    owner: a.owner,
    hex: a.hex,
    strength: a.strength,
    startHex: a.startHex,
    moved: a.moved,
    assaulted: a.assaulted,
  };
}

function copyTarget(t: AssaultTarget): AssaultTarget {
  return t.kind === 'hex' ? { kind: 'hex', hex: t.hex } : { kind: 'capital', seat: t.seat };
}

function copySeatTurn(st: SeatTurn): SeatTurn {
  return {
    seat: st.seat,
    step: st.step,
    levied: st.levied,
    reorganised: st.reorganised,
    extraEligible: [...st.extraEligible],
    extraUsed: [...st.extraUsed],
  };
}

function copyAssault(a: AssaultState): AssaultState {
  return {
    actor: a.actor,
    target: copyTarget(a.target),
    defender: a.defender,
    attackers: [...a.attackers],
    partners: [...a.partners],
    wave: a.wave,
    previous: a.previous,
    stage: a.stage,
    occupation: a.occupation,
    autoWaves: a.autoWaves,
    retreatPlan: a.retreatPlan.map((p) => ({ army: p.army, to: p.to })),
  };
}

function copyPlace(p: LastAction['from']): LastAction['from'] {
  return p !== null && typeof p === 'object' ? cell(p) : p;
}

function copyLastAction(l: LastAction): LastAction {
  const out: LastAction = { kind: l.kind };
  if ('from' in l) out.from = copyPlace(l.from);
  if ('to' in l) out.to = copyPlace(l.to);
  return out;
}

/** A working copy of `s` for one apply(); armies and castles stay shared until written. */
export function copyState(s: State): State {
  const out = copyFields(s);
  beginWork(out, s);
  cow = { state: out, ownList: false, owned: null, ownCastles: false, ownKingdoms: [] };
  return out;
}

/** The state's army list, ready for armies to be added or removed (its objects may still be shared). */
export function ownArmyList(state: State): Army[] {
  forget(state);
  const c = cowOf(state);
  if (c && !c.ownList) {
    state.armies = [...state.armies];
    c.ownList = true;
  }
  return state.armies;
}

/** A new army object made inside this apply(): it belongs to the working copy already. */
export function bornHere(state: State, army: Army): void {
  const c = cowOf(state);
  if (c) ownedBy(c).add(army);
}

function ownedBy(c: NonNullable<typeof cow>): Set<Army> {
  c.owned ??= new Set();
  return c.owned;
}

/**
 * The army, ready to change: in a working copy, its own copy of it, put in its place in the list.
 * Outside apply() (a state built by hand), the army itself.
 */
export function ownArmy(state: State, army: Army): Army {
  return own(state, army, ownArmyList(state));
}

/**
 * The army, ready for a change of its turn marks only (moved, assaulted, startHex): like ownArmy,
 * but what is derived from positions, owners and strengths stays known (derived.ts).
 */
export function armyToMark(state: State, army: Army): Army {
  const c = cowOf(state);
  if (!c) return army;
  if (!c.ownList) {
    keepMemo(state);
    state.armies = [...state.armies];
    c.ownList = true;
  }
  return own(state, army, state.armies);
}

function own(state: State, army: Army, list: Army[]): Army {
  const c = cowOf(state);
  if (!c || c.owned?.has(army)) return army;
  const at = list.indexOf(army);
  if (at < 0) throw new Error(`stary-kontynent: army ${army.id} changed after it left the board`);
  const copy = copyArmy(army);
  list[at] = copy;
  ownedBy(c).add(copy);
  return copy;
}

/**
 * The seat's kingdom, ready to change: in a working copy, its own copy of it, put in its place.
 * Outside apply() (a state built by hand), the kingdom itself. Undefined for an unknown seat.
 */
export function ownKingdom(state: State, seat: Seat): Kingdom | undefined {
  const k = state.kingdoms[seat];
  const c = cowOf(state);
  if (!k || !c || c.ownKingdoms[seat]) return k;
  const copy = copyKingdom(k);
  state.kingdoms[seat] = copy;
  c.ownKingdoms[seat] = true;
  return copy;
}

/** The state's castles, ready to change: a working copy gets its own list of its own objects. */
export function writableCastles(state: State): Castle[] {
  forget(state);
  const c = cowOf(state);
  if (c && !c.ownCastles) {
    state.castles = state.castles.map((x) => ({ hex: x.hex, owner: x.owner }));
    c.ownCastles = true;
  }
  return state.castles;
}

function copyFields(s: State): State {
  return {
    options: s.options,
    kingdoms: [...s.kingdoms], // each copied when it changes (ownKingdom)
    order: [...s.order],
    stage: s.stage,
    turn: s.turn,
    capitalPlacement: s.capitalPlacement
      ? {
          seat: s.capitalPlacement.seat,
          province: s.capitalPlacement.province,
          rolls: s.capitalPlacement.rolls.map(([a, b]) => [a, b]),
        }
      : null,
    seatIndex: s.seatIndex,
    seatTurn: s.seatTurn ? copySeatTurn(s.seatTurn) : null,
    mainUsed: [...s.mainUsed],
    armies: s.armies,
    nextArmyId: s.nextArmyId,
    castles: s.castles,
    crusade: { total: s.crusade.total, succeededOnTurn: s.crusade.succeededOnTurn, king: s.crusade.king },
    ship: s.ship ? { strength: s.ship.strength } : null,
    assault: s.assault ? copyAssault(s.assault) : null,
    overflow: s.overflow.map((o) => ({ hex: o.hex, owner: o.owner })),
    plague: s.plague
      ? { turn: s.plague.turn, province: s.plague.province, rolls: [s.plague.rolls[0], s.plague.rolls[1]] }
      : null,
    lastAction: s.lastAction ? copyLastAction(s.lastAction) : null,
    winner: s.winner,
    endReason: s.endReason,
    // Last, where the earlier structuredClone-based copy put it: stored states keep their key order.
    map: s.map,
  };
}
