/** /act: take one of your legal actions, chosen with autocomplete (the same choices as the buttons). */
import { SlashCommandBuilder } from '@discordjs/builders';
import { RuleError } from '../engines/kit/ruleError.js';
import { t } from '../i18n/index.js';
import { clip } from '../table/messages/components.js';
import { gameName } from '../table/messages/names.js';
import type { ActOutcome } from '../table/play.js';
import { autocompleteGame, GAME_OPTION, placeOf } from './game/shared.js';
import { named } from './localize.js';
import type { CommandPort, ComponentPort } from './port.js';
import { filterChoices, tell } from './respond.js';
import type { HandlerContext, SlashCommandModule } from './types.js';

const ACTION_ID = /^[a-z0-9:._-]{1,64}$/;

/** Answers the player once the action is committed, before the announcement goes out. */
export function ackAction(i: CommandPort | ComponentPort, ctx: HandlerContext): (o: ActOutcome) => Promise<void> {
  return savingAck(i, ctx, async (o) => {
    if (o.kind === 'duplicate') return tell(i, 'table.reply.duplicate');
    if (o.kind === 'skipped') return tell(i, 'table.reply.duplicate');
    if (o.commitment) return tell(i, 'table.reply.sealed', { hash: o.commitment.slice(0, 16) });
    return tell(i, 'table.reply.done');
  });
}

/**
 * A saved move is never reported as failed: when Discord refuses the answer after the move was
 * committed, the player is told it was saved by a follow-up, else by a DM (the announcement and
 * prompts go out through the outbox regardless). A retry of the same interaction finds the move
 * (idempotent per interaction id) and is answered "already done".
 */
export function savingAck(
  i: CommandPort | ComponentPort,
  ctx: HandlerContext,
  answer: (o: ActOutcome) => Promise<void>,
): (o: ActOutcome) => Promise<void> {
  return async (o) => {
    try {
      await answer(o);
    } catch (err) {
      if (o.kind !== 'applied') throw err;
      ctx.logger.warn({ err, interactionId: i.id, gameId: o.game.id }, 'reply refused after the move was saved');
      const content = t(i.actor.locale, 'table.reply.savedAnyway', { title: gameName(o.game, i.actor.locale) });
      try {
        await i.followUp({ content, ephemeral: true });
      } catch (followErr) {
        const dm = await ctx.table.tellPrivately(i.actor.userId, { content });
        if (!dm.ok) {
          ctx.logger.warn({ err: followErr, interactionId: i.id }, 'could not tell the player the move was saved');
        }
      }
    }
  };
}

/** What a button or menu was built for, so an outdated click is caught (see ActRequest). */
export interface ButtonCheck {
  expectedStamp?: string;
  expectedVersion?: number;
}

/** Applies a chosen action id for the user (from /act, a button or a select menu). */
export async function actById(
  i: CommandPort | ComponentPort,
  ctx: HandlerContext,
  gameId: string,
  actionId: string,
  check: ButtonCheck = {},
): Promise<void> {
  if (!ACTION_ID.test(actionId)) throw new RuleError('table.error.unknownAction', { action: clip(actionId, 64) });
  await i.defer(true);
  await ctx.table.act(
    {
      gameId,
      userId: i.actor.userId,
      actionId,
      source: 'player',
      interactionId: i.id,
      ...check,
    },
    ackAction(i, ctx),
  );
}

export const actCommand: SlashCommandModule = {
  name: 'act',
  toJSON: () =>
    named(new SlashCommandBuilder(), 'core.cmd.act')
      .addStringOption((o) => named(o, 'core.opt.action').setRequired(true).setAutocomplete(true).setMaxLength(64))
      .addStringOption((o) => named(o, 'core.opt.game').setRequired(false).setAutocomplete(true).setMaxLength(20))
      .toJSON(),
  async execute(i, ctx) {
    const game = await ctx.table.findGame(placeOf(i), i.string(GAME_OPTION), 'seat');
    await actById(i, ctx, game.id, i.string('action') ?? '');
  },
  async autocomplete(i, ctx) {
    if (i.focused.name === GAME_OPTION) return autocompleteGame(i, ctx);
    // Only games this caller may reach: the named one if it is, else this channel's, else the user's own.
    const games = await ctx.table.openGamesOf(placeOf(i));
    const named = i.string(GAME_OPTION);
    const playing = games.filter((g) => g.status === 'active' && g.seats.some((s) => s.userId === i.actor.userId));
    const gameId = named
      ? (games.find((g) => g.id === named)?.id ?? null)
      : ((games.find((g) => g.channelId === i.channelId || g.threadId === i.channelId) ?? playing[0])?.id ?? null);
    if (!gameId) return i.respond([]);
    const { actions } = await ctx.table.legalActions(gameId, i.actor.userId);
    const choices = actions.map((a) => ({ name: clip(t(i.actor.locale, a.label), 100), value: a.id }));
    await i.respond(filterChoices(i, choices));
  },
};
