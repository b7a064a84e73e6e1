/** King tokens (Królowie), 3 per Age; one per Age is drawn at setup (spec 2.5). */
import { type SymbolId, type Tag, GUESS } from './symbols.js';

export interface KingData {
  id: string;
  age: 1 | 2 | 3 | 4;
  symbol: SymbolId;
  tag: Tag;
}

export const KINGS: readonly KingData[] = [
  { id: 'STEFAN_BATORY', age: 1, symbol: 'SABRE', tag: 'RULEBOOK' },
  { id: 'ZYGMUNT_AUGUST', age: 1, symbol: 'CROWN', tag: GUESS },
  { id: 'HENRYK_WALEZY', age: 1, symbol: 'CHALICE', tag: GUESS },
  { id: 'ZYGMUNT_III_WAZA', age: 2, symbol: 'CHALICE', tag: GUESS },
  { id: 'WLADYSLAW_IV_WAZA', age: 2, symbol: 'SABRE', tag: GUESS },
  { id: 'JAN_II_KAZIMIERZ', age: 2, symbol: 'DUCAT', tag: GUESS },
  { id: 'MICHAL_KORYBUT', age: 3, symbol: 'CROWN', tag: GUESS },
  { id: 'JAN_III_SOBIESKI', age: 3, symbol: 'SABRE', tag: GUESS },
  { id: 'AUGUST_II_MOCNY', age: 3, symbol: 'DUCAT', tag: GUESS },
  { id: 'STANISLAW_LESZCZYNSKI', age: 4, symbol: 'CHALICE', tag: GUESS },
  { id: 'AUGUST_III_SAS', age: 4, symbol: 'DUCAT', tag: GUESS },
  { id: 'STANISLAW_AUGUST', age: 4, symbol: 'CROWN', tag: GUESS },
];

export function kingById(id: string): KingData {
  const k = KINGS.find((x) => x.id === id);
  if (!k) throw new Error(`magnaci: unknown King ${id}`);
  return k;
}
