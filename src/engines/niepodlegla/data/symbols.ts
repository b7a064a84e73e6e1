/** Dice symbols (§2.4). JOKER is the activist's portrait: any one of the four. */
export const SYMBOLS = ['PEOPLE', 'DIPLOMACY', 'MONEY', 'FIGHT'] as const;
export type Sym = (typeof SYMBOLS)[number];
export type Face = Sym | 'JOKER';

export function isSym(value: string): value is Sym {
  return (SYMBOLS as readonly string[]).includes(value);
}
