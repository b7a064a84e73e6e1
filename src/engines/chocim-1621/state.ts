/**
 * The full game state of Chocim 1621. Plain JSON; hidden parts (hands, decks, collected
 * diplomacy cards, sealed submissions) are stripped by view.ts before anything leaves the engine.
 */
import type { Seat } from '../kit/types.js';
import type { PlcField, ReserveId } from './data/board.js';
import type { Side, Units, UnitType } from './data/units.js';

/** Game options: the spec's data flags and alternative readings. */
export interface Rules {
  /** the 7/8 hand counts face-up leaders. */
  handLimitCountsLeaders: boolean;
  /** PLC gets one more commander card in week 5. */
  week5ExtraCommanderCard: boolean;
  /** janissaries may plunder (+1 each). */
  plunderAllowsJanissaries: boolean;
  /** which PLC unit may go on the raid. */
  raidUnitTypes: 'any' | 'cavalry';
  /** occupying an abandoned field moves morale like a capture. */
  abandonedFieldMorale: boolean;
  /** 'max6' = bastion assault max 6, not adjacent to the redoubts; 'max5' = max 5 and adjacent. */
  bastionReading: 'max6' | 'max5';
}

export type Phase = 'preparation' | 'actions' | 'diplomacy' | 'effects' | 'supply' | 'summary' | 'negotiation' | 'over';

/**
 * A step of the week's order of play (flow.ts declares each, in the spec's order 4.1–4.6, then
 * 5.12). Stored games keep these very strings: renaming one breaks their replay.
 */
export type Cursor =
  | 'prep'
  | 'prep.rest'
  | 'prep.display'
  | 'actions'
  | 'play'
  | 'diplomacy'
  | 'effects'
  | 'effects.PLC'
  | 'effects.OTT'
  | 'supply'
  | 'summary'
  | 'summary.food'
  | 'summary.famine.PLC'
  | 'summary.famine.OTT'
  | 'summary.hunger'
  | 'summary.end'
  | 'negotiation';

/** `field.action`, e.g. `redoubts.defence`, `foreground.pitched_battle`. */
export type SlotId = string;
/** Where a unit is taken from: `r:<reserve>`, `s:<slot>` or `routed` / `mutinied`. */
export type Location = string;

/** One unit at a location, as picked for a sealed or public choice. */
export interface UnitPick {
  from: Location;
  unit: UnitType;
}

export interface Placement {
  from: Location;
  unit: UnitType;
  to: SlotId;
}

/**
 * A play as the deployment rules see it while checking it (rules/deploy.ts, choice.ts): never
 * stored in the state — the seat drafts its play outside the engine and sends it whole.
 */
export interface Draft {
  side: Side;
  card: string;
  mode: 'command' | 'stratagem';
  /** 'deploy' puts units on actions; 'withdraw' takes them back to reserve (Potocki). */
  kind: 'deploy' | 'withdraw';
  limit: number;
  /** The play must use exactly `limit` units (Sivas, Kaffa levies). */
  exact: boolean;
  multiField: boolean;
  /** Redeploy (Lubomirski): units may come from defence actions and the routed area. */
  redeploy: boolean;
  /** Restrict targets (levies): only these action ids, and only these unit types. */
  onlyActions: string[] | null;
  onlyUnits: UnitType[] | null;
  /** Immediate morale bonus when the play is committed (Sivas). */
  morale: number;
  /** +1 on this many chosen dice in the first combat the play causes (Kaffa). */
  diceBonus: number;
  placements: Placement[];
}

/** Plans touched by a committed play, evaluated one by one (A-33: in placement order). */
export interface PlayInProgress {
  side: Side;
  slots: SlotId[];
  diceBonus: number;
  /**
   * Abandoned PLC fields this (Ottoman) play walked into, not yet brought within their control
   * limit. Only these moves can overfill a control action, so only they are checked.
   */
  walkIns: PlcField[];
}

export interface CombatDice {
  /** Raw rolls. */
  raw: number[];
  /** After the fortification (assault dice only). */
  base: number[];
}

export interface Combat {
  kind: 'assault' | 'counterattack' | 'pitched';
  field: string;
  /** Sealed support, then sealed +1s, then each owner picks its losses (public). */
  stage: 'support' | 'modifiers' | 'losses';
  /** Units on the side's usable support action. */
  supportAvailable: Record<Side, number>;
  /** Sealed support commitment; null = not yet submitted. */
  support: Record<Side, number | null>;
  /** +1s from stratagems (Kaffa). */
  bonus: Record<Side, number>;
  dice: Record<Side, CombatDice> | null;
  /** Sealed die choices for the +1s (indices into `base`), as submitted whole. */
  boosts: Record<Side, number[]>;
  boostDone: Record<Side, boolean>;
  /** Losses still to be picked: routs first, then withdrawals. */
  losses: Record<Side, { rout: number; withdraw: number }> | null;
  /** Units still taking part (camp defenders that withdrew stay in the reserve but leave). */
  part: Record<Side, Units> | null;
  report: CombatReport | null;
}

/** What the last combat did, for history and the board image. */
export interface CombatReport {
  kind: Combat['kind'];
  field: string;
  dice: Record<Side, { raw: number[]; final: number[] }>;
  support: Record<Side, number>;
  routed: Record<Side, number>;
  withdrawn: Record<Side, number>;
  outcome: 'captured' | 'held' | 'retaken' | 'failed' | 'won-PLC' | 'won-OTT' | 'draw';
}

/** Everything that resolves in the effects phase; the pitched battle always first (4.4). */
export const EFFECT_ITEMS = [
  'pitched_battle',
  'kamieniec_expedition',
  'raid',
  'loot_expedition',
  'fill_approaches',
  'fortify',
  'night_sortie',
  'procession',
  'knights_circle',
  'pilaf',
  'council',
  'intrigues',
  'pursuit',
  'plunder',
  'dig_approaches',
  'bombardment',
] as const;
export type EffectItem = (typeof EFFECT_ITEMS)[number];

/** A decision somebody owes now; null while the engine runs automatic steps. */
export type Step =
  /** The active side plays a whole card play (drafted outside the engine) or passes. */
  | { kind: 'turn' }
  | { kind: 'declare'; slot: SlotId }
  /** A multi-field play touched several plans: the active side picks which resolves next. */
  | { kind: 'planOrder' }
  | { kind: 'combat'; combat: Combat }
  | { kind: 'bonusPick'; side: Side }
  | { kind: 'diplomacyPick'; side: Side; picksLeft: number }
  | { kind: 'weather'; remaining: number }
  /** P5 mutiny (D3): both sides at once, in public, pick where each missing unit comes from. */
  | { kind: 'mutiny' }
  /** Effects phase (D13/D14, 4.4): the side picks which of its effects resolves next. */
  | { kind: 'effectOrder'; side: Side }
  | { kind: 'fortify' }
  | { kind: 'procession' }
  | { kind: 'bombard'; shots: number }
  /**
   * Summary step 1 (D15): both sides at once pick defence/control units to send back to reserve.
   * Sealed until both have confirmed (the original: "może być wykonywana jednocześnie").
   */
  | { kind: 'recall'; picks: Record<Side, UnitPick[]>; done: Record<Side, boolean> }
  | { kind: 'famine'; side: Side }
  /**
   * The attackers now stand on the field's control (D10, A-28): OTT sends back units of its choice
   * while over the limit; after a capture it may also keep fewer (down to 1).
   */
  | { kind: 'occupy'; field: string; mode: 'capture' | 'walkIn' }
  /** Summary steps 3 and 5: the owner picks units removed from the game. */
  | { kind: 'cull'; purpose: 'wounds' | 'hunger'; remaining: Record<Side, number> }
  | { kind: 'claim' };

export interface Negotiation {
  /** Claim order (hidden until each is revealed). */
  claims: string[];
  index: number;
  hands: Record<Side, string[]>;
  startCounts: Record<Side, number>;
  discarded: Record<Side, string[]>;
  /** Sealed submission for the current claim (empty until submitted) and whether it is in. */
  selection: Record<Side, string[]>;
  confirmed: Record<Side, boolean>;
  /** Committed cards per claim (hidden until all five are done). */
  commits: Record<Side, string[]>[];
  revealed: boolean;
  outcome: { claim: string; winner: Side | null; faceUp: boolean; strength: Record<Side, number> }[];
}

export interface Outcome {
  winner: Side | 'draw';
  reason: 'hetman-camp' | 'bunt' | 'negotiation';
  scores: Record<Side, number>;
  claimsWon: Record<Side, number>;
  cardsAtStart: Record<Side, number>;
}

export interface State {
  rules: Rules;
  /** Which seat plays which side. */
  seatOf: Record<Side, Seat>;
  week: number;
  phase: Phase;
  /** The step of the order of play under way (flow.ts); while a decision is owed, where play resumes. */
  cursor: Cursor;
  step: Step | null;

  reserves: Record<ReserveId, Units>;
  slots: Record<SlotId, Units>;
  routed: Units;
  mutinied: Units;
  removed: Units;
  fortification: Record<PlcField, number>;
  approach: number;
  morale: Record<Side, number>;
  supply: Record<Side, number>;
  bonusToken: 'available' | 'used';
  extraCard: Record<Side, 'onBoard' | 'taken'>;

  decks: Record<Side, string[]>;
  hands: Record<Side, string[]>;
  leaders: Record<Side, { id: string; used: boolean }[]>;
  usedPile: Record<Side, string[]>;
  removedCards: string[];

  diplomacyDeck: string[];
  display: string[];
  collected: Record<Side, string[]>;
  diplomacyDiscard: string[];

  passed: Record<Side, boolean>;
  active: Side;
  play: PlayInProgress | null;
  lastCombat: CombatReport | null;
  negotiation: Negotiation | null;
  outcome: Outcome | null;
}
