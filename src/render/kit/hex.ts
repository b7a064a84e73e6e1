/**
 * Hex grids in axial coordinates (q, r), pointy- or flat-topped, with labels and thick
 * borders between regions (provinces) — see redblobgames.com/grids/hexagons for the maths.
 */
import { TEXT_FLOOR } from '../font/metrics.js';
import { highlightPolygon } from './highlight.js';
import { el, type Point, pointsAttr } from './svg.js';
import { textBox } from './text.js';
import { THEME } from './theme.js';

export type HexOrientation = 'pointy' | 'flat';

export interface HexLayout {
  orientation: HexOrientation;
  /** Centre-to-corner distance in px. */
  size: number;
  /** Pixel position of hex (0, 0)'s centre. */
  origin: Point;
}

export interface Axial {
  q: number;
  r: number;
}

/** The six axial neighbour offsets, in the same order as `hexEdge` sides. */
export const HEX_DIRECTIONS: readonly Axial[] = [
  { q: 1, r: 0 },
  { q: 1, r: -1 },
  { q: 0, r: -1 },
  { q: -1, r: 0 },
  { q: -1, r: 1 },
  { q: 0, r: 1 },
];

export function hexCentre(layout: HexLayout, h: Axial): Point {
  const s = layout.size;
  if (layout.orientation === 'pointy') {
    return {
      x: layout.origin.x + s * Math.sqrt(3) * (h.q + h.r / 2),
      y: layout.origin.y + s * 1.5 * h.r,
    };
  }
  return {
    x: layout.origin.x + s * 1.5 * h.q,
    y: layout.origin.y + s * Math.sqrt(3) * (h.r + h.q / 2),
  };
}

export function hexCorners(layout: HexLayout, h: Axial, inset = 0): Point[] {
  const c = hexCentre(layout, h);
  const start = layout.orientation === 'pointy' ? -30 : 0;
  const s = layout.size - inset;
  return Array.from({ length: 6 }, (_, i) => {
    const a = ((start + 60 * i) * Math.PI) / 180;
    return { x: c.x + s * Math.cos(a), y: c.y + s * Math.sin(a) };
  });
}

/** The two corners of the side of `h` facing its neighbour in direction `d` (index into HEX_DIRECTIONS). */
export function hexEdge(layout: HexLayout, h: Axial, d: number): [Point, Point] {
  const dir = HEX_DIRECTIONS[((d % 6) + 6) % 6] ?? { q: 1, r: 0 };
  const a = hexCentre(layout, h);
  const b = hexCentre(layout, { q: h.q + dir.q, r: h.r + dir.r });
  const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  const byDistance = hexCorners(layout, h)
    .map((p) => ({ p, d: Math.hypot(p.x - mid.x, p.y - mid.y) }))
    .sort((u, v) => u.d - v.d);
  const [p1, p2] = [byDistance[0]?.p ?? a, byDistance[1]?.p ?? a];
  return [p1, p2];
}

export interface HexCell extends Axial {
  fill?: string;
  /** Big label in the upper part (e.g. a province number). */
  label?: string;
  /** Small label in the lower part (e.g. terrain). */
  sublabel?: string;
  /** Cells with the same region get thin inner lines; different regions get a thick border. */
  region?: string;
  /** SVG drawn centred on the hex (a die, a token); build it at (0, 0), the grid moves it. */
  content?: string;
  changed?: boolean;
}

export interface HexGridOptions extends HexLayout {
  cells: HexCell[];
  /** Colour and width of region borders; default dark, 4 px. */
  regionBorder?: { colour: string; width: number };
}

/** Bounding box of a set of hexes, for sizing and centring a map. */
export function hexBounds(
  layout: HexLayout,
  cells: readonly Axial[],
): { x: number; y: number; width: number; height: number } {
  const pts = cells.flatMap((c) => hexCorners(layout, c));
  if (pts.length === 0) return { x: layout.origin.x, y: layout.origin.y, width: 0, height: 0 };
  const xs = pts.map((p) => p.x);
  const ys = pts.map((p) => p.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

/**
 * A layout whose cells fit the box (x, y, width, height), centred: use it when the map's
 * extent is known only at render time (a random map).
 */
export function fitHexLayout(
  orientation: HexOrientation,
  cells: readonly Axial[],
  box: { x: number; y: number; width: number; height: number },
): HexLayout {
  const unit: HexLayout = { orientation, size: 1, origin: { x: 0, y: 0 } };
  const b = hexBounds(unit, cells);
  const size = Math.min(box.width / Math.max(b.width, 1e-9), box.height / Math.max(b.height, 1e-9));
  return {
    orientation,
    size,
    origin: {
      x: box.x + (box.width - b.width * size) / 2 - b.x * size,
      y: box.y + (box.height - b.height * size) / 2 - b.y * size,
    },
  };
}

const key = (h: Axial): string => `${h.q},${h.r}`;

export function hexGrid(o: HexGridOptions): string {
  const layout: HexLayout = { orientation: o.orientation, size: o.size, origin: o.origin };
  const byKey = new Map(o.cells.map((c) => [key(c), c]));
  const fills: string[] = [];
  const texts: string[] = [];
  const borders: string[] = [];
  const marks: string[] = [];
  const border = o.regionBorder ?? { colour: THEME.frame, width: 4 };
  for (const cell of o.cells) {
    const corners = hexCorners(layout, cell);
    const c = hexCentre(layout, cell);
    fills.push(
      el('polygon', {
        points: pointsAttr(corners),
        fill: cell.fill ?? THEME.panel,
        stroke: THEME.border,
        'stroke-width': 1,
        'stroke-opacity': 0.6,
      }),
    );
    const s = o.size;
    // Label boxes stay inside the hex: a pointy hex narrows above and below half its size.
    const w = s * 1.15;
    // Type never goes below the floor: a hex too small for a line at the floor shows no
    // label (a sublabel needs a hex of about 50 px, a label about 42 px).
    const roomFor = (h: number) => h >= TEXT_FLOOR * 0.97;
    if (cell.label !== undefined && roomFor(s * 0.38)) {
      texts.push(
        textBox(cell.label, {
          x: c.x - w / 2,
          y: c.y - s * 0.7,
          width: w,
          height: s * 0.38,
          size: Math.max(TEXT_FLOOR, s * 0.34),
          face: 'sansBold',
          halo: cell.fill ?? THEME.panel,
        }),
      );
    }
    if (cell.sublabel !== undefined && roomFor(s * 0.32)) {
      texts.push(
        textBox(cell.sublabel, {
          x: c.x - w / 2,
          y: c.y + s * 0.34,
          width: w,
          height: s * 0.32,
          size: Math.max(TEXT_FLOOR, s * 0.24),
          colour: THEME.ink,
          halo: cell.fill ?? THEME.panel,
        }),
      );
    }
    if (cell.content !== undefined) texts.push(el('g', { transform: `translate(${c.x} ${c.y})` }, cell.content));
    if (cell.region !== undefined) {
      HEX_DIRECTIONS.forEach((d, i) => {
        const n = byKey.get(key({ q: cell.q + d.q, r: cell.r + d.r }));
        if (n && n.region === cell.region) return;
        // Each shared side is drawn once: by the cell with the smaller key, or by the only cell.
        if (n && key(n) < key(cell)) return;
        const [a, b] = hexEdge(layout, cell, i);
        borders.push(`M${a.x.toFixed(2)} ${a.y.toFixed(2)}L${b.x.toFixed(2)} ${b.y.toFixed(2)}`);
      });
    }
    if (cell.changed) marks.push(highlightPolygon(hexCorners(layout, cell, 3)));
  }
  const borderPath =
    borders.length > 0
      ? el('path', {
          d: borders.join(''),
          stroke: border.colour,
          'stroke-width': border.width,
          'stroke-linecap': 'round',
          fill: 'none',
        })
      : '';
  return fills.join('') + borderPath + texts.join('') + marks.join('');
}
