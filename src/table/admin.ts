/** The creator's (or a Manage Server member's) powers: cancel, kick, replace a player. */
import { RuleError } from '../engines/kit/ruleError.js';
import type { GameRecord } from '../store/types.js';
import { loadGame, seatsOfUser, type TableDeps } from './context.js';
import { kickFromLobby } from './lobby.js';
import { type Caller, canAdminister } from './scope.js';

export interface AdminRequest extends Caller {
  gameId: string;
}

function requireAdmin(game: GameRecord, req: AdminRequest): void {
  if (!canAdminister(game, req)) throw new RuleError('table.error.notAdmin');
}

export async function cancelGame(deps: TableDeps, req: AdminRequest): Promise<GameRecord> {
  await deps.store.transact(req.gameId, async (tx) => {
    requireAdmin(tx.game, req);
    if (tx.game.status === 'finished' || tx.game.status === 'cancelled') throw new RuleError('table.error.over');
    const updated = await tx.update({
      status: 'cancelled',
      finishedAt: deps.clock(),
      nextDeadlineAt: null,
      undoRequest: null,
    });
    await tx.replaceOpenJobs([], updated.version);
  });
  return loadGame(deps, req.gameId);
}

/** In the lobby a kicked player loses the seat; in play the seat is kept and the bot plays its defaults. */
export async function kickPlayer(deps: TableDeps, req: AdminRequest & { targetUserId: string }): Promise<GameRecord> {
  await deps.store.transact(req.gameId, async (tx) => {
    requireAdmin(tx.game, req);
    const seats = seatsOfUser(tx.game, req.targetUserId);
    const first = seats[0];
    if (!first) throw new RuleError('table.error.targetNotSeated');
    if (tx.game.status === 'lobby') {
      await kickFromLobby(tx, first.seat);
    } else if (tx.game.status === 'active' || tx.game.status === 'paused') {
      for (const s of seats) await tx.updateSeat(s.seat, { absent: true, isBot: true });
    } else {
      throw new RuleError('table.error.over');
    }
    await tx.update({});
  });
  return loadGame(deps, req.gameId);
}

export async function replacePlayer(
  deps: TableDeps,
  req: AdminRequest & { targetUserId: string; newUserId: string; newDisplayName: string },
): Promise<GameRecord> {
  await deps.store.transact(req.gameId, async (tx) => {
    requireAdmin(tx.game, req);
    if (tx.game.status === 'finished' || tx.game.status === 'cancelled') throw new RuleError('table.error.over');
    const seats = seatsOfUser(tx.game, req.targetUserId);
    if (seats.length === 0) throw new RuleError('table.error.targetNotSeated');
    if (seatsOfUser(tx.game, req.newUserId).length > 0) throw new RuleError('table.error.alreadySeated');
    for (const s of seats) {
      await tx.updateSeat(s.seat, {
        userId: req.newUserId,
        displayName: req.newDisplayName,
        absent: false,
        isBot: false,
      });
    }
    await tx.update({});
  });
  return loadGame(deps, req.gameId);
}
