import type { Catalog } from '../types.js';

/** Messages of the `niepodlegla` namespace. Keys start with `niepodlegla.`. */
export const catalog: Catalog = {
  pl: {},
  en: {},
};
