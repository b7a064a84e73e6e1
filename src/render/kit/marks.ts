/**
 * Seat marks and tokens. A token is the seat's mark shape filled with the seat's colour,
 * so seats differ by shape as well as by colour.
 */
import { CAP_HEIGHT, measureText, TEXT_FLOOR } from '../font/metrics.js';
import { el, type Point, pointsAttr } from './svg.js';
import { fitText, textLine } from './text.js';
import { type Mark, type SeatStyle, THEME } from './theme.js';

function regular(cx: number, cy: number, r: number, sides: number, rotation: number): Point[] {
  return Array.from({ length: sides }, (_, i) => {
    const a = rotation + (i * 2 * Math.PI) / sides;
    return { x: cx + r * Math.cos(a), y: cy + r * Math.sin(a) };
  });
}

function star(cx: number, cy: number, r: number): Point[] {
  return Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.5;
    return { x: cx + rr * Math.cos(a), y: cy + rr * Math.sin(a) };
  });
}

function cross(cx: number, cy: number, r: number): Point[] {
  const a = r * 0.38;
  return [
    [-a, -r],
    [a, -r],
    [a, -a],
    [r, -a],
    [r, a],
    [a, a],
    [a, r],
    [-a, r],
    [-a, a],
    [-r, a],
    [-r, -a],
    [-a, -a],
  ].map(([x = 0, y = 0]) => ({ x: cx + x, y: cy + y }));
}

export interface ShapePaint {
  fill: string;
  stroke?: string;
  strokeWidth?: number;
}

/** The outline of `mark` centred on (cx, cy), fitting a circle of radius r. */
export function markShape(mark: Mark, cx: number, cy: number, r: number, paint: ShapePaint): string {
  const common = {
    fill: paint.fill,
    stroke: paint.stroke,
    'stroke-width': paint.strokeWidth,
    'stroke-linejoin': 'round',
  };
  switch (mark) {
    case 'circle':
      return el('circle', { cx, cy, r: r * 0.92, ...common });
    case 'square':
      return el('rect', { x: cx - r * 0.8, y: cy - r * 0.8, width: r * 1.6, height: r * 1.6, rx: r * 0.12, ...common });
    case 'triangle':
      return el('polygon', { points: pointsAttr(regular(cx, cy + r * 0.18, r * 1.1, 3, -Math.PI / 2)), ...common });
    case 'diamond':
      return el('polygon', { points: pointsAttr(regular(cx, cy, r * 1.05, 4, -Math.PI / 2)), ...common });
    case 'star':
      return el('polygon', { points: pointsAttr(star(cx, cy, r * 1.1)), ...common });
    case 'hexagon':
      return el('polygon', { points: pointsAttr(regular(cx, cy, r, 6, 0)), ...common });
    case 'cross':
      return el('polygon', { points: pointsAttr(cross(cx, cy, r * 0.95)), ...common });
    default: {
      const unknown: never = mark;
      throw new Error(`unknown mark ${String(unknown)}`);
    }
  }
}

/** Where to put a number inside a mark so it sits in the shape's visual centre. */
function textCentre(mark: Mark, cy: number, r: number): number {
  return mark === 'triangle' ? cy + r * 0.3 : cy;
}

export interface TokenOptions {
  /** A number or short text drawn inside (a count, a strength). */
  text?: string | number;
}

/** A seat's token: its mark in its colour, dark outline, optional number inside. */
export function token(cx: number, cy: number, r: number, style: SeatStyle, options: TokenOptions = {}): string {
  const shape = markShape(style.mark, cx, cy, r, {
    fill: style.colour,
    stroke: THEME.frame,
    strokeWidth: Math.max(1, r / 8),
  });
  if (options.text === undefined) return shape;
  const text = String(options.text);
  const room = style.mark === 'triangle' || style.mark === 'star' ? r * 0.9 : r * 1.4;
  // A token too small for type at the floor gets its number at the floor anyway, outlined in
  // the token's colour so it still reads as the token's own (it may stand out past the edge).
  const small = r * 1.1 < TEXT_FLOOR;
  const size = Math.max(TEXT_FLOOR, r * 1.1);
  const fit = fitText(text, {
    width: small ? Math.max(room, measureText(text, size, 'sansBold')) : room,
    height: Math.max(r * 1.4, size * 1.2),
    size,
    face: 'sansBold',
  });
  const ty = textCentre(style.mark, cy, r) + (fit.size * CAP_HEIGHT) / 2;
  return (
    shape +
    textLine(fit.lines[0] ?? '', cx, ty, {
      size: fit.size,
      face: 'sansBold',
      align: 'middle',
      colour: style.ink,
      ...(small ? { halo: style.colour } : {}),
    })
  );
}
