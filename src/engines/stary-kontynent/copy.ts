/**
 * The working copy apply() changes: every field copied (the map and the options never change after
 * setup and stay shared), so rules may change the copy freely and the input stays as it was.
 * Field by field rather than structuredClone: objects of a fixed shape copy fastest, and the key
 * order is the one setup() creates, so a stored state's JSON keeps its order.
 */
import type { Axial } from './hex.js';
import type { Army, AssaultState, AssaultTarget, Kingdom, LastAction, SeatTurn, State } from './state.js';

const cell = (c: Axial): Axial => ({ q: c.q, r: c.r });

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

/** A copy of `s` to change: shares only the map and the options, which never change. */
export function copyState(s: State): State {
  return copyFields(s);
}

function copyFields(s: State): State {
  return {
    options: s.options,
    kingdoms: s.kingdoms.map(copyKingdom),
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
    armies: s.armies.map(copyArmy),
    nextArmyId: s.nextArmyId,
    castles: s.castles.map((c) => ({ hex: c.hex, owner: c.owner })),
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
