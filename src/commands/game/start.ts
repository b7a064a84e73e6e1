/** /game start: start a full lobby (or, for the creator, one with at least the minimum). */
import { named } from '../localize.js';
import { tell } from '../respond.js';
import { autocompleteGame, callerOf, gameOf, type Subcommand, withGameOption } from './shared.js';

export const start: Subcommand = {
  name: 'start',
  build: (sub) => withGameOption(named(sub, 'core.cmd.game.start')),
  async execute(i, ctx) {
    const game = await gameOf(i, ctx);
    await i.defer(true);
    await ctx.table.start(game.id, callerOf(i), () => tell(i, 'table.reply.started', { id: game.id }));
  },
  autocomplete: autocompleteGame,
};
