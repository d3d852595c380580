/**
 * Puts `item` into `sorted` (in `compare`'s order) at its place, after its equals: what a stable
 * sort of the list with the item appended would give, without sorting it again.
 */
export function insertSorted<T>(sorted: T[], item: T, compare: (a: T, b: T) => number): void {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (compare(sorted[middle] as T, item) <= 0) low = middle + 1;
    else high = middle;
  }
  sorted.splice(low, 0, item);
}
