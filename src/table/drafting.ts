/**
 * Drafting a described choice (kit/choice.ts) in its prompt: every click reads the game, moves the
 * draft carried in the clicked component's customId one step and returns the same prompt redrawn,
 * for the presenter to edit in place. Nothing is written: a draft is never a game action and
 * never reaches the log, the history or undo. Only Seal/Confirm goes to `applyAction`.
 */
import { RuleError } from '../engines/kit/ruleError.js';
import type { Seat } from '../engines/kit/types.js';
import { type Locale, t } from '../i18n/index.js';
import type { GameRecord } from '../store/types.js';
import { engineState, gameLocale, loadGame, seatsOfUser, type TableDeps } from './context.js';
import { owedDigest, parseStamp } from './decisionStamp.js';
import { decodeDraft, describeFor, parseDraftArg, stepDraft } from './draft.js';
import { definitionOf } from './engine.js';
import { requireCurrentEngine } from './engineVersion.js';
import { clipContent } from './messages/components.js';
import { promptMessage } from './messages/prompt.js';
import type { Applied } from './play.js';
import type { OutMessage } from './ports.js';

export interface DraftStep {
  gameId: string;
  userId: string;
  stamp: string;
  /** The clicked component's argument: `<draft code>:<op>`. */
  arg: string;
  /** A select menu's chosen value. */
  value?: string;
}

/** The language a seat's private prompts are in: its own setting, else the game's. */
export async function promptLocale(deps: TableDeps, game: GameRecord, userId: string): Promise<Locale> {
  const own = (await deps.store.playerSettings(userId))?.locale;
  return own === 'pl' || own === 'en' ? own : gameLocale(game);
}

function stampedSeat(game: GameRecord, userId: string, stamp: string): { seat: Seat; owed: string } {
  const built = parseStamp(stamp);
  if (!built || !seatsOfUser(game, userId).some((s) => s.seat === built.seat))
    throw new RuleError('table.error.notYourTurn');
  return { seat: built.seat, owed: built.owed };
}

/** One step of a draft: the prompt redrawn, or the seat's fresh prompt when this one is out of date. */
export async function draftStep(deps: TableDeps, step: DraftStep): Promise<OutMessage> {
  const game = await loadGame(deps, step.gameId);
  if (game.status !== 'active') throw new RuleError('table.error.over');
  const def = definitionOf(game.kind);
  requireCurrentEngine(deps.logger, def, game);
  const { seat, owed } = stampedSeat(game, step.userId, step.stamp);
  const state = engineState(game);
  const locale = await promptLocale(deps, game, step.userId);
  const fresh = (note: string | null): OutMessage => {
    const message = promptMessage({ def, game, state, seat, locale, mentionSeat: false });
    return note ? { ...message, content: clipContent(`${note}\n${message.content}`) } : message;
  };
  const describe = describeFor(def, state, seat);
  const parsed = parseDraftArg(step.arg);
  if (!describe({}) || !parsed || owed !== owedDigest(def, state, seat))
    return fresh(t(locale, 'table.draft.refreshed'));
  const view = decodeDraft(describe, parsed.code);
  const next = view ? stepDraft(describe, view, parsed.op, step.value) : null;
  if (!next) return fresh(t(locale, 'table.draft.refreshed'));
  return promptMessage({ def, game, state, seat, locale, mentionSeat: false, draft: next });
}

/**
 * The prompt after its own Seal/Confirm was applied: still open (a sealed choice may change until
 * the reveal) with the standing submission, or closed with a line saying what was done — the
 * seat's next decision, if any, comes as a new prompt.
 */
export async function promptAfterChoice(deps: TableDeps, o: Applied, userId: string): Promise<OutMessage> {
  const { def, game, seat } = o;
  const locale = await promptLocale(deps, game, userId);
  const state = game.state;
  const done = [
    o.commitment
      ? t(locale, 'table.draft.sealedLine', { hash: o.commitment.slice(0, 12) })
      : t(locale, 'table.draft.confirmedLine'),
    ...o.events.filter((e) => e.to?.includes(seat)).map((e) => `• ${t(locale, e.msg)}`),
  ].join('\n');
  const choice = game.status === 'active' ? (def.choice?.(state, seat) ?? null) : null;
  if (choice?.current) {
    const message = promptMessage({ def, game, state, seat, locale, mentionSeat: false });
    return { ...message, content: clipContent(`${done}\n${message.content}`) };
  }
  return { content: clipContent(done), components: [] };
}
