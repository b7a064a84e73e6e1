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
import { LruCache } from './cache.js';
import { useShippedFonts } from './font/fontconfig.js';
import { type LabelSpec, labelSpec } from './font/labels.js';
import { fontMetrics, measureText, textUses } from './font/metrics.js';
import { svgDocument } from './kit/svg.js';
import { encodeRgbaPng } from './png.js';

interface Sprite {
  /** data: URI of the PNG. */
  href: string;
  width: number;
  height: number;
  /** Pixel offset from the image's top-left corner to the label's pen start on the baseline. */
  originX: number;
  originY: number;
}

/** Enough for the labels of dozens of different boards. */
const sprites = new LruCache<Sprite>(8000);

const LABEL_GROUP =
  /<g data-label="(l[0-9a-z]+)" transform="translate\((-?[\d.]+) (-?[\d.]+)\) scale\([\d.e-]+\)"[^>]*>(?:<use [^>]*\/>)*<\/g>/g;

const PAD = 2;

const GLYPH_DEF = /<path id="g-[A-Za-z]+-\d+" d="[^"]*"\/>/g;

function layout(spec: LabelSpec): { width: number; height: number; originX: number; originY: number } {
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
  const body = placed.map((e) =>
    textUses(e.spec.text, e.box.originX, e.top + e.box.originY, e.spec.size, e.spec.face, 'start', {
      fill: e.spec.fill,
      halo: e.spec.halo,
      haloWidth: e.spec.haloWidth,
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
    const png = encodeRgbaPng(rgba, e.box.width, e.box.height);
    sprites.set(e.id, {
      href: `data:image/png;base64,${png.toString('base64')}`,
      width: e.box.width,
      height: e.box.height,
      originX: e.box.originX,
      originY: e.box.originY,
    });
  }
}

/** Labels whose sprites are being rendered, so concurrent images do not render them twice. */
const pending = new Set<string>();
let inFlight: Promise<void> = Promise.resolve();

/**
 * The SVG with every kit label that has a cached image drawn from it; the others stay glyph
 * outlines (same look, slower). New labels are rendered into the cache in the background,
 * so the first image of a board is not delayed by building its sprites; pass
 * `{ wait: true }` to build them first (tests, benchmarks).
 */
export async function withLabelSprites(svg: string, options: { wait?: boolean } = {}): Promise<string> {
  const missing = new Set<string>();
  for (const m of svg.matchAll(LABEL_GROUP)) {
    const id = m[1] ?? '';
    if (!pending.has(id) && !sprites.get(id)) missing.add(id);
  }
  if (missing.size > 0) {
    for (const id of missing) pending.add(id);
    const job = renderSprites([...missing]).finally(() => {
      for (const id of missing) pending.delete(id);
    });
    // A failed background build only costs speed: those labels stay glyph outlines.
    inFlight = Promise.all([inFlight, job.catch(() => undefined)]).then(() => undefined);
  }
  if (options.wait) await inFlight;
  const out = svg.replace(LABEL_GROUP, (whole, id: string, x: string, y: string) => {
    const s = sprites.get(id);
    if (!s) return whole;
    const left = Math.round(Number(x)) - s.originX;
    const top = Math.round(Number(y)) - s.originY;
    return `<image x="${left}" y="${top}" width="${s.width}" height="${s.height}" href="${s.href}"/>`;
  });
  // When every label became an image, the glyph outlines in <defs> are dead weight for the parser.
  return out.includes('href="#g-') ? out : out.replace(GLYPH_DEF, '');
}

/** Resolves when every background sprite build started so far has finished. */
export function labelSpritesSettled(): Promise<void> {
  return inFlight;
}

/** Forgets every label image (benchmarks of a cold start). */
export function clearLabelSprites(): void {
  sprites.clear();
}
