/**
 * Text as pre-rendered images. librsvg spends most of a board's time filling glyph outlines
 * (tens of µs per glyph), yet most labels repeat from one image of a game to the next
 * (names, places, track numbers). So before rasterising, each label group of the SVG is
 * swapped for a small PNG of that label, rendered once (all new labels of an image in one
 * sprite sheet) and kept in an LRU. The glyph groups stay valid SVG, so an SVG that skips
 * this step renders the same text.
 *
 * Labels are placed on whole pixels (at most half a pixel from their exact position).
 * New labels are built in the background (see `withLabelSprites`).
 */
import sharp from 'sharp';
import { budgetMiB, LruCache } from './cache.js';
import { useShippedFonts } from './font/fontconfig.js';
import { type LabelSpec, labelSpec, type StampSpec } from './font/labels.js';
import { fontMetrics, measureText, textUses } from './font/metrics.js';
import { svgDocument } from './kit/svg.js';
import { encodeRgbaPng } from './png.js';
import { type Box, type Drawable, drawables, type Hollow, touches } from './svgBounds.js';

interface Sprite {
  /** The label's pixels: width × height × 4 bytes, RGBA, not premultiplied. */
  rgba: Uint8Array;
  width: number;
  height: number;
  /** Pixel offset from the image's top-left corner to the label's pen start on the baseline. */
  originX: number;
  originY: number;
  /**
   * The box of its painted pixels (alpha > 0) from the pen position: what a blit of it can
   * change. Narrower than the sprite, whose padding and halo room are transparent.
   */
  ink: Box;
  /** data: URI of its PNG, made the first time the label is drawn inside an SVG. */
  href?: string;
}

/**
 * Enough for the labels of a dozen different boards (≈ 10 KB of pixels each), within
 * RENDER_SPRITE_CACHE_MB (12 MiB by default) of pixels and PNG data URIs.
 */
const sprites = new LruCache<Sprite>(5000, {
  maxBytes: budgetMiB('RENDER_SPRITE_CACHE_MB', 12),
  sizeOf: (s) => s.rgba.byteLength + (s.href?.length ?? 0) * 2 + 200,
});

function hrefOf(s: Sprite): string {
  s.href ??= `data:image/png;base64,${encodeRgbaPng(s.rgba, s.width, s.height).toString('base64')}`;
  return s.href;
}

/** A label group: glyph `<use>`s, or a stamp's shapes (never a nested group). */
const LABEL_GROUP =
  /<g data-label="(l[0-9a-z]+)" transform="translate\((-?[\d.]+) (-?[\d.]+)\) scale\([\d.e-]+\)"[^>]*>(?:<(?!\/?g[\s>/])[^>]*>)*<\/g>/g;

const PAD = 2;

const GLYPH_DEF = /<path id="g-[A-Za-z]+-\d+" d="[^"]*"\/>/g;

function layout(spec: LabelSpec | StampSpec): { width: number; height: number; originX: number; originY: number } {
  if ('stamp' in spec) {
    const left = Math.floor(spec.box.x0) - PAD;
    const top = Math.floor(spec.box.y0) - PAD;
    return {
      width: Math.ceil(spec.box.x1) + PAD - left,
      height: Math.ceil(spec.box.y1) + PAD - top,
      originX: -left,
      originY: -top,
    };
  }
  const m = fontMetrics(spec.face);
  const halo = spec.halo ? Math.ceil((spec.haloWidth ?? 2) / 2) : 0;
  const edge = PAD + halo;
  const ascent = Math.ceil((m.ascender / m.unitsPerEm) * spec.size);
  const descent = Math.ceil((m.descender / m.unitsPerEm) * spec.size);
  return {
    width: Math.ceil(measureText(spec.text, spec.size, spec.face)) + 2 * edge + 2,
    height: ascent + descent + 2 * edge,
    originX: edge,
    originY: edge + ascent,
  };
}

/** The box of the pixels with alpha > 0, from the pen position (an empty box at the pen if none). */
function inkBox(rgba: Uint8Array, width: number, height: number, originX: number, originY: number): Box {
  let x0 = width;
  let y0 = height;
  let x1 = 0;
  let y1 = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if ((rgba[(y * width + x) * 4 + 3] ?? 0) === 0) continue;
      if (x < x0) x0 = x;
      if (x >= x1) x1 = x + 1;
      if (y < y0) y0 = y;
      if (y >= y1) y1 = y + 1;
    }
  }
  if (x1 <= x0) return { x0: 0, y0: 0, x1: 0, y1: 0 };
  return { x0: x0 - originX, y0: y0 - originY, x1: x1 - originX, y1: y1 - originY };
}

/** Renders the given labels in one sprite sheet and caches each as a PNG. */
async function renderSprites(ids: string[]): Promise<void> {
  const entries = ids.flatMap((id) => {
    const spec = labelSpec(id);
    return spec ? [{ id, spec, box: layout(spec) }] : [];
  });
  if (entries.length === 0) return;
  const sheetWidth = Math.max(...entries.map((e) => e.box.width));
  let top = 0;
  const placed = entries.map((e) => {
    const at = top;
    top += e.box.height;
    return { ...e, top: at };
  });
  const body = placed.map(({ spec, box, top: at }) =>
    'stamp' in spec
      ? `<g transform="translate(${box.originX} ${at + box.originY})">${spec.stamp}</g>`
      : textUses(spec.text, box.originX, at + box.originY, spec.size, spec.face, 'start', {
          fill: spec.fill,
          halo: spec.halo,
          haloWidth: spec.haloWidth,
        }),
  );
  useShippedFonts();
  const { data, info } = await sharp(Buffer.from(svgDocument(sheetWidth, top, body)), { density: 72 })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (const e of placed) {
    const rgba = new Uint8Array(e.box.width * e.box.height * 4);
    for (let y = 0; y < e.box.height; y++) {
      const from = (e.top + y) * info.width * info.channels;
      rgba.set(data.subarray(from, from + e.box.width * 4), y * e.box.width * 4);
    }
    sprites.set(e.id, {
      rgba,
      width: e.box.width,
      height: e.box.height,
      originX: e.box.originX,
      originY: e.box.originY,
      ink: inkBox(rgba, e.box.width, e.box.height, e.box.originX, e.box.originY),
    });
  }
}

/** Labels whose sprites are being rendered, so concurrent images do not render them twice. */
const pending = new Set<string>();
let inFlight: Promise<void> = Promise.resolve();

/** The ids of the SVG's label groups. */
function labelIds(svg: string): string[] {
  return [...svg.matchAll(LABEL_GROUP)].map((m) => m[1] ?? '');
}

/**
 * Starts building the sprites of these labels that have none (in the background); false when
 * every one has its sprite or is being built.
 */
function buildMissing(ids: Iterable<string>): boolean {
  const missing = new Set<string>();
  for (const id of ids) if (!pending.has(id) && !sprites.get(id)) missing.add(id);
  if (missing.size === 0) return false;
  for (const id of missing) pending.add(id);
  const job = renderSprites([...missing]).finally(() => {
    for (const id of missing) pending.delete(id);
  });
  // A failed background build only costs speed: those labels stay glyph outlines.
  inFlight = Promise.all([inFlight, job.catch(() => undefined)]).then(() => undefined);
  return true;
}

function imageOf(s: Sprite, x: string, y: string): string {
  const left = Math.round(Number(x)) - s.originX;
  const top = Math.round(Number(y)) - s.originY;
  return `<image x="${left}" y="${top}" width="${s.width}" height="${s.height}" href="${hrefOf(s)}"/>`;
}

/** When every label became an image, the glyph outlines in <defs> are dead weight for the parser. */
function withoutDeadGlyphs(svg: string): string {
  return svg.includes('href="#g-') ? svg : svg.replace(GLYPH_DEF, '');
}

/**
 * The SVG with every kit label that has a cached image drawn from it; the others stay glyph
 * outlines (same look, slower). New labels are rendered into the cache in the background,
 * so the first image of a board is not delayed by building its sprites; pass
 * `{ wait: true }` to build them first (tests, benchmarks).
 */
export async function withLabelSprites(svg: string, options: { wait?: boolean } = {}): Promise<string> {
  buildMissing(labelIds(svg));
  if (options.wait) await inFlight;
  const out = svg.replace(LABEL_GROUP, (whole, id: string, x: string, y: string) => {
    const s = sprites.get(id);
    return s ? imageOf(s, x, y) : whole;
  });
  return withoutDeadGlyphs(out);
}

/** A label to paint over the rasterised SVG at whole pixel (left, top). */
export interface LabelBlit {
  rgba: Uint8Array;
  width: number;
  height: number;
  left: number;
  top: number;
}

/**
 * The label's extent around its pen position: its sprite's painted pixels when it has one
 * (what a blit or an embedded image of it can change), else the sprite's whole box.
 */
export function labelExtent(id: string): Box | undefined {
  const sprite = sprites.get(id);
  if (sprite) return sprite.ink;
  const spec = labelSpec(id);
  if (!spec) return undefined;
  const b = layout(spec);
  return { x0: -b.originX, y0: -b.originY, x1: b.width - b.originX, y1: b.height - b.originY };
}

/** The whole-pixel offset of a pure translation by whole pixels, else null (rotated, scaled, fractional). */
function wholeTranslation(m: readonly number[]): { x: number; y: number } | null {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = m;
  const near = (p: number, q: number) => Math.abs(p - q) < 1e-9;
  if (!near(a, 1) || !near(b, 0) || !near(c, 0) || !near(d, 1)) return null;
  if (!near(e, Math.round(e)) || !near(f, Math.round(f))) return null;
  return { x: Math.round(e), y: Math.round(f) };
}

/**
 * The drawn elements of a board's SVG (see `drawables`) and which of its labels move out of it:
 * painted over the raster in order (see `blitOver`) rather than drawn by librsvg. Copying a
 * label's pixels costs a few µs, against ≈ 100 µs for librsvg to decode and draw an embedded
 * image. The image is the same: such a label is on top anyway.
 */
export interface LabelPlan {
  items: Drawable[];
  /** Indices into `items` of the labels painted over the raster. */
  moved: ReadonlySet<number>;
}

/** A label moves out only if it has an image and nothing that stays above it overlaps it. */
export async function planLabels(svg: string, options: { wait?: boolean } = {}): Promise<LabelPlan> {
  let items = drawables(svg, labelExtent);
  const building = buildMissing(items.flatMap((item) => (item.label ? [item.label.id] : [])));
  if (options.wait) {
    await inFlight;
    // Labels whose sprites were just built have their inked extent now (narrower than their box).
    if (building) items = drawables(svg, labelExtent);
  }
  // From the top of the paint order down.
  const stays: { box: Box; hollow?: Hollow }[] = [];
  const moved = new Set<number>();
  for (let i = items.length - 1; i >= 0; i--) {
    const item = items[i];
    if (!item) continue;
    const label = item.label;
    const sprite = label ? sprites.get(label.id) : undefined;
    const offset = label ? wholeTranslation(label.parent) : null;
    if (label && sprite && offset && !stays.some((d) => touches(d, item.box))) moved.add(i);
    else stays.push(item);
  }
  return { items, moved };
}

/**
 * What librsvg draws under the plan (labels that stay drawn from their images) and the labels to
 * paint over it. `keep` leaves out the drawables it refuses, and their blits (a region repainted
 * alone draws only what may reach it).
 */
export function plannedSvg(
  svg: string,
  plan: LabelPlan,
  keep: (item: Drawable) => boolean = () => true,
): { svg: string; blits: LabelBlit[] } {
  let out = '';
  let at = 0;
  const blits: LabelBlit[] = [];
  plan.items.forEach((item, i) => {
    const label = item.label;
    const sprite = label ? sprites.get(label.id) : undefined;
    const kept = keep(item);
    if (kept && !sprite) return;
    out += svg.slice(at, item.start);
    at = item.end;
    if (!kept || !label || !sprite) return;
    const offset = plan.moved.has(i) ? wholeTranslation(label.parent) : null;
    if (offset) {
      blits.push({
        rgba: sprite.rgba,
        width: sprite.width,
        height: sprite.height,
        left: Math.round(label.x) - sprite.originX + offset.x,
        top: Math.round(label.y) - sprite.originY + offset.y,
      });
    } else {
      out += imageOf(sprite, String(label.x), String(label.y));
    }
  });
  out += svg.slice(at);
  return { svg: withoutDeadGlyphs(out), blits };
}

/** `planLabels` and `plannedSvg` in one: the SVG to rasterise and the labels to paint over it. */
export async function withLabelBlits(
  svg: string,
  options: { wait?: boolean } = {},
): Promise<{ svg: string; blits: LabelBlit[] }> {
  return plannedSvg(svg, await planLabels(svg, options));
}

/** Resolves when every background sprite build started so far has finished. */
export function labelSpritesSettled(): Promise<void> {
  return inFlight;
}

/** Forgets every label image (benchmarks of a cold start). */
export function clearLabelSprites(): void {
  sprites.clear();
}
