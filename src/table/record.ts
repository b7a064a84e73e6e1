/**
 * `/game record`: a server's finished games, kept with their results (Game.result), counted
 * per player and per title — games played, wins and places; in cooperative Niepodległa the
 * team's wins and losses — and the last ten results with links to their threads. A player
 * who opted out (PlayerSettings.recordOptOut) is left out of every list but their own view.
 */
import type { AnyGameDefinition, GameResult, Seat } from '../engines/kit/types.js';
import { getGame } from '../engines/registry.js';
import { type Locale, t } from '../i18n/index.js';
import type { GameRecord } from '../store/types.js';
import { channelOf, type TableDeps } from './context.js';
import { clip, clipContent } from './messages/components.js';
import { gameTitle } from './messages/names.js';
import type { OutMessage } from './ports.js';
import { parseResult } from './stored.js';

/** How many finished games of a server the record reads (newest first). */
const RECORD_GAMES = 2000;
const LAST_RESULTS = 10;
/** A Discord message's length, with some to spare. */
const MESSAGE_CHARS = 1990;

/** A link to a game's thread (or channel): the record is of one server, where a channel mention is a link. */
function threadLink(game: GameRecord): string {
  return `<#${channelOf(game)}>`;
}

/** Games everyone wins or loses together. */
export function isCooperative(def: AnyGameDefinition | undefined, kind: string): boolean {
  return kind === 'niepodlegla' || def?.id === 'niepodlegla';
}

/** One seat's result in one finished game. */
export interface SeatResult {
  game: GameRecord;
  userId: string;
  seat: Seat;
  /** 1-based place (tied seats share it); null in a cooperative game. */
  place: number | null;
  won: boolean;
  cooperative: boolean;
}

export function seatResults(game: GameRecord, result: GameResult): SeatResult[] {
  const def = getGame(game.kind);
  const cooperative = isCooperative(def, game.kind);
  return game.seats
    .filter((s) => !s.isBot)
    .map((s) => {
      const group = result.ranking.findIndex((g) => g.includes(s.seat));
      return {
        game,
        userId: s.userId,
        seat: s.seat,
        place: cooperative || group < 0 ? null : group + 1,
        won: result.winners.includes(s.seat),
        cooperative,
      };
    });
}

export interface TitleTally {
  kind: string;
  played: number;
  wins: number;
  /** Places 1, 2, 3… → how many times. */
  places: Map<number, number>;
  cooperative: boolean;
}

export function tally(results: readonly SeatResult[]): Map<string, TitleTally> {
  const out = new Map<string, TitleTally>();
  for (const r of results) {
    const kind = r.game.kind;
    const t0 = out.get(kind) ?? { kind, played: 0, wins: 0, places: new Map(), cooperative: r.cooperative };
    t0.played++;
    if (r.won) t0.wins++;
    if (r.place !== null) t0.places.set(r.place, (t0.places.get(r.place) ?? 0) + 1);
    out.set(kind, t0);
  }
  return out;
}

function titleOf(kind: string, locale: Locale): string {
  const def = getGame(kind);
  return def ? gameTitle(def, locale) : kind;
}

function tallyLine(x: TitleTally, locale: Locale, who?: string): string {
  const title = titleOf(x.kind, locale);
  if (x.cooperative)
    return t(locale, 'table.record.coop', {
      who: who ?? '',
      title,
      played: x.played,
      wins: x.wins,
      losses: x.played - x.wins,
    });
  const places = [...x.places.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([place, n]) => t(locale, 'table.record.place', { place, n }))
    .join(', ');
  return t(locale, 'table.record.tally', {
    who: who ?? '',
    title,
    played: x.played,
    wins: x.wins,
    places: places || '—',
  });
}

/** "Magnaci · Ala, Bartek", leaving out players who opted out of the record. */
function listedName(game: GameRecord, locale: Locale, hidden: ReadonlySet<string>): string {
  const names = game.seats.filter((s) => !hidden.has(s.userId)).map((s) => s.displayName);
  const title = titleOf(game.kind, locale);
  return names.length > 0 ? `${title} · ${names.join(', ')}` : title;
}

function resultLine(r: SeatResult, locale: Locale, hidden: ReadonlySet<string>): string {
  const when = r.game.finishedAt ? `<t:${Math.floor(r.game.finishedAt.getTime() / 1000)}:d>` : '';
  const outcome = r.cooperative
    ? t(locale, r.won ? 'table.record.teamWon' : 'table.record.teamLost')
    : r.won
      ? t(locale, 'table.record.won')
      : r.place !== null
        ? t(locale, 'table.record.placed', { place: r.place })
        : t(locale, 'table.record.played');
  return clip(
    t(locale, 'table.record.result', {
      game: listedName(r.game, locale, hidden),
      outcome,
      when,
      link: threadLink(r.game),
    }),
    300,
  );
}

/** Every seat's result in the server's finished games (newest game first), opted-out players left out. */
async function serverResults(
  deps: TableDeps,
  guildId: string,
): Promise<{ results: SeatResult[]; hidden: Set<string> }> {
  const games = await deps.store.finishedGamesOfGuild(guildId, RECORD_GAMES);
  const results: SeatResult[] = [];
  for (const game of games) {
    const result = parseResult(game.result);
    if (result) results.push(...seatResults(game, result));
  }
  const hidden = await deps.store.recordOptOuts([...new Set(results.map((r) => r.userId))]);
  return { results, hidden };
}

export interface RecordQuery {
  guildId: string;
  /** Whose record (null: the server's table). */
  userId: string | null;
  /** Who asks (an opted-out player still sees their own). */
  askerId: string;
  /** One title only, or all. */
  kind: string | null;
  locale: Locale;
}

export async function recordOf(deps: TableDeps, q: RecordQuery): Promise<OutMessage> {
  const { locale } = q;
  const { results, hidden } = await serverResults(deps, q.guildId);
  const ofKind = results.filter((r) => q.kind === null || r.game.kind === q.kind);
  if (q.userId !== null) {
    const own = q.userId === q.askerId;
    if (hidden.has(q.userId) && !own) return { content: t(locale, 'table.record.hidden', { user: `<@${q.userId}>` }) };
    const mine = ofKind.filter((r) => r.userId === q.userId);
    if (mine.length === 0) return { content: t(locale, 'table.record.noneFor', { user: `<@${q.userId}>` }) };
    const others = new Set([...hidden].filter((u) => u !== q.userId));
    const lines = [t(locale, 'table.record.playerHeader', { user: `<@${q.userId}>`, count: mine.length })];
    if (hidden.has(q.userId)) lines.push(t(locale, 'table.record.youAreHidden'));
    for (const x of tally(mine).values()) lines.push(tallyLine(x, locale));
    lines.push(t(locale, 'table.record.last', { count: Math.min(LAST_RESULTS, mine.length) }));
    for (const r of mine.slice(0, LAST_RESULTS)) lines.push(resultLine(r, locale, others));
    return { content: clipContent(lines.join('\n')), pingUsers: [] };
  }
  const shown = ofKind.filter((r) => !hidden.has(r.userId));
  const games = [...new Set(shown.map((r) => r.game.id))];
  if (games.length === 0) return { content: t(locale, 'table.record.none') };
  const header = t(locale, 'table.record.serverHeader', { count: games.length });
  const lines: string[] = [];
  const kinds = [...new Set(shown.map((r) => r.game.kind))];
  for (const kind of kinds) {
    const ofThis = shown.filter((r) => r.game.kind === kind);
    lines.push(t(locale, 'table.record.titleHeader', { title: titleOf(kind, locale) }));
    const byUser = new Map<string, SeatResult[]>();
    for (const r of ofThis) byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), r]);
    const rows = [...byUser.entries()]
      .map(([userId, rs]) => ({ userId, x: tally(rs).get(kind) }))
      .filter((row): row is { userId: string; x: TitleTally } => row.x !== undefined)
      .sort((a, b) => b.x.wins - a.x.wins || b.x.played - a.x.played);
    for (const row of rows) lines.push(tallyLine(row.x, locale, `<@${row.userId}>`));
  }
  const latest: string[] = [];
  latest.push(t(locale, 'table.record.last', { count: Math.min(LAST_RESULTS, games.length) }));
  for (const id of games.slice(0, LAST_RESULTS)) {
    const game = shown.find((r) => r.game.id === id)?.game;
    if (!game) continue;
    const result = parseResult(game.result);
    const winners = result
      ? game.seats.filter((s) => result.winners.includes(s.seat) && !hidden.has(s.userId)).map((s) => s.displayName)
      : [];
    const coop = isCooperative(getGame(game.kind), game.kind);
    const outcome = coop
      ? t(locale, result && result.winners.length > 0 ? 'table.record.teamWon' : 'table.record.teamLost')
      : winners.length > 0
        ? t(locale, 'table.record.winners', { names: winners.join(', ') })
        : t(locale, 'table.record.played');
    const when = game.finishedAt ? `<t:${Math.floor(game.finishedAt.getTime() / 1000)}:d>` : '';
    latest.push(
      clip(
        t(locale, 'table.record.result', {
          game: listedName(game, locale, hidden),
          outcome,
          when,
          link: threadLink(game),
        }),
        300,
      ),
    );
  }
  // The last results always fit; the per-title counts take the room left (a busy server: the
  // players with most wins first, then a pointer to each player's own record).
  const room = MESSAGE_CHARS - header.length - latest.join('\n').length - 120;
  const counts: string[] = [];
  let used = 0;
  for (const [i, line] of lines.entries()) {
    if (used + line.length + 1 > room) {
      counts.push(t(locale, 'table.record.more', { count: lines.length - i }));
      break;
    }
    counts.push(line);
    used += line.length + 1;
  }
  // Mentions name players without pinging them.
  return { content: clipContent([header, ...counts, ...latest].join('\n')), pingUsers: [] };
}

/** Sets or clears the player's opt-out; returns the new setting. */
export async function setRecordOptOut(deps: TableDeps, userId: string, optOut: boolean): Promise<boolean> {
  const current = await deps.store.playerSettings(userId);
  const saved = await deps.store.savePlayerSettings({
    userId,
    timezone: current?.timezone ?? 'Europe/Warsaw',
    quietStart: current?.quietStart ?? null,
    quietEnd: current?.quietEnd ?? null,
    locale: current?.locale ?? null,
    recordOptOut: optOut,
  });
  return saved.recordOptOut ?? optOut;
}
