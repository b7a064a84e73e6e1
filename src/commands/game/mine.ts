/** /game mine: the caller's games in this server (in a DM: in every server), what is owed first. */
import { named } from '../localize.js';
import { show } from '../respond.js';
import { callerOf, type Subcommand } from './shared.js';

export const mine: Subcommand = {
  name: 'mine',
  build: (sub) => named(sub, 'core.cmd.game.mine'),
  async execute(i, ctx) {
    await show(i, await ctx.table.mine(callerOf(i), i.actor.locale));
  },
};
