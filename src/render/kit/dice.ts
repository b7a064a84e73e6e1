/**
 * Dice faces: d6 with pips (or a number past 6, e.g. an army's strength) and d10 with a
 * number. A die may carry a seat's colour and mark, so dice of different seats differ
 * by shape as well as colour.
 */
import { CAP_HEIGHT, TEXT_FLOOR } from '../font/metrics.js';
import { highlightRect } from './highlight.js';
import { markShape } from './marks.js';
import { stamp } from './stamp.js';
import { el, num, type Point, pointsAttr } from './svg.js';
import { fitText, textLine } from './text.js';
import { inkOn, type SeatStyle, THEME } from './theme.js';

export interface DieOptions {
  /** Fill colour; default white. */
  fill?: string;
  /** A seat's style: fills the die with its colour and puts its mark in a corner. */
  seat?: SeatStyle;
  changed?: boolean;
}

const PIPS: Record<number, [number, number][]> = {
  1: [[0, 0]],
  2: [
    [-1, -1],
    [1, 1],
  ],
  3: [
    [-1, -1],
    [0, 0],
    [1, 1],
  ],
  4: [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ],
  5: [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ],
  6: [
    [-1, -1],
    [1, -1],
    [-1, 0],
    [1, 0],
    [-1, 1],
    [1, 1],
  ],
};

function centredNumber(text: string, cx: number, cy: number, room: number, size: number, colour: string): string {
  const fit = fitText(text, { width: room, height: room, size: Math.max(TEXT_FLOOR, size), face: 'sansBold' });
  return textLine(fit.lines[0] ?? '', cx, cy + (fit.size * CAP_HEIGHT) / 2, {
    size: fit.size,
    face: 'sansBold',
    align: 'middle',
    colour,
  });
}

/** A six-sided die showing `value` (pips for 1–6, the number otherwise), centred on (cx, cy). */
export function d6(cx: number, cy: number, size: number, value: number, o: DieOptions = {}): string {
  // A pip face is the same picture wherever it lies: a stamp, painted from a cached image.
  if (Number.isInteger(value) && PIPS[value]) return stamp(d6Face(0, 0, size, value, o), cx, cy);
  return d6Face(cx, cy, size, value, o);
}

function d6Face(cx: number, cy: number, size: number, value: number, o: DieOptions): string {
  const fill = o.seat?.colour ?? o.fill ?? THEME.dieFace;
  const ink = inkOn(fill);
  const half = size / 2;
  const parts = [
    el('rect', {
      x: cx - half,
      y: cy - half,
      width: size,
      height: size,
      rx: size * 0.18,
      fill,
      stroke: THEME.frame,
      'stroke-width': Math.max(1, size / 20),
    }),
  ];
  const pips = Number.isInteger(value) ? PIPS[value] : undefined;
  if (pips) {
    const step = size * 0.27;
    const pr = size * 0.09;
    for (const [dx, dy] of pips) parts.push(el('circle', { cx: cx + dx * step, cy: cy + dy * step, r: pr, fill: ink }));
  } else {
    parts.push(centredNumber(String(value), cx, cy, size * 0.8, size * 0.55, ink));
  }
  if (o.changed) parts.push(highlightRect(cx - half, cy - half, size, size, 3, size * 0.2));
  if (o.seat) {
    // The seat's mark as a badge on the top-left corner, clear of the pips: dice of different
    // seats differ by shape, not only by colour.
    parts.push(
      markShape(o.seat.mark, cx - half, cy - half, size * 0.17, {
        fill: o.seat.colour,
        stroke: THEME.frame,
        strokeWidth: Math.max(1, size / 30),
      }),
    );
  }
  return parts.join('');
}

/** A ten-sided die (kite-shaped face) showing `value`, centred on (cx, cy). */
export function d10(cx: number, cy: number, size: number, value: number, o: DieOptions = {}): string {
  const fill = o.seat?.colour ?? o.fill ?? THEME.dieFace;
  const ink = inkOn(fill);
  const h = size / 2;
  const kite: Point[] = [
    { x: cx, y: cy - h },
    { x: cx + h * 0.92, y: cy - h * 0.12 },
    { x: cx, y: cy + h },
    { x: cx - h * 0.92, y: cy - h * 0.12 },
  ];
  const parts = [
    el('polygon', {
      points: pointsAttr(kite),
      fill,
      stroke: THEME.frame,
      'stroke-width': Math.max(1, size / 20),
      'stroke-linejoin': 'round',
    }),
    // The facet lines of a real d10, faint, so it reads as a die rather than a diamond.
    el('path', {
      d: `M${num(cx - h * 0.92)} ${num(cy - h * 0.12)}L${num(cx)} ${num(cy + h * 0.28)}L${num(cx + h * 0.92)} ${num(cy - h * 0.12)}`,
      stroke: ink,
      'stroke-opacity': 0.35,
      fill: 'none',
      'stroke-width': Math.max(1, size / 40),
    }),
    centredNumber(String(value), cx, cy - h * 0.1, size * 0.5, size * 0.34, ink),
  ];
  if (o.seat) parts.push(markShape(o.seat.mark, cx, cy + h * 0.62, size * 0.07, { fill: ink }));
  if (o.changed) parts.push(highlightRect(cx - h, cy - h, size, size, 2, size * 0.2));
  return parts.join('');
}
