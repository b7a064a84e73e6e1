/**
 * Commander, diplomacy and claim cards (spec 2.8–2.10). Only a handful of cards survive in the
 * rulebook text; the rest is PLACEHOLDER filler so the engine can run. Replace the decks here.
 */
import type { Tag } from './board.js';
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
  /** Polish name as printed (or the title for leaders). */
  name: string;
  commandValue: number;
  stratagems: Stratagem[];
  tag: Tag;
}

const leaders: CommanderCard[] = [
  // Hetman wielki litewski — Jan Karol Chodkiewicz [TEXT]; removed in week 4.
  { id: 'plc_hetman_lit', side: 'PLC', rank: 'leader', name: 'Hetman wielki litewski', commandValue: 3, stratagems: [{ kind: 'multiField' }], tag: 'PLACEHOLDER' },
  // Regimentarz — the Lubomirski stratagem is RECONSTRUCTED onto this card.
  { id: 'plc_regimentarz', side: 'PLC', rank: 'leader', name: 'Regimentarz', commandValue: 3, stratagems: [{ kind: 'redeploy' }], tag: 'RECONSTRUCTED' },
  { id: 'plc_hetman_koz', side: 'PLC', rank: 'leader', name: 'Hetman kozacki', commandValue: 3, stratagems: [], tag: 'PLACEHOLDER' },
  { id: 'ott_sultan', side: 'OTT', rank: 'leader', name: 'Sułtan', commandValue: 3, stratagems: [], tag: 'PLACEHOLDER' },
  { id: 'ott_vizier', side: 'OTT', rank: 'leader', name: 'Wielki Wezyr', commandValue: 3, stratagems: [{ kind: 'multiField' }], tag: 'PLACEHOLDER' },
  { id: 'ott_khan', side: 'OTT', rank: 'leader', name: 'Chan tatarski', commandValue: 3, stratagems: [], tag: 'PLACEHOLDER' },
];

const namedOfficers: CommanderCard[] = [
  { id: 'plc_hussar_boratynski', side: 'PLC', rank: 'officer', name: 'Chorągiew husarska JWP starosty lipnickiego Jana Mikołaja Boratyńskiego', commandValue: 2, stratagems: [], tag: 'PLACEHOLDER' },
  { id: 'plc_cossack_potocki', side: 'PLC', rank: 'officer', name: 'Chorągiew kozacka JWP starosty kamienieckiego Stefana Potockiego', commandValue: 2, stratagems: [{ kind: 'withdraw', count: 2 }], tag: 'PLACEHOLDER' },
  // Command value 2 [TEXT]; the immediate effect (morale +1) is RECONSTRUCTED.
  { id: 'ott_levy_sivas', side: 'OTT', rank: 'officer', name: 'Pospolite ruszenie z Siwasu', commandValue: 2, stratagems: [{ kind: 'pilafLevy', count: 2, morale: 1 }], tag: 'TEXT' },
  { id: 'ott_levy_kaffa', side: 'OTT', rank: 'officer', name: 'Pospolite ruszenie z Kaffy', commandValue: 2, stratagems: [{ kind: 'diceLevy', count: 2, dice: 2 }], tag: 'TEXT' },
];

/** PLACEHOLDER filler officers without stratagems (spec 2.8.5). */
const FILLER: Record<Side, number[]> = {
  PLC: [1, 1, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3],
  OTT: [1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3],
};

function filler(side: Side): CommanderCard[] {
  return FILLER[side].map((cv, i) => ({
    id: `${side.toLowerCase()}_officer_${String(i + 1).padStart(2, '0')}`,
    side,
    rank: 'officer',
    name: '',
    commandValue: cv,
    stratagems: [],
    tag: 'PLACEHOLDER',
  }));
}

export const COMMANDER_CARDS: readonly CommanderCard[] = [...leaders, ...namedOfficers, ...filler('PLC'), ...filler('OTT')];

/** Card counts [TEXT: 20 PLC + 25 OTT, 3 leaders each]. */
export const COMMANDER_COUNTS: Record<Side, { total: number; leaders: number }> = {
  PLC: { total: 20, leaders: 3 },
  OTT: { total: 25, leaders: 3 },
};

/** Chodkiewicz dies in week 4 [TEXT]. */
export const CHODKIEWICZ = 'plc_hetman_lit';

/** Diplomacy deck: total 55 [TEXT]; distribution PLACEHOLDER. */
export const DIPLOMACY_DISTRIBUTION: { strength: number; count: number; tag: Tag }[] = [
  { strength: 1, count: 20, tag: 'PLACEHOLDER' },
  { strength: 2, count: 17, tag: 'PLACEHOLDER' },
  { strength: 3, count: 12, tag: 'PLACEHOLDER' },
  { strength: 4, count: 6, tag: 'PLACEHOLDER' },
];
export const DIPLOMACY_TOTAL = 55;

export interface DiplomacyCard {
  id: string;
  strength: number;
}

export const DIPLOMACY_CARDS: readonly DiplomacyCard[] = DIPLOMACY_DISTRIBUTION.flatMap((d) =>
  Array.from({ length: d.count }, () => d.strength),
).map((strength, i) => ({ id: `dip${String(i + 1).padStart(2, '0')}`, strength }));

export interface ClaimCard {
  id: string;
  value: Record<Side, number>;
  tag: Tag;
}

export const CLAIM_CARDS: readonly ClaimCard[] = [
  { id: 'moldavia', value: { PLC: 6, OTT: 6 }, tag: 'TEXT' }, // Mołdawia lennem Polski
  { id: 'tatars', value: { PLC: 4, OTT: 2 }, tag: 'PLACEHOLDER' }, // dual value TEXT, numbers PLACEHOLDER
  { id: 'sich', value: { PLC: 2, OTT: 4 }, tag: 'PLACEHOLDER' },
  { id: 'khotyn', value: { PLC: 3, OTT: 3 }, tag: 'PLACEHOLDER' },
  { id: 'dniester', value: { PLC: 2, OTT: 2 }, tag: 'PLACEHOLDER' },
];

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
