/**
 * The 11 province tiles (spec §2.6). Shape and terrain are RECONSTRUCTED (rulings A4–A6): the
 * tile picture is lost. Replace a row here if the real tiles surface.
 */
import { TERRAINS, type Tag, type Terrain } from './terrain.js';

export const SLOTS = ['a', 'b', 'c', 'd'] as const;
export type Slot = (typeof SLOTS)[number];

/** Local axial coordinates of the slots of the compact rhombus tile (A4, RECONSTRUCTED). */
export const SLOT_OFFSET: Record<Slot, { q: number; r: number }> = {
  a: { q: 0, r: 0 },
  b: { q: 1, r: 0 },
  c: { q: 0, r: 1 },
  d: { q: 1, r: 1 },
};

export interface TileDef {
  province: number;
  terrain: Record<Slot, Terrain>;
  /** The special 6-threshold hex of provinces 2 and 12. */
  specialSlot?: Slot;
  tag: Tag;
}

export const PROVINCES = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const; // one per 2d6 total (A3)

export const TILES: readonly TileDef[] = [
  { province: 2, terrain: { a: 'goldMountain', b: 'forest', c: 'marsh', d: 'plain' }, specialSlot: 'a', tag: 'RECONSTRUCTED' },
  { province: 3, terrain: { a: 'forest', b: 'cave', c: 'marsh', d: 'plain' }, tag: 'RECONSTRUCTED' },
  { province: 4, terrain: { a: 'mountain', b: 'forest', c: 'forest', d: 'plain' }, tag: 'RECONSTRUCTED' },
  { province: 5, terrain: { a: 'marsh', b: 'plain', c: 'cave', d: 'marsh' }, tag: 'RECONSTRUCTED' },
  { province: 6, terrain: { a: 'plain', b: 'forest', c: 'mountain', d: 'marsh' }, tag: 'RECONSTRUCTED' },
  { province: 7, terrain: { a: 'plain', b: 'forest', c: 'forest', d: 'mountain' }, tag: 'RECONSTRUCTED' },
  { province: 8, terrain: { a: 'forest', b: 'plain', c: 'marsh', d: 'cave' }, tag: 'RECONSTRUCTED' },
  { province: 9, terrain: { a: 'mountain', b: 'marsh', c: 'plain', d: 'forest' }, tag: 'RECONSTRUCTED' },
  { province: 10, terrain: { a: 'cave', b: 'mountain', c: 'forest', d: 'plain' }, tag: 'RECONSTRUCTED' },
  { province: 11, terrain: { a: 'marsh', b: 'forest', c: 'plain', d: 'mountain' }, tag: 'RECONSTRUCTED' },
  { province: 12, terrain: { a: 'fertilePlain', b: 'plain', c: 'forest', d: 'marsh' }, specialSlot: 'a', tag: 'RECONSTRUCTED' },
];

/** Provinces 2 and 12: 3 income, special homage, baron revolt on plague (RULEBOOK). */
export const SPECIAL_PROVINCES: readonly number[] = [2, 12];

export function tileOf(province: number): TileDef {
  const tile = TILES.find((t) => t.province === province);
  if (!tile) throw new Error(`stary-kontynent: no tile for province ${province}`);
  return tile;
}

// Validate at load, naming the tile at fault.
for (const p of PROVINCES) {
  const found = TILES.filter((t) => t.province === p);
  if (found.length !== 1) throw new Error(`stary-kontynent data: province ${p} has ${found.length} tiles`);
}
for (const tile of TILES) {
  for (const s of SLOTS) {
    if (!(TERRAINS as readonly string[]).includes(tile.terrain[s]))
      throw new Error(`stary-kontynent data: tile ${tile.province} slot ${s} has unknown terrain`);
  }
  const special = SPECIAL_PROVINCES.includes(tile.province);
  if (special !== (tile.specialSlot !== undefined))
    throw new Error(`stary-kontynent data: tile ${tile.province} special slot does not match its province`);
}
