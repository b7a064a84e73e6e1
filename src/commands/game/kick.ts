/** /game kick: remove a player from the lobby, or hand their seat to the bot in play. */
import { RuleError } from '../../engines/kit/ruleError.js';
import { named } from '../localize.js';
import { tell } from '../respond.js';
import { autocompleteGame, callerOf, gameOf, type Subcommand, withGameOption } from './shared.js';

export const kick: Subcommand = {
  name: 'kick',
  build: (sub) =>
    withGameOption(
      named(sub, 'core.cmd.game.kick').addUserOption((o) => named(o, 'core.opt.player').setRequired(true)),
    ),
  async execute(i, ctx) {
    const target = i.user('player');
    if (!target) throw new RuleError('core.error.badOption', { option: 'player' });
    const game = await gameOf(i, ctx);
    await i.defer(true);
    await ctx.table.kick({ gameId: game.id, ...callerOf(i), targetUserId: target.id }, () =>
      tell(i, 'table.reply.kicked', { user: target.displayName }),
    );
  },
  autocomplete: autocompleteGame,
};
