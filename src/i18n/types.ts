export const LOCALES = ['pl', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * Message templates by key, in ICU MessageFormat: `{name}` is replaced by the parameter
 * `name`; `{n, plural, one {…} few {…} many {…} other {…}}` picks the form a number needs;
 * `{player_g, select, mp {…} other {…}}` agrees with a noun's gender and number (see Noun).
 */
export type Messages = Record<string, string>;

/**
 * A noun's grammar, so a message can agree with the name filled into it: Polish verbs and
 * adjectives follow gender and number (`Czerwoni położyli`, `Rzeczpospolita złożyła`), and a
 * name after a preposition or as an object takes its case (`dla Niebieskich`, `Niebieskim`).
 * gender: m/f/n singular; mp = masculine-personal plural (Czerwoni), np = other plural.
 */
export interface Noun {
  gender: 'm' | 'f' | 'n' | 'mp' | 'np';
  /** Case forms; a missing one falls back to the nominative (the message itself). */
  gen?: string;
  dat?: string;
  acc?: string;
  ins?: string;
  loc?: string;
  /**
   * The place with the preposition it takes ("w Wielkopolsce", "na Litwie", "in Lithuania"):
   * Polish picks `w` or `na` by the place, so a template writes `{area_in}`, not `w {area_loc}`.
   */
  in?: string;
  /** The name after "with" ("ze Szwecją", "z Tatarami", "with Sweden"): Polish picks `z` or `ze`. */
  with?: string;
}

/** One namespace's messages in every locale. Polish is the source language. */
export interface Catalog {
  pl: Messages;
  en: Messages;
  /** The grammar of nouns among the messages (faction names…), keyed like the messages. */
  nouns?: Partial<Record<Locale, Record<string, Noun>>>;
}
