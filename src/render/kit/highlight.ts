/**
 * The standard "changed since the last image" mark: a wide yellow halo with a dark dashed
 * line inside it. Dashed on purpose, so it never reads as a seat colour, and cheap to draw
 * (plain strokes, no blur filters). Draw it after the thing it marks.
 */
import { el, type Point, pointsAttr } from './svg.js';
import { THEME } from './theme.js';

/**
 * The attribute every change mark carries (on its halo stroke), so a test can tell from the
 * SVG alone that an image marks a change: `data-changed="1"`.
 */
export const CHANGED_MARK = 'data-changed';

const HALO_WIDTH = 7;
const DASH_WIDTH = 2;

function strokes(shape: (paint: Record<string, string | number>) => string): string {
  return (
    shape({
      fill: 'none',
      [CHANGED_MARK]: 1,
      stroke: THEME.highlight,
      'stroke-width': HALO_WIDTH,
      'stroke-opacity': 0.9,
      'stroke-linejoin': 'round',
    }) +
    shape({
      fill: 'none',
      stroke: THEME.highlightInk,
      'stroke-width': DASH_WIDTH,
      'stroke-dasharray': '7 5',
      'stroke-linejoin': 'round',
    })
  );
}

/** Marks a rectangle as changed; `pad` grows it so the halo sits just outside the shape. */
export function highlightRect(x: number, y: number, width: number, height: number, pad = 3, radius = 6): string {
  return strokes((paint) =>
    el('rect', { x: x - pad, y: y - pad, width: width + 2 * pad, height: height + 2 * pad, rx: radius, ...paint }),
  );
}

export function highlightCircle(cx: number, cy: number, r: number, pad = 3): string {
  return strokes((paint) => el('circle', { cx, cy, r: r + pad, ...paint }));
}

/** Marks a polygon (a province, a hex) as changed. */
export function highlightPolygon(points: readonly Point[]): string {
  return strokes((paint) => el('polygon', { points: pointsAttr(points), ...paint }));
}

/** A small swatch of the highlight for legends, fitting a w×h box. */
export function highlightSwatch(x: number, y: number, width: number, height: number): string {
  // A legend swatch is no change: drawn without the change attribute.
  return (
    el('rect', { x, y, width, height, rx: 3, fill: THEME.panel }) +
    highlightRect(x, y, width, height, 0, 3).replaceAll(` ${CHANGED_MARK}="1"`, '')
  );
}
