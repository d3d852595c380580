import type { ReactNode } from "react";

/**
 * A list of `items`, each drawn by `children` (an `<li>` with its key), or while there are
 * none the muted sentence `empty` in its place.
 */
export function ListOrEmpty<T>({
  items,
  empty,
  className,
  label,
  children,
}: {
  items: readonly T[];
  empty: ReactNode;
  className?: string;
  /** The list's accessible name, when it has one. */
  label?: string;
  children: (item: T) => ReactNode;
}) {
  if (items.length === 0) return <p className="text-sm text-ink-muted">{empty}</p>;
  return (
    <ul className={className} aria-label={label}>
      {items.map(children)}
    </ul>
  );
}
