/**
 * SVG as strings: every kit primitive returns a fragment built here, with attribute
 * values and text escaped, so a player's name like `<b>&Co` can never break the image.
 */
import { glyphDefs } from '../font/metrics.js';

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => {
    switch (c) {
      case '&':
        return '&amp;';
      case '<':
        return '&lt;';
      case '>':
        return '&gt;';
      case '"':
        return '&quot;';
      default:
        return '&apos;';
    }
  });
}

export type AttrValue = string | number | boolean | null | undefined;
export type Attrs = Record<string, AttrValue>;

/** Rounds coordinates to 0.01 px: shorter SVG, same pixels. */
export function num(n: number): string {
  return String(Math.round(n * 100) / 100);
}

function attrs(a: Attrs): string {
  let out = '';
  // `for … in` rather than Object.entries: no pair arrays for the thousands of attributes of a board.
  for (const k in a) {
    const v = a[k];
    if (v === null || v === undefined || v === false) continue;
    const value = v === true ? k : typeof v === 'number' ? num(v) : escapeXml(v);
    out += ` ${k}="${value}"`;
  }
  return out;
}

/** An element; `children` are trusted SVG fragments (already escaped), joined in order. */
export function el(tag: string, a: Attrs = {}, ...children: string[]): string {
  const inner = children.join('');
  return inner === '' ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${inner}</${tag}>`;
}

/** A group, optionally moved, rotated or scaled. */
export function group(
  children: string[],
  options: { x?: number; y?: number; rotate?: number; scale?: number; opacity?: number; id?: string } = {},
): string {
  const parts: string[] = [];
  if (options.x !== undefined || options.y !== undefined) {
    parts.push(`translate(${num(options.x ?? 0)} ${num(options.y ?? 0)})`);
  }
  if (options.rotate !== undefined) parts.push(`rotate(${num(options.rotate)})`);
  if (options.scale !== undefined) parts.push(`scale(${num(options.scale)})`);
  return el(
    'g',
    { transform: parts.length > 0 ? parts.join(' ') : undefined, opacity: options.opacity, id: options.id },
    ...children,
  );
}

export interface Point {
  x: number;
  y: number;
}

export function pointsAttr(points: readonly Point[]): string {
  return points.map((p) => `${num(p.x)},${num(p.y)}`).join(' ');
}

/** A complete SVG document of a fixed pixel size. */
export function svgDocument(width: number, height: number, body: string[], defs: string[] = []): string {
  // Text is drawn as <use> references to glyph outlines; define every glyph the body uses.
  const content = body.join('');
  const allDefs = [...defs, ...glyphDefs(content)];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${num(width)}" height="${num(height)}" ` +
    `viewBox="0 0 ${num(width)} ${num(height)}">` +
    (allDefs.length > 0 ? `<defs>${allDefs.join('')}</defs>` : '') +
    content +
    '</svg>'
  );
}
