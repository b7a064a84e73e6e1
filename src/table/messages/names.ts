/** How seats, games and factions are named in messages. */
import type { AnyGameDefinition, Seat } from '../../engines/kit/types.js';
import { getGame } from '../../engines/registry.js';
import { type Locale, t } from '../../i18n/index.js';
import type { GameRecord } from '../../store/types.js';

export function gameTitle(def: AnyGameDefinition, locale: Locale): string {
  return t(locale, def.title);
}

/**
 * A game as its players call it: the title and who plays ("Magnaci · Ala, Bartek, Celina").
 * The game id stays for commands; people never need to read it.
 */
export function gameName(game: GameRecord, locale: Locale): string {
  const def = getGame(game.kind);
  const title = def ? gameTitle(def, locale) : game.kind;
  const players = game.seats.map((s) => s.displayName).join(', ');
  return players ? `${title} · ${players}` : title;
}

export function factionLabel(def: AnyGameDefinition, faction: string | null, locale: Locale): string {
  const spec = def.factions.find((f) => f.id === faction);
  return spec ? t(locale, spec.label) : (faction ?? '');
}

/** "Anna (red)": display name plus faction, no ping. */
export function seatName(def: AnyGameDefinition, game: GameRecord, seat: Seat, locale: Locale): string {
  const s = game.seats.find((x) => x.seat === seat);
  if (!s) return t(locale, 'table.seat.empty', { seat: seat + 1 });
  const faction = factionLabel(def, s.faction, locale);
  return faction ? `${s.displayName} (${faction})` : s.displayName;
}

export function mention(game: GameRecord, seat: Seat): string {
  const s = game.seats.find((x) => x.seat === seat);
  return s ? `<@${s.userId}>` : `#${seat + 1}`;
}

/** Discord's relative timestamp markup, shown in each reader's own time zone. */
export function relativeTime(at: Date): string {
  return `<t:${Math.floor(at.getTime() / 1000)}:R>`;
}
