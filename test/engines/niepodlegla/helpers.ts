/** Shared test helpers for Niepodległa: invariants, message walking, crafted states. */
import { expect } from 'vitest';
import { findSecretString } from '../../../src/engines/kit/leaks.js';
import type { AnyGameDefinition, Msg, MsgParam } from '../../../src/engines/kit/types.js';
import { missionDeck } from '../../../src/engines/niepodlegla/cards.js';
import { CITIES } from '../../../src/engines/niepodlegla/data/map.js';
import { TOKENS } from '../../../src/engines/niepodlegla/data/tokens.js';
import { niepodleglaGame } from '../../../src/engines/niepodlegla/index.js';
import type { State } from '../../../src/engines/niepodlegla/state.js';
import { hasMessage } from '../../../src/i18n/index.js';
import { startAt } from '../../support/engine.js';

/**
 * Invariants that hold after every step (pieces conserved, tracks in range); returns the broken
 * ones in words (plain checks, so thousands of steps stay fast).
 */
export function invariantViolations(s: State): string[] {
  const bad: string[] = [];
  const check = (ok: boolean, what: string): void => {
    if (!ok) bad.push(what);
  };
  let ind = 0;
  for (const c of CITIES) {
    const city = s.cities[c];
    const obs = city.obs.RUS_TSAR + city.obs.RUS_BOLSHEVIK + city.obs.CEN + city.obs.UKR;
    // A city never holds both kinds (cancellation, §5.1).
    check(!(city.ind > 0 && obs > 0), `${c} holds both kinds`);
    check(city.ind >= 0 && Object.values(city.obs).every((v) => v >= 0), `${c} negative count`);
    ind += city.ind;
  }
  // 34 independence tokens: on the map or in the supply.
  check(ind + s.indSupply === 34, `independence tokens ${ind} + ${s.indSupply}`);
  check(s.foreign >= 0 && s.foreign <= 10 && s.accord >= 0 && s.accord <= 10, 'track out of range');
  check(s.round >= 1 && s.round <= 10, `round ${s.round}`);
  check(s.morale.pool >= 0 && s.morale.pool + s.prison.morale <= 13, `morale ${s.morale.pool}+${s.prison.morale}`);
  check(s.neutralPool >= 0 && s.neutralPool + s.prison.neutralDice <= 13, 'neutral dice over 13');
  // Mission cards: each at most once among display and stack; none invented.
  const cards = [...s.display.map((d) => d.card), ...s.stack];
  check(new Set(cards).size === cards.length, 'a mission card twice');
  const deck = missionDeck(s);
  check(
    cards.every((c) => deck.some((m) => m.id === c)),
    'unknown mission card',
  );
  check(s.display.length <= 11, 'display over 11');
  const threats = [...s.threats.early, ...s.threats.late, ...s.revealed];
  check(new Set(threats).size === threats.length && threats.length <= 24, 'threat cards not conserved');
  // Pawns: never more placed than a seat has free (a pawn imprisoned in phase 4 stays on its card, A33).
  if (['plan', 'fight', 'finalPlan', 'finalFight'].includes(s.phase))
    for (let seat = 0; seat < s.players; seat++) {
      const placed = s.final
        ? s.final.small.filter((f) => f.pawn === seat).length
        : s.display.filter((d) => d.pawn === seat).length;
      const prisoned = s.final ? 0 : (s.prison.pawns[seat] ?? 0);
      check(placed <= s.pawnsPerPlayer - prisoned, `seat ${seat} placed ${placed} pawns`);
    }
  // Dice in play: exactly the neutral pool handed out plus free character dice.
  if (s.dice.length > 0) {
    check(s.dice.filter((d) => d.character === null).length === s.neutralPool, 'neutral dice not conserved');
    check(
      s.dice.every((d) => d.holder >= 0 && d.holder < s.players),
      'die without a holder',
    );
  }
  for (const t of TOKENS) check((s.tokens[t].owner === null) === (s.tokens[t].holder === null), `token ${t} holder`);
  check(s.shieldField === null || s.shieldField >= s.round, 'shield behind the marker');
  // pending is empty exactly when the game is over.
  check((niepodleglaGame.pending(s).length === 0) === (niepodleglaGame.result(s) !== null), 'pending vs result');
  return bad;
}

export function checkInvariants(s: State): void {
  const bad = invariantViolations(s);
  if (bad.length > 0) expect(bad).toEqual([]);
}

/** Hidden order (mission stack, threat decks) that shows up in any seat's or the spectator's view. */
export function leaks(s: State): string[] {
  const hidden = [...s.stack, ...s.threats.early, ...s.threats.late];
  const out: string[] = [];
  for (const seat of [null, ...Array(s.players).keys()]) {
    const v = niepodleglaGame.view(s, seat);
    const strings = new Set(JSON.stringify(v).match(/"[^"\\]*"/g) ?? []);
    for (const h of hidden) if (strings.has(`"${h}"`)) out.push(...findSecretString(v, h), `${seat}:${h}`);
  }
  return out;
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
      return startAt(niepodleglaGame.setup(seats, options, rng), (s) => {
        s.accord = accord;
        s.foreign = foreign;
      });
    },
  };
}
