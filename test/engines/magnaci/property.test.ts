/**
 * Random legal play from many seeds for 2–5 players (with defaults and option combos):
 * every game ends, nothing throws, invariants hold after every step, and no view shows
 * another seat's hidden information before the rules reveal it. A second suite mixes in
 * free actions (Law-card trades, autopass) from random seats at random moments.
 */
import { describe, expect, it } from 'vitest';
import { findSecretString } from '../../../src/engines/kit/leaks.js';
import { playRandomGame } from '../../../src/engines/kit/randomPlay.js';
import type { LoggedAction } from '../../../src/engines/kit/replay.js';
import { replay } from '../../../src/engines/kit/replay.js';
import { SeededRng } from '../../../src/engines/kit/rng.js';
import type { OptionValues } from '../../../src/engines/kit/types.js';
import { totalEstates } from '../../../src/engines/magnaci/board.js';
import { CONFLICT_IDS, conflict } from '../../../src/engines/magnaci/data/conflicts.js';
import { FAMILY_CARDS } from '../../../src/engines/magnaci/data/family.js';
import { AREAS, POWER_FIELDS, POWER_PROVINCE, POWERS } from '../../../src/engines/magnaci/data/geography.js';
import { magnaciGame } from '../../../src/engines/magnaci/index.js';
import { readOptions } from '../../../src/engines/magnaci/setup.js';
import type { State } from '../../../src/engines/magnaci/state.js';
import { propertySeeds } from '../../support/sweep.js';

const SEEDS = propertySeeds(process.env.MAGNACI_SEEDS);
const ID = /^[a-z0-9:._-]{1,64}$/;

const COMBOS: OptionValues[] = [
  {},
  { window: 'untilAllPass' },
  { grainRafting: 'strict', estateCap: false },
  { window: 'untilAllPass', grainRafting: 'strict' },
];

/** A cheap assertion for the hot loop (vitest's expect is too slow per step). */
function ok(cond: boolean, what: string): void {
  if (!cond) throw new Error(`invariant failed: ${what}`);
}

/** Invariants that hold after every action. */
function checkInvariants(s: State): void {
  // Estates: never negative; the cap of 35 holds with 4–5 players when enabled.
  for (const a of AREAS) for (const v of s.estates[a]) ok(v >= 0, 'v >= 0');
  if (s.options.estateCap && s.nPlayers >= 4)
    for (let p = 0; p < s.nPlayers; p++) ok(totalEstates(s, p) <= 35, 'totalEstates(s, p) <= 35');
  // Family cards are conserved: hand + revealed + face-down placements = the 13-card deck.
  s.players.forEach((p, seat) => {
    const placed = Object.entries(s.bids)
      .filter(([key]) => !s.revealed.some((r) => r === key))
      .flatMap(([, row]) => (row[seat] ? [row[seat]] : []));
    const all = [...p.hand, ...p.setAside, ...placed].sort();
    ok(JSON.stringify(all) === JSON.stringify([...FAMILY_CARDS].sort()), 'all equals [...FAMILY_CARDS].sort()');
    for (const c of Object.values(s.drafts[seat] ?? {})) ok(p.hand.includes(c), 'p.hand contains c');
  });
  // Law and Conflict cards exist at most once.
  const laws = [...s.lawDeck, ...s.sejmFields.filter((l) => l !== null), ...s.players.flatMap((p) => p.laws)];
  ok(new Set(laws).size === laws.length, 'new Set(laws).size is laws.length');
  const conflicts = [...s.conflictDeck, ...s.conflictFields.flatMap((c) => (c ? [c.card] : []))];
  ok(new Set(conflicts).size === conflicts.length, 'new Set(conflicts).size is conflicts.length');
  ok(conflicts.length <= CONFLICT_IDS.length, 'conflicts.length <= CONFLICT_IDS.length');
  // A Conflict card lies on its own Power's fields; Partition pawns only where a card lies.
  for (const power of POWERS)
    for (const f of POWER_FIELDS[power]) {
      const c = s.conflictFields[f];
      if (c)
        ok(conflict(c.card).province === POWER_PROVINCE[power], 'conflict(c.card).province is POWER_PROVINCE[power]');
    }
  // Tracks in range.
  ok(s.age >= 1, 's.age >= 1');
  ok(s.age <= 4, 's.age <= 4');
  ok(new Set(s.turnOrder).size === s.nPlayers, 'new Set(s.turnOrder).size is s.nPlayers');
  ok(s.partitionPawns.length <= 5, 's.partitionPawns.length <= 5');
  for (const o of Object.values(s.senators)) if (o.holder !== null) ok(o.holder < s.nPlayers, 'o.holder < s.nPlayers');
  // pending is empty exactly when the game has a result.
  ok((magnaciGame.pending(s).length === 0) === (magnaciGame.result(s) !== null), 'pending empty iff result');
}

/** No view carries another seat's secrets: hands, unrevealed placements, drafts, decks, future Kings. */
function checkViews(s: State): void {
  for (const viewer of [null, ...s.players.map((_, i) => i)]) {
    const v = magnaciGame.view(s, viewer);
    v.players.forEach((p) => {
      if (p.seat !== viewer) ok(p.hand === undefined, 'p.hand hidden');
    });
    for (const row of [
      ...v.senate.map((o) => o.bids),
      ...v.sejm.map((f) => f.bids),
      ...v.conflictFields.flatMap((c) => (c ? [c.bids] : [])),
    ])
      row.forEach((card, seat) => {
        if (card !== null && card !== 'hidden' && seat !== viewer && s.phase !== 'ENDED') {
          // Only revealed contests may show another seat's card.
          const revealed = s.revealed.some((key) => {
            const r = s.bids[key];
            return r?.[seat] === card;
          });
          ok(revealed === true, 'revealed is true');
        }
      });
    if (viewer === null) ok(v.myDraft === undefined, 'v.myDraft hidden');
    // Deck order and future Kings: one JSON walk, then findSecretString names the path of any hit.
    const json = JSON.stringify(v);
    const secrets = [...s.lawDeck, ...s.conflictDeck, ...s.kings.filter((k) => !k.revealed).map((k) => k.id)];
    for (const secret of secrets)
      if (json.includes(`"${secret}"`)) ok(false, `leak of ${secret} at ${findSecretString(v, secret).join(', ')}`);
  }
}

function checkLegal(s: State): void {
  for (const d of magnaciGame.pending(s)) {
    const legal = magnaciGame.legalActions(s, d.seat);
    ok(legal.length > 0, 'legal.length > 0');
    ok(legal.length < 150, 'legal.length < 150');
    ok(new Set(legal.map((l) => l.id)).size === legal.length, 'new Set(legal.map((l) => l.id)).size is legal.length');
    for (const l of legal) ok(ID.test(l.id), 'l.id matches');
  }
}

describe('magnaci property: random legal play', () => {
  for (const players of [2, 3, 4, 5]) {
    it(`${players} players: ${SEEDS} seeds reach a valid end`, () => {
      let partitions = 0;
      for (let i = 0; i < SEEDS; i++) {
        const deep = i < 3; // every-step view and legality checks on the first seeds, sampled after
        let step = 0;
        const game = playRandomGame<State>(magnaciGame, {
          seed: `magnaci-${players}-${i}`,
          players,
          options: COMBOS[i % COMBOS.length],
          defaultRate: i % 2 === 1 ? 0.3 : undefined,
          maxSteps: 5000,
          onStep: (raw) => {
            const s = raw as State;
            step++;
            checkInvariants(s);
            if (deep || step % 23 === 0) {
              checkViews(s);
              checkLegal(s);
            }
          },
        });
        expect(game.result).not.toBeNull();
        const r = game.result;
        if (!r) continue;
        expect(r.ranking.flat().sort()).toEqual(Array.from({ length: players }, (_, k) => k));
        if (r.winners.length === 0) partitions++;
        else expect(r.scores?.length).toBe(players);
        // Replay: the log from the seed reproduces the final state exactly.
        if (i < 5) {
          const again = replay<State>(magnaciGame, {
            seed: game.seed,
            seats: game.seats,
            options: game.options,
            actions: game.log,
          });
          expect(again.state).toEqual(game.state);
        }
      }
      // Both endings occur: some Commonwealths fall, most survive to be scored.
      expect(partitions).toBeLessThan(SEEDS);
    }, 600_000);
  }
});

/** Offers name a card the giver holds, never the giver itself; a seat owing nothing gets only free actions. */
function checkTrades(s: State): void {
  for (const o of s.offers ?? []) {
    ok(o.from !== o.to, 'offer to oneself');
    ok(s.players[o.from]?.laws.includes(o.law) === true, 'offered card held by the giver');
  }
  ok(new Set((s.offers ?? []).map((o) => o.law)).size === (s.offers ?? []).length, 'one offer per card');
  const owing = new Set(magnaciGame.pending(s).map((d) => d.seat));
  if (s.prompt?.p === 'sealed') return; // a seat that submitted may still withdraw (not free)
  s.players.forEach((_, seat) => {
    if (!owing.has(seat))
      ok(
        magnaciGame.legalActions(s, seat).every((a) => a.free === true),
        'a seat that owes nothing gets only free actions',
      );
  });
}

describe('magnaci property: random play with trades and autopass at any moment', () => {
  const seeds = Math.max(4, Math.floor(SEEDS / 20));
  for (const players of [2, 3, 4, 5]) {
    it(`${players} players: ${seeds} seeds, free actions never move the game on by themselves`, () => {
      let trades = 0;
      for (let i = 0; i < seeds; i++) {
        const seed = `magnaci-trades-${players}-${i}`;
        const seats = Array.from({ length: players }, (_, seat) => ({
          seat,
          faction: ['red', 'blue', 'yellow', 'black', 'white'][seat] ?? 'red',
        }));
        const options = { ...readOptions({}), ...COMBOS[i % COMBOS.length] };
        const rng = SeededRng.fromSeed(seed);
        const chooser = SeededRng.fromSeed(`chooser:${seed}`);
        let s = magnaciGame.setup(seats, options, rng);
        const log: LoggedAction[] = [];
        for (let step = 0; magnaciGame.result(s) === null; step++) {
          ok(step < 12_000, 'the game ends');
          const seat = chooser.int(players);
          const free = magnaciGame.legalActions(s, seat).filter((a) => a.free === true);
          let acting = seat;
          let action: unknown;
          if (chooser.int(100) < 30 && free.length > 0) {
            action = chooser.pick(free).action;
          } else {
            const d = chooser.pick(magnaciGame.pending(s));
            acting = d.seat;
            action = chooser.pick(magnaciGame.legalActions(s, d.seat).filter((a) => a.free !== true)).action;
          }
          const parsed = magnaciGame.parseAction(action);
          const before = JSON.stringify(magnaciGame.pending(s));
          s = magnaciGame.apply(s, acting, parsed, rng).state;
          log.push({ seat: acting, action: JSON.parse(JSON.stringify(parsed)) });
          if (parsed.type === 'acceptLaw') trades++;
          // A trade answers no decision: who owes what is exactly as before.
          if (['offerLaw', 'acceptLaw', 'declineLaw', 'withdrawLaw'].includes(parsed.type))
            ok(JSON.stringify(magnaciGame.pending(s)) === before, 'a trade leaves pending as it was');
          checkInvariants(s);
          checkTrades(s);
          if (step % 17 === 0) checkViews(s);
        }
        const again = replay<State>(magnaciGame, { seed, seats, options, actions: log });
        expect(again.state).toEqual(s);
      }
      expect(trades).toBeGreaterThan(0);
    }, 600_000);
  }
});
