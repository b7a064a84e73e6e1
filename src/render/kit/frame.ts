/** The board's opaque background and plain panels. */
import { measureText } from '../font/metrics.js';
import { el } from './svg.js';
import { textBox } from './text.js';
import { THEME } from './theme.js';

/** Opaque parchment with a dark frame: the image reads the same on dark and light Discord themes. */
export function background(width: number, height: number): string {
  // One full-size fill with a thick stroke as the frame: full-image fills are a large part of the raster cost.
  return el('rect', {
    x: 4,
    y: 4,
    width: width - 8,
    height: height - 8,
    fill: THEME.parchment,
    stroke: THEME.frame,
    'stroke-width': 8,
  });
}

export interface PanelOptions {
  x: number;
  y: number;
  width: number;
  height: number;
  /** A heading drawn in the panel's top strip. */
  title?: string;
  fill?: string;
}

/** Height of a panel's heading strip. */
export const PANEL_HEADING = 30;

/** A rounded box, optionally with a heading; content goes below `y + PANEL_HEADING` when titled. */
export function panel(o: PanelOptions): string {
  const box = el('rect', {
    x: o.x,
    y: o.y,
    width: o.width,
    height: o.height,
    rx: 8,
    fill: o.fill ?? THEME.panel,
    stroke: THEME.border,
    'stroke-width': 1.5,
  });
  if (o.title === undefined) return box;
  return box + panelRule(o) + panelHeading({ ...o, title: o.title });
}

/** The rule under a titled panel's heading strip (a panel whose heading words change draws them apart). */
export function panelRule(o: { x: number; y: number; width: number }): string {
  return el('path', {
    d: `M${o.x + 8} ${o.y + PANEL_HEADING}H${o.x + o.width - 8}`,
    stroke: THEME.border,
    'stroke-width': 1,
  });
}

/** A panel's heading words, as `panel` draws them. */
export function panelHeading(o: { x: number; y: number; width: number; title: string }): string {
  return textBox(o.title, {
    x: o.x + 10,
    y: o.y + 2,
    width: o.width - 20,
    height: PANEL_HEADING - 4,
    size: 17,
    // A long heading reads in full in the narrower face rather than being cut.
    face: measureText(o.title, 17, 'sansBold') <= o.width - 20 ? 'sansBold' : 'condensedBold',
    align: 'start',
    colour: THEME.ink,
  });
}
