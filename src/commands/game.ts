/** /game: the lobby and everything about a game as a whole, one subcommand per file. */
import { SlashCommandBuilder } from '@discordjs/builders';
import { RuleError } from '../engines/kit/ruleError.js';
import { board } from './game/board.js';
import { cancel } from './game/cancel.js';
import { history } from './game/history.js';
import { join } from './game/join.js';
import { kick } from './game/kick.js';
import { leave } from './game/leave.js';
import { newGame } from './game/new.js';
import { replace } from './game/replace.js';
import { rules } from './game/rules.js';
import { rulings } from './game/rulings.js';
import { settings } from './game/settings.js';
import type { Subcommand } from './game/shared.js';
import { start } from './game/start.js';
import { status } from './game/status.js';
import { timingSubcommands } from './game/timing.js';
import { undo } from './game/undo.js';
import { named } from './localize.js';
import type { SlashCommandModule } from './types.js';

const subcommands: Subcommand[] = [
  newGame,
  join,
  leave,
  start,
  status,
  board,
  history,
  rules,
  rulings,
  undo,
  cancel,
  kick,
  replace,
  settings,
  // Time control (pause, resume, extend, nudge, reminders, bot) lives with the deadline machinery.
  ...timingSubcommands,
];
const byName = new Map(subcommands.map((s) => [s.name, s]));

function builder(): SlashCommandBuilder {
  const b = named(new SlashCommandBuilder(), 'core.cmd.game').setDMPermission(false);
  for (const s of subcommands) b.addSubcommand((sub) => s.build(sub));
  return b;
}

export const gameCommand: SlashCommandModule = {
  name: 'game',
  toJSON: () => builder().toJSON(),
  async execute(i, ctx) {
    // Registered without DM permission; a payload from a DM is refused all the same.
    if (i.guildId === null) throw new RuleError('core.error.guildOnly');
    const sub = byName.get(i.subcommand ?? '');
    if (!sub) throw new RuleError('core.error.unknownCommand');
    await sub.execute(i, ctx);
  },
  async autocomplete(i, ctx) {
    if (i.guildId === null) return i.respond([]);
    const sub = byName.get(i.subcommand ?? '');
    if (sub?.autocomplete) await sub.autocomplete(i, ctx);
    else await i.respond([]);
  },
};

/** The subcommand names, checked against the list in tests. */
export const gameSubcommandNames = subcommands.map((s) => s.name);
