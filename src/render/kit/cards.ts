/**
 * Cards: face up (title, text, corner value, accent strip), face down (a back with an
 * optional label, e.g. the owner), and fanned hands.
 */
import type { Face } from '../font/fonts.js';
import { TEXT_FLOOR } from '../font/metrics.js';
import { highlightRect } from './highlight.js';
import { el, group } from './svg.js';
import { fitText, textBox } from './text.js';
import { inkOn, THEME } from './theme.js';

export interface CardFace {
  faceUp: true;
  title: string;
  /** Body text; wrapped and shrunk to fit. */
  text?: string;
  /** Corner value (strength, cost, number). */
  value?: string | number;
  /** Colour of the title strip (a suit, a faction). */
  accent?: string;
  changed?: boolean;
  /** Face of the body text; default `sans` (`condensed` fits more words on a narrow card). */
  textFace?: Face;
  /** Pixels kept free under the body text, for pieces the caller draws there (e.g. bids). */
  footer?: number;
}

export interface CardBack {
  faceUp: false;
  /** Printed on the back (e.g. the owner's name or the deck). */
  label?: string;
  /** Colour of the back; default deep red. */
  colour?: string;
  changed?: boolean;
}

export type Card = CardFace | CardBack;

export interface CardBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

function front(c: CardFace, b: CardBox): string {
  const accent = c.accent ?? THEME.panelAlt;
  const pad = Math.max(3, b.width * 0.06);
  const valueW = c.value === undefined ? 0 : Math.min(b.width * 0.25, 30);
  // The title strip grows (up to 45% of the card) to hold a long title on up to three lines.
  const titleBox = {
    x: b.x + pad,
    y: b.y + 4,
    width: b.width - 2 * pad - valueW,
    height: b.height * 0.45 - 6,
    size: Math.max(TEXT_FLOOR, Math.min(16, b.width * 0.14)),
    minSize: Math.min(10, b.width * 0.1),
    maxLines: 3,
    face: 'sansBold' as const,
  };
  const titleFit = fitText(c.title, titleBox);
  const stripH = Math.max(b.height * 0.2, titleFit.height + 8);
  const parts = [
    el('rect', { ...b, rx: b.width * 0.07, fill: THEME.cardFace, stroke: THEME.frame, 'stroke-width': 1.5 }),
    el('rect', {
      x: b.x + 2,
      y: b.y + 2,
      width: b.width - 4,
      height: stripH,
      rx: b.width * 0.06,
      fill: accent,
    }),
    textBox(c.title, {
      ...titleBox,
      height: stripH - 4,
      align: 'start',
      colour: inkOn(accent),
    }),
  ];
  if (c.value !== undefined) {
    parts.push(
      textBox(String(c.value), {
        x: b.x + b.width - pad - valueW,
        y: b.y + 3,
        width: valueW,
        height: Math.min(stripH - 2, 30),
        size: Math.max(TEXT_FLOOR, Math.min(stripH * 0.62, 22)),
        face: 'sansBold',
        align: 'end',
        colour: inkOn(accent),
      }),
    );
  }
  if (c.text !== undefined) {
    parts.push(
      textBox(c.text, {
        x: b.x + pad,
        y: b.y + stripH + 6,
        width: b.width - 2 * pad,
        height: b.height - stripH - 6 - pad - (c.footer ?? 0),
        size: Math.max(TEXT_FLOOR, Math.min(13, b.width * 0.11)),
        maxLines: 8,
        face: c.textFace ?? 'sans',
        valign: 'top',
        align: 'start',
      }),
    );
  }
  return parts.join('');
}

function back(c: CardBack, b: CardBox): string {
  const colour = c.colour ?? THEME.cardBack;
  const inset = Math.max(4, b.width * 0.08);
  const parts = [
    el('rect', { ...b, rx: b.width * 0.07, fill: colour, stroke: THEME.frame, 'stroke-width': 1.5 }),
    el('rect', {
      x: b.x + inset,
      y: b.y + inset,
      width: b.width - 2 * inset,
      height: b.height - 2 * inset,
      rx: b.width * 0.04,
      fill: 'none',
      stroke: THEME.cardBackPattern,
      'stroke-width': 1.5,
    }),
    // A diamond lattice drawn as one path: cheap, and unmistakably "the back of a card".
    el('path', {
      d: lattice(b, inset * 1.6),
      stroke: THEME.cardBackPattern,
      'stroke-width': 1,
      'stroke-opacity': 0.5,
      fill: 'none',
    }),
  ];
  if (c.label !== undefined) {
    const h = Math.min(40, b.height * 0.34);
    parts.push(
      el('rect', {
        x: b.x + inset,
        y: b.y + (b.height - h) / 2,
        width: b.width - 2 * inset,
        height: h,
        fill: colour,
      }),
      textBox(c.label, {
        x: b.x + inset + 2,
        y: b.y + (b.height - h) / 2,
        width: b.width - 2 * inset - 4,
        height: h,
        size: Math.max(TEXT_FLOOR, Math.min(16, h * 0.45)),
        minSize: Math.min(9, h * 0.3),
        maxLines: 2,
        face: 'sansBold',
        colour: inkOn(colour),
      }),
    );
  }
  return parts.join('');
}

function lattice(b: CardBox, inset: number): string {
  const x0 = b.x + inset;
  const y0 = b.y + inset;
  const w = b.width - 2 * inset;
  const h = b.height - 2 * inset;
  const step = Math.max(8, w / 4);
  let d = '';
  for (let k = -h; k < w; k += step) {
    // Lines of slope ±1 clipped to the inner box.
    const a1 = { x: x0 + Math.max(k, 0), y: y0 + Math.max(-k, 0) };
    const len1 = Math.min(w - Math.max(k, 0), h - Math.max(-k, 0));
    if (len1 > 0) d += `M${a1.x.toFixed(1)} ${a1.y.toFixed(1)}l${len1.toFixed(1)} ${len1.toFixed(1)}`;
    const a2 = { x: x0 + Math.max(k, 0), y: y0 + h - Math.max(-k, 0) };
    if (len1 > 0) d += `M${a2.x.toFixed(1)} ${a2.y.toFixed(1)}l${len1.toFixed(1)} ${(-len1).toFixed(1)}`;
  }
  return d;
}

/** One card in the box. */
export function card(c: Card, b: CardBox): string {
  const body = c.faceUp ? front(c, b) : back(c, b);
  return c.changed ? body + highlightRect(b.x, b.y, b.width, b.height, 3, b.width * 0.08) : body;
}

export interface FanOptions {
  /** Centre of the bottom edge of the middle card. */
  x: number;
  y: number;
  cardWidth: number;
  cardHeight: number;
  /** Total angle of the fan in degrees; default 8° per card up to 50°. */
  spread?: number;
  /** Horizontal distance between neighbouring cards; default 45% of a card width. */
  step?: number;
}

/** A hand of cards, fanned around a point below the cards, drawn left to right. */
export function fan(cards: Card[], o: FanOptions): string {
  const n = cards.length;
  if (n === 0) return '';
  const spread = o.spread ?? Math.min(50, 8 * (n - 1));
  const step = o.step ?? o.cardWidth * 0.45;
  return cards
    .map((c, i) => {
      const t = n === 1 ? 0 : i / (n - 1) - 0.5;
      const angle = t * spread;
      const dx = t * step * (n - 1);
      // Cards on the edges sit a little lower, as in a held hand.
      const dy = Math.abs(t) * o.cardHeight * 0.08;
      return group([card(c, { x: -o.cardWidth / 2, y: -o.cardHeight, width: o.cardWidth, height: o.cardHeight })], {
        x: o.x + dx,
        y: o.y + dy,
        rotate: angle,
      });
    })
    .join('');
}
