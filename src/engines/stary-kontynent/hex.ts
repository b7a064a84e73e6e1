/** Axial hex coordinates, pointy-top (spec §2.7). */

export interface Axial {
  q: number;
  r: number;
}

export const DIRECTIONS = ['E', 'NE', 'NW', 'W', 'SW', 'SE'] as const;
export type Direction = (typeof DIRECTIONS)[number];

export const DIRECTION_OFFSET: Record<Direction, Axial> = {
  E: { q: 1, r: 0 },
  NE: { q: 1, r: -1 },
  NW: { q: 0, r: -1 },
  W: { q: -1, r: 0 },
  SW: { q: -1, r: 1 },
  SE: { q: 0, r: 1 },
};

export function cellKey(c: Axial): string {
  return `${c.q},${c.r}`;
}

export function add(a: Axial, b: Axial): Axial {
  return { q: a.q + b.q, r: a.r + b.r };
}

export function sub(a: Axial, b: Axial): Axial {
  return { q: a.q - b.q, r: a.r - b.r };
}

export function neighbours(c: Axial): Axial[] {
  return DIRECTIONS.map((d) => add(c, DIRECTION_OFFSET[d]));
}

export function isAdjacent(a: Axial, b: Axial): boolean {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return DIRECTIONS.some((d) => DIRECTION_OFFSET[d].q === dq && DIRECTION_OFFSET[d].r === dr);
}

/** Rotation by 60° clockwise, applied k times: rot(q, r) = (−r, q + r). */
export function rotate(c: Axial, k: number): Axial {
  let out = c;
  for (let i = 0; i < ((k % 6) + 6) % 6; i++) out = { q: -out.r, r: out.q + out.r };
  return out;
}

/** The direction from `from` to the adjacent `to`, if any. */
export function directionTo(from: Axial, to: Axial): Direction | null {
  const d = sub(to, from);
  return DIRECTIONS.find((dir) => DIRECTION_OFFSET[dir].q === d.q && DIRECTION_OFFSET[dir].r === d.r) ?? null;
}
