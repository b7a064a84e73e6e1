/**
 * The engine contract (see shared/DESIGN.md, "The engine contract").
 *
 * Everything here is plain data: states, actions, views and events must be
 * JSON-serialisable so that a game is fully described by its seed plus its action log.
 */

import type { Choice, Draft } from './choice.js';
import type { Flow } from './flow.js';
import type { Rng } from './rng.js';

/** A seat index at the table, 0-based, in seating order. */
export type Seat = number;

/** A localisable message: an i18n key plus parameters. Params may nest messages (card names…). */
export interface Msg {
  key: string;
  params?: Record<string, MsgParam>;
}
export type MsgParam = string | number | Msg;

/** How a seat owes a decision right now. */
export type DecisionKind =
  /** One seat acts, publicly. */
  | 'turn'
  /** Each listed seat submits privately; nothing is revealed until all have submitted. */
  | 'secret'
  /**
   * One seat decides from information only it may see (its hand, its collection): the prompt
   * and its buttons go to that seat privately (DM, or an ephemeral prompt when DMs fail),
   * never to the channel, but the action is applied and announced like a public turn: no
   * commitment, the usual stale-button check and undo rules. Events an action produces while
   * the choice is still private (a card picked from the hand) must be addressed to that seat.
   */
  | 'private'
  /** Cooperative: a proposal any seat can make, confirmed by the others. */
  | 'group';

export interface Decision {
  seat: Seat;
  kind: DecisionKind;
  /** What the seat is asked to do, e.g. "Place your influence tokens". */
  prompt: Msg;
}

/**
 * One legal action for a seat, with a stable id usable in Discord customIds and
 * `/act` autocomplete (at most 64 characters, unique among the seat's legal actions
 * in this state), and a localised label.
 */
export interface LabelledAction<A> {
  id: string;
  action: A;
  label: Msg;
  /** Optional grouping for menus (e.g. "bid", "pass"); one select menu per group. A key, never shown. */
  group?: string;
  /** What the group's menu asks, in players' words ("Ruch z: Prusy"); without it the menu says "Choose". */
  groupLabel?: Msg;
  /**
   * A free action: one a seat may take whether or not it owes a decision (offering or
   * answering a trade, a standing order such as an autopass). The Table admits it from any
   * seat, never applies it as a default, does not refuse it for a stale button (the engine
   * re-checks it against the current state anyway), and keeps every deadline as it was unless
   * `pending` changes. Free actions are always public: they are never sealed submissions.
   */
  free?: true;
}

/** Something that happened, for history and announcements. */
export interface GameEvent {
  msg: Msg;
  /** Seats that may see this event; omitted = public. */
  to?: Seat[];
}

export interface ApplyResult<S> {
  state: S;
  events: GameEvent[];
  /**
   * True when this action revealed hidden information (a sealed choice resolved, a card
   * drawn from a hidden deck…). Undo is refused past such an action. Die rolls are detected
   * by the Table from the RNG and need not be flagged.
   */
  revealed?: boolean;
}

export interface GameResult {
  /** Winning seats (all seats for a cooperative win, none for a cooperative loss). */
  winners: Seat[];
  /** Final ranking, best first; tied seats share a group. */
  ranking: Seat[][];
  /** Score per seat, indexed by seat, when the game scores. */
  scores?: number[];
  reason: Msg;
}

/** A game option shown in `/game new` (variants, optional rules). */
export type OptionSpec =
  | { key: string; kind: 'boolean'; default: boolean; label: Msg }
  | { key: string; kind: 'choice'; default: string; choices: { value: string; label: Msg }[]; label: Msg };

export type OptionValues = Record<string, boolean | string>;

/** A faction/colour a seat can take in the lobby. */
export interface FactionSpec {
  id: string;
  label: Msg;
  /** CSS hex colour used by renderers and the lobby. */
  colour: string;
}

export interface SetupSeat {
  seat: Seat;
  /** The faction chosen in the lobby (or assigned in seat order). */
  faction: string;
}

/** A proposed ruling of the spec, or a RECONSTRUCTED value, listed for players by `/game rulings`. */
export interface RulingNote {
  id: string;
  text: Msg;
}

export interface GameDefinition<S, A, V> {
  /** Stable id, e.g. 'magnaci'. */
  id: string;
  /** Bumped when rules change in a way that breaks replay of stored games. */
  engineVersion: number;
  title: Msg;
  players: { min: number; max: number };
  factions: FactionSpec[];
  options: OptionSpec[];
  rulings: RulingNote[];
  /**
   * The order of play as data (kit/flow.ts): the game's phases and steps in the rulebook's order,
   * played by the kit's one runner. Every product game has one (test/architecture/oneFlow.test.ts).
   */
  // biome-ignore lint/suspicious/noExplicitAny: the step context and step ids are the game's own business
  flow?: Flow<S, any, any>;

  setup(seats: SetupSeat[], options: OptionValues, rng: Rng): S;
  /** Who must decide now; empty when the game is over. */
  pending(state: S): Decision[];
  /** The current round/phase in players' words, for the status message and title bar. */
  phase(state: S): Msg;
  /**
   * The seat's legal actions now. A seat that owes no decision gets only free actions (see
   * `LabelledAction.free`), except while a secret decision is open, when a seat that already
   * submitted may still be offered the actions that change its sealed choice.
   * test/engines/contract.test.ts checks this for every product game.
   */
  legalActions(state: S, seat: Seat): LabelledAction<A>[];
  /**
   * Optional: the compound choice the seat may make now (several face-down cards, a placement of
   * tokens…), described as slots with options and the rules tying them (kit/choice.ts), or null.
   * The presenter drafts it outside the game state; `choose` turns the finished draft into the
   * one action the engine applies. `legalActions` still lists complete moves (a suggested one
   * at least) for /act, defaults and bots. A tree-shaped choice (an army, then its target, then
   * its attackers) reads `draft`, the draft so far: later slots follow earlier values.
   */
  choice?(state: S, seat: Seat, draft?: Draft): Choice | null;
  /** The complete action a finished draft makes; throws RuleError unless it fits `choice`. */
  choose?(state: S, seat: Seat, draft: Draft): A;
  /** Validates an action read back from storage or a client; throws RuleError if malformed. */
  parseAction(raw: unknown): A;
  /** Pure. Throws RuleError for an illegal action and changes nothing. */
  apply(state: S, seat: Seat, action: A, rng: Rng): ApplyResult<S>;
  /** What `seat` (or a spectator, null) may see. Must never contain another seat's secret. */
  view(state: S, seat: Seat | null): V;
  /**
   * The seat's private information in players' words (hand, sealed choice…), one line per Msg,
   * for the "My hand" button; a game without secrets says so. Every product game has one
   * (test/engines/hand.test.ts); without it the Table says there is nothing hidden.
   */
  hand?(state: S, seat: Seat): Msg[];
  /** The least harmful legal choice, applied when a deadline passes; never a free action. */
  defaultAction(state: S, seat: Seat): A;
  result(state: S): GameResult | null;
}

/** A definition with its type parameters erased, for the registry and the Table. */
// biome-ignore lint/suspicious/noExplicitAny: the registry holds games of different state types
export type AnyGameDefinition = GameDefinition<any, any, any>;
