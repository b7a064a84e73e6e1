/**
 * Sorting the handful of items the rules sort on every step (attackers by id, a castle's and a
 * capital's hexes, a hex's dice) in place by insertion. Array.prototype.sort allocates a work copy
 * per call, which for lists of 2–10 items costs more than the sorting. Stable, like sort.
 */
export function sortSmall<T>(items: T[], before: (a: T, b: T) => number): T[] {
  for (let i = 1; i < items.length; i++) {
    const item = items[i] as T;
    let j = i - 1;
    while (j >= 0 && before(items[j] as T, item) > 0) {
      items[j + 1] = items[j] as T;
      j--;
    }
    items[j + 1] = item;
  }
  return items;
}

const ascending = (a: number, b: number): number => a - b;
const descending = (a: number, b: number): number => b - a;

export function sortNumbersUp(items: number[]): number[] {
  return sortSmall(items, ascending);
}

export function sortNumbersDown(items: number[]): number[] {
  return sortSmall(items, descending);
}
