/** /game history: the game's events, paged, in the asker's language. */
import { named } from '../localize.js';
import { show } from '../respond.js';
import { autocompleteGame, gameToLookAt, type Subcommand, withGameOption } from './shared.js';

export const history: Subcommand = {
  name: 'history',
  build: (sub) =>
    withGameOption(named(sub, 'core.cmd.game.history')).addIntegerOption((o) =>
      named(o, 'core.opt.page').setRequired(false).setMinValue(1).setMaxValue(10_000),
    ),
  async execute(i, ctx) {
    const game = await gameToLookAt(i, ctx);
    const page = (i.integer('page') ?? 1) - 1;
    await show(i, await ctx.table.history(game.id, i.actor.userId, page, i.actor.locale));
  },
  autocomplete: autocompleteGame,
};
