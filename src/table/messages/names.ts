/** How seats, games and factions are named in messages. */
import type { AnyGameDefinition, Msg, Seat } from '../../engines/kit/types.js';
import { getGame } from '../../engines/registry.js';
import { type Locale, msgId, type People, type Person, t, tPeople } from '../../i18n/index.js';
import type { GameRecord } from '../../store/types.js';

export function gameTitle(def: AnyGameDefinition, locale: Locale): string {
  return t(locale, def.title);
}

/**
 * A game as its players call it: the title and who plays ("Magnaci · Ala, Bartek, Celina").
 * The game id stays for commands; people never need to read it.
 */
export function gameName(game: { kind: string; seats: readonly { displayName: string }[] }, locale: Locale): string {
  const def = getGame(game.kind);
  const title = def ? gameTitle(def, locale) : game.kind;
  const players = game.seats.map((s) => s.displayName).join(', ');
  return players ? `${title} · ${players}` : title;
}

export function factionLabel(def: AnyGameDefinition, faction: string | null, locale: Locale): string {
  const spec = def.factions.find((f) => f.id === faction);
  return spec ? t(locale, spec.label) : (faction ?? '');
}

/** "Ala · Czerwoni": the player first, then the faction as the game calls it; no ping. */
export function seatName(def: AnyGameDefinition, game: GameRecord, seat: Seat, locale: Locale): string {
  const s = game.seats.find((x) => x.seat === seat);
  if (!s) return t(locale, 'table.seat.empty', { seat: seat + 1 });
  const faction = factionLabel(def, s.faction, locale);
  return faction ? `${s.displayName} · ${faction}` : s.displayName;
}

/**
 * Who plays each seat, keyed by the name the engine gives the seat in its messages (its
 * faction's label), so every message names the player too. Niepodległa names seats by
 * number ("Gracz 1"): there the player's name and colour take the number's place.
 */
export function peopleOf(def: AnyGameDefinition, game: GameRecord): People {
  const people = new Map<string, Person>();
  for (const s of game.seats) {
    const spec = def.factions.find((f) => f.id === s.faction);
    if (spec) people.set(msgId(spec.label), { person: s.displayName });
    if (def.id === 'niepodlegla') {
      people.set(msgId({ key: 'niepodlegla.seat', params: { n: s.seat + 1 } }), {
        person: s.displayName,
        shownAs: null,
      });
    }
  }
  return people;
}

/** A game's message with its seats named for their players. */
export function say(locale: Locale, msg: Msg, people: People): string {
  return tPeople(locale, msg, people);
}

export function mention(game: GameRecord, seat: Seat): string {
  const s = game.seats.find((x) => x.seat === seat);
  return s ? `<@${s.userId}>` : `#${seat + 1}`;
}

/** Discord's relative timestamp markup, shown in each reader's own time zone. */
export function relativeTime(at: Date): string {
  return `<t:${Math.floor(at.getTime() / 1000)}:R>`;
}
