/** Boże Igrzysko, a whole game through Discord: lobby, moves by /act, result with the seed. */
import { expect, it } from 'vitest';
import { playThrough } from './playThrough.js';

it('plays Boże Igrzysko from /game new to the result message', async () => {
  const out = await playThrough({ kind: 'boze-igrzysko', players: 3, seed: 'boze-igrzysko-e2e' });
  expect(out.game.status).toBe('finished');
  expect(out.resultMessage).toContain(out.game.seed);
  console.log(`boze-igrzysko e2e: ${out.moves} moves, ${out.imagesPosted} board images`);
}, 900_000);
