/**
 * Text measurement and drawing in the shipped font's own metrics and outlines (read once
 * per face from the TTF), so layout decisions match the pixels exactly.
 */
import { readFileSync } from 'node:fs';
import { FACES, type Face, faceFile } from './fonts.js';
import { GlyphOutlines, outlineUnitsPath } from './glyphs.js';
import { labelId, labelSpec } from './labels.js';
import { type FontMetrics, parseFontMetrics } from './ttf.js';

interface LoadedFace {
  metrics: FontMetrics;
  outlines: GlyphOutlines;
}

const loaded = new Map<Face, LoadedFace>();

function load(face: Face): LoadedFace {
  let f = loaded.get(face);
  if (!f) {
    const bytes = readFileSync(faceFile(face));
    f = { metrics: parseFontMetrics(bytes), outlines: new GlyphOutlines(bytes) };
    loaded.set(face, f);
  }
  return f;
}

export function fontMetrics(face: Face): FontMetrics {
  return load(face).metrics;
}

/** Advance widths in font units of recently measured strings, per face (fitting re-measures a lot). */
const unitsCache = new Map<Face, Map<string, number>>();
const UNITS_CACHE_LIMIT = 20_000;

function textUnits(text: string, face: Face): number {
  let cache = unitsCache.get(face);
  if (!cache) {
    cache = new Map();
    unitsCache.set(face, cache);
  }
  const hit = cache.get(text);
  if (hit !== undefined) return hit;
  const m = fontMetrics(face);
  let units = 0;
  for (const ch of text) units += m.advance(ch.codePointAt(0) ?? 0);
  if (cache.size >= UNITS_CACHE_LIMIT) cache.clear();
  cache.set(text, units);
  return units;
}

/** Width in pixels of `text` set in `face` at `size` px (no kerning: the kit draws without it too). */
export function measureText(text: string, size: number, face: Face = 'sans'): number {
  return (textUnits(text, face) * size) / fontMetrics(face).unitsPerEm;
}

/**
 * Smallest type on a board, in px at the posted size (1600×1000): Discord shows an inline
 * image at about 550 px wide, so 16 px is the least that reads when the image is opened and
 * headlines (title, phase, who is awaited, deadline, scores) need 28 px to read in the preview.
 * `textUses` refuses anything smaller, so every primitive of the kit is held to it.
 */
export const TEXT_FLOOR = 16;
export const HEADLINE_FLOOR = 28;

/** Distance from the baseline to the top of capital letters, as a fraction of the font size. */
export const CAP_HEIGHT = 0.73;
/** Line advance used by multi-line text, as a fraction of the font size. */
export const LINE_HEIGHT = 1.2;

/** Id of a glyph's shared definition in the document's `<defs>`. */
export function glyphId(face: Face, glyph: number): string {
  return `g-${face}-${glyph}`;
}

/** Glyph definitions by id: a font has a few thousand glyphs at most, so this stays small. */
const glyphDefCache = new Map<string, string>();

const GLYPH_ID = /^g-([A-Za-z]+)-(\d+)$/;

function isFace(s: string): s is Face {
  return (FACES as readonly string[]).includes(s);
}

/** `<path id=…>` definitions (font units) for every glyph an SVG body refers to, in order of first use. */
export function glyphDefs(body: string): string[] {
  const seen = new Set<string>();
  const defs: string[] = [];
  // A plain scan for `href="#g-…"` (a board has thousands of glyph uses; no match objects).
  const REF = 'href="#';
  for (let at = body.indexOf(`${REF}g-`); at !== -1; at = body.indexOf(`${REF}g-`, at + 1)) {
    const start = at + REF.length;
    const end = body.indexOf('"', start);
    if (end === -1) break;
    const id = body.slice(start, end);
    if (seen.has(id)) continue;
    seen.add(id);
    let def = glyphDefCache.get(id);
    if (def === undefined) {
      const m = GLYPH_ID.exec(id);
      const face = m?.[1] ?? '';
      if (!m || !isFace(face)) continue;
      def = `<path id="${id}" d="${outlineUnitsPath(load(face).outlines.outline(Number(m[2])))}"/>`;
      glyphDefCache.set(id, def);
    }
    defs.push(def);
  }
  return defs;
}

/**
 * `text` on one line with its baseline at y, as `<use>` references to shared glyph
 * definitions: each distinct glyph's outline is parsed once per image, not once per use.
 */
export function textUses(
  text: string,
  x: number,
  y: number,
  size: number,
  face: Face,
  anchor: 'start' | 'middle' | 'end',
  paint: { fill: string; halo?: string; haloWidth?: number },
  headline = false,
): string {
  const floor = headline ? HEADLINE_FLOOR : TEXT_FLOOR;
  if (!(size >= floor - 1e-6))
    throw new RangeError(
      `text at ${size} px is below the ${floor} px floor${headline ? ' of headlines' : ''}: "${text}"`,
    );
  const key = `${face}|${size}|${paint.fill}|${paint.halo ?? ''}|${paint.haloWidth ?? ''}|${headline ? 1 : 0}|${text}`;
  let run = runCache.get(key);
  // A label id is kept only while the label registry still knows it (it forgets past its limit).
  if (!run || (run.body !== '' && !labelSpec(run.id))) {
    run = labelRun(text, size, face, paint, headline);
    if (runCache.size >= RUN_CACHE_LIMIT) runCache.clear();
    runCache.set(key, run);
  }
  if (run.body === '') return '';
  const start = anchor === 'start' ? x : anchor === 'middle' ? x - run.width / 2 : x - run.width;
  return `<g data-label="${run.id}" transform="translate(${Math.round(start * 100) / 100} ${Math.round(y * 100) / 100}) scale(${run.scale})"${run.body}`;
}

/** What a label's group holds apart from its position: the same for every image that shows it. */
interface LabelRun {
  id: string;
  width: number;
  /** The group's scale (font units → px), rounded as written. */
  scale: number;
  /** Everything after the transform: paint, size attributes, glyph uses and the closing tag; '' when nothing is inked. */
  body: string;
}

/** Label runs by (face, size, paint, headline, text): boards repeat their labels image after image. */
const runCache = new Map<string, LabelRun>();
const RUN_CACHE_LIMIT = 20_000;

function labelRun(
  text: string,
  size: number,
  face: Face,
  paint: { fill: string; halo?: string; haloWidth?: number },
  headline: boolean,
): LabelRun {
  const { metrics } = load(face);
  const scale = size / metrics.unitsPerEm;
  const width = measureText(text, size, face);
  let pen = 0;
  let uses = '';
  for (const ch of text) {
    const glyph = metrics.glyph(ch.codePointAt(0) ?? 0);
    if (ch !== ' ') uses += `<use href="#${glyphId(face, glyph)}" x="${pen}"/>`;
    pen += metrics.glyphAdvance(glyph);
  }
  if (uses === '') return { id: '', width, scale: 0, body: '' };
  const id = labelId({ text, face, size, ...paint });
  // Stroke widths are in font units inside the scaled group.
  const halo = paint.halo
    ? ` stroke="${paint.halo}" stroke-width="${Math.round((paint.haloWidth ?? 2) / scale)}" stroke-linejoin="round" paint-order="stroke"`
    : '';
  return {
    id,
    width,
    scale: Math.round(scale * 1e5) / 1e5,
    body: ` fill="${paint.fill}"${halo} data-px="${Math.round(size * 100) / 100}"${headline ? ' data-headline="1"' : ''}>${uses}</g>`,
  };
}
