/**
 * Each product game's board: a mid-game public view rendered to PNG (compose + rasterise +
 * encode) at its natural size, the render cache cleared between runs so every run draws.
 */
import { playRandomGame } from '../src/engines/kit/randomPlay.js';
import type { AnyGameDefinition } from '../src/engines/kit/types.js';
import { listGames, productGameIds } from '../src/engines/registry.js';
import { registerProductRenderers } from '../src/render/games/index.js';
import { clearRenderCache, PublicView, renderBoard } from '../src/render/index.js';
import { type Row, timeIt } from './stats.js';

function midGameState(def: AnyGameDefinition): { state: unknown; previous: unknown } {
  const seed = `bench-board-${def.id}`;
  const players = def.players.max;
  const full = playRandomGame(def, { seed, players });
  const half = Math.max(1, Math.floor(full.steps / 2));
  const before = playRandomGame(def, { seed, players, maxSteps: half - 1 });
  const at = playRandomGame(def, { seed, players, maxSteps: half });
  return { state: at.state, previous: before.state };
}

export async function benchBoards(runs = 20): Promise<Row[]> {
  registerProductRenderers();
  const rows: Row[] = [];
  const ids = new Set(productGameIds());
  for (const def of listGames().filter((g) => ids.has(g.id))) {
    const { state, previous } = midGameState(def);
    const view = PublicView.of(def, state);
    const prev = PublicView.of(def, previous);
    let size = 0;
    let dims = '';
    const t = await timeIt(
      runs,
      async () => {
        clearRenderCache();
        const image = await renderBoard(view, {
          locale: 'pl',
          previous: prev,
          title: def.title,
          phase: def.phase(state),
        });
        size = image.png.length;
        dims = `${image.width}×${image.height}`;
      },
      3,
    );
    rows.push({
      name: `board ${def.id}: mid-game render`,
      p50: t.p50,
      p95: t.p95,
      unit: 'ms',
      extra: `${dims}, PNG ${(size / 1024).toFixed(0)} KiB, with change highlights`,
    });
  }
  return rows;
}
