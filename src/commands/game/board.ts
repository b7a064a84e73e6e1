/** /game board: the public board image (rendering may be slow, so acknowledge first). */
import { named } from '../localize.js';
import { autocompleteGame, gameToLookAt, type Subcommand, withGameOption } from './shared.js';

export const board: Subcommand = {
  name: 'board',
  build: (sub) => withGameOption(named(sub, 'core.cmd.game.board')),
  async execute(i, ctx) {
    const game = await gameToLookAt(i, ctx);
    await i.defer(true);
    await i.reply(await ctx.table.board(game.id, i.actor.locale));
  },
  autocomplete: autocompleteGame,
};
