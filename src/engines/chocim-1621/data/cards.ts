/**
 * Commander, diplomacy and claim cards (spec 2.8–2.10). Only a handful of cards survive in the
 * rulebook text; the rest is PLACEHOLDER filler so the engine can run. The printed values (command
 * values, stratagems, strengths, claim values) and their provenance are in printed.ts.
 */
import { PRINTED } from './printed.js';
import type { Side } from './units.js';

/** Stratagem vocabulary actually used by the known cards (spec 2.8.2). */
export type Stratagem =
  /** Deploy up to the command value onto several fields/actions in one play (Chodkiewicz, Grand Vizier). */
  | { kind: 'multiField' }
  /** Deploy up to the command value taking units from defence actions or the routed area (Lubomirski). */
  | { kind: 'redeploy' }
  /** Withdraw up to `count` own units standing on actions back to reserve (Potocki). */
  | { kind: 'withdraw'; count: number }
  /** Deploy exactly `count` janissaries onto the pilaf; own morale +`morale` at once (Sivas levy). */
  | { kind: 'pilafLevy'; count: number; morale: number }
  /** Deploy exactly `count` units onto the pitched battle or an assault; +1 on `dice` chosen dice (Kaffa levy). */
  | { kind: 'diceLevy'; count: number; dice: number };

export interface CommanderCard {
  id: string;
  side: Side;
  rank: 'leader' | 'officer';
  /** Polish name as printed (or the title for leaders); '' for filler officers. */
  name: string;
  commandValue: number;
  stratagems: Stratagem[];
}

/** Officers the rulebook never names: PLACEHOLDER filler without stratagems (spec 2.8.5). */
function filler(side: Side): CommanderCard[] {
  return PRINTED.fillerCommandValues[side].v.map((commandValue, i) => ({
    id: `${side.toLowerCase()}_officer_${String(i + 1).padStart(2, '0')}`,
    side,
    rank: 'officer',
    name: '',
    commandValue,
    stratagems: [],
  }));
}

export const COMMANDER_CARDS: readonly CommanderCard[] = [
  ...PRINTED.commanders.map((c) => ({
    id: c.id,
    side: c.side,
    rank: c.rank,
    name: c.name.v,
    commandValue: c.commandValue.v,
    stratagems: c.stratagems.v,
  })),
  ...filler('PLC'),
  ...filler('OTT'),
];

/** Card counts [TEXT: 20 PLC + 25 OTT, 3 leaders each]. */
export const COMMANDER_COUNTS: Record<Side, { total: number; leaders: number }> = {
  PLC: PRINTED.commanderCounts.PLC.v,
  OTT: PRINTED.commanderCounts.OTT.v,
};

/** Chodkiewicz dies in week 4 [TEXT]. */
export const CHODKIEWICZ = 'plc_hetman_lit';

export const DIPLOMACY_TOTAL = PRINTED.diplomacy.total.v;

export interface DiplomacyCard {
  id: string;
  strength: number;
}

export const DIPLOMACY_CARDS: readonly DiplomacyCard[] = PRINTED.diplomacy.distribution
  .flatMap((d) => Array.from({ length: d.count.v }, () => d.strength))
  .map((strength, i) => ({ id: `dip${String(i + 1).padStart(2, '0')}`, strength }));

export interface ClaimCard {
  id: string;
  value: Record<Side, number>;
}

export const CLAIM_CARDS: readonly ClaimCard[] = PRINTED.claims.map((c) => ({
  id: c.id,
  value: { PLC: c.value.PLC.v, OTT: c.value.OTT.v },
}));

// Lookup tables built once at load from the card data and never written after.
const byId = new Map(COMMANDER_CARDS.map((c) => [c.id, c]));
const dipById = new Map(DIPLOMACY_CARDS.map((c) => [c.id, c]));
const claimById = new Map(CLAIM_CARDS.map((c) => [c.id, c]));

export function commander(id: string): CommanderCard {
  const c = byId.get(id);
  if (!c) throw new Error(`chocim-1621 data: unknown commander card ${id}`);
  return c;
}

export function strength(id: string): number {
  const c = dipById.get(id);
  if (!c) throw new Error(`chocim-1621 data: unknown diplomacy card ${id}`);
  return c.strength;
}

export function claim(id: string): ClaimCard {
  const c = claimById.get(id);
  if (!c) throw new Error(`chocim-1621 data: unknown claim card ${id}`);
  return c;
}

function validateCards(): void {
  for (const side of ['PLC', 'OTT'] as const) {
    const mine = COMMANDER_CARDS.filter((c) => c.side === side);
    const want = COMMANDER_COUNTS[side];
    if (mine.length !== want.total) throw new Error(`chocim-1621 data: ${side} has ${mine.length} commander cards, not ${want.total}`);
    const lead = mine.filter((c) => c.rank === 'leader').length;
    if (lead !== want.leaders) throw new Error(`chocim-1621 data: ${side} has ${lead} leaders, not ${want.leaders}`);
  }
  for (const c of COMMANDER_CARDS) {
    if (!Number.isInteger(c.commandValue) || c.commandValue < 1)
      throw new Error(`chocim-1621 data: card ${c.id} has command value ${c.commandValue}`);
    if (!/^[a-z0-9_]{1,30}$/.test(c.id)) throw new Error(`chocim-1621 data: card id ${c.id} is not a safe id`);
  }
  if (byId.size !== COMMANDER_CARDS.length) throw new Error('chocim-1621 data: duplicate commander card ids');
  if (DIPLOMACY_CARDS.length !== DIPLOMACY_TOTAL)
    throw new Error(`chocim-1621 data: ${DIPLOMACY_CARDS.length} diplomacy cards, not ${DIPLOMACY_TOTAL}`);
  for (const d of DIPLOMACY_CARDS)
    if (d.strength < 1) throw new Error(`chocim-1621 data: diplomacy card ${d.id} has strength below 1`);
  if (CLAIM_CARDS.length !== 5) throw new Error('chocim-1621 data: there must be 5 claim cards');
}
validateCards();
