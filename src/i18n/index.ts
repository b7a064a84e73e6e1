/**
 * Every player-facing string comes from here: Polish first, English second.
 * Engines emit `Msg` objects (key + params); this module turns them into text.
 *
 * Templates are ICU MessageFormat, formatted by `intl-messageformat` (FormatJS): plural
 * categories come from the CLDR data built into Intl (Polish one/few/many/other), and
 * `select` lets a message agree with the gender and number of a name filled into it. A name
 * passed as a message (a faction, a side) brings its grammar along (see `Noun`): for a
 * parameter `player` the template may also use `player_g` (gender/number for select) and
 * `player_gen`, `player_dat`, `player_acc`, `player_ins`, `player_loc` (its case forms), and
 * for a place `area_in` (the place with its preposition: "na Litwie", "w Prusach"), and `enemy_with`
 * ("ze Szwecją", "z Tatarami").
 */
import { IntlMessageFormat } from 'intl-messageformat';
import type { Msg, MsgParam } from '../engines/kit/types.js';
import { catalog as bozeIgrzysko } from './catalogs/boze-igrzysko.js';
import { catalog as chocim } from './catalogs/chocim-1621.js';
import { catalog as core } from './catalogs/core.js';
import { catalog as deadlines } from './catalogs/deadlines.js';
import { catalog as magnaci } from './catalogs/magnaci.js';
import { catalog as niepodlegla } from './catalogs/niepodlegla.js';
import { catalog as bozeIgrzyskoPlayers } from './catalogs/players/boze-igrzysko.js';
import { catalog as catchupPlayers } from './catalogs/players/catchup.js';
import { catalog as chocimPlayers } from './catalogs/players/chocim-1621.js';
import { catalog as magnaciPlayers } from './catalogs/players/magnaci.js';
import { catalog as niepodleglaPlayers } from './catalogs/players/niepodlegla.js';
import { catalog as staryKontynentPlayers } from './catalogs/players/stary-kontynent.js';
import { catalog as tablePlayers } from './catalogs/players/table.js';
import { catalog as renderCatalog } from './catalogs/render.js';
import { catalog as staryKontynent } from './catalogs/stary-kontynent.js';
import { catalog as table } from './catalogs/table.js';
import { type Catalog, LOCALES, type Locale, type Messages, type Noun } from './types.js';

export { type Catalog, LOCALES, type Locale, type Messages, type Noun };

const catalogs: Catalog[] = [
  core,
  table,
  deadlines,
  renderCatalog,
  bozeIgrzysko,
  magnaci,
  chocim,
  staryKontynent,
  niepodlegla,
  // In players' words: "My hand", how to play each phase, rulings for players.
  tablePlayers,
  bozeIgrzyskoPlayers,
  magnaciPlayers,
  chocimPlayers,
  staryKontynentPlayers,
  niepodleglaPlayers,
  // What did I miss, my games, the server record.
  catchupPlayers,
];

function merge(locale: Locale): Messages {
  const out: Messages = {};
  for (const c of catalogs) Object.assign(out, c[locale]);
  return out;
}

function mergeNouns(locale: Locale): Record<string, Noun> {
  const out: Record<string, Noun> = {};
  for (const c of catalogs) Object.assign(out, c.nouns?.[locale]);
  return out;
}

const messages: Record<Locale, Messages> = { pl: merge('pl'), en: merge('en') };
const nouns: Record<Locale, Record<string, Noun>> = { pl: mergeNouns('pl'), en: mergeNouns('en') };

export const DEFAULT_LOCALE: Locale = 'pl';

const INTL_LOCALE: Record<Locale, string> = { pl: 'pl-PL', en: 'en-GB' };

/** The case forms a name parameter brings along, as `<param>_<case>`. */
export const CASES = ['gen', 'dat', 'acc', 'ins', 'loc'] as const;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Maps a Discord locale ('pl', 'en-US', 'en-GB', …) to ours; Polish for anything else Polish-like. */
export function localeFromDiscord(discordLocale: string | null | undefined): Locale {
  if (!discordLocale) return DEFAULT_LOCALE;
  if (discordLocale.startsWith('en')) return 'en';
  return 'pl';
}

export function hasMessage(key: string, locale: Locale = DEFAULT_LOCALE): boolean {
  return key in messages[locale];
}

/** All keys known in a locale (for catalogue completeness tests). */
export function messageKeys(locale: Locale): string[] {
  return Object.keys(messages[locale]);
}

/** The raw template of a key (for catalogue tests). */
export function template(locale: Locale, key: string): string | undefined {
  return messages[locale][key];
}

/** The grammar of a noun message, if the catalogue gives one. */
export function nounOf(locale: Locale, key: string): Noun | undefined {
  return nouns[locale][key];
}

/**
 * Who plays the seat a name stands for: seat names in engine messages (a faction, a side)
 * are shown with the player ("Ala · Czerwoni"). Keyed by `msgId` of the engine's seat name.
 * `shownAs` is the name shown beside the player: the message itself by default, another one
 * (the faction of a game that names seats by number), or none (the player alone).
 */
export interface Person {
  person: string;
  shownAs?: Msg | null;
}
export type People = ReadonlyMap<string, Person>;

/** A stable identity for a message, to look it up in `People`. */
export function msgId(m: Msg): string {
  return m.params ? `${m.key}${JSON.stringify(m.params)}` : m.key;
}

const compiled: Record<Locale, Map<string, IntlMessageFormat | null>> = { pl: new Map(), en: new Map() };

function compile(locale: Locale, key: string, source: string): IntlMessageFormat | null {
  const cache = compiled[locale];
  const cacheKey = `${key}\u0000${source}`;
  let f = cache.get(cacheKey);
  if (f === undefined) {
    try {
      // ignoreTag: Discord markup such as <@id>, <#id> and <t:…> is text, not rich-text tags.
      f = new IntlMessageFormat(source, INTL_LOCALE[locale], undefined, { ignoreTag: true });
    } catch {
      f = null;
    }
    cache.set(cacheKey, f);
  }
  return f;
}

type Values = Record<string, string | number>;

function addParam(values: Values, locale: Locale, name: string, value: MsgParam, people: People | null): void {
  if (typeof value !== 'object') {
    values[name] = value;
    values[`${name}_g`] = 'other';
    for (const c of CASES) values[`${name}_${c}`] = value;
    values[`${name}_in`] = value;
    values[`${name}_with`] = value;
    return;
  }
  const who = people?.get(msgId(value));
  if (who && who.shownAs === null) {
    // The player alone: a name that does not decline, spoken of in the singular.
    values[name] = who.person;
    values[`${name}_g`] = 'other';
    for (const c of CASES) values[`${name}_${c}`] = who.person;
    values[`${name}_in`] = who.person;
    values[`${name}_with`] = who.person;
    return;
  }
  const shown = who?.shownAs ?? value;
  const text = render(locale, shown, people);
  const noun = nouns[locale][shown.key];
  values[name] = who ? `${who.person} · ${text}` : text;
  values[`${name}_g`] = noun?.gender ?? 'other';
  for (const c of CASES) {
    const source = noun?.[c];
    const form = source === undefined ? text : formatSource(locale, `${shown.key}@${c}`, source, shown, people);
    values[`${name}_${c}`] = who ? withPerson(form, who.person) : form;
  }
  values[`${name}_in`] = noun?.in ?? `${locale === 'en' ? 'in' : 'w'} ${values[name]}`;
  values[`${name}_with`] = noun?.with ?? `${locale === 'en' ? 'with' : 'z'} ${values[`${name}_ins`]}`;
}

/** `{name}` replaced literally: the fallback for a template the formatter cannot read. */
function plainReplace(source: string, values: Values): string {
  return source.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const v = values[name];
    return v === undefined ? whole : String(v);
  });
}

/** "Niebieskim (Ala)"; a form with a bracket of its own takes the player inside it. */
function withPerson(form: string, person: string): string {
  return form.endsWith(')') ? `${form.slice(0, -1)}, ${person})` : `${form} (${person})`;
}

function render(locale: Locale, m: Msg, people: People | null): string {
  const source = messages[locale][m.key] ?? messages[locale === 'pl' ? 'en' : 'pl'][m.key] ?? m.key;
  return formatSource(locale, m.key, source, m, people);
}

function formatSource(locale: Locale, key: string, source: string, m: Msg, people: People | null): string {
  const values: Values = {};
  for (const [name, value] of Object.entries(m.params ?? {})) addParam(values, locale, name, value, people);
  if (!source.includes('{')) return source;
  const f = compile(locale, key, source);
  if (f) {
    try {
      const out = f.format(values);
      return endOfSentence(typeof out === 'string' ? out : Array.isArray(out) ? out.join('') : String(out));
    } catch {
      // A parameter the template needs is missing: show what can be shown.
    }
  }
  return endOfSentence(plainReplace(source, values));
}

/**
 * A sentence that ends in a name with its own "!" or "?" ("Pole Sejmu III: VETO!") takes no
 * full stop after it: "VETO!", not "VETO!.".
 */
function endOfSentence(text: string): string {
  return text.includes('!.') || text.includes('?.') ? text.replace(/([!?])\.(?=\s|$)/g, '$1') : text;
}

/**
 * Renders a message. A missing key falls back to the other locale, then to the key
 * itself, so a gap shows up as a visible key rather than an empty message.
 */
export function t(locale: Locale, msg: Msg | string, params?: Record<string, MsgParam>): string {
  const m: Msg = typeof msg === 'string' ? { key: msg, ...(params ? { params } : {}) } : msg;
  return render(locale, m, null);
}

/** Renders a game's message with each seat's name shown with its player (`People`). */
export function tPeople(locale: Locale, msg: Msg, people: People): string {
  return render(locale, msg, people);
}

/** A message as Discord's localisation map (for command names and descriptions). */
export function localizations(key: string): { pl: string; 'en-US': string; 'en-GB': string } {
  return { pl: t('pl', key), 'en-US': t('en', key), 'en-GB': t('en', key) };
}
