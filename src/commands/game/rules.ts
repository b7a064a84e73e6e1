/** /game rules: how to play — the game here at its current phase, or the chosen kind. */
import { RuleError } from '../../engines/kit/ruleError.js';
import type { GameSummary } from '../../store/types.js';
import { named } from '../localize.js';
import { filterChoices, show } from '../respond.js';
import { gameOf, type Subcommand } from './shared.js';

export const rules: Subcommand = {
  name: 'rules',
  build: (sub) =>
    named(sub, 'core.cmd.game.rules').addStringOption((o) =>
      named(o, 'core.opt.kind').setRequired(false).setAutocomplete(true).setMaxLength(40),
    ),
  async execute(i, ctx) {
    const chosen = i.string('kind');
    let here: GameSummary | null = null;
    try {
      here = await gameOf(i, ctx);
    } catch (e) {
      // No game here: the chosen kind's general how-to-play, if a kind was chosen.
      if (!(e instanceof RuleError) || !chosen) throw e;
    }
    const kind = chosen ?? here?.kind;
    if (!kind) throw new RuleError('table.error.noGameHere');
    await show(i, await ctx.table.rules(kind, i.actor.locale, here?.kind === kind ? here.id : undefined));
  },
  async autocomplete(i, ctx) {
    await i.respond(filterChoices(i, ctx.table.gameKinds(i.actor.locale)));
  },
};
