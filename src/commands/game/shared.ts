/** Pieces shared by the /game subcommands: the optional `game` option and its autocomplete. */
import type { SlashCommandSubcommandBuilder } from '@discordjs/builders';
import { t } from '../../i18n/index.js';
import type { GameRecord, GameSummary } from '../../store/types.js';
import { clip, clipContent } from '../../table/messages/components.js';
import { gameLine } from '../../table/messages/gameList.js';
import type { Place } from '../../table/queries.js';
import type { Caller, Reach } from '../../table/scope.js';
import { named } from '../localize.js';
import type { AutocompletePort, CommandPort, ComponentPort } from '../port.js';
import { filterChoices } from '../respond.js';
import type { HandlerContext } from '../types.js';

export interface Subcommand {
  name: string;
  build(sub: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder;
  execute(i: CommandPort, ctx: HandlerContext): Promise<void>;
  autocomplete?(i: AutocompletePort, ctx: HandlerContext): Promise<void>;
}

export const GAME_OPTION = 'game';

export function withGameOption(sub: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder {
  return sub.addStringOption((o) =>
    named(o, 'core.opt.game').setRequired(false).setAutocomplete(true).setMaxLength(20),
  );
}

/** Who asks and from which guild (null in a DM): what every lookup of a game is checked against. */
export function callerOf(i: CommandPort | ComponentPort | AutocompletePort): Caller {
  return {
    userId: i.actor.userId,
    guildId: i.guildId,
    canManage: i.actor.canManage,
    ...(i.lookups ? { lookups: i.lookups } : {}),
  };
}

export function placeOf(i: CommandPort | ComponentPort | AutocompletePort): Place {
  return { ...callerOf(i), channelId: i.channelId };
}

/**
 * The game a command means: the `game` option, else the open game of this channel or thread —
 * only among this server's games (in a DM: the user's own, for their own seat).
 */
export function gameOf(
  i: CommandPort | ComponentPort,
  ctx: HandlerContext,
  reach: Reach = 'table',
  options: { ended?: boolean } = {},
): Promise<GameSummary> {
  const chosen = i.kind === 'command' ? i.string(GAME_OPTION) : null;
  return ctx.table.findGame(placeOf(i), chosen, reach, options);
}

/** The game a command that only looks means: an ended game still answers in its own thread. */
export function gameToLookAt(i: CommandPort | ComponentPort, ctx: HandlerContext): Promise<GameSummary> {
  return gameOf(i, ctx, 'table', { ended: true });
}

/**
 * When no game is named and this channel has several of `games`, answers (ephemerally) with the
 * question which one, listing each for people, and returns true: the command then stops.
 */
export async function askedWhichGame(i: CommandPort, games: (GameSummary | GameRecord)[]): Promise<boolean> {
  if (i.string(GAME_OPTION) !== null || games.length < 2) return false;
  const lines = [t(i.actor.locale, 'table.list.which'), ...games.map((g) => `• ${gameLine(g, i.actor.locale)}`)];
  await i.reply({ content: clipContent(lines.join('\n')), ephemeral: true });
  return true;
}

export async function autocompleteGame(i: AutocompletePort, ctx: HandlerContext): Promise<void> {
  const games = await ctx.table.openGamesOf(placeOf(i));
  // Listed for people (title, players, what it waits for); the id is only the value sent back.
  const choices = games.map((g) => ({ name: clip(gameLine(g, i.actor.locale), 100), value: g.id }));
  await i.respond(filterChoices(i, choices));
}
