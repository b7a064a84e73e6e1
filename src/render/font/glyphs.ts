/**
 * Glyph outlines from the shipped TTF (TrueType `glyf`/`loca`), so text is drawn as SVG
 * paths. Two reasons: librsvg spends most of a board's render time laying out `<text>`
 * elements through Pango, while filling paths is cheap; and paths make the image depend on
 * the font file alone, never on what fonts a host has.
 */

export interface OutlinePoint {
  x: number;
  y: number;
  onCurve: boolean;
}

/** Contours in font units, y up. */
export type Outline = OutlinePoint[][];

interface Tables {
  glyf: number;
  loca: number;
  longLoca: boolean;
  numGlyphs: number;
}

export class GlyphOutlines {
  private readonly data: DataView;
  private readonly tables: Tables;
  private readonly cache = new Map<number, Outline>();

  constructor(bytes: Uint8Array) {
    this.data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const count = this.data.getUint16(4);
    const offsets = new Map<string, number>();
    for (let i = 0; i < count; i++) {
      const rec = 12 + i * 16;
      let tag = '';
      for (let k = 0; k < 4; k++) tag += String.fromCharCode(this.data.getUint8(rec + k));
      offsets.set(tag, this.data.getUint32(rec + 8));
    }
    const need = (tag: string): number => {
      const at = offsets.get(tag);
      if (at === undefined) throw new Error(`font has no '${tag}' table`);
      return at;
    };
    this.tables = {
      glyf: need('glyf'),
      loca: need('loca'),
      longLoca: this.data.getInt16(need('head') + 50) === 1,
      numGlyphs: this.data.getUint16(need('maxp') + 4),
    };
  }

  private glyphRange(glyph: number): { start: number; end: number } | null {
    if (glyph < 0 || glyph >= this.tables.numGlyphs) return null;
    const { loca, longLoca, glyf } = this.tables;
    const start = longLoca ? this.data.getUint32(loca + glyph * 4) : this.data.getUint16(loca + glyph * 2) * 2;
    const end = longLoca ? this.data.getUint32(loca + glyph * 4 + 4) : this.data.getUint16(loca + glyph * 2 + 2) * 2;
    return end > start ? { start: glyf + start, end: glyf + end } : null;
  }

  outline(glyph: number): Outline {
    let o = this.cache.get(glyph);
    if (!o) {
      o = this.read(glyph, 0);
      this.cache.set(glyph, o);
    }
    return o;
  }

  private read(glyph: number, depth: number): Outline {
    const range = this.glyphRange(glyph);
    if (!range || depth > 8) return [];
    const contours = this.data.getInt16(range.start);
    return contours >= 0 ? this.readSimple(range.start, contours) : this.readComposite(range.start, depth);
  }

  private readSimple(at: number, contourCount: number): Outline {
    const d = this.data;
    let p = at + 10;
    const ends: number[] = [];
    for (let i = 0; i < contourCount; i++, p += 2) ends.push(d.getUint16(p));
    const pointCount = (ends[ends.length - 1] ?? -1) + 1;
    p += 2 + d.getUint16(p); // skip instructions
    const flags: number[] = [];
    while (flags.length < pointCount) {
      const f = d.getUint8(p++);
      flags.push(f);
      if (f & 0x08) {
        const repeat = d.getUint8(p++);
        for (let r = 0; r < repeat; r++) flags.push(f);
      }
    }
    const xs: number[] = [];
    let x = 0;
    for (const f of flags) {
      if (f & 0x02) {
        const v = d.getUint8(p++);
        x += f & 0x10 ? v : -v;
      } else if (!(f & 0x10)) {
        x += d.getInt16(p);
        p += 2;
      }
      xs.push(x);
    }
    const ys: number[] = [];
    let y = 0;
    for (const f of flags) {
      if (f & 0x04) {
        const v = d.getUint8(p++);
        y += f & 0x20 ? v : -v;
      } else if (!(f & 0x20)) {
        y += d.getInt16(p);
        p += 2;
      }
      ys.push(y);
    }
    const out: Outline = [];
    let first = 0;
    for (const end of ends) {
      const contour: OutlinePoint[] = [];
      for (let i = first; i <= end; i++) {
        contour.push({ x: xs[i] ?? 0, y: ys[i] ?? 0, onCurve: ((flags[i] ?? 1) & 0x01) !== 0 });
      }
      out.push(contour);
      first = end + 1;
    }
    return out;
  }

  private readComposite(at: number, depth: number): Outline {
    const d = this.data;
    let p = at + 10;
    const out: Outline = [];
    for (;;) {
      const flags = d.getUint16(p);
      const component = d.getUint16(p + 2);
      p += 4;
      let dx: number;
      let dy: number;
      if (flags & 0x0001) {
        dx = d.getInt16(p);
        dy = d.getInt16(p + 2);
        p += 4;
      } else {
        dx = d.getInt8(p);
        dy = d.getInt8(p + 1);
        p += 2;
      }
      // Point-matched placement (ARGS_ARE_XY_VALUES clear) does not occur in DejaVu's Latin glyphs.
      if (!(flags & 0x0002)) {
        dx = 0;
        dy = 0;
      }
      let a = 1;
      let b = 0;
      let c = 0;
      let e = 1;
      const f2dot14 = (o: number): number => d.getInt16(o) / 16384;
      if (flags & 0x0008) {
        a = f2dot14(p);
        e = a;
        p += 2;
      } else if (flags & 0x0040) {
        a = f2dot14(p);
        e = f2dot14(p + 2);
        p += 4;
      } else if (flags & 0x0080) {
        a = f2dot14(p);
        b = f2dot14(p + 2);
        c = f2dot14(p + 4);
        e = f2dot14(p + 6);
        p += 8;
      }
      for (const contour of this.read(component, depth + 1)) {
        out.push(
          contour.map((pt) => ({ x: a * pt.x + c * pt.y + dx, y: b * pt.x + e * pt.y + dy, onCurve: pt.onCurve })),
        );
      }
      if (!(flags & 0x0020)) break;
    }
    return out;
  }
}

const r1 = (n: number): string => String(Math.round(n * 10) / 10);

/** Path data of `outline` in font units with y pointing down (for `<defs>`, drawn via `<use>`). */
export function outlineUnitsPath(outline: Outline): string {
  return outlinePath(outline, 0, 0, 1);
}

/**
 * SVG path data for `outline` drawn at pixel origin (x, y) = the glyph's baseline start,
 * `scale` px per font unit (y flipped: fonts are y-up, SVG is y-down).
 */
export function outlinePath(outline: Outline, x: number, y: number, scale: number): string {
  let d = '';
  const px = (pt: { x: number }): string => r1(x + pt.x * scale);
  const py = (pt: { y: number }): string => r1(y - pt.y * scale);
  for (const contour of outline) {
    const n = contour.length;
    if (n === 0) continue;
    // Start on an on-curve point; if there is none, at the midpoint of the first two.
    let startIndex = contour.findIndex((pt) => pt.onCurve);
    let start: { x: number; y: number };
    if (startIndex >= 0) {
      start = contour[startIndex] ?? { x: 0, y: 0 };
    } else {
      const p0 = contour[0] ?? { x: 0, y: 0 };
      const p1 = contour[1 % n] ?? p0;
      start = { x: (p0.x + p1.x) / 2, y: (p0.y + p1.y) / 2 };
      startIndex = 0;
    }
    d += `M${px(start)} ${py(start)}`;
    let control: { x: number; y: number } | null = null;
    for (let k = 1; k <= n; k++) {
      const pt: OutlinePoint = contour[(startIndex + k) % n] ?? { ...start, onCurve: true };
      if (pt.onCurve) {
        d += control ? `Q${px(control)} ${py(control)} ${px(pt)} ${py(pt)}` : `L${px(pt)} ${py(pt)}`;
        control = null;
      } else if (control) {
        const mid = { x: (control.x + pt.x) / 2, y: (control.y + pt.y) / 2 };
        d += `Q${px(control)} ${py(control)} ${px(mid)} ${py(mid)}`;
        control = pt;
      } else {
        control = pt;
      }
    }
    if (control) d += `Q${px(control)} ${py(control)} ${px(start)} ${py(start)}`;
    d += 'Z';
  }
  return d;
}
