/** An object of promises' values, each under its promise's name. */
export type AllNamed<T extends Record<string, Promise<unknown>>> = {
  [K in keyof T]: Awaited<T[K]>;
};

/**
 * `Promise.all` over an object: every promise runs at once and its value keeps its name. A
 * positional `Promise.all` makes the caller write each name three times (the calls, the array
 * destructured, the object rebuilt), and a reordering silently swaps two values of one type.
 */
export async function allNamed<T extends Record<string, Promise<unknown>>>(
  parts: T,
): Promise<AllNamed<T>> {
  const names = Object.keys(parts);
  const values = await Promise.all(Object.values(parts));
  return Object.fromEntries(names.map((name, i) => [name, values[i]])) as AllNamed<T>;
}
