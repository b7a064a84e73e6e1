/**
 * The Boże Igrzysko board renders the start, the middle and the end of a random game to
 * valid 1600×1000 PNGs in both languages, with no label overflowing its box.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bozeIgrzyskoGame as game, type State } from '../../src/engines/boze-igrzysko/index.js';
import { defaultOptions, defaultSeats } from '../../src/engines/kit/randomPlay.js';
import { SeededRng } from '../../src/engines/kit/rng.js';
import { bozeIgrzyskoRenderer } from '../../src/render/games/boze-igrzysko.js';
import { renderBoard, renderSvg } from '../../src/render/index.js';
import { auditText, overflowing, PublicView, registerRenderer } from '../../src/render/kit/index.js';

registerRenderer(game.id, bozeIgrzyskoRenderer);

/** A random game, keeping the states at a few moments. */
function snapshots(): { start: State; previousMiddle: State; middle: State; end: State } {
  const rng = SeededRng.fromSeed('render-boze');
  const chooser = SeededRng.fromSeed('render-boze-chooser');
  let state = game.setup(defaultSeats(game, 3), defaultOptions(game), rng);
  let start: State | null = null;
  let middle: State | null = null;
  let previousMiddle: State | null = null;
  while (game.result(state) === null) {
    const d = chooser.pick(game.pending(state));
    const a = chooser.pick(game.legalActions(state, d.seat));
    const before = state;
    state = game.apply(state, d.seat, a.action, rng).state;
    if (!start && state.stage.kind === 'clientele') start = state;
    if (!middle && state.turn === 2 && state.phase >= 10) {
      middle = state;
      previousMiddle = before;
    }
  }
  if (!start || !middle || !previousMiddle) throw new Error('the game skipped a moment');
  return { start, previousMiddle, middle, end: state };
}

describe('boze-igrzysko board', () => {
  const s = snapshots();
  const cases: [string, State, State | null][] = [
    ['start', s.start, null],
    ['middle', s.middle, s.previousMiddle],
    ['end', s.end, null],
  ];
  for (const [name, state, previous] of cases) {
    it(`renders the ${name} of a game`, async () => {
      const view = PublicView.of(game, state);
      for (const locale of ['pl', 'en'] as const) {
        const image = await renderBoard(view, {
          locale,
          previous: previous ? PublicView.of(game, previous) : null,
          title: game.title,
          phase: game.phase(state),
          deadline: null,
        });
        expect([image.width, image.height]).toEqual([1600, 1000]);
        expect(image.png.subarray(1, 4).toString()).toBe('PNG');
        mkdirSync('tmp', { recursive: true });
        writeFileSync(`tmp/render-boze-igrzysko-${name}-${locale}.png`, image.png);
        const { placements } = auditText(() => renderSvg(view, { locale, title: 't', phase: 'p' }));
        expect(overflowing(placements)).toEqual([]);
      }
    }, 60_000);
  }
});
