/**
 * One router for slash commands, autocomplete, buttons, select menus and modals. Two kinds
 * of error (STYLE 12): a RuleError answers the sender in their language and changed nothing;
 * anything else is logged with an error id that the sender gets to quote.
 */
import { RuleError } from '../engines/kit/ruleError.js';
import { t } from '../i18n/index.js';
import { StoreUnavailableError, VersionConflictError } from '../store/types.js';
import { newErrorId } from '../table/ids.js';
import { Lookups } from '../table/lookups.js';
import { actCommand } from './act.js';
import { channelLanguage } from './channelLanguage.js';
import { handleComponent } from './components.js';
import { gameCommand } from './game.js';
import type { InteractionPort } from './port.js';
import type { HandlerContext, SlashCommandModule } from './types.js';

export const slashCommands: SlashCommandModule[] = [gameCommand, actCommand];

/** The commands' JSON for registration (npm run deploy-commands). */
export function commandDefinitions(): unknown[] {
  return slashCommands.map((c) => c.toJSON());
}

export type Router = (i: InteractionPort) => Promise<void>;

export function createRouter(ctx: HandlerContext, commands: SlashCommandModule[] = slashCommands): Router {
  const byName = new Map(commands.map((c) => [c.name, c]));

  async function dispatch(i: InteractionPort): Promise<void> {
    switch (i.kind) {
      case 'command': {
        const command = byName.get(i.name);
        if (!command) throw new RuleError('core.error.unknownCommand');
        await command.execute(i, ctx);
        return;
      }
      case 'autocomplete': {
        const command = byName.get(i.name);
        if (command?.autocomplete) await command.autocomplete(i, ctx);
        else await i.respond([]);
        return;
      }
      case 'component':
        await handleComponent(i, ctx);
        return;
      case 'modal':
        // No modal is in use yet; an unknown one is refused like a stale button.
        throw new RuleError('table.error.stale');
      default: {
        const never: never = i;
        throw new Error(`unknown interaction ${JSON.stringify(never)}`);
      }
    }
  }

  return async (i) => {
    // The state-free lookups of this interaction, shared by its language check and its handler.
    i.lookups ??= new Lookups(ctx.table.deps.store);
    try {
      i.actor = { ...i.actor, locale: await channelLanguage(i, ctx) };
    } catch (err) {
      ctx.logger.warn({ err, interactionId: i.id }, 'channel language unknown; answering in the asker’s');
    }
    try {
      await dispatch(i);
    } catch (err) {
      if (i.kind === 'autocomplete') {
        // Autocomplete cannot show errors; an empty list is the polite answer.
        if (!(err instanceof RuleError)) ctx.logger.warn({ err, interactionId: i.id }, 'autocomplete failed');
        await i.respond([]).catch(() => {});
        return;
      }
      let content: string;
      if (err instanceof RuleError) {
        content = t(i.actor.locale, { key: err.key, params: err.params });
      } else if (err instanceof VersionConflictError) {
        content = t(i.actor.locale, 'table.error.stale');
      } else if (err instanceof StoreUnavailableError) {
        // Nothing was saved that a retry would not find again: the player may simply try again.
        ctx.logger.warn({ err, interactionId: i.id }, 'database unavailable; the player was asked to try again');
        content = t(i.actor.locale, 'core.error.tryAgain');
      } else {
        const errorId = newErrorId();
        ctx.logger.error({ err, errorId, interactionId: i.id, userId: i.actor.userId }, 'interaction failed');
        content = t(i.actor.locale, 'core.error.unexpected', { id: errorId });
      }
      try {
        // reply() edits a deferred answer, or follows up on one already given.
        await i.reply({ content, ephemeral: true });
      } catch (replyErr) {
        ctx.logger.warn({ err: replyErr, interactionId: i.id }, 'could not report an error to the user');
      }
    }
  };
}
