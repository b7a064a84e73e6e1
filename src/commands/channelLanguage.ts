/**
 * One language per channel: everything the bot says about a game — replies, prompts, errors,
 * in its channel or in a DM about it — is in that game's language, whatever the language of
 * the asker's Discord client. The asker's own language is used only where no game or channel
 * setting says otherwise (a fresh channel, a DM about nothing in particular).
 */
import { isLocale, type Locale } from '../i18n/index.js';
import { parseCustomId } from '../table/customId.js';
import { Lookups } from '../table/lookups.js';
import { GAME_OPTION } from './game/shared.js';
import type { InteractionPort } from './port.js';
import type { HandlerContext } from './types.js';

/** The game an interaction names itself: a component's customId, or the `game` option. */
function namedGameId(i: InteractionPort): string | null {
  switch (i.kind) {
    case 'component':
      return parseCustomId(i.customId)?.gameId ?? null;
    case 'command':
      return i.string(GAME_OPTION);
    case 'autocomplete':
      return i.focused.name === GAME_OPTION ? null : i.string(GAME_OPTION);
    case 'modal':
      return null;
    default: {
      const never: never = i;
      throw new Error(`unknown interaction ${JSON.stringify(never)}`);
    }
  }
}

/** The language to answer `i` in: its game's, else its channel's, else the asker's. */
export async function channelLanguage(i: InteractionPort, ctx: HandlerContext): Promise<Locale> {
  const store = ctx.table.deps.store;
  const lookups = i.lookups ?? new Lookups(store);
  const gameId = namedGameId(i);
  if (gameId) {
    const game = await lookups.summary(gameId);
    if (game) return isLocale(game.locale) ? game.locale : 'pl';
  }
  const settings = await lookups.settingsOf(i.channelId);
  if (settings && isLocale(settings.locale)) return settings.locale;
  // A game's own thread, or a channel whose games were opened before any setting.
  const here = await lookups.newestGameIn(i.channelId);
  if (here) return isLocale(here.locale) ? here.locale : 'pl';
  if (i.guildId === null) {
    // A DM: the language of the player's running games, when they agree on one.
    const games = await store.summariesOfUser(i.actor.userId, ['active', 'paused']);
    const mine = new Set(games.map((g) => (isLocale(g.locale) ? g.locale : 'pl')));
    const [only] = mine;
    if (mine.size === 1 && only) return only;
  }
  return i.actor.locale;
}
