/**
 * Secrecy by difference: two states that differ only in one seat's secret (a sealed bid, a
 * token draft, a hand, sealed combat support, a private draft in progress) must give every
 * other seat, and the spectator, exactly the same view. Unlike a search for known field names,
 * this fails however a secret is put into a view (under any key, copied, counted or implied).
 */
import { describe, expect, it } from 'vitest';
import { bozeIgrzyskoGame } from '../../src/engines/boze-igrzysko/index.js';
import type { State as BozeState } from '../../src/engines/boze-igrzysko/state.js';
import { chocimGame } from '../../src/engines/chocim-1621/index.js';
import type { State as ChocimState } from '../../src/engines/chocim-1621/state.js';
import { playRandomGame } from '../../src/engines/kit/randomPlay.js';
import type { AnyGameDefinition, Seat } from '../../src/engines/kit/types.js';
import { FAMILY_CARDS, type FamilyCardId } from '../../src/engines/magnaci/data/family.js';
import { magnaciGame } from '../../src/engines/magnaci/index.js';
import type { BidKey, State as MagnaciState } from '../../src/engines/magnaci/state.js';
import { mission } from '../../src/engines/niepodlegla/cards.js';
import { niepodleglaGame } from '../../src/engines/niepodlegla/index.js';
import type { State as NiepodleglaState } from '../../src/engines/niepodlegla/state.js';
import { staryKontynentGame } from '../../src/engines/stary-kontynent/index.js';

interface Variant {
  /** Whose secret was changed: that seat may see the difference, nobody else (NOBODY: no seat, no spectator). */
  owner: Seat;
  what: string;
  state: unknown;
}

interface Figures {
  compared: number;
  leaks: string[];
}

/** The owner of a secret no seat knows (the order of a face-down deck). */
const NOBODY: Seat = -1;

function compare(def: AnyGameDefinition, seats: number, state: unknown, variants: Variant[], f: Figures): void {
  for (const v of variants) {
    for (const viewer of [null, ...Array.from({ length: seats }, (_, i) => i)]) {
      if (viewer === v.owner) continue;
      f.compared++;
      const a = JSON.stringify(def.view(state, viewer));
      const b = JSON.stringify(def.view(v.state, viewer));
      if (a !== b && f.leaks.length < 5) f.leaks.push(`${v.what} of seat ${v.owner} shows in the view of ${viewer}`);
    }
  }
}

function explore(
  def: AnyGameDefinition,
  seats: number,
  seeds: string[],
  variants: (s: unknown) => Variant[],
  defaultRate?: number,
): Figures {
  const f: Figures = { compared: 0, leaks: [] };
  for (const seed of seeds) {
    playRandomGame(def, {
      seed,
      players: seats,
      ...(defaultRate === undefined ? {} : { defaultRate }),
      onStep: (state) => compare(def, seats, state, variants(state), f),
    });
  }
  return f;
}

const clone = <T>(x: T): T => structuredClone(x);

function bozeVariants(s: unknown): Variant[] {
  const st = (s as BozeState).stage;
  const out: Variant[] = [];
  if (st.kind === 'bid') {
    st.bids.forEach((bid, owner) => {
      if (bid === null) return;
      const t = clone(s as BozeState);
      if (t.stage.kind === 'bid') t.stage.bids[owner] = bid + 1;
      out.push({ owner, what: 'sealed bid', state: t });
    });
  }
  if (st.kind === 'clientele') {
    st.drafts.forEach((draft, owner) => {
      const t = clone(s as BozeState);
      if (t.stage.kind !== 'clientele') return;
      const slots = Object.keys(draft) as (keyof typeof draft)[];
      t.stage.drafts[owner] =
        slots.length === 0 ? { PRU: 1 } : Object.fromEntries(slots.map((k) => [k, (draft[k] ?? 0) + 1]));
      out.push({ owner, what: 'token draft', state: t });
    });
  }
  return out;
}

function chocimVariants(s: unknown): Variant[] {
  const state = s as ChocimState;
  const out: Variant[] = [];
  for (const side of ['PLC', 'OTT'] as const) {
    const owner = state.seatOf[side];
    // A hand: one card swapped for one of the same side's face-down deck.
    const hand = state.hands[side];
    const deck = state.decks[side];
    if (hand.length > 0 && deck.length > 0) {
      const t = clone(state);
      const [h0] = t.hands[side];
      const [d0] = t.decks[side];
      if (h0 !== undefined && d0 !== undefined) {
        t.hands[side][0] = d0;
        t.decks[side][0] = h0;
        out.push({ owner, what: 'hand', state: t });
      }
    }
    const st = state.step;
    // Sealed combat support.
    if (st?.kind === 'combat' && st.combat.stage === 'support' && st.combat.support[side] !== null) {
      const t = clone(state);
      if (t.step?.kind === 'combat') t.step.combat.support[side] = (st.combat.support[side] ?? 0) + 1;
      out.push({ owner, what: 'sealed support', state: t });
    }
    // Sealed summary recall marks (D15).
    if (st?.kind === 'recall' && st.picks[side].length > 0) {
      const t = clone(state);
      if (t.step?.kind === 'recall') t.step.picks[side] = t.step.picks[side].slice(1);
      out.push({ owner, what: 'sealed recall', state: t });
    }
    // A private card play is drafted outside the engine (choice.ts): no state holds one.
  }
  return out;
}

/** Another Family card than `card`: what a seat's secret could as well have been. */
function otherCard(card: FamilyCardId, avoid: readonly FamilyCardId[] = []): FamilyCardId {
  return FAMILY_CARDS.find((c) => c !== card && !avoid.includes(c)) ?? card;
}

function magnaciVariants(s: unknown): Variant[] {
  const state = s as MagnaciState;
  const out: Variant[] = [];
  state.players.forEach((p, owner) => {
    // A hand: one card exchanged for one the seat does not hold.
    const [h0] = p.hand;
    if (h0 !== undefined) {
      const t = clone(state);
      const mine = t.players[owner];
      if (mine) mine.hand[0] = otherCard(h0, p.hand);
      out.push({ owner, what: 'hand', state: t });
    }
    // A card lying face down and not yet revealed.
    for (const [key, row] of Object.entries(state.bids)) {
      const card = row[owner];
      if (!card || state.revealed.includes(key as BidKey)) continue;
      const t = clone(state);
      const r = t.bids[key];
      if (r) r[owner] = otherCard(card);
      out.push({ owner, what: `face-down card (${key})`, state: t });
      break;
    }
    // A sealed placement not yet revealed.
    const draft = state.drafts[owner] ?? {};
    const [slot] = Object.keys(draft);
    const placed = slot === undefined ? undefined : draft[slot];
    if (slot !== undefined && placed !== undefined) {
      const t = clone(state);
      const d = t.drafts[owner];
      if (d) d[slot] = otherCard(placed);
      out.push({ owner, what: 'sealed placement', state: t });
    }
  });
  return out;
}

/**
 * Niepodległa is cooperative: no seat holds a secret, but the order of the mission stack (all but
 * the deck letter on the back of its top card) and of both threat decks is hidden from everyone.
 */
function niepodleglaVariants(s: unknown): Variant[] {
  const state = s as NiepodleglaState;
  const out: Variant[] = [];
  const [top, ...rest] = state.stack;
  if (top !== undefined && rest.length > 1) {
    const t = clone(state);
    t.stack = [top, ...rest.slice().reverse()];
    out.push({ owner: NOBODY, what: 'mission stack order', state: t });
  }
  // The top card itself, swapped with a card of the same deck further down (its back looks the same).
  const deck = top === undefined ? null : mission(state, top).deck;
  const twin = state.stack.findIndex((c, i) => i > 0 && mission(state, c).deck === deck);
  if (top !== undefined && twin > 0) {
    const t = clone(state);
    t.stack[0] = state.stack[twin] ?? top;
    t.stack[twin] = top;
    out.push({ owner: NOBODY, what: 'top mission card', state: t });
  }
  for (const which of ['early', 'late'] as const) {
    if (state.threats[which].length < 2) continue;
    const t = clone(state);
    t.threats[which] = state.threats[which].slice().reverse();
    out.push({ owner: NOBODY, what: `${which} threat deck order`, state: t });
  }
  return out;
}

/** Stary Kontynent hides nothing: every seat and the spectator see the same view (but for `viewer`). */
function sameForEveryone(def: AnyGameDefinition, seats: number, seeds: string[]): Figures {
  const f: Figures = { compared: 0, leaks: [] };
  const strip = (v: unknown) => JSON.stringify({ ...(v as Record<string, unknown>), viewer: null });
  for (const seed of seeds) {
    playRandomGame(def, {
      seed,
      players: seats,
      options: { maxTurns: '10' },
      onStep: (state) => {
        const spectator = strip(def.view(state, null));
        for (let seat = 0; seat < seats; seat++) {
          f.compared++;
          if (strip(def.view(state, seat)) !== spectator && f.leaks.length < 5)
            f.leaks.push(`seat ${seat} sees something the spectator does not`);
        }
      },
    });
  }
  return f;
}

/** The same game whose view also shows `secret` to `to` (a seat, or every viewer): the checks must catch it. */
function leaking(
  def: AnyGameDefinition,
  secret: (state: unknown) => unknown,
  to: (viewer: Seat | null) => boolean,
): AnyGameDefinition {
  return {
    ...def,
    view: (state: unknown, viewer: Seat | null) => {
      const v = def.view(state, viewer) as Record<string, unknown>;
      return to(viewer) ? { ...v, leaked: secret(state) } : v;
    },
  } as AnyGameDefinition;
}

describe('secrecy by difference', () => {
  it('Magnaci: hands, face-down cards and sealed placements reach no other view', () => {
    const f = explore(magnaciGame, 4, ['secrecy-1', 'secrecy-2'], magnaciVariants);
    console.info('secrecy (Magnaci):', JSON.stringify({ compared: f.compared, leaks: f.leaks.length }));
    expect(f.compared).toBeGreaterThan(500);
    expect(f.leaks).toEqual([]);
  });

  it('Boże Igrzysko: sealed bids and token drafts reach no other view', () => {
    const f = explore(bozeIgrzyskoGame, 4, ['secrecy-1', 'secrecy-2', 'secrecy-3'], bozeVariants);
    console.info('secrecy (Boże Igrzysko):', JSON.stringify({ compared: f.compared, leaks: f.leaks.length }));
    expect(f.compared).toBeGreaterThan(500);
    expect(f.leaks).toEqual([]);
  });

  it('Chocim 1621: hands, sealed support and private drafts reach no other view', () => {
    const seeds = Array.from({ length: 24 }, (_, i) => `secrecy-${i}`);
    const f = explore(chocimGame, 2, seeds.slice(0, 12), chocimVariants);
    const g = explore(chocimGame, 2, seeds.slice(12), chocimVariants, 0.3);
    f.compared += g.compared;
    f.leaks.push(...g.leaks);
    console.info('secrecy (Chocim 1621):', JSON.stringify({ compared: f.compared, leaks: f.leaks.length }));
    expect(f.compared).toBeGreaterThan(500);
    expect(f.leaks).toEqual([]);
  });

  it('Chocim 1621: one side’s sealed combat support reaches no other view', () => {
    // Random play seldom stops between the two sides' support; the combat is set up by hand on
    // a game in progress, with the Polish side's support sealed and the Ottoman one's owed.
    const f: Figures = { compared: 0, leaks: [] };
    const base = playRandomGame<ChocimState>(chocimGame, { seed: 'secrecy-combat', players: 2, maxSteps: 20 }).state;
    const withSupport = (plc: number): ChocimState => {
      const t = clone(base);
      t.step = {
        kind: 'combat',
        combat: {
          kind: 'assault',
          field: 'ramparts',
          stage: 'support',
          supportAvailable: { PLC: 3, OTT: 3 },
          support: { PLC: plc, OTT: null },
          bonus: { PLC: 0, OTT: 0 },
          dice: null,
          boosts: { PLC: [], OTT: [] },
          boostDone: { PLC: true, OTT: true },
          losses: null,
          part: null,
          report: null,
        },
      } as ChocimState['step'];
      return t;
    };
    compare(
      chocimGame,
      2,
      withSupport(1),
      [{ owner: base.seatOf.PLC, what: 'sealed support', state: withSupport(3) }],
      f,
    );
    expect(f.compared).toBe(2);
    expect(f.leaks).toEqual([]);
  });

  it('Niepodległa: the order of the mission stack and of the threat decks reaches no view', () => {
    const f = explore(niepodleglaGame, 3, ['secrecy-1'], niepodleglaVariants);
    console.info('secrecy (Niepodległa):', JSON.stringify({ compared: f.compared, leaks: f.leaks.length }));
    expect(f.compared).toBeGreaterThan(500);
    expect(f.leaks).toEqual([]);
  });

  it('Niepodległa: the check fails when a deck order is put into a view', () => {
    // A game in progress, judged by views that leak: the stack's order to seat 1, the late threat deck's top to the spectator.
    const state = playRandomGame(niepodleglaGame, { seed: 'secrecy-leak', players: 3, maxSteps: 40 }).state;
    const stack: Figures = { compared: 0, leaks: [] };
    const leakStack = leaking(
      niepodleglaGame,
      (s) => (s as NiepodleglaState).stack.slice(1),
      (v) => v === 1,
    );
    compare(leakStack, 3, state, niepodleglaVariants(state), stack);
    const threats: Figures = { compared: 0, leaks: [] };
    const leakThreat = leaking(
      niepodleglaGame,
      (s) => (s as NiepodleglaState).threats.late[0],
      (v) => v === null,
    );
    compare(leakThreat, 3, state, niepodleglaVariants(state), threats);
    console.info(
      'secrecy (Niepodległa, leaking views):',
      JSON.stringify({ stack: stack.leaks, threats: threats.leaks }),
    );
    expect(stack.leaks).toContain('mission stack order of seat -1 shows in the view of 1');
    expect(threats.leaks).toContain('late threat deck order of seat -1 shows in the view of null');
  });

  it('Stary Kontynent: nothing is hidden, every seat sees what the spectator sees', () => {
    const f = sameForEveryone(staryKontynentGame, 3, ['secrecy-1', 'secrecy-2', 'secrecy-3', 'secrecy-4', 'secrecy-5']);
    console.info('secrecy (Stary Kontynent):', JSON.stringify({ compared: f.compared, leaks: f.leaks.length }));
    expect(f.compared).toBeGreaterThan(500);
    expect(f.leaks).toEqual([]);
  });

  it('Stary Kontynent: the check fails when one seat’s view carries something of its own', () => {
    const f = sameForEveryone(
      leaking(
        staryKontynentGame,
        (s) => JSON.stringify(s).length,
        (v) => v === 2,
      ),
      3,
      ['secrecy-1'],
    );
    expect(f.leaks).toContain('seat 2 sees something the spectator does not');
  });
});
