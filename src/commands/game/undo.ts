/** /game undo: ask to take back your last action (the other players confirm). */
import { named } from '../localize.js';
import { tell } from '../respond.js';
import { autocompleteGame, gameOf, type Subcommand, withGameOption } from './shared.js';

export const undo: Subcommand = {
  name: 'undo',
  build: (sub) => withGameOption(named(sub, 'core.cmd.game.undo')),
  async execute(i, ctx) {
    const game = await gameOf(i, ctx);
    await i.defer(true);
    await ctx.table.requestUndo(game.id, i.actor.userId, (o) =>
      o.kind === 'undone' ? tell(i, 'table.reply.undone', { seq: o.request.seq }) : tell(i, 'table.reply.undoAsked'),
    );
  },
  autocomplete: autocompleteGame,
};
