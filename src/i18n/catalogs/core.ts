import type { Catalog } from '../types.js';

/** Messages of the `core` namespace. Keys start with `core.`. */
export const catalog: Catalog = {
  pl: {},
  en: {},
};
