/**
 * Sides and unit types of Chocim 1621 (spec 0.2–0.3, all [TEXT]).
 * Unit types are side-specific, so one count record can hold both sides' units on a shared action.
 */

export const SIDES = ['PLC', 'OTT'] as const;
export type Side = (typeof SIDES)[number];

export const UNIT_TYPES = ['cavalry', 'infantry', 'cossack', 'sipahi', 'janissary', 'tatar'] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

export type Units = Record<UnitType, number>;

/** Unit owner and starting count [TEXT: "36 dla Osmanów i 21 dla Rzeczpospolitej"]. */
export const UNIT_DATA: Record<UnitType, { side: Side; count: number; tag: 'RULEBOOK' }> = {
  cavalry: { side: 'PLC', count: 8, tag: 'RULEBOOK' }, // jazda
  infantry: { side: 'PLC', count: 6, tag: 'RULEBOOK' }, // piechota
  cossack: { side: 'PLC', count: 7, tag: 'RULEBOOK' }, // Kozacy
  sipahi: { side: 'OTT', count: 17, tag: 'RULEBOOK' }, // spahisi
  janissary: { side: 'OTT', count: 12, tag: 'RULEBOOK' }, // janczarzy
  tatar: { side: 'OTT', count: 7, tag: 'RULEBOOK' }, // Tatarzy
};

export const SIDE_TYPES: Record<Side, readonly UnitType[]> = {
  PLC: ['cavalry', 'infantry', 'cossack'],
  OTT: ['sipahi', 'janissary', 'tatar'],
};

/** Ties in the "least valuable first" default ordering (spec 9.1). */
export const DEFAULT_TIE_ORDER: Record<Side, readonly UnitType[]> = {
  PLC: ['cossack', 'infantry', 'cavalry'],
  OTT: ['sipahi', 'tatar', 'janissary'],
};

export function other(side: Side): Side {
  return side === 'PLC' ? 'OTT' : 'PLC';
}

export function sideOf(type: UnitType): Side {
  return UNIT_DATA[type].side;
}

export function noUnits(): Units {
  return { cavalry: 0, infantry: 0, cossack: 0, sipahi: 0, janissary: 0, tatar: 0 };
}

export function countOf(units: Units, side?: Side): number {
  let n = 0;
  for (const t of UNIT_TYPES) if (side === undefined || UNIT_DATA[t].side === side) n += units[t];
  return n;
}

/** Dice per unit [TEXT, "Skuteczność jednostek"]. Context decides the column. */
export type DiceContext =
  | { kind: 'pitched' }
  | { kind: 'assault'; field: string } // Ottoman units on assault or control
  | { kind: 'defence'; field: string }
  | { kind: 'counterattack' };

export function diceFor(type: UnitType, ctx: DiceContext): number {
  if (ctx.kind === 'pitched') return type === 'cavalry' ? 2 : 1;
  switch (type) {
    case 'sipahi':
      return 1;
    case 'janissary':
      return 2;
    case 'tatar':
      // Tatars roll only at the bridgehead; elsewhere they can only take losses [TEXT].
      return ctx.kind === 'assault' && ctx.field === 'bridgehead' ? 1 : 0;
    case 'cavalry':
      return 1;
    case 'infantry':
      return 2;
    case 'cossack':
      return ctx.kind === 'defence' && ctx.field === 'cossack_camp' ? 2 : 1;
  }
}
