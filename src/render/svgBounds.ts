/**
 * Where each drawn element of a board's SVG may paint, in document (paint) order. Used to
 * decide which labels can be painted after the rasterised SVG instead of inside it: a label
 * may move to the top only when nothing painted after it can touch its pixels.
 *
 * The boxes are conservative: strokes, miter joins and anti-aliasing are padded generously,
 * curves are bounded by their control points, and anything this scanner does not understand
 * (an unknown element or transform, a filter, clip or mask) covers the whole image.
 */

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Covers everything: what an element gets when its extent is not known. */
export const EVERYWHERE: Box = {
  x0: Number.NEGATIVE_INFINITY,
  y0: Number.NEGATIVE_INFINITY,
  x1: Number.POSITIVE_INFINITY,
  y1: Number.POSITIVE_INFINITY,
};

export function intersects(a: Box, b: Box): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

/**
 * The inside of an outline that its stroke cannot reach: a box, and for a rounded rect the
 * centres of its corner arcs (`centres`) and how far from them the inside reaches there (`r`).
 */
export interface Hollow extends Box {
  corners?: { centres: Box; r: number };
}

/** Whether the point is inside the hollow's rounded corners (true away from the corners). */
function insideCorners(h: Hollow, x: number, y: number): boolean {
  const c = h.corners;
  if (!c) return true;
  const cx = Math.min(Math.max(x, c.centres.x0), c.centres.x1);
  const cy = Math.min(Math.max(y, c.centres.y0), c.centres.y1);
  return (x - cx) ** 2 + (y - cy) ** 2 <= c.r ** 2;
}

/** Whether `drawn` may paint anywhere in `box`. */
export function touches(drawn: { box: Box; hollow?: Hollow }, box: Box): boolean {
  if (!intersects(drawn.box, box)) return false;
  const h = drawn.hollow;
  if (!h || box.x0 < h.x0 || box.x1 > h.x1 || box.y0 < h.y0 || box.y1 > h.y1) return true;
  // Inside a convex hollow when all four corners are.
  return !(
    insideCorners(h, box.x0, box.y0) &&
    insideCorners(h, box.x1, box.y0) &&
    insideCorners(h, box.x0, box.y1) &&
    insideCorners(h, box.x1, box.y1)
  );
}

/**
 * The inside of an outline that its stroke cannot reach, when the shape is axis-aligned:
 * a rect shrunk by the stroke's reach (its rounded corners by their arcs), the square inside a circle.
 */
function hollowOf(tag: string, a: Map<string, string>, m: Matrix, reach: number): Hollow | undefined {
  if (a.get('fill') !== 'none' || m[1] !== 0 || m[2] !== 0) return undefined;
  const sx = Math.abs(m[0]);
  const sy = Math.abs(m[3]);
  let inner: Box;
  if (tag === 'rect') {
    const rx = Math.max(num(a, 'rx'), num(a, 'ry'));
    const x = num(a, 'x');
    const y = num(a, 'y');
    const w = num(a, 'width');
    const h = num(a, 'height');
    if (sx === sy && sx > 0 && rx * sx > reach && 2 * rx <= Math.min(w, h)) {
      // The stroke's inner edge: straight sides `reach` in, corner arcs of radius rx − reach around the arcs' centres.
      const outer = transformBox(m, { x0: x, y0: y, x1: x + w, y1: y + h });
      const centres = transformBox(m, { x0: x + rx, y0: y + rx, x1: x + w - rx, y1: y + h - rx });
      const out = { x0: outer.x0 + reach, y0: outer.y0 + reach, x1: outer.x1 - reach, y1: outer.y1 - reach };
      return out.x0 < out.x1 && out.y0 < out.y1 ? { ...out, corners: { centres, r: rx * sx - reach } } : undefined;
    }
    inner = { x0: x + rx, y0: y + rx, x1: x + w - rx, y1: y + h - rx };
  } else if (tag === 'circle') {
    const half = num(a, 'r') / Math.SQRT2;
    inner = { x0: num(a, 'cx') - half, y0: num(a, 'cy') - half, x1: num(a, 'cx') + half, y1: num(a, 'cy') + half };
  } else {
    return undefined;
  }
  const t = transformBox(m, inner);
  const out = { x0: t.x0 + reach, y0: t.y0 + reach, x1: t.x1 - reach, y1: t.y1 - reach };
  return out.x0 < out.x1 && out.y0 < out.y1 && sx > 0 && sy > 0 ? out : undefined;
}

/** A 2-D affine transform [a b c d e f]: x' = a x + c y + e, y' = b x + d y + f. */
type Matrix = [number, number, number, number, number, number];

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

const TRANSFORM_PART = /\s*([a-zA-Z]+)\s*\(([^)]*)\)\s*,?/y;

/** `translate(x y)`: what the kit writes for most groups, read without the general parser. */
const PLAIN_TRANSLATE = /^translate\((-?[\d.]+) (-?[\d.]+)\)$/;

/** The matrix of an SVG `transform` attribute, or null when it has a part we do not read. */
export function parseTransform(text: string): Matrix | null {
  const plain = PLAIN_TRANSLATE.exec(text);
  if (plain) return [1, 0, 0, 1, Number(plain[1]), Number(plain[2])];
  let m: Matrix = IDENTITY;
  TRANSFORM_PART.lastIndex = 0;
  let at = 0;
  while (at < text.length) {
    if (text.slice(at).trim() === '') break;
    TRANSFORM_PART.lastIndex = at;
    const part = TRANSFORM_PART.exec(text);
    if (!part) return null;
    at = TRANSFORM_PART.lastIndex;
    const args = (part[2] ?? '')
      .split(/[\s,]+/)
      .filter((s) => s !== '')
      .map(Number);
    if (args.some((n) => !Number.isFinite(n))) return null;
    const [p = 0, q, r, s, t, u] = args;
    let n: Matrix;
    switch (part[1]) {
      case 'translate':
        n = [1, 0, 0, 1, p, q ?? 0];
        break;
      case 'scale':
        n = [p, 0, 0, q ?? p, 0, 0];
        break;
      case 'rotate': {
        const rad = (p * Math.PI) / 180;
        const cos = Math.cos(rad);
        const sin = Math.sin(rad);
        const cx = q ?? 0;
        const cy = r ?? 0;
        n = [cos, sin, -sin, cos, cx - cos * cx + sin * cy, cy - sin * cx - cos * cy];
        break;
      }
      case 'matrix':
        if (args.length !== 6) return null;
        n = [p, q ?? 0, r ?? 0, s ?? 0, t ?? 0, u ?? 0];
        break;
      default:
        return null;
    }
    m = multiply(m, n);
  }
  return m;
}

function transformBox(m: Matrix, b: Box): Box {
  if (!Number.isFinite(b.x0)) return EVERYWHERE;
  // x' = a x + c y + e and y' = b x + d y + f are extreme at the corners, term by term: each
  // term's least and greatest over the box's two edges (no arrays: a board has hundreds of boxes).
  const [a, bm, c, d, e, f] = m;
  const ax0 = a * b.x0;
  const ax1 = a * b.x1;
  const cy0 = c * b.y0;
  const cy1 = c * b.y1;
  const bx0 = bm * b.x0;
  const bx1 = bm * b.x1;
  const dy0 = d * b.y0;
  const dy1 = d * b.y1;
  return {
    x0: Math.min(ax0, ax1) + Math.min(cy0, cy1) + e,
    y0: Math.min(bx0, bx1) + Math.min(dy0, dy1) + f,
    x1: Math.max(ax0, ax1) + Math.max(cy0, cy1) + e,
    y1: Math.max(bx0, bx1) + Math.max(dy0, dy1) + f,
  };
}

function pad(b: Box, by: number): Box {
  return { x0: b.x0 - by, y0: b.y0 - by, x1: b.x1 + by, y1: b.y1 + by };
}

function boxOf(points: readonly number[]): Box | null {
  if (points.length < 2) return null;
  let x0 = Number.POSITIVE_INFINITY;
  let y0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  let y1 = Number.NEGATIVE_INFINITY;
  for (let i = 0; i + 1 < points.length; i += 2) {
    const x = points[i] ?? 0;
    const y = points[i + 1] ?? 0;
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  }
  return { x0, y0, x1, y1 };
}

const PATH_TOKEN = /([MmLlHhVvCcSsQqTtAaZz])|(-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)/g;

/** Bounds of path data: every end and control point (curves stay inside their control hull); arcs padded by their size. */
export function pathBox(d: string): Box | null {
  const points: number[] = [];
  let arcPad = 0;
  let command = '';
  let args: number[] = [];
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  const arity: Record<string, number> = { m: 2, l: 2, h: 1, v: 1, c: 6, s: 4, q: 4, t: 2, a: 7, z: 0 };
  const flush = (): boolean => {
    const lower = command.toLowerCase();
    const n = arity[lower];
    if (n === undefined) return false;
    const relative = command !== command.toUpperCase();
    if (n === 0) {
      x = startX;
      y = startY;
      return args.length === 0;
    }
    if (args.length === 0 || args.length % n !== 0) return false;
    for (let i = 0; i < args.length; i += n) {
      const a = args.slice(i, i + n);
      const ox = relative ? x : 0;
      const oy = relative ? y : 0;
      if (lower === 'h') {
        x = (a[0] ?? 0) + ox;
        points.push(x, y);
      } else if (lower === 'v') {
        y = (a[0] ?? 0) + oy;
        points.push(x, y);
      } else if (lower === 'a') {
        const fromX = x;
        const fromY = y;
        x = (a[5] ?? 0) + ox;
        y = (a[6] ?? 0) + oy;
        points.push(x, y);
        const radius = Math.max(Math.abs(a[0] ?? 0), Math.abs(a[1] ?? 0));
        const chord = Math.hypot(x - fromX, y - fromY);
        // A small arc (at most half its ellipse) stays within its radius of its chord (radii too
        // small for the chord are scaled up to half of it); a large one within its diameter.
        arcPad = Math.max(arcPad, a[3] === 0 ? Math.max(radius, chord / 2) : Math.max(2 * radius, chord));
      } else {
        for (let k = 0; k + 1 < n; k += 2) points.push((a[k] ?? 0) + ox, (a[k + 1] ?? 0) + oy);
        x = (a[n - 2] ?? 0) + ox;
        y = (a[n - 1] ?? 0) + oy;
        // A moveto's further pairs are linetos; the subpath starts at its first pair.
        if (lower === 'm' && i === 0) {
          startX = x;
          startY = y;
        }
      }
    }
    return true;
  };
  for (const m of d.matchAll(PATH_TOKEN)) {
    if (m[1] !== undefined) {
      if (command !== '' && !flush()) return null;
      command = m[1];
      args = [];
    } else {
      args.push(Number(m[2]));
    }
  }
  if (command !== '' && !flush()) return null;
  const b = boxOf(points);
  return b && arcPad > 0 ? pad(b, arcPad) : b;
}

const ATTR = /([a-zA-Z:-]+)="([^"]*)"/g;

function attributes(text: string): Map<string, string> {
  const out = new Map<string, string>();
  ATTR.lastIndex = 0;
  for (let m = ATTR.exec(text); m !== null; m = ATTR.exec(text)) out.set(m[1] ?? '', m[2] ?? '');
  return out;
}

function num(a: Map<string, string>, key: string): number {
  const v = a.get(key);
  return v === undefined ? 0 : Number(v);
}

/** The element's own extent before transforms and strokes; null when unknown. */
function shapeBox(tag: string, a: Map<string, string>): Box | null {
  switch (tag) {
    case 'rect':
    case 'image': {
      const x = num(a, 'x');
      const y = num(a, 'y');
      return { x0: x, y0: y, x1: x + num(a, 'width'), y1: y + num(a, 'height') };
    }
    case 'circle': {
      const r = num(a, 'r');
      return { x0: num(a, 'cx') - r, y0: num(a, 'cy') - r, x1: num(a, 'cx') + r, y1: num(a, 'cy') + r };
    }
    case 'ellipse': {
      const rx = num(a, 'rx');
      const ry = num(a, 'ry');
      return { x0: num(a, 'cx') - rx, y0: num(a, 'cy') - ry, x1: num(a, 'cx') + rx, y1: num(a, 'cy') + ry };
    }
    case 'line':
      return boxOf([num(a, 'x1'), num(a, 'y1'), num(a, 'x2'), num(a, 'y2')]);
    case 'polygon':
    case 'polyline':
      return boxOf(
        (a.get('points') ?? '')
          .split(/[\s,]+/)
          .filter((s) => s !== '')
          .map(Number),
      );
    case 'path':
      return pathBox(a.get('d') ?? '');
    default:
      return null;
  }
}

/** Attributes that make an element paint outside (or differently from) its own shape. */
const UNBOUNDED_ATTRS = ['filter', 'clip-path', 'mask', 'marker-start', 'marker-mid', 'marker-end'];

export interface Drawable {
  /** Character offsets of the element in the SVG (end exclusive). */
  start: number;
  end: number;
  /** Where it may paint, in image pixels. */
  box: Box;
  /** A box inside `box` it leaves untouched: an outline (`fill="none"` rect or circle) paints only its ring. */
  hollow?: Hollow;
  /** For a kit label group (`data-label`): its id, pen position and the transform around it. */
  label?: { id: string; x: number; y: number; parent: Matrix };
  /**
   * The attributes of the groups around it, outermost first: with its own markup, what decides
   * its pixels (a group's transform, fill or opacity applies to everything inside).
   */
  scope: string;
}

interface Frame {
  /** The attributes of this group and the groups around it (see `Drawable.scope`). */
  scope: string;
  matrix: Matrix | null;
  strokeWidth: number;
  unbounded: boolean;
  /** Set while inside a label group: its children are not separate drawables. */
  label?: { id: string; x: number; y: number; parent: Matrix | null; start: number };
}

/** A label group (`frame`, its label) as one drawable ending at `end`. */
function labelDrawable(
  frame: Frame,
  label: NonNullable<Frame['label']>,
  end: number,
  labelBox: (id: string) => Box | undefined,
): Drawable {
  const local = labelBox(label.id);
  const box =
    local && label.parent && !frame.unbounded
      ? pad(
          transformBox(label.parent, {
            x0: local.x0 + label.x,
            y0: local.y0 + label.y,
            x1: local.x1 + label.x,
            y1: local.y1 + label.y,
          }),
          1,
        )
      : EVERYWHERE;
  return {
    start: label.start,
    end,
    box,
    scope: frame.scope,
    ...(label.parent ? { label: { id: label.id, x: label.x, y: label.y, parent: label.parent } } : {}),
  };
}

const UNBOUNDED_NEEDLES = UNBOUNDED_ATTRS.map((k) => ` ${k}="`);

/** The opening of a kit label group as `textUses` and stamps write it. */
const LABEL_OPENING = /^ data-label="([^"]+)" transform="translate\((-?[\d.]+) (-?[\d.]+)\) scale\([\d.e-]+\)"/;

/**
 * A label group opened at `start` (attributes `attrText`, body from `from`) with no group inside:
 * its frame and where it ends (after its `</g>`); null for anything else, read the general way.
 */
function wholeLabel(
  svg: string,
  start: number,
  attrText: string,
  from: number,
  top: Frame,
): { frame: Frame & { label: NonNullable<Frame['label']> }; end: number } | null {
  const t = LABEL_OPENING.exec(attrText);
  if (!t || UNBOUNDED_NEEDLES.some((k) => attrText.includes(k))) return null;
  const close = svg.indexOf('</g>', from);
  const inner = svg.indexOf('<g', from);
  if (close < 0 || (inner >= 0 && inner < close)) return null;
  const label = { id: t[1] ?? '', x: Number(t[2]), y: Number(t[3]), parent: top.matrix, start };
  return {
    frame: { scope: top.scope, matrix: null, strokeWidth: top.strokeWidth, unbounded: top.unbounded, label },
    end: close + 4,
  };
}

const TAG = /<(\/?)([a-zA-Z]+)((?:\s+[a-zA-Z:-]+="[^"]*")*)\s*(\/?)>/g;
const LABEL_TRANSFORM = /^translate\((-?[\d.]+) (-?[\d.]+)\) scale\([\d.e-]+\)$/;

/**
 * Every drawn element of the SVG's body in paint order, with a conservative box. Label groups
 * (`<g data-label>`) are one drawable each; `labelBox` gives a label's extent around its pen
 * position (x0..x1 along the baseline, y0 above to y1 below), or undefined when unknown.
 */
export function drawables(svg: string, labelBox: (id: string) => Box | undefined): Drawable[] {
  const out: Drawable[] = [];
  const defsEnd = svg.indexOf('</defs>');
  const stack: Frame[] = [{ scope: '', matrix: IDENTITY, strokeWidth: 1, unbounded: false }];
  TAG.lastIndex = defsEnd >= 0 ? defsEnd + '</defs>'.length : 0;
  for (let m = TAG.exec(svg); m !== null; m = TAG.exec(svg)) {
    const [whole, closing, tag = '', attrText = '', selfClosing] = m;
    const top = stack[stack.length - 1] ?? { scope: '', matrix: null, strokeWidth: 1, unbounded: true };
    if (tag === 'svg') continue; // the document element (`</svg>` ends the body)
    if (closing) {
      if (tag !== 'g' || stack.length <= 1) continue;
      stack.pop();
      const label = top.label;
      if (label && !stack[stack.length - 1]?.label)
        out.push(labelDrawable(top, label, m.index + whole.length, labelBox));
      continue;
    }
    if (top.label) {
      // A glyph of a label group (or a group inside one): part of the label's drawable.
      if (tag === 'g' && !selfClosing) stack.push({ ...top });
      continue;
    }
    if (tag === 'g' && selfClosing) continue;
    // A kit label (hundreds per board) is read from its opening tag alone, as one drawable.
    const label = tag === 'g' ? wholeLabel(svg, m.index, attrText, TAG.lastIndex, top) : null;
    if (label) {
      out.push(labelDrawable(label.frame, label.frame.label, label.end, labelBox));
      TAG.lastIndex = label.end;
      continue;
    }
    const a = attributes(attrText);
    const own = a.has('transform') ? parseTransform(a.get('transform') ?? '') : IDENTITY;
    const matrix = top.matrix && own ? multiply(top.matrix, own) : null;
    const strokeWidth = a.has('stroke-width') ? Number(a.get('stroke-width')) : top.strokeWidth;
    const unbounded = top.unbounded || UNBOUNDED_ATTRS.some((k) => a.has(k));
    if (tag === 'g' && !selfClosing) {
      const frame: Frame = { scope: `${top.scope}<g${attrText}>`, matrix, strokeWidth, unbounded };
      const labelId = a.get('data-label');
      const t = LABEL_TRANSFORM.exec(a.get('transform') ?? '');
      if (labelId !== undefined && t)
        frame.label = { id: labelId, x: Number(t[1]), y: Number(t[2]), parent: top.matrix, start: m.index };
      stack.push(frame);
      continue;
    }
    const local = shapeBox(tag, a);
    const known = local && matrix && !unbounded && Number.isFinite(strokeWidth);
    // Strokes reach half their width out, miter joins up to 4× that (SVG's default limit); 1 px for anti-aliasing.
    // A rect's corners are right angles and curves have none: at most half the width × √2 (a square cap).
    // Round joins and caps reach half the width everywhere.
    const round = a.get('stroke-linejoin') === 'round' && (a.get('stroke-linecap') ?? 'butt') !== 'square';
    const joins = round ? 0.5 : tag === 'rect' || tag === 'circle' || tag === 'ellipse' ? Math.SQRT1_2 + 1e-3 : 2;
    const scale = known
      ? Math.max(1, Math.abs(matrix[0]) + Math.abs(matrix[2]), Math.abs(matrix[1]) + Math.abs(matrix[3]))
      : 1;
    const reach = known ? joins * Math.abs(strokeWidth) * scale + 1 : 0;
    const box = known ? pad(transformBox(matrix, local), reach) : EVERYWHERE;
    const hollow = known ? hollowOf(tag, a, matrix, reach) : undefined;
    out.push({ start: m.index, end: m.index + whole.length, box, scope: top.scope, ...(hollow ? { hollow } : {}) });
    if (!selfClosing && tag !== 'g') {
      // An element with content we do not read (text, a pattern …): skip to its end, and it covers everything.
      const close = svg.indexOf(`</${tag}>`, TAG.lastIndex);
      out[out.length - 1] = {
        start: m.index,
        end: close < 0 ? svg.length : close + tag.length + 3,
        box: EVERYWHERE,
        scope: top.scope,
      };
      TAG.lastIndex = close < 0 ? svg.length : close + tag.length + 3;
    }
  }
  return out;
}
