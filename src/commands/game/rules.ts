/** /game rules: players, options and the proposed rulings of a game. */
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
    const kind = i.string('kind') ?? (await gameOf(i, ctx)).kind;
    // Games with many rulings need several messages: the first answers, the rest follow.
    const [first, ...more] = ctx.table.rules(kind, i.actor.locale);
    if (first) await show(i, first);
    for (const page of more) await i.followUp({ ...page, ephemeral: true });
  },
  async autocomplete(i, ctx) {
    await i.respond(filterChoices(i, ctx.table.gameKinds(i.actor.locale)));
  },
};
