/**
 * "What did I miss?": for one seat, the moves since the point it last acted itself or last
 * asked for a catch-up, in players' words (grouped by round and phase, each line as the seat
 * may read it: public events, its own private ones, sealed choices as commitments), and one
 * board image: the spectator view now with everything that changed since that point marked.
 *
 * The catch-up point is read, never written, by play: a seat's own last action is in the log;
 * only an answered catch-up moves `Seat.seenSeq` (outside the game's transaction, no version bump).
 */
import { SeededRng } from '../engines/kit/rng.js';
import { RuleError } from '../engines/kit/ruleError.js';
import type { AnyGameDefinition, Seat } from '../engines/kit/types.js';
import { type Locale, t } from '../i18n/index.js';
import type { ActionRecord, GameRecord, SeatRecord } from '../store/types.js';
import { loadGame, seatsOfUser, type TableDeps } from './context.js';
import { definitionOf, setupSeats } from './engine.js';
import { engineMismatch } from './engineVersion.js';
import { actionLines } from './messages/history.js';
import { gameName, gameTitle, peopleOf, seatName } from './messages/names.js';
import type { OutMessage } from './ports.js';
import { parseTableOptions } from './stored.js';

/** Room for the catch-up text in one Discord message (2000 characters, some to spare). */
const CATCHUP_CHARS = 1900;

/** The seq after which a seat's catch-up starts: its own last move or its last catch-up, whichever is later. */
export function catchupPoint(actions: readonly ActionRecord[], seat: Pick<SeatRecord, 'seat' | 'seenSeq'>): number {
  let point = seat.seenSeq ?? 0;
  for (const a of actions) {
    if (!a.undone && a.seat === seat.seat && a.source === 'player' && a.seq > point) point = a.seq;
  }
  return point;
}

/** The accepted actions after `since`, in order. */
export function movesSince(actions: readonly ActionRecord[], since: number): ActionRecord[] {
  return actions.filter((a) => !a.undone && a.seq > since);
}

/**
 * Replays the log from the seed: the state at `since`, and the round/phase (as the engine
 * names it) each later action was taken in.
 */
export function replayWindow(
  def: AnyGameDefinition,
  game: GameRecord,
  actions: readonly ActionRecord[],
  since: number,
): { before: unknown; phases: Map<number, ReturnType<AnyGameDefinition['phase']>> } {
  const rng = SeededRng.fromSeed(game.seed);
  let state = def.setup(setupSeats(def, game), parseTableOptions(game.options).engine, rng);
  let before: unknown = state;
  const phases = new Map<number, ReturnType<AnyGameDefinition['phase']>>();
  for (const a of actions) {
    if (a.undone) continue;
    if (a.seq > since) phases.set(a.seq, def.phase(state));
    state = def.apply(state, a.seat, def.parseAction(a.payload), rng).state;
    if (a.seq <= since) before = state;
  }
  return { before, phases };
}

export interface CatchupLine {
  text: string;
  /** The round/phase heading the line stands under (null when phases are unknown). */
  heading: string | null;
}

export interface CatchupText {
  /** Lines grouped under round/phase headings (or without headings when phases are unknown). */
  lines: string[];
  /** The same lines, each with its heading, for fitting the newest into one message. */
  entries: CatchupLine[];
  /** Accepted moves in the window. */
  moves: number;
}

/** Lines with a heading line wherever the heading changes. */
export function withHeadings(entries: readonly CatchupLine[], locale: Locale): string[] {
  const lines: string[] = [];
  let heading: string | null = null;
  for (const e of entries) {
    if (e.heading !== null && e.heading !== heading) lines.push(t(locale, 'table.catchup.phase', { phase: e.heading }));
    heading = e.heading;
    lines.push(e.text);
  }
  return lines;
}

/**
 * The moves after `since` as `reader` may read them, a heading wherever the round or phase the
 * move was taken in changes. Pure: the catch-up message, its tests and the leak check use it.
 */
export function catchupLines(
  def: AnyGameDefinition,
  game: GameRecord,
  actions: readonly ActionRecord[],
  reader: Seat | null,
  since: number,
  locale: Locale,
  phases?: ReadonlyMap<number, ReturnType<AnyGameDefinition['phase']>>,
): CatchupText {
  const window = movesSince(actions, since);
  const people = peopleOf(def, game);
  const entries: CatchupLine[] = [];
  for (const a of window) {
    const phase = phases?.get(a.seq);
    const heading = phase ? t(locale, phase) : null;
    // A move the deadline made for a seat (the reader's own, while away) says so.
    if (a.source === 'default')
      entries.push({
        text: t(locale, 'table.catchup.defaulted', { seq: a.seq, name: seatName(def, game, a.seat, locale) }),
        heading,
      });
    for (const text of actionLines(def, game, window, a, reader, locale, people)) entries.push({ text, heading });
  }
  return { lines: withHeadings(entries, locale), entries, moves: window.length };
}

/** The newest lines (with their headings) that fit, and how many older ones were left to /game history. */
function fitNewest(entries: readonly CatchupLine[], room: number, locale: Locale): { kept: string[]; dropped: number } {
  const size = (from: number) => withHeadings(entries.slice(from), locale).reduce((n, l) => n + l.length + 1, 0);
  // The size only shrinks as older lines go, so the first start that fits is found by halving.
  let lo = 0;
  let hi = entries.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (size(mid) <= room) hi = mid;
    else lo = mid + 1;
  }
  return { kept: withHeadings(entries.slice(lo), locale), dropped: lo };
}

/** Who moved in the window, by name, in order of their first move (for the one-line summary). */
function movers(game: GameRecord, window: readonly ActionRecord[], except: Seat | null): string[] {
  const names: string[] = [];
  for (const a of window) {
    if (a.seat === except) continue;
    const name = game.seats.find((s) => s.seat === a.seat)?.displayName;
    if (name && !names.includes(name)) names.push(name);
  }
  return names;
}

/**
 * One line for the DM that tells a seat it owes a decision: how many moves since its own last
 * move and by whom; null when nothing happened since (or the seat never moved and nothing did).
 */
export function sinceLine(
  game: GameRecord,
  actions: readonly ActionRecord[],
  seat: Seat,
  locale: Locale,
): string | null {
  const seatRec = game.seats.find((s) => s.seat === seat);
  if (!seatRec) return null;
  const point = catchupPoint(actions, seatRec);
  // Before its first move a seat has no "since": the channel told everyone how the game began.
  if (point === 0) return null;
  const window = movesSince(actions, point);
  const others = window.filter((a) => a.seat !== seat);
  if (others.length === 0) return null;
  return t(locale, 'table.catchup.oneLine', {
    count: others.length,
    names: movers(game, others, seat).join(', '),
  });
}

/** The same one line, read from the store (null on any trouble: a DM never fails for its summary). */
export async function sinceLineOf(
  deps: TableDeps,
  game: GameRecord,
  seat: Seat,
  locale: Locale,
): Promise<string | null> {
  try {
    return sinceLine(game, await deps.store.actions(game.id), seat, locale);
  } catch (err) {
    deps.logger.warn({ err, gameId: game.id, seat }, 'no catch-up line');
    return null;
  }
}

/**
 * `/game catchup` and the "What did I miss?" button: the seat's catch-up, then the point moves
 * to now (so the next catch-up starts here).
 */
export async function catchupOf(deps: TableDeps, gameId: string, userId: string, locale: Locale): Promise<OutMessage> {
  const game = await loadGame(deps, gameId);
  const seatRec = seatsOfUser(game, userId)[0];
  if (!seatRec) throw new RuleError('table.error.notSeated');
  if (game.state === null || game.state === undefined) throw new RuleError('table.error.notStarted');
  const def = definitionOf(game.kind);
  const actions = await deps.store.actions(game.id);
  const since = catchupPoint(actions, seatRec);
  const window = movesSince(actions, since);
  const last = actions.filter((a) => !a.undone).at(-1)?.seq ?? 0;
  const title = gameName(game, locale);
  if (window.length === 0) {
    await deps.store.markSeen(game.id, seatRec.seat, last);
    return { content: t(locale, since === 0 ? 'table.catchup.nothingYet' : 'table.catchup.nothing', { title }) };
  }
  // Today's engine may not read a log stored under another version: lines without headings, no image.
  const readable = !engineMismatch(def, game);
  const replayed = readable ? replayWindow(def, game, actions, since) : null;
  const text = catchupLines(def, game, actions, seatRec.seat, since, locale, replayed?.phases);
  const header = t(locale, since === 0 ? 'table.catchup.headerStart' : 'table.catchup.header', {
    title,
    count: text.moves,
    names: movers(game, window, seatRec.seat).join(', ') || '—',
  });
  const footer = [
    t(locale, 'table.catchup.now', { phase: readable ? t(locale, def.phase(game.state)) : '—' }),
    ...(replayed ? [t(locale, since === 0 ? 'table.catchup.imageStart' : 'table.catchup.image')] : []),
  ];
  const room = CATCHUP_CHARS - header.length - footer.join('\n').length - 120;
  const { kept, dropped } = fitNewest(text.entries, room, locale);
  const body = dropped > 0 ? [t(locale, 'table.catchup.older', { count: dropped }), ...kept] : kept;
  let files: OutMessage['files'];
  if (replayed && deps.images) {
    const imageLocale = locale;
    const image = await deps.images.render({
      gameId: game.id,
      definition: def,
      state: game.state,
      previousState: replayed.before,
      locale: imageLocale,
      deadline: game.nextDeadlineAt,
      title: gameTitle(def, imageLocale),
      phase: t(imageLocale, def.phase(game.state)),
      players: game.seats.map((s) => s.displayName),
    });
    if (image) files = [{ name: `${game.id}-catchup-${since}-${last}.png`, data: image.png }];
  }
  await deps.store.markSeen(game.id, seatRec.seat, last);
  return { content: [header, ...body, ...footer].join('\n'), ...(files ? { files } : {}) };
}
