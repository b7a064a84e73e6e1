/**
 * Legends: what each colour/mark, fill or symbol means. Entries flow in columns.
 */
import { TEXT_FLOOR } from '../font/metrics.js';
import { highlightSwatch } from './highlight.js';
import { token } from './marks.js';
import { el } from './svg.js';
import { textBox } from './text.js';
import { type SeatStyle, THEME } from './theme.js';

export type LegendEntry =
  | { kind: 'seat'; style: SeatStyle; label: string }
  | { kind: 'fill'; fill: string; label: string }
  /** The standard "changed since the last image" halo. */
  | { kind: 'changed'; label: string }
  /** Any symbol: `draw` gets the swatch centre and radius. */
  | { kind: 'symbol'; draw: (cx: number, cy: number, r: number) => string; label: string };

export interface LegendOptions {
  x: number;
  y: number;
  width: number;
  height: number;
  entries: LegendEntry[];
  /** Default: as many as keep rows at least 22 px tall. */
  columns?: number;
  title?: string;
}

function swatch(e: LegendEntry, cx: number, cy: number, r: number): string {
  switch (e.kind) {
    case 'seat':
      return token(cx, cy, r, e.style);
    case 'fill':
      return el('rect', {
        x: cx - r,
        y: cy - r * 0.75,
        width: 2 * r,
        height: 1.5 * r,
        rx: 3,
        fill: e.fill,
        stroke: THEME.border,
      });
    case 'changed':
      return highlightSwatch(cx - r, cy - r * 0.75, 2 * r, 1.5 * r);
    case 'symbol':
      return e.draw(cx, cy, r);
    default: {
      const unknown: never = e;
      throw new Error(`unknown legend entry ${JSON.stringify(unknown)}`);
    }
  }
}

export function legend(o: LegendOptions): string {
  const parts: string[] = [];
  let top = o.y;
  if (o.title !== undefined) {
    parts.push(
      textBox(o.title, { x: o.x, y: o.y, width: o.width, height: 22, size: 16, face: 'sansBold', align: 'start' }),
    );
    top += 24;
  }
  const n = o.entries.length;
  if (n === 0) return parts.join('');
  const h = o.y + o.height - top;
  const maxRows = Math.max(1, Math.floor(h / 22));
  const columns = Math.max(1, o.columns ?? Math.ceil(n / maxRows));
  const rows = Math.ceil(n / columns);
  const colW = o.width / columns;
  const rowH = Math.min(36, h / rows);
  const r = Math.min(11, rowH * 0.38);
  o.entries.forEach((e, i) => {
    const col = Math.floor(i / rows);
    const row = i % rows;
    const x = o.x + col * colW;
    const y = top + row * rowH;
    parts.push(
      swatch(e, x + r + 2, y + rowH / 2, r),
      textBox(e.label, {
        x: x + 2 * r + 10,
        y,
        width: colW - 2 * r - 16,
        height: rowH,
        size: Math.max(TEXT_FLOOR, Math.min(15, rowH * 0.6)),
        maxLines: 2,
        align: 'start',
      }),
    );
  });
  return parts.join('');
}
