/** /game leave: give up a lobby seat. */
import { named } from '../localize.js';
import { tell } from '../respond.js';
import { autocompleteGame, gameOf, type Subcommand, withGameOption } from './shared.js';

export const leave: Subcommand = {
  name: 'leave',
  build: (sub) => withGameOption(named(sub, 'core.cmd.game.leave')),
  async execute(i, ctx) {
    const game = await gameOf(i, ctx);
    await i.defer(true);
    await ctx.table.leave(game.id, i.actor.userId, () => tell(i, 'table.reply.left', { id: game.id }));
  },
  autocomplete: autocompleteGame,
};
