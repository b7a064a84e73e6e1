/**
 * Undo of the last action: asked by the seat that made it, allowed only while no hidden
 * information was revealed and no die rolled since, and done once every other seated player
 * confirmed. The state is rebuilt by replaying the remaining log from the seed.
 */
import { RuleError } from '../engines/kit/ruleError.js';
import type { AnyGameDefinition, Decision } from '../engines/kit/types.js';
import type { GameRecord, GameTx } from '../store/types.js';
import { deadlineSettings, engineState, seatsOfUser, type TableDeps } from './context.js';
import { writeWithDeadlines } from './deadlinePlanning.js';
import type { DeadlineSettings } from './deadlines/plan.js';
import { definitionOf, replayLog } from './engine.js';
import { requireCurrentEngine } from './engineVersion.js';
import { parseTableOptions, parseUndoRequest, type UndoRequest } from './stored.js';

export type UndoOutcome =
  | { kind: 'requested'; def: AnyGameDefinition; game: GameRecord; request: UndoRequest; waitingFor: string[] }
  | { kind: 'confirmed'; def: AnyGameDefinition; game: GameRecord; request: UndoRequest; waitingFor: string[] }
  | { kind: 'undone'; def: AnyGameDefinition; game: GameRecord; request: UndoRequest; owingBefore: Decision[] }
  | { kind: 'refused'; def: AnyGameDefinition; game: GameRecord; request: UndoRequest; by: string };

/** Users other than the requester who must agree (bots and the requester's own other seats excluded). */
function confirmersOf(game: GameRecord, requesterSeat: number): string[] {
  const requester = game.seats.find((s) => s.seat === requesterSeat)?.userId;
  return [...new Set(game.seats.filter((s) => !s.isBot && s.userId !== requester).map((s) => s.userId))];
}

function waitingFor(game: GameRecord, request: UndoRequest): string[] {
  const confirmedUsers = new Set(
    request.confirmed.map((seat) => game.seats.find((s) => s.seat === seat)?.userId).filter((u) => u !== undefined),
  );
  return confirmersOf(game, request.seat).filter((u) => !confirmedUsers.has(u));
}

/**
 * Takes the moves back from `request.seq` on, inside the transaction that gave the last
 * confirmation: nothing can be committed between "everyone agreed" and the undo. An undo never
 * takes back an irreversible action (a die roll, a reveal): checked here, on the log as it is
 * now, not as it was when the undo was asked for.
 */
async function undoInTx(tx: GameTx, request: UndoRequest, settings: DeadlineSettings, now: Date): Promise<UndoOutcome> {
  const def = definitionOf(tx.game.kind);
  const owingBefore = def.pending(engineState(tx.game));
  const log = await tx.actions();
  const takenBack = log.filter((a) => !a.undone && a.seq >= request.seq);
  if (takenBack.length === 0 || takenBack.some((a) => a.irreversible)) {
    throw new RuleError('table.error.undoIrreversible');
  }
  await tx.markUndone(request.seq);
  const opts = parseTableOptions(tx.game.options);
  const rebuilt = replayLog(
    def,
    tx.game,
    opts.engine,
    log.map((a) => (a.seq >= request.seq ? { ...a, undone: true } : a)),
  );
  const game = await writeWithDeadlines({
    tx,
    patch: { state: rebuilt.state, rngState: rebuilt.rngState, undoRequest: null },
    owing: def.pending(rebuilt.state),
    previousOwing: [],
    settings,
    now,
  });
  return { kind: 'undone', def, game, request, owingBefore };
}

async function settingsOf(deps: TableDeps, gameId: string): Promise<DeadlineSettings> {
  const game = await deps.store.getGame(gameId);
  if (!game) throw new RuleError('table.error.noGame');
  return deadlineSettings(deps, game);
}

export async function requestUndo(deps: TableDeps, gameId: string, userId: string): Promise<UndoOutcome> {
  const settings = await settingsOf(deps, gameId);
  return deps.store.transact(gameId, async (tx): Promise<UndoOutcome> => {
    const game = tx.game;
    if (game.status !== 'active') throw new RuleError('table.error.over');
    const def = definitionOf(game.kind);
    // Undo replays the log with the engine: not on a game stored under another version.
    requireCurrentEngine(deps.logger, def, game);
    const mine = seatsOfUser(game, userId).map((s) => s.seat);
    if (mine.length === 0) throw new RuleError('table.error.notSeated');
    if (parseUndoRequest(game.undoRequest)) throw new RuleError('table.error.undoPending');
    const log = (await tx.actions()).filter((a) => !a.undone);
    const last = log.at(-1);
    if (!last) throw new RuleError('table.error.undoNothing');
    if (!mine.includes(last.seat) || last.source !== 'player') throw new RuleError('table.error.undoNotYours');
    if (last.irreversible) throw new RuleError('table.error.undoIrreversible');
    const request: UndoRequest = {
      seat: last.seat,
      seq: last.seq,
      confirmed: [],
      requestedAt: deps.clock().toISOString(),
    };
    const updated = await tx.update({ undoRequest: request });
    const waiting = waitingFor(updated, request);
    if (waiting.length === 0) return undoInTx(tx, request, settings, deps.clock());
    return { kind: 'requested', def, game: updated, request, waitingFor: waiting };
  });
}

export async function answerUndo(
  deps: TableDeps,
  gameId: string,
  userId: string,
  seq: number,
  agree: boolean,
): Promise<UndoOutcome> {
  const settings = await settingsOf(deps, gameId);
  return deps.store.transact(gameId, async (tx): Promise<UndoOutcome> => {
    const game = tx.game;
    const def = definitionOf(game.kind);
    const request = parseUndoRequest(game.undoRequest);
    if (!request || request.seq !== seq || game.status !== 'active') throw new RuleError('table.error.stale');
    requireCurrentEngine(deps.logger, def, game);
    const mine = seatsOfUser(game, userId).map((s) => s.seat);
    if (mine.length === 0) throw new RuleError('table.error.notSeated');
    if (!confirmersOf(game, request.seat).includes(userId)) throw new RuleError('table.error.undoNotAsked');
    if (!agree) {
      const updated = await tx.update({ undoRequest: null });
      const by = game.seats.find((s) => s.userId === userId)?.displayName ?? userId;
      return { kind: 'refused', def, game: updated, request, by };
    }
    const next: UndoRequest = { ...request, confirmed: [...new Set([...request.confirmed, ...mine])] };
    const updated = await tx.update({ undoRequest: next });
    const waiting = waitingFor(updated, next);
    if (waiting.length === 0) return undoInTx(tx, next, settings, deps.clock());
    return { kind: 'confirmed', def, game: updated, request: next, waitingFor: waiting };
  });
}
