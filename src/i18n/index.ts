/**
 * Every player-facing string comes from here: Polish first, English second.
 * Engines emit `Msg` objects (key + params); this module turns them into text.
 */
import type { Msg, MsgParam } from '../engines/kit/types.js';
import { catalog as bozeIgrzysko } from './catalogs/boze-igrzysko.js';
import { catalog as chocim } from './catalogs/chocim-1621.js';
import { catalog as core } from './catalogs/core.js';
import { catalog as deadlines } from './catalogs/deadlines.js';
import { catalog as magnaci } from './catalogs/magnaci.js';
import { catalog as niepodlegla } from './catalogs/niepodlegla.js';
import { catalog as bozeIgrzyskoPlayers } from './catalogs/players/boze-igrzysko.js';
import { catalog as chocimPlayers } from './catalogs/players/chocim-1621.js';
import { catalog as magnaciPlayers } from './catalogs/players/magnaci.js';
import { catalog as niepodleglaPlayers } from './catalogs/players/niepodlegla.js';
import { catalog as staryKontynentPlayers } from './catalogs/players/stary-kontynent.js';
import { catalog as tablePlayers } from './catalogs/players/table.js';
import { catalog as render } from './catalogs/render.js';
import { catalog as staryKontynent } from './catalogs/stary-kontynent.js';
import { catalog as table } from './catalogs/table.js';
import { type Catalog, LOCALES, type Locale, type Messages } from './types.js';

export { type Catalog, LOCALES, type Locale, type Messages };

const catalogs: Catalog[] = [
  core,
  table,
  deadlines,
  render,
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
];

function merge(locale: Locale): Messages {
  const out: Messages = {};
  for (const c of catalogs) Object.assign(out, c[locale]);
  return out;
}

const messages: Record<Locale, Messages> = { pl: merge('pl'), en: merge('en') };

export const DEFAULT_LOCALE: Locale = 'pl';

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

function formatParam(locale: Locale, value: MsgParam): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return value.toLocaleString(locale === 'pl' ? 'pl-PL' : 'en-GB');
  return t(locale, value);
}

/**
 * Renders a message. A missing key falls back to the other locale, then to the key
 * itself, so a gap shows up as a visible key rather than an empty message.
 */
export function t(locale: Locale, msg: Msg | string, params?: Record<string, MsgParam>): string {
  const m: Msg = typeof msg === 'string' ? { key: msg, ...(params ? { params } : {}) } : msg;
  const template = messages[locale][m.key] ?? messages[locale === 'pl' ? 'en' : 'pl'][m.key] ?? m.key;
  const p = m.params ?? {};
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const v = p[name];
    return v === undefined ? whole : formatParam(locale, v);
  });
}

/** A message as Discord's localisation map (for command names and descriptions). */
export function localizations(key: string): { pl: string; 'en-US': string; 'en-GB': string } {
  return { pl: t('pl', key), 'en-US': t('en', key), 'en-GB': t('en', key) };
}
