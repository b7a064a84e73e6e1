/** /game: the lobby and everything about a game as a whole, one subcommand per file. */
import { SlashCommandBuilder } from '@discordjs/builders';
import { RuleError } from '../engines/kit/ruleError.js';
import { board } from './game/board.js';
import { cancel } from './game/cancel.js';
import { catchup } from './game/catchup.js';
import { history } from './game/history.js';
import { join } from './game/join.js';
import { kick } from './game/kick.js';
import { leave } from './game/leave.js';
import { mine } from './game/mine.js';
import { newGame } from './game/new.js';
import { record } from './game/record.js';
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
  catchup,
  mine,
  record,
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
/** What /game offers in a DM: only what concerns the user's own seats (scope.ts). */
const IN_DM = new Set(['mine', 'catchup']);

function builder(): SlashCommandBuilder {
  // Available in DMs for `mine` and `catchup`; every other subcommand refuses a DM.
  const b = named(new SlashCommandBuilder(), 'core.cmd.game').setDMPermission(true);
  for (const s of subcommands) b.addSubcommand((sub) => s.build(sub));
  return b;
}

export const gameCommand: SlashCommandModule = {
  name: 'game',
  toJSON: () => builder().toJSON(),
  async execute(i, ctx) {
    if (i.guildId === null && !IN_DM.has(i.subcommand ?? '')) throw new RuleError('core.error.guildOnly');
    const sub = byName.get(i.subcommand ?? '');
    if (!sub) throw new RuleError('core.error.unknownCommand');
    await sub.execute(i, ctx);
  },
  async autocomplete(i, ctx) {
    if (i.guildId === null && !IN_DM.has(i.subcommand ?? '')) return i.respond([]);
    const sub = byName.get(i.subcommand ?? '');
    if (sub?.autocomplete) await sub.autocomplete(i, ctx);
    else await i.respond([]);
  },
};

/** The subcommand names, checked against the list in tests. */
export const gameSubcommandNames = subcommands.map((s) => s.name);
