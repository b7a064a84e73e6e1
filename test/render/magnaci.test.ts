/**
 * The Magnaci board renders the start, the middle and the end of a random game to valid
 * 1600×1000 PNGs in both languages, with no label overflowing its box.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultOptions, defaultSeats } from '../../src/engines/kit/randomPlay.js';
import { SeededRng } from '../../src/engines/kit/rng.js';
import { magnaciGame as game, type MagnaciState as State } from '../../src/engines/magnaci/index.js';
import { t } from '../../src/i18n/index.js';
import { magnaciRenderer } from '../../src/render/games/magnaci.js';
import { renderBoard, renderSvg } from '../../src/render/index.js';
import { auditText, overflowing, PublicView, registerRenderer } from '../../src/render/kit/index.js';

registerRenderer(game.id, magnaciRenderer);

/** A 4-player random game with defaults, keeping the states at a few moments. */
function snapshots(): { start: State; previousMiddle: State; middle: State; end: State } {
  for (let attempt = 0; attempt < 20; attempt++) {
    const rng = SeededRng.fromSeed(`render-magnaci-${attempt}`);
    const chooser = SeededRng.fromSeed(`render-magnaci-chooser-${attempt}`);
    let state = game.setup(defaultSeats(game, 4), defaultOptions(game), rng);
    let start: State | null = null;
    let middle: State | null = null;
    let previousMiddle: State | null = null;
    while (game.result(state) === null) {
      const d = chooser.pick(game.pending(state));
      const action = game.defaultAction(state, d.seat);
      const before = state;
      state = game.apply(state, d.seat, action, rng).state;
      if (!start && state.phase === 'SENATE') start = state;
      // The middle: Age 2 while a Conflict is being resolved.
      if (!middle && state.age === 2 && state.window?.ctx.kind === 'conflict') {
        middle = state;
        previousMiddle = before;
      }
    }
    if (start && middle && previousMiddle && game.result(state)?.winners.length)
      return { start, previousMiddle, middle, end: state };
  }
  throw new Error('no suitable game found');
}

describe('magnaci board', () => {
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
        writeFileSync(`tmp/render-magnaci-${name}-${locale}.png`, image.png);
        const { placements } = auditText(() => renderSvg(view, { locale, title: 't', phase: 'p' }));
        expect(overflowing(placements).map((p) => p.text)).toEqual([]);
      }
    }, 120_000);
  }

  it('shows open Law-card offers and standing autopasses, in words that fit', async () => {
    // The middle of the game with three open offers (the longest Law names among them) and two
    // seats on autopass.
    const state = structuredClone(s.middle);
    state.offers = [
      { from: 0, to: 1, law: 'AD_MAIOREM_DEI_GLORIAM' },
      { from: 2, to: 3, law: 'KONSTYTUCJA_3_MAJA' },
      { from: 3, to: 0, law: 'WERSAL_POLNOCY' },
    ];
    state.autopass = [true, false, true, false];
    const view = PublicView.of(game, state);
    for (const locale of ['pl', 'en'] as const) {
      const request = { locale, title: game.title, phase: game.phase(state), deadline: null };
      const image = await renderBoard(view, request);
      expect([image.width, image.height]).toEqual([1600, 1000]);
      expect(image.png.subarray(1, 4).toString()).toBe('PNG');
      mkdirSync('tmp', { recursive: true });
      writeFileSync(`tmp/render-magnaci-offers-${locale}.png`, image.png);
      const { placements } = auditText(() => renderSvg(view, request));
      expect(overflowing(placements).map((p) => p.text)).toEqual([]);
      // Every offer whole on one line (never split across two), none cut.
      const heading = locale === 'pl' ? 'Oferty praw:' : 'Law offers:';
      const lines = placements.filter((p) => p.text.startsWith(heading) || p.text.includes(' → '));
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.filter((p) => p.fit.truncated)).toEqual([]);
      const names = view.data.players.map((p) => t(locale, `magnaci.faction.${p.faction}`));
      const all = lines.map((p) => p.text).join(' · ');
      for (const o of state.offers)
        expect(all).toContain(`${names[o.from]} → ${names[o.to]}: ${t(locale, `magnaci.law.${o.law}`)}`);
      const autopass = placements.filter((p) => p.text.endsWith(locale === 'pl' ? ' · autopas' : ' · autopass'));
      expect(autopass).toHaveLength(2);
      expect(autopass.filter((p) => p.fit.truncated)).toEqual([]);
    }
  }, 120_000);
});
