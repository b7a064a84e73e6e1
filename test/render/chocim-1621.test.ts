/**
 * The Chocim 1621 board renders the spectator view of a random game's start, middle and end
 * as 1600×1000 PNGs (written to tmp/render-chocim-1621-*.png to be looked at).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chocimGame, type State } from '../../src/engines/chocim-1621/index.js';
import { playRandomGame } from '../../src/engines/kit/randomPlay.js';
import { chocimRenderer } from '../../src/render/games/chocim-1621.js';
import { PublicView, registerRenderer, renderBoard, renderSvg } from '../../src/render/index.js';
import { auditText, overflowing } from '../../src/render/kit/index.js';

registerRenderer(chocimGame.id, chocimRenderer);

describe('chocim-1621 board', () => {
  it('renders the start, middle and end of a random game', async () => {
    // The first seed whose game has a combat, so the middle image shows dice.
    let states: State[] = [];
    let g = playRandomGame<State>(chocimGame, { seed: 'render-0', players: 2 });
    for (let i = 0; i < 40; i++) {
      const seen: State[] = [];
      g = playRandomGame<State>(chocimGame, {
        seed: `render-${i}`,
        players: 2,
        onStep: (s) => {
          seen.push(s as State);
        },
      });
      states = seen;
      if (seen.some((s) => s.lastCombat !== null && s.phase === 'actions')) break;
    }
    const start = states[0] as State;
    const middle =
      states.find((s) => s.step?.kind === 'combat' || (s.lastCombat !== null && s.phase === 'actions')) ??
      (states[Math.floor(states.length / 2)] as State);
    const end = g.state;
    mkdirSync('tmp', { recursive: true });
    for (const [name, state, locale] of [
      ['start', start, 'pl'],
      ['middle', middle, 'en'],
      ['end', end, 'pl'],
    ] as const) {
      const view = PublicView.of(chocimGame, state);
      const request = { locale, title: chocimGame.title, phase: chocimGame.phase(state), deadline: null };
      const image = await renderBoard(view, request);
      expect([image.width, image.height]).toEqual([1600, 1000]);
      expect(image.png.subarray(1, 4).toString('latin1')).toBe('PNG');
      writeFileSync(`tmp/render-chocim-1621-${name}.png`, image.png);
      const { placements } = auditText(() => renderSvg(view, request));
      expect(overflowing(placements).map((p) => p.text)).toEqual([]);
    }
  }, 60_000);
});
