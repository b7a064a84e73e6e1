/**
 * The Stary Kontynent board renders the spectator view of a random game at its start, middle
 * and end to valid PNGs (written to tmp/ for a person to look at), with no overflowing text.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../src/engines/kit/randomPlay.js';
import { replay } from '../../src/engines/kit/replay.js';
import { staryKontynentGame as game, type State } from '../../src/engines/stary-kontynent/index.js';
import { staryKontynentRenderer } from '../../src/render/games/stary-kontynent.js';
import { PublicView, registerRenderer, renderBoard, renderSvg } from '../../src/render/index.js';
import { auditText, overflowing } from '../../src/render/kit/index.js';

registerRenderer(game.id, staryKontynentRenderer);

describe('stary-kontynent board', () => {
  it('renders start, middle and end of a random game', async () => {
    const g = playRandomGame<State>(game, { seed: 'render-sk', players: 4, options: { maxTurns: '10' } });
    expect(g.result).not.toBeNull();
    const at = (n: number): State =>
      replay<State>(game, { seed: g.seed, seats: g.seats, options: g.options, actions: g.log.slice(0, n) }).state;
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
        const { result: svg, placements } = auditText(() => renderSvg(view, request));
        expect(svg.startsWith('<svg')).toBe(true);
        expect(overflowing(placements).map((p) => p.text)).toEqual([]);
        const png = await renderBoard(view, request);
        expect(png.width).toBe(1600);
        expect(png.height).toBe(1000);
        expect(png.png.subarray(1, 4).toString('latin1')).toBe('PNG');
        if (locale === 'pl') writeFileSync(path.join(dir, `render-stary-kontynent-${name}.png`), png.png);
      }
    }
  });
});
