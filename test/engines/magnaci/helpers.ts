/** Test helpers: a scripted table (L, P, S … in seat order) and short ways to act. */
import { expect } from 'vitest';
import { ScriptedRng } from '../../../src/engines/kit/rng.js';
import type { GameEvent, Seat } from '../../../src/engines/kit/types.js';
import type { Action } from '../../../src/engines/magnaci/actions.js';
import type { ConflictId } from '../../../src/engines/magnaci/data/conflicts.js';
import type { FamilyCardId } from '../../../src/engines/magnaci/data/family.js';
import type { ProvinceId } from '../../../src/engines/magnaci/data/geography.js';
import { run } from '../../../src/engines/magnaci/flow.js';
import { magnaciGame } from '../../../src/engines/magnaci/index.js';
import type { State } from '../../../src/engines/magnaci/state.js';

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

export class Table {
  state: State;
  events: GameEvent[] = [];
  constructor(state: State) {
    this.state = state;
  }
  act(seat: Seat, action: Action, rng = new ScriptedRng()): this {
    const out = magnaciGame.apply(this.state, seat, action, rng);
    this.state = out.state;
    this.events.push(...out.events);
    return this;
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
  /** Who the game waits for now. */
  waiting(): Seat[] {
    return magnaciGame.pending(this.state).map((d) => d.seat);
  }
  expectPrompt(p: string, seat?: Seat): void {
    expect(this.state.prompt?.p).toBe(p);
    if (seat !== undefined) expect(this.waiting()).toEqual([seat]);
  }
  estates(area: keyof State['estates']): number[] {
    return [...this.state.estates[area]];
  }
  keys(): string[] {
    return this.events.map((e) => e.msg.key);
  }
  /** Plays every pending decision with its deadline default until `stop` holds. */
  defaultsUntil(stop: (s: State) => boolean, limit = 2000): this {
    for (let i = 0; i < limit && !stop(this.state); i++) {
      const d = magnaciGame.pending(this.state)[0];
      if (!d) break;
      this.act(d.seat, magnaciGame.defaultAction(this.state, d.seat));
    }
    return this;
  }
}

/** Continues the automatic steps of a crafted state (white-box: used to skip to a scene). */
export function resume(state: State): State {
  run({ s: state, ev: [], rng: new ScriptedRng() });
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
