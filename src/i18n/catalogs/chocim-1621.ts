import type { Catalog } from '../types.js';

/** Messages of the `chocim-1621` namespace. Keys start with `chocim-1621.`. */
export const catalog: Catalog = {
  pl: {},
  en: {},
};
