import type { Catalog } from '../types.js';

/** Messages of the `stary-kontynent` namespace. Keys start with `stary-kontynent.`. */
export const catalog: Catalog = {
  pl: {},
  en: {},
};
