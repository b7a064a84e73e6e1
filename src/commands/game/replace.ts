/** /game replace: give a player's seat to someone else. */
import { RuleError } from '../../engines/kit/ruleError.js';
import { named } from '../localize.js';
import { tell } from '../respond.js';
import { autocompleteGame, callerOf, gameOf, type Subcommand, withGameOption } from './shared.js';

export const replace: Subcommand = {
  name: 'replace',
  build: (sub) =>
    withGameOption(
      named(sub, 'core.cmd.game.replace')
        .addUserOption((o) => named(o, 'core.opt.player').setRequired(true))
        .addUserOption((o) => named(o, 'core.opt.with').setRequired(true)),
    ),
  async execute(i, ctx) {
    const target = i.user('player');
    const next = i.user('with');
    if (!target || !next) throw new RuleError('core.error.badOption', { option: 'player' });
    const game = await gameOf(i, ctx);
    await i.defer(true);
    await ctx.table.replace(
      {
        gameId: game.id,
        ...callerOf(i),
        targetUserId: target.id,
        newUserId: next.id,
        newDisplayName: next.displayName,
      },
      () => tell(i, 'table.reply.replaced', { user: next.displayName }),
    );
  },
  autocomplete: autocompleteGame,
};
