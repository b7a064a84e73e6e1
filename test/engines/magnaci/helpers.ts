/** Test helpers: a scripted table (L, P, S … in seat order) and short ways to act. */
import { expect } from 'vitest';
import { runFlow } from '../../../src/engines/kit/flow.js';
import { ScriptedRng } from '../../../src/engines/kit/rng.js';
import type { Seat } from '../../../src/engines/kit/types.js';
import type { Action } from '../../../src/engines/magnaci/actions.js';
import type { ConflictId } from '../../../src/engines/magnaci/data/conflicts.js';
import type { FamilyCardId } from '../../../src/engines/magnaci/data/family.js';
import type { ProvinceId } from '../../../src/engines/magnaci/data/geography.js';
import { flow } from '../../../src/engines/magnaci/flow.js';
import { magnaciGame } from '../../../src/engines/magnaci/index.js';
import type { State } from '../../../src/engines/magnaci/state.js';
import { EngineTable } from '../../support/engine.js';

export const FACTIONS = ['red', 'blue', 'yellow', 'black', 'white'];

/** A new game whose random draws all take the first choice: turn order = seat order, first King of each Age. */
export function newGame(players: number, options: Record<string, string | boolean> = {}): State {
  const seats = Array.from({ length: players }, (_, seat) => ({ seat, faction: FACTIONS[seat] ?? 'red' }));
  return magnaciGame.setup(
    seats,
    { window: 'onePass', grainRafting: 'perProvince', estateCap: true, ...options },
    new ScriptedRng(),
  );
}

/** Magnaci at a table: the shared EngineTable (test/support/engine.ts) plus Magnaci's own shorthands. */
export class Table extends EngineTable<State, Action> {
  constructor(state: State) {
    super(magnaciGame, state);
  }
  seal(seat: Seat, cards: Record<string, FamilyCardId>): this {
    return this.act(seat, { type: 'submit', cards });
  }
  /** Puts gained Estates into a Province (D6). */
  place(seat: Seat, province: ProvinceId): this {
    return this.act(seat, { type: 'placeEstates', province });
  }
  pass(seat: Seat): this {
    return this.act(seat, { type: 'pass' });
  }
  expectPrompt(p: string, seat?: Seat): void {
    expect(this.state.prompt?.p).toBe(p);
    if (seat !== undefined) expect(this.waiting()).toEqual([seat]);
  }
  estates(area: keyof State['estates']): number[] {
    return [...this.state.estates[area]];
  }
}

/** Continues the automatic steps of a crafted state (white-box: used to skip to a scene). */
export function resume(state: State): State {
  runFlow(flow, state, { s: state, ev: [], rng: new ScriptedRng() });
  return state;
}

/**
 * A table at the Conflict placement of the Golden Age with the given Conflict cards on
 * their fields, no Law cards, no Estates, and hands of `hand` for every player.
 */
export function conflictScene(
  players: number,
  fields: Partial<Record<number, ConflictId>>,
  hand: FamilyCardId[] = ['F2', 'F3', 'F4', 'F5', 'F6'],
): Table {
  const t = new Table(newGame(players)).defaultsUntil((s) => s.prompt?.p === 'sealed' && s.phase === 'CONFLICTS');
  const s = t.state;
  s.conflictFields = s.conflictFields.map((_, i) => {
    const card = fields[i];
    return card ? { card, drawnInAge: 1, lostThisAge: false } : null;
  });
  for (const area of Object.keys(s.estates) as (keyof State['estates'])[]) s.estates[area] = s.players.map(() => 0);
  s.partitioned = [];
  s.partitionPawns = [];
  for (const p of s.players) {
    p.laws = [];
    p.hand = [...hand];
  }
  for (const o of ['PRYMAS', 'PODSKARBI', 'HETMAN', 'KANCLERZ'] as const) s.senators[o] = { holder: null, used: false };
  s.senators.PRYMAS = { holder: 0, used: false };
  t.events = [];
  return t;
}
