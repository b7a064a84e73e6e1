/** Niepodległa, a whole game through Discord: lobby, moves by /act, result with the seed. */
import { expect, it } from 'vitest';
import { playThrough } from './playThrough.js';

it('plays Niepodległa from /game new to the result message', async () => {
  const out = await playThrough({ kind: 'niepodlegla', players: 2, seed: 'niepodlegla-e2e' });
  expect(out.game.status).toBe('finished');
  expect(out.resultMessage).toContain(out.game.seed);
  console.log(`niepodlegla e2e: ${out.moves} moves, ${out.imagesPosted} board images`);
}, 900_000);
