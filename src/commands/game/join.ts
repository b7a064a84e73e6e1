/** /game join: take a seat in the lobby. */

import { gameName } from '../../table/messages/names.js';
import { named } from '../localize.js';
import { tell } from '../respond.js';
import { autocompleteGame, gameOf, type Subcommand, withGameOption } from './shared.js';

export const join: Subcommand = {
  name: 'join',
  build: (sub) => withGameOption(named(sub, 'core.cmd.game.join')),
  async execute(i, ctx) {
    const game = await gameOf(i, ctx);
    await i.defer(true);
    await ctx.table.join(game.id, i.actor.userId, i.actor.displayName, (g) =>
      tell(i, 'table.reply.joined', { game: gameName(g, i.actor.locale) }),
    );
  },
  autocomplete: autocompleteGame,
};
