import { type QueryKey, type QueryMeta, queryOptions, useQuery } from "@tanstack/react-query";
import { api, type QueryParams } from "./api-client";

/** What tells one API read from another: its cache key, its address and how it fails. */
export interface ApiQuerySpec<TArgs extends unknown[]> {
  /** The query key, from the feature's key factory (`attendanceKeys.student`). */
  key: (...args: TArgs) => QueryKey;
  /** The GET address (`/api/students/${id}/attendance`). */
  url: (...args: TArgs) => string;
  /** The query string, when there is one. */
  params?: (...args: TArgs) => QueryParams;
  /** How a failure is told (`queryMeta` in query-client.ts): a toast's title, or `silent`. */
  meta?: QueryMeta;
  /** Instead of the app's default (30 s). */
  staleTime?: number;
}

/**
 * A GET of the API as a TanStack query, declared once by its `ApiQuerySpec`: `options(...args)`
 * for the cache (prefetches, hooks that add `enabled` or `placeholderData`) and `use(...args)`,
 * the hook. Most reads differ only in their spec; one that reshapes the answer writes its own.
 */
export function apiQuery<TData, TArgs extends unknown[] = []>(spec: ApiQuerySpec<TArgs>) {
  function options(...args: TArgs) {
    return queryOptions({
      queryKey: spec.key(...args),
      queryFn: ({ signal }) =>
        api.get<TData>(spec.url(...args), { query: spec.params?.(...args), signal }),
      meta: spec.meta,
      // Left out when not given: an explicit `undefined` would override the default.
      ...(spec.staleTime === undefined ? {} : { staleTime: spec.staleTime }),
    });
  }
  return { options, use: (...args: TArgs) => useQuery(options(...args)) };
}
