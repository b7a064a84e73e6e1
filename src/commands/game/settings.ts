/** /game settings: this channel's language, default deadline and thread-per-game (Manage Server). */
import { RuleError } from '../../engines/kit/ruleError.js';
import { isLocale, t } from '../../i18n/index.js';
import { DEFAULT_DEADLINE_MINUTES } from '../../table/lobby.js';
import { named } from '../localize.js';
import type { Subcommand } from './shared.js';

export const settings: Subcommand = {
  name: 'settings',
  build: (sub) =>
    named(sub, 'core.cmd.game.settings')
      .addStringOption((o) =>
        named(o, 'core.opt.language')
          .setRequired(false)
          .addChoices({ name: 'Polski', value: 'pl' }, { name: 'English', value: 'en' }),
      )
      .addNumberOption((o) => named(o, 'core.opt.deadline').setRequired(false).setMinValue(0.1).setMaxValue(336))
      .addBooleanOption((o) => named(o, 'core.opt.thread').setRequired(false)),
  async execute(i, ctx) {
    if (!i.guildId) throw new RuleError('core.error.guildOnly');
    const store = ctx.table.deps.store;
    const current = await store.channelSettings(i.channelId);
    const language = i.string('language');
    const hours = i.number('deadline');
    const thread = i.boolean('thread');
    const changing = language !== null || hours !== null || thread !== null;
    if (changing && !i.actor.canManage) throw new RuleError('table.error.needsManageServer');
    if (language !== null && !isLocale(language)) throw new RuleError('core.error.badOption', { option: 'language' });
    const saved = changing
      ? await store.saveChannelSettings({
          channelId: i.channelId,
          guildId: i.guildId,
          locale: language ?? current?.locale ?? i.actor.locale,
          deadlineMinutes:
            hours !== null ? Math.round(hours * 60) : (current?.deadlineMinutes ?? DEFAULT_DEADLINE_MINUTES),
          reminderSchedule: current?.reminderSchedule ?? null,
          threadPerGame: thread ?? current?.threadPerGame ?? true,
        })
      : current;
    // The confirmation speaks the channel's language as it is now, a new one included.
    const locale = saved && isLocale(saved.locale) ? saved.locale : i.actor.locale;
    await i.reply({
      content: t(locale, 'table.reply.settings', {
        language: t(locale, `table.language.${locale}`),
        hours: Math.round(((saved?.deadlineMinutes ?? DEFAULT_DEADLINE_MINUTES) / 60) * 10) / 10,
        thread: t(locale, (saved?.threadPerGame ?? true) ? 'table.yes' : 'table.no'),
      }),
      ephemeral: true,
    });
  },
};
