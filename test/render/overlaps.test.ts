/**
 * no overlapping labels: random views (start to end) of all five boards, in both languages,
 * with long player names, and no two labels whose inked pixels overlap — words over words
 * (a card's effects run into each other, a score over the last line of a list) or a piece
 * over a space's number. Each label's extent is its cached image's inked box (alpha > 0), so
 * the sprites are built first.
 *
 * A label's inked box is wider than its letters: the accents and descenders of 16 px lines set
 * 17 px apart reach into each other's boxes by a pixel or two without touching, so words may
 * share 2 px. Pieces drawn as stamps (dice, tokens) may touch each other (a stack of dice, a
 * hex's terrain); their anti-aliased edges and shadows may reach a number beside them by
 * up to 4 px. A label painted again over itself (a heading repainted over the static layer)
 * is one label.
 */
import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../src/engines/kit/randomPlay.js';
import type { AnyGameDefinition } from '../../src/engines/kit/types.js';
import { listGames, productGameIds } from '../../src/engines/registry.js';
import { labelSpec } from '../../src/render/font/labels.js';
import { registerProductRenderers } from '../../src/render/games/index.js';
import { PublicView, renderSvg } from '../../src/render/index.js';
import { labelExtent, withLabelBlits } from '../../src/render/labelSprites.js';
import { type Box, drawables } from '../../src/render/svgBounds.js';

registerProductRenderers();

const PLAYERS = ['Aleksandra Wiśniewska', 'Bartek', 'Celina', 'Darek Żółkiewski', 'Ewa'];

/** Whether a and b overlap by more than `allowed` px on both axes. */
function overlap(a: Box, b: Box, allowed: number): boolean {
  return a.x0 + allowed < b.x1 && b.x0 + allowed < a.x1 && a.y0 + allowed < b.y1 && b.y0 + allowed < a.y1;
}

/** Every pair of overlapping labels on the board, as "text ⟂ text". */
async function overlapsOf(svg: string): Promise<string[]> {
  await withLabelBlits(svg, { wait: true });
  const labels = drawables(svg, labelExtent).flatMap((d) => {
    if (!d.label) return [];
    const spec = labelSpec(d.label.id);
    return [{ box: d.box, text: spec && 'text' in spec ? spec.text : null }];
  });
  const found: string[] = [];
  labels.forEach((a, i) => {
    for (const b of labels.slice(i + 1)) {
      if (a.text === null && b.text === null) continue;
      // A label painted again where it stands (a heading repainted over the static layer).
      if (a.text === b.text && Math.abs(a.box.x0 - b.box.x0) < 1 && Math.abs(a.box.y0 - b.box.y0) < 1) continue;
      if (overlap(a.box, b.box, a.text === null || b.text === null ? 4 : 2))
        found.push(`${a.text ?? '(piece)'} ⟂ ${b.text ?? '(piece)'}`);
    }
  });
  return found;
}

describe('board labels', () => {
  it.each(productGameIds().map((id) => ({ id })))(
    'no overlapping labels: $id, random views, pl and en',
    async ({ id }) => {
      const def = listGames().find((g) => g.id === id) as AnyGameDefinition;
      const found = new Set<string>();
      let views = 0;
      for (const players of new Set([def.players.min, def.players.max])) {
        for (const game of [0, 1]) {
          const seed = `overlaps-${id}-${players}-${game}`;
          const steps = playRandomGame(def, { seed, players }).steps;
          for (const point of [0, 0.2, 0.4, 0.6, 0.8, 1]) {
            const state = playRandomGame(def, { seed, players, maxSteps: Math.round(steps * point) }).state;
            for (const locale of ['pl', 'en'] as const) {
              const svg = renderSvg(PublicView.of(def, state), {
                locale,
                title: def.title,
                phase: def.phase(state),
                deadline: new Date('2026-11-26T20:00:00Z'),
                players: PLAYERS,
              });
              views++;
              for (const o of await overlapsOf(svg)) found.add(`${players}p ${locale} at ${point}: ${o}`);
            }
          }
        }
      }
      expect(views).toBeGreaterThanOrEqual(24);
      expect([...found]).toEqual([]);
    },
    240_000,
  );
});
