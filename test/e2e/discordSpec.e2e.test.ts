/**
 * Everything the bot sends is something Discord accepts: a whole game of each of the five titles
 * through the stand-in, every REST request checked against Discord's own OpenAPI description of
 * API v10 (vendor/discord-api-spec; see src/local/specCheck.ts): 0 refused bodies, 0 unknown routes.
 */
import { expect, it } from 'vitest';
import { playThrough } from './playThrough.js';

const GAMES = [
  { kind: 'boze-igrzysko', players: 3, seed: 'spec-boze-igrzysko' },
  { kind: 'magnaci', players: 3, seed: 'spec-magnaci' },
  { kind: 'chocim-1621', players: 2, seed: 'spec-chocim' },
  { kind: 'stary-kontynent', players: 2, seed: 'spec-stary-kontynent', variant: 'maxTurns=10' },
  { kind: 'niepodlegla', players: 2, seed: 'spec-niepodlegla' },
];

it("requests match Discord's spec", async () => {
  const figures: string[] = [];
  for (const g of GAMES) {
    const out = await playThrough(g);
    expect(out.game.status).toBe('finished');
    expect(out.specViolations).toBe(0);
    expect(out.specChecked).toBeGreaterThan(out.moves);
    figures.push(`${g.kind}: ${out.moves} moves, ${out.specChecked} requests checked, ${out.specViolations} refused`);
  }
  console.log(figures.join('\n'));
}, 1_800_000);
