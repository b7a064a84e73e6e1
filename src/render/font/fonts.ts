/**
 * The typefaces Sejmik draws with. They ship with the project (npm package `dejavu-fonts-ttf`,
 * licence in its LICENSE file), so a board looks the same on every machine.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

/** Faces the kit uses; each maps to one TTF file and one SVG font-family/weight pair. */
export const FACES = ['sans', 'sansBold', 'condensed', 'condensedBold', 'serifBold'] as const;
export type Face = (typeof FACES)[number];

interface FaceFile {
  file: string;
  family: string;
  weight: 'normal' | 'bold';
}

const FACE_FILES: Record<Face, FaceFile> = {
  sans: { file: 'DejaVuSans.ttf', family: 'DejaVu Sans', weight: 'normal' },
  sansBold: { file: 'DejaVuSans-Bold.ttf', family: 'DejaVu Sans', weight: 'bold' },
  condensed: { file: 'DejaVuSansCondensed.ttf', family: 'DejaVu Sans Condensed', weight: 'normal' },
  condensedBold: { file: 'DejaVuSansCondensed-Bold.ttf', family: 'DejaVu Sans Condensed', weight: 'bold' },
  serifBold: { file: 'DejaVuSerif-Bold.ttf', family: 'DejaVu Serif', weight: 'bold' },
};

/** The folder holding the shipped TTF files. */
export function fontDirectory(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
}

export function faceFile(face: Face): string {
  return path.join(fontDirectory(), FACE_FILES[face].file);
}

/** SVG presentation attributes selecting `face`. */
export function faceAttributes(face: Face): { 'font-family': string; 'font-weight': 'normal' | 'bold' } {
  const f = FACE_FILES[face];
  return { 'font-family': f.family, 'font-weight': f.weight };
}
