/** /game status: the status message, for the asker only. */
import { named } from '../localize.js';
import { show } from '../respond.js';
import { autocompleteGame, gameOf, type Subcommand, withGameOption } from './shared.js';

export const status: Subcommand = {
  name: 'status',
  build: (sub) => withGameOption(named(sub, 'core.cmd.game.status')),
  async execute(i, ctx) {
    const game = await gameOf(i, ctx);
    await show(i, await ctx.table.status(game.id, i.actor.locale));
  },
  autocomplete: autocompleteGame,
};
