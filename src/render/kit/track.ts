/**
 * Tracks: a row (or several rows) of numbered spaces with seat markers, stacked when
 * several seats share a space. Score tracks, round tracks, Sejm/threat tracks.
 */

import { measureText, TEXT_FLOOR } from '../font/metrics.js';
import { highlightRect } from './highlight.js';
import { token } from './marks.js';
import { el } from './svg.js';
import { label, textBox } from './text.js';
import { type SeatStyle, THEME } from './theme.js';

export interface TrackSpace {
  /** Printed in the space's corner; default its number (`first` + index). */
  label?: string;
  /** Background of the space (e.g. a threshold zone). */
  fill?: string;
}

export interface TrackMarker {
  /** Index into the track's spaces (0-based). */
  space: number;
  style: SeatStyle;
  /** Optional text inside the marker. */
  text?: string | number;
}

export interface TrackOptions {
  x: number;
  y: number;
  width: number;
  height: number;
  /** The spaces, or their count (numbered from `first`). */
  spaces: number | TrackSpace[];
  /** Number printed on the first space when spaces are counted; default 0. */
  first?: number;
  /** Spaces per row; default all in one row. */
  columns?: number;
  /** Rows alternate direction, like a path on a printed board (boustrophedon). */
  snake?: boolean;
  markers?: TrackMarker[];
  /** Spaces to mark as changed since the last image. */
  changed?: number[];
  /** Title drawn above the first row, inside the box. */
  title?: string;
  /**
   * Draw one layer only: `spaces` (title, cells and numbers: a board's static layer) or
   * `markers` (markers and change marks, painted over those spaces). Split this way, every
   * space is numbered as if no marker stood on it.
   */
  layer?: 'spaces' | 'markers';
}

/** Top-left of each space, for renderers that draw more on a track. */
export function trackCells(o: TrackOptions): { x: number; y: number; width: number; height: number }[] {
  const count = typeof o.spaces === 'number' ? o.spaces : o.spaces.length;
  const columns = Math.max(1, Math.min(count, o.columns ?? count));
  const rows = Math.ceil(count / columns);
  const titleH = o.title === undefined ? 0 : 24;
  const w = o.width / columns;
  const h = (o.height - titleH) / rows;
  return Array.from({ length: count }, (_, i) => {
    const row = Math.floor(i / columns);
    const inRow = i % columns;
    const col = o.snake && row % 2 === 1 ? columns - 1 - inRow : inRow;
    return { x: o.x + col * w, y: o.y + titleH + row * h, width: w, height: h };
  });
}

/** Grid (columns × rows) for n markers in an area, keeping markers as large as possible. */
function grid(n: number, areaW: number, areaH: number): { cols: number; rows: number; r: number } {
  let cols = 1;
  let rows = 1;
  while (cols * rows < n) {
    if (areaW / (cols + 1) >= areaH / (rows + 1)) cols++;
    else rows++;
  }
  return { cols, rows, r: Math.max(3, Math.min(areaW / cols, areaH / rows) / 2 - 1.5) };
}

/**
 * How markers share a space: a grid of slots. Markers keep the size they would have four to
 * a space, so a lone marker does not look more important than stacked ones.
 */
function markerSlots(
  cell: { x: number; y: number; width: number; height: number },
  n: number,
  label: { height: number; width: number },
) {
  const areaW = cell.width - label.width - 4;
  const areaH = cell.height - label.height - 4;
  const { cols, rows, r: rN } = grid(n, areaW, areaH);
  // The size cap of four to a space is taken over the space's width, beside a number or not.
  const r = Math.min(rN, grid(Math.max(n, 4), cell.width - 4, areaH).r * 1.25);
  const slots: { cx: number; cy: number }[] = [];
  for (let i = 0; i < cols * rows; i++) {
    slots.push({
      cx: cell.x + label.width + 2 + (areaW / cols) * ((i % cols) + 0.5),
      cy: cell.y + label.height + 2 + (areaH / rows) * (Math.floor(i / cols) + 0.5),
    });
  }
  return { r, slots };
}

/** Smallest marker radius worth drawing beside a space's number rather than over it. */
const MIN_BESIDE_R = 6;

export function track(o: TrackOptions): string {
  const cells = trackCells(o);
  const spaces = typeof o.spaces === 'number' ? [] : o.spaces;
  const first = o.first ?? 0;
  const parts: string[] = [];
  const spacesLayer = o.layer !== 'markers';
  const markersLayer = o.layer !== 'spaces';
  if (o.title !== undefined && spacesLayer) {
    parts.push(
      textBox(o.title, { x: o.x, y: o.y, width: o.width, height: 22, size: 16, face: 'sansBold', align: 'start' }),
    );
  }
  const labelSize = Math.max(TEXT_FLOOR, Math.min(18, (cells[0]?.height ?? 20) * 0.3));
  const labelH = labelSize + 3;
  const labels = cells.map((_, i) => spaces[i]?.label ?? String(first + i));
  // Numbers at the floor do not fit narrow spaces: then every k-th space is numbered (and
  // the spaces with a marker), each number having the room of k spaces.
  const cellW = Math.min(...cells.map((c) => c.width));
  const widest = Math.max(0, ...labels.map((l) => measureText(l, labelSize)));
  const every = Math.max(1, Math.ceil((widest + 6) / Math.max(1, cellW)));
  const marked = new Set(o.layer === undefined ? (o.markers ?? []).map((m) => m.space) : []);
  /** How far from the space's left edge its number reaches (0 when the space is not numbered). */
  const numberWidth = (i: number): number => {
    const cell = cells[i];
    if (!cell || !numbered(i)) return 0;
    return Math.min(cell.width, (every === 1 ? 4 : 2) + measureText(labels[i] ?? '', labelSize) + 2);
  };
  function numbered(i: number): boolean {
    const nearMarked = [...marked].some((j) => j !== i && Math.abs(j - i) < every);
    return every === 1 || marked.has(i) || (i % every === 0 && !nearMarked);
  }
  if (spacesLayer) drawSpaces();
  if (markersLayer) drawMarkers();
  return parts.join('');

  function drawSpaces(): void {
    cells.forEach((cell, i) => {
      const space = spaces[i];
      parts.push(
        el('rect', {
          x: cell.x + 1,
          y: cell.y + 1,
          width: cell.width - 2,
          height: cell.height - 2,
          rx: 3,
          fill: space?.fill ?? THEME.panel,
          stroke: THEME.border,
          'stroke-width': 1,
        }),
      );
    });
    cells.forEach((cell, i) => {
      if (!numbered(i)) return;
      const room = every === 1 ? cell.width - 8 : Math.max(cell.width - 4, measureText(labels[i] ?? '', labelSize) + 2);
      parts.push(
        label(labels[i] ?? '', cell.x + (every === 1 ? 4 : 2), cell.y + labelSize + 1, {
          size: labelSize,
          colour: THEME.mutedInk,
          maxWidth: room,
          ...(every === 1 ? {} : { halo: THEME.panel }),
        }),
      );
    });
  }

  function drawMarkers(): void {
    const bySpace = new Map<number, TrackMarker[]>();
    for (const m of o.markers ?? []) {
      const list = bySpace.get(m.space) ?? [];
      list.push(m);
      bySpace.set(m.space, list);
    }
    for (const [space, markers] of bySpace) {
      const cell = cells[space];
      if (!cell) continue;
      const maxSlots = 6;
      const shown = markers.length > maxSlots ? markers.slice(0, maxSlots - 1) : markers;
      const n = Math.min(markers.length, maxSlots);
      // Below the space's number when the space is tall enough; else beside it (right of the
      // number as drawn); only a space too narrow for that too has its markers over the number.
      const beside = markerSlots(cell, n, { height: 0, width: numberWidth(space) });
      const { r, slots } =
        cell.height - labelH >= 18
          ? markerSlots(cell, n, { height: labelH, width: 0 })
          : beside.r >= MIN_BESIDE_R
            ? beside
            : markerSlots(cell, n, { height: 0, width: 0 });
      shown.forEach((m, i) => {
        const s = slots[i];
        if (s) parts.push(token(s.cx, s.cy, r, m.style, m.text === undefined ? {} : { text: m.text }));
      });
      const more = slots[maxSlots - 1];
      if (markers.length > maxSlots && more) {
        parts.push(
          textBox(`+${markers.length - shown.length}`, {
            x: more.cx - r,
            y: more.cy - r,
            width: 2 * r,
            height: 2 * r,
            size: Math.max(TEXT_FLOOR, r * 1.2),
            face: 'sansBold',
          }),
        );
      }
    }
    for (const i of o.changed ?? []) {
      const cell = cells[i];
      if (cell) parts.push(highlightRect(cell.x + 1, cell.y + 1, cell.width - 2, cell.height - 2, 1, 4));
    }
  }
}
