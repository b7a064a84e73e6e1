/**
 * Permanent component handlers (STYLE 11), routed by customId prefix: they read everything
 * from the customId and the database, so buttons keep working after a restart, and a click
 * on an outdated one is refused politely (or, for a still-legal sealed choice, applied).
 */
import { RuleError } from '../engines/kit/ruleError.js';
import { type ComponentKind, type ParsedCustomId, parseCustomId } from '../table/customId.js';
import { gameName } from '../table/messages/names.js';
import { actById, type ButtonCheck } from './act.js';
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
    await ctx.table.start(id.gameId, i.actor.userId, i.actor.canManage, (g) =>
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
  async history(i, id, ctx) {
    const page = /^p\.(\d+)$/.exec(id.arg ?? '');
    const message = await ctx.table.history(id.gameId, i.actor.userId, page ? Number(page[1]) : 0, i.actor.locale);
    // Paging edits the (ephemeral) history message; the status message's button opens a new one.
    if (page) await i.update(message);
    else await show(i, message);
  },
};

export async function handleComponent(i: ComponentPort, ctx: HandlerContext): Promise<void> {
  const id = parseCustomId(i.customId);
  if (!id) throw new RuleError('table.error.stale');
  await handlers[id.kind](i, id, ctx);
}
