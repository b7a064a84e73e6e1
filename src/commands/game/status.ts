/** /game status: the status message, for the asker only. */
import { t } from '../../i18n/index.js';
import { clipContent } from '../../table/messages/components.js';
import { gameLine } from '../../table/messages/gameList.js';
import { named } from '../localize.js';
import { show } from '../respond.js';
import { autocompleteGame, GAME_OPTION, gameOf, type Subcommand, withGameOption } from './shared.js';

export const status: Subcommand = {
  name: 'status',
  build: (sub) => withGameOption(named(sub, 'core.cmd.game.status')),
  async execute(i, ctx) {
    // Several games here and none named: ask which rather than pick one silently.
    if (i.string(GAME_OPTION) === null) {
      const here = await ctx.table.deps.store.summariesInChannel(i.channelId, ['lobby', 'active', 'paused']);
      if (here.length > 1) {
        const lines = [t(i.actor.locale, 'table.list.which'), ...here.map((g) => `• ${gameLine(g, i.actor.locale)}`)];
        await i.reply({ content: clipContent(lines.join('\n')), ephemeral: true });
        return;
      }
    }
    const game = await gameOf(i, ctx);
    await show(i, await ctx.table.status(game.id, i.actor.locale));
  },
  autocomplete: autocompleteGame,
};
