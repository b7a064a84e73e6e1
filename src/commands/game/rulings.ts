/** /game rulings: the rulings and reconstructed values of a game, as many ephemeral pages as they need. */
import { named } from '../localize.js';
import { filterChoices, show } from '../respond.js';
import { gameOf, type Subcommand } from './shared.js';

export const rulings: Subcommand = {
  name: 'rulings',
  build: (sub) =>
    named(sub, 'core.cmd.game.rulings').addStringOption((o) =>
      named(o, 'core.opt.kind').setRequired(false).setAutocomplete(true).setMaxLength(40),
    ),
  async execute(i, ctx) {
    const chosen = i.string('kind');
    const kind = chosen ?? (await gameOf(i, ctx)).kind;
    // Each page is one message within Discord's limit: the first answers, the rest follow.
    const [first, ...more] = ctx.table.rulings(kind, i.actor.locale);
    if (first) await show(i, first);
    for (const page of more) await i.followUp({ ...page, ephemeral: true });
  },
  async autocomplete(i, ctx) {
    await i.respond(filterChoices(i, ctx.table.gameKinds(i.actor.locale)));
  },
};
