/**
 * The action a seat takes when nobody chose one: a bot seat plays at its own level, and a seat
 * whose deadline passed is played by a `normal` bot (the missed-deadline ladder). The bot's rng
 * is its own stream, keyed by the game's secret seed, version and seat, so its choice never
 * moves the game's dice and replays of a stored game (which read the logged action) are not
 * affected.
 */
import { isDeepStrictEqual } from 'node:util';
import { botOf } from '../engines/bots.js';
import { type BotLevel, chooseBotAction } from '../engines/kit/bot.js';
import { SeededRng } from '../engines/kit/rng.js';
import type { AnyGameDefinition, LabelledAction, Seat } from '../engines/kit/types.js';
import type { GameRecord } from '../store/types.js';

/** Within the budget of a second per decision, with room for the write around it. */
const LIMIT = { ms: 700, now: () => performance.now() };

export function botLevelOf(game: GameRecord, seat: Seat): BotLevel {
  const record = game.seats.find((s) => s.seat === seat);
  return record?.isBot ? (record.botLevel ?? 'normal') : 'normal';
}

export function botMove(
  def: AnyGameDefinition,
  game: GameRecord,
  state: unknown,
  seat: Seat,
  legal: LabelledAction<unknown>[],
): unknown {
  const rng = SeededRng.fromSeed(`bot:${game.seed}:${game.version}:${seat}`);
  const choice = chooseBotAction(def, botOf(def.id), state, seat, botLevelOf(game, seat), rng, LIMIT);
  // The bot searched states it drew itself; an action the real state refuses (it should not
  // happen: a seat's own choices never depend on what it cannot see) falls back to the default.
  // A whole sealed placement is not one of the listed steps, so the engine itself is asked.
  const listed = legal.some((a) => a.free !== true && isDeepStrictEqual(a.action, choice.action));
  return listed || accepted(def, state, seat, choice.action) ? choice.action : def.defaultAction(state, seat);
}

function accepted(def: AnyGameDefinition, state: unknown, seat: Seat, action: unknown): boolean {
  try {
    def.apply(state, seat, def.parseAction(action), SeededRng.fromSeed('check'));
    return true;
  } catch {
    return false;
  }
}

/**
 * Which bot seat of a table plays next, or null when no bot owes anything. When every seat
 * owing at once is a bot (a cooperative team at its final roll), the game's bot may pick who
 * acts first; otherwise the first owing bot seat plays.
 */
export function nextBotSeat(def: AnyGameDefinition, state: unknown, bots: ReadonlySet<Seat>): Seat | null {
  const owing = [...new Set(def.pending(state).map((d) => d.seat))];
  const botsOwing = owing.filter((s) => bots.has(s));
  const first = botsOwing[0];
  if (first === undefined) return null;
  const team = botOf(def.id);
  if (team?.nextSeat && owing.length > 1 && botsOwing.length === owing.length) return team.nextSeat(state, owing);
  return first;
}
