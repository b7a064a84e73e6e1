/**
 * Applying an action: seat check → engine → one transaction (state, action row, deadlines)
 * → the caller acknowledges → announce. Players, the deadline scheduler and bots all come
 * through here, so a default is applied exactly like a player's choice.
 */
import { type Choice, type Draft, draftComplete } from '../engines/kit/choice.js';
import { submissionCommitment } from '../engines/kit/commitment.js';
import { sameAction } from '../engines/kit/offered.js';
import { SeededRng, sameRngState } from '../engines/kit/rng.js';
import { RuleError } from '../engines/kit/ruleError.js';
import type { AnyGameDefinition, Decision, GameEvent, GameResult, LabelledAction, Seat } from '../engines/kit/types.js';
import { type ActionSource, GameNotFoundError, type GameRecord, type GameTx, type OutboxHold } from '../store/types.js';
import { botMove } from './botMove.js';
import { type ActPermission, canAct, engineState, seatsOfUser, settingsOf, type TableDeps } from './context.js';
import { writeWithDeadlines } from './deadlinePlanning.js';
import type { DeadlineSettings } from './deadlines/plan.js';
import { owedDigest, parseStamp } from './decisionStamp.js';
import { sameDecisions } from './decisions.js';
import { decodeDraft, describeFor } from './draft.js';
import { definitionOf } from './engine.js';
import { requireCurrentEngine } from './engineVersion.js';
import { newSalt } from './ids.js';
import { appliedEntry } from './outbox.js';
import { Snapshot, unmemoized } from './snapshot.js';
import { parseRngState } from './stored.js';

export interface ActRequest {
  gameId: string;
  /** The acting Discord user; omitted when the scheduler acts for a seat. */
  userId?: string;
  /** The seat acted for: required without a user; with one, it must be one of the user's seats. */
  seat?: Seat;
  /** A legal action's id (buttons, menus, /act). */
  actionId?: string;
  /** A raw action, parsed by the engine; when neither is given, the engine's default action. */
  action?: unknown;
  /** A finished draft of the seat's described choice, as its prompt carries it (draft.ts). */
  drafted?: string;
  source: ActionSource;
  /** The Discord interaction that asked, so a retried or double-clicked interaction applies once. */
  interactionId?: string;
  /** A deadline job being carried out: completed in the same transaction, skipped if already done. */
  jobId?: string;
  /**
   * The game version the button was built for; a stale one is refused unless the choice is a
   * still-legal sealed one or a free action (both are re-checked against the current state).
   */
  expectedVersion?: number;
  /**
   * The seat and decision a prompt's button was built for (decisionStamp.ts). The click is
   * good while that seat still owes the same decision, whoever moved in between; once the
   * decision changed it is stale (a new prompt was sent), unless it is a still-legal sealed
   * choice or free action. A button built for another seat is not the clicker's to use.
   */
  expectedStamp?: string;
  /**
   * The caller announces this action itself (a run of bot moves, announced together at its
   * end); otherwise its announcement is written to the outbox in this same transaction.
   */
  quiet?: boolean;
  /**
   * The announcement waits for the caller to release it (Outbox.hold): the caller answers the
   * interaction first, since that answer edits the message the seat's next prompt may go into.
   */
  hold?: OutboxHold;
}

export interface Applied {
  kind: 'applied';
  def: AnyGameDefinition;
  game: GameRecord;
  seat: Seat;
  source: ActionSource;
  events: GameEvent[];
  commitment: string | null;
  owingBefore: Decision[];
  owingAfter: Decision[];
  /** The engine resolved sealed choices or revealed hidden information. */
  revealed: boolean;
  /** A free action (a trade, a standing order): taken whether or not the seat owed anything. */
  free: boolean;
  result: GameResult | null;
  stateBefore: unknown;
  /** The engine's answers about the state before and after the action, each computed once. */
  before: Snapshot;
  after: Snapshot;
  /** The finished draft this action was made from, when it came from a described choice. */
  drafted: { choice: Choice; draft: Draft } | null;
}

export type ActOutcome = Applied | { kind: 'duplicate'; seat: Seat | null } | { kind: 'skipped'; reason: string };

const PRIORITY: Record<Exclude<ActPermission, null>, number> = { owes: 0, change: 1, free: 2 };

function resolveSeat(def: AnyGameDefinition, game: GameRecord, state: unknown, req: ActRequest): Seat {
  if (req.userId === undefined) {
    if (req.seat === undefined) throw new RuleError('table.error.notSeated');
    return req.seat;
  }
  const mine = seatsOfUser(game, req.userId).map((s) => s.seat);
  if (mine.length === 0) throw new RuleError('table.error.notSeated');
  if (req.seat !== undefined) {
    if (!mine.includes(req.seat)) throw new RuleError('table.error.wrongSeat');
    return req.seat;
  }
  if (req.expectedStamp !== undefined) {
    const built = parseStamp(req.expectedStamp);
    if (built === null || !mine.includes(built.seat)) throw new RuleError('table.error.notYourTurn');
    return built.seat;
  }
  // A user holding several seats acts for the one that owes first, then one changing a sealed
  // choice, then one with free actions; a named action goes to the first seat it is legal for.
  const able = mine
    .flatMap((seat) => {
      const may = canAct(def, state, seat);
      return may === null ? [] : [{ seat, rank: PRIORITY[may] }];
    })
    .sort((a, b) => a.rank - b.rank);
  const actionId = req.actionId;
  if (actionId !== undefined) {
    const fits = able.find((a) => def.legalActions(state, a.seat).some((l) => l.id === actionId));
    if (fits) return fits.seat;
  }
  return able[0]?.seat ?? mine[0] ?? 0;
}

interface Chosen {
  action: unknown;
  free: boolean;
  drafted: { choice: Choice; draft: Draft } | null;
}

function chooseAction(
  def: AnyGameDefinition,
  game: GameRecord,
  state: unknown,
  seat: Seat,
  req: ActRequest,
  legal: LabelledAction<unknown>[],
  may: ActPermission,
): Chosen {
  if (req.drafted !== undefined) {
    // Checked against the same description the prompt was drafted on.
    const describe = describeFor(def, state, seat);
    const view = decodeDraft(describe, req.drafted);
    const choice = view ? describe(view.draft) : null;
    if (!choice || !view || !def.choose || !draftComplete(choice, view.draft))
      throw new RuleError('table.error.noLongerAvailable');
    // A seat that owes nothing may still draft a public choice it is offered as free actions
    // (a counter-proposal after agreeing, Niepodległa): then the drafted move is free too.
    const free = may === 'free' && !choice.sealed;
    return { action: def.choose(state, seat, view.draft), free, drafted: { choice, draft: view.draft } };
  }
  if (req.actionId !== undefined) {
    const found = legal.find((a) => a.id === req.actionId);
    if (!found) throw new RuleError('table.error.unknownAction', { action: req.actionId.slice(0, 64) });
    return { action: found.action, free: found.free === true, drafted: null };
  }
  if (req.action !== undefined) {
    const action = def.parseAction(req.action);
    // One legality check for every path: a payload is applied only if it is one of the seat's
    // legal actions now, whatever the engine's apply would let through. A described choice
    // (legalActions lists one suggestion of it) is checked by the engine against its description.
    const offered = legal.find((a) => sameAction(a.action, action));
    if (!offered && !def.choice?.(state, seat))
      throw new RuleError('table.error.unknownAction', { action: JSON.stringify(req.action).slice(0, 64) });
    return { action, free: offered?.free === true, drafted: null };
  }
  // A bot's move or a missed deadline's: never a free action (the bot answers only what is
  // owed, like the default), so a deadline can never trade for a seat.
  return { action: botMove(unmemoized(def), game, state, seat, legal), free: false, drafted: null };
}

/** Whether a button was built for a situation that has passed (see ActRequest). */
async function buttonOutdated(
  tx: GameTx,
  def: AnyGameDefinition,
  state: unknown,
  seat: Seat,
  req: ActRequest,
): Promise<boolean> {
  const game = tx.game;
  if (req.expectedStamp !== undefined) {
    const built = parseStamp(req.expectedStamp);
    if (built === null) return true;
    if (built.version === game.version) return false;
    if (built.owed !== owedDigest(def, state, seat)) return true;
    return tx.seatActedSince(seat, built.version);
  }
  return req.expectedVersion !== undefined && req.expectedVersion !== game.version;
}

/**
 * One transaction: the game is locked and loaded with its settings (and an earlier action of the
 * same interaction) in one statement, and everything the action writes goes in one more.
 */
export async function applyAction(deps: TableDeps, req: ActRequest): Promise<ActOutcome> {
  try {
    return await deps.store.transact(
      req.gameId,
      (tx) => applyInTx(deps, tx, req),
      req.interactionId !== undefined ? { interactionId: req.interactionId } : {},
    );
  } catch (err) {
    if (err instanceof GameNotFoundError) throw new RuleError('table.error.noGame');
    throw err;
  }
}

/**
 * The action applied inside a transaction the caller holds: the deadline worker applies a
 * seat's defaults in the same transaction that completes its job, so both commit or neither.
 */
export async function applyInTx(
  deps: TableDeps,
  tx: GameTx,
  req: ActRequest,
  settings: DeadlineSettings = settingsOf(tx),
): Promise<ActOutcome> {
  if (req.jobId !== undefined && !(await tx.completeJob(req.jobId))) {
    return { kind: 'skipped', reason: 'job already done' };
  }
  if (req.interactionId !== undefined) {
    const earlier = await tx.actionByInteraction(req.interactionId);
    if (earlier) return { kind: 'duplicate', seat: earlier.seat };
  }
  const game = tx.game;
  if (game.status === 'lobby') throw new RuleError('table.error.notStarted');
  if (game.status === 'paused') throw new RuleError('table.error.paused');
  if (game.status !== 'active') throw new RuleError('table.error.over');
  const def = definitionOf(game.kind);
  requireCurrentEngine(deps.logger, def, game);
  const state = engineState(game);
  const before = new Snapshot(def, state);
  const seat = resolveSeat(def, game, state, req);
  const outdated = await buttonOutdated(tx, def, state, seat, req);
  if (req.actionId !== undefined && (outdated || req.expectedStamp !== undefined)) {
    // A button naming a choice that is gone since it was built (an offer withdrawn or
    // replaced, a turn that passed): say so, rather than "not your turn" or "unknown action".
    // A current version-checked button of somebody else's choice still gets "not your turn";
    // a stamped button always names the clicker's own seat (resolveSeat).
    const actionId = req.actionId;
    if (!def.legalActions(state, seat).some((a: LabelledAction<unknown>) => a.id === actionId))
      throw new RuleError('table.error.noLongerAvailable');
  }
  const may = canAct(def, state, seat);
  const wantsDefault = req.actionId === undefined && req.action === undefined && req.drafted === undefined;
  // Free actions let a seat act when it owes nothing, but never for a default: a deadline or
  // a bot only ever answers what the seat owes.
  if (may === null || (may === 'free' && wantsDefault)) {
    if (req.jobId !== undefined) return { kind: 'skipped', reason: 'seat owes nothing' };
    throw new RuleError('table.error.notYourTurn');
  }
  const owingBefore = before.pending();
  const owesSecret = owingBefore.some((d) => d.seat === seat && d.kind === 'secret');
  const legal = before.legal(seat);
  const freeById = req.actionId !== undefined && legal.some((a) => a.id === req.actionId && a.free === true);
  if (outdated && !(may === 'change' || owesSecret || freeById)) {
    // A stale button of a public turn: the situation it was built for has passed. Sealed
    // choices and free actions are re-checked against the current state instead.
    throw new RuleError('table.error.stale');
  }
  const chosen = chooseAction(def, game, state, seat, req, legal, may);
  if (may === 'free' && !chosen.free) throw new RuleError('table.error.notYourTurn');
  const action = chosen.action;
  const secret = !chosen.free && (may === 'change' || owesSecret);
  const rng = SeededRng.fromState(parseRngState(game.rngState));
  const rngBefore = rng.state();
  const out = def.apply(state, seat, action, rng);
  const diceRolled = !sameRngState(rngBefore, rng.state());
  const revealed = out.revealed === true;
  const salt = secret ? newSalt() : null;
  const commitment = salt ? submissionCommitment(action, salt) : null;
  const payload: unknown = JSON.parse(JSON.stringify(action));
  // Acting in person ends a run of missed deadlines (the ladder counts consecutive misses).
  const seatRecord = game.seats.find((s) => s.seat === seat);
  if (req.source === 'player' && seatRecord && seatRecord.missedCount > 0) {
    await tx.updateSeat(seat, { missedCount: 0 });
  }
  const after = new Snapshot(def, out.state);
  const result = after.result();
  const owingAfter = after.pending();
  const now = deps.clock();
  const patch = {
    state: out.state,
    rngState: rng.state(),
    undoRequest: null,
    ...(result ? { status: 'finished' as const, result, finishedAt: now } : {}),
  };
  // A free action that leaves every decision where it was (an offer, a standing order)
  // does not touch the deadline or its reminders.
  const keepsDeadlines = chosen.free && !result && sameDecisions(owingBefore, owingAfter);
  const updated = keepsDeadlines
    ? await tx.update(patch)
    : await writeWithDeadlines({
        tx,
        patch,
        owing: result ? [] : owingAfter,
        previousOwing: owingBefore.map((d) => d.seat),
        settings,
        now,
      });
  // Logged after the versioned write, so the row records the version this action produced.
  await tx.appendAction({
    seat,
    userId: req.userId ?? null,
    source: req.source,
    payload,
    events: out.events,
    irreversible: revealed || diceRolled,
    commitment,
    salt,
    interactionId: req.interactionId ?? null,
  });
  const applied: Applied = {
    kind: 'applied',
    def,
    game: updated,
    seat,
    source: req.source,
    events: out.events,
    commitment,
    owingBefore,
    owingAfter,
    revealed,
    free: chosen.free,
    result,
    stateBefore: state,
    before,
    after,
    drafted: chosen.drafted,
  };
  // What to tell whom commits with the move: it is announced even if Discord or the process fails now.
  if (req.quiet !== true) await tx.enqueue('applied', appliedEntry(applied), req.hold);
  return applied;
}
