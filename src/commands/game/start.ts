/** /game start: start a full lobby (or, for the creator, one with at least the minimum). */

import { gameName } from '../../table/messages/names.js';
import { named } from '../localize.js';
import { tell } from '../respond.js';
import { autocompleteGame, callerOf, gameOf, type Subcommand, withGameOption } from './shared.js';

export const start: Subcommand = {
  name: 'start',
  build: (sub) => withGameOption(named(sub, 'core.cmd.game.start')),
  async execute(i, ctx) {
    const game = await gameOf(i, ctx);
    await i.defer(true);
    await ctx.table.start(game.id, callerOf(i), (g) =>
      tell(i, 'table.reply.started', { game: gameName(g, i.actor.locale) }),
    );
  },
  autocomplete: autocompleteGame,
};
