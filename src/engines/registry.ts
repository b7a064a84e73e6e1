/**
 * Every game Sejmik hosts, by id. The Table looks definitions up here; tests may
 * register test-only games with `registerGame` (never shipped as product games).
 */
import type { AnyGameDefinition } from './kit/types.js';

const games = new Map<string, AnyGameDefinition>();

/** Product games; each engine's definition is added here. */
const productGames: AnyGameDefinition[] = [];

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
