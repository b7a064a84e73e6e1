/**
 * Chocim 1621's pieces as drawn on the board: unit counters with counts, rows of action
 * spots, small tracks with a marker (fortification, approaches, assault room) and the side
 * colours. Shared by the siege map and the player boards.
 */
import { SIDE_TYPES, type Side, type Units, type UnitType } from '../../engines/chocim-1621/data/units.js';
import { t } from '../../i18n/index.js';
import type { Locale } from '../../i18n/types.js';
import { el, highlightRect, label, measureText, TEXT_FLOOR, THEME } from '../kit/index.js';

export const NS = 'chocim-1621';
export const COLOUR: Record<Side, string> = { PLC: '#b3202a', OTT: '#1f6e43' };
/** Light fills of each side's ground. */
export const GROUND: Record<Side, string> = { PLC: '#f6e3df', OTT: '#e1ece1' };
/** Height of one row of a field (a label and its counters). */
export const ROW = 25;

export type Box = { x: number; y: number; width: number; height: number };

export function count(u: Units | undefined, side?: Side): number {
  if (!u) return 0;
  const types = side ? SIDE_TYPES[side] : [...SIDE_TYPES.PLC, ...SIDE_TYPES.OTT];
  return types.reduce((a, ty) => a + u[ty], 0);
}

function sideOfType(type: UnitType): Side {
  return SIDE_TYPES.PLC.includes(type) ? 'PLC' : 'OTT';
}

interface Counter {
  type: UnitType;
  n: number;
  text: string;
  width: number;
}

function counters(locale: Locale, u: Units | undefined): Counter[] {
  if (!u) return [];
  return [...SIDE_TYPES.PLC, ...SIDE_TYPES.OTT]
    .filter((type) => u[type] > 0)
    .map((type) => {
      const text = `${u[type]} ${t(locale, `${NS}.unitShort.${type}`)}`;
      return { type, n: u[type], text, width: Math.ceil(measureText(text, TEXT_FLOOR, 'condensedBold')) + 12 };
    });
}

/** Width the counters of `u` take in one row. */
export function countersWidth(locale: Locale, u: Units | undefined): number {
  return counters(locale, u).reduce((a, c) => a + c.width + 4, 0);
}

/**
 * Unit counters (a piece in the side's colour: count and type) from `x` rightwards, on the
 * row whose top is `y`; at most `maxWidth` wide (the rest as "+n").
 */
export function unitCounters(locale: Locale, u: Units | undefined, x: number, y: number, maxWidth: number): string {
  const out: string[] = [];
  let at = x;
  const list = counters(locale, u);
  // How many counters are drawn: as many as fit, with room left for the "+n" of the rest.
  const plusWidth = (rest: number) => measureText(`+${rest}`, TEXT_FLOOR, 'condensedBold');
  let shown = 0;
  for (let end = x; shown < list.length; shown++) {
    end += (list[shown] as Counter).width;
    if (end > x + maxWidth) break;
    end += 4;
  }
  while (shown > 0 && shown < list.length) {
    const end = x + list.slice(0, shown).reduce((a, c) => a + c.width + 4, 0);
    if (end + plusWidth(list.slice(shown).reduce((a, r) => a + r.n, 0)) <= x + maxWidth) break;
    shown--;
  }
  for (const [i, c] of list.entries()) {
    if (i >= shown) {
      const rest = list.slice(i).reduce((a, r) => a + r.n, 0);
      out.push(label(`+${rest}`, at, y + ROW / 2 + 6, { size: TEXT_FLOOR, face: 'condensedBold' }));
      break;
    }
    const side = sideOfType(c.type);
    out.push(
      el('rect', {
        x: at,
        y: y + 2,
        width: c.width,
        height: ROW - 4,
        rx: 4,
        fill: COLOUR[side],
        stroke: THEME.frame,
        'stroke-width': 1,
      }),
      label(c.text, at + 6, y + ROW / 2 + 6, {
        size: TEXT_FLOOR,
        face: 'condensedBold',
        colour: '#ffffff',
        maxWidth: c.width - 8,
      }),
    );
    at += c.width + 4;
  }
  return out.join('');
}

/**
 * A row of numbered spaces with one marker (a dark disc on the current space): the
 * fortification level, the approaches. `fills` shades spaces (thresholds).
 */
export function miniTrack(
  o: Box & {
    from: number;
    to: number;
    value: number;
    fills?: Record<number, string>;
    changed?: boolean;
    /** Printed in the spaces instead of their numbers. */
    labels?: string[];
  },
): string {
  const n = o.to - o.from + 1;
  const w = o.width / n;
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const v = o.from + i;
    const x = o.x + i * w;
    const current = v === o.value;
    out.push(
      el('rect', {
        x: x + 1,
        y: o.y + 1,
        width: w - 2,
        height: o.height - 2,
        rx: 3,
        fill: current ? THEME.ink : (o.fills?.[v] ?? THEME.panel),
        stroke: THEME.border,
        'stroke-width': 1,
      }),
      label(o.labels?.[i] ?? String(v), x + w / 2, o.y + o.height / 2 + 6, {
        size: TEXT_FLOOR,
        face: o.labels ? 'condensedBold' : 'sansBold',
        maxWidth: w - 4,
        align: 'middle',
        colour: current ? '#ffffff' : THEME.mutedInk,
      }),
    );
    if (current && o.changed) out.push(highlightRect(x + 1, o.y + 1, w - 2, o.height - 2, 1, 3));
  }
  return out.join('');
}

/**
 * Spots of an action with room for `max` units (+ `extra` dotted spots it may gain): a filled
 * piece in the side's colour for each unit there. The row of spots reads as a track whose
 * marker is the last filled spot.
 */
export function spots(o: Box & { side: Side; n: number; max: number; extra?: number }): string {
  const extra = o.extra ?? 0;
  const total = Math.max(o.max + extra, o.n);
  const w = Math.min(22, o.width / Math.max(1, total));
  const size = Math.min(w, o.height) - 4;
  const out: string[] = [];
  for (let i = 0; i < total; i++) {
    const x = o.x + i * w + 2;
    const y = o.y + (o.height - size) / 2;
    const filled = i < o.n;
    out.push(
      el('rect', {
        x,
        y,
        width: size,
        height: size,
        rx: 3,
        fill: filled ? COLOUR[o.side] : THEME.panel,
        stroke: filled ? THEME.frame : THEME.mutedInk,
        'stroke-width': 1,
        ...(i >= o.max ? { 'stroke-dasharray': '3 2' } : {}),
      }),
    );
  }
  return out.join('');
}

/** Width `spots` needs for this many spots. */
export function spotsWidth(total: number): number {
  return 22 * total;
}

/** A field's row: its label at the left in muted ink, what is there drawn by the caller. */
export function rowLabel(
  text: string,
  x: number,
  y: number,
  maxWidth: number,
  colour: string = THEME.mutedInk,
): string {
  return label(text, x, y + ROW / 2 + 6, { size: TEXT_FLOOR, face: 'condensed', maxWidth, colour });
}

/** The width of a row label at the floor, capped. */
export function rowLabelWidth(text: string, cap: number): number {
  return Math.min(cap, Math.ceil(measureText(text, TEXT_FLOOR, 'condensed')) + 6);
}

/** A long track's spaces (morale, supplies), shaded by zone: they never change, so boards draw them once. */
export function valueTrackSpaces(
  o: Box & { from: number; to: number; fills?: (v: number) => string | undefined },
): string {
  const n = o.to - o.from + 1;
  const w = o.width / n;
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const v = o.from + i;
    out.push(
      el('rect', {
        x: o.x + i * w + 0.5,
        y: o.y + 1,
        width: w - 1,
        height: o.height - 2,
        rx: 2,
        fill: o.fills?.(v) ?? THEME.panel,
        stroke: THEME.border,
        'stroke-width': 1,
      }),
    );
  }
  return out.join('');
}

/**
 * What moves on a long track drawn over its `valueTrackSpaces`: every k-th space numbered, and
 * the side's marker, a piece with the value on it, standing on the current space.
 */
export function valueTrack(
  o: Box & {
    from: number;
    to: number;
    value: number;
    side: Side;
    changed?: boolean;
  },
): string {
  const n = o.to - o.from + 1;
  const w = o.width / n;
  const widest = measureText(String(o.to), TEXT_FLOOR, 'condensed') + 4;
  const every = Math.max(1, Math.ceil(widest / w));
  const step = every === 1 ? 1 : every <= 2 ? 2 : every <= 5 ? 5 : 10;
  // The marker is wider than a space when the value has two digits: the numbers it would
  // cover (the neighbours' too) are left out rather than half hidden under it.
  const text = String(o.value);
  const mw = Math.max(w - 2, measureText(text, 18, 'sansBold') + 12);
  const cx = o.x + (o.value - o.from + 0.5) * w;
  const mx = Math.min(Math.max(cx - mw / 2, o.x), o.x + o.width - mw);
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const v = o.from + i;
    const at = o.x + (i + 0.5) * w;
    const half = measureText(String(v), TEXT_FLOOR, 'condensed') / 2 + 2;
    if (v % step !== 0 || (at + half > mx && at - half < mx + mw)) continue;
    out.push(
      label(String(v), at, o.y + o.height / 2 + 6, {
        size: TEXT_FLOOR,
        face: 'condensed',
        align: 'middle',
        colour: THEME.mutedInk,
      }),
    );
  }
  out.push(
    el('rect', {
      x: mx,
      y: o.y - 2,
      width: mw,
      height: o.height + 4,
      rx: 6,
      fill: COLOUR[o.side],
      stroke: THEME.frame,
      'stroke-width': 1.5,
    }),
    label(text, mx + mw / 2, o.y + o.height / 2 + 6.5, {
      size: 18,
      face: 'sansBold',
      align: 'middle',
      colour: '#ffffff',
    }),
  );
  if (o.changed) out.push(highlightRect(mx, o.y - 2, mw, o.height + 4, 2, 6));
  return out.join('');
}
