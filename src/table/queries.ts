/** Read-only answers: status, the seat's hand and prompt, history, board, legal actions, rules. */
import { ButtonStyle } from 'discord-api-types/v10';
import { RuleError } from '../engines/kit/ruleError.js';
import type { AnyGameDefinition, LabelledAction } from '../engines/kit/types.js';
import { getGame, listGames } from '../engines/registry.js';
import { type Locale, t } from '../i18n/index.js';
import type { GameRecord, GameStatus } from '../store/types.js';
import { engineState, gameLocale, loadGame, seatsOfUser, type TableDeps } from './context.js';
import { customId } from './customId.js';
import { definitionOf } from './engine.js';
import { engineMismatch, requireCurrentEngine } from './engineVersion.js';
import { button, clip, clipContent, row } from './messages/components.js';
import { historyPage } from './messages/history.js';
import { gameTitle, seatName } from './messages/names.js';
import { promptMessage } from './messages/prompt.js';
import { statusMessage } from './messages/status.js';
import type { OutMessage } from './ports.js';

const OPEN: GameStatus[] = ['lobby', 'active', 'paused'];

/** The game a command means: the one named, else the newest open game in this channel or thread. */
export async function findGame(
  deps: TableDeps,
  channelId: string,
  gameId?: string | null,
  userId?: string,
): Promise<GameRecord> {
  if (gameId) {
    const game = await deps.store.getGame(gameId);
    if (!game) throw new RuleError('table.error.noGame');
    return game;
  }
  const games = await deps.store.gamesInChannel(channelId, OPEN);
  const game = games[0];
  if (game) return game;
  // Outside a game's channel (a DM, say), a player's only running game is meant.
  if (userId) {
    const mine = await deps.store.gamesOfUser(userId, ['active']);
    if (mine.length === 1 && mine[0]) return mine[0];
  }
  throw new RuleError('table.error.noGameHere');
}

export async function openGamesOf(deps: TableDeps, channelId: string, userId: string): Promise<GameRecord[]> {
  const here = await deps.store.gamesInChannel(channelId, OPEN);
  const mine = await deps.store.gamesOfUser(userId, OPEN);
  const seen = new Set<string>();
  const out: GameRecord[] = [];
  for (const g of [...here, ...mine]) {
    if (seen.has(g.id)) continue;
    seen.add(g.id);
    out.push(g);
  }
  return out;
}

export async function statusOf(deps: TableDeps, gameId: string, locale: Locale): Promise<OutMessage> {
  const game = await loadGame(deps, gameId);
  const def = definitionOf(game.kind);
  return { content: statusMessage({ def, game, state: game.state, locale }).content };
}

function seatOf(game: GameRecord, userId: string): number {
  const seat = seatsOfUser(game, userId)[0];
  if (!seat) throw new RuleError('table.error.notSeated');
  return seat.seat;
}

export async function handOf(deps: TableDeps, gameId: string, userId: string, locale: Locale): Promise<OutMessage> {
  const game = await loadGame(deps, gameId);
  const def = definitionOf(game.kind);
  const seat = seatOf(game, userId);
  requireCurrentEngine(deps.logger, def, game);
  const state = engineState(game);
  const lines = [
    t(locale, 'table.hand.header', {
      title: gameTitle(def, locale),
      id: game.id,
      name: seatName(def, game, seat, locale),
    }),
  ];
  if (def.hand) {
    for (const m of def.hand(state, seat)) lines.push(`• ${t(locale, m)}`);
  } else {
    lines.push(`\`\`\`json\n${clip(JSON.stringify(def.view(state, seat)), 1700)}\n\`\`\``);
  }
  return { content: clipContent(lines.join('\n')) };
}

/** The seat's decision prompt, shown ephemerally (the DM fallback and "My decision"). */
export async function promptOf(deps: TableDeps, gameId: string, userId: string, locale: Locale): Promise<OutMessage> {
  const game = await loadGame(deps, gameId);
  const def = definitionOf(game.kind);
  const seat = seatOf(game, userId);
  if (game.status !== 'active') throw new RuleError('table.error.over');
  requireCurrentEngine(deps.logger, def, game);
  return promptMessage({ def, game, state: engineState(game), seat, locale, mentionSeat: false });
}

export async function historyOf(
  deps: TableDeps,
  gameId: string,
  userId: string,
  page: number,
  locale: Locale,
): Promise<OutMessage> {
  const game = await loadGame(deps, gameId);
  const def = definitionOf(game.kind);
  const reader = seatsOfUser(game, userId)[0]?.seat ?? null;
  const actions = await deps.store.actions(gameId);
  return historyPage(def, game, actions, reader, page, locale);
}

/** The public board: an image of the spectator view, or the status text without a renderer. */
export async function boardOf(deps: TableDeps, gameId: string, locale: Locale): Promise<OutMessage> {
  const game = await loadGame(deps, gameId);
  const def = definitionOf(game.kind);
  const state = engineState(game);
  const status = statusMessage({ def, game, state, locale });
  // Today's renderer may not read a state stored under another engine: the status text says why.
  const image =
    deps.images && !engineMismatch(def, game)
      ? await deps.images.render({
          gameId: game.id,
          definition: def,
          state,
          locale,
          deadline: game.nextDeadlineAt,
          title: gameTitle(def, locale),
          phase: t(locale, def.phase(state)),
        })
      : null;
  return image
    ? { content: status.content, files: [{ name: `${game.id}.png`, data: image.png }] }
    : { content: status.content };
}

/** The user's legal actions in a game, for /act autocomplete. */
export async function legalActionsOf(
  deps: TableDeps,
  gameId: string,
  userId: string,
): Promise<{ def: AnyGameDefinition; game: GameRecord; actions: LabelledAction<unknown>[] }> {
  const game = await loadGame(deps, gameId);
  const def = definitionOf(game.kind);
  if (game.status !== 'active' || engineMismatch(def, game)) return { def, game, actions: [] };
  const seat = seatsOfUser(game, userId)[0];
  if (!seat) return { def, game, actions: [] };
  return { def, game, actions: def.legalActions(engineState(game), seat.seat) as LabelledAction<unknown>[] };
}

/** Room for one page of rules in a Discord message (2000 characters, some to spare). */
const RULES_PAGE_CHARS = 1990;

/**
 * Players, options and every ruling of a game, as as many messages as the text needs (a game
 * with many rulings does not fit one Discord message); lines are never split.
 */
export function rulesOf(kind: string, locale: Locale): OutMessage[] {
  const def = getGame(kind);
  if (!def) throw new RuleError('table.error.unknownGame', { game: kind });
  const lines = [
    t(locale, 'table.rules.header', { title: gameTitle(def, locale), min: def.players.min, max: def.players.max }),
  ];
  if (def.options.length > 0) {
    lines.push(t(locale, 'table.rules.options'));
    for (const o of def.options) {
      const values = o.kind === 'boolean' ? 'on/off' : o.choices.map((c) => c.value).join('/');
      lines.push(`• \`${o.key}=${values}\` — ${t(locale, o.label)}`);
    }
  }
  if (def.rulings.length > 0) {
    lines.push(t(locale, 'table.rules.rulings'));
    for (const r of def.rulings) lines.push(`• **${r.id}** ${t(locale, r.text)}`);
  }
  const pages: string[] = [];
  for (const line of lines.map(clipContent)) {
    const last = pages.length - 1;
    const current = pages[last];
    if (current !== undefined && current.length + 1 + line.length <= RULES_PAGE_CHARS)
      pages[last] = `${current}\n${line}`;
    else pages.push(line);
  }
  return pages.map((content) => ({ content }));
}

export function gameChoices(locale: Locale): { value: string; name: string }[] {
  return listGames().map((d) => ({ value: d.id, name: clip(`${t(locale, d.title)} (${d.id})`, 100) }));
}

/** The message asking the other players to confirm an undo. */
export function undoQuestion(
  def: AnyGameDefinition,
  game: GameRecord,
  seq: number,
  requester: number,
  waiting: string[],
): OutMessage {
  const locale = gameLocale(game);
  return {
    content: clipContent(
      t(locale, 'table.undo.asked', {
        name: seatName(def, game, requester, locale),
        seq,
        who: waiting.map((u) => `<@${u}>`).join(' '),
        count: waiting.length,
      }),
    ),
    components: [
      row(
        button(customId('undo', game.id, null, `y.${seq}`), t(locale, 'table.button.undoYes'), ButtonStyle.Success),
        button(customId('undo', game.id, null, `n.${seq}`), t(locale, 'table.button.undoNo'), ButtonStyle.Danger),
      ),
    ],
    pingUsers: waiting,
  };
}
