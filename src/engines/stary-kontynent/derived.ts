/**
 * Memo of what follows from a state's armies, castles and map — the board index, hex control,
 * province control. Every step asks for these several times (pending, legalActions, then apply's
 * checks, homage and overflow), and computing them is a pass over every army (~100 late in a game).
 *
 * Which states have a memo:
 * - final states (returned by setup() or apply()): they never change;
 * - a working copy inside apply() (copy.ts) while it shares its armies, castles and map with its
 *   input: it uses the input's memo, which is exact for it;
 * - a working copy that has changed: its own memo, which every copy-on-write helper of copy.ts
 *   drops (ownArmyList, ownArmy, writableCastles). Every change of the army list, of an army or of
 *   a castle goes through one of them right before it, so a memo never outlives a change.
 * A Board answers where armies stand, whose they are and how strong; its Army objects may be older
 * copies whose turn marks (moved, assaulted, startHex) are stale, so nothing reads marks from it.
 * States built by hand (test fixtures) have none: they may be changed at will, so every question
 * is answered afresh. Tests switch on `memoAudit`, which recomputes every value served from a memo
 * and throws on any difference.
 */
import type { Seat } from '../kit/types.js';
import type { Board } from './board.js';
import type { HexId, State } from './state.js';

export interface Derived {
  board?: Board;
  hexCtl?: Map<HexId, Seat>;
  provCtl?: Map<number, Seat>;
  /** linkedToCapital results, keyed by the realm, the capital and every kingdom's suzerain. */
  linked?: Map<string, ReadonlySet<HexId>>;
}

const memos = new WeakMap<State, Derived>();

/** Tests: recompute every memoised value and throw if it differs. */
export const memoAudit = { on: false };

/** Working copies inside apply() → the state they were copied from. */
const inputs = new WeakMap<State, State>();

/** copy.ts: `state` is a working copy of `input` for one apply(). */
export function beginWork(state: State, input: State): void {
  inputs.set(state, input);
}

export function isWorking(state: State): boolean {
  return inputs.has(state);
}

/** Same armies, castles and map: everything derived from them is the same. */
function sameBoardSource(a: State, b: State): boolean {
  return a.armies === b.armies && a.castles === b.castles && a.map === b.map;
}

/** Marks a state as final; it keeps the memo of its last change, or its input's when it changed nothing. */
export function seal(state: State): void {
  const from = inputs.get(state);
  inputs.delete(state);
  if (memos.has(state)) return;
  const inherited = from && sameBoardSource(from, state) ? memos.get(from) : undefined;
  memos.set(state, inherited ?? {});
}

/** A working copy's armies or castles are about to change. */
export function forget(state: State): void {
  memos.delete(state);
}

/**
 * A working copy's army list is about to be copied for a change of turn marks only (moved,
 * assaulted, startHex), which nothing here depends on: keep what is known as the copy's own memo.
 */
export function keepMemo(state: State): void {
  if (memos.has(state)) return;
  const current = memoOf(state);
  if (current) memos.set(state, { ...current });
}

function memoOf(state: State): Derived | undefined {
  const own = memos.get(state);
  if (own) return own;
  const from = inputs.get(state);
  if (!from) return undefined; // built by hand: answer afresh
  const inherited = sameBoardSource(from, state) ? memos.get(from) : undefined;
  if (inherited) return inherited;
  const fresh: Derived = {};
  memos.set(state, fresh);
  return fresh;
}

function audited<T>(hit: T, compute: () => T, same: (a: T, b: T) => boolean, what: string): T {
  if (memoAudit.on && !same(hit, compute())) throw new Error(`stary-kontynent: stale memo of ${what}`);
  return hit;
}

function sameEntries<K, V>(a: Map<K, V>, b: Map<K, V>): boolean {
  if (a.size !== b.size) return false;
  const bi = b.entries();
  for (const [k, v] of a) {
    const next = bi.next();
    if (next.done || next.value[0] !== k || next.value[1] !== v) return false;
  }
  return true;
}

/** Same armies (by id, owner and strength) in the same order on the same hexes, same castles. */
function sameBoard(a: Board, b: Board): boolean {
  if (a.on.size !== b.on.size || !sameEntries(a.castles, b.castles)) return false;
  for (const [hex, list] of a.on) {
    const other = b.on.get(hex);
    if (!other || other.length !== list.length) return false;
    for (let i = 0; i < list.length; i++) {
      const x = list[i];
      const y = other[i];
      if (!x || !y || x.id !== y.id || x.owner !== y.owner || x.strength !== y.strength || x.hex !== hex) return false;
    }
  }
  return [...a.on.keys()].join() === [...b.on.keys()].join();
}

export function memoBoard(state: State, compute: () => Board): Board {
  const memo = memoOf(state);
  if (!memo) return compute();
  if (memo.board) return audited(memo.board, compute, sameBoard, 'the board');
  memo.board = compute();
  return memo.board;
}

export function memoHexControl(state: State, compute: () => Map<HexId, Seat>): Map<HexId, Seat> {
  const memo = memoOf(state);
  if (!memo) return compute();
  if (memo.hexCtl) return audited(memo.hexCtl, compute, sameEntries, 'hex control');
  memo.hexCtl = compute();
  return memo.hexCtl;
}

export function memoLinked(state: State, key: string, compute: () => ReadonlySet<HexId>): ReadonlySet<HexId> {
  const memo = memoOf(state);
  if (!memo) return compute();
  memo.linked ??= new Map();
  const hit = memo.linked.get(key);
  if (hit) return audited(hit, compute, sameSet, 'capital links');
  const value = compute();
  memo.linked.set(key, value);
  return value;
}

function sameSet<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): boolean {
  return a.size === b.size && [...a].every((x) => b.has(x));
}

export function memoProvinceControl(state: State, compute: () => Map<number, Seat>): Map<number, Seat> {
  const memo = memoOf(state);
  if (!memo) return compute();
  if (memo.provCtl) return audited(memo.provCtl, compute, sameEntries, 'province control');
  memo.provCtl = compute();
  return memo.provCtl;
}
