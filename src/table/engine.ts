/** Loading a game's engine and rebuilding its state from the seed and the action log. */

import { replay } from '../engines/kit/replay.js';
import type { RngState } from '../engines/kit/rng.js';
import { RuleError } from '../engines/kit/ruleError.js';
import type { AnyGameDefinition, OptionValues, SetupSeat } from '../engines/kit/types.js';
import { getGame } from '../engines/registry.js';
import type { ActionRecord, GameRecord } from '../store/types.js';
import { memoized } from './snapshot.js';

/** A game's definition, its pending/legalActions/view/result answered once per state (snapshot.ts). */
export function definitionOf(kind: string): AnyGameDefinition {
  const def = getGame(kind);
  if (!def) throw new RuleError('table.error.unknownGame', { game: kind });
  return memoized(def);
}

export function setupSeats(def: AnyGameDefinition, game: GameRecord): SetupSeat[] {
  return game.seats.map((s) => ({
    seat: s.seat,
    faction: s.faction ?? def.factions[s.seat % Math.max(1, def.factions.length)]?.id ?? String(s.seat),
  }));
}

/** Replays the accepted (not undone) log from the seed: the state a game must have. */
export function replayLog(
  def: AnyGameDefinition,
  game: GameRecord,
  engineOptions: OptionValues,
  actions: readonly ActionRecord[],
): { state: unknown; rngState: RngState } {
  return replay<unknown>(def, {
    seed: game.seed,
    seats: setupSeats(def, game),
    options: engineOptions,
    actions: actions.filter((a) => !a.undone).map((a) => ({ seat: a.seat, action: a.payload })),
  });
}
