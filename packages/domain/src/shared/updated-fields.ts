/** The object without its undefined entries. */
function definedOnly<T extends object>(value: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  // Object.fromEntries loses the key types; the filter is what makes the cast true.
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}

/**
 * The fields a partial update (a PUT) stores: the record's own, without its id, with those the
 * body sent over them. A PUT body parsed by an update schema leaves out the keys the client did
 * not send, so they keep their stored values, while an explicit null (which stays) clears an
 * optional field.
 */
export function updatedFields<Stored extends { id: unknown }, Sent extends object>(
  record: Stored,
  sent: Sent,
) {
  const { id: _id, ...stored } = record;
  return { ...stored, ...definedOnly(sent) };
}
