/**
 * Every line of text the kit draws is a "label": its text, face, size and paint. Each label
 * gets a short stable id, written on its SVG group, so the rasteriser can swap the group of
 * glyph outlines for a pre-rendered image of the same label (see ../labelSprites.ts).
 */
import type { Face } from './fonts.js';

export interface LabelSpec {
  text: string;
  face: Face;
  size: number;
  fill: string;
  halo?: string;
  haloWidth?: number;
}

const ids = new Map<string, string>();
const specs = new Map<string, LabelSpec>();
/** Never reset, so an id always means the same label (sprite caches key on it). */
let next = 0;
/** Labels remembered; past this the maps are cleared and labels get fresh ids. */
const LIMIT = 50_000;

export function labelId(spec: LabelSpec): string {
  const key = JSON.stringify([spec.text, spec.face, spec.size, spec.fill, spec.halo ?? '', spec.haloWidth ?? 0]);
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

export function labelSpec(id: string): LabelSpec | undefined {
  return specs.get(id);
}
