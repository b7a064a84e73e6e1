/**
 * Morale and supply tracks of the player boards (spec 2.5.4–2.5.5) and the numbers the rule text
 * ties to them. Structure [TEXT]; the printed values and their provenance are in printed.ts
 * (every track number is PLACEHOLDER: the printed tracks are lost).
 */
import { PRINTED, type PrintedSupplyRow } from './printed.js';
import type { Side, UnitType } from './units.js';

export interface MoraleTrack {
  min: number;
  max: number;
  start: number;
  /** Required total of mutinied units per morale level; unlisted levels = none. */
  mutiny: Record<number, Partial<Record<UnitType, number>>>;
  negotiationDiscards: Record<number, number>;
}

export type SupplyRow = PrintedSupplyRow;

export interface SupplyTrack {
  min: number;
  max: number;
  start: number;
  rows: SupplyRow[];
}

function moraleTrack(side: Side): MoraleTrack {
  const m = PRINTED.morale[side];
  return {
    min: m.min.v,
    max: m.max.v,
    start: m.start.v,
    mutiny: m.mutiny.v,
    negotiationDiscards: m.negotiationDiscards.v,
  };
}

function supplyTrack(side: Side): SupplyTrack {
  const t = PRINTED.supply[side];
  return { min: t.min.v, max: t.max.v, start: t.start.v, rows: t.rows.v };
}

// Lowest morale space: PLC rokosz (nobles' revolt); OTT bunt (mutiny) — PLC wins at the Summary check.
export const MORALE: Record<Side, MoraleTrack> = { PLC: moraleTrack('PLC'), OTT: moraleTrack('OTT') };

export const SUPPLY: Record<Side, SupplyTrack> = { PLC: supplyTrack('PLC'), OTT: supplyTrack('OTT') };

/** Sight of the sick and wounded: morale loss by routed count [TEXT]. */
export const ROUTED_MORALE: Record<Side, { atLeast: number; loss: number }[]> = {
  PLC: PRINTED.routedMorale.PLC.v,
  OTT: PRINTED.routedMorale.OTT.v,
};

export function supplyRow(side: Side, value: number): SupplyRow {
  const row = SUPPLY[side].rows.find((r) => value >= r.from && value <= r.to);
  if (!row) throw new Error(`chocim-1621 data: supply ${value} of ${side} is on no row`);
  return row;
}

/** Hand target per side [TEXT "łącznie 7 … 8"]. */
export const HAND_TARGET: Record<Side, number> = { PLC: PRINTED.handTarget.PLC.v, OTT: PRINTED.handTarget.OTT.v };
/** Week-4/5 Ottoman weather losses [TEXT]. */
export const WEATHER_LOSSES: Record<number, number> = PRINTED.weatherLosses.v;
export const WEEKS = PRINTED.weeks.v;
export const DISPLAY_SIZE = PRINTED.displaySize.v;
/** Negotiation set-up never takes a side below this many diplomacy cards [TEXT]. */
export const NEGOTIATION_FLOOR = PRINTED.negotiationFloor.v;
/** Ottomans discard one card per this many removed units [TEXT]. */
export const OTT_REMOVED_PER_DISCARD = PRINTED.ottRemovedPerDiscard.v;

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
