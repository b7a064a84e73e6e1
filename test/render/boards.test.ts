/**
 * Every product board, read from its SVG over seeded random games: type at the posted size
 * (1600×1000) is never below the floor (16 px, headlines 28 px), and an image whose public
 * view differs from the previous image's carries a change mark.
 */
import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../src/engines/kit/randomPlay.js';
import type { AnyGameDefinition } from '../../src/engines/kit/types.js';
import { listGames, productGameIds } from '../../src/engines/registry.js';
import { registerProductRenderers } from '../../src/render/games/index.js';
import { diffViews, PublicView, renderSvg } from '../../src/render/index.js';
import {
  auditText,
  CHANGED_MARK,
  HEADLINE_FLOOR,
  label,
  TEXT_FLOOR,
  textBox,
  textLine,
  titleBar,
} from '../../src/render/kit/index.js';

registerProductRenderers();
const products = listGames().filter((g) => productGameIds().includes(g.id)) as AnyGameDefinition[];

interface Text {
  px: number;
  headline: boolean;
}

/** Every run of text in an SVG: the kit writes each as a `<g data-label>` of glyph `<use>`s. */
function texts(svg: string): Text[] {
  const out: Text[] = [];
  for (const m of svg.matchAll(/<g data-label="[^"]*"([^>]*)>(<use )?/g)) {
    const attrs = m[1] ?? '';
    if (m[2] === undefined) continue; // a stamp (a die face), not text
    const px = /data-px="([\d.]+)"/.exec(attrs)?.[1];
    out.push({ px: px === undefined ? Number.NaN : Number(px), headline: attrs.includes('data-headline="1"') });
  }
  return out;
}

/** Who plays: long names too, so the panels' type is read at their longest. */
const PLAYERS = ['Aleksandra Wiśniewska', 'Bartek', 'Celina', 'Darek Żółkiewski', 'Ewa'];

/** Seeded mid-game states of a game: from the first move to the end. */
function states(def: AnyGameDefinition, seed: string, players: number, points: number[]): unknown[] {
  const steps = playRandomGame(def, { seed, players }).steps;
  return points.map((p) => playRandomGame(def, { seed, players, maxSteps: Math.round(steps * p) }).state);
}

describe('board type sizes', () => {
  it('the kit refuses type below the floor', () => {
    expect(() => textBox('a', { x: 0, y: 0, width: 100, height: 40, size: 12 })).toThrow(RangeError);
    expect(() => label('a', 0, 20, { size: 14 })).toThrow(RangeError);
    expect(() => textLine('a', 0, 20, { size: 15.5 })).toThrow(RangeError);
    expect(() => label('a', 0, 20, { size: 20, headline: true })).toThrow(RangeError);
    // Shrinking to fit stops at the floor (then cuts), never below it.
    const svg = textBox('Nieprzezwyciężalność Rzeczypospolitej', { x: 0, y: 0, width: 60, height: 20, size: 24 });
    expect(texts(svg).every((x) => x.px >= TEXT_FLOOR)).toBe(true);
    const bar = titleBar({
      width: 1600,
      locale: 'pl',
      game: 'Magnaci: Gra o Rzeczpospolitą',
      phase: 'Wiek Złoty — Sejm — głosowanie nad ustawą o pospolitym ruszeniu',
      deadline: new Date('2026-11-26T20:00:00Z'),
      timeZone: 'Europe/Warsaw',
    });
    const head = texts(bar);
    expect(head.length).toBeGreaterThanOrEqual(3);
    expect(head.every((x) => x.headline && x.px >= HEADLINE_FLOOR)).toBe(true);
  });

  it.each(products.map((def) => ({ id: def.id, def })))(
    'text size floor: $id, random mid-game views, pl and en',
    ({ def }) => {
      const small: string[] = [];
      let count = 0;
      for (const players of new Set([def.players.min, def.players.max])) {
        for (const state of states(def, `floor-${def.id}-${players}`, players, [0, 0.15, 0.35, 0.5, 0.65, 0.85, 1])) {
          for (const locale of ['pl', 'en'] as const) {
            const svg = renderSvg(PublicView.of(def, state), {
              locale,
              title: def.title,
              phase: def.phase(state),
              deadline: new Date('2026-11-26T20:00:00Z'),
              players: PLAYERS,
            });
            const found = texts(svg);
            count += found.length;
            for (const x of found) {
              const floor = x.headline ? HEADLINE_FLOOR : TEXT_FLOOR;
              if (!(x.px >= floor)) small.push(`${players}p ${locale}: ${x.px} px${x.headline ? ' (headline)' : ''}`);
            }
            // The title bar's three headlines (title, phase, deadline) at least.
            expect(found.filter((x) => x.headline).length).toBeGreaterThanOrEqual(3);
          }
        }
      }
      expect(count).toBeGreaterThan(100);
      expect(small.slice(0, 10)).toEqual([]);
    },
    120_000,
  );
});

describe('player names on boards', () => {
  it.each(products.map((def) => ({ id: def.id, def })))(
    'names the players first, numbered as in /game status: $id',
    ({ def }) => {
      const names = ['Ala', 'Bartek', 'Celina', 'Darek', 'Ewa'];
      for (const players of new Set([def.players.min, def.players.max])) {
        for (const state of states(def, `names-${def.id}-${players}`, players, [0, 0.5])) {
          for (const locale of ['pl', 'en'] as const) {
            const request = { locale, title: def.title, phase: def.phase(state), deadline: null, players: names };
            const { placements } = auditText(() => renderSvg(PublicView.of(def, state), request));
            const shown = placements.map((p) => p.text.replace(/^▶ /, ''));
            for (let seat = 0; seat < players; seat++) {
              const want = `${seat + 1}. ${names[seat]} · `;
              expect(
                shown.filter((x) => x.startsWith(want)),
                `${def.id} ${players}p ${locale}: ${want}`,
              ).not.toEqual([]);
            }
            // Without the seat list (previews, tests) the board names the factions alone.
            const bare = auditText(() =>
              renderSvg(PublicView.of(def, state), { ...request, players: [] }),
            ).placements.map((p) => p.text);
            expect(bare.some((x) => x.includes('Ala'))).toBe(false);
          }
        }
      }
    },
    120_000,
  );
});

describe('board change marks', () => {
  it.each(products.map((def) => ({ id: def.id, def })))(
    'every change highlighted: $id, consecutive public views of random games',
    ({ def }) => {
      const unmarked: string[] = [];
      let compared = 0;
      for (const players of new Set([def.players.min, def.players.max])) {
        const seed = `changes-${def.id}-${players}`;
        const steps = playRandomGame(def, { seed, players }).steps;
        // About 120 consecutive pairs per game, spread over the whole game.
        const every = Math.max(1, Math.floor(steps / 120));
        let step = 0;
        let previous: PublicView<unknown> | null = null;
        let previousJson = '';
        playRandomGame(def, {
          seed,
          players,
          onStep(state) {
            step++;
            const view = PublicView.of(def, state);
            const json = JSON.stringify(view.data);
            if (previous && step % every === 0 && json !== previousJson) {
              compared++;
              const svg = renderSvg(view, {
                locale: step % 2 === 0 ? 'pl' : 'en',
                previous,
                title: def.title,
                phase: def.phase(state),
                deadline: null,
              });
              if (!svg.includes(`${CHANGED_MARK}="1"`))
                unmarked.push(`step ${step}: ${diffViews(previous.data, view.data).paths.slice(0, 4).join(', ')}`);
            }
            previous = view;
            previousJson = json;
          },
        });
      }
      expect(compared).toBeGreaterThan(40);
      expect(unmarked.slice(0, 8)).toEqual([]);
    },
    180_000,
  );
});
