import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * A detail card's list of records that each open their own page: per row the record's name as a
 * link, a muted line under it, what more it needs (`details`), and what stands at its right
 * (`aside`: an amount, a badge). A student's classes and payments, a teacher's classes.
 */
export function LinkedRecordList<T>({
  items,
  rowKey,
  to,
  title,
  subtitle,
  details,
  aside,
}: {
  items: readonly T[];
  rowKey: (item: T) => string | number;
  to: (item: T) => string;
  title: (item: T) => ReactNode;
  subtitle: (item: T) => ReactNode;
  details?: (item: T) => ReactNode;
  aside: (item: T) => ReactNode;
}) {
  return (
    <ul className="divide-y divide-line">
      {items.map((item) => (
        <li
          key={rowKey(item)}
          className="flex items-start justify-between gap-4 py-3 first:pt-0 last:pb-0"
        >
          <div className="min-w-0 flex-1">
            <Link to={to(item)} className="font-medium text-accent-text hover:underline">
              {title(item)}
            </Link>
            <p className="mt-0.5 text-sm text-ink-muted">{subtitle(item)}</p>
            {details?.(item)}
          </div>
          {aside(item)}
        </li>
      ))}
    </ul>
  );
}
