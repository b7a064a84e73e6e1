import type { Catalog } from '../types.js';

/** Messages of the `table` namespace. Keys start with `table.`. */
export const catalog: Catalog = {
  pl: {},
  en: {},
};
