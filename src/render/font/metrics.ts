/**
 * Text measurement in the shipped font's own advance widths (read once per face from
 * the TTF), so layout decisions match what librsvg will draw.
 */
import { readFileSync } from 'node:fs';
import { type Face, faceFile } from './fonts.js';
import { type FontMetrics, parseFontMetrics } from './ttf.js';

const loaded = new Map<Face, FontMetrics>();

export function fontMetrics(face: Face): FontMetrics {
  let m = loaded.get(face);
  if (!m) {
    m = parseFontMetrics(readFileSync(faceFile(face)));
    loaded.set(face, m);
  }
  return m;
}

/** Width in pixels of `text` set in `face` at `size` px, without kerning (an upper bound). */
export function measureText(text: string, size: number, face: Face = 'sans'): number {
  const m = fontMetrics(face);
  let units = 0;
  for (const ch of text) units += m.advance(ch.codePointAt(0) ?? 0);
  return (units * size) / m.unitsPerEm;
}

/** Distance from the baseline to the top of capital letters, as a fraction of the font size. */
export const CAP_HEIGHT = 0.73;
/** Line advance used by multi-line text, as a fraction of the font size. */
export const LINE_HEIGHT = 1.2;
