/**
 * Games stored under another engine version than the registered one. `engineVersion` is bumped
 * when a rules change breaks stored states or replays (Chocim 1621 went from 1 to 2), so the
 * Table never runs today's engine on such a game's state: actions, undo, prompts, deadlines and
 * bots refuse it with a message the players can read, the operator gets a log line, and what was
 * stored without the engine (status, history, the result of a finished game) stays viewable.
 */
import { RuleError } from '../engines/kit/ruleError.js';
import type { AnyGameDefinition } from '../engines/kit/types.js';
import type { GameRecord } from '../store/types.js';
import type { Logger } from './ports.js';

export interface EngineMismatch {
  stored: number;
  current: number;
}

/**
 * The mismatch of a started game, or null when the engine may run it. A lobby has no state yet:
 * it starts under the current engine (and records that version when it starts).
 */
export function engineMismatch(def: AnyGameDefinition, game: GameRecord): EngineMismatch | null {
  if (game.status === 'lobby' || game.engineVersion === def.engineVersion) return null;
  return { stored: game.engineVersion, current: def.engineVersion };
}

/** Throws the players' refusal (and logs it for the operator) when the engine may not run the game. */
export function requireCurrentEngine(logger: Logger, def: AnyGameDefinition, game: GameRecord): void {
  const mismatch = engineMismatch(def, game);
  if (!mismatch) return;
  logger.warn(
    { gameId: game.id, kind: game.kind, storedEngineVersion: mismatch.stored, engineVersion: mismatch.current },
    'game stored under another engine version: refused (finish it with the old code, or cancel it)',
  );
  throw new RuleError('table.error.engineOutdated', { stored: mismatch.stored, current: mismatch.current });
}
