/** /game cancel: end a game without result (the creator or Manage Server). */

import { gameName } from '../../table/messages/names.js';
import { named } from '../localize.js';
import { tell } from '../respond.js';
import { autocompleteGame, callerOf, gameOf, type Subcommand, withGameOption } from './shared.js';

export const cancel: Subcommand = {
  name: 'cancel',
  build: (sub) => withGameOption(named(sub, 'core.cmd.game.cancel')),
  async execute(i, ctx) {
    const game = await gameOf(i, ctx);
    await i.defer(true);
    await ctx.table.cancel({ gameId: game.id, ...callerOf(i) }, (g) =>
      tell(i, 'table.reply.cancelled', { game: gameName(g, i.actor.locale) }),
    );
  },
  autocomplete: autocompleteGame,
};
