/**
 * The Table: the application service that runs game sessions (STYLE 10). Each mutating
 * method commits one short transaction, lets the caller acknowledge (`ack`, e.g. the
 * interaction reply), and only then announces: Discord and rendering never run inside a
 * transaction, and a slow image never delays the acknowledgement.
 */
import { isDeepStrictEqual } from 'node:util';
import type { Locale } from '../i18n/index.js';
import { t } from '../i18n/index.js';
import type { GameRecord, GameSummary, OutboxHold } from '../store/types.js';
import { type AdminRequest, cancelGame, kickPlayer, replacePlayer } from './admin.js';
import { nextBotSeat } from './botMove.js';
import { catchupOf } from './catchup.js';
import { channelOf, gameLocale, type TableDeps } from './context.js';
import { customId } from './customId.js';
import { newDecisions } from './decisions.js';
import { type DraftStep, draftStep, promptAfterChoice } from './drafting.js';
import { definitionOf, replayLog } from './engine.js';
import { engineMismatch, requireCurrentEngine } from './engineVersion.js';
import { type CreateGameRequest, chooseFaction, createGame, joinGame, leaveGame, startGame } from './lobby.js';
import { Lookups } from './lookups.js';
import { button, buttonRows, clipContent } from './messages/components.js';
import { gameName } from './messages/names.js';
import { mineMessage, mineOf } from './mine.js';
import { Outbox, type OutboxOptions, runEntry } from './outbox.js';
import { type ActOutcome, type ActRequest, type Applied, applyAction } from './play.js';
import type { DmResult, OutMessage } from './ports.js';
import { deliverPrompt, refreshStatus } from './publish.js';
import {
  boardOf,
  findGame,
  gameChoices,
  handOf,
  historyOf,
  howToPlayOf,
  legalActionsOf,
  openGamesOf,
  type Place,
  promptOf,
  rulingsOf,
  statusOf,
  undoQuestion,
} from './queries.js';
import { type RecordQuery, recordOf, setRecordOptOut } from './record.js';
import { type Caller, type Reach, requireInScope } from './scope.js';
import { parseTableOptions } from './stored.js';
import { answerUndo, requestUndo, type UndoOutcome } from './undo.js';

export type Ack<T> = (outcome: T) => Promise<void>;

/** The presenter-message seat of a game's lobby message in the parent channel (no real seat). */
const PARENT_SEAT = -1;

/** The lobby message in the parent channel, as it reads for the game's status now. */
export function parentMessage(game: GameRecord): OutMessage {
  const locale = gameLocale(game);
  const params = {
    game: gameName(game, locale),
    thread: `<#${game.threadId}>`,
    seated: game.seats.length,
    seats: parseTableOptions(game.options).maxSeats,
  };
  switch (game.status) {
    case 'lobby':
      return {
        content: clipContent(t(locale, 'table.parent.lobby', params)),
        components: buttonRows([button(customId('join', game.id), t(locale, 'table.button.join'), 'success')]),
      };
    case 'active':
    case 'paused':
      return { content: clipContent(t(locale, 'table.parent.started', params)), components: [] };
    case 'finished':
      return { content: clipContent(t(locale, 'table.parent.finished', params)), components: [] };
    case 'cancelled':
      return { content: clipContent(t(locale, 'table.parent.cancelled', params)), components: [] };
    default: {
      const never: never = game.status;
      throw new Error(`unknown game status ${String(never)}`);
    }
  }
}

export class Table {
  /** Delivers what the Table decided to tell, in order, once (outbox.ts). */
  readonly outbox: Outbox;

  constructor(
    readonly deps: TableDeps,
    outboxOptions: OutboxOptions = {},
  ) {
    this.outbox = new Outbox(deps, outboxOptions);
  }

  /**
   * Acknowledges a committed change. The change stands whatever Discord answers, so a refused
   * acknowledgement is logged (the caller has told the player another way) and never stops the
   * announcements that follow.
   */
  private async acknowledge<T>(ack: Ack<T> | undefined, outcome: T, gameId: string): Promise<void> {
    try {
      await ack?.(outcome);
    } catch (err) {
      this.deps.logger.warn({ err, gameId }, 'acknowledgement failed after the change was saved');
    }
  }

  /** Delivers the game's outbox now (what this change wrote, and anything still owed before it). */
  async deliver(gameId: string, hold?: OutboxHold): Promise<void> {
    try {
      if (hold) await this.outbox.release(hold);
      await this.outbox.drain(gameId);
    } catch (err) {
      // The entries stay in the outbox; the poller tries again.
      this.deps.logger.error({ err, gameId }, 'outbox delivery failed');
    }
  }

  /** A private line to a user (a DM), e.g. when their interaction could not be answered. */
  tellPrivately(userId: string, message: OutMessage): Promise<DmResult> {
    return this.deps.notifier.dm(userId, message);
  }

  private async post(game: GameRecord, content: string): Promise<void> {
    try {
      await this.deps.notifier.post(channelOf(game), { content: clipContent(content) });
    } catch (err) {
      this.deps.logger.error({ err, gameId: game.id }, 'posting failed');
    }
  }

  private async refresh(game: GameRecord): Promise<void> {
    try {
      await refreshStatus(this.deps, definitionOf(game.kind), game);
    } catch (err) {
      this.deps.logger.error({ err, gameId: game.id }, 'status refresh failed');
    }
  }

  // Lobby

  async createGame(req: CreateGameRequest, ack?: Ack<GameRecord>): Promise<GameRecord> {
    const { game } = await createGame(this.deps, req);
    await ack?.(game);
    await this.refresh(game);
    await this.tellParent(game);
    return (await this.deps.store.getGame(game.id)) ?? game;
  }

  /**
   * A game in a thread of its own is invisible from the channel: the channel gets one lobby
   * message (with a Join button and a link to the thread), edited in place as seats fill and
   * when the game starts, ends or is cancelled. Its id is kept as a presenter message.
   */
  private async tellParent(game: GameRecord): Promise<void> {
    if (!game.threadId) return;
    try {
      const message = parentMessage(game);
      const previous = await this.deps.store.presenterMessage(game.id, PARENT_SEAT, 'lobby');
      if (previous) {
        const edited = await this.deps.notifier
          .edit(previous.channelId, previous.messageId, message)
          .then(() => true)
          .catch(() => false);
        if (edited) return;
      }
      const messageId = await this.deps.notifier.post(game.channelId, message);
      await this.deps.store.savePresenterMessage({
        gameId: game.id,
        seat: PARENT_SEAT,
        role: 'lobby',
        decision: game.status,
        channelId: game.channelId,
        messageId,
      });
    } catch (err) {
      this.deps.logger.error({ err, gameId: game.id }, 'posting to the parent channel failed');
    }
  }

  async join(gameId: string, userId: string, displayName: string, ack?: Ack<GameRecord>): Promise<GameRecord> {
    const game = await joinGame(this.deps, gameId, userId, displayName);
    await ack?.(game);
    await this.refresh(game);
    await this.tellParent(game);
    return game;
  }

  async leave(gameId: string, userId: string, ack?: Ack<GameRecord>): Promise<GameRecord> {
    const game = await leaveGame(this.deps, gameId, userId);
    await ack?.(game);
    await this.refresh(game);
    await this.tellParent(game);
    return game;
  }

  async chooseFaction(gameId: string, userId: string, faction: string, ack?: Ack<GameRecord>): Promise<GameRecord> {
    const game = await chooseFaction(this.deps, gameId, userId, faction);
    await ack?.(game);
    await this.refresh(game);
    await this.tellParent(game);
    return game;
  }

  async start(gameId: string, caller: Caller, ack?: Ack<GameRecord>): Promise<GameRecord> {
    const game = await startGame(this.deps, gameId, caller);
    await this.acknowledge(ack, game, gameId);
    await this.deliver(game.id);
    await this.tellParent(game);
    return game;
  }

  // Play

  /**
   * Applies an action for a player, the deadline scheduler (source 'default', with its jobId)
   * or a bot; announces after `ack`. A duplicate interaction or an already-done job changes nothing.
   */
  async act(req: ActRequest, ack?: Ack<ActOutcome>): Promise<ActOutcome> {
    // Answered before announced, whoever else delivers meanwhile: a confirmed prompt is edited to
    // say so by the answer, and must not overwrite the seat's next prompt edited into it.
    const hold = ack ? this.outbox.hold() : undefined;
    const outcome = await applyAction(this.deps, hold ? { ...req, hold } : req);
    await this.acknowledge(ack, outcome, req.gameId);
    if (outcome.kind === 'applied') {
      await this.deliver(req.gameId, hold);
      if (outcome.game.status === 'finished') await this.tellParent(outcome.game);
      await this.playBotSeats(outcome.game);
    }
    return outcome;
  }

  /** Lets bot seats of a game play whatever they owe now (after a seat was handed to a bot). */
  async playBots(gameId: string): Promise<void> {
    const game = await this.deps.store.getGame(gameId);
    if (!game) return;
    // A deadline's default may have ended the game: the parent channel's lobby message says so.
    if (game.status === 'finished') await this.tellParent(game);
    await this.playBotSeats(game);
  }

  /**
   * Seats handed to the bot (a kicked player's) take their default at once rather than
   * making everyone wait for the deadline. Bounded, so a game whose defaults never end
   * cannot spin here; the deadline machinery remains the backstop.
   */
  private async playBotSeats(game: GameRecord, budget = 200): Promise<void> {
    if (game.status !== 'active') return;
    const bots = new Set(game.seats.filter((s) => s.isBot).map((s) => s.seat));
    if (bots.size === 0) return;
    const def = definitionOf(game.kind);
    if (engineMismatch(def, game)) return;
    // The whole run of bot moves is announced at its end, with one board (publishRun).
    const run: Applied[] = [];
    let current = game;
    for (let left = budget; left > 0 && current.status === 'active'; left--) {
      const seat = nextBotSeat(def, current.state, bots);
      if (seat === null) break;
      const decision = { seat };
      try {
        const outcome = await applyAction(this.deps, {
          gameId: game.id,
          seat: decision.seat,
          source: 'bot',
          quiet: true,
        });
        if (outcome.kind !== 'applied') break;
        run.push(outcome);
        current = outcome.game;
      } catch (err) {
        this.deps.logger.error({ err, gameId: game.id, seat: decision.seat }, 'bot seat could not play');
        break;
      }
    }
    if (run.length === 0) return;
    // Written once the run is over (its moves are committed already): a crash inside a run of
    // bot moves can lose their common announcement, never a move.
    try {
      await this.deps.store.transact(game.id, (tx) => tx.enqueue('run', runEntry(run)));
    } catch (err) {
      this.deps.logger.error({ err, gameId: game.id }, 'the bot moves could not be queued for announcing');
      return;
    }
    await this.deliver(game.id);
    if (current.status === 'finished') await this.tellParent(current);
  }

  async requestUndo(gameId: string, userId: string, ack?: Ack<UndoOutcome>): Promise<UndoOutcome> {
    const outcome = await requestUndo(this.deps, gameId, userId);
    await ack?.(outcome);
    await this.publishUndo(outcome);
    return outcome;
  }

  async answerUndo(
    gameId: string,
    userId: string,
    seq: number,
    agree: boolean,
    ack?: Ack<UndoOutcome>,
  ): Promise<UndoOutcome> {
    const outcome = await answerUndo(this.deps, gameId, userId, seq, agree);
    await ack?.(outcome);
    await this.publishUndo(outcome);
    return outcome;
  }

  private async publishUndo(outcome: UndoOutcome): Promise<void> {
    const { game, def, request } = outcome;
    const locale = gameLocale(game);
    switch (outcome.kind) {
      case 'requested':
        try {
          await this.deps.notifier.post(
            channelOf(game),
            undoQuestion(def, game, request.seq, request.seat, outcome.waitingFor),
          );
        } catch (err) {
          this.deps.logger.error({ err, gameId: game.id }, 'undo question failed');
        }
        return;
      case 'confirmed':
        return;
      case 'refused':
        await this.post(game, t(locale, 'table.undo.refused', { seq: request.seq, name: outcome.by }));
        return;
      case 'undone': {
        await this.post(game, t(locale, 'table.undo.done', { seq: request.seq }));
        await this.refresh(game);
        for (const d of newDecisions([], def.pending(game.state))) {
          try {
            await deliverPrompt(this.deps, def, game, d.seat, d.kind);
          } catch (err) {
            this.deps.logger.error({ err, gameId: game.id }, 'prompt failed');
          }
        }
        return;
      }
      default: {
        const never: never = outcome;
        throw new Error(`unknown undo outcome ${JSON.stringify(never)}`);
      }
    }
  }

  // Administration

  async cancel(req: AdminRequest, ack?: Ack<GameRecord>): Promise<GameRecord> {
    const game = await cancelGame(this.deps, req);
    await ack?.(game);
    const locale = gameLocale(game);
    await this.post(
      game,
      [
        t(locale, 'table.announce.cancelled', { title: gameName(game, locale) }),
        t(locale, 'table.result.seed', { seed: game.seed, hash: game.seedHash }),
      ].join('\n'),
    );
    await this.tellParent(game);
    await this.refresh(game);
    return game;
  }

  async kick(req: AdminRequest & { targetUserId: string }, ack?: Ack<GameRecord>): Promise<GameRecord> {
    const game = await kickPlayer(this.deps, req);
    await ack?.(game);
    await this.post(game, t(gameLocale(game), 'table.announce.kicked', { user: `<@${req.targetUserId}>` }));
    await this.refresh(game);
    await this.tellParent(game);
    await this.playBotSeats(game);
    return game;
  }

  async replace(
    req: AdminRequest & { targetUserId: string; newUserId: string; newDisplayName: string },
    ack?: Ack<GameRecord>,
  ): Promise<GameRecord> {
    const game = await replacePlayer(this.deps, req);
    await ack?.(game);
    await this.post(
      game,
      t(gameLocale(game), 'table.announce.replaced', { old: `<@${req.targetUserId}>`, user: `<@${req.newUserId}>` }),
    );
    await this.refresh(game);
    return game;
  }

  // Queries

  /**
   * The named game, else the open game of this channel or thread, else the user's only running
   * game — only among the games the caller may reach (scope.ts).
   */
  findGame(
    place: Place,
    gameId: string | null | undefined,
    reach: Reach,
    options: { ended?: boolean } = {},
  ): Promise<GameSummary> {
    return findGame(this.deps, place, gameId, reach, options);
  }
  /** A game named by id (a custom id, an option), if the caller may reach it; else "no such game". */
  async gameInScope(gameId: string, caller: Caller, reach: Reach): Promise<GameSummary> {
    return requireInScope(await (caller.lookups ?? new Lookups(this.deps.store)).summary(gameId), caller, reach);
  }
  openGamesOf(place: Place): Promise<GameSummary[]> {
    return openGamesOf(this.deps, place);
  }
  status(gameId: string, locale: Locale) {
    return statusOf(this.deps, gameId, locale);
  }
  hand(gameId: string, userId: string, locale: Locale) {
    return handOf(this.deps, gameId, userId, locale);
  }
  prompt(gameId: string, userId: string, locale: Locale) {
    return promptOf(this.deps, gameId, userId, locale);
  }
  /** One step of a draft in its prompt (drafting.ts): the prompt redrawn, nothing written. */
  draftStep(step: DraftStep): Promise<OutMessage> {
    return draftStep(this.deps, step);
  }
  /** The prompt a Seal/Confirm was clicked on, as it reads once the choice was applied. */
  promptAfterChoice(o: Applied, userId: string): Promise<OutMessage> {
    return promptAfterChoice(this.deps, o, userId);
  }
  history(gameId: string, userId: string, page: number, locale: Locale) {
    return historyOf(this.deps, gameId, userId, page, locale);
  }
  board(gameId: string, locale: Locale) {
    return boardOf(this.deps, gameId, locale);
  }
  /** The seat's moves-since and board diff since its last move or catch-up (catchup.ts). */
  catchup(gameId: string, userId: string, locale: Locale) {
    return catchupOf(this.deps, gameId, userId, locale);
  }
  /** The games the caller sits in, as far as the caller reaches (mine.ts). */
  async mine(caller: Caller, locale: Locale): Promise<OutMessage> {
    return mineMessage(await mineOf(this.deps, caller, locale), locale, caller.guildId === null);
  }
  /** The server's record of finished games (record.ts). */
  record(query: RecordQuery) {
    return recordOf(this.deps, query);
  }
  setRecordOptOut(userId: string, optOut: boolean) {
    return setRecordOptOut(this.deps, userId, optOut);
  }
  legalActions(gameId: string, userId: string) {
    return legalActionsOf(this.deps, gameId, userId);
  }
  /** How to play, at the phase the game here is in when it is of that kind. */
  rules(kind: string, locale: Locale, gameId?: string) {
    return howToPlayOf(this.deps, kind, locale, gameId);
  }
  rulings(kind: string, locale: Locale) {
    return rulingsOf(kind, locale);
  }
  /** Games that can be created, for autocomplete. */
  gameKinds(locale: Locale) {
    return gameChoices(locale);
  }

  /** Replays the log from the seed and compares with the stored state (audit, tests). */
  async verifyReplay(gameId: string): Promise<boolean> {
    const game = await this.deps.store.getGame(gameId);
    if (!game || game.state === null) return false;
    const def = definitionOf(game.kind);
    requireCurrentEngine(this.deps.logger, def, game);
    const actions = await this.deps.store.actions(gameId);
    const rebuilt = replayLog(def, game, parseTableOptions(game.options).engine, actions);
    return isDeepStrictEqual(rebuilt.state, game.state) && isDeepStrictEqual(rebuilt.rngState, game.rngState);
  }
}
