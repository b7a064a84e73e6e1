/**
 * The Chocim 1621 board renders the spectator view of a random game's start, middle and end
 * as 1600×1000 PNGs (written to tmp/render-chocim-1621-*.png to be looked at).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chocimGame, type State } from '../../src/engines/chocim-1621/index.js';
import type { View } from '../../src/engines/chocim-1621/view.js';
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

  it('shows decisions in progress: effect order, mutiny owed, the sealed recall, an occupation', async () => {
    // Real states from random games for the effect order and the recall (one side confirmed) …
    const find = (seed: string, ok: (s: State, v: View) => boolean): State => {
      let hit: State | null = null;
      playRandomGame<State>(chocimGame, {
        seed,
        players: 2,
        onStep: (s) => {
          if (!hit && ok(s as State, chocimGame.view(s as State, null))) hit = structuredClone(s as State);
        },
      });
      if (!hit) throw new Error(`no such state in ${seed}`);
      return hit;
    };
    const effects = find('render-3', (_, v) => (v.effectsLeft?.length ?? 0) >= 3);
    const recall = find('render-0', (_, v) => !!v.recall && v.recall.submitted.PLC !== v.recall.submitted.OTT);
    // … and sample views for what random play rarely reaches: a mutiny and an occupied field
    // over its control limit (4/3 while the Ottomans choose who stays).
    const patched = (patch: (v: View) => Partial<View>) => ({
      ...chocimGame,
      view: (s: State, seat: number | null) => {
        const v = chocimGame.view(s, seat);
        return { ...v, ...patch(v) };
      },
    });
    const mutiny = patched(() => ({ step: 'mutiny', stepSide: null, mutinyOwed: { PLC: 2, OTT: 0 } }));
    const occupy = patched((v) => ({
      step: 'occupy',
      stepSide: 'OTT',
      occupyField: 'church',
      slots: {
        ...v.slots,
        'church.control': { cavalry: 0, infantry: 0, cossack: 0, sipahi: 2, janissary: 1, tatar: 1 },
      },
    }));
    const cases = [
      ['effects', chocimGame, effects, { pl: 'Efekty do rozpatrzenia: ', en: 'Effects to resolve: ' }],
      [
        'recall',
        chocimGame,
        recall,
        { pl: 'odesłanie do rezerwy: zatwierdzone ✓', en: 'recall to reserve: confirmed ✓' },
      ],
      ['mutiny', mutiny, recall, { pl: 'bunt: do oddania jeszcze 2 jedn.', en: 'mutiny: 2 more units owed' }],
      ['occupy', occupy, effects, { pl: '▲ wybór ocalałych: 4/3', en: '▲ picking survivors: 4/3' }],
    ] as const;
    mkdirSync('tmp', { recursive: true });
    for (const [name, def, state, expected] of cases) {
      for (const locale of ['pl', 'en'] as const) {
        const view = PublicView.of(def, state);
        const request = { locale, title: chocimGame.title, phase: chocimGame.phase(state), deadline: null };
        const image = await renderBoard(view, request);
        expect([image.width, image.height]).toEqual([1600, 1000]);
        expect(image.png.subarray(1, 4).toString('latin1')).toBe('PNG');
        writeFileSync(`tmp/render-chocim-1621-${name}-${locale}.png`, image.png);
        const { placements } = auditText(() => renderSvg(view, request));
        expect(overflowing(placements).map((p) => p.text)).toEqual([]);
        // The new lines read in full (the supply track's small cell numbers may be cut; not ours).
        const mine = placements.filter((p) => p.text.startsWith(expected[locale]));
        expect(mine.length).toBeGreaterThan(0);
        expect(mine.filter((p) => p.fit.truncated).map((p) => p.text)).toEqual([]);
        const texts = placements.map((p) => p.text);
        // The units holding the church, as counters with counts.
        if (name === 'occupy')
          expect(texts).toEqual(
            expect.arrayContaining(locale === 'pl' ? ['2 spah.', '1 jan.', '1 tat.'] : ['2 sip.', '1 jan.', '1 tat.']),
          );
        // Decisions of both sides at once: each side's heading says where it stands.
        if (name === 'recall' || name === 'mutiny') {
          const status = locale === 'pl' ? /^(odesłanie do rezerwy|bunt): / : /^(recall to reserve|mutiny): /;
          expect(texts.filter((x) => status.test(x)).length).toBe(2);
        }
      }
    }
  }, 120_000);
});
