/** /game status: the status message, for the asker only. */
import { named } from '../localize.js';
import { show } from '../respond.js';
import {
  askedWhichGame,
  autocompleteGame,
  GAME_OPTION,
  gameToLookAt,
  type Subcommand,
  withGameOption,
} from './shared.js';

export const status: Subcommand = {
  name: 'status',
  build: (sub) => withGameOption(named(sub, 'core.cmd.game.status')),
  async execute(i, ctx) {
    // Several games here and none named: ask which rather than pick one silently.
    if (i.string(GAME_OPTION) === null) {
      const here = await ctx.table.deps.store.summariesInChannel(i.channelId, ['lobby', 'active', 'paused']);
      if (await askedWhichGame(i, here)) return;
    }
    const game = await gameToLookAt(i, ctx);
    await show(i, await ctx.table.status(game.id, i.actor.locale));
  },
  autocomplete: autocompleteGame,
};
