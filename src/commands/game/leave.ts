/** /game leave: give up a lobby seat. */

import { gameName } from '../../table/messages/names.js';
import { named } from '../localize.js';
import { tell } from '../respond.js';
import { autocompleteGame, gameOf, type Subcommand, withGameOption } from './shared.js';

export const leave: Subcommand = {
  name: 'leave',
  build: (sub) => withGameOption(named(sub, 'core.cmd.game.leave')),
  async execute(i, ctx) {
    const game = await gameOf(i, ctx);
    await i.defer(true);
    await ctx.table.leave(game.id, i.actor.userId, (g) =>
      tell(i, 'table.reply.left', { game: gameName(g, i.actor.locale) }),
    );
  },
  autocomplete: autocompleteGame,
};
