/**
 * Board renderers by game id. Each game's renderer lives in src/render/games/<id>.ts and is
 * registered once at start-up (and by tests).
 */
import type { AnyBoardRenderer, BoardRenderer } from './types.js';

const renderers = new Map<string, AnyBoardRenderer>();

export function registerRenderer<V, K>(gameId: string, renderer: BoardRenderer<V, K>): void {
  renderers.set(gameId, renderer);
}

export function getRenderer(gameId: string): AnyBoardRenderer | undefined {
  return renderers.get(gameId);
}

export function hasRenderer(gameId: string): boolean {
  return renderers.has(gameId);
}
