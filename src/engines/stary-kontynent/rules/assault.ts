/**
 * Szturm — assaults in waves (spec §5.12–5.15, A33–A38, A41, A44). Each wave is resolved inside
 * one apply(); between waves the defender may retreat and the attacker decides whether to go on.
 */
import type { Rng } from '../../kit/rng.js';
import { RuleError, ruleCheck } from '../../kit/ruleError.js';
import type { Msg, Seat } from '../../kit/types.js';
import { armiesAt, board, heldIx, holds } from '../board.js';
import { armiesOn, liege, provinceControllers, sameRealm } from '../control.js';
import { RULES } from '../data/constants.js';
import { TERRAIN } from '../data/terrain.js';
import { adjacentHexes, areAdjacent, capitalHexes, capitalNeighbours, hexDef } from '../geometry.js';
import { diceText, type Events, event, kingdomName, msg } from '../msg.js';
import type { Army, AssaultState, AssaultTarget, HexId, State } from '../state.js';
import { castleOn, claimCastle, findArmy, moveArmy, removeArmies, removeDead } from './armies.js';
import { activeTurn, kingdomOf, kingdomToChange, mainActionOpen } from './turnActions.js';

const E = 'stary-kontynent.error.';

/** Advantage from the ratio of forces: half the weaker total fits floor(2S/W) times into S. */
export function ratioAdvantage(stronger: number, weaker: number): number {
  if (weaker <= 0) return RULES.maxAdvantage;
  return Math.max(0, Math.min(RULES.maxAdvantage, Math.floor((2 * stronger) / weaker) - 2));
}

/** The target in players' words: a hex, or a kingdom's capital. */
export function targetName(state: State, target: AssaultTarget): Msg {
  return target.kind === 'hex'
    ? msg('target.hex', { hex: target.hex })
    : msg('target.capital', { player: kingdomName(state, target.seat) });
}

/** The kingdom defending the target, or null if there is nothing to assault there. */
export function defenderOf(state: State, target: AssaultTarget): Seat | null {
  if (target.kind === 'capital') return state.kingdoms[target.seat]?.capital ? target.seat : null;
  return armiesAt(board(state), target.hex)[0]?.owner ?? null;
}

/** The hexes from which armies can strike the target. */
function approachHexes(state: State, target: AssaultTarget): HexId[] {
  if (target.kind === 'hex') return adjacentHexes(state.map, target.hex);
  const cell = state.kingdoms[target.seat]?.capital;
  return cell ? capitalNeighbours(state.map, cell) : [];
}

/** Seats whose armies may join an assault declared by `actor` (himself and allies with a free 3b). */
export function assaultSeats(state: State, actor: Seat): Seat[] {
  return state.kingdoms
    .filter((k) => k.seat === actor || (sameRealm(state, k.seat, actor) && !state.mainUsed.includes(k.seat)))
    .map((k) => k.seat);
}

/**
 * Armies that may take part in an assault on `target` (own and partners'), in id order. They are
 * the board's objects: read their id, owner, hex and strength, not their turn marks (board.ts).
 */
export function possibleAttackers(state: State, actor: Seat, target: AssaultTarget): Army[] {
  const defender = defenderOf(state, target);
  if (defender === null || sameRealm(state, defender, actor)) return [];
  const seats = assaultSeats(state, actor);
  const b = board(state);
  const out: Army[] = [];
  const approach = approachHexes(state, target);
  for (let i = 0; i < approach.length; i++) {
    const hex = approach[i] as HexId;
    if (approach.indexOf(hex) !== i) continue; // a hex counts once
    for (const a of armiesAt(b, hex)) if (seats.includes(a.owner)) out.push(a);
  }
  return out.sort((x, y) => x.id - y.id);
}

/** Targets the active seat may assault now. */
export function assaultTargets(state: State): AssaultTarget[] {
  const st = state.seatTurn;
  if (!st || !mainActionOpen(state)) return [];
  const actor = st.seat;
  return findTargets(state, actor);
}

function _copyTarget(t: AssaultTarget): AssaultTarget {
  return t.kind === 'hex' ? { kind: 'hex', hex: t.hex } : { kind: 'capital', seat: t.seat };
}

function findTargets(state: State, actor: Seat): AssaultTarget[] {
  const b = board(state);
  const mine = heldIx(b, actor);
  const realmOf = liege(state, actor);
  const out: AssaultTarget[] = [];
  // A target needs one of the actor's own armies on an approach hex (partners alone cannot start it):
  // adjacency is symmetric, so the hexes next to the actor's are the ones within reach.
  const reach = new Uint8Array(b.n);
  for (const ix of mine) for (const n of b.geo.adjacentIx[ix] ?? []) if (n >= 0) reach[n] = 1;
  // Hexes in the order their first army is listed; that army's owner defends (defenderOf).
  for (const ix of b.occupied) {
    const defender = (b.at[ix] as Army[])[0]?.owner;
    if (defender === undefined || reach[ix] !== 1 || liege(state, defender) === realmOf) continue;
    out.push({ kind: 'hex', hex: (b.hexes[ix] as { id: HexId }).id });
  }
  for (const k of state.kingdoms) {
    if (!k.capital || liege(state, k.seat) === realmOf) continue;
    for (const h of capitalHexes(state.map, k.capital))
      if (holds(b, actor, h)) {
        out.push({ kind: 'capital', seat: k.seat });
        break;
      }
  }
  return out;
}

/** Declares an assault; it starts at once unless an autonomous vassal needs his liege's consent. */
export function declareAssault(
  state: State,
  target: AssaultTarget,
  armyIds: readonly number[],
  rng: Rng,
  events: Events,
  close: (s: State) => void,
  autoWaves = 0,
): void {
  const st = activeTurn(state);
  ruleCheck(mainActionOpen(state), `${E}mainActionUsed`);
  const actor = st.seat;
  const defender = defenderOf(state, target);
  ruleCheck(defender !== null, `${E}nothingToAssault`);
  ruleCheck(!sameRealm(state, defender, actor), `${E}alliesNeverFight`);
  ruleCheck(new Set(armyIds).size === armyIds.length && armyIds.length > 0, `${E}badAttackers`);
  const allowed = new Set(possibleAttackers(state, actor, target).map((a) => a.id));
  for (const id of armyIds) ruleCheck(allowed.has(id), `${E}attackerNotAdjacent`);
  const partners = [actor];
  for (const id of armyIds) {
    const owner = findArmy(state, id)?.owner;
    if (owner !== undefined && !partners.includes(owner)) partners.push(owner);
  }
  state.assault = {
    actor,
    target,
    defender,
    attackers: [...armyIds].sort((a, b) => a - b),
    partners,
    wave: 0,
    previous: null,
    stage: 'confirm',
    occupation: null,
    autoWaves,
  };
  const k = kingdomOf(state, actor);
  events.push(
    event('assaultDeclared', {
      player: kingdomName(state, actor),
      target: targetName(state, target),
      defender: kingdomName(state, defender),
      dice: diceText(attackerStrengths(state, state.assault)),
    }),
  );
  if (partners.length > 1 && k.suzerain !== null && k.autonomous) {
    events.push(event('jointNeedsConsent', { liege: kingdomName(state, k.suzerain) }));
    return; // the liege must confirm (A44)
  }
  startAssault(state, rng, events, close);
}

function attackerStrengths(state: State, a: AssaultState): number[] {
  return a.attackers.map((id) => findArmy(state, id)?.strength ?? 0).filter((s) => s > 0);
}

function requireAssault(state: State, stage: AssaultState['stage']): AssaultState {
  const a = state.assault;
  if (!a || a.stage !== stage) throw new RuleError(`${E}noSuchPrompt`);
  return a;
}

export function confirmJoint(state: State, accept: boolean, rng: Rng, events: Events, close: (s: State) => void): void {
  const a = requireAssault(state, 'confirm');
  if (!accept) {
    events.push(event('jointRefused', { liege: kingdomName(state, liege(state, a.actor)) }));
    state.assault = null;
    return;
  }
  events.push(event('jointConfirmed', { liege: kingdomName(state, liege(state, a.actor)) }));
  startAssault(state, rng, events, close);
}

/** Uses the 3b of every participant, marks the dice, and fights the first wave. */
function startAssault(state: State, rng: Rng, events: Events, close: (s: State) => void): void {
  const a = state.assault;
  if (!a) return;
  close(state);
  for (const seat of a.partners) if (!state.mainUsed.includes(seat)) state.mainUsed.push(seat);
  for (const id of a.attackers) {
    const army = findArmy(state, id);
    if (army) army.assaulted = true;
  }
  state.lastAction = {
    kind: 'assault',
    to: a.target.kind === 'hex' ? a.target.hex : (state.kingdoms[a.target.seat]?.capital ?? null),
  };
  wave(state, rng, events);
}

/** Signed advantage from the attacker's point of view, with every modifier (A33, A34). */
export function waveAdvantage(
  attack: number,
  defence: number,
  mods: { mountain: boolean; castle: boolean; previous: 'attacker' | 'defender' | null },
): { ratio: number; adv: number } {
  const ratio =
    attack > defence ? ratioAdvantage(attack, defence) : defence > attack ? -ratioAdvantage(defence, attack) : 0;
  let adv = ratio;
  if (mods.mountain) adv -= 1;
  if (mods.castle) adv -= 1;
  if (mods.previous === 'attacker') adv += 1;
  if (mods.previous === 'defender') adv -= 1;
  adv = Math.max(-RULES.maxAdvantage, Math.min(RULES.maxAdvantage, adv));
  return { ratio, adv };
}

/** One wave (fala) of the assault, then what comes next. */
export function wave(state: State, rng: Rng, events: Events): void {
  const a = state.assault;
  if (!a) return;
  a.wave += 1;
  const attackers = a.attackers.map((id) => findArmy(state, id)).filter((x): x is Army => x !== undefined);
  const attack = attackers.reduce((s, x) => s + x.strength, 0);
  const onCapital = a.target.kind === 'capital';
  const capitalKingdom = a.target.kind === 'capital' ? kingdomOf(state, a.target.seat) : null;
  const targetHex = a.target.kind === 'hex' ? a.target.hex : null;
  const defenders = targetHex ? armiesOn(state, targetHex) : [];
  const garrisonBefore = capitalKingdom?.garrison ?? 0;
  const defence = capitalKingdom
    ? capitalKingdom.garrison + RULES.capitalWalls
    : defenders.reduce((s, x) => s + x.strength, 0);
  const terrain = targetHex ? hexDef(state.map, targetHex)?.terrain : undefined;
  const mountain = !onCapital && terrain !== undefined && TERRAIN[terrain].mountain;
  const castle = capitalKingdom ? capitalKingdom.walls : targetHex ? castleOn(state, targetHex) !== undefined : false;
  const { ratio, adv } = waveAdvantage(attack, defence, { mountain, castle, previous: a.previous });
  const rA = rng.d6();
  const rD = rng.d6();
  const tA = rA + Math.max(adv, 0);
  const tD = rD + Math.max(-adv, 0);
  const outcome = tA > tD ? 'attacker' : tD > tA ? 'defender' : 'tie';
  let captured = false;
  if (capitalKingdom) {
    if (outcome === 'attacker') {
      if (garrisonBefore === 0 && rA !== 1) captured = true;
      else {
        const k = kingdomToChange(state, capitalKingdom.seat);
        k.garrison = Math.max(0, k.garrison - RULES.capitalLossPerWave);
      }
    } else if (outcome === 'tie') {
      const k = kingdomToChange(state, capitalKingdom.seat);
      k.garrison = Math.max(0, k.garrison - RULES.capitalLossPerTie);
    }
  } else if (outcome !== 'defender') {
    for (const d of defenders) d.strength -= 1;
  }
  if (outcome !== 'attacker') for (const x of attackers) x.strength -= 1;
  a.previous = outcome === 'tie' ? null : outcome;
  events.push(
    event('wave', {
      wave: a.wave,
      attack,
      defence,
      ratio: signed(ratio),
      mountain: mountain ? 1 : 0,
      castle: castle ? 1 : 0,
      adv: signed(adv),
      rA,
      rD,
      tA,
      tD,
    }),
  );
  events.push(
    event(outcome === 'attacker' ? 'waveAttackerWins' : outcome === 'defender' ? 'waveDefenderWins' : 'waveTie', {
      attacker: kingdomName(state, a.actor),
      defender: kingdomName(state, a.defender),
    }),
  );
  removeDead(state);
  a.attackers = a.attackers.filter((id) => findArmy(state, id) !== undefined);
  const attackLeft = attackerStrengths(state, a);
  if (capitalKingdom) {
    events.push(
      event('waveCapitalAfter', {
        attackers: diceText(attackLeft),
        before: garrisonBefore,
        after: state.kingdoms[capitalKingdom.seat]?.garrison ?? 0,
      }),
    );
    if (captured) {
      captureCapital(state, events);
      return;
    }
  } else if (targetHex) {
    const left = armiesOn(state, targetHex).map((x) => x.strength);
    events.push(event('waveAfter', { attackers: diceText(attackLeft), defenders: diceText(left) }));
    if (left.length === 0) {
      if (attackLeft.length > 0 && rA !== 1) {
        a.occupation = 'annihilation';
        events.push(event('defendersDestroyed', { hex: targetHex }));
        beginOccupation(state, events);
        return;
      }
      events.push(event('hexLeftEmpty', { hex: targetHex }));
      endAssault(state);
      return;
    }
  }
  if (attackLeft.length === 0) {
    events.push(event('assaultRepulsed', { attacker: kingdomName(state, a.actor) }));
    endAssault(state);
    return;
  }
  if (rA === 1) {
    events.push(event('assaultCollapses', { attacker: kingdomName(state, a.actor) }));
    endAssault(state);
    return;
  }
  const standing = state.kingdoms[a.defender]?.standingRetreat ?? 'ask';
  if (targetHex && standing === 'ask' && retreatDestinations(state).length > 0 && retreatPossible(state)) {
    a.stage = 'retreat';
    return;
  }
  askAttacker(state, rng, events);
}

/** The attacker's "continue?": answered at once while pre-answered waves remain (autowaves). */
function askAttacker(state: State, rng: Rng, events: Events): void {
  const a = state.assault;
  if (!a) return;
  a.stage = 'continue';
  if (a.autoWaves > 0) {
    a.autoWaves -= 1;
    events.push(event('attackerContinues', {}));
    wave(state, rng, events);
  }
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

function endAssault(state: State): void {
  state.assault = null;
}

// ── Retreat (A37) ───────────────────────────────────────────────────────────────────────────

/** Defending armies on the assaulted hex, in id order. */
export function retreatingArmies(state: State): Army[] {
  const a = state.assault;
  if (a?.target.kind !== 'hex') return [];
  const hex = a.target.hex;
  return state.armies.filter((x) => x.hex === hex).sort((x, y) => x.id - y.id);
}

/** Destination hexes with the room left there, counting the moves planned so far (the draft). */
export function retreatDestinations(
  state: State,
  plan: readonly { army: number; to: HexId }[] = [],
): { hex: HexId; room: number }[] {
  const a = state.assault;
  if (a?.target.kind !== 'hex') return [];
  const from = a.target.hex;
  const seat = a.defender;
  const provCtl = provinceControllers(state);
  const b = board(state);
  const out: { hex: HexId; room: number }[] = [];
  for (const h of state.map.hexes) {
    if (h.id === from) continue;
    if (state.options.retreatAdjacentOnly && !areAdjacent(state.map, from, h.id)) continue;
    const here = armiesAt(b, h.id);
    let planned = 0;
    for (const p of plan) if (p.to === h.id) planned++;
    let room = 0;
    if (here.length > 0 && here.every((x) => x.owner === seat)) room = RULES.maxArmiesPerHex - here.length - planned;
    else if (here.length === 0 && provCtl.get(h.province) === seat) room = RULES.maxArmiesPerHex - planned;
    if (room > 0) out.push({ hex: h.id, room });
  }
  return out;
}

/** Every defending army can be placed (otherwise there is no retreat). */
function retreatPossible(state: State): boolean {
  const need = retreatingArmies(state).length;
  return retreatDestinations(state).reduce((s, d) => s + d.room, 0) >= need;
}

export function hold(state: State, rng: Rng, events: Events): void {
  const a = requireAssault(state, 'retreat');
  events.push(event('defenderHolds', { defender: kingdomName(state, a.defender) }));
  askAttacker(state, rng, events);
}

/** The whole retreat at once: every defending army, each to a destination with room (§5.12, ruling A37). */
export function retreatAll(state: State, moves: readonly { army: number; to: HexId }[], events: Events): void {
  requireAssault(state, 'retreat');
  const armies = retreatingArmies(state);
  ruleCheck(moves.length === armies.length, `${E}retreatEveryArmy`);
  const plan: { army: number; to: HexId }[] = [];
  for (const m of moves) {
    ruleCheck(armies.some((x) => x.id === m.army) && !plan.some((p) => p.army === m.army), `${E}notRetreating`);
    ruleCheck(
      retreatDestinations(state, plan).some((d) => d.hex === m.to),
      `${E}badRetreatDestination`,
      { hex: m.to },
    );
    plan.push({ army: m.army, to: m.to });
  }
  executeRetreat(state, plan, events);
}

function executeRetreat(state: State, plan: readonly { army: number; to: HexId }[], events: Events): void {
  const a = state.assault;
  if (a?.target.kind !== 'hex') return;
  const moved: string[] = [];
  for (const p of plan) {
    const army = findArmy(state, p.army);
    if (!army) continue;
    moveArmy(state, army, p.to);
    moved.push(`${army.strength}→${p.to}`);
  }
  events.push(
    event('retreat', { defender: kingdomName(state, a.defender), hex: a.target.hex, moves: moved.join(', ') }),
  );
  a.occupation = 'retreat';
  state.lastAction = { kind: 'retreat', to: a.target.hex };
  beginOccupation(state, events);
}

// ── Continue / stop ─────────────────────────────────────────────────────────────────────────

export function continueAssault(state: State, rng: Rng, events: Events): void {
  requireAssault(state, 'continue');
  events.push(event('attackerContinues', {}));
  wave(state, rng, events);
}

export function stopAssault(state: State, events: Events): void {
  const a = requireAssault(state, 'continue');
  events.push(event('attackerStops', { attacker: kingdomName(state, a.actor) }));
  endAssault(state);
}

// ── Occupation ──────────────────────────────────────────────────────────────────────────────

/** Seats with surviving attackers; with several (a joint assault) the liege picks one (A44). */
export function occupantChoices(state: State): Seat[] {
  const a = state.assault;
  if (!a) return [];
  const seats: Seat[] = [];
  for (const id of a.attackers) {
    const o = findArmy(state, id)?.owner;
    if (o !== undefined && !seats.includes(o)) seats.push(o);
  }
  return seats.sort((x, y) => (x === a.actor ? -1 : y === a.actor ? 1 : x - y));
}

function beginOccupation(state: State, events: Events): void {
  const a = state.assault;
  if (!a) return;
  const seats = occupantChoices(state);
  if (seats.length > 1) {
    a.stage = 'occupant';
    return;
  }
  occupy(state, seats[0] ?? a.actor, events);
}

export function chooseOccupant(state: State, seat: Seat, events: Events): void {
  requireAssault(state, 'occupant');
  ruleCheck(occupantChoices(state).includes(seat), `${E}notAnOccupant`);
  occupy(state, seat, events);
}

/** All surviving attackers of one kingdom move onto the hex (A38); overflow may follow. */
function occupy(state: State, seat: Seat, events: Events): void {
  const a = state.assault;
  if (a?.target.kind !== 'hex') return;
  const hex = a.target.hex;
  const movers = a.attackers.map((id) => findArmy(state, id)).filter((x): x is Army => x?.owner === seat);
  if (a.occupation === 'annihilation') {
    const castle = castleOn(state, hex);
    if (castle) {
      state.castles = state.castles.filter((c) => c.hex !== hex);
      events.push(event('castleRazed', { hex }));
    }
  }
  for (const m of movers) m.hex = hex;
  claimCastle(state, hex, seat);
  events.push(
    event('occupy', { player: kingdomName(state, seat), hex, dice: diceText(movers.map((m) => m.strength)) }),
  );
  endAssault(state);
}

// ── Capture of a capital (A41) ──────────────────────────────────────────────────────────────

function captureCapital(state: State, events: Events): void {
  const a = state.assault;
  if (a?.target.kind !== 'capital') return;
  const fallen = kingdomOf(state, a.target.seat);
  const survivors = a.attackers.map((id) => findArmy(state, id)).filter((x): x is Army => x !== undefined);
  const sum = survivors.reduce((s, x) => s + x.strength, 0);
  removeArmies(
    state,
    survivors.map((x) => x.id),
  );
  const captured = kingdomToChange(state, fallen.seat);
  captured.garrison = Math.min(RULES.capitalMax, sum);
  captured.walls = false;
  const newLiege = liege(state, a.actor);
  const formerVassals = state.kingdoms.filter((k) => k.suzerain === fallen.seat).map((k) => k.seat);
  for (const seat of [fallen.seat, ...formerVassals]) {
    const k = kingdomToChange(state, seat);
    k.suzerain = newLiege;
    k.incomeTo = 'own';
    k.autonomous = false;
  }
  events.push(
    event('capitalCaptured', {
      player: kingdomName(state, fallen.seat),
      liege: kingdomName(state, newLiege),
      garrison: captured.garrison,
    }),
  );
  endAssault(state);
}

/** True when the army may still be picked as an attacker (for the step-by-step menu). */
export function attackerSelectable(state: State, target: AssaultTarget, armyId: number): boolean {
  const st = state.seatTurn;
  if (!st) return false;
  return possibleAttackers(state, st.seat, target).some((x) => x.id === armyId);
}
