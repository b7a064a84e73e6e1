/**
 * Every game Sejmik hosts, by id. The Table looks definitions up here; tests may
 * register test-only games with `registerGame` (never shipped as product games).
 */
import { bozeIgrzyskoGame } from './boze-igrzysko/index.js';
import { chocimGame } from './chocim-1621/index.js';
import type { AnyGameDefinition } from './kit/types.js';
import { magnaciGame } from './magnaci/index.js';
import { niepodleglaGame } from './niepodlegla/index.js';
import { staryKontynentGame } from './stary-kontynent/index.js';

// The registry of game definitions (engines themselves hold no state): filled at load, plus
// test-only games a test registers.
const games = new Map<string, AnyGameDefinition>();

/** Product games; each engine's definition is added here. */
const productGames: AnyGameDefinition[] = [
  bozeIgrzyskoGame,
  magnaciGame,
  chocimGame,
  staryKontynentGame,
  niepodleglaGame,
];

for (const g of productGames) games.set(g.id, g);

export function registerGame(def: AnyGameDefinition): void {
  games.set(def.id, def);
}

export function getGame(id: string): AnyGameDefinition | undefined {
  return games.get(id);
}

export function listGames(): AnyGameDefinition[] {
  return [...games.values()];
}

export function productGameIds(): string[] {
  return productGames.map((g) => g.id);
}
