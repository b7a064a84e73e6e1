/**
 * Creating, moving and removing army dice on the copy of the state one apply() changes (nextState, kit/update.ts).
 */
import type { Seat } from '../../kit/types.js';
import { RULES } from '../data/constants.js';
import type { Army, HexId, State } from '../state.js';

export function addArmy(state: State, owner: Seat, hex: HexId, strength: number, startHex: HexId | null = null): Army {
  const army: Army = { id: state.nextArmyId, owner, hex, strength, startHex, moved: false, assaulted: false };
  state.nextArmyId += 1;
  state.armies.push(army);
  claimCastle(state, hex, owner);
  return army;
}

export function findArmy(state: State, id: number): Army | undefined {
  return state.armies.find((a) => a.id === id);
}

export function removeArmies(state: State, ids: readonly number[]): void {
  const gone = new Set(ids);
  state.armies = state.armies.filter((a) => !gone.has(a.id));
}

/** Dice below one pip are removed from the game. */
export function removeDead(state: State): Army[] {
  const armies = state.armies;
  const dead = armies.filter((a) => a.strength < RULES.armyMin);
  state.armies = armies.filter((a) => a.strength >= RULES.armyMin);
  return dead;
}

/** A castle passes to a kingdom whose armies come to stand on its hex (A31). */
export function claimCastle(state: State, hex: HexId, owner: Seat): void {
  const castle = state.castles.find((c) => c.hex === hex);
  if (!castle || castle.owner === owner) return; // unchanged: keep sharing the castles
  const own = state.castles.find((c) => c.hex === hex);
  if (own) own.owner = owner;
}

/** Moves the army and returns the object that now stands for it. */
export function moveArmy(state: State, army: Army, to: HexId): Army {
  const moved = army;
  moved.hex = to;
  claimCastle(state, to, moved.owner);
  return moved;
}

export function castleOn(state: State, hex: HexId): { hex: HexId; owner: Seat } | undefined {
  return state.castles.find((c) => c.hex === hex);
}

export function capGarrison(value: number): number {
  return Math.max(0, Math.min(RULES.capitalMax, value));
}

export function sortedDesc(values: readonly number[]): number[] {
  return [...values].sort((a, b) => b - a);
}
