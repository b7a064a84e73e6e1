/** Magnaci, a whole game through Discord: lobby, moves by /act, result with the seed. */
import { expect, it } from 'vitest';
import { playThrough } from './playThrough.js';

it('plays Magnaci from /game new to the result message', async () => {
  const out = await playThrough({ kind: 'magnaci', players: 2, seed: 'magnaci-e2e' });
  expect(out.game.status).toBe('finished');
  expect(out.resultMessage).toContain(out.game.seed);
  console.log(`magnaci e2e: ${out.moves} moves, ${out.imagesPosted} board images`);
}, 900_000);
