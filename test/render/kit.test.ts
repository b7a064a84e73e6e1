/**
 * The drawing kit: the showcase board uses every primitive; it must rasterise to a PNG of
 * the right size, with no label overflowing its box even for the longest Polish labels,
 * drawn in the shipped font whatever fonts the host has.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { composeBoard } from '../../src/render/board.js';
import { diffViews, NO_CHANGES } from '../../src/render/diff.js';
import { useShippedFonts } from '../../src/render/font/fontconfig.js';
import { fontDirectory } from '../../src/render/font/fonts.js';
import {
  auditText,
  el,
  escapeXml,
  fitText,
  HEX_DIRECTIONS,
  hexCentre,
  hexEdge,
  measureText,
  overflowing,
  seatStyle,
  svgDocument,
  textLine,
} from '../../src/render/kit/index.js';
import { withLabelSprites } from '../../src/render/labelSprites.js';
import { svgToPng, svgToRaw } from '../../src/render/rasterise.js';
import type { RenderContext } from '../../src/render/types.js';
import { type ShowcaseView, showcaseNextView, showcaseRenderer, showcaseView } from './kitShowcase.js';

const PLAIN_TEXT_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="60"><rect width="400" height="60" fill="#fff"/>' +
  '<text x="10" y="40" font-size="28" font-family="DejaVu Sans">Zażółć</text></svg>';

const OUT = path.resolve(import.meta.dirname, '../../tmp');

function isPng(buf: Buffer): boolean {
  return buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
}

function context(
  locale: 'pl' | 'en',
  previous: ShowcaseView | null,
  current: ShowcaseView,
): RenderContext<ShowcaseView> {
  return {
    locale,
    previous,
    changes: previous ? diffViews(previous, current) : NO_CHANGES,
    title: locale === 'pl' ? 'Magnaci: Gra o Rzeczpospolitą' : 'Magnates: A Game for the Commonwealth',
    phase: locale === 'pl' ? 'Runda 3 · Faza Sejmu: głosowanie nad ustawą' : 'Round 3 · Sejm phase: voting on a bill',
    deadline: new Date('2026-11-26T20:00:00Z'),
    timeZone: 'Europe/Warsaw',
    players: [],
  };
}

/** Labels as long as any the five games print (provinces, offices, phases), and then some. */
const LONG_POLISH = [
  'Województwo Sandomierskie',
  'Księstwo Żmudzkie i Inflanty Polskie',
  'Wielkie Księstwo Litewskie',
  'Rzeczpospolita Obojga Narodów',
  'Hetman wielki koronny',
  'Podskarbi wielki litewski',
  'Konfederacja generalna warszawska',
  'Grzegorz Brzęczyszczykiewicz',
  'Żaneta Łęczyńska-Świętochowska',
  'Faza Sejmu: głosowanie nad ustawą o pospolitym ruszeniu',
  'Zażółć gęślą jaźń ĄĆĘŁŃÓŚŹŻ',
  'Najjaśniejsza Rzeczpospolita',
  'Nieprzezwyciężalność',
  'Bitwa pod Chocimiem — szturm janczarów na okopy Lisowczyków',
];

describe('render kit showcase', () => {
  it('rasterises to a 1600×1000 PNG under 1 MiB in both languages, first image and with highlights', async () => {
    mkdirSync(OUT, { recursive: true });
    for (const locale of ['pl', 'en'] as const) {
      for (const [name, previous] of [
        ['start', null],
        ['changed', showcaseView()],
      ] as const) {
        const current = previous ? showcaseNextView() : showcaseView();
        const svg = composeBoard(showcaseRenderer, current, context(locale, previous, current));
        const png = await svgToPng(svg);
        expect(isPng(png.png)).toBe(true);
        expect([png.width, png.height]).toEqual([1600, 1000]);
        expect(png.png.length).toBeLessThan(1024 * 1024);
        writeFileSync(path.join(OUT, `render-kit-${name}-${locale}.png`), png.png);
      }
    }
  });

  it('lays out every label of the showcase inside its box, in both languages', () => {
    for (const locale of ['pl', 'en'] as const) {
      const current = showcaseNextView();
      const { placements } = auditText(() =>
        composeBoard(showcaseRenderer, current, context(locale, showcaseView(), current)),
      );
      expect(placements.length).toBeGreaterThan(100);
      expect(overflowing(placements)).toEqual([]);
      // Nothing below the type floor; the showcase's deliberately small cards may cut long texts.
      expect(placements.filter((p) => p.fit.size < 16).map((p) => p.text)).toEqual([]);
    }
  });

  it('marks exactly what changed since the previous image', () => {
    const changes = diffViews(showcaseView(), showcaseNextView());
    expect(changes.has('provinces', 1)).toBe(true);
    expect(changes.has('provinces', 0)).toBe(false);
    expect(changes.has('scores', 3)).toBe(true);
    expect(changes.has('scores', 2)).toBe(false);
    expect(changes.has('$.players[3].gold')).toBe(true);
    expect(changes.has('tableau', 2)).toBe(true);
    expect(NO_CHANGES.comparable).toBe(false);
    expect(NO_CHANGES.has('players')).toBe(false);
  });
});

describe('text fitting', () => {
  it('fits the longest Polish labels into small boxes without overflow', () => {
    for (const text of LONG_POLISH) {
      for (const [width, height, size, maxLines] of [
        [60, 20, 16, 1],
        [90, 40, 16, 2],
        [140, 30, 20, 2],
        [200, 60, 24, 3],
        [300, 24, 18, 1],
      ] as const) {
        for (const face of ['sans', 'sansBold', 'condensed', 'serifBold'] as const) {
          const fit = fitText(text, { width, height, size, maxLines, face });
          for (const line of fit.lines) expect(measureText(line, fit.size, face)).toBeLessThanOrEqual(width + 1e-6);
          expect(fit.height).toBeLessThanOrEqual(height + 1e-6);
          expect(fit.lines.length).toBeLessThanOrEqual(maxLines);
        }
      }
    }
  });

  it('keeps every word when there is room, shrinking before cutting', () => {
    const fit = fitText('Księstwo Żmudzkie i Inflanty Polskie', { width: 160, height: 48, size: 18, maxLines: 2 });
    expect(fit.truncated).toBe(false);
    expect(fit.lines.join(' ')).toBe('Księstwo Żmudzkie i Inflanty Polskie');
    // A word that cannot fit even at the smallest size is broken with a hyphen, not dropped.
    const narrow = fitText('Nieprzezwyciężalność', { width: 70, height: 60, size: 16, maxLines: 3 });
    expect(narrow.truncated).toBe(false);
    expect(narrow.lines.join('').replace(/-/g, '')).toBe('Nieprzezwyciężalność');
  });

  it('draws no empty boxes for characters the font lacks (chat emoji)', () => {
    const fit = fitText('🎲 Ala: 3 · 🔒 zapieczętowano ✓', { width: 600, height: 30, size: 18 });
    expect(fit.lines).toEqual(['Ala: 3 · zapieczętowano ✓']);
    expect(textLine('🎲 5', 0, 20, { size: 18 })).toBe(textLine('5', 0, 20, { size: 18 }));
  });

  it('never overflows for any text and any box (property)', () => {
    const polish = 'aąbcćdeęfghijklłmnńoóprsśtuwyzźżAĄBCĆDEĘFGHIJKLŁMNŃOÓPRSŚTUWYZŹŻ0123456789 -·—';
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...polish), { minLength: 1, maxLength: 80 }).map((cs) => cs.join('')),
        fc.integer({ min: 12, max: 400 }),
        // At least one line at the type floor tall (16 px × 1.2): shorter boxes are a layout error.
        fc.integer({ min: 20, max: 120 }),
        fc.integer({ min: 16, max: 32 }),
        fc.integer({ min: 1, max: 4 }),
        (text, width, height, size, maxLines) => {
          const fit = fitText(text, { width, height, size, maxLines });
          const { placements } = auditText(() => textLine('x', 0, 0, { size }));
          expect(placements).toEqual([]);
          for (const line of fit.lines) expect(measureText(line, fit.size)).toBeLessThanOrEqual(width + 1e-6);
          expect(fit.height).toBeLessThanOrEqual(height + 1e-6);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('measures exactly what is drawn: the ink ends where the metrics say', async () => {
    const text = 'Żółć gęślą jaźń — Rzeczpospolita';
    const size = 32;
    const x = 10;
    const svg = svgDocument(900, 60, [
      el('rect', { width: 900, height: 60, fill: '#ffffff' }),
      textLine(text, x, 44, { size, colour: '#000000' }),
    ]);
    const raw = await svgToRaw(svg);
    let right = 0;
    let left = raw.width;
    for (let py = 0; py < raw.height; py++) {
      for (let px = 0; px < raw.width; px++) {
        const i = (py * raw.width + px) * raw.channels;
        if ((raw.data[i] ?? 255) < 128) {
          right = Math.max(right, px);
          left = Math.min(left, px);
        }
      }
    }
    const width = measureText(text, size);
    // Ink starts at the first glyph's side bearing and ends before the last advance.
    expect(left).toBeGreaterThanOrEqual(x);
    expect(left).toBeLessThan(x + 4);
    expect(right).toBeLessThanOrEqual(x + width);
    expect(right).toBeGreaterThan(x + width - 6);
  });
});

describe('the shipped font', () => {
  it('points fontconfig at the shipped DejaVu folder only', () => {
    const conf = readFileSync(useShippedFonts(), 'utf8');
    expect(process.env.FONTCONFIG_FILE).toBe(useShippedFonts());
    const dirs = [...conf.matchAll(/<dir>([^<]*)<\/dir>/g)].map((m) => m[1]);
    expect(dirs).toEqual([fontDirectory()]);
    expect(readFileSync(path.join(fontDirectory(), 'DejaVuSans.ttf')).length).toBeGreaterThan(100_000);
    expect(readFileSync(path.join(fontDirectory(), '..', 'LICENSE'), 'utf8')).toMatch(/Bitstream Vera/);
  });

  it('draws the same pixels when the host has no fonts at all', async () => {
    // Kit text is drawn from the shipped TTF's own outlines, so hiding every font from
    // fontconfig (an empty config) must not change a single pixel; a plain <text> in the
    // same child process draws nothing, proving the host's fonts really were hidden.
    const script = path.join(OUT, 'render-kit-nofonts.ts');
    writeFileSync(
      script,
      [
        "import { writeFileSync } from 'node:fs';",
        `process.env.FONTCONFIG_FILE = ${JSON.stringify(path.join(OUT, 'render-kit-empty-fonts.conf'))};`,
        "const { default: sharp } = await import('sharp');",
        `const { svgDocument, el, textLine } = await import(${JSON.stringify(path.resolve(import.meta.dirname, '../../src/render/kit/index.js'))});`,
        "const kit = svgDocument(400, 60, [el('rect', { width: 400, height: 60, fill: '#fff' }), textLine('Zażółć gęślą jaźń', 10, 40, { size: 28 })]);",
        `const plain = ${JSON.stringify(PLAIN_TEXT_SVG)};`,
        'const a = await sharp(Buffer.from(kit)).raw().toBuffer();',
        'const b = await sharp(Buffer.from(plain)).raw().toBuffer();',
        "writeFileSync(process.argv[2] ?? '', JSON.stringify({ kit: a.toString('base64'), plain: b.toString('base64') }));",
      ].join('\n'),
    );
    writeFileSync(path.join(OUT, 'render-kit-empty-fonts.conf'), '<?xml version="1.0"?>\n<fontconfig></fontconfig>\n');
    const result = path.join(OUT, 'render-kit-nofonts.json');
    execFileSync(process.execPath, ['--import', 'tsx', script, result], { stdio: 'pipe' });
    const child = JSON.parse(readFileSync(result, 'utf8')) as { kit: string; plain: string };
    const here = await svgToRaw(
      svgDocument(400, 60, [
        el('rect', { width: 400, height: 60, fill: '#fff' }),
        textLine('Zażółć gęślą jaźń', 10, 40, { size: 28 }),
      ]),
    );
    expect(Buffer.from(child.kit, 'base64').equals(here.data)).toBe(true);
    expect(here.data.some((v) => v < 128)).toBe(true);
    // Pango's <text> did change without fonts (missing-glyph boxes): the host's fonts were hidden.
    const plainHere = await svgToRaw(PLAIN_TEXT_SVG);
    expect(Buffer.from(child.plain, 'base64').equals(plainHere.data)).toBe(false);
  });
});

describe('label sprites', () => {
  it('draw the same board as the glyph outlines, within half a pixel', async () => {
    const current = showcaseNextView();
    const svg = composeBoard(showcaseRenderer, current, context('pl', showcaseView(), current));
    const sprited = await withLabelSprites(svg, { wait: true });
    expect(sprited).not.toContain('data-label');
    expect((sprited.match(/<image /g) ?? []).length).toBeGreaterThan(100);
    const a = await svgToRaw(svg);
    const b = await svgToRaw(sprited);
    expect([b.width, b.height]).toEqual([a.width, a.height]);
    let total = 0;
    let far = 0;
    for (let i = 0; i < a.data.length; i++) {
      const d = Math.abs((a.data[i] ?? 0) - (b.data[i] ?? 0));
      total += d;
      if (d > 128) far++;
    }
    // Labels snap to whole pixels: edges shift slightly, nothing moves or disappears.
    expect(total / a.data.length).toBeLessThan(1.5);
    expect(far / a.data.length).toBeLessThan(0.005);
    // A second pass is served from the sprite cache and gives the same SVG.
    expect(await withLabelSprites(svg)).toBe(sprited);
  });
});

describe('primitives', () => {
  it('escapes text and attributes', () => {
    expect(escapeXml(`<b>"Tom" & 'Jerry'</b>`)).toBe('&lt;b&gt;&quot;Tom&quot; &amp; &apos;Jerry&apos;&lt;/b&gt;');
    expect(el('rect', { 'data-name': '<x&y>', hidden: false, width: 1.23456 })).toBe(
      '<rect data-name="&lt;x&amp;y&gt;" width="1.23"/>',
    );
  });

  it('gives each of five seats a distinct mark as well as a distinct colour', () => {
    const styles = [0, 1, 2, 3, 4].map((s) => seatStyle(s));
    expect(new Set(styles.map((s) => s.mark)).size).toBe(5);
    expect(new Set(styles.map((s) => s.colour)).size).toBe(5);
    // A faction colour replaces the colour but keeps the seat's mark.
    expect(seatStyle(2, '#123456')).toEqual({ colour: '#123456', ink: '#FFFFFF', mark: styles[2]?.mark });
  });

  it('finds the shared side of two neighbouring hexes from both sides', () => {
    for (const orientation of ['pointy', 'flat'] as const) {
      const layout = { orientation, size: 30, origin: { x: 100, y: 100 } };
      HEX_DIRECTIONS.forEach((d, i) => {
        const [a1, a2] = hexEdge(layout, { q: 0, r: 0 }, i);
        const [b1, b2] = hexEdge(layout, d, (i + 3) % 6);
        const key = (p: { x: number; y: number }) => `${p.x.toFixed(3)},${p.y.toFixed(3)}`;
        expect(new Set([key(a1), key(a2)])).toEqual(new Set([key(b1), key(b2)]));
        const c = hexCentre(layout, d);
        expect(Math.hypot(c.x - 100, c.y - 100)).toBeCloseTo(30 * Math.sqrt(3));
      });
    }
  });
});
