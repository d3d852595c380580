import type { UseQueryResult } from "@tanstack/react-query";
import { FunnelX, type LucideIcon, Plus, SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cx } from "@/lib/class-names";
import { type ListParams, useLastPageWhenBeyond } from "@/lib/use-list-params";
import { Button } from "./button";
import { ButtonLink } from "./button-link";
import { EmptyState } from "./empty-state";
import { TitledPage, TitledPageHeader } from "./page-header";
import { Pagination } from "./pagination";
import { QueryState } from "./query-state";
import { SearchBox } from "./search-box";

/**
 * A list screen of cards (classes, students, teachers), declared by its words and parts: the
 * header, the search row with its filter controls, then the cards by the query's state (the
 * spinner, the error, `empty`) in a list named like the screen, and under it `children` (the
 * paging, the totals). `emptyState` gives the words of the usual empty state instead, which
 * then follows the screen's own `list` (nothing matches the filters, or nothing exists yet).
 */
export function CardListPage({
  title,
  description,
  actions,
  list,
  search,
  filters,
  query,
  loadingLabel,
  errorTitle,
  isEmpty,
  empty,
  emptyState,
  cards,
  children,
}: {
  /** "Clases": the h1, the tab's title and the list's accessible name. */
  title: string;
  description: ReactNode;
  actions?: ReactNode;
  list: Parameters<typeof FilterBar>[0]["list"];
  /** The search box's accessible name and placeholder. */
  search: { label: string; placeholder: string };
  /** Filter controls beside the search box. */
  filters?: ReactNode;
  query: UseQueryResult;
  loadingLabel: string;
  errorTitle: string;
  isEmpty: boolean;
  empty?: ReactNode;
  emptyState?: Omit<ListEmptyStateProps, "list">;
  /** The `<li>` cards of the page shown. */
  cards: ReactNode;
  children?: ReactNode;
}) {
  return (
    <TitledPage title={title} description={description} actions={actions}>
      <FilterBar list={list} searchLabel={search.label} placeholder={search.placeholder}>
        {filters}
      </FilterBar>

      <QueryState
        query={query}
        loadingLabel={loadingLabel}
        errorTitle={errorTitle}
        isEmpty={isEmpty}
        empty={emptyState ? <ListEmptyState list={list} {...emptyState} /> : empty}
      >
        <CardList label={title} placeholder={query.isPlaceholderData}>
          {cards}
        </CardList>
        {children}
      </QueryState>
    </TitledPage>
  );
}

/** The primary "+ Nuevo …" link to a create form (list headers, empty states). */
export function CreateLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <ButtonLink to={to} icon={Plus}>
      {children}
    </ButtonLink>
  );
}

/** The top of a list screen: the tab's title, the h1, its description and actions. */
export { TitledPageHeader as ListPageHeader };

/**
 * The row above a list: the search box bound to `list` (from `useListParams`), then the
 * filter controls given as children and, when there are any, 'Limpiar filtros'.
 */
export function FilterBar({
  list,
  searchLabel,
  placeholder,
  children,
}: {
  list: Pick<ListParams<string>, "typed" | "setTyped" | "isFiltered" | "clearFilters">;
  /** The search box's accessible name ("Buscar estudiantes"). */
  searchLabel: string;
  placeholder: string;
  /** Filter controls (`<SelectField hideLabel …>`). */
  children?: ReactNode;
}) {
  return (
    <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1 sm:max-w-md">
        <SearchBox
          value={list.typed}
          onChange={list.setTyped}
          label={searchLabel}
          placeholder={placeholder}
        />
      </div>
      {children && (
        <div className="flex flex-wrap items-end gap-3">
          {children}
          <ClearFiltersButton show={list.isFiltered} onClear={list.clearFilters} />
        </div>
      )}
    </div>
  );
}

/** 'Limpiar filtros', shown only while something is filtered. */
export function ClearFiltersButton({ show, onClear }: { show: boolean; onClear: () => void }) {
  if (!show) return null;
  return (
    <Button variant="ghost" onClick={onClear} icon={FunnelX}>
      Limpiar filtros
    </Button>
  );
}

interface ListEmptyStateProps {
  list: Pick<ListParams<string>, "isFiltered" | "clearFilters">;
  icon: LucideIcon;
  title: string;
  filteredText: string;
  emptyText: string;
  create?: ReactNode;
}

/**
 * What an empty list says: with filters on, that nothing matches and a way to clear them;
 * without, that nothing exists yet and `create` (the caller decides who may see it).
 */
function ListEmptyState({
  list,
  icon,
  title,
  filteredText,
  emptyText,
  create,
}: ListEmptyStateProps) {
  return (
    <EmptyState
      icon={list.isFiltered ? SearchX : icon}
      title={title}
      description={list.isFiltered ? filteredText : emptyText}
      action={
        list.isFiltered ? (
          <Button variant="secondary" onClick={list.clearFilters}>
            Limpiar filtros
          </Button>
        ) : (
          create
        )
      }
    />
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

/**
 * A list card's frame, the `<li>` its `<CardLink>` covers: outlined, its border coloured on
 * hover and while anything in it has focus. `className` lays out its content.
 */
export function ListCard({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <li
      className={cx(
        "relative rounded-xl border border-line bg-surface p-4 shadow-xs transition-colors focus-within:border-accent hover:border-accent/60",
        className,
      )}
    >
      {children}
    </li>
  );
}

/** The card's name as the link that makes the whole card clickable (to the record's page). */
export function CardLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={cx(className, "break-words", cardLinkClasses)}>
      {children}
    </Link>
  );
}

/**
 * The classes of the link that makes a whole list card clickable: its box covers the card
 * (the `<li>` is `relative`), and keyboard focus draws the focus ring around the whole card,
 * not only a change of border colour. Other links in the card need `relative z-10`.
 */
const cardLinkClasses =
  "after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-focus";

/** How many pages `total` items make at `pageSize` a page (at least one). */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The paging of a list of `total` items, `pageSize` a page, for its `<ListFooter>`. Once the
 * query has settled on real data it also keeps the URL's page within the pages there are
 * (after deletions the page asked for may be gone).
 */
export function useListPaging(
  list: Pick<ListParams<string>, "page" | "setPage">,
  query: Pick<UseQueryResult, "isSuccess" | "isPlaceholderData">,
  total: number,
  pageSize: number,
) {
  const settled = query.isSuccess && !query.isPlaceholderData && total > 0;
  useLastPageWhenBeyond(list.page, pageCountOf(total, pageSize), settled);
  return { page: list.page, pageSize, total, onPageChange: list.setPage };
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

/** The totals strip under a list ("Propietarias 2 · Instructoras 5 · …"), named "Totales". */
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
