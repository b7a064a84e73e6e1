/** Games listed for people to choose from: the name, then what the game waits for. */
import { getGame } from '../../engines/registry.js';
import { type Locale, t } from '../../i18n/index.js';
import type { GameRecord } from '../../store/types.js';
import { gameName } from './names.js';

/** "waits for Bartek, Celina", "lobby 2/4", "paused"… */
export function waitingFor(game: GameRecord, locale: Locale): string {
  if (game.status === 'lobby') return t(locale, 'table.list.lobby', { count: game.seats.length });
  if (game.status !== 'active') return t(locale, `table.gameStatus.${game.status}`);
  const def = getGame(game.kind);
  if (!def || game.state === null || game.state === undefined) return t(locale, 'table.gameStatus.active');
  let owing: number[] = [];
  try {
    owing = [...new Set(def.pending(game.state).map((d) => d.seat))];
  } catch {
    // A game stored under another engine version: listed, but not asked about.
  }
  const names = owing.map((seat) => game.seats.find((s) => s.seat === seat)?.displayName ?? `#${seat + 1}`);
  return names.length > 0
    ? t(locale, 'table.list.waits', { names: names.join(', ') })
    : t(locale, 'table.gameStatus.active');
}

/** One line per game: "Magnaci · Ala, Bartek — waits for Bartek". */
export function gameLine(game: GameRecord, locale: Locale): string {
  return `${gameName(game, locale)} — ${waitingFor(game, locale)}`;
}
