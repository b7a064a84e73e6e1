/** Games listed for people to choose from: the name, then what the game waits for. */
import { type Locale, t } from '../../i18n/index.js';
import type { GameRecord, GameSummary } from '../../store/types.js';
import { gameName } from './names.js';

/** "waits for Bartek, Celina", "lobby 2/4", "paused"… */
export function waitingFor(game: GameSummary | GameRecord, locale: Locale): string {
  if (game.status === 'lobby') return t(locale, 'table.list.lobby', { count: game.seats.length });
  if (game.status !== 'active') return t(locale, `table.gameStatus.${game.status}`);
  // Whom it waits for is kept on the game row with every state change: no state is read here.
  const owing = game.owingSeats;
  const names = owing.map((seat) => game.seats.find((s) => s.seat === seat)?.displayName ?? `#${seat + 1}`);
  return names.length > 0
    ? t(locale, 'table.list.waits', { names: names.join(', ') })
    : t(locale, 'table.gameStatus.active');
}

/** One line per game: "Magnaci · Ala, Bartek — waits for Bartek". */
export function gameLine(game: GameSummary | GameRecord, locale: Locale): string {
  return `${gameName(game, locale)} — ${waitingFor(game, locale)}`;
}
