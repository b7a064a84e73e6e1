import type { Catalog } from '../types.js';

/** Messages of the `render` namespace. Keys start with `render.`. */
export const catalog: Catalog = {
  pl: {},
  en: {},
};
