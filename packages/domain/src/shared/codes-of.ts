/**
 * The codes of a label table, in the order the table lists them. A fixed set of codes and their
 * Spanish labels are written once, as the table; the list the API's enums check against is read
 * from it, so no code can lack its label and the two never drift apart.
 */
export function codesOf<Code extends string>(
  labels: Record<Code, string>,
): readonly [Code, ...Code[]] {
  return Object.keys(labels) as [Code, ...Code[]];
}
