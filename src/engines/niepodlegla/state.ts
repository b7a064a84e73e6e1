/**
 * The whole game state of Niepodległa (shared/rules/niepodlegla.md §9.5, adapted). Plain JSON:
 * a game is its seed plus its action log. Hidden parts: the order of the mission stack, of the
 * threat decks and of the unused final cards (view() shows only their sizes).
 */
import type { Msg, Seat } from '../kit/types.js';
import type { Mission } from './cards.js';
import type { ObstacleKind, ObstacleKind as ObstacleKindT } from './data/counts.js';
import type { Character } from './data/dice.js';
import type { City } from './data/map.js';
import type { MissionCard } from './data/missions.js';
import type { Face } from './data/symbols.js';
import type { TokenId } from './data/tokens.js';
import type { Effect } from './effects.js';

/**
 * Where the game stands: the cursor of the order of play (flow.ts), in rulebook order. Rounds 1–9:
 * plan (1, pawns and dice), fight (2, rolls), negative (3), morale (4, threat cards), positive (5),
 * end (6, the red field). Round 10: finalSetup (the D opt-in after the border-defence setup),
 * finalPlan (phase 1), finalFight (phase 2), then over. Between actions the game rests only on
 * these (`RestingPhase`); the steps of a phase's fixed work are passed within one action.
 */
export type RestingPhase =
  | 'plan'
  | 'fight'
  | 'negative'
  | 'morale'
  | 'positive'
  | 'end'
  | 'finalSetup'
  | 'finalPlan'
  | 'finalFight'
  | 'over';

/** Steps of fixed work (no decision), passed within one action; never stored between actions. */
export type PassingStep =
  | 'assign'
  | 'firstRoll'
  | 'missionsCompleted'
  | 'negativeEffects'
  | 'moraleCheck'
  | 'positiveEffects'
  | 'returnComponents'
  | 'time'
  | 'refill'
  | 'november'
  | 'borderDefence'
  | 'finalAssign'
  | 'finalFirstRoll'
  | 'dPenalty';

export type Phase = RestingPhase | PassingStep;

export interface Options {
  /** Ruling A6: the bottom of a threat applies if 'any' pictured region has no independence, or only if 'all' have none. */
  threatBottom: 'any' | 'all';
  /** Ruling A8: the Russian partition of time field 6 is Kresy + Central, or Kresy only. */
  russianPartition: 'kresy-central' | 'kresy';
  /** Ruling A7: display the S cards without 4-player-only ones ('fixed'), or 9 of all 11 at random. */
  startMissions: 'fixed' | 'random';
  /** The "variant for experienced players": offer the extra D challenges at the final. */
  dChallenges: boolean;
  /** §2.8: play with a mission deck generated from the game's seed instead of the printed (reconstructed) one. */
  randomDeck: boolean;
}

export interface CityState {
  /** Independence tokens; never together with obstacles (cancellation, §5.1). */
  ind: number;
  obs: Record<ObstacleKind, number>;
}

export interface Die {
  /** 'n01'…'n13' for neutral dice, the character's lower-case name for character dice. */
  id: string;
  character: Character | null;
  face: Face[];
  holder: Seat;
}

export interface TokenState {
  owner: Seat | null;
  active: boolean;
  /** Who holds it this round (the borrower while lent). */
  holder: Seat | null;
}

export interface Slot {
  card: string;
  pawn: Seat | null;
}

/** Where an effect comes from, for the history and the defaults. */
export interface Source {
  kind: 'mission' | 'threat' | 'time' | 'track' | 'plan' | 'fight' | 'final';
  id: string;
}

/** A bookkeeping step of the rules (not printed on any card) that runs through the same queue. */
export type MetaStep =
  | { k: 'drawThreat' }
  | { k: 'threatBottom'; card: string }
  | { k: 'removeObstacle' }
  | { k: 'planPawns'; seat: Seat }
  | { k: 'planDice'; seat: Seat }
  | { k: 'advanceTime'; cause: 'round' | 'jump' }
  | { k: 'dCount' }
  /** A proposal to stop phase 2 (ruling A45): the group says stop or keep rolling. */
  | { k: 'stopFight' };

export type Step = Effect | MetaStep;

export type ChoiceValue =
  | { k: 'cities'; cities: City[] }
  | { k: 'obstacle'; city: City; kind: ObstacleKindT }
  | { k: 'decline' }
  | { k: 'cards'; cards: string[] }
  | { k: 'seat'; seat: Seat }
  | { k: 'die'; character: Character }
  | { k: 'count'; n: number }
  | { k: 'stopFight'; stop: boolean }
  | { k: 'auto' };

export interface QueueItem {
  step: Step;
  source: Source;
  /** The seat that completed the mission (receives DIE/TOKEN rewards). */
  actor?: Seat;
}

/** One option of a group decision; `value` is what applying it does (see choices.ts). */
export interface ChoiceOptionData {
  id: string;
  label: Msg;
  value: ChoiceValue;
}

export interface Proposal {
  option: string;
  by: Seat;
  agreed: Seat[];
}

/** A group decision in progress (§9.1, "group decision protocol"). */
export interface Choice {
  item: QueueItem;
  /** The legal options, fixed when the decision opens (the state does not change until it settles). */
  options: ChoiceOptionData[];
  /** The option a missed deadline proposes (§9.3). */
  defaultOption: string;
  proposal: Proposal | null;
  /** Seats that already proposed in this decision: each may propose once (play-by-post ruling). */
  proposers: Seat[];
}

export interface SmallFinalState {
  card: string;
  easy: boolean;
  pawn: Seat | null;
}

export interface FinalState {
  paris: number;
  warsaw: number;
  small: SmallFinalState[];
  d: string[];
  /** How many D cards the table opted into (0 = none). */
  dWanted: number;
  /** Set once phase 2 of the final ended with the required missions met (D cards still open). */
  stopped: boolean;
}

export interface Outcome {
  win: boolean;
  /** i18n key suffix under niepodlegla.result.* */
  reason: 'victory' | 'november' | 'morale' | 'dPenalty' | 'defeatEffect';
  /** Null for a defeat on 11 November (ruling A23). */
  score: number | null;
  dCompleted: number;
}

export interface State {
  players: number;
  options: Options;
  factions: string[];
  pawnsPerPlayer: number;
  /** The time marker = the current round (ruling A16). */
  round: number;
  phase: Phase;
  foreign: number;
  accord: number;
  morale: { pool: number; temp: number; x: boolean };
  prison: { morale: number; neutralDice: number; pawns: number[]; characterDice: Character[] };
  /** The time-track field the shield lies on, or null. */
  shieldField: number | null;
  cities: Record<City, CityState>;
  indSupply: number;
  /**
   * The 60 start and stage cards when the randomised-deck option is on (generated at setup,
   * §2.8), else null for the printed deck. Fixed after setup; states saved before the option
   * existed lack it, which also means the printed deck. Each card carries its parsed effects
   * (states saved before they did hold bare cards, parsed on lookup).
   */
  randomDeck: (Mission | MissionCard)[] | null;
  /** Mission stack, top first (hidden order). */
  stack: string[];
  display: Slot[];
  threats: { early: string[]; late: string[] };
  /** Threat cards revealed this round (public). */
  revealed: string[];
  neutralPool: number;
  characters: Record<Character, Seat | null>;
  tokens: Record<TokenId, TokenState>;
  /** Neutral dice handed out this round in phase 1, per seat (null until decided). */
  alloc: (number | null)[];
  dice: Die[];
  done: boolean[];
  /** A player's explicit mission priority for the allocation (ruling A21). */
  priority: (string[] | null)[];
  /** Phase 2 ended (everyone done, an adopted stop proposal, or morale 0). */
  fightOver: boolean;
  /** Missions completed this round, with who completed them. */
  completed: { card: string; seat: Seat }[];
  queue: QueueItem[];
  choice: Choice | null;
  final: FinalState | null;
  outcome: Outcome | null;
  /** The latest public events, for the board image. */
  recent: Msg[];
}
