import { FunnelX } from "lucide-react";
import type { ReactNode } from "react";
import { cx } from "@/lib/class-names";
import { Button } from "./button";
import { Pagination } from "./pagination";

/** The row above a list: the search box (`search`), then the filters and 'Limpiar filtros'. */
export function FilterBar({ search, children }: { search: ReactNode; children?: ReactNode }) {
  return (
    <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1 sm:max-w-md">{search}</div>
      {children && <div className="flex flex-wrap items-end gap-3">{children}</div>}
    </div>
  );
}

/** 'Limpiar filtros', shown only while something is filtered (`useListParams().isFiltered`). */
export function ClearFiltersButton({ show, onClear }: { show: boolean; onClear: () => void }) {
  if (!show) return null;
  return (
    <Button variant="ghost" onClick={onClear}>
      <FunnelX className="size-4" aria-hidden="true" />
      Limpiar filtros
    </Button>
  );
}

/**
 * The list of cards, in one to three columns; dimmed and `aria-busy` while the previous
 * page's items stand in for the next (`placeholder`, TanStack Query's `isPlaceholderData`).
 */
export function CardList({
  label,
  placeholder = false,
  children,
}: {
  /** The list's accessible name ("Estudiantes"). */
  label: string;
  placeholder?: boolean;
  /** The `<li>` cards. */
  children: ReactNode;
}) {
  return (
    <ul
      aria-label={label}
      aria-busy={placeholder || undefined}
      className={cx(
        "grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3",
        placeholder && "opacity-60 transition-opacity",
      )}
    >
      {children}
    </ul>
  );
}

/** How many pages `total` items make at `pageSize` a page (at least one). */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Under a paged list: "Mostrando 13-24 de 30 {noun}" and the page buttons. */
export function ListFooter({
  page,
  pageSize,
  total,
  noun,
  onPageChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  /** The plural the count is of ("estudiantes"). */
  noun: string;
  onPageChange: (page: number) => void;
}) {
  const pageCount = pageCountOf(total, pageSize);
  const shown = Math.min(page, pageCount);
  const first = total === 0 ? 0 : (shown - 1) * pageSize + 1;
  const last = Math.min(shown * pageSize, total);
  return (
    <div className="mt-6 flex flex-col items-center gap-4 lg:flex-row lg:justify-between">
      <p className="text-sm text-ink-muted" aria-live="polite">
        Mostrando {first}-{last} de {total} {noun}
      </p>
      <Pagination page={shown} pageCount={pageCount} onPageChange={onPageChange} />
    </div>
  );
}

/** The totals strip under a list ("Propietarios 2 · Instructores 5 · …"), named "Totales". */
export function ListTotals({
  items,
}: {
  items: ReadonlyArray<{ label: string; value: ReactNode }>;
}) {
  return (
    <dl
      aria-label="Totales"
      className="mt-6 grid divide-x divide-line rounded-xl border border-line bg-surface text-center"
      style={{ gridTemplateColumns: `repeat(${items.length}, minmax(0, 1fr))` }}
    >
      {items.map((item) => (
        <div key={item.label} className="px-2 py-3">
          <dt className="text-xs text-ink-muted sm:text-sm">{item.label}</dt>
          <dd className="mt-0.5 text-lg font-semibold text-ink">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
