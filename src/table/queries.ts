/** Read-only answers: status, the seat's hand and prompt, history, board, legal actions, rules. */
import { RuleError } from '../engines/kit/ruleError.js';
import type { AnyGameDefinition, LabelledAction, Msg } from '../engines/kit/types.js';
import { getGame, listGames } from '../engines/registry.js';
import { hasMessage, type Locale, t } from '../i18n/index.js';
import type { GameRecord, GameStatus, GameSummary } from '../store/types.js';
import { engineState, gameLocale, loadGame, seatsOfUser, type TableDeps } from './context.js';
import { customId } from './customId.js';
import { definitionOf } from './engine.js';
import { engineMismatch, requireCurrentEngine } from './engineVersion.js';
import { Lookups } from './lookups.js';
import { button, clip, clipContent, row } from './messages/components.js';
import { historyPage } from './messages/history.js';
import { gameTitle, seatName } from './messages/names.js';
import { promptMessage } from './messages/prompt.js';
import { statusMessage } from './messages/status.js';
import type { OutMessage } from './ports.js';
import { type Caller, inScope, type Reach, requireInScope } from './scope.js';

const OPEN: GameStatus[] = ['lobby', 'active', 'paused'];

/** Where a command was typed, and by whom (see scope.ts). */
export interface Place extends Caller {
  channelId: string;
}

/**
 * The game a command means: the one named, else the newest open game in this channel or
 * thread, else (in a DM, or a channel without a game) the user's only running game. Only games
 * the caller may reach are ever found: a named game of another server is "no such game".
 */
/**
 * The game a command means: the one named, else the open game of this channel or thread, else
 * the caller's only running game. `ended: true` (commands that only look: history, board,
 * status) also finds the game that ended here, when nothing is open here: in a finished game's
 * thread, "/game history" means that game.
 */
export async function findGame(
  deps: TableDeps,
  place: Place,
  gameId: string | null | undefined,
  reach: Reach,
  options: { ended?: boolean } = {},
): Promise<GameSummary> {
  // State-free lookups (one indexed statement each): the command loads the game once, later,
  // inside its own transaction.
  const lookups = place.lookups ?? new Lookups(deps.store);
  if (gameId) return requireInScope(await lookups.summary(gameId), place, reach);
  const here = (await lookups.gamesIn(place.channelId, OPEN)).filter((g) => inScope(g, place, reach));
  const game = here[0];
  if (game) return game;
  if (options.ended) {
    const ended = (await lookups.gamesIn(place.channelId, ['finished'])).filter((g) => inScope(g, place, reach));
    if (ended[0]) return ended[0];
  }
  const mine = (await deps.store.summariesOfUser(place.userId, ['active'])).filter((g) => inScope(g, place, reach));
  if (mine.length === 1 && mine[0]) return mine[0];
  throw new RuleError('table.error.noGameHere');
}

/**
 * The open games of this channel and the caller's own, for autocomplete: never another server's,
 * and never their states (summaries only).
 */
export async function openGamesOf(deps: TableDeps, place: Place): Promise<GameSummary[]> {
  const here = await (place.lookups ?? new Lookups(deps.store)).gamesIn(place.channelId, OPEN);
  const mine = await deps.store.summariesOfUser(place.userId, OPEN);
  const seen = new Set<string>();
  const out: GameSummary[] = [];
  for (const g of [...here, ...mine]) {
    if (seen.has(g.id) || !inScope(g, place, 'seat')) continue;
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
  // Every game says in words what is the seat's own; a game without secrets says so.
  if (def.hand) for (const m of def.hand(state, seat)) lines.push(t(locale, m));
  else lines.push(t(locale, 'table.hand.nothing'));
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
          players: game.seats.map((s) => s.displayName),
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

/** Room for one page of rulings in a Discord message (2000 characters, some to spare). */
const RULINGS_PAGE_CHARS = 1900;

/** The how-to-play text of the phase a game is in: the phase label's key, or a nested one, under `howto.`. */
function howToKey(phase: Msg): string | null {
  for (const p of Object.values(phase.params ?? {})) {
    if (typeof p !== 'object') continue;
    const nested = howToKey(p);
    if (nested) return nested;
  }
  const at = phase.key.indexOf('.phase.');
  if (at < 0) return null;
  const key = `${phase.key.slice(0, at)}.howto.phase.${phase.key.slice(at + '.phase.'.length)}`;
  return hasMessage(key, 'pl') ? key : null;
}

/**
 * The short how-to-play of a game in one message: what the game is about, the round structure,
 * what the current phase asks of the players (when a game is under way), how it ends.
 */
export function rulesOf(kind: string, locale: Locale, state?: unknown): OutMessage {
  const def = getGame(kind);
  if (!def) throw new RuleError('table.error.unknownGame', { game: kind });
  const ns = def.id;
  // A game without how-to texts (a test game) still gets its header, phase and pointers.
  const own = (part: string): string | null =>
    hasMessage(`${ns}.howto.${part}`) ? t(locale, `${ns}.howto.${part}`) : null;
  const lines = [
    def.players.min === 2 && def.players.max === 2
      ? t(locale, 'table.howto.headerFixed', { title: gameTitle(def, locale) })
      : t(locale, 'table.howto.header', { title: gameTitle(def, locale), min: def.players.min, max: def.players.max }),
  ];
  const intro = own('intro');
  if (intro) lines.push(intro);
  if (state !== undefined && state !== null) {
    const phase = def.phase(state);
    const key = howToKey(phase);
    lines.push(t(locale, 'table.howto.now', { phase: t(locale, phase), howto: key ? t(locale, key) : '' }).trim());
  } else if (state === null) {
    lines.push(t(locale, 'table.howto.lobby'));
  }
  const round = own('round');
  if (round) lines.push(t(locale, 'table.howto.round', { text: round }));
  const end = own('end');
  if (end) lines.push(t(locale, 'table.howto.end', { text: end }));
  lines.push(t(locale, 'table.howto.more', { id: def.id }));
  return { content: clipContent(lines.join('\n\n')) };
}

/** /game rules: the how-to-play of a kind, or of the game here when it is of that kind (its phase now). */
export async function howToPlayOf(deps: TableDeps, kind: string, locale: Locale, gameId?: string): Promise<OutMessage> {
  if (!gameId) return rulesOf(kind, locale);
  const game = await loadGame(deps, gameId);
  const def = definitionOf(game.kind);
  if (game.kind !== kind) return rulesOf(kind, locale);
  if (game.status === 'lobby' || game.state === null || game.state === undefined) return rulesOf(kind, locale, null);
  // A state stored under another engine version may not be readable: the general how-to then.
  if (engineMismatch(def, game)) return rulesOf(kind, locale);
  return rulesOf(kind, locale, game.state);
}

type RulingGroup = 'spec' | 'online' | 'reconstructed';

/** Which list a ruling belongs to, and the short id players see (none for the implementation's own). */
function rulingPlace(id: string, locale: Locale): { group: RulingGroup; label: string | null } {
  // 'reconstructed' is the summary; 'reconstructed.<item>' one kind of reconstructed value under it.
  if (id === 'reconstructed' || id.startsWith('reconstructed.')) return { group: 'reconstructed', label: null };
  if (/^A-?\d+[a-z]?$/.test(id)) return { group: 'spec', label: id };
  const numbered = /^ruling-(\d+)$/.exec(id);
  if (numbered) return { group: 'spec', label: t(locale, 'table.rulings.number', { n: Number(numbered[1]) }) };
  if (/^PBP-\d+$/.test(id)) return { group: 'online', label: id };
  return { group: 'online', label: null };
}

/** A ruling's text without the id it may already start with ("A-52: …", "PBP-1 (D13): …"). */
function rulingText(id: string, text: string): string {
  if (!text.startsWith(id)) return text;
  return text.slice(id.length).replace(/^\s*(\([^)]*\))?\s*:\s*/, '');
}

/**
 * Every ruling of a game and its reconstructed values, worded for players, grouped and paged
 * (each page one Discord message; lines are never split).
 */
export function rulingsOf(kind: string, locale: Locale): OutMessage[] {
  const def = getGame(kind);
  if (!def) throw new RuleError('table.error.unknownGame', { game: kind });
  const groups: Record<RulingGroup, string[]> = { spec: [], online: [], reconstructed: [] };
  for (const r of def.rulings) {
    const { group, label } = rulingPlace(r.id, locale);
    if (r.id === 'reconstructed') {
      const own = `${def.id}.rulings.reconstructed`;
      groups.reconstructed.push(t(locale, 'table.rulings.plain', { text: t(locale, hasMessage(own) ? own : r.text) }));
      continue;
    }
    const text = rulingText(r.id, t(locale, r.text));
    groups[group].push(
      label ? t(locale, 'table.rulings.item', { id: label, text }) : t(locale, 'table.rulings.plain', { text }),
    );
  }
  const lines = [t(locale, 'table.rulings.intro')];
  for (const g of ['spec', 'online', 'reconstructed'] as const) {
    const [first, ...rest] = groups[g];
    if (first === undefined) continue;
    // A heading stays on the page of its first ruling.
    lines.push(`${t(locale, `table.rulings.section.${g}`)}\n${first}`, ...rest);
  }
  const pages: string[] = [];
  for (const line of lines.map((l) => clip(l, RULINGS_PAGE_CHARS))) {
    const last = pages.length - 1;
    const current = pages[last];
    if (current !== undefined && current.length + 1 + line.length <= RULINGS_PAGE_CHARS)
      pages[last] = `${current}\n${line}`;
    else pages.push(line);
  }
  const title = gameTitle(def, locale);
  return pages.map((body, i) => ({
    content: `${t(locale, 'table.rulings.header', { title, page: i + 1, pages: pages.length })}\n${body}`,
  }));
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
        button(customId('undo', game.id, null, `y.${seq}`), t(locale, 'table.button.undoYes'), 'success'),
        button(customId('undo', game.id, null, `n.${seq}`), t(locale, 'table.button.undoNo'), 'danger'),
      ),
    ],
    pingUsers: waiting,
  };
}
