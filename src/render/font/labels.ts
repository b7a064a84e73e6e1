/**
 * Every line of text the kit draws is a "label": its text, face, size and paint. Each label
 * gets a short stable id, written on its SVG group, so the rasteriser can swap the group of
 * glyph outlines for a pre-rendered image of the same label (see ../labelSprites.ts).
 * Stamps (repeated small drawings such as die faces) get ids from the same sequence and are
 * swapped the same way.
 */
import type { Face } from './fonts.js';

/** A small drawing (SVG around its origin) that repeats across images, e.g. a die face: drawn like a label. */
export interface StampSpec {
  stamp: string;
  /** Where it paints around its origin (conservative). */
  box: { x0: number; y0: number; x1: number; y1: number };
}

export interface LabelSpec {
  text: string;
  face: Face;
  size: number;
  fill: string;
  halo?: string;
  haloWidth?: number;
}

const ids = new Map<string, string>();
const specs = new Map<string, LabelSpec | StampSpec>();
/** Never reset, so an id always means the same label (sprite caches key on it). */
let next = 0;
/** Labels remembered; past this the maps are cleared and labels get fresh ids. */
const LIMIT = 50_000;

function idFor(key: string, spec: LabelSpec | StampSpec): string {
  let id = ids.get(key);
  if (id === undefined) {
    if (ids.size >= LIMIT) {
      ids.clear();
      specs.clear();
    }
    id = `l${(next++).toString(36)}`;
    ids.set(key, id);
    specs.set(id, spec);
  }
  return id;
}

export function labelId(spec: LabelSpec): string {
  return idFor(
    JSON.stringify([spec.text, spec.face, spec.size, spec.fill, spec.halo ?? '', spec.haloWidth ?? 0]),
    spec,
  );
}

export function stampId(spec: StampSpec): string {
  return idFor(`S${spec.stamp}`, spec);
}

export function labelSpec(id: string): LabelSpec | StampSpec | undefined {
  return specs.get(id);
}
