import { ChevronLeft, ChevronRight } from "lucide-react";
import { cx } from "@/lib/class-names";

/**
 * The page numbers to show: always the first and the last, the current one and its
 * neighbours; "gap" where numbers are left out (1 … 4 5 6 … 20).
 */
export function pageItems(page: number, pageCount: number): Array<number | "gap"> {
  const shown = new Set([1, pageCount, page - 1, page, page + 1]);
  // Near an end, show enough numbers that a gap never hides a single page.
  if (page <= 3) for (const n of [2, 3, 4]) shown.add(n);
  if (page >= pageCount - 2)
    for (const n of [pageCount - 3, pageCount - 2, pageCount - 1]) shown.add(n);
  const numbers = [...shown].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  const items: Array<number | "gap"> = [];
  for (const [index, n] of numbers.entries()) {
    const previous = numbers[index - 1];
    if (previous !== undefined && n - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) items.push("gap");
    items.push(n);
  }
  return items;
}

interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  className?: string;
}

const pageButton =
  "inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-lg px-2 text-sm sm:px-2.5 font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50";

/** Anterior / numbered pages / Siguiente. */
export function Pagination({ page, pageCount, onPageChange, className }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav
      aria-label="Paginación"
      className={cx("flex flex-wrap items-center justify-center gap-1", className)}
    >
      <button
        type="button"
        className={cx(pageButton, "border border-line bg-surface text-ink hover:bg-surface-muted")}
        onClick={() => onPageChange(page - 1)}
        disabled={page <= 1}
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">Anterior</span>
      </button>
      <ul className="flex items-center gap-0.5 sm:gap-1">
        {pageItems(page, pageCount).map((item, index, items) =>
          item === "gap" ? (
            <li
              key={`gap-after-${String(items[index - 1])}`}
              aria-hidden="true"
              className="px-1 text-ink-muted"
            >
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={cx(
                  pageButton,
                  item === page ? "bg-accent text-accent-ink" : "text-ink hover:bg-surface-muted",
                )}
                aria-label={`Página ${item}`}
                aria-current={item === page ? "page" : undefined}
                onClick={() => onPageChange(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className={cx(pageButton, "border border-line bg-surface text-ink hover:bg-surface-muted")}
        onClick={() => onPageChange(page + 1)}
        disabled={page >= pageCount}
      >
        <span className="sr-only sm:not-sr-only">Siguiente</span>
        <ChevronRight className="size-4" aria-hidden="true" />
      </button>
    </nav>
  );
}
