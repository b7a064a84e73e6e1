/**
 * Text that fits its box. Every label of the kit goes through `fitText`: it first shrinks
 * the font (down to `minSize`), wrapping at spaces and hyphens when lines are allowed, and as
 * a last resort cuts the text with an ellipsis, so no label ever overflows its box, even
 * the longest Polish ones.
 */
import type { Face } from '../font/fonts.js';
import {
  CAP_HEIGHT,
  fontMetrics,
  HEADLINE_FLOOR,
  LINE_HEIGHT,
  measureText,
  TEXT_FLOOR,
  textUses,
} from '../font/metrics.js';
import { THEME } from './theme.js';

export interface FitOptions {
  /** Box width and height in px. */
  width: number;
  height: number;
  /** Preferred font size; shrinks from here. Never below the floor (`TEXT_FLOOR`): that throws. */
  size: number;
  /** Smallest acceptable size; default 60% of `size`; never below the floor. */
  minSize?: number;
  face?: Face;
  /** Title, phase, who is awaited, deadline, scores: held to `HEADLINE_FLOOR`, not `TEXT_FLOOR`. */
  headline?: boolean;
  /** Maximum number of lines; default 1. */
  maxLines?: number;
}

export interface FittedText {
  lines: string[];
  size: number;
  face: Face;
  /** Widest line's width at `size`. */
  width: number;
  /** Height of the lines block (lines × line height). */
  height: number;
  /** True when the text had to be cut with an ellipsis. */
  truncated: boolean;
}

const ELLIPSIS = '…';
/** A line break the caller asked for ("\n"), kept as a word of its own while fitting. */
const BREAK = '\uE000';

/** Splits into words keeping hyphens attached to the word before them ("polsko-|litewska"). */
function words(text: string): string[] {
  return text
    .split(/\s+/)
    .filter((w) => w !== '')
    .flatMap((w) => w.split(/(?<=-)(?=\S)/));
}

function joinWords(a: string, b: string): string {
  return a.endsWith('-') ? a + b : `${a} ${b}`;
}

/** Greedy wrap at `size`; null when some word alone is wider than the box or lines run out. */
function wrap(text: string, width: number, size: number, face: Face, maxLines: number): string[] | null {
  const lines: string[] = [];
  let current = '';
  for (const w of words(text)) {
    if (w === BREAK) {
      if (current !== '') lines.push(current);
      current = '';
      if (lines.length >= maxLines) return null;
      continue;
    }
    const candidate = current === '' ? w : joinWords(current, w);
    if (measureText(candidate, size, face) <= width) {
      current = candidate;
      continue;
    }
    if (current === '' || measureText(w, size, face) > width) return null;
    lines.push(current);
    current = w;
    if (lines.length >= maxLines) return null;
  }
  if (current !== '') lines.push(current);
  return lines.length <= maxLines ? lines : null;
}

/** Cuts `text` to fit `width` at `size`, ending with an ellipsis. */
function truncate(text: string, width: number, size: number, face: Face): string {
  const chars = [...text];
  let lo = 0;
  let hi = chars.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (measureText(chars.slice(0, mid).join('').trimEnd() + ELLIPSIS, size, face) <= width) lo = mid;
    else hi = mid - 1;
  }
  return lo === 0
    ? measureText(ELLIPSIS, size, face) <= width
      ? ELLIPSIS
      : ''
    : chars.slice(0, lo).join('').trimEnd() + ELLIPSIS;
}

function fitted(lines: string[], size: number, face: Face, truncated: boolean): FittedText {
  const width = Math.max(0, ...lines.map((l) => measureText(l, size, face)));
  return { lines, size, face, width, height: lines.length * size * LINE_HEIGHT, truncated };
}

/** Font sizes to try, largest first: 2 px steps above 20 px, 1 px below, always ending at `min`. */
function sizesBetween(max: number, min: number): number[] {
  const out: number[] = [];
  for (let size = max; size > min; size -= size > 20 ? 2 : 1) out.push(size);
  out.push(min);
  return out;
}

/** Greedy wrap that also breaks words too long for a line, with a hyphen. */
function wrapBreakingWords(text: string, width: number, size: number, face: Face, maxLines: number): string[] | null {
  const pieces: string[] = [];
  for (const w of words(text)) {
    let rest = w;
    while (measureText(rest, size, face) > width) {
      const chars = [...rest];
      let n = chars.length - 1;
      while (n > 1 && measureText(`${chars.slice(0, n).join('')}-`, size, face) > width) n--;
      if (n <= 1) return null;
      pieces.push(`${chars.slice(0, n).join('')}-`);
      rest = chars.slice(n).join('');
    }
    pieces.push(rest);
  }
  return wrap(pieces.join(' ').replace(/- /g, '-'), width, size, face, maxLines);
}

/**
 * The first of `faces` in which `text` fits `width` on one line at `size` (the last one when
 * none does): a long label reads in full in a condensed face rather than being cut.
 */
export function fittingFace(text: string, size: number, faces: readonly Face[], width: number): Face {
  return faces.find((f) => measureText(text, size, f) <= width) ?? (faces[faces.length - 1] as Face);
}

/** The smallest size text of this kind may have. */
export function textFloor(headline = false): number {
  return headline ? HEADLINE_FLOOR : TEXT_FLOOR;
}

/**
 * Fitted texts by their inputs: a board lays out the same labels in the same boxes image
 * after image, and fitting re-measures a lot. Results are frozen, so sharing them is safe.
 */
const fitCache = new Map<string, FittedText>();
const FIT_CACHE_LIMIT = 20_000;

export function fitText(text: string, options: FitOptions): FittedText {
  const key = `${options.width}|${options.height}|${options.size}|${options.minSize ?? ''}|${options.face ?? ''}|${options.headline === true ? 1 : 0}|${options.maxLines ?? ''}|${text}`;
  const hit = fitCache.get(key);
  if (hit) return hit;
  const fit = fitUncached(text, options);
  Object.freeze(fit.lines);
  if (fitCache.size >= FIT_CACHE_LIMIT) fitCache.clear();
  fitCache.set(key, Object.freeze(fit));
  return fit;
}

function fitUncached(text: string, options: FitOptions): FittedText {
  const face = options.face ?? 'sans';
  const maxLines = Math.max(1, options.maxLines ?? 1);
  const floor = textFloor(options.headline);
  if (!(options.size >= floor - 1e-6))
    throw new RangeError(`text asked at ${options.size} px, below the ${floor} px floor: "${text}"`);
  // Never larger than one line can be in the box's height, nor smaller than the floor.
  const largest = Math.max(floor, Math.min(options.size, options.height / LINE_HEIGHT));
  const minSize = Math.min(largest, Math.max(floor, options.minSize ?? Math.round(options.size * 0.6)));
  // Lines the caller broke with "\n" stay broken; other white space is one space.
  const clean = drawable(text, face)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join(` ${BREAK} `);
  if (clean === '') return fitted([], largest, face, false);
  const oneLine = !clean.includes(BREAK);
  const sizes = sizesBetween(largest, minSize);
  const linesAt = (size: number): number =>
    Math.min(maxLines, Math.max(1, Math.floor(options.height / (size * LINE_HEIGHT) + 1e-9)));
  // 1. One line, shrinking a little: a slightly smaller label reads better than a wrapped one.
  for (const size of sizes) {
    if (size < largest * 0.85 || !oneLine) break;
    if (measureText(clean, size, face) <= options.width) return fitted([clean], size, face, false);
  }
  // 2. Wrapped at spaces and hyphens, shrinking down to the smallest size.
  for (const size of sizes) {
    if (oneLine && measureText(clean, size, face) <= options.width) return fitted([clean], size, face, false);
    const allowed = linesAt(size);
    if (allowed > 1) {
      const lines = wrap(clean, options.width, size, face, allowed);
      if (lines) return fitted(lines, size, face, false);
    }
  }
  // 3. At the smallest size, long words broken with a hyphen.
  const allowed = linesAt(minSize);
  const broken = wrapBreakingWords(clean, options.width, minSize, face, allowed);
  if (broken) return fitted(broken, minSize, face, false);
  // 4. Last resort: as many whole lines as fit, the last one cut with an ellipsis.
  const size = minSize;
  const lines: string[] = [];
  let rest = words(clean);
  while (lines.length < allowed - 1 && rest.length > 0) {
    let line = '';
    let used = 0;
    for (const w of rest) {
      if (w === BREAK) {
        used++;
        break;
      }
      const candidate = line === '' ? w : joinWords(line, w);
      if (measureText(candidate, size, face) > options.width) break;
      line = candidate;
      used++;
    }
    if (used === 0) break;
    if (line !== '') lines.push(line);
    rest = rest.slice(used);
  }
  rest = rest.filter((w) => w !== BREAK);
  if (rest.length > 0) lines.push(truncate(rest.reduce(joinWords), options.width, size, face));
  return fitted(lines, size, face, true);
}

/**
 * The text without the characters the face cannot draw: chat messages carry emoji (🎲, 🔒)
 * that the board's font has no glyph for, and librsvg would paint an empty box for each.
 */
export function drawable(text: string, face: Face): string {
  const metrics = fontMetrics(face);
  let out = '';
  let dropped = false;
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    if (cp === 0x0a || cp === 0x20 || cp === BREAK.codePointAt(0) || metrics.glyph(cp) !== 0) out += ch;
    else if (/\s/.test(ch)) out += ' ';
    else dropped = true;
  }
  return dropped ? out.replace(/ {2,}/g, ' ').replace(/^ | $/gm, '') : out;
}

/** Where fitted text sits in its box. */
export type Align = 'start' | 'middle' | 'end';

export interface TextBoxOptions extends FitOptions {
  x: number;
  y: number;
  align?: Align;
  valign?: 'top' | 'middle' | 'bottom';
  colour?: string;
  /** Draw a thin outline in this colour behind the text (for text over busy fills). */
  halo?: string;
}

/** Every text box drawn while an audit is active, for tests of overflow. */
export interface TextPlacement {
  text: string;
  box: { x: number; y: number; width: number; height: number };
  fit: FittedText;
}

const audits: TextPlacement[][] = [];

/**
 * Runs `draw` and returns what it produced plus every text box the kit laid out meanwhile.
 * Tests use it to prove that no label overflows its box (see `overflowing`).
 */
export function auditText<T>(draw: () => T): { result: T; placements: TextPlacement[] } {
  const placements: TextPlacement[] = [];
  audits.push(placements);
  try {
    return { result: draw(), placements };
  } finally {
    audits.pop();
  }
}

/**
 * How tall the glyphs of fitted text are: every line's advance but the last, whose ink runs
 * from the capitals' top to the descenders (DejaVu's descent is about 0.24 em).
 */
export function inkHeight(fit: FittedText): number {
  return fit.lines.length === 0 ? 0 : (fit.lines.length - 1) * fit.size * LINE_HEIGHT + fit.size * (CAP_HEIGHT + 0.24);
}

/**
 * Placements whose fitted text is wider than the box or whose glyphs run out of it (should
 * always be empty). A box may be shorter than a line's advance (the leading) at the type floor.
 */
export function overflowing(placements: TextPlacement[]): TextPlacement[] {
  return placements.filter((p) => p.fit.width > p.box.width + 0.01 || inkHeight(p.fit) > p.box.height + 0.01);
}

/**
 * Fitted text as SVG inside the box (x, y, width, height). Lines are centred vertically
 * by cap height, so the block looks centred whatever the letters.
 */
export function textBox(text: string, options: TextBoxOptions): string {
  const fit = fitText(text, options);
  for (const a of audits)
    a.push({ text, box: { x: options.x, y: options.y, width: options.width, height: options.height }, fit });
  if (fit.lines.length === 0) return '';
  const align = options.align ?? 'middle';
  const valign = options.valign ?? 'middle';
  const lineStep = fit.size * LINE_HEIGHT;
  // Visual block: from the first line's cap top to the last baseline.
  const blockHeight = (fit.lines.length - 1) * lineStep + fit.size * CAP_HEIGHT;
  const top =
    valign === 'top'
      ? options.y + (lineStep - fit.size * CAP_HEIGHT) / 2
      : valign === 'bottom'
        ? options.y + options.height - blockHeight - (lineStep - fit.size * CAP_HEIGHT) / 2
        : options.y + (options.height - blockHeight) / 2;
  const firstBaseline = top + fit.size * CAP_HEIGHT;
  const x = align === 'start' ? options.x : align === 'end' ? options.x + options.width : options.x + options.width / 2;
  const paint = { fill: options.colour ?? THEME.ink, halo: options.halo, haloWidth: Math.max(2, fit.size / 6) };
  return fit.lines
    .map((line, i) =>
      textUses(line, x, firstBaseline + i * lineStep, fit.size, fit.face, align, paint, options.headline === true),
    )
    .join('');
}

/**
 * One line at a point, no fitting: for short numbers whose room the caller has measured.
 * Text is drawn from the shipped font's glyph outlines (see font/metrics.ts), never `<text>`.
 */
export function textLine(
  text: string,
  x: number,
  baseline: number,
  options: { size: number; face?: Face; align?: Align; colour?: string; halo?: string; headline?: boolean },
): string {
  const face = options.face ?? 'sans';
  return textUses(
    drawable(text, face),
    x,
    baseline,
    options.size,
    face,
    options.align ?? 'start',
    { fill: options.colour ?? THEME.ink, halo: options.halo, haloWidth: Math.max(2, options.size / 6) },
    options.headline === true,
  );
}

/**
 * One line of text with its baseline at (x, y), shrunk (then cut) to `maxWidth` when given.
 * For short labels next to shapes; use `textBox` when there is a box to fill.
 */
export function label(
  text: string,
  x: number,
  y: number,
  options: {
    size: number;
    face?: Face;
    align?: Align;
    colour?: string;
    maxWidth?: number;
    minSize?: number;
    headline?: boolean;
    halo?: string;
  },
): string {
  const face = options.face ?? 'sans';
  const width = options.maxWidth ?? Number.POSITIVE_INFINITY;
  const fit = fitText(text, {
    width,
    height: options.size * LINE_HEIGHT,
    size: options.size,
    minSize: options.minSize,
    face,
    headline: options.headline,
  });
  const align = options.align ?? 'start';
  if (Number.isFinite(width)) {
    const boxX = align === 'start' ? x : align === 'end' ? x - width : x - width / 2;
    const box = { x: boxX, y: y - options.size * CAP_HEIGHT, width, height: options.size * LINE_HEIGHT };
    for (const a of audits) a.push({ text, box, fit });
  }
  const line = fit.lines[0];
  if (line === undefined) return '';
  return textLine(line, x, y, {
    size: fit.size,
    face,
    align,
    colour: options.colour,
    halo: options.halo,
    headline: options.headline,
  });
}
