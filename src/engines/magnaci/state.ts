/**
 * The whole game as plain JSON. Hidden parts (hands, face-down placements, drafts,
 * deck order, future Kings) live here and are stripped by view().
 */
import type { Seat } from '../kit/types.js';
import type { ConflictId } from './data/conflicts.js';
import type { FamilyCardId } from './data/family.js';
import type { AreaId, ProvinceId } from './data/geography.js';
import type { BuildingId, LawId } from './data/laws.js';
import type { OfficeId } from './data/senators.js';
import type { SymbolId } from './data/symbols.js';

export interface MagnaciOptions {
  /** Ambiguity 2: 'onePass' (ruling) or 'untilAllPass'. */
  window: 'onePass' | 'untilAllPass';
  /** Ambiguity 16: 'perProvince' (ruling) or 'strict' (any of the three partitioned → unusable). */
  grainRafting: 'perProvince' | 'strict';
  /** Ambiguity 24: cap of 35 Estates on the board per player with 4–5 players. */
  estateCap: boolean;
}

/**
 * Phases of an Age (Tor czynności) plus setup and the end. SETUP: initial Estates;
 * SENATE: sequential face-down bids then resolution Prymas→Kanclerz; SEJM: 5 Law cards,
 * simultaneous bids, fields I→V; CONFLICTS: layout, Poselstwo, simultaneous bids,
 * fields I→X, cleanup; INTERREGNUM: King removed, Third Partition check, actions,
 * new turn order or final scoring.
 */
export type Phase = 'SETUP' | 'SENATE' | 'SEJM' | 'CONFLICTS' | 'INTERREGNUM' | 'ENDED';

/** Where a Family card is placed face down: a Senate office, a Sejm field (I–V) or a Conflict field (I–X). */
export type BidKey = `senate:${OfficeId}` | `sejm:${number}` | `conflict:${number}`;

export interface ConflictOnField {
  card: ConflictId;
  /** Age in which the card was drawn (older = left over from an earlier Age). */
  drawnInAge: number;
  /** Lost in the current Age's resolution. */
  lostThisAge: boolean;
}

/** A card action a player declares in a window (parameters included, so it is never half played). */
export interface Play {
  card: LawId | 'HETMAN' | 'KANCLERZ' | 'PODSKARBI';
  target?: Seat;
  province?: ProvinceId;
  field?: number;
  symbol?: SymbolId;
}

/** What the open action window belongs to. */
export type WindowContext =
  | { kind: 'senate'; office: OfficeId }
  | { kind: 'sejm'; field: number }
  | { kind: 'conflict'; field: number }
  | { kind: 'pacta' }
  | { kind: 'poselstwo' }
  | { kind: 'interregnum' };

export interface ActionWindow {
  ctx: WindowContext;
  /** Index into turnOrder of the seat whose turn it is. */
  idx: number;
  /** Someone played a card in this round (matters only for 'untilAllPass'). */
  playedThisRound: boolean;
  /** Rounds already gone round the table ('untilAllPass' only); absent = the first. */
  round?: number;
  /**
   * Law cards received by trade after the receiver's turn in this window had passed: not
   * playable in this window (Ambiguity 23). Replaced, never mutated (windows are shallow-copied).
   */
  locked?: { seat: Seat; law: LawId }[];
}

/** An open offer of a won Law card (5.10, D18): public and non-binding until accepted. */
export interface LawOffer {
  from: Seat;
  to: Seat;
  law: LawId;
}

export type PickPurpose = 'office' | 'law' | 'reward' | 'penalty' | 'order' | 'final';

/** Automatic work still to do, front first: effects being resolved, then the rest of the Age's order of play (cursor.ts). */
export type Task =
  | { t: 'askInitial'; seat: Seat }
  | { t: 'startAge' }
  | { t: 'askSenateBid'; seat: Seat }
  | { t: 'senateContest'; office: OfficeId }
  | { t: 'sejmDeal' }
  | { t: 'sealed'; phase: 'sejm' | 'conflict' }
  | { t: 'sejmContest'; field: number }
  | { t: 'openWindow'; ctx: WindowContext }
  | { t: 'windowStep' }
  | { t: 'settle'; ctx: WindowContext }
  | { t: 'award'; ctx: WindowContext; seat: Seat }
  | { t: 'penalty'; field: number; seat: Seat }
  | { t: 'gain'; seat: Seat; count: number }
  | { t: 'gainAt'; seat: Seat; area: AreaId; count: number }
  | { t: 'lowest'; field: number; candidates: Seat[] }
  | { t: 'lose'; seat: Seat; area: AreaId; entail: boolean }
  | { t: 'lawLoss'; seat: Seat }
  | { t: 'veto'; seat: Seat; play: Play }
  | { t: 'resolvePlay'; seat: Seat; play: Play }
  | { t: 'entailResolve'; seat: Seat; from: ProvinceId; area: AreaId }
  | { t: 'conflictLayout' }
  | { t: 'conflictsResolveAll' }
  | { t: 'conflictContest'; field: number }
  | { t: 'conflictCleanup' }
  | { t: 'interregnum' }
  | { t: 'endAge' }
  | { t: 'turnOrder'; decided: Seat[]; groups: Seat[][] }
  | { t: 'scoring' };

/** The decision the game waits for (pending() derives who owes it). */
export type Prompt =
  | { p: 'initialEstate'; seat: Seat }
  /** Face-down Family cards: one seat in the Senate, every seat in Sejm and Conflicts. */
  | { p: 'sealed'; phase: 'senate' | 'sejm' | 'conflict'; seats: Seat[] }
  | { p: 'window'; seat: Seat }
  | { p: 'veto'; seat: Seat; actor: Seat; play: Play }
  | { p: 'entail'; seat: Seat; area: AreaId }
  | { p: 'placeEstates'; seat: Seat; count: number }
  | { p: 'pick'; seat: Seat; purpose: PickPurpose; candidates: Seat[]; ctx?: WindowContext; field?: number }
  | { p: 'discardConflict'; seat: Seat; fields: number[] }
  | { p: 'discardLaw'; seat: Seat }
  | { p: 'assignatsRespond'; seat: Seat; user: Seat }
  | { p: 'assignatsTake'; seat: Seat; target: Seat };

export interface PlayerState {
  faction: string;
  /** Family cards not yet placed this Age (secret). */
  hand: FamilyCardId[];
  /** Family cards revealed this Age (public, Ambiguity 34). */
  setAside: FamilyCardId[];
  /** Law cards held, oldest first. */
  laws: LawId[];
}

export interface SenatorState {
  holder: Seat | null;
  /** Action used (set aside) or cancelled by VETO this Age. */
  used: boolean;
}

export interface ContestRecord {
  key: BidKey;
  winner: Seat | null;
  totals: number[];
  /** Conflicts only. */
  cs?: number;
  scale?: number;
  won?: boolean;
  card?: ConflictId | LawId;
}

export interface State {
  nPlayers: number;
  options: MagnaciOptions;
  age: number;
  phase: Phase;
  /** Seats, first player first (Tor kolejności). */
  turnOrder: Seat[];
  /** One King per Age, index = Age − 1. */
  kings: { id: string; revealed: boolean; removed: boolean }[];
  /** Estates per area, per seat. */
  estates: Record<AreaId, number[]>;
  /** Provinces counting as partitioned now (Ambiguity 7) and those with a pawn. */
  partitioned: ProvinceId[];
  partitionPawns: ProvinceId[];
  silentSejm: ProvinceId[];
  blackClouds: boolean;
  buildings: Partial<Record<BuildingId, ProvinceId>>;
  conflictFields: (ConflictOnField | null)[];
  conflictDeck: ConflictId[];
  lawDeck: LawId[];
  sejmFields: (LawId | null)[];
  senators: Record<OfficeId, SenatorState>;
  players: PlayerState[];
  /** Face-down (and revealed) Family cards per bid key, per seat. */
  bids: Record<string, (FamilyCardId | null)[]>;
  revealed: BidKey[];
  /** Drafts of the current sealed placement, per seat (slot → card), and who confirmed. */
  drafts: Record<string, FamilyCardId>[];
  confirmed: boolean[];
  /** Modifiers each seat applied to its own card in the contest being resolved. */
  mods: number[];
  window: ActionWindow | null;
  /** Law cards won in this Sejm (Pacta conventa). */
  wonThisSejm: LawId[][];
  contests: ContestRecord[];
  tasks: Task[];
  prompt: Prompt | null;
  /**
   * Open Law-card offers (Ambiguity 23; expiry ruling in rulings.ts). Absent in games stored
   * before trading existed; replaced, never mutated, so the shallow clone stays safe.
   */
  offers?: LawOffer[];
  /**
   * Standing autopass per seat (9.1 "Window speed-up"): pass every action window until the seat
   * gains a new card with a window action. Absent = nobody; replaced, never mutated.
   */
  autopass?: boolean[];
  /** Prymas holder of the Age being played (final tie-break uses the last one). */
  lastPrymas: Seat | null;
  outcome: null | { kind: 'partition' } | { kind: 'scored'; wealth: number[]; winner: Seat | null };
}
