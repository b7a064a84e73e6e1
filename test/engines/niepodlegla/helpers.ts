/** Shared test helpers for Niepodległa: invariants, message walking, crafted states. */
import { expect } from 'vitest';
import type { AnyGameDefinition, Msg, MsgParam } from '../../../src/engines/kit/types.js';
import { CITIES } from '../../../src/engines/niepodlegla/data/map.js';
import { MISSIONS } from '../../../src/engines/niepodlegla/data/missions.js';
import { TOKENS } from '../../../src/engines/niepodlegla/data/tokens.js';
import { niepodleglaGame } from '../../../src/engines/niepodlegla/index.js';
import type { State } from '../../../src/engines/niepodlegla/state.js';
import { hasMessage } from '../../../src/i18n/index.js';

/** Invariants that hold after every step (pieces conserved, tracks in range). */
export function checkInvariants(s: State): void {
  let ind = 0;
  for (const c of CITIES) {
    const city = s.cities[c];
    const obs = city.obs.RUS_TSAR + city.obs.RUS_BOLSHEVIK + city.obs.CEN + city.obs.UKR;
    // A city never holds both kinds (cancellation, §5.1).
    expect(city.ind > 0 && obs > 0, `${c} holds both kinds`).toBe(false);
    expect(city.ind).toBeGreaterThanOrEqual(0);
    for (const v of Object.values(city.obs)) expect(v).toBeGreaterThanOrEqual(0);
    ind += city.ind;
  }
  // 34 independence tokens: on the map or in the supply.
  expect(ind + s.indSupply).toBe(34);
  for (const t of [s.foreign, s.accord]) {
    expect(t).toBeGreaterThanOrEqual(0);
    expect(t).toBeLessThanOrEqual(10);
  }
  expect(s.round).toBeGreaterThanOrEqual(1);
  expect(s.round).toBeLessThanOrEqual(10);
  expect(s.morale.pool).toBeGreaterThanOrEqual(0);
  expect(s.morale.pool + s.prison.morale).toBeLessThanOrEqual(13);
  expect(s.neutralPool + s.prison.neutralDice).toBeLessThanOrEqual(13);
  // Mission cards: each at most once among display and stack; none invented.
  const cards = [...s.display.map((d) => d.card), ...s.stack];
  expect(new Set(cards).size).toBe(cards.length);
  expect(cards.every((c) => MISSIONS.some((m) => m.id === c))).toBe(true);
  expect(s.display.length).toBeLessThanOrEqual(11);
  const threats = [...s.threats.early, ...s.threats.late, ...s.revealed];
  expect(new Set(threats).size).toBe(threats.length);
  expect(threats.length).toBeLessThanOrEqual(24);
  // Pawns: never more placed than a seat has free (a pawn imprisoned in phase 4 stays on its card, A33).
  for (let seat = 0; seat < s.players && ['plan', 'fight', 'finalPlan', 'finalFight'].includes(s.phase); seat++) {
    const placed = s.final
      ? s.final.small.filter((f) => f.pawn === seat).length
      : s.display.filter((d) => d.pawn === seat).length;
    const prisoned = s.final ? 0 : (s.prison.pawns[seat] ?? 0);
    expect(placed).toBeLessThanOrEqual(s.pawnsPerPlayer - prisoned);
  }
  // Dice in play: exactly the neutral pool handed out plus free character dice.
  if (s.dice.length > 0) {
    const neutral = s.dice.filter((d) => d.character === null).length;
    expect(neutral).toBe(s.neutralPool);
    for (const d of s.dice) expect(d.holder).toBeLessThan(s.players);
  }
  for (const t of TOKENS) expect(s.tokens[t].owner === null).toBe(s.tokens[t].holder === null);
  if (s.shieldField !== null) expect(s.shieldField).toBeGreaterThan(s.round - 1);
  // pending is empty exactly when the game is over.
  expect(niepodleglaGame.pending(s).length === 0).toBe(niepodleglaGame.result(s) !== null);
}

/** Every message key (recursively through params) exists in Polish and English. */
export function missingKeys(msgs: readonly Msg[]): string[] {
  const out = new Set<string>();
  const walk = (m: Msg): void => {
    if (!hasMessage(m.key, 'pl') || !hasMessage(m.key, 'en')) out.add(m.key);
    for (const p of Object.values(m.params ?? {})) if (isMsg(p)) walk(p);
  };
  for (const m of msgs) walk(m);
  return [...out];
}

function isMsg(p: MsgParam): p is Msg {
  return typeof p === 'object' && p !== null && 'key' in p;
}

/** A test-only definition whose setup starts with both politics tracks raised, so random games reach the final. */
export function withTracks(accord: number, foreign: number): AnyGameDefinition {
  return {
    ...niepodleglaGame,
    setup: (seats, options, rng) => {
      const s = niepodleglaGame.setup(seats, options, rng);
      return { ...s, accord, foreign };
    },
  };
}
