/** /game new: open a lobby in this channel (in its own thread by default). */
import { RuleError } from '../../engines/kit/ruleError.js';
import { getGame } from '../../engines/registry.js';
import { isLocale, t } from '../../i18n/index.js';
import { clip } from '../../table/messages/components.js';
import { gameName } from '../../table/messages/names.js';
import { named } from '../localize.js';
import { filterChoices } from '../respond.js';
import type { Subcommand } from './shared.js';

export const newGame: Subcommand = {
  name: 'new',
  build: (sub) =>
    named(sub, 'core.cmd.game.new')
      .addStringOption((o) => named(o, 'core.opt.kind').setRequired(true).setAutocomplete(true).setMaxLength(40))
      .addIntegerOption((o) => named(o, 'core.opt.seats').setRequired(false).setMinValue(1).setMaxValue(10))
      .addNumberOption((o) => named(o, 'core.opt.deadline').setRequired(false).setMinValue(0.1).setMaxValue(336))
      .addStringOption((o) => named(o, 'core.opt.variant').setRequired(false).setAutocomplete(true).setMaxLength(200))
      .addBooleanOption((o) => named(o, 'core.opt.thread').setRequired(false)),
  async execute(i, ctx) {
    if (!i.guildId) throw new RuleError('core.error.guildOnly');
    const kind = i.string('kind') ?? '';
    await i.defer(true);
    const settings = await ctx.table.deps.store.channelSettings(i.channelId);
    const locale = settings && isLocale(settings.locale) ? settings.locale : i.actor.locale;
    await ctx.table.createGame(
      {
        guildId: i.guildId,
        channelId: i.channelId,
        userId: i.actor.userId,
        displayName: i.actor.displayName,
        locale,
        kind,
        maxSeats: i.integer('seats'),
        deadlineHours: i.number('deadline'),
        variant: i.string('variant'),
        thread: i.boolean('thread'),
      },
      async (game) => {
        await i.reply({
          content: t(i.actor.locale, 'table.reply.created', {
            game: gameName(game, i.actor.locale),
            where: `<#${game.threadId ?? game.channelId}>`,
          }),
        });
      },
    );
  },
  async autocomplete(i, ctx) {
    if (i.focused.name === 'variant') {
      const def = getGame(i.string('kind') ?? '');
      const choices = (def?.options ?? []).flatMap((o) =>
        o.kind === 'boolean'
          ? [`${o.key}=on`, `${o.key}=off`].map((v) => ({
              name: clip(`${v} — ${t(i.actor.locale, o.label)}`, 100),
              value: v,
            }))
          : o.choices.map((c) => ({
              name: clip(`${o.key}=${c.value} — ${t(i.actor.locale, c.label)}`, 100),
              value: `${o.key}=${c.value}`,
            })),
      );
      await i.respond(filterChoices(i, choices));
      return;
    }
    const games = ctx.table.gameKinds(i.actor.locale);
    await i.respond(filterChoices(i, games));
  },
};
