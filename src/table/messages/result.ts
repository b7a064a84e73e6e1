/** The result lines: winners, ranking with scores, the reason. */
import type { AnyGameDefinition, GameResult } from '../../engines/kit/types.js';
import { type Locale, t } from '../../i18n/index.js';
import type { GameRecord } from '../../store/types.js';
import { seatName } from './names.js';

export function resultLines(def: AnyGameDefinition, game: GameRecord, result: GameResult, locale: Locale): string[] {
  const lines = [t(locale, 'table.result.header'), t(locale, result.reason)];
  const winners = result.winners.map((s) => seatName(def, game, s, locale));
  lines.push(
    winners.length > 0
      ? t(locale, 'table.result.winners', { names: winners.join(', ') })
      : t(locale, 'table.result.noWinner'),
  );
  result.ranking.forEach((group, i) => {
    const names = group
      .map((s) => {
        const score = result.scores?.[s];
        const name = seatName(def, game, s, locale);
        return score === undefined ? name : t(locale, 'table.result.scored', { name, score });
      })
      .join(', ');
    lines.push(`${i + 1}. ${names}`);
  });
  return lines;
}
