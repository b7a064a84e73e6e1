/**
 * A move's board painted over the game's previous image (repaint.ts): only what changed is
 * rasterised again, and the image is the one the whole SVG rasterised in one pass gives.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { playRandomGame } from '../../src/engines/kit/randomPlay.js';
import type { AnyGameDefinition } from '../../src/engines/kit/types.js';
import { listGames, productGameIds } from '../../src/engines/registry.js';
import { registerProductRenderers } from '../../src/render/games/index.js';
import { clearRenderCache, PublicView, renderBoard, renderSvg, svgToPng } from '../../src/render/index.js';
import { labelSpritesSettled, planLabels } from '../../src/render/labelSprites.js';
import { plannedToOpaque } from '../../src/render/rasterise.js';
import { changedBoxes, changedRegions, keepPrevious, takePrevious } from '../../src/render/repaint.js';
import type { Box } from '../../src/render/svgBounds.js';
import { difference, pixels } from '../support/pixels.js';

beforeAll(() => {
  registerProductRenderers();
});

const games = listGames().filter((g) => productGameIds().includes(g.id));

/** The board after `steps` moves of a random game, with the board before it as the previous view. */
function boardAt(def: AnyGameDefinition, seed: string, steps: number, table?: string) {
  const players = def.players.max;
  const state = playRandomGame(def, { seed, players, maxSteps: steps }).state;
  const before = playRandomGame(def, { seed, players, maxSteps: steps - 1 }).state;
  const view = PublicView.of(def, state);
  const request = {
    locale: 'pl' as const,
    previous: PublicView.of(def, before),
    title: def.title,
    phase: def.phase(state),
    deadline: new Date('2026-11-26T20:00:00Z'),
    ...(table ? { table } : {}),
  };
  return { view, request };
}

describe('a move painted over the previous board', () => {
  for (const def of games) {
    it(`${def.id}: five moves in a row, most repainted, each the image of its whole SVG`, async () => {
      const seed = `repaint-${def.id}`;
      const steps = playRandomGame(def, { seed, players: def.players.max }).steps;
      const first = Math.max(2, Math.floor(steps / 3));
      const moves = [0, 1, 2, 3, 4].map((n) => first + n);
      // Label images are built in the background after a label is first drawn: settle them, so
      // that the whole board and the repainted one draw the same labels the same way.
      for (const n of [first - 1, ...moves])
        await renderBoard(boardAt(def, seed, n).view, boardAt(def, seed, n).request);
      await labelSpritesSettled();
      clearRenderCache({ previous: true });
      // The game's previous image, as one pass over its whole SVG draws it.
      const start = boardAt(def, seed, first - 1);
      const startSvg = renderSvg(start.view, start.request);
      const plan = await planLabels(startSvg);
      keepPrevious(`t-${def.id}`, { svg: startSvg, plan, image: await plannedToOpaque(startSvg, plan) });
      let repainted = 0;
      for (const n of moves) {
        const b = boardAt(def, seed, n, `t-${def.id}`);
        clearRenderCache();
        const painted = await renderBoard(b.view, b.request);
        const whole = await svgToPng(renderSvg(b.view, b.request));
        if (painted.repainted) repainted++;
        const d = difference(await pixels(painted.png), await pixels(whole.png));
        // cairo limits a stroke to the surface it draws on, so a stroke drawn into a region may
        // round its anti-aliased edge by a few steps; nothing else differs.
        expect(d.max, `move ${n}`).toBeLessThanOrEqual(16);
        expect(d.bytes, `move ${n}`).toBeLessThan(0.001 * painted.width * painted.height * 3);
      }
      // A move that changes most of the board (a new round) is drawn whole, which is cheaper then.
      expect(repainted).toBeGreaterThanOrEqual(3);
    }, 60_000);
  }

  it('a game whose previous image was not kept gets its board drawn whole, and kept', async () => {
    const def = games[0] as AnyGameDefinition;
    clearRenderCache({ previous: true });
    const a = boardAt(def, 'repaint-whole', 6, 'fresh');
    expect((await renderBoard(a.view, a.request)).repainted).toBe(false);
    const b = boardAt(def, 'repaint-whole', 7, 'fresh');
    clearRenderCache();
    expect((await renderBoard(b.view, b.request)).repainted).toBe(true);
    // A board asked without its game (a test, a replay page) is drawn whole and keeps nothing.
    clearRenderCache();
    const { table: _, ...bare } = b.request;
    expect((await renderBoard(b.view, bare)).repainted).toBe(false);
    expect(takePrevious('fresh', 1, 1)).toBeUndefined();
  });
});

describe('changed regions', () => {
  const svg = (body: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">${body}</svg>`;
  const items = (s: string) => ({ svg: s, items: (async () => (await planLabels(s)).items)() });

  it('are where an element was added, removed or changed, and only there', async () => {
    const before = svg(
      '<rect x="0" y="0" width="400" height="300" fill="#fff"/><rect x="10" y="10" width="20" height="20" fill="#f00"/><circle cx="300" cy="200" r="10" fill="#00f"/>',
    );
    const after = svg(
      '<rect x="0" y="0" width="400" height="300" fill="#fff"/><rect x="10" y="10" width="20" height="20" fill="#0f0"/><circle cx="300" cy="200" r="10" fill="#00f"/>',
    );
    const a = items(before);
    const b = items(after);
    const boxes = changedBoxes({ svg: before, items: await a.items }, { svg: after, items: await b.items });
    expect(boxes).toHaveLength(2);
    const regions = changedRegions(boxes, 400, 300) as Box[];
    expect(regions).toHaveLength(1);
    const [r] = regions as [Box];
    expect(r.x0 <= 10 && r.y0 <= 10 && r.x1 >= 30 && r.y1 >= 30).toBe(true);
    // Far from the circle: the rest of the board keeps its pixels.
    expect(r.x1).toBeLessThan(290);
    expect(r.y1).toBeLessThan(190);
  });

  it('count an element moved in the paint order as changed (it may now cover another)', async () => {
    const red = '<rect x="10" y="10" width="50" height="50" fill="#f00"/>';
    const blue = '<rect x="30" y="30" width="50" height="50" fill="#00f"/>';
    const before = svg(red + blue);
    const after = svg(blue + red);
    const boxes = changedBoxes(
      { svg: before, items: await items(before).items },
      { svg: after, items: await items(after).items },
    );
    expect(boxes.length).toBeGreaterThan(0);
  });

  it('count the same markup in another group as another element (its group may colour or move it)', async () => {
    const before = svg('<g fill="#f00"><rect x="10" y="10" width="20" height="20"/></g>');
    const after = svg('<g fill="#00f"><rect x="10" y="10" width="20" height="20"/></g>');
    const boxes = changedBoxes(
      { svg: before, items: await items(before).items },
      { svg: after, items: await items(after).items },
    );
    expect(boxes).toHaveLength(2);
  });

  it('are the whole image when an element of unknown extent changed', async () => {
    const before = svg('<rect x="0" y="0" width="40" height="30" fill="#fff"/>');
    const after = svg('<rect x="0" y="0" width="40" height="30" fill="#fff" filter="url(#f)"/>');
    const boxes = changedBoxes(
      { svg: before, items: await items(before).items },
      { svg: after, items: await items(after).items },
    );
    expect(changedRegions(boxes, 400, 300)).toBeNull();
  });
});
