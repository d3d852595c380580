import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { useDebouncedValue } from "./use-debounced-value";

/** A list's search request goes out this long after typing stops (docs/product/constants.md#timings). */
export const SEARCH_DEBOUNCE_MS = 400;

/** The URL keys the list state uses; a filter must not take one of these names. */
const SEARCH_KEY = "q";
const PAGE_KEY = "page";

function pageFromParams(params: URLSearchParams): number {
  const page = Number.parseInt(params.get(PAGE_KEY) ?? "1", 10);
  return Number.isFinite(page) && page >= 1 ? page : 1;
}

export interface ListParams<F extends string> {
  /** What the search box shows (follows typing at once). */
  typed: string;
  /** For the search box's onChange. */
  setTyped: (value: string) => void;
  /** The committed search (trimmed, debounced, in the URL as `q`): what to query with. */
  search: string;
  /** Each filter's value from the URL, or its default when absent. */
  filters: Record<F, string>;
  /** Sets one filter (its default removes it from the URL) and goes back to page 1. */
  setFilter: (name: F, value: string) => void;
  /** The 1-based page from the URL (`page`). */
  page: number;
  /** Moves to a page (pushes a history entry and scrolls to the top). */
  setPage: (page: number) => void;
  /** True while the search box or any filter differs from its default. */
  isFiltered: boolean;
  /** Empties the search, resets every filter and goes to page 1. */
  clearFilters: () => void;
}

/** A select's `value` and `onValueChange` bound to one filter of `list` (an `OptionSelect`). */
export function filterSelect<F extends string>(
  list: Pick<ListParams<F>, "filters" | "setFilter">,
  name: F,
) {
  return {
    value: list.filters[name],
    onValueChange: (value: string) => list.setFilter(name, value),
  };
}

/**
 * The state of a list screen kept in the URL query (`?q=…&page=2&status=owners`), so a
 * reload, "back" from a record or a shared link shows the same list. `filterDefaults` names
 * the filters and the value each has when the URL does not say.
 */
export function useListParams<F extends string = never>(
  filterDefaults: Record<F, string> = {} as Record<F, string>,
): ListParams<F> {
  const [params, setParams] = useSearchParams();
  const search = params.get(SEARCH_KEY) ?? "";
  const page = pageFromParams(params);
  const [typed, setTyped] = useState(search);
  const debounced = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  // The search last written to the URL, to tell our own writes from navigation.
  const written = useRef(search);
  // The defaults object is usually a literal, new on each render: compare by content.
  const defaults = useRef(filterDefaults);
  const names = Object.keys(defaults.current) as F[];

  // A new search starts again at page 1 (docs/product/behaviour.md#lists); typing replaces the entry, not pushes.
  useEffect(() => {
    const wanted = debounced.trim();
    if (wanted === written.current) return;
    written.current = wanted;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (wanted) next.set(SEARCH_KEY, wanted);
        else next.delete(SEARCH_KEY);
        next.delete(PAGE_KEY);
        return next;
      },
      { replace: true },
    );
  }, [debounced, setParams]);

  // The URL changed under us (a link to the list, back/forward): the box follows it.
  useEffect(() => {
    if (search === written.current) return;
    written.current = search;
    setTyped(search);
  }, [search]);

  const filters = Object.fromEntries(
    names.map((name) => [name, params.get(name) ?? defaults.current[name]]),
  ) as Record<F, string>;

  const setFilter = useCallback(
    (name: F, value: string) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value === defaults.current[name]) next.delete(name);
        else next.set(name, value);
        next.delete(PAGE_KEY);
        return next;
      });
    },
    [setParams],
  );

  const setPage = useCallback(
    (next: number) => {
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next <= 1) updated.delete(PAGE_KEY);
        else updated.set(PAGE_KEY, String(next));
        return updated;
      });
      window.scrollTo({ top: 0 });
    },
    [setParams],
  );

  const clearFilters = useCallback(() => {
    // `written` is left alone: the URL effect above sees the search go and catches up, in
    // the same order as for any navigation (setting it here let a pending debounced search
    // be written back).
    setTyped("");
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const key of [SEARCH_KEY, PAGE_KEY, ...Object.keys(defaults.current)]) next.delete(key);
      return next;
    });
  }, [setParams]);

  const isFiltered =
    typed.trim() !== "" || names.some((name) => filters[name] !== defaults.current[name]);

  return {
    typed,
    setTyped,
    search,
    filters,
    setFilter,
    page,
    setPage,
    isFiltered,
    clearFilters,
  };
}

/**
 * After deletions the page in the URL may no longer exist: once the list has loaded
 * (`settled`), replace it with the last page there is.
 */
export function useLastPageWhenBeyond(page: number, pageCount: number, settled: boolean): void {
  const [, setParams] = useSearchParams();
  const beyondEnd = settled && page > pageCount;
  useEffect(() => {
    if (!beyondEnd) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(PAGE_KEY, String(pageCount));
        return next;
      },
      { replace: true },
    );
  }, [beyondEnd, pageCount, setParams]);
}
