/** One field of a record as an audit row saw it change. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The fields that differ between an audit row's before and after images, in a stable order.
 * A creation lists every field of `after` (before undefined), a deletion every field of
 * `before`; values that are not objects are one change of the field "valor".
 */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    if (before === null && after === null) return [];
    return JSON.stringify(before) === JSON.stringify(after)
      ? []
      : [{ field: "valor", before: before ?? null, after: after ?? null }];
  }
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])].sort();
  return fields
    .filter((field) => JSON.stringify(from[field]) !== JSON.stringify(to[field]))
    .map((field) => ({ field, before: from[field] ?? null, after: to[field] ?? null }));
}
