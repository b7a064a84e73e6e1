import type { Catalog } from '../types.js';

/** Messages of the `boze-igrzysko` namespace. Keys start with `boze-igrzysko.`. */
export const catalog: Catalog = {
  pl: {},
  en: {},
};
