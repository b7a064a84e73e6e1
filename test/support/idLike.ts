/**
 * What reads like an id or a key rather than players' words (issue #17): snake_case, `word:word`,
 * camelCase, dotted catalog keys, JSON, hyphenated ids, a label that is a bare number, and English
 * words in a Polish text.
 */
import type { Locale } from '../../src/i18n/index.js';

// Dates, times and links are words; custom ids are not shown.
const SCRUB = /https?:\/\/\S+|<[@#&!t:][^>]*>|\b\d{1,2}:\d{2}\b/g;
const ID_LIKE: [string, RegExp][] = [
  ['snake_case', /\b[a-z]+_[a-z0-9_]+\b/],
  ['word:word', /\b[A-Za-z]+:[A-Za-z0-9]+\b/],
  ['camelCase', /\b[a-z]+[A-Z][A-Za-z]*\b/],
  ['catalog key', /\b[a-z]+\.[a-z]+\.[A-Za-z.]+\b/],
  ['json', /[{[]"|"\s*:/],
];
const ENGLISH =
  /\b(the|your|choose|pick|select|army|armies|card|cards|token|tokens|seal|confirm|back|pass|player|turn|move|undefined|null)\b/i;

export function idProblems(text: string, locale: Locale, alone: boolean): string[] {
  const clean = text.replace(SCRUB, ' ');
  const found = ID_LIKE.filter(([, re]) => re.test(clean)).map(([name]) => name);
  if (alone && /^\s*[-+]?\d+\s*$/.test(clean)) found.push('bare number');
  // Hyphenated ids ("move-pru", "capital-red"); English compounds ("face-down") are words.
  for (const [word] of clean.matchAll(/\b[a-z]+(?:-[a-z0-9]+)+\b/g))
    if (locale === 'pl' || word.split('-').some((part) => part.length <= 3 || /\d/.test(part))) {
      found.push('kebab-id');
      break;
    }
  if (locale === 'pl' && ENGLISH.test(clean)) found.push('English in a Polish prompt');
  return found;
}
