/**
 * Random legal play: from many seeds, for every player count, the game always reaches a valid
 * end, never throws, keeps its invariants after every step, and no view shows the hidden order
 * of the mission stack or the threat decks, and a seat is offered free actions exactly when it
 * owes nothing. Also with deadline defaults mixed in.
 */
import { describe, expect, test } from 'vitest';
import { playRandomGame } from '../../../src/engines/kit/randomPlay.js';
import { replay } from '../../../src/engines/kit/replay.js';
import type { Msg } from '../../../src/engines/kit/types.js';
import { niepodleglaGame } from '../../../src/engines/niepodlegla/index.js';
import type { State } from '../../../src/engines/niepodlegla/state.js';
import { propertySeeds } from '../../support/sweep.js';
import { checkInvariants, leaks, missingKeys, withTracks } from './helpers.js';

const SEEDS = propertySeeds(process.env.NIEP_SEEDS);

/**
 * The engine contract on free actions: a seat that owes nothing is offered only free actions
 * (what it may still do: a counter-proposal, acting again after "done"), and a seat that owes is
 * offered none (its deadline default is one of its actions, and a default is never free).
 */
function freeBreaches(s: State): string[] {
  const owing = new Set(niepodleglaGame.pending(s).map((d) => d.seat));
  const out: string[] = [];
  for (let seat = 0; seat < s.players; seat++)
    for (const a of niepodleglaGame.legalActions(s, seat))
      if ((a.free === true) === owing.has(seat)) out.push(`seat ${seat}: ${a.id}`);
  return out;
}

describe.each([2, 3, 4])('%i players', (players) => {
  // 200 seeds in chunks of 50, so each chunk has its own time budget on a busy machine.
  test.each([0, 1, 2, 3])(
    `random games (chunk %i of ${SEEDS} seeds) end validly with invariants after every step`,
    (chunk) => {
      let finals = 0;
      const per = Math.ceil(SEEDS / 4);
      for (let i = chunk * per; i < Math.min(SEEDS, (chunk + 1) * per); i++) {
        // Every view after every step for a few seeds; every 50th step for the rest.
        const deep = i < 2;
        let step = 0;
        const g = playRandomGame<State>(niepodleglaGame, {
          seed: `np-${players}-${i}`,
          players,
          maxSteps: 20_000,
          defaultRate: i % 2 === 0 ? 0.3 : undefined,
          onStep: (state) => {
            const s = state as State;
            checkInvariants(s);
            step++;
            if (deep || step % 50 === 0) {
              const l = leaks(s);
              if (l.length > 0) expect(l).toEqual([]);
              const f = freeBreaches(s);
              if (f.length > 0) expect(f).toEqual([]);
            }
          },
        });
        expect(g.result).not.toBeNull();
        if (g.state.final) finals++;
      }
      expect(finals).toBeGreaterThanOrEqual(0);
    },
    180_000,
  );

  test('games that reach the border defence (tracks raised at setup) end validly, with and without D', () => {
    const def = withTracks(6, 6);
    let reached = 0;
    for (let i = 0; i < 40; i++) {
      const g = playRandomGame<State>(def, {
        seed: `npf-${players}-${i}`,
        players,
        maxSteps: 20_000,
        options: { dChallenges: i % 2 === 0 },
        defaultRate: i % 3 === 0 ? 0.3 : undefined,
        onStep: (state) => checkInvariants(state as State),
      });
      expect(g.result).not.toBeNull();
      if (g.state.final) reached++;
      if (g.state.final && g.result?.reason.key !== 'niepodlegla.result.november') {
        expect(g.result?.scores?.[0]).toBeGreaterThanOrEqual(0);
      }
    }
    expect(reached).toBeGreaterThan(0);
  });
});

test('option combinations: A6 "all", A8 Kresy only, random start cards, every other game the random deck', () => {
  for (let i = 0; i < 30; i++) {
    const g = playRandomGame<State>(withTracks(5, 5), {
      seed: `npo-${i}`,
      players: 2 + (i % 3),
      options: { threatBottom: 'all', russianPartition: 'kresy', startMissions: 'random', randomDeck: i % 2 === 0 },
      onStep: (state) => checkInvariants(state as State),
    });
    expect(g.result).not.toBeNull();
  }
});

test('replaying a finished game from its seed reproduces the final state exactly', () => {
  for (const players of [2, 3, 4]) {
    const g = playRandomGame<State>(withTracks(0, 0), { seed: `rp-${players}`, players, defaultRate: 0.2 });
    const r = replay<State>(niepodleglaGame, { seed: g.seed, seats: g.seats, options: g.options, actions: g.log });
    expect(r.state).toEqual(g.state);
  }
  // A game that reaches the final (the tracks are part of the setup, so replay with the same definition).
  const def = withTracks(7, 7);
  const g = playRandomGame<State>(def, { seed: 'rp-final', players: 3 });
  const r = replay<State>(def, { seed: g.seed, seats: g.seats, options: g.options, actions: g.log });
  expect(r.state).toEqual(g.state);
});

test('every message the engine emits exists in Polish and English', () => {
  const msgs: Msg[] = [niepodleglaGame.title, ...niepodleglaGame.rulings.map((r) => r.text)];
  for (const o of niepodleglaGame.options) {
    msgs.push(o.label);
    if (o.kind === 'choice') msgs.push(...o.choices.map((c) => c.label));
  }
  msgs.push(...niepodleglaGame.factions.map((f) => f.label));
  for (const [i, def] of [niepodleglaGame, withTracks(6, 6), withTracks(9, 9)].entries()) {
    for (const players of [2, 3, 4]) {
      const g = playRandomGame<State>(def, {
        seed: `i18n-${i}-${players}`,
        players,
        options: { dChallenges: true },
        defaultRate: 0.3,
        onStep: (state) => {
          const s = state as State;
          msgs.push(niepodleglaGame.phase(s));
          for (const d of niepodleglaGame.pending(s)) {
            msgs.push(d.prompt);
            for (const a of niepodleglaGame.legalActions(s, d.seat)) msgs.push(a.label);
          }
          const v = niepodleglaGame.view(s, null);
          msgs.push(...v.recent, v.phaseLabel);
          if (v.choice) msgs.push(v.choice.prompt, ...v.choice.options.map((o) => o.label));
          if (v.final) msgs.push(v.final.rankPreview, ...v.final.small.map((x) => x.title));
          msgs.push(...v.display.map((d) => d.title));
        },
      });
      msgs.push(...g.events.map((e) => e.msg));
      if (g.result) msgs.push(g.result.reason);
    }
  }
  expect(missingKeys(msgs)).toEqual([]);
});
