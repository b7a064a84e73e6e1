/**
 * The full state of a game of Boże Igrzysko. Plain JSON; never shown as is (see view.ts).
 */
import type { Seat } from '../kit/types.js';
import type { Colour, EnemyColour, Field, Province } from './data/board.js';

/** A slot for an influence token: a province or the Royal Court (Dwór Królewski). */
export type TokenSlot = Province | 'COURT';
export const TOKEN_SLOTS: readonly TokenSlot[] = ['PRU', 'LIT', 'UKR', 'MAL', 'WIE', 'COURT'];

export interface Options {
  /** 12.1: treaties with the Ottomans allowed and with the Tatars forbidden in T1–T2. */
  treatyRestrictions: boolean;
  /** 12.2: more durable treaties (price levels 2/4/6 zł). */
  durableTreaties: boolean;
  /** 12.3: private duchies (+1 PP per estate in the house's home province). */
  privateDuchies: boolean;
  /** Ruling A-15: a recruitment of Cossacks alone is allowed (off = the stricter reading). */
  cossackOnlyRecruitment: boolean;
}

export interface UnitCounts {
  inf: number;
  cav: number;
  art: number;
}

export interface Player {
  colour: Colour;
  pp: number;
  money: number;
  /** Cubes in the pool (of 20). */
  cubes: number;
  /** Discs in the pool (of 16; one is the prestige marker). */
  discs: number;
  /** Influence tokens still available this pair of turns (T1+T2, T3+T4). */
  tokens: number[];
  /** Unit tokens in the pool that may still be recruited this turn. */
  units: UnitCounts;
  /** Units destroyed this turn: out until the end of the turn (ruling A-54). */
  destroyed: UnitCounts;
}

export interface Estate {
  owner: Seat;
  manager: boolean;
  city: boolean;
}

export type EnemyCubes = Record<EnemyColour, number>;

export interface ProvinceState {
  prosperity: number;
  /** Occupied estate spaces, a contiguous prefix of the track (index 0 = space 1). */
  estates: Estate[];
  /** Player cubes per seat. */
  cubes: number[];
  /** Private army units per seat. */
  units: UnitCounts[];
  enemy: EnemyCubes;
  /** Habsburg influence markers. */
  markers: number;
  /** Enemy cubes were placed here this turn (invasion or expansion), for plunder (9.1.2). */
  enemyPlaced: boolean;
}

export interface FieldState {
  /** Enemy cubes (and, in T4, Ottoman cubes in E5) adding strength. */
  enemy: EnemyCubes;
  /** Habsburg markers adding strength to E5 in T1–T3. */
  markers: number;
  /** Player cubes per seat (campaign hits). */
  cubes: number[];
  /** King cubes (Crown Army hits). */
  king: number;
}

export interface Treaty {
  field: Field;
  /** How many dice showing the field's number break it (2; 3 or 4 under 12.2). */
  breakOn: number;
  by: Seat;
}

/** A recruitment being composed in phase 9. */
export interface RecruitDraft {
  province: Province;
  inf: number;
  cav: number;
  art: number;
  cossacks: number;
}

/** The stage says who owes what; automatic phases never rest in state. */
export type Stage =
  /** No decision is owed: the phase pawn has just moved and the phase begins (flow.ts). */
  | { kind: 'auto' }
  | { kind: 'setupEstates'; order: Seat[]; index: number }
  | {
      kind: 'clientele';
      /** Each seat's draft (slot → token value); secret until the reveal. */
      drafts: Partial<Record<TokenSlot, number>>[];
      confirmed: boolean[];
    }
  | {
      kind: 'shortage';
      /** Seats still to place (turn order); the first is placing now. Empty: all placed, P2 ends. */
      queue: Seat[];
      /** Cubes each province may still receive from the placing seat. */
      room: Record<Province, number>;
    }
  | {
      kind: 'bid';
      contenders: Seat[];
      /** Sealed bids of this round, secret until all are in. */
      bids: (number | null)[];
      round: number;
    }
  /**
   * Cycle phases. `planned` marks seats that said, with their last action, that they will pass
   * when their turn comes again ("…and pass"): private until it takes effect (spec §10.1).
   */
  | { kind: 'estates'; active: boolean[]; planned: boolean[]; cycle: number; pos: number }
  | { kind: 'special'; cycle: number; pos: number; moved: number; planned: boolean[] }
  | { kind: 'armies'; active: boolean[]; planned: boolean[]; cycle: number; pos: number; draft: RecruitDraft | null }
  | { kind: 'campaigns'; active: boolean[]; planned: boolean[]; cycle: number; pos: number }
  | { kind: 'relief'; active: boolean[]; planned: boolean[]; pos: number; cycle: number }
  | { kind: 'over' };

export interface DiceRecord {
  /** What the dice were for, as an i18n key. */
  what: string;
  dice: number[];
}

export interface FinalScore {
  estates: number;
  duchies: number;
  cubesOnMap: number;
}

export interface State {
  players: Player[];
  options: Options;
  /** Turn 1..4. */
  turn: number;
  /** Phase 1..16 (the phase pawn): the cursor of the order of play, read with the stage (flow.ts). */
  phase: number;
  /** Mace holder (Hetman), first in turn order. */
  mace: Seat;
  provinces: Record<Province, ProvinceState>;
  fields: Record<Field, FieldState>;
  /** Discs on the Sejm seats. */
  sejm: Record<Province, Seat | null>;
  /** Court token values revealed in P2 this turn. */
  court: (number | null)[];
  /** All tokens revealed in P2 this turn, per seat (null before the reveal). */
  revealedTokens: (Record<TokenSlot, number> | null)[];
  crown: UnitCounts;
  cossacks: { pool: number; ukr: number; e3: number };
  managers: number;
  cities: number;
  cityBuiltThisTurn: boolean;
  treaty: Treaty | null;
  /** Orange cubes kept in E5 at the end of T3 (ruling A-25). */
  carriedOrangeE5: number;
  /** The Ottomans put cubes into E5 in P11 of T3. */
  ottomanInvadedE5: boolean;
  stage: Stage;
  /** Dice rolled since the start of the current phase, for the board. */
  lastDice: DiceRecord[];
  final: FinalScore[] | null;
}
