/**
 * The object without its undefined entries. A PUT body parsed by an update schema leaves out
 * the keys the client did not send; spreading this over the stored record keeps their values,
 * while an explicit null (which stays) clears an optional field.
 */
export function definedOnly<T extends object>(
  value: T,
): { [K in keyof T]?: Exclude<T[K], undefined> } {
  // Object.fromEntries loses the key types; the filter is what makes the cast true.
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}
