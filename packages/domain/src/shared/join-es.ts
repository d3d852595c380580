/**
 * A Spanish enumeration: "Ana", "Ana y Bea", "Ana, Bea y Caro". `last` joins the final two; a
 * list whose items already hold a "y" of their own passes ", " so it does not say "y" twice.
 */
export function joinEs(items: readonly string[], last = " y "): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")}${last}${items[items.length - 1]}`;
}
