/**
 * Morale and supply tracks of the player boards (spec 2.5.4–2.5.5). Structure [TEXT];
 * every number PLACEHOLDER (the printed tracks are lost).
 */
import type { Tag } from './board.js';
import type { Side, UnitType } from './units.js';

export interface MoraleTrack {
  min: number;
  max: number;
  start: number;
  /** Required total of mutinied units per morale level; unlisted levels = none. */
  mutiny: Record<number, Partial<Record<UnitType, number>>>;
  negotiationDiscards: Record<number, number>;
  tag: Tag;
}

export interface SupplyRow {
  from: number;
  to: number;
  famine?: boolean;
  shortage?: boolean;
  doubleRations?: boolean;
  removeUnits?: number;
  negotiationDiscards?: number;
}

export interface SupplyTrack {
  min: number;
  max: number;
  start: number;
  rows: SupplyRow[];
  tag: Tag;
}

export const MORALE: Record<Side, MoraleTrack> = {
  // lowest space: rokosz (nobles' revolt)
  PLC: {
    min: 0,
    max: 10,
    start: 6,
    mutiny: { 3: { cossack: 1 }, 2: { cossack: 2 }, 1: { cossack: 3 } },
    negotiationDiscards: { 4: 1, 3: 1, 2: 2, 1: 2, 0: 3 },
    tag: 'PLACEHOLDER',
  },
  // lowest space: bunt (mutiny) — PLC wins at the Summary check
  OTT: {
    min: 0,
    max: 10,
    start: 8,
    mutiny: { 3: { janissary: 1 }, 2: { janissary: 2 }, 1: { janissary: 3 } },
    negotiationDiscards: { 4: 1, 3: 1, 2: 2, 1: 2, 0: 3 },
    tag: 'PLACEHOLDER',
  },
};

export const SUPPLY: Record<Side, SupplyTrack> = {
  PLC: {
    min: 0,
    max: 20,
    start: 15,
    rows: [
      { from: 0, to: 0, famine: true, removeUnits: 2, negotiationDiscards: 3 },
      { from: 1, to: 3, shortage: true, removeUnits: 1, negotiationDiscards: 2 },
      { from: 4, to: 6, shortage: true, removeUnits: 0, negotiationDiscards: 1 },
      { from: 7, to: 16 },
      { from: 17, to: 20, doubleRations: true },
    ],
    tag: 'PLACEHOLDER',
  },
  OTT: {
    min: 0,
    max: 36,
    start: 28,
    rows: [
      { from: 0, to: 0, famine: true, removeUnits: 3, negotiationDiscards: 3 },
      { from: 1, to: 4, shortage: true, removeUnits: 2, negotiationDiscards: 2 },
      { from: 5, to: 8, shortage: true, removeUnits: 1, negotiationDiscards: 1 },
      { from: 9, to: 31 },
      { from: 32, to: 36, doubleRations: true },
    ],
    tag: 'PLACEHOLDER',
  },
};

/** Sight of the sick and wounded: morale loss by routed count [TEXT]. */
export const ROUTED_MORALE: Record<Side, { atLeast: number; loss: number }[]> = {
  PLC: [
    { atLeast: 5, loss: 2 },
    { atLeast: 2, loss: 1 },
  ],
  OTT: [
    { atLeast: 9, loss: 3 },
    { atLeast: 6, loss: 2 },
    { atLeast: 3, loss: 1 },
  ],
};

export function supplyRow(side: Side, value: number): SupplyRow {
  const row = SUPPLY[side].rows.find((r) => value >= r.from && value <= r.to);
  if (!row) throw new Error(`chocim-1621 data: supply ${value} of ${side} is on no row`);
  return row;
}

/** Hand target per side [TEXT "łącznie 7 … 8"]. */
export const HAND_TARGET: Record<Side, number> = { PLC: 7, OTT: 8 };
/** Week-4/5 Ottoman weather losses [TEXT]. */
export const WEATHER_LOSSES: Record<number, number> = { 4: 2, 5: 3 };
export const WEEKS = 5;
export const DISPLAY_SIZE = 7;
/** Negotiation set-up never takes a side below this many diplomacy cards [TEXT]. */
export const NEGOTIATION_FLOOR = 7;
/** Ottomans discard one card per this many removed units [TEXT]. */
export const OTT_REMOVED_PER_DISCARD = 5;

function validateTracks(): void {
  for (const side of ['PLC', 'OTT'] as const) {
    const s = SUPPLY[side];
    for (let v = s.min; v <= s.max; v++) supplyRow(side, v);
    const m = MORALE[side];
    if (m.start < m.min || m.start > m.max) throw new Error(`chocim-1621 data: morale start of ${side} off track`);
    if (s.start < s.min || s.start > s.max) throw new Error(`chocim-1621 data: supply start of ${side} off track`);
  }
}
validateTracks();
