/**
 * The Niepodległa board renders the spectator view of a random game at its start, middle and
 * end (a game that reaches the border defence) to valid PNGs, written to tmp/ for a person to
 * look at, with no overflowing text.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../src/engines/kit/randomPlay.js';
import { replay } from '../../src/engines/kit/replay.js';
import { niepodleglaGame as game, type State } from '../../src/engines/niepodlegla/index.js';
import { niepodleglaRenderer } from '../../src/render/games/niepodlegla.js';
import { PublicView, registerRenderer, renderBoard, renderSvg } from '../../src/render/index.js';
import { auditText, overflowing } from '../../src/render/kit/index.js';
import { withTracks } from '../engines/niepodlegla/helpers.js';

registerRenderer(game.id, niepodleglaRenderer);

describe('niepodlegla board', () => {
  it('renders start, middle and end of a random game', async () => {
    const def = withTracks(10, 10);
    const g = playRandomGame<State>(def, { seed: 'render-np-2', players: 4, options: { dChallenges: true } });
    expect(g.result).not.toBeNull();
    const at = (n: number): State =>
      replay<State>(def, { seed: g.seed, seats: g.seats, options: g.options, actions: g.log.slice(0, n) }).state;
    const states: [string, State][] = [
      ['start', at(3)],
      ['middle', at(Math.floor(g.log.length / 2))],
      ['end', g.state],
    ];
    const dir = path.resolve('tmp');
    mkdirSync(dir, { recursive: true });
    for (const [name, state] of states) {
      for (const locale of ['pl', 'en'] as const) {
        const view = PublicView.of(game, state);
        const request = { locale, title: game.title, phase: game.phase(state) };
        const { result: svg } = auditText(() => renderSvg(view, request));
        expect(svg.startsWith('<svg')).toBe(true);
        const png = await renderBoard(view, request);
        expect(png.width).toBe(1600);
        expect(png.height).toBe(1000);
        expect(png.png.subarray(1, 4).toString('latin1')).toBe('PNG');
        writeFileSync(path.join(dir, `render-niepodlegla-${name}${locale === 'en' ? '-en' : ''}.png`), png.png);
      }
    }
  });

  it('labels fit their boxes', () => {
    const g = playRandomGame<State>(game, { seed: 'render-np-fit', players: 3 });
    const view = PublicView.of(game, g.state);
    const { placements } = auditText(() =>
      renderSvg(view, { locale: 'pl', title: game.title, phase: game.phase(g.state) }),
    );
    expect(overflowing(placements).map((p) => p.text)).toEqual([]);
  });
});
