/** A list of names as one message ("Prusy, Litwa, Ukraina"), each name in the reader's language. */
import type { Msg } from './types.js';

export function listOf(items: Msg[]): Msg {
  const [first, ...rest] = items;
  if (!first) return { key: 'core.listPair', params: { a: '', b: '' } };
  return rest.reduce<Msg>((a, b) => ({ key: 'core.listPair', params: { a, b } }), first);
}
