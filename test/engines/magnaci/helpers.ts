/** Test helpers: a scripted table (L, P, S … in seat order) and short ways to act. */
import { expect } from 'vitest';
import { ScriptedRng } from '../../../src/engines/kit/rng.js';
import type { GameEvent, Seat } from '../../../src/engines/kit/types.js';
import type { Action } from '../../../src/engines/magnaci/actions.js';
import type { FamilyCardId } from '../../../src/engines/magnaci/data/family.js';
import type { ProvinceId } from '../../../src/engines/magnaci/data/geography.js';
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
