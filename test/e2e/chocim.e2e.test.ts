/** Chocim 1621, a whole game through Discord: lobby, moves by /act, result with the seed. */
import { expect, it } from 'vitest';
import { playThrough } from './playThrough.js';

it('plays Chocim 1621 from /game new to the result message', async () => {
  const out = await playThrough({ kind: 'chocim-1621', players: 2, seed: 'chocim-e2e' });
  expect(out.game.status).toBe('finished');
  expect(out.resultMessage).toContain(out.game.seed);
  expect(out.imagesPosted).toBeGreaterThan(0);
  console.log(`chocim-1621 e2e: ${out.moves} moves, ${out.imagesPosted} board images`);
}, 600_000);
