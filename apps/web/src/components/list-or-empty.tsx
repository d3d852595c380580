import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { QueryState } from "@/components/ui/query-state";

interface ListOrEmptyProps<T> {
  empty: ReactNode;
  className?: string;
  /** The list's accessible name, when it has one. */
  label?: string;
  children: (item: T) => ReactNode;
}

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
}: ListOrEmptyProps<T> & { items: readonly T[] }) {
  if (items.length === 0) return <p className="text-sm text-ink-muted">{empty}</p>;
  return (
    <ul className={className} aria-label={label}>
      {items.map(children)}
    </ul>
  );
}

export type QueryListProps<T> = ListOrEmptyProps<T> & {
  query: UseQueryResult<T[]>;
  loadingLabel: string;
  errorTitle: string;
};

/**
 * A query's list (the inbox's cards, the data-rights register, the students at risk): the
 * spinner or the error with 'Reintentar' until it loads, then its `ListOrEmpty`.
 */
export function QueryList<T>({ query, loadingLabel, errorTitle, ...list }: QueryListProps<T>) {
  return (
    <QueryState query={query} loadingLabel={loadingLabel} errorTitle={errorTitle}>
      {(items) => <ListOrEmpty items={items} {...list} />}
    </QueryState>
  );
}
