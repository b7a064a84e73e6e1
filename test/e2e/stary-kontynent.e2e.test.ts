/** Stary Kontynent, a whole game through Discord by /act (through the latest prompts only: latestPrompts.e2e.test.ts). */
import { expect, it } from 'vitest';
import { playThrough } from './playThrough.js';

it('plays Stary Kontynent from /game new to the result message', async () => {
  const out = await playThrough({
    kind: 'stary-kontynent',
    players: 2,
    seed: 'stary-kontynent-e2e',
    variant: 'maxTurns=10',
  });
  expect(out.game.status).toBe('finished');
  expect(out.resultMessage).toContain(out.game.seed);
  console.log(`stary-kontynent e2e: ${out.moves} moves, ${out.imagesPosted} board images`);
}, 900_000);
