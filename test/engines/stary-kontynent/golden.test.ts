/**
 * Golden values: the seat order, the Genesis map and the first capital roll for a fixed seed.
 * If this changes, stored games would replay differently: bump engineVersion.
 */
import { describe, expect, it } from 'vitest';
import { defaultOptions, defaultSeats } from '../../../src/engines/kit/randomPlay.js';
import { SeededRng } from '../../../src/engines/kit/rng.js';
import { staryKontynentGame as game } from '../../../src/engines/stary-kontynent/index.js';

describe('golden seed', () => {
  it('seed "golden", 4 players: seat order, map and first capital roll are pinned', () => {
    const s = game.setup(defaultSeats(game, 4), defaultOptions(game), SeededRng.fromSeed('golden'));
    expect(s.order).toEqual([0, 2, 1, 3]);
    expect(s.map.key).toBe(
      '4/3/0/0 8/1/2/-1 6/5/-2/2 10/2/-2/1 12/5/-1/3 3/3/3/2 11/0/1/3 2/0/3/3 7/2/0/4 9/0/0/5 5/0/2/5',
    );
    expect(s.capitalPlacement).toEqual({ seat: 0, province: 8, rolls: [[5, 3]] });
    expect(game.engineVersion).toBe(2);
  });
});
