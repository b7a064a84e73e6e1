/** /game cancel: end a game without result (the creator or Manage Server). */
import { named } from '../localize.js';
import { tell } from '../respond.js';
import { autocompleteGame, callerOf, gameOf, type Subcommand, withGameOption } from './shared.js';

export const cancel: Subcommand = {
  name: 'cancel',
  build: (sub) => withGameOption(named(sub, 'core.cmd.game.cancel')),
  async execute(i, ctx) {
    const game = await gameOf(i, ctx);
    await i.defer(true);
    await ctx.table.cancel({ gameId: game.id, ...callerOf(i) }, () =>
      tell(i, 'table.reply.cancelled', { id: game.id }),
    );
  },
  autocomplete: autocompleteGame,
};
