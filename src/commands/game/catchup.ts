/** /game catchup: what happened since the caller's last move, and the board with it marked (ephemeral). */
import { named } from '../localize.js';
import { autocompleteGame, gameOf, type Subcommand, withGameOption } from './shared.js';

export const catchup: Subcommand = {
  name: 'catchup',
  build: (sub) => withGameOption(named(sub, 'core.cmd.game.catchup')),
  async execute(i, ctx) {
    // Only the caller's own seat: from a DM too (scope.ts).
    const game = await gameOf(i, ctx, 'seat');
    // Replaying the log and drawing the board may take longer than Discord's 3 seconds.
    await i.defer(true);
    await i.reply(await ctx.table.catchup(game.id, i.actor.userId, i.actor.locale));
  },
  autocomplete: autocompleteGame,
};
