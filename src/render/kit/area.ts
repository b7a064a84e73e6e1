/**
 * Areas: provinces, Sejm fields, conflict zones — a shape with a name, tokens with counts,
 * and an optional note (e.g. a value or a threat level).
 */
import { measureText, TEXT_FLOOR } from '../font/metrics.js';
import { highlightPolygon, highlightRect } from './highlight.js';
import { token } from './marks.js';
import { el, type Point, pointsAttr } from './svg.js';
import { fittingFace, textBox } from './text.js';
import { type SeatStyle, THEME } from './theme.js';

export type AreaShape =
  | { kind: 'rect'; x: number; y: number; width: number; height: number }
  | { kind: 'polygon'; points: Point[] };

export interface AreaTokens {
  style: SeatStyle;
  /** How many; shown inside the token when more than one (or always, with `showCount`). */
  count: number;
}

export interface AreaOptions {
  shape: AreaShape;
  name: string;
  fill?: string;
  /** Seat tokens in the area, one token per seat with its count. */
  tokens?: AreaTokens[];
  /** A short line under the name (value, bonus, owner). */
  note?: string;
  /** Always print the count, even 1. */
  showCount?: boolean;
  /** Box for the name and tokens; default the shape's bounding box inset by 6 px. */
  content?: { x: number; y: number; width: number; height: number };
  /** Mark the whole area as changed since the last image. */
  changed?: boolean;
  /** Border colour and width (e.g. the owner's colour). */
  stroke?: string;
  strokeWidth?: number;
}

function bounds(shape: AreaShape): { x: number; y: number; width: number; height: number } {
  if (shape.kind === 'rect') return shape;
  const xs = shape.points.map((p) => p.x);
  const ys = shape.points.map((p) => p.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

export function area(o: AreaOptions): string {
  const paint = {
    fill: o.fill ?? THEME.panel,
    stroke: o.stroke ?? THEME.border,
    'stroke-width': o.strokeWidth ?? 2,
    'stroke-linejoin': 'round',
  };
  const parts: string[] = [
    o.shape.kind === 'rect'
      ? el('rect', { x: o.shape.x, y: o.shape.y, width: o.shape.width, height: o.shape.height, rx: 8, ...paint })
      : el('polygon', { points: pointsAttr(o.shape.points), ...paint }),
  ];
  const b = bounds(o.shape);
  const box = o.content ?? { x: b.x + 6, y: b.y + 6, width: b.width - 12, height: b.height - 12 };
  const tokens = (o.tokens ?? []).filter((t) => t.count > 0);
  const nameH = Math.min(44, box.height * (tokens.length > 0 ? 0.38 : o.note ? 0.6 : 1));
  parts.push(
    textBox(o.name, {
      x: box.x,
      y: box.y,
      width: box.width,
      height: nameH,
      size: Math.max(TEXT_FLOOR, Math.min(18, nameH * 0.8)),
      maxLines: 2,
      face: 'sansBold',
    }),
  );
  let y = box.y + nameH;
  if (o.note !== undefined) {
    // A line at the type floor needs about 17 px.
    const oneLineH = Math.max(17, Math.min(22, box.height * 0.2));
    // A note too long for one line, even condensed, takes a second line when the area is tall.
    const noteFace = fittingFace(o.note, TEXT_FLOOR, ['sans', 'condensed'], box.width);
    const twoLines = measureText(o.note, TEXT_FLOOR, noteFace) > box.width && box.height >= 120;
    const noteH = twoLines ? 40 : oneLineH;
    parts.push(
      textBox(o.note, {
        x: box.x,
        y,
        width: box.width,
        height: noteH,
        size: Math.max(TEXT_FLOOR, Math.min(14, oneLineH * 0.85)),
        maxLines: twoLines ? 2 : 1,
        face: noteFace,
        colour: THEME.mutedInk,
      }),
    );
    y += noteH;
  }
  if (tokens.length > 0) {
    const rowH = box.y + box.height - y;
    const r = Math.max(5, Math.min(rowH / 2 - 2, box.width / tokens.length / 2 - 3, 18));
    const perRow = Math.max(1, Math.floor(box.width / (2 * r + 6)));
    const rows = Math.ceil(tokens.length / perRow);
    const rr = Math.max(4, Math.min(r, rowH / rows / 2 - 2));
    tokens.forEach((tk, i) => {
      const row = Math.floor(i / perRow);
      const inRow = Math.min(perRow, tokens.length - row * perRow);
      const col = i % perRow;
      const step = 2 * rr + 6;
      const cx = box.x + box.width / 2 + (col - (inRow - 1) / 2) * step;
      const cy = y + (rowH / rows) * (row + 0.5);
      const show = o.showCount === true || tk.count > 1;
      parts.push(token(cx, cy, rr, tk.style, show ? { text: tk.count } : {}));
    });
  }
  if (o.changed) {
    parts.push(
      o.shape.kind === 'rect'
        ? highlightRect(o.shape.x, o.shape.y, o.shape.width, o.shape.height, 3, 10)
        : highlightPolygon(o.shape.points),
    );
  }
  return parts.join('');
}
