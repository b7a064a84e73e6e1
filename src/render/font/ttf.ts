/**
 * A minimal TrueType reader: just enough (head, hhea, hmtx, cmap) to know how wide a
 * string is in the shipped font, so text boxes can shrink or wrap before drawing.
 * Kerning is ignored on purpose: it only ever narrows DejaVu text, so widths measured
 * here are an upper bound of what librsvg draws.
 */

export interface FontMetrics {
  unitsPerEm: number;
  /** Typographic ascender and descender (positive), in font units. */
  ascender: number;
  descender: number;
  /** Advance width in font units of a code point; the .notdef width for unmapped ones. */
  advance(codePoint: number): number;
  /** Glyph id of a code point; 0 (.notdef) for unmapped ones. */
  glyph(codePoint: number): number;
  /** Advance width in font units of a glyph id. */
  glyphAdvance(glyph: number): number;
}

interface TableRecord {
  offset: number;
  length: number;
}

function tables(data: DataView): Map<string, TableRecord> {
  const count = data.getUint16(4);
  const out = new Map<string, TableRecord>();
  for (let i = 0; i < count; i++) {
    const rec = 12 + i * 16;
    const tag = String.fromCharCode(
      data.getUint8(rec),
      data.getUint8(rec + 1),
      data.getUint8(rec + 2),
      data.getUint8(rec + 3),
    );
    out.set(tag, { offset: data.getUint32(rec + 8), length: data.getUint32(rec + 12) });
  }
  return out;
}

function requireTable(all: Map<string, TableRecord>, tag: string): TableRecord {
  const t = all.get(tag);
  if (!t) throw new Error(`font has no '${tag}' table`);
  return t;
}

/** Code point → glyph id from a cmap format 4 (BMP) subtable. */
function readCmapFormat4(data: DataView, at: number): Map<number, number> {
  const map = new Map<number, number>();
  const segCountX2 = data.getUint16(at + 6);
  const endCodes = at + 14;
  const startCodes = endCodes + segCountX2 + 2;
  const idDeltas = startCodes + segCountX2;
  const idRangeOffsets = idDeltas + segCountX2;
  for (let s = 0; s < segCountX2 / 2; s++) {
    const end = data.getUint16(endCodes + s * 2);
    const start = data.getUint16(startCodes + s * 2);
    const delta = data.getInt16(idDeltas + s * 2);
    const rangeOffsetAt = idRangeOffsets + s * 2;
    const rangeOffset = data.getUint16(rangeOffsetAt);
    for (let c = start; c <= end && c !== 0xffff; c++) {
      let glyph: number;
      if (rangeOffset === 0) {
        glyph = (c + delta) & 0xffff;
      } else {
        const glyphAt = rangeOffsetAt + rangeOffset + (c - start) * 2;
        const raw = data.getUint16(glyphAt);
        glyph = raw === 0 ? 0 : (raw + delta) & 0xffff;
      }
      if (glyph !== 0) map.set(c, glyph);
    }
  }
  return map;
}

/** Code point → glyph id from a cmap format 12 (full Unicode) subtable. */
function readCmapFormat12(data: DataView, at: number): Map<number, number> {
  const map = new Map<number, number>();
  const groups = data.getUint32(at + 12);
  for (let g = 0; g < groups; g++) {
    const rec = at + 16 + g * 12;
    const start = data.getUint32(rec);
    const end = data.getUint32(rec + 4);
    const firstGlyph = data.getUint32(rec + 8);
    for (let c = start; c <= end; c++) map.set(c, firstGlyph + (c - start));
  }
  return map;
}

function readCmap(data: DataView, cmap: TableRecord): Map<number, number> {
  const count = data.getUint16(cmap.offset + 2);
  let format4: number | null = null;
  for (let i = 0; i < count; i++) {
    const rec = cmap.offset + 4 + i * 8;
    const platform = data.getUint16(rec);
    const encoding = data.getUint16(rec + 2);
    const at = cmap.offset + data.getUint32(rec + 4);
    const format = data.getUint16(at);
    if (platform === 3 && encoding === 10 && format === 12) return readCmapFormat12(data, at);
    if (platform === 3 && encoding === 1 && format === 4) format4 = at;
  }
  if (format4 === null) throw new Error('font has no Unicode cmap');
  return readCmapFormat4(data, format4);
}

export function parseFontMetrics(bytes: Uint8Array): FontMetrics {
  const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const all = tables(data);
  const head = requireTable(all, 'head');
  const hhea = requireTable(all, 'hhea');
  const hmtx = requireTable(all, 'hmtx');
  const unitsPerEm = data.getUint16(head.offset + 18);
  const ascender = data.getInt16(hhea.offset + 4);
  const descender = -data.getInt16(hhea.offset + 6);
  const numberOfHMetrics = data.getUint16(hhea.offset + 34);
  const widths = new Uint16Array(numberOfHMetrics);
  for (let g = 0; g < numberOfHMetrics; g++) widths[g] = data.getUint16(hmtx.offset + g * 4);
  const lastWidth = widths[numberOfHMetrics - 1] ?? 0;
  const glyphs = readCmap(data, requireTable(all, 'cmap'));
  const glyphAdvance = (glyph: number): number => (glyph < numberOfHMetrics ? (widths[glyph] ?? lastWidth) : lastWidth);
  return {
    unitsPerEm,
    ascender,
    descender,
    advance(codePoint: number): number {
      return glyphAdvance(glyphs.get(codePoint) ?? 0);
    },
    glyph(codePoint: number): number {
      return glyphs.get(codePoint) ?? 0;
    },
    glyphAdvance,
  };
}
