/**
 * A move's board painted over the game's previous image. Only the regions where an element was
 * added, removed or changed since that image are rasterised again; the rest keeps its pixels.
 * A move changes a fifth to a third of a board, so an image costs about half of rasterising
 * the whole SVG, and the PNG encode.
 *
 * The pixels are those of the whole SVG rasterised: a region is drawn with every element that
 * may reach it, in paint order, on the same pixel grid (its viewBox starts on a whole pixel);
 * the elements' boxes are conservative (svgBounds.ts), and an element of unknown extent
 * changing means the whole board is drawn again.
 */
import sharp from 'sharp';
import { budgetMiB, LruCache } from './cache.js';
import { blitOver, type OpaqueImage } from './composite.js';
import { useShippedFonts } from './font/fontconfig.js';
import { type LabelPlan, plannedSvg } from './labelSprites.js';
import { type Box, type Drawable, touches } from './svgBounds.js';

/** A board as it was last painted for a game: its SVG, what its elements are and its pixels. */
export interface PaintedBoard {
  svg: string;
  plan: LabelPlan;
  image: OpaqueImage;
}

/** A region repainted: whole pixels, x1 and y1 exclusive. */
export type Region = Box;

/** Changes are gathered on a grid of this many pixels, so that nearby changes share a region. */
const CELL = 16;
/** Each region is one raster (≈ 1 ms of fixed cost); more changes than this are merged. */
const MOST_REGIONS = 6;
/**
 * Past this share of the image, one whole raster is as cheap as the regions (measured on
 * Boże Igrzysko's boards: regions over 60–85 % of the image still cost less than the whole).
 */
const MOST_AREA = 0.85;

/**
 * The previous image of each game being played (by the Table's game id), taken out while a new
 * one is painted over it. 6.4 MB each at 1600×1000: at most RENDER_REPAINT_CACHE_MB (16 MiB by
 * default: the two games that moved last; each kept board costs the bot's memory as much as it
 * saves it time, so a server with many games moving at once may raise it); a game whose image
 * was dropped has its next board drawn whole.
 */
const previous = new LruCache<PaintedBoard>(64, {
  maxBytes: budgetMiB('RENDER_REPAINT_CACHE_MB', 16),
  sizeOf: (p) => p.image.data.length + 2 * p.svg.length,
});

/** The game's previous image, if kept; the caller owns it (and its pixels) until it keeps the next. */
export function takePrevious(table: string, width: number, height: number): PaintedBoard | undefined {
  const p = previous.get(table);
  previous.delete(table);
  return p && p.image.width === width && p.image.height === height ? p : undefined;
}

/** Keeps the game's newest image to paint its next one over. */
export function keepPrevious(table: string, painted: PaintedBoard): void {
  previous.set(table, painted);
}

/** Forgets every kept image (benchmarks, tests). */
export function clearPrevious(): void {
  previous.clear();
}

/** An element's identity: its markup inside its groups. */
function keyOf(svg: string, d: Drawable): string {
  return `${d.scope}\u0000${svg.slice(d.start, d.end)}`;
}

/**
 * The boxes of the elements the two boards do not share in the same order: what `before` drew
 * and `after` does not, and what `after` draws that `before` did not. Matched greedily in paint
 * order; an element that only moved in the order counts as changed (it may now cover another).
 */
export function changedBoxes(
  before: { svg: string; items: readonly Drawable[] },
  after: { svg: string; items: readonly Drawable[] },
): Box[] {
  const at = new Map<string, { indices: number[]; next: number }>();
  before.items.forEach((d, i) => {
    const key = keyOf(before.svg, d);
    const entry = at.get(key);
    if (entry) entry.indices.push(i);
    else at.set(key, { indices: [i], next: 0 });
  });
  const matched = new Uint8Array(before.items.length);
  const boxes: Box[] = [];
  let last = -1;
  for (const d of after.items) {
    const entry = at.get(keyOf(after.svg, d));
    let j = -1;
    if (entry) {
      while (entry.next < entry.indices.length && (entry.indices[entry.next] as number) <= last) entry.next++;
      if (entry.next < entry.indices.length) j = entry.indices[entry.next++] as number;
    }
    if (j < 0) boxes.push(d.box);
    else {
      matched[j] = 1;
      last = j;
    }
  }
  before.items.forEach((d, i) => {
    if (!matched[i]) boxes.push(d.box);
  });
  return boxes;
}

function area(r: Region): number {
  return (r.x1 - r.x0) * (r.y1 - r.y0);
}

function union(a: Region, b: Region): Region {
  return { x0: Math.min(a.x0, b.x0), y0: Math.min(a.y0, b.y0), x1: Math.max(a.x1, b.x1), y1: Math.max(a.y1, b.y1) };
}

function overlap(a: Region, b: Region): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

/** The changed cells of a width × height image, marked on the grid; false when a box has no known extent. */
function markCells(boxes: readonly Box[], cols: number, rows: number): Uint8Array | null {
  const cells = new Uint8Array(cols * rows);
  for (const b of boxes) {
    if (![b.x0, b.y0, b.x1, b.y1].every(Number.isFinite)) return null;
    const cx0 = Math.max(0, Math.floor(b.x0 / CELL));
    const cy0 = Math.max(0, Math.floor(b.y0 / CELL));
    const cx1 = Math.min(cols - 1, Math.floor(b.x1 / CELL));
    const cy1 = Math.min(rows - 1, Math.floor(b.y1 / CELL));
    for (let y = cy0; y <= cy1; y++) cells.fill(1, y * cols + cx0, y * cols + cx1 + 1);
  }
  return cells;
}

/** The bounding rectangles of the connected groups of marked cells, in pixels. */
function cellGroups(cells: Uint8Array, cols: number, rows: number, width: number, height: number): Region[] {
  const out: Region[] = [];
  const stack: number[] = [];
  for (let start = 0; start < cells.length; start++) {
    if (cells[start] !== 1) continue;
    let [x0, y0, x1, y1] = [cols, rows, -1, -1];
    cells[start] = 2;
    stack.push(start);
    while (stack.length > 0) {
      const c = stack.pop() as number;
      const x = c % cols;
      const y = (c - x) / cols;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
      const next = [x > 0 ? c - 1 : -1, x < cols - 1 ? c + 1 : -1, y > 0 ? c - cols : -1, y < rows - 1 ? c + cols : -1];
      for (const n of next) {
        if (n >= 0 && cells[n] === 1) {
          cells[n] = 2;
          stack.push(n);
        }
      }
    }
    out.push({
      x0: x0 * CELL,
      y0: y0 * CELL,
      x1: Math.min(width, (x1 + 1) * CELL),
      y1: Math.min(height, (y1 + 1) * CELL),
    });
  }
  return out;
}

function overlappingPair(regions: readonly Region[]): { i: number; j: number } | null {
  for (let i = 0; i < regions.length; i++) {
    for (let j = i + 1; j < regions.length; j++) {
      if (overlap(regions[i] as Region, regions[j] as Region)) return { i, j };
    }
  }
  return null;
}

/** The two regions whose union adds the least area. */
function cheapestPair(regions: readonly Region[]): { i: number; j: number } {
  let best = { i: 0, j: 1, grows: Number.POSITIVE_INFINITY };
  for (let i = 0; i < regions.length; i++) {
    for (let j = i + 1; j < regions.length; j++) {
      const a = regions[i] as Region;
      const b = regions[j] as Region;
      const grows = area(union(a, b)) - area(a) - area(b);
      if (grows < best.grows) best = { i, j, grows };
    }
  }
  return best;
}

/** Merges overlapping regions, then the pair that grows least, until at most `most` are left. */
function mergeRegions(regions: readonly Region[], most: number): Region[] {
  const out = [...regions];
  for (;;) {
    const pair = overlappingPair(out) ?? (out.length > most ? cheapestPair(out) : null);
    if (!pair) return out;
    out[pair.i] = union(out[pair.i] as Region, out[pair.j] as Region);
    out.splice(pair.j, 1);
  }
}

/**
 * The regions to rasterise again, disjoint, in whole pixels; null when the whole image should be
 * (an element of unknown extent changed, or most of the image did).
 */
export function changedRegions(boxes: readonly Box[], width: number, height: number): Region[] | null {
  const cols = Math.ceil(width / CELL);
  const rows = Math.ceil(height / CELL);
  const cells = markCells(boxes, cols, rows);
  if (!cells) return null;
  const regions = mergeRegions(cellGroups(cells, cols, rows, width, height), MOST_REGIONS);
  const total = regions.reduce((sum, r) => sum + area(r), 0);
  return total > MOST_AREA * width * height ? null : regions;
}

/** The document's root element cropped to the region: the same pixel grid, shifted. */
function cropped(svg: string, r: Region): string {
  const w = r.x1 - r.x0;
  const h = r.y1 - r.y0;
  return svg.replace(
    /^<svg([^>]*?) width="[^"]*" height="[^"]*" viewBox="[^"]*"/,
    `<svg$1 width="${w}" height="${h}" viewBox="${r.x0} ${r.y0} ${w} ${h}"`,
  );
}

/** Rasterises the region of the board with the elements that may reach it, into `image`. */
async function paintRegion(image: OpaqueImage, svg: string, plan: LabelPlan, r: Region): Promise<void> {
  const drawn = plannedSvg(svg, plan, (d) => touches(d, r));
  const { data, info } = await sharp(Buffer.from(cropped(drawn.svg, r)), { density: 72 })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const rowBytes = info.width * 4;
  for (let y = 0; y < info.height; y++) {
    data.copy(image.data, ((r.y0 + y) * image.width + r.x0) * 4, y * rowBytes, (y + 1) * rowBytes);
  }
  for (const b of drawn.blits) blitOver(image, b.rgba, b.width, b.height, b.left, b.top, r);
}

/** Glyph outlines are the same for the same id; anything else in <defs> must be unchanged. */
function sameDefs(a: string, b: string): boolean {
  const defs = (svg: string) => {
    const from = svg.indexOf('<defs>');
    const to = svg.indexOf('</defs>');
    return from < 0 || to < 0 ? '' : svg.slice(from, to).replace(/<path id="g-[A-Za-z]+-\d+" d="[^"]*"\/>/g, '');
  };
  return defs(a) === defs(b);
}

/**
 * `svg` (its labels planned: `planLabels`) painted over `before`, whose pixels change in place
 * (the caller took it with `takePrevious`); null when the whole board should be drawn instead.
 */
export async function repaint(before: PaintedBoard, svg: string, plan: LabelPlan): Promise<PaintedBoard | null> {
  if (!sameDefs(before.svg, svg)) return null;
  useShippedFonts();
  const { image } = before;
  const regions = changedRegions(
    changedBoxes({ svg: before.svg, items: before.plan.items }, { svg, items: plan.items }),
    image.width,
    image.height,
  );
  if (!regions) return null;
  await Promise.all(regions.map((r) => paintRegion(image, svg, plan, r)));
  return { svg, plan, image };
}
