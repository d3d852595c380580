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

/**
 * The labels of some codes of a label table, in the order given: a narrower set of the same
 * states (the owed ones among a month's payment states) shows them as the whole set does, so
 * the labels are written once.
 */
export function pickLabels<Code extends string, Picked extends Code>(
  labels: Record<Code, string>,
  codes: readonly Picked[],
): Record<Picked, string> {
  return Object.fromEntries(codes.map((code) => [code, labels[code]])) as Record<Picked, string>;
}

/**
 * Whether a value read from outside (a query, a form, a stored row) is one of a fixed list of
 * codes or options; the list is the rule, so a check never restates its values.
 */
export function isOneOf<const T extends string | number>(
  allowed: readonly T[],
  value: unknown,
): value is T {
  return (allowed as readonly unknown[]).includes(value);
}

/**
 * The label of a code read from outside (a stored row, an older client); undefined when there
 * is no code or the table has no label for it, so each caller says what to show instead.
 */
export function labelOf(
  labels: Readonly<Record<string, string>>,
  code: string | null | undefined,
): string | undefined {
  return code ? labels[code] : undefined;
}
