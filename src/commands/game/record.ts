/**
 * /game record: this server's finished games per player and per title, with the last ten
 * results; `opt_out` leaves the caller out of it (or back in).
 */
import { RuleError } from '../../engines/kit/ruleError.js';
import { getGame } from '../../engines/registry.js';
import { t } from '../../i18n/index.js';
import { named } from '../localize.js';
import { filterChoices, show } from '../respond.js';
import type { Subcommand } from './shared.js';

export const record: Subcommand = {
  name: 'record',
  build: (sub) =>
    named(sub, 'core.cmd.game.record')
      .addUserOption((o) => named(o, 'core.opt.recordPlayer').setRequired(false))
      .addStringOption((o) => named(o, 'core.opt.recordKind').setRequired(false).setAutocomplete(true).setMaxLength(40))
      .addBooleanOption((o) => named(o, 'core.opt.optOut').setRequired(false)),
  async execute(i, ctx) {
    if (i.guildId === null) throw new RuleError('core.error.guildOnly');
    const optOut = i.boolean('opt_out');
    if (optOut !== null) {
      const now = await ctx.table.setRecordOptOut(i.actor.userId, optOut);
      await show(i, { content: t(i.actor.locale, now ? 'table.record.optedOut' : 'table.record.optedIn') });
      return;
    }
    const kind = i.string('kind');
    if (kind !== null && !getGame(kind)) throw new RuleError('table.error.unknownGame', { game: kind });
    await show(
      i,
      await ctx.table.record({
        guildId: i.guildId,
        userId: i.user('player')?.id ?? null,
        askerId: i.actor.userId,
        kind,
        locale: i.actor.locale,
      }),
    );
  },
  async autocomplete(i, ctx) {
    await i.respond(filterChoices(i, ctx.table.gameKinds(i.actor.locale)));
  },
};
