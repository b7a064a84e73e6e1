/**
 * Permanent component handlers (STYLE 11), routed by customId prefix: they read everything
 * from the customId and the database, so buttons keep working after a restart, and a click
 * on an outdated one is refused politely (or, for a still-legal sealed choice, applied).
 */
import { RuleError } from '../engines/kit/ruleError.js';
import { type ComponentKind, type ParsedCustomId, parseCustomId } from '../table/customId.js';
import { parseDraftArg } from '../table/draft.js';
import { gameName } from '../table/messages/names.js';
import type { Reach } from '../table/scope.js';
import { actById, type ButtonCheck, savingAck } from './act.js';
import { callerOf } from './game/shared.js';
import type { ComponentPort } from './port.js';
import { show, tell } from './respond.js';
import type { HandlerContext } from './types.js';

/** What a decision component is checked against: the seat's decision stamp, or (older ids) the game version. */
function checkOf(id: ParsedCustomId): ButtonCheck {
  if (id.stamp !== null) return { expectedStamp: id.stamp };
  if (id.version !== null) return { expectedVersion: id.version };
  return {};
}

type Handler = (i: ComponentPort, id: ParsedCustomId, ctx: HandlerContext) => Promise<void>;

/**
 * How far each kind of component reaches (scope.ts): a seat's own prompt, hand, history or undo
 * answer also works from a DM; the lobby's buttons only in the game's own server.
 */
const REACH: Record<ComponentKind, Reach> = {
  act: 'seat',
  draft: 'seat',
  pick: 'seat',
  hand: 'seat',
  decide: 'seat',
  undo: 'seat',
  history: 'seat',
  catchup: 'seat',
  join: 'table',
  leave: 'table',
  start: 'table',
  faction: 'table',
};

const handlers: Record<ComponentKind, Handler> = {
  async act(i, id, ctx) {
    if (!id.arg) throw new RuleError('table.error.stale');
    await actById(i, ctx, id.gameId, id.arg, checkOf(id));
  },
  async pick(i, id, ctx) {
    const value = i.values[0];
    if (!value) throw new RuleError('table.error.stale');
    await actById(i, ctx, id.gameId, value, checkOf(id));
  },
  async draft(i, id, ctx) {
    const arg = id.arg ? parseDraftArg(id.arg) : null;
    if (!arg || id.stamp === null) throw new RuleError('table.error.stale');
    if (arg.op !== 's') {
      const value = i.values[0];
      await i.update(
        await ctx.table.draftStep({
          gameId: id.gameId,
          userId: i.actor.userId,
          stamp: id.stamp,
          arg: id.arg ?? '',
          ...(value !== undefined ? { value } : {}),
        }),
      );
      return;
    }
    // Seal/Confirm: the one step that reaches the engine; the prompt is then edited to say so.
    await i.deferUpdate();
    await ctx.table.act(
      {
        gameId: id.gameId,
        userId: i.actor.userId,
        drafted: arg.code,
        source: 'player',
        interactionId: i.id,
        expectedStamp: id.stamp,
      },
      savingAck(i, ctx, async (o) => {
        if (o.kind === 'applied') await i.update(await ctx.table.promptAfterChoice(o, i.actor.userId));
        else await tell(i, 'table.reply.duplicate');
      }),
    );
  },
  async hand(i, id, ctx) {
    await show(i, await ctx.table.hand(id.gameId, i.actor.userId, i.actor.locale));
  },
  async decide(i, id, ctx) {
    await show(i, await ctx.table.prompt(id.gameId, i.actor.userId, i.actor.locale));
  },
  async join(i, id, ctx) {
    await i.defer(true);
    await ctx.table.join(id.gameId, i.actor.userId, i.actor.displayName, (g) =>
      tell(i, 'table.reply.joined', { game: gameName(g, i.actor.locale) }),
    );
  },
  async leave(i, id, ctx) {
    await i.defer(true);
    await ctx.table.leave(id.gameId, i.actor.userId, (g) =>
      tell(i, 'table.reply.left', { game: gameName(g, i.actor.locale) }),
    );
  },
  async start(i, id, ctx) {
    await i.defer(true);
    await ctx.table.start(id.gameId, callerOf(i), (g) =>
      tell(i, 'table.reply.started', { game: gameName(g, i.actor.locale) }),
    );
  },
  async faction(i, id, ctx) {
    const faction = i.values[0];
    if (!faction) throw new RuleError('table.error.stale');
    await i.defer(true);
    await ctx.table.chooseFaction(id.gameId, i.actor.userId, faction, () => tell(i, 'table.reply.faction'));
  },
  async undo(i, id, ctx) {
    const match = /^([yn])\.(\d+)$/.exec(id.arg ?? '');
    if (!match) throw new RuleError('table.error.stale');
    const agree = match[1] === 'y';
    await i.defer(true);
    await ctx.table.answerUndo(id.gameId, i.actor.userId, Number(match[2]), agree, (o) =>
      o.kind === 'undone' ? tell(i, 'table.reply.undone', { seq: o.request.seq }) : tell(i, 'table.reply.undoAnswered'),
    );
  },
  async catchup(i, id, ctx) {
    await i.defer(true);
    await i.reply(await ctx.table.catchup(id.gameId, i.actor.userId, i.actor.locale));
  },
  async history(i, id, ctx) {
    const page = /^p\.(\d+)$/.exec(id.arg ?? '');
    const message = await ctx.table.history(id.gameId, i.actor.userId, page ? Number(page[1]) : 0, i.actor.locale);
    // Paging edits the (ephemeral) history message; the status message's button opens a new one.
    if (page) await i.update(message);
    else await show(i, message);
  },
};

/**
 * A custom id is the client's word, not Discord's: it may name any game. It is honoured only
 * for a game the caller may reach from where they clicked; otherwise it is "no such game".
 */
export async function handleComponent(i: ComponentPort, ctx: HandlerContext): Promise<void> {
  const id = parseCustomId(i.customId);
  if (!id) throw new RuleError('table.error.stale');
  await ctx.table.gameInScope(id.gameId, callerOf(i), REACH[id.kind]);
  await handlers[id.kind](i, id, ctx);
}
