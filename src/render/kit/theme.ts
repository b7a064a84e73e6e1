/**
 * Colours and seat styles. Every board is drawn on an opaque parchment panel, so it reads
 * the same on Discord's dark and light themes. Seat colours are the Okabe–Ito palette
 * (distinguishable with the common colour-vision deficiencies) and each seat also has its
 * own mark shape, so two seats never differ by colour alone.
 */

export const THEME = {
  /** The page behind everything. */
  parchment: '#F3E8CF',
  /** Panels, cards and boxes drawn on the parchment. */
  panel: '#FBF5E6',
  panelAlt: '#EADCBC',
  ink: '#2A1F14',
  mutedInk: '#6A5844',
  border: '#7D6244',
  frame: '#4A3522',
  titleBar: '#3A2816',
  titleInk: '#FBF5E6',
  titleMutedInk: '#E3CFA6',
  /** The "changed since the last image" halo: bright, and dashed so it never reads as a seat colour. */
  highlight: '#FFD21F',
  highlightInk: '#1A1A1A',
  cardFace: '#FFFDF6',
  cardBack: '#6E2C2C',
  cardBackPattern: '#C9A65A',
  dieFace: '#FFFFFF',
} as const;

/** Shapes that tell seats apart without colour. */
export const MARKS = ['circle', 'square', 'triangle', 'diamond', 'star', 'hexagon', 'cross'] as const;
export type Mark = (typeof MARKS)[number];

export interface SeatStyle {
  /** Fill colour of the seat's tokens, swatches and dice. */
  colour: string;
  /** Text/pip colour that reads on `colour`. */
  ink: string;
  /** Shape of the seat's tokens and swatches. */
  mark: Mark;
}

/** Okabe–Ito, ordered so that neighbouring seats differ most in lightness as well as hue. */
export const SEAT_COLOURS = ['#D55E00', '#0072B2', '#009E73', '#CC79A7', '#E69F00', '#56B4E9', '#000000'] as const;

/** Relative luminance (WCAG) of a #rrggbb colour. */
export function luminance(hex: string): number {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return 0.5;
  const channel = (h: string | undefined): number => {
    const c = Number.parseInt(h ?? '80', 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(m[1]) + 0.7152 * channel(m[2]) + 0.0722 * channel(m[3]);
}

/** Black or white, whichever contrasts more with `background`. */
export function inkOn(background: string): string {
  return luminance(background) > 0.22 ? '#111111' : '#FFFFFF';
}

/**
 * The style of seat `seat` (0-based). A game may pass its faction colour; the mark still
 * follows the seat so colour-blind players can tell seats apart.
 */
export function seatStyle(seat: number, colour?: string): SeatStyle {
  const i = ((seat % MARKS.length) + MARKS.length) % MARKS.length;
  const c = colour ?? SEAT_COLOURS[i] ?? '#000000';
  return { colour: c, ink: inkOn(c), mark: MARKS[i] ?? 'circle' };
}
