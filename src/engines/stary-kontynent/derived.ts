/**
 * Memo of what follows from a state's armies, castles and map — the board index, hex control,
 * province control. Every step asks for these several times (pending, legalActions, then apply's
 * checks, homage and overflow), and computing them is a pass over every army (~100 late in a game).
 *
 * Which states have a memo:
 * - the last few states apply() returned: they never change (a state from setup() or built by
 *   hand may still be arranged by its caller, so it has none);
 * - a working copy inside apply() (copy.ts) while it shares its armies, castles and map with its
 *   input: it uses the input's memo, which is exact for it;
 * - a working copy that has changed: its own memo, which every copy-on-write helper of copy.ts
 *   drops (ownArmyList, ownArmy, writableCastles). Every change of the army list, of an army or of
 *   a castle goes through one of them right before it, so a memo never outlives a change.
 * A Board answers where armies stand, whose they are and how strong; its Army objects may be older
 * copies whose turn marks (moved, assaulted, startHex) are stale, so nothing reads marks from it.
 * Other states are answered afresh every time. Tests switch on `memoAudit`, which recomputes every value served from a memo
 * and throws on any difference.
 */
import type { Seat } from '../kit/types.js';
import type { Board } from './board.js';
import type { AssaultTarget, HexId, State } from './state.js';

export interface Derived {
  board?: Board;
  hexCtl?: Map<HexId, Seat>;
  provCtl?: Map<number, Seat>;
  /** linkedToCapital results, keyed by the realm, the capital and every kingdom's suzerain. */
  linked?: Map<number, Uint8Array>;
  /** assaultTargets results, keyed by the actor and every kingdom's suzerain. */
  targets?: Map<number, readonly AssaultTarget[]>;
}

/** Tests: recompute every memoised value and throw if it differs. */
export const memoAudit = { on: false };

/*
 * Where memos live. Not in WeakMaps keyed by state: a game makes a new state per command, and
 * V8's weak tables cost microseconds per short-lived key (more than everything memoised here).
 * A step only ever asks about the state just returned (pending, legalActions, then apply on it),
 * so the last few final states are remembered by identity in a small ring; an older or reloaded
 * state is answered afresh, which is only slower. apply() is synchronous and never nested, so
 * the one working copy in progress is a single slot.
 */
const RING = 8;
const finals: ({ state: State; memo: Derived } | undefined)[] = new Array(RING);
let nextFinal = 0;

let work: { state: State; input: State; memo: Derived | null } | null = null;

/** The final state asked about last, and its memo: a step asks about one state many times over. */
let lastFinal: { state: State; memo: Derived } | undefined;

function finalMemo(state: State): Derived | undefined {
  if (lastFinal?.state === state) return lastFinal.memo;
  for (const f of finals)
    if (f?.state === state) {
      lastFinal = f;
      return f.memo;
    }
  return undefined;
}

function remember(state: State, memo: Derived): void {
  finals[nextFinal] = { state, memo };
  nextFinal = (nextFinal + 1) % RING;
}

/** copy.ts: `state` is the working copy of `input` for the apply() in progress. */
export function beginWork(state: State, input: State): void {
  work = { state, input, memo: null };
}

/** The state is one apply() returned lately (and so was settled): see the ring above. */
export function isFinal(state: State): boolean {
  return finalMemo(state) !== undefined;
}

export function isWorking(state: State): boolean {
  return work !== null && work.state === state;
}

/** Same armies, castles and map: everything derived from them is the same. */
function sameBoardSource(a: State, b: State): boolean {
  return a.armies === b.armies && a.castles === b.castles && a.map === b.map;
}

/**
 * apply() is done with its working copy, which is final from now on; it keeps the memo of its last
 * change, or its input's when it changed nothing.
 */
export function seal(state: State): void {
  if (work?.state !== state) return;
  const { input, memo } = work;
  work = null;
  remember(state, memo ?? (sameBoardSource(input, state) ? finalMemo(input) : undefined) ?? {});
}

/** A working copy's armies or castles are about to change. */
export function forget(state: State): void {
  if (work?.state === state) work.memo = null;
}

/**
 * A working copy's army list is about to be copied for a change of turn marks only (moved,
 * assaulted, startHex), which nothing here depends on: keep what is known as the copy's own memo.
 */
export function keepMemo(state: State): void {
  if (work?.state !== state || work.memo) return;
  const current = memoOf(state);
  if (current) work.memo = { ...current };
}

function memoOf(state: State): Derived | undefined {
  if (work?.state !== state) return finalMemo(state); // none for a state built by hand: answer afresh
  if (work.memo) return work.memo;
  const inherited = sameBoardSource(work.input, state) ? finalMemo(work.input) : undefined;
  if (inherited) return inherited;
  work.memo = {};
  return work.memo;
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
  if (a.geo !== b.geo || !sameList(a.occupied, b.occupied) || !sameList(a.castleHexes, b.castleHexes)) return false;
  for (const ix of a.castleHexes) if (a.cells[a.n + ix] !== b.cells[b.n + ix]) return false;
  for (const ix of a.occupied) {
    const list = a.at[ix] ?? [];
    const other = b.at[ix] ?? [];
    if (other.length !== list.length || a.cells[ix] !== b.cells[ix]) return false;
    for (let i = 0; i < list.length; i++) {
      const x = list[i];
      const y = other[i];
      if (!x || !y || x.id !== y.id || x.owner !== y.owner || x.strength !== y.strength || x.hex !== y.hex)
        return false;
    }
  }
  return true;
}

function sameList(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

// The compute functions take the state rather than closing over it: these are asked dozens of
// times per step, and a closure per call was a measurable share of the answers served from memo.

export function memoBoard(state: State, compute: (s: State) => Board): Board {
  const memo = memoOf(state);
  if (!memo) return compute(state);
  if (memo.board) return audited(memo.board, () => compute(state), sameBoard, 'the board');
  memo.board = compute(state);
  return memo.board;
}

export function memoHexControl(state: State, compute: (s: State) => Map<HexId, Seat>): Map<HexId, Seat> {
  const memo = memoOf(state);
  if (!memo) return compute(state);
  if (memo.hexCtl) return audited(memo.hexCtl, () => compute(state), sameEntries, 'hex control');
  memo.hexCtl = compute(state);
  return memo.hexCtl;
}

export function memoLinked(state: State, key: number, compute: () => Uint8Array): Uint8Array {
  const memo = memoOf(state);
  if (!memo) return compute();
  memo.linked ??= new Map();
  const hit = memo.linked.get(key);
  if (hit)
    return audited(hit, compute, (a, b) => a.length === b.length && a.every((v, i) => v === b[i]), 'capital links');
  const value = compute();
  memo.linked.set(key, value);
  return value;
}

export function memoTargets(
  state: State,
  key: number,
  compute: () => readonly AssaultTarget[],
): readonly AssaultTarget[] {
  const memo = memoOf(state);
  if (!memo) return compute();
  memo.targets ??= new Map();
  const hit = memo.targets.get(key);
  if (hit) return audited(hit, compute, (a, b) => JSON.stringify(a) === JSON.stringify(b), 'assault targets');
  const value = compute();
  memo.targets.set(key, value);
  return value;
}

export function memoProvinceControl(state: State, compute: (s: State) => Map<number, Seat>): Map<number, Seat> {
  const memo = memoOf(state);
  if (!memo) return compute(state);
  if (memo.provCtl) return audited(memo.provCtl, () => compute(state), sameEntries, 'province control');
  memo.provCtl = compute(state);
  return memo.provCtl;
}
