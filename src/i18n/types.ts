export const LOCALES = ['pl', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** Message templates by key; `{name}` is replaced by the parameter `name`. */
export type Messages = Record<string, string>;

/** One namespace's messages in every locale. Polish is the source language. */
export interface Catalog {
  pl: Messages;
  en: Messages;
}
