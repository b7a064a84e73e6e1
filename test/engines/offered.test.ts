/**
 * An engine's apply refuses what its legalActions does not offer: the fuzz cases of issue 20.
 * From states of random games, every seat is sent every other seat's legal actions and the
 * payloads the audit found slipping through (a token from a seat that already placed, a bid of
 * 0 from a seat that owes none, a standing retreat order not on the seat's list). Whatever
 * apply accepts must be on the seat's own list.
 */
import { describe, expect, it } from 'vitest';
import { bozeIgrzyskoGame } from '../../src/engines/boze-igrzysko/index.js';
import { TOKEN_SLOTS } from '../../src/engines/boze-igrzysko/state.js';
import { isOffered } from '../../src/engines/kit/offered.js';
import { playRandomGame } from '../../src/engines/kit/randomPlay.js';
import { SeededRng } from '../../src/engines/kit/rng.js';
import type { AnyGameDefinition } from '../../src/engines/kit/types.js';
import { staryKontynentGame } from '../../src/engines/stary-kontynent/index.js';

interface Figures {
  tried: number;
  accepted: number;
  acceptedUnlisted: unknown[];
}

function fuzz(
  def: AnyGameDefinition,
  players: number,
  seeds: string[],
  candidates: (state: unknown, players: number) => unknown[],
  every: number,
): Figures {
  const figures: Figures = { tried: 0, accepted: 0, acceptedUnlisted: [] };
  for (const seed of seeds) {
    let step = 0;
    playRandomGame(def, {
      seed,
      players,
      maxSteps: 3_000,
      onStep: (state) => {
        if (step++ % every !== 0) return;
        for (let seat = 0; seat < players; seat++) {
          const own = def.legalActions(state, seat);
          for (const action of candidates(state, players)) {
            figures.tried++;
            try {
              def.apply(state, seat, action, SeededRng.fromSeed(`fuzz:${seed}:${step}`));
            } catch {
              continue;
            }
            figures.accepted++;
            if (!isOffered(own, action)) figures.acceptedUnlisted.push({ seed, step, seat, action });
          }
        }
      },
    });
  }
  return figures;
}

function othersLegal(def: AnyGameDefinition, state: unknown, players: number, types: string[]): unknown[] {
  const out: unknown[] = [];
  for (let s = 0; s < players; s++) {
    for (const a of def.legalActions(state, s)) {
      if (types.includes((a.action as { type: string }).type)) out.push(a.action);
    }
  }
  return out;
}

describe('act payload must be legal', () => {
  it('Boże Igrzysko: tokens and bids only as listed', () => {
    const figures = fuzz(
      bozeIgrzyskoGame,
      4,
      ['offered-1', 'offered-2', 'offered-3'],
      (state, players) => [
        ...othersLegal(bozeIgrzyskoGame, state, players, ['token', 'bid']),
        { type: 'bid', amount: 0 },
        ...TOKEN_SLOTS.flatMap((slot) => [0, 1, 2, 3].map((value) => ({ type: 'token', slot, value }))),
      ],
      3,
    );
    console.info(
      'act payload must be legal (Boże Igrzysko):',
      JSON.stringify({ ...figures, acceptedUnlisted: figures.acceptedUnlisted.length }),
    );
    expect(figures.tried).toBeGreaterThan(1_000);
    expect(figures.acceptedUnlisted).toEqual([]);
  });

  it('Stary Kontynent: standing orders and settings only as listed', () => {
    const figures = fuzz(
      staryKontynentGame,
      3,
      ['offered-1', 'offered-2'],
      (state, players) => [
        ...othersLegal(staryKontynentGame, state, players, ['standingRetreat', 'vassalIncome', 'vassalAutonomy']),
        ...(['ask', 'never'] as const).flatMap((order) =>
          Array.from({ length: players }, (_, player) => ({ type: 'standingRetreat', order, player })),
        ),
      ],
      5,
    );
    console.info(
      'act payload must be legal (Stary Kontynent):',
      JSON.stringify({ ...figures, acceptedUnlisted: figures.acceptedUnlisted.length }),
    );
    expect(figures.tried).toBeGreaterThan(1_000);
    expect(figures.acceptedUnlisted.slice(0, 3)).toEqual([]);
  });
});
