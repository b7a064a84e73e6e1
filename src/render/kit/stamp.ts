/**
 * A small drawing that repeats from image to image (a die face): drawn around its origin and
 * marked like a label, so the rasteriser paints it from a cached image (see labelSprites.ts)
 * instead of asking librsvg for its shapes each time (≈ 90 µs for a seat's die). Like labels,
 * it lands on whole pixels (at most half a pixel from (x, y)).
 */
import { stampId } from '../font/labels.js';
import { drawables } from '../svgBounds.js';
import { el, num } from './svg.js';

/** `content` (SVG drawn around (0, 0), no text) placed at (x, y). */
export function stamp(content: string, x: number, y: number): string {
  const items = drawables(content, () => undefined);
  let box = { x0: 0, y0: 0, x1: 0, y1: 0 };
  for (const item of items) {
    // Text or anything unbounded stays a plain group: same pixels, drawn by librsvg.
    if (item.label || !Number.isFinite(item.box.x0))
      return el('g', { transform: `translate(${num(x)} ${num(y)})` }, content);
    box = {
      x0: Math.min(box.x0, item.box.x0),
      y0: Math.min(box.y0, item.box.y0),
      x1: Math.max(box.x1, item.box.x1),
      y1: Math.max(box.y1, item.box.y1),
    };
  }
  const id = stampId({ stamp: content, box });
  return `<g data-label="${id}" transform="translate(${num(x)} ${num(y)}) scale(1)">${content}</g>`;
}
