import type { Catalog } from '../types.js';

/** Messages of the `magnaci` namespace. Keys start with `magnaci.`. */
export const catalog: Catalog = {
  pl: {},
  en: {},
};
