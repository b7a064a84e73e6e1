/**
 * no cut labels: random mid-game views of Boże Igrzysko, Magnaci, Stary Kontynent and Chocim,
 * in both languages, with long player names, and no label the kit had to cut with "…" (the
 * kit's `fitText` marks such text `truncated`; `auditText` collects every placement).
 *
 * KNOWN_CUTS lists the labels still cut on a board (each a pattern of the label's text), so
 * the test fails on any new cut; remove an entry when its board gives the text room.
 */
import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../src/engines/kit/randomPlay.js';
import type { AnyGameDefinition } from '../../src/engines/kit/types.js';
import { listGames } from '../../src/engines/registry.js';
import { registerProductRenderers } from '../../src/render/games/index.js';
import { PublicView, renderSvg } from '../../src/render/index.js';
import { auditText, textBox } from '../../src/render/kit/index.js';

registerProductRenderers();

/** Who plays: long names, so headings and panels are read at their longest. */
const PLAYERS = ['Aleksandra Wiśniewska', 'Bartek', 'Celina', 'Darek Żółkiewski', 'Ewa'];

const KNOWN_CUTS: Record<string, RegExp[]> = {
  'boze-igrzysko': [],
  magnaci: [
    // A Conflict card holds five or six lines of text in a field of ten; see the report of wip/boards.
    /(nowy konflikt|konflikt z poprzedniego Wieku|konflikt przegrany|new conflict|conflict from an earlier Age|lost conflict)/,
    // Long player names with the faction, and long lists of a seat's Senators and Laws.
    /^\d\. Aleksandra Wiśniewska · /,
    /^\d\. Darek Żółkiewski · /,
    /^(kolejność|turn order): /,
    // A bid with a modifier in a narrow cell.
    /^(\d+|Dama|Lady) [+-]\d+$/,
    /^(Karty na ręce|Cards in hand|Posiadłości)$/,
    /^(Michael Korybut Wiśniowiecki|Stanisław August Poniatowski|Władysław IV Waza)/,
    /^(Czekamy na|Waiting for): /,
    /^(Moldavia \(Lesser Poland\)|Third Partition)/,
  ],
  'stary-kontynent': [/^Turn \d+: \w+ — reorganise and main action$/],
  'chocim-1621': [
    /^(▶ )?\d\. Aleksandra Wiśniewska · /,
    /^\d\. .* — (karty|cards) /,
    /^(Zwycięża|Winner): /,
    /(wyprawa do Kamieńca|Kamieniec expedition|zasypywanie aproszy|filling the approaches) \d\/\d$/,
    /^✓ (Hetman kozacki|Cossack Hetman)$/,
    /^(podsum\.|summary)$/,
    /^(odesłanie do rezerwy|recall to reserve|obie strony naraz|both sides at once|wybiera kolejność|choosing the order)/,
  ],
};

function states(def: AnyGameDefinition, seed: string, players: number, points: number[]): unknown[] {
  const steps = playRandomGame(def, { seed, players }).steps;
  return points.map((p) => playRandomGame(def, { seed, players, maxSteps: Math.round(steps * p) }).state);
}

describe('board labels', () => {
  it.each(Object.keys(KNOWN_CUTS).map((id) => ({ id })))(
    'no cut labels: $id, random mid-game views, pl and en',
    ({ id }) => {
      const def = listGames().find((g) => g.id === id) as AnyGameDefinition;
      const known = KNOWN_CUTS[id] ?? [];
      const cut = new Set<string>();
      let placed = 0;
      for (const players of new Set([def.players.min, def.players.max])) {
        for (const state of states(def, `cuts-${id}-${players}`, players, [0, 0.2, 0.4, 0.6, 0.8, 1])) {
          for (const locale of ['pl', 'en'] as const) {
            const { placements } = auditText(() =>
              renderSvg(PublicView.of(def, state), {
                locale,
                title: def.title,
                phase: def.phase(state),
                deadline: new Date('2026-11-26T20:00:00Z'),
                players: PLAYERS,
              }),
            );
            placed += placements.length;
            for (const p of placements) {
              if (!p.fit.truncated && !p.fit.lines.some((l) => l.endsWith('…'))) continue;
              if (known.some((k) => k.test(p.text))) continue;
              cut.add(`${players}p ${locale}: "${p.text}" → "${p.fit.lines.join(' / ')}"`);
            }
          }
        }
      }
      expect(placed).toBeGreaterThan(100);
      expect([...cut].slice(0, 10)).toEqual([]);
    },
    180_000,
  );

  it('the kit marks a cut label', () => {
    const { placements } = auditText(() =>
      textBox('Rzeczpospolita Obojga Narodów', { x: 0, y: 0, width: 60, height: 20, size: 16 }),
    );
    expect(placements.map((p) => p.fit.truncated)).toEqual([true]);
  });
});
